#!/usr/bin/env bash
# kinds-floor.sh: what GNU diff alone costs beside each stored check of
# `make kinds` (bench-out/kinds/**/corral.db). For each: the check's wall
# and kinds seconds as stored (kinds made again: their stored copy
# deleted), the changed files, and GNU diff -ru's user and system CPU
# over the baseline's outputs and the check's (`corral export` of a copy
# of the store, before and after `corral accept`). One line a row:
#   ROW WALL KINDS CHANGED DIFF_USER DIFF_SYS
# Used by docs/corral.md ("What the cost target asks, against GNU diff").
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${CORRAL:-$PWD/bin/corral}
for d in $(find bench-out/kinds -name corral.db | LC_ALL=C sort); do
  row=$(basename "$(dirname "$d")")
  w=$(mktemp -d)
  cp "$d" "$w/c.db"
  sqlite3 "$w/c.db" 'DELETE FROM run_kinds'
  read -r wall kinds changed < <("$bin" report -b "$w/c.db" --json - 2>/dev/null |
    python3 -c 'import json,sys; r=json.load(sys.stdin); print(r["summary"]["wall_seconds"], r.get("kinds_seconds", 0), r["summary"].get("changed", 0))')
  "$bin" export -b "$w/c.db" "$w/a" >/dev/null 2>&1
  "$bin" accept -b "$w/c.db" >/dev/null 2>&1
  "$bin" export -b "$w/c.db" "$w/b" >/dev/null 2>&1
  t=$({ /usr/bin/time -f "%U %S" diff -ru "$w/a" "$w/b" >/dev/null || true; } 2>&1 | tail -n 1)
  echo "$row $wall $kinds $changed $t"
  rm -rf "$w"
done
