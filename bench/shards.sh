#!/usr/bin/env bash
# What a shard costs against what it holds, and how evenly shards split.
#
#  1. Cost: a generated corpus of FILES programs (100,000) recorded once;
#     then, in ROUNDS interleaved rounds, 'check --shard 1/N' (N=100)
#     against a copy of that baseline, and a check of the same shard's
#     files as a corpus of their own (its programs and the HDR_ headers
#     they include). Target: the shard costs at most 3x its own files.
#  2. Nothing to do: a shard of 1/1000 whose files all left the source,
#     against a baseline of 1,000,000 files (made by copying one result
#     row in SQL: recording a million programs would take an hour).
#     Target: seconds.
#  3. Balance: the Go tree's .go files recorded with gofmt; then every
#     shard of N=10, 50 and 100 checked against that baseline. Each
#     shard's CPU time is summed from its jobs; the slowest shard is given
#     as a multiple of the mean, beside what a split by path hash (corral
#     before it balanced by cost) makes of the same jobs' CPU times.
#     Targets: <= 1.1x at N=10, <= 1.5x at N=50 and N=100.
#
#   FILES=100000 SIZE=100M N=100 ROUNDS=3 bash bench/shards.sh
#   PARTS="3" bash bench/shards.sh        # the balance part alone
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$PWD/bin
OUT=${OUT:-$PWD/bench-out}
FILES=${FILES:-100000}
SIZE=${SIZE:-100M}
N=${N:-100}
ROUNDS=${ROUNDS:-3}
PARTS=${PARTS:-"1 2 3"}
GOSRC=${GOSRC:-$(go env GOROOT)/src}
export PATH="$BIN:$PATH"

# shellcheck source=bench/lib.sh
source bench/lib.sh
need /usr/bin/time time
need sqlite3 sqlite3
need python3 python3

