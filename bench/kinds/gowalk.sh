#!/bin/sh
# gowalk.sh FILE.go [FLAGS...]: the Go compiler's IR trees of one
# single-file program, package main, before and after its walk
# (go tool compile -W), on stdout; ./importcfg names the standard
# library's export data, and -trimpath drops the work dir from positions
# (see gocompile.sh). Used by bench/kinds.sh's held: changes.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
go tool compile -W -p main -importcfg importcfg -trimpath "$PWD" -o "$t/x.o" "$@" "$f"
