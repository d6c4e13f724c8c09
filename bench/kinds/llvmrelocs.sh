#!/bin/sh
# llvmrelocs.sh FILE.c [FLAGS...]: the relocations as LLVM's objdump
# lists them (llvm-objdump-19 -r) of the object clang-19 -O2 -c FLAGS
# makes of one C file, on stdout. Used by bench/kinds.sh's held: changes.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
clang-19 -c -O2 -w "$@" -I"$d" -I"$d/.." -o "$t/x.o" "$f" && cd "$t" && llvm-objdump-19 -r x.o
