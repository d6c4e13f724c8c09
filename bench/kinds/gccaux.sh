#!/bin/sh
# gccaux.sh EXT FILE.c FLAGS...: the file gcc writes beside the object it
# compiles of one C file with FLAGS (gcc -c -w, the file's directory and
# its parent on the include path): x.EXT, such as the stack usage of
# -fstack-usage (su) or the call graph of -fcallgraph-info (ci), on
# stdout. Used by bench/kinds.sh's thirty-fifth set.
ext=$1 f=$2; shift 2
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
gcc -c -w "$@" -I"$d" -I"$d/.." -o "$t/x.o" "$f" && cat "$t/x.$ext"
