#!/bin/sh
# relocs.sh FILE.c [FLAGS...]: the relocations (readelf -rW) of the
# object gcc -O2 -c FLAGS makes of one C file, on stdout (see objof.sh).
# Used by bench/kinds.sh's held: changes.
exec "$(dirname "$0")/objof.sh" gcc "$@" -- readelf -rW x.o
