#!/bin/sh
# gccjson.sh FILE.c [FLAGS...]: gcc's diagnostics of one C file as JSON
# (-fdiagnostics-format=json), pretty-printed by jq, with the file's
# directory and its parent on the include path; -fsyntax-only, so no
# object is written. gcc exits 0 where it only warns. Used by
# bench/kinds.sh's held: changes.
f=$1
shift
d=$(dirname "$f")
gcc -fsyntax-only -fdiagnostics-format=json -I"$d" -I"$d/.." "$@" "$f" 2>&1 | jq .
