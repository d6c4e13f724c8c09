#!/usr/bin/env bash
# What diffs and kinds cost (issues 33 and 45: at most 5 % of the check's
# wall time for 3,000 changed files of the seed-scale demo; a stored run's
# report under 1 s). One record of
# FILES programs (SIZE of them, the seed's 15,000 by default), then ROUNDS
# interleaved rounds of: a check in which every fifth file (by a hash of
# its path) is compiled by bcom -variant 3, about 3,000 changed files with
# their diffs and kinds (the check's JSON says what its kinds took); then
# 'corral report -q' of that check, which reads its stored kinds; and the
# same with the kinds dropped from the store, which reads every changed
# file's results again, diffs them and makes the kinds.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
FILES=${FILES:-15000}
SIZE=${SIZE:-150M}
ROUNDS=${ROUNDS:-3}
OUT=${OUT:-$ROOT/bench-out/diffcost}
rm -rf "$OUT" && mkdir -p "$OUT" && cd "$OUT"
export PATH="$ROOT/bin:$PATH" NO_COLOR=1
gencorpus -files "$FILES" -size "$SIZE" -o corpus.tar >/dev/null
FLAGS=(--output '{.}.c' --exclude 'HDR_*' --progress-every 0)
corral record --cmd 'bcom {}' "${FLAGS[@]}" corpus.tar >/dev/null
# shellcheck disable=SC2016 # the job's shell expands these, not this one
FIFTH='h=$(printf %s {} | cksum | cut -d" " -f1); if [ $((h % 5)) -eq 0 ]; then bcom -variant 3 {}; else bcom {}; fi'
secs() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; t1=$(date +%s.%N); echo "$t1 - $t0" | bc; }
printf '| round | changed | check wall s | kinds s (the check'"'"'s) | kinds / check | report -q s (kinds stored) | report --recompute-kinds s |\n| --- | --- | --- | --- | --- | --- | --- |\n'
for r in $(seq "$ROUNDS"); do
  check=$(secs corral check --cmd "$FIFTH" "${FLAGS[@]}" --json check.json corpus.tar)
  read -r changed kinds < <(python3 -c 'import json;r=json.load(open("check.json"));print(r["summary"]["changed"], r.get("kinds_seconds", 0))')
  report=$(secs corral report -q)
  # The kinds made again from every stored result: a version bump's cost.
  python3 -c 'import sqlite3;c=sqlite3.connect("corral.db");c.execute("DELETE FROM run_kinds");c.commit()'
  remake=$(secs corral report -q)
  printf '| %d | %d | %.2f | %.2f | %.1f %% | %.2f | %.2f |\n' "$r" "$changed" "$check" "$kinds" "$(echo "100 * $kinds / $check" | bc -l)" "$report" "$remake"
done
/usr/bin/time -f 'corral report (kinds made again): max RSS %M KB' corral report --recompute-kinds >/dev/null || [ $? -eq 1 ] # 1: the check found differences
