#!/bin/sh
# re2c.sh FILE.re [FLAGS...]: the C lexer re2c makes of one file, on
# stdout, without the date and version it would stamp it with; FLAGS are
# re2c's (-s: nested ifs for switches). re2c runs in a temporary
# directory on a copy of the file's directory (a file may include its
# neighbours), so that the names its #line directives hold are the same
# from run to run. Used by bench/kinds.sh's held: changes.
set -e
f=$1; shift
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
mkdir -p "$t/$(dirname "$f")"
cp -r "$(dirname "$f")/." "$t/$(dirname "$f")/"
cd "$t"
re2c --no-generation-date --no-version "$@" -o lexer.c "$f"
cat lexer.c
