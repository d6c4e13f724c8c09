#!/bin/sh
# erlc.sh FILE.erl [OPTION...]: the BEAM assembly (erlc -S) of one Erlang
# module, on stdout (erlc writes it to a file, here in a temporary
# directory). Used by bench/kinds.sh's held: changes.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
erlc -S -o "$t" "$@" "$f" && cat "$t"/*.S
