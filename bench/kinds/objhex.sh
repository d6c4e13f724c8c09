#!/bin/sh
# objhex.sh FILE.c [FLAGS...]: the hex dump of the code (objdump -s -j
# .text) of the object gcc -O2 -c FLAGS makes of one C file, on stdout
# (see objof.sh). Used by bench/kinds.sh's held: changes.
exec "$(dirname "$0")/objof.sh" gcc "$@" -- objdump -s -j .text x.o
