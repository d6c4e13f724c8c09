#!/bin/sh
# dwarf.sh FILE.c [FLAGS...]: the DWARF debugging entries (readelf
# --debug-dump=info) of the object gcc -g -O2 -c FLAGS makes of one C
# file, on stdout. The directory it is compiled in is mapped to '.', so
# the entries do not name corral's work directory. Used by
# bench/kinds.sh's held: changes.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
gcc -g -O2 -c -w "$@" -fdebug-prefix-map="$PWD"=. -I"$d" -I"$d/.." -o "$t/x.o" "$f" && cd "$t" && readelf --debug-dump=info x.o
