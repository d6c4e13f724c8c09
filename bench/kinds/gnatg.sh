#!/bin/sh
# gnatg.sh FILE.adb [FLAGS...]: the Ada that GNAT expands one body into
# (gcc -c -gnatG: checks, finalization and run-time calls written out),
# on stdout; FLAGS are GNAT's (-gnatp: every check suppressed). -gnatg
# lets GNAT compile its own run-time units. The object and its .ali go
# to a temporary directory. Used by bench/kinds.sh's held: changes.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
gcc-12 -c -gnatG -gnatg "$@" -o "$t/$(basename "$f" .adb).o" "$f"
