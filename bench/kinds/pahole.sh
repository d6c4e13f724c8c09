#!/bin/sh
# pahole.sh FILE.c [FLAGS...]: the layouts of the structs of one C file as
# pahole reads them from its DWARF (gcc -g -c FLAGS, in a temporary
# directory), on stdout. Used by bench/kinds.sh's held: changes.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
gcc -g -c -w "$@" -I"$(dirname "$f")" -o "$t/o.o" "$f" && pahole "$t/o.o"
