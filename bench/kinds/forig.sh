#!/bin/sh
# forig.sh FILE.f [FLAGS...]: the GENERIC trees gfortran makes of one
# file before any pass (-fdump-tree-original), on stdout; FLAGS are
# gfortran's (-fdefault-real-8: every default REAL is REAL(8)). The dump
# and the object go to a temporary directory. Used by bench/kinds.sh's
# held: changes.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
# A file of no procedure (a BLOCK DATA) leaves no dump: nothing is shown.
gfortran -c -w "$@" -fdump-tree-original -dumpdir "$t/" -o "$t/x.o" "$f" || exit
for d in "$t"/*.original; do
  if [ -e "$d" ]; then cat "$d"; fi
done
