#!/bin/sh
# bison.sh FILE.y [FLAGS...]: the C (or C++) parser bison makes of one
# grammar, with its header (a grammar may name it: api.header.include),
# the parser then the header on stdout. bison runs in a temporary
# directory, on a copy of the grammar, so that the names its #line
# directives and header guard hold are the same from run to run. Used by
# bench/kinds.sh's held: changes.
set -e
f=$1; shift
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cp "$f" "$t/"
cd "$t"
bison "$@" --header=parser.h -o parser.c "$(basename "$f")"
cat parser.c parser.h
