#!/usr/bin/env bash
# corral's peak memory against the size of the corpus: N files of 10
# bytes (each different) in a TAR, 'cat {}' jobs, 2 at a time; a record,
# a check in which every file is the same, and a check with 'sed s/^/-/ {}' in
# which every file changed. Peak RSS by /usr/bin/time, one run each, for
# each N of SIZES, on tmpfs. What a run needs a file should be on disk,
# not in memory: the peaks should not grow with N (issue 58: under 100 MB
# at 10,000, 100,000 and 1,000,000 files, flat from one to the next).
#
#   bash bench/memory.sh                          # SIZES="10000 100000 1000000"
#   SIZES="10000 30000" bash bench/memory.sh      # a quick look
#   RUNS="record check" bash bench/memory.sh      # leave out the changed check
#   RUNS="record changed-json" bash bench/memory.sh
#                         # the changed check with --json, as CI asks for it
#
# The table is kept in bench-out/memory.txt. At 1,000,000 files a record
# takes about 10 minutes here, the changed check (kinds of 1,000,000
# files) longer.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$PWD/bin
OUT=${OUT:-$PWD/bench-out}
SIZES=${SIZES:-"10000 100000 1000000"}
RUNS=${RUNS:-"record check changed"}
# shellcheck source=bench/lib.sh
source bench/lib.sh
need /usr/bin/time time
SCRATCH=${SCRATCH:-/dev/shm}
[ -d "$SCRATCH" ] && [ -w "$SCRATCH" ] || SCRATCH=${TMPDIR:-/tmp}
mkdir -p "$OUT"
WORK=$(mktemp -d "$SCRATCH/corral-memory.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
export TMPDIR=$WORK

# run WHAT N: one run over src-N.tar into store-N.db; prints "wall maxrss_kb".
run() {
  local what=$1 n=$2 cmd ok
  case $what in
    record) cmd=(record --cmd 'cat {}'); ok="record: $n files recorded" ;;
    check) cmd=(check); ok="check: $n same, 0 changed" ;;
    changed) cmd=(check --cmd 'sed s/^/-/ {}'); ok="check: 0 same, $n changed" ;;
    changed-json) cmd=(check --cmd 'sed s/^/-/ {}' --json "report-$n.json"); ok="check: 0 same, $n changed" ;;
    *) echo "$(basename "$0"): error: RUNS holds '$what'; runs are record, check, changed and changed-json" >&2 && exit 2 ;;
  esac
  /usr/bin/time -f "%e %M" -o "time.$what.$n" "$BIN/corral" "${cmd[@]}" -q --jobs 2 --baseline "store-$n.db" "src-$n.tar" > "log.$what.$n" 2>&1 || true
  if ! grep -q "$ok" "log.$what.$n"; then
    echo "$(basename "$0"): $what of $n files did not say '$ok'; its output:" >&2
    tail -n 20 "log.$what.$n" >&2
    exit 1
  fi
  tail -n 1 "time.$what.$n"
}

printf '%-10s %-8s %9s %10s\n' files run wall_s maxrss_MB | tee "$OUT/memory.txt"
for n in $SIZES; do
  rm -rf src list
  tiny_files "$n"
  tar -cf "src-$n.tar" -C src -T list
  rm -rf src list
  for what in $RUNS; do
    read -r w m < <(run "$what" "$n")
    printf '%-10s %-8s %9.1f %10.1f\n' "$n" "$what" "$w" "$(awk "BEGIN{print $m/1024}")" | tee -a "$OUT/memory.txt"
  done
  rm -f "src-$n.tar" "store-$n.db"* "report-$n.json"
done
