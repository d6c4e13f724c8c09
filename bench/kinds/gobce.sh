#!/bin/sh
# gobce.sh FILE.go [FLAGS...]: the bounds checks the Go compiler leaves in
# one single-file program, package main (go tool compile
# -d=ssa/check_bce/debug=1: "f.go:12:9: Found IsInBounds" a check), on
# stdout; ./importcfg in the work dir names the standard library's export
# data (as for gocompile.sh). Used by bench/kinds.sh's held: changes.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
go tool compile -d=ssa/check_bce/debug=1 -p main -importcfg importcfg -trimpath "$PWD" -o "$t/x.o" "$@" "$f" 2>&1
