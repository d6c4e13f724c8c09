#!/bin/sh
# luac.sh FILE.lua [OPTION...]: Lua 5.4's bytecode listing (luac5.4 -l -l:
# every function's instructions, constants, locals and upvalues) of the
# chunk luac5.4 OPTION... compiles of one file, on stdout: the chunk is
# written to a temporary file and listed from it, so that an option such
# as -s (debug information stripped) shows (a listing made while
# compiling, with -p, shows the chunk before it is stripped). Headers
# and closures hold addresses in memory: the check normalizes them. Used
# by bench/kinds.sh.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
cd "$(dirname "$f")" && luac5.4 "$@" -o "$t/x.luac" "$(basename "$f")" && luac5.4 -l -l "$t/x.luac"
