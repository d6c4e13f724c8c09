#!/usr/bin/env bash
# pyup.sh FILE [FLAG...]: pyupgrade (from PATH) of a copy of FILE with the
# flags given, on stdout: pyupgrade rewrites the files it is given in
# place. Used by bench/kinds.sh's held: changes.
set -euo pipefail
f=$1
shift
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cp "$f" "$t/x.py"
pyupgrade "$@" "$t/x.py" >/dev/null 2>&1 || true # it exits 1 when it rewrote the file
cat "$t/x.py"
