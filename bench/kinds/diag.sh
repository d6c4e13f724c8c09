#!/bin/sh
# diag.sh CC FILE.c [FLAGS...]: the diagnostics (stderr) of CC -c FLAGS on
# one C file, on stdout, without colour; what it compiles is thrown away
# and its exit status is 0, so that a run compares messages only. Used by
# bench/kinds.sh's eighth set.
cc=$1 f=$2; shift 2
d=$(dirname "$f")
case $cc in clang*) color=-fno-color-diagnostics ;; *) color=-fdiagnostics-color=never ;; esac
"$cc" -c -o /dev/null "$@" "$color" -I"$d" -I"$d/.." -I"$d/../lib" -DHAVE_UNISTD_H "$f" 2>&1
exit 0
