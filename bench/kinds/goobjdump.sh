#!/bin/sh
# goobjdump.sh FILE.go [FLAGS...]: the Go toolchain's disassembly (go tool
# objdump) of the object the Go compiler makes of one single-file program,
# package main (go tool compile FLAGS), on stdout: a TEXT block a function,
# a line an instruction with its position, offset, bytes and relocation.
# ./importcfg in the work dir names the standard library's export data (as
# for gocompile.sh); -trimpath drops the work dir from the positions. Used
# by bench/kinds.sh's held: changes.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
go tool compile -p main -importcfg importcfg -trimpath "$PWD" -o "$t/x.o" "$@" "$f" && go tool objdump "$t/x.o"
