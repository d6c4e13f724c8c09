#!/bin/sh
# gocompile.sh FILE.go [FLAGS...]: the Go compiler's assembly listing
# (go tool compile -S) of one single-file program, package main, on stdout;
# ./importcfg in the work dir names the standard library's export data
# (./importcfg.$GOAMD64 where GOAMD64 names a level it was built for,
# ./importcfg.$GOARCH where GOARCH names another architecture).
# -trimpath drops the work dir from the listing's positions, which would
# differ from run to run. The object goes to a temporary directory, never
# to /dev/null: the compiler removes its output when it fails, and as root
# that removes /dev/null. Used by bench/kinds.sh's dev: and held: changes.
f=$1; shift
cfg=importcfg
if [ -n "${GOAMD64:-}" ] && [ -f "importcfg.$GOAMD64" ]; then cfg=importcfg.$GOAMD64; fi
if [ -n "${GOARCH:-}" ] && [ -f "importcfg.$GOARCH" ]; then cfg=importcfg.$GOARCH; fi
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
go tool compile -S -p main -importcfg "$cfg" -trimpath "$PWD" -o "$t/x.o" "$@" "$f"
