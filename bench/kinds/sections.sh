#!/bin/sh
# sections.sh FILE.c [FLAGS...]: the section headers (readelf -SW) of the
# object gcc -O2 -c FLAGS makes of one C file, on stdout (see objof.sh).
# Used by bench/kinds.sh's held: changes.
exec "$(dirname "$0")/objof.sh" gcc "$@" -- readelf -SW x.o
