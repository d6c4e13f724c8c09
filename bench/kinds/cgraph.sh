#!/bin/sh
# cgraph.sh FILE.c [FLAGS...]: gcc's call graph dump (-fdump-ipa-cgraph)
# of one C file compiled with -O2 -c FLAGS, on stdout. It names nodes by
# their addresses in gcc's memory (@0x...), which bench/kinds.sh hides
# with corral --normalize. Used by bench/kinds.sh's held: changes.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
gcc -O2 -c -w "$@" -fdump-ipa-cgraph -dumpdir "$t/" -I"$d" -I"$d/.." -o "$t/x.o" "$f" && cat "$t"/*.cgraph
