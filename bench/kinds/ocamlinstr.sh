#!/bin/sh
# ocamlinstr.sh FILE.ml [OPTION...]: ocamlc's bytecode instructions
# (-dinstr) of one module compiled alone in a temporary directory under
# the name ocl_FILE (as ocamllambda.sh does), on stdout. Used by
# bench/kinds.sh's held: changes.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
b=ocl_$(basename "$f")
cp "$f" "$t/$b" && cd "$t" && ocamlc -dinstr -c "$@" "$b" 2>&1
