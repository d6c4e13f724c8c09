#!/bin/sh
# listing.sh FILE.c [FLAG...]: the GNU assembler's listing (-adln: the
# assembly with each line's number, offset and encoding) of gcc's code
# for one C file, on stdout. Used by bench/kinds.sh's held: changes.
f=$1; shift
d=$(dirname "$f")
exec gcc -c -w "$@" -I"$d" -I"$d/.." -Wa,-adln -o /dev/null "$f"
