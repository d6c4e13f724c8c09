#!/bin/sh
# bcan.sh FILE.c [FLAGS...]: llvm-bcanalyzer -dump of the bitcode clang-19
# makes of one C file (-O2 -emit-llvm -c FLAGS, the file's directory and
# its parent on the include path), its records as XML-like lines, on
# stdout. Used by bench/kinds.sh's thirtieth set.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
clang-19 -c -emit-llvm -O2 -w "$@" -I"$d" -I"$d/.." -o "$t/x.bc" "$f" && cd "$t" && llvm-bcanalyzer-19 -dump x.bc
