#!/bin/sh
# ldmap.sh FILE.c [FLAGS...]: GNU ld's map (-Wl,-Map) of a shared object
# linked of the object gcc -O2 -fPIC FLAGS makes of one C file, on stdout
# (see objof.sh; the link's errors, an undefined symbol, on stderr). Used
# by bench/kinds.sh's changes.
f=$1
shift
exec "$(dirname "$0")/objof.sh" gcc "$f" -fPIC "$@" -- sh -c 'gcc -shared x.o -o x.so -Wl,-Map=x.map; s=$?; cat x.map 2>/dev/null; exit $s'
