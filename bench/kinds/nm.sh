#!/bin/sh
# nm.sh FILE.c FLAGS...: the symbol table (nm -n) of the object gcc -c
# FLAGS makes of one C file of zstd, on stdout. The object goes to a
# temporary directory. Used by bench/kinds.sh's held: changes.
f=$1; shift
t=$(mktemp -d) || exit 2
trap 'rm -rf "$t"' EXIT
gcc -c -w "$@" -o "$t/x.o" "$f" && nm -n "$t/x.o"
