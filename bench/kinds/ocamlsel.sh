#!/bin/sh
# ocamlsel.sh FILE.ml [OPTION...]: ocamlopt's instructions as selected
# (-dsel), before register allocation, of one module compiled alone under
# the name ocl_FILE (as linear.sh does), on stdout. Used by
# bench/kinds.sh's thirty-seventh set.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
b=ocl_$(basename "$f")
cp "$f" "$t/$b" && cd "$t" && ocamlopt -dsel -c "$@" "$b" 2>&1
