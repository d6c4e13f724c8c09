#!/usr/bin/env bash
# The pool's ablation table: BenchmarkAblation (pool/ablation_test.go) in
# ROUNDS separate runs, each going once through every row, so the rows are
# interleaved on this shared machine; per row the median ns per task and
# the range over the rounds.
set -euo pipefail
ROUNDS=${ROUNDS:-7}
N=${N:-2000000}
GO=${GO:-go}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for r in $(seq "$ROUNDS"); do
	"$GO" test -run '^$' -bench Ablation -benchtime "${N}x" ./pool/ | grep 'ns/task' >>"$out"
	echo "ablation: round $r of $ROUNDS done" >&2
done
echo "| pool, J = GOMAXPROCS = $(nproc) | ns per task (median of $ROUNDS) | min–max | × shipped |"
echo "|---|---|---|---|"
awk '{ sub(/^BenchmarkAblation\//, "", $1); sub(/-[0-9]+$/, "", $1); n[$1]++; v[$1, n[$1]] = $5; if (!($1 in seen)) { seen[$1] = 1; order[++k] = $1 } }
END {
	for (i = 1; i <= k; i++) {
		r = order[i]; c = n[r]
		for (a = 1; a <= c; a++) s[a] = v[r, a]
		for (a = 1; a <= c; a++) for (b = a + 1; b <= c; b++) if (s[b] < s[a]) { t = s[a]; s[a] = s[b]; s[b] = t }
		med[r] = (c % 2) ? s[(c + 1) / 2] : (s[c / 2] + s[c / 2 + 1]) / 2
		lo[r] = s[1]; hi[r] = s[c]
	}
	for (i = 1; i <= k; i++) { r = order[i]; printf "| %s | %.1f | %.1f–%.1f | %.2f |\n", r, med[r], lo[r], hi[r], med[r] / med["shipped"] }
}' "$out"
