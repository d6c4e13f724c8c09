#!/bin/sh
# cmm.sh FILE.ml [OPTION...]: ocamlopt's Cmm (-dcmm), the last
# intermediate form before instruction selection, of one module compiled
# alone in a temporary directory under the name ocl_FILE (as ocamlopt.sh
# does), on stdout. Used by bench/kinds.sh's thirtieth set.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
b=ocl_$(basename "$f")
cp "$f" "$t/$b" && cd "$t" && ocamlopt -dcmm -c "$@" "$b" 2>&1
