#!/bin/sh
# ocamlopt.sh FILE.ml [OPTION...]: ocamlopt's assembly (-S) of one module,
# compiled alone in a temporary directory under the name ocl_FILE (so that
# a module of OCaml's own library compiles as a module of its own), on
# stdout. Used by bench/kinds.sh's held: changes.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
b=ocl_$(basename "$f")
cp "$f" "$t/$b" && cd "$t" && ocamlopt -S -c "$@" "$b" && cat "${b%.ml}.s"
