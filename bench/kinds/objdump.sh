#!/bin/sh
# objdump.sh FILE.c [FLAGS...]: objdump -d of gcc -O2 -c FLAGS's object of
# one C file, on stdout, the object named x.o (see objof.sh). Used by
# bench/kinds.sh's eighth set.
exec "$(dirname "$0")/objof.sh" gcc "$@" -- objdump -d x.o
