#!/bin/sh
# cython.sh FILE.pyx [OPTION...]: the C that Cython (3.0.11, from PyPI)
# makes of one .pyx file for Python 3 with those options, on stdout. The
# C goes to a temporary directory first. Used by bench/kinds.sh's held:
# changes.
f=$1; shift
t=$(mktemp -d) || exit 2
trap 'rm -rf "$t"' EXIT
cython -3 "$@" -o "$t/out.c" "$f" && cat "$t/out.c"
