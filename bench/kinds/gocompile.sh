#!/bin/sh
# gocompile.sh FILE.go [FLAGS...]: the Go compiler's assembly listing
# (go tool compile -S) of one single-file program, package main, on stdout;
# ./importcfg in the work dir names the standard library's export data.
# -trimpath drops the work dir from the listing's positions, which would
# differ from run to run. Used by bench/kinds.sh's dev: and held: changes.
f=$1; shift
exec go tool compile -S -p main -importcfg importcfg -trimpath "$PWD" -o /dev/null "$@" "$f"
