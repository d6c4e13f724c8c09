#!/usr/bin/env bash
# Where a record's CPU goes: perf samples every process of one 'corral
# record' of the Go tree (gofmt on each .go file of GOROOT, as in
# bench/gotree.sh), corral's own process and its jobs alike, kernel and
# user space, and prints the split by process and, for corral's own
# process, the functions that take the most samples (inclusive: a
# function with everything it calls), kernel entries included.
#
#   bash bench/profile.sh              # FREQ=499 samples a second, TOP=60
#   CMD='bcom {}' TAR=seed.tar bash bench/profile.sh
#
# Needs perf (linux-perf, installed with apt-get where missing) and a
# kernel that lets root sample (perf_event_paranoid).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-$PWD/bin}
FREQ=${FREQ:-499}
TOP=${TOP:-60}
CMD=${CMD:-gofmt {\}}
if ! command -v perf >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq linux-perf >/dev/null
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/corral-profile.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
if [ -z "${TAR:-}" ]; then
  GOROOT_DIR=${GOROOT_DIR:-$(go env GOROOT)}
  ( cd "$GOROOT_DIR" && find . -name '*.go' -type f | sort ) > "$WORK/list"
  tar -cf "$WORK/src.tar" -C "$GOROOT_DIR" -T "$WORK/list"
  TAR=$WORK/src.tar
fi
perf record -q -F "$FREQ" -g -o "$WORK/perf.data" -- \
  "$BIN/corral" record -q --cmd "$CMD" --allow-failures --baseline "$WORK/r.db" "$TAR" >/dev/null 2>"$WORK/err" || { cat "$WORK/err" >&2; exit 1; }
perf script -i "$WORK/perf.data" -F pid,ip,sym 2>/dev/null > "$WORK/stacks"
# The first sample is corral's own (perf starts it); its pid is the process.
main=$(awk 'NF { print $1; exit }' "$WORK/stacks")
awk -v P="$main" -v TOP="$TOP" -v FREQ="$FREQ" '
BEGIN { RS = ""; FS = "\n" }
{
  split($1, h, " "); all++
  if (h[1] != P) next
  n++; delete seen; kern = 0
  for (i = 2; i <= NF; i++) {
    s = $i; sub(/^[ \t]*[0-9a-f]+[ \t]+/, "", s); sub(/\.abi0$/, "", s)
    if (i == 2 && $i ~ /ffffffff/) kern = 1
    if (!(s in seen)) { seen[s] = 1; c[s]++ }
  }
  k += kern
}
END {
  printf "samples: %d in all, %d in corral'\''s own process (%.1f%%, %.2f s at %d Hz), %.0f%% of them in the kernel\n", all, n, 100 * n / all, n / FREQ, FREQ, 100 * k / n
  printf "corral'\''s own process, inclusive share of its samples:\n"
  for (s in c) if (s != "") printf "%6.1f%% %s\n", 100 * c[s] / n, s | "sort -rn | head -" TOP
}' "$WORK/stacks"
