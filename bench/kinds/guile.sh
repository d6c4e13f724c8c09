#!/bin/sh
# guile.sh FILE.scm [FLAGS...]: the bytecode Guile 3.0 compiles one module
# into (guild compile -O2 FLAGS; -Ono-cse: no common subexpressions
# eliminated), disassembled (guild disassemble), on stdout. The listing
# names procedures by their addresses in memory (#x7f…), which
# bench/kinds.sh hides with corral --normalize. Used by bench/kinds.sh's
# held: changes.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
GUILE_AUTO_COMPILE=0 guild compile -O2 "$@" -o "$t/x.go" "$f" >/dev/null && GUILE_AUTO_COMPILE=0 guild disassemble "$t/x.go"
