#!/bin/sh
# luac.sh FILE.lua [OPTION...]: Lua 5.4's bytecode listing of one file
# (luac5.4 -l -l -p: every function's instructions, constants, locals and
# upvalues), on stdout. Each function's header holds its address in
# memory: the check normalizes it. Used by bench/kinds.sh's held: changes.
f=$1; shift
exec luac5.4 -l -l -p "$@" "$f"
