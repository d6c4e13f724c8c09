#!/bin/sh
# ocamllambda.sh FILE.ml [OPTION...]: ocamlc's Lambda, the first
# intermediate form of the OCaml compiler (-dlambda), of one module
# compiled alone in a temporary directory under the name ocl_FILE (as
# ocamlopt.sh does), on stdout. Used by bench/kinds.sh's held: changes.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
b=ocl_$(basename "$f")
cp "$f" "$t/$b" && cd "$t" && ocamlc -dlambda -c "$@" "$b" 2>&1
