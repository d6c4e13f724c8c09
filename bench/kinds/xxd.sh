#!/bin/sh
# xxd.sh FILE.c [FLAGS...]: xxd's hex dump of the code section (.text,
# copied out with objcopy) of the object gcc -O2 -c FLAGS makes of one C
# file, on stdout (see objof.sh). Used by bench/kinds.sh's held: changes.
exec "$(dirname "$0")/objof.sh" gcc "$@" -- sh -c 'objcopy -O binary --only-section=.text x.o text.bin && xxd text.bin'
