#!/bin/sh
# re2c.sh FILE.re [FLAGS...]: the C lexer re2c makes of one file, written
# to a temporary file and then to stdout, without the date and version
# it would stamp it with; FLAGS are re2c's (-s: nested
# ifs for switches). Used by bench/kinds.sh's held: changes.
set -e
f=$1; shift
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
re2c --no-generation-date --no-version "$@" -o "$t/lexer.c" "$f"
cat "$t/lexer.c"
