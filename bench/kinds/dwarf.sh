#!/bin/sh
# dwarf.sh FILE.c [FLAGS...]: the DWARF debugging entries (readelf
# --debug-dump=info) of the object gcc -g -O2 -c FLAGS makes of one C
# file, on stdout (see objof.sh). The directory it is compiled in is
# mapped to '.', so the entries do not name corral's work directory. Used
# by bench/kinds.sh's held: changes.
f=$1
shift
exec "$(dirname "$0")/objof.sh" gcc "$f" -g "$@" -fdebug-prefix-map="$PWD"=. -- readelf --debug-dump=info x.o
