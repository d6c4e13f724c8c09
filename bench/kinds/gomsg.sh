#!/bin/sh
# gomsg.sh FILE.go [FLAGS...]: the Go compiler's -m diagnostics (inlining
# and escape analysis) of one single-file program, on stdout; ./importcfg
# in the work dir names the standard library's export data, as for
# gocompile.sh, and the object goes to a temporary directory as there.
# Used by bench/kinds.sh's eighth set.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
go tool compile -m -p main -importcfg importcfg -trimpath "$PWD" -o "$t/x.o" "$@" "$f" 2>&1
