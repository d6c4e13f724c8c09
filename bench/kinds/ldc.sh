#!/bin/sh
# ldc.sh FILE.d [FLAGS...]: the assembly ldc2 (the LLVM D compiler) makes
# of one Phobos module compiled alone (-O2 -c -output-s FLAGS), on stdout.
# Used by bench/kinds.sh's thirty-first set.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
ldc2 -O2 -c -output-s -w "$@" -of="$t/x.s" "$f" && cat "$t/x.s"
