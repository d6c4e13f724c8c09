#!/usr/bin/env bash
# objof.sh CC FILE.c [FLAGS...] -- TOOL [ARGS...]: compiles one C file to
# an object, CC -c -O2 -w FLAGS with the file's directory and its parent
# on the include path, as x.o in a temporary directory, and runs TOOL ARGS
# there (ARGS name the object x.o), its output on stdout. The wrappers that
# show an object's tables (readelf.sh, relocs.sh, dwarf.sh, ...) are this
# with their tool. Used by bench/kinds.sh's dev: and held: changes.
set -e
cc=$1 f=$2
shift 2
flags=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do
  flags+=("$1")
  shift
done
[ "${1:-}" = -- ] || { echo "objof.sh: no -- before the tool" >&2; exit 2; }
shift
d=$(dirname "$f")
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
"$cc" -c -O2 -w "${flags[@]}" -I"$d" -I"$d/.." -o "$t/x.o" "$f"
cd "$t"
"$@"
