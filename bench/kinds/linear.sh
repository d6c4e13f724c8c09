#!/bin/sh
# linear.sh FILE.ml [OPTION...]: ocamlopt's Linear IR (-dlinear), the
# instructions after register allocation, of one module compiled alone in
# a temporary directory under the name ocl_FILE (as cmm.sh does), on
# stdout. Used by bench/kinds.sh's thirty-fourth set.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
b=ocl_$(basename "$f")
cp "$f" "$t/$b" && cd "$t" && ocamlopt -dlinear -c "$@" "$b" 2>&1
