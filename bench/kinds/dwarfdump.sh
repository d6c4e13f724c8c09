#!/bin/sh
# dwarfdump.sh FILE.c [FLAGS...]: LLVM's dump of the debugging entries
# (llvm-dwarfdump-19 --debug-info) of the object clang-19 -g -O2 -c FLAGS
# makes of one C file, on stdout, its directory mapped to '.'. Used by
# bench/kinds.sh's held: changes.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
clang-19 -g -O2 -c -w "$@" -fdebug-prefix-map="$PWD"=. -I"$d" -I"$d/.." -o "$t/x.o" "$f" && cd "$t" && llvm-dwarfdump-19 --debug-info x.o
