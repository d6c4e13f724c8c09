#!/bin/sh
# sdccz80.sh FILE.c [FLAGS...]: the Z80 assembly SDCC makes of one C file
# (sdcc -mz80 -S FLAGS), on stdout; sdcc writes it to a file only, here
# in a temporary directory. Used by bench/kinds.sh's held: changes.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
sdcc -mz80 -S "$@" -o "$t/x.asm" "$f" && cat "$t/x.asm"
