#!/bin/sh
# objhex.sh FILE.c [FLAGS...]: the hex dump of the code (objdump -s -j
# .text) of the object gcc -O2 -c FLAGS makes of one C file, on stdout.
# Used by bench/kinds.sh's held: changes.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
gcc -c -O2 -w "$@" -I"$d" -I"$d/.." -o "$t/x.o" "$f" && cd "$t" && objdump -s -j .text x.o
