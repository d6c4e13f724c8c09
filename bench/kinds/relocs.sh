#!/bin/sh
# relocs.sh FILE.c [FLAGS...]: the relocations (readelf -rW) of the
# object gcc -O2 -c FLAGS makes of one C file, on stdout. Used by
# bench/kinds.sh's held: changes.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
gcc -c -O2 -w "$@" -I"$d" -I"$d/.." -o "$t/x.o" "$f" && cd "$t" && readelf -rW x.o
