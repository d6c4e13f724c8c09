#!/bin/sh
# sections.sh FILE.c [FLAGS...]: the section headers (readelf -SW) of the
# object gcc -O2 -c FLAGS makes of one C file, on stdout. Used by
# bench/kinds.sh's held: changes.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
gcc -c -O2 -w "$@" -I"$d" -I"$d/.." -o "$t/x.o" "$f" && cd "$t" && readelf -SW x.o
