#!/bin/sh
# objdump.sh FILE.c [FLAGS...]: objdump -d of gcc -O2 -c FLAGS's object of
# one C file, on stdout; the object's temporary name is left out. Used by
# bench/kinds.sh's eighth set.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
gcc -c -O2 -w "$@" -I"$d" -I"$d/.." -o "$t/x.o" "$f" && objdump -d "$t/x.o" | sed "s|$t/x.o|x.o|"
