#!/bin/sh
# clangast.sh FILE.c [FLAGS...]: clang-19's syntax tree of one C file
# (-Xclang -ast-dump), on stdout. Its nodes' addresses vary from run to
# run: bench/kinds.sh hides them with corral --normalize. Used by
# bench/kinds.sh's eighth set.
f=$1; shift
d=$(dirname "$f")
exec clang-19 -Xclang -ast-dump -fsyntax-only -fno-color-diagnostics -w "$@" -I"$d" -I"$d/.." -DHAVE_UNISTD_H "$f"
