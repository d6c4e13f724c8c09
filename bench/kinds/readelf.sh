#!/bin/sh
# readelf.sh FILE.c [FLAGS...]: the symbol table (readelf -sW) of the
# object gcc -O2 -c FLAGS makes of one C file, on stdout (see objof.sh).
# Used by bench/kinds.sh's held: changes.
exec "$(dirname "$0")/objof.sh" gcc "$@" -- readelf -sW x.o
