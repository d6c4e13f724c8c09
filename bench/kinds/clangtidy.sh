#!/bin/sh
# clangtidy.sh FILE.c [CHECK]: one C file as clang-tidy 19 fixes it for
# CHECK (-fix -checks=-*,CHECK; none: the file as it is), on stdout. The
# fix is made on a copy of the file's directory (a file includes its
# neighbours), in a temporary directory. Used by bench/kinds.sh's held:
# changes.
f=$1
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
d=$(dirname "$f")
mkdir -p "$t/$d" && cp -r "$d/." "$t/$d/"
if [ -n "${2:-}" ]; then
  (cd "$t" && clang-tidy-19 --quiet -fix -checks="-*,$2" "$f" -- -w -I"$d" >/dev/null 2>&1)
fi
cat "$t/$f"
