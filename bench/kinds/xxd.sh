#!/bin/sh
# xxd.sh FILE.c [FLAGS...]: xxd's hex dump of the code section (.text,
# copied out with objcopy) of the object gcc -O2 -c FLAGS makes of one C
# file, on stdout. Used by bench/kinds.sh's held: changes.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
gcc -c -O2 -w "$@" -I"$d" -I"$d/.." -o "$t/x.o" "$f" && objcopy -O binary --only-section=.text "$t/x.o" "$t/text.bin" && xxd "$t/text.bin"
