#!/usr/bin/env bash
# What diffs and kinds cost (issue 33's target: at most 5 % of the check's
# wall time for 3,000 changed files of the seed-scale demo). One record of
# FILES programs (SIZE of them, the seed's 15,000 by default), then ROUNDS
# interleaved rounds of: a check in which every fifth file (by a hash of
# its path) is compiled by bcom -variant 3, about 3,000 changed files with
# their diffs and kinds; and 'corral report' of that check, which reads
# every changed file's stored results again, diffs them, finds the kinds
# and prints the report: an upper bound on what diffs and kinds cost
# inside the check. Prints both times and their ratio per round.
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
printf '| round | changed | check wall s | report wall s | report / check |\n| --- | --- | --- | --- | --- |\n'
for r in $(seq "$ROUNDS"); do
  check=$(secs corral check --cmd "$FIFTH" "${FLAGS[@]}" --json check.json corpus.tar)
  changed=$(python3 -c 'import json;print(json.load(open("check.json"))["summary"]["changed"])')
  report=$(secs corral report)
  printf '| %d | %d | %.2f | %.2f | %.1f %% |\n' "$r" "$changed" "$check" "$report" "$(echo "100 * $report / $check" | bc -l)"
done
/usr/bin/time -f 'corral report: max RSS %M KB' corral report >/dev/null
