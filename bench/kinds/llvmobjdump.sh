#!/bin/sh
# llvmobjdump.sh FILE.c FLAGS...: LLVM's disassembly (llvm-objdump-19 -d)
# of the object clang-19 -c FLAGS makes of one C file of lz4 or zstd (the
# include directories as clang.sh's), on stdout. Used by bench/kinds.sh's
# held: changes.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
clang-19 -c -w "$@" -I"$d" -I"$d/.." -I"$d/../lib" -I"$d/../programs" -o "$t/x.o" "$f" && cd "$t" && llvm-objdump-19 -d x.o
