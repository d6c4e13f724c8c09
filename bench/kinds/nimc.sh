#!/bin/sh
# nimc.sh FILE.nim [OPTION...]: the C that Nim generates for one module
# compiled alone as a main module (nim c --compileOnly OPTION...), the
# module's own C file on stdout. Used by bench/kinds.sh's thirty-fourth set.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
b=$(basename "$f" .nim)
nim c --compileOnly --hints:off --warnings:off --nimcache:"$t" "$@" "$f" >"$t/log" 2>&1 || { cat "$t/log"; exit 1; }
cat "$t/@m$b.nim.c"