mkdir -p "$OUT"
# On disk, where a CI job unpacks: creating files is what a shard saves.
WORK=$(mktemp -d "${TMPDIR:-/tmp}/corral-shards.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

timed() { # label cmd... -> prints "label wall cpu maxrss_MB"; the command's exit status is ignored
  local label=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o t.out "$@" >"log.$label" 2>&1 || true
  read -r w u s m < <(tail -n 1 t.out)
  printf '%-22s %8.2f %8.2f %8.1f\n' "$label" "$w" "$(awk "BEGIN{print $u + $s}")" "$(awk "BEGIN{print $m/1024}")"
}

if [[ " $PARTS " == *" 1 "* ]]; then
  echo "== 1. a shard's cost: shard 1/$N of $FILES programs against its own files alone"
  gencorpus -files "$FILES" -size "$SIZE" -o corpus.tar
  corral record -q --cmd 'bcom {}' --exclude 'HDR_*' --baseline base.db corpus.tar >/dev/null
  cp base.db s.db
  corral check -q --shard "1/$N" --baseline s.db corpus.tar >/dev/null || true
  sqlite3 s.db "SELECT path FROM results WHERE run_id=(SELECT MAX(id) FROM runs)" > own.list
  mkdir own && tar -xf corpus.tar -C own --wildcards 'HDR_*' -T own.list
  tar -cf own.tar -C own .
  corral record -q --cmd 'bcom {}' --exclude 'HDR_*' --baseline own.db own.tar >/dev/null
  echo "shard 1/$N holds $(wc -l < own.list) of $FILES programs"
  printf '%-22s %8s %8s %8s\n' run wall_s cpu_s maxrss_MB
  for r in $(seq "$ROUNDS"); do
    cp base.db s.db
    timed "shard-1of$N" corral check -q --shard "1/$N" --baseline s.db corpus.tar | tee -a shard.times
    cp own.db o.db
    timed own-files corral check -q --baseline o.db own.tar | tee -a own.times
  done
  awk 'NR==FNR{sw+=$2; sc+=$3; next} {ow+=$2; oc+=$3}
       END{printf "shard / own files: wall %.2fx, CPU %.2fx (target <= 3x)\n", sw/ow, sc/oc}' shard.times own.times
  rm -rf own own.tar base.db s.db o.db corpus.tar
fi

if [[ " $PARTS " == *" 2 "* ]]; then
  echo "== 2. a shard with nothing to do against a 1,000,000-file baseline"
  mkdir -p small && for i in $(seq 10); do echo "file $i" > "small/f$i.txt"; done
  tar -cf small.tar -C small .
  corral record -q --cmd 'cat {}' --baseline big.db small.tar >/dev/null
  sqlite3 big.db "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i < 1000000)
    INSERT INTO results(run_id, path, status, exit_code, signal, error, stdout, stdout_size, stderr, stderr_size, outputs, duration_ms, cpu_ms, max_rss_kb)
    SELECT r.run_id, printf('gen/d%03d/f%07d.txt', n.i % 1000, n.i), r.status, r.exit_code, r.signal, r.error, r.stdout, r.stdout_size,
      r.stderr, r.stderr_size, r.outputs, r.duration_ms, (n.i * 7919) % 100000 / 10.0, r.max_rss_kb
    FROM n, (SELECT * FROM results LIMIT 1) r;
    INSERT INTO baseline(path, run_id) SELECT path, run_id FROM results WHERE path LIKE 'gen/%';"
  printf '%-22s %8s %8s %8s\n' run wall_s cpu_s maxrss_MB
  for r in $(seq "$ROUNDS"); do
    cp big.db s.db
    timed "empty-shard-1of1000" corral check -q --shard 1/1000 --baseline s.db small.tar
  done
  grep -h "^check:" log.empty-shard-1of1000
  rm -f big.db s.db
fi

if [[ " $PARTS " == *" 3 "* ]]; then
  echo "== 3. balance: every shard of the Go tree's .go files with gofmt ($GOSRC)"
  corral record -q --cmd 'gofmt {}' --include '*.go' --allow-failures --baseline go.db "$GOSRC" >/dev/null || true
  echo "$(sqlite3 go.db 'SELECT COUNT(*) FROM baseline') files"
  # floor: the costliest single file against the mean; no split of whole
  # files can make its shard faster than that.
  printf '%5s %14s %14s %14s\n' N by_cost by_hash floor
  for n in 10 50 100; do
    first=$(sqlite3 go.db 'SELECT COALESCE(MAX(id), 0) + 1 FROM runs')
    for k in $(seq "$n"); do
      corral check -q --shard "$k/$n" --cmd 'gofmt {}' --include '*.go' --baseline go.db "$GOSRC" >/dev/null 2>&1 || true
    done
    # Each shard run's per-file CPU (ms) and its run: the shard it was.
    sqlite3 -separator ' ' go.db "SELECT run_id, cpu_ms, path FROM results WHERE run_id >= $first AND status != 'missing'" > "jobs.$n"
    python3 - "$n" "jobs.$n" <<'PY'
import sys
n = int(sys.argv[1])
by_run, by_hash, biggest = {}, [0.0] * n, ("", 0.0)
for line in open(sys.argv[2]):
    run, cpu, path = line.rstrip("\n").split(" ", 2)
    by_run[run] = by_run.get(run, 0.0) + float(cpu)
    if float(cpu) > biggest[1]:
        biggest = (path, float(cpu))
    h = 0xcbf29ce484222325
    for b in path.encode():
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    by_hash[h % n] += float(cpu)
loads = list(by_run.values()) + [0.0] * (n - len(by_run))
mean = sum(loads) / n
print("%5d %13.2fx %13.2fx %13.2fx   (mean shard %.2f s CPU; costliest file %s, %.2f s)" % (
    n, max(loads) / mean, max(by_hash) / mean, biggest[1] / mean, mean / 1e3, biggest[0], biggest[1] / 1e3))
PY
  done
fi
