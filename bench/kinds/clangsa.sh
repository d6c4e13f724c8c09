#!/bin/sh
# clangsa.sh FILE.c [CHECKER...]: the Clang static analyzer's findings on
# one C file of zstd (clang-19 --analyze, its default checkers and each
# CHECKER named, e.g. optin.performance.Padding), as text: each warning
# with the path of notes that leads to it and the source lines they
# point at, on stdout, the exit status 0 either way. Used by
# bench/kinds.sh's held: changes.
f=$1; shift
d=$(dirname "$f")
flags=
for c in "$@"; do flags="$flags -Xclang -analyzer-checker=$c"; done
# shellcheck disable=SC2086 # $flags: the checkers' flags, words
clang-19 --analyze -Xclang -analyzer-output=text -w -I"$d" -I"$d/.." $flags -o /dev/null "$f" 2>&1
exit 0
