#!/bin/sh
# diag.sh CC FILE.c [FLAGS...]: the diagnostics (stderr) of CC -c FLAGS on
# one C file, on stdout, without colour; what it compiles goes to a
# temporary directory and is thrown away (not to /dev/null, which a
# compiler may remove when it fails if /dev/null was ever left a regular
# file), and its exit status is 0, so that a run compares messages only.
# Used by bench/kinds.sh's eighth set.
cc=$1 f=$2; shift 2
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
case $cc in clang*) color=-fno-color-diagnostics ;; *) color=-fdiagnostics-color=never ;; esac
"$cc" -c -o "$t/x.o" "$@" "$color" -I"$d" -I"$d/.." -I"$d/../lib" -DHAVE_UNISTD_H "$f" 2>&1
exit 0
