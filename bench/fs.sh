#!/usr/bin/env bash
# The seed's corral-fs table on this machine (make bench-fs).
#
# For each IO backend in turn — direct; gopool 32; cpool 32 with and without
# CPU affinity — start 'corral-fs serve' on 127.0.0.1 with its data dir on
# disk, run the seed's workload with 'corral-fs load' (50 KB files, 500
# concurrent connections) for upload and then download, and sample the
# server's OS threads from /proc/PID/status every 20 ms. Print one table
# beside the seed's published rows.
#
# REQS (default 60000, about 30 s of uploads per backend here), FILES
# (distinct names, default 10000), CONC (500), SIZE (50K), THREADS (32).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-$PWD/bin}
OUT=${OUT:-$PWD/bench-out/fs}
REQS=${REQS:-60000}
FILES=${FILES:-10000}
CONC=${CONC:-500}
SIZE=${SIZE:-50K}
THREADS=${THREADS:-32}
PORT=${PORT:-19870}
DATA=$OUT/data
mkdir -p "$OUT"
ulimit -n 65536 2>/dev/null || true
command -v python3 >/dev/null || { echo "bench-fs: needs python3 for the table" >&2; exit 2; }

echo "bench-fs: $(nproc) CPUs, GOMAXPROCS $(nproc); $REQS requests of $SIZE, $CONC connections, $FILES names; data on $(df --output=source,fstype "$OUT" | tail -1)"

# sample PID FILE: the peak of the Threads line until the process ends or
# FILE.stop appears.
sample() {
	local pid=$1 file=$2 peak=0 n
	while [ ! -e "$file.stop" ] && n=$(awk '/^Threads:/{print $2}' "/proc/$pid/status" 2>/dev/null); do
		[ "$n" -gt "$peak" ] && peak=$n
		echo "$peak" >"$file"
		sleep 0.02
	done
}

run_backend() { # NAME FLAGS...
	local name=$1
	shift
	rm -rf "$DATA"
	"$BIN/corral-fs" serve --data "$DATA" --addr "127.0.0.1:$PORT" --max-conns 2048 "$@" 2>"$OUT/$name.server.log" &
	local pid=$!
	for _ in $(seq 100); do
		"$BIN/corral-fs" stats --addr "127.0.0.1:$PORT" >/dev/null 2>&1 && break
		sleep 0.1
	done
	for op in upload download; do
		rm -f "$OUT/$name.$op.threads" "$OUT/$name.$op.threads.stop"
		sample "$pid" "$OUT/$name.$op.threads" &
		local sampler=$!
		local args=("$op" "$CONC" "$REQS")
		[ "$op" = upload ] && args+=("$SIZE")
		"$BIN/corral-fs" load "${args[@]}" --files "$FILES" --addr "127.0.0.1:$PORT" --json >"$OUT/$name.$op.json" || true
		touch "$OUT/$name.$op.threads.stop"
		wait "$sampler" || true
		echo "  $name $op: $(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print("%d ok, %d errors, %.0f qps" % (r["successes"], r["errors"], r["qps"]))' "$OUT/$name.$op.json"), peak $(cat "$OUT/$name.$op.threads") threads"
	done
	kill -TERM "$pid"
	wait "$pid" || true
}

"$BIN/corral-fs" serve --help >/dev/null
run_backend direct --io direct
run_backend "gopool-$THREADS" --io gopool --threads "$THREADS"
if "$BIN/corral-fs" serve --help | grep -q cpool; then
	run_backend "cpool-$THREADS-affinity" --io cpool --threads "$THREADS" --affinity
	run_backend "cpool-$THREADS" --io cpool --threads "$THREADS"
fi
rm -rf "$DATA"

python3 - "$OUT" "$THREADS" <<'PY'
import json, os, sys
out, threads = sys.argv[1], int(sys.argv[2])
gomaxprocs = os.cpu_count()
names = ["direct", f"gopool-{threads}", f"cpool-{threads}-affinity", f"cpool-{threads}"]
seed = {  # seed 004: 200,000 requests of 50 KB, 500 concurrent, upload
    "direct": (169934, 1176, 512), f"gopool-{threads}": (173167, 1154, 48),
    f"cpool-{threads}-affinity": (191358, 1045, 50), f"cpool-{threads}": (181389, 1102, 50),
}
rows, qps = [], {}
for n in names:
    for op in ["upload", "download"]:
        p = os.path.join(out, f"{n}.{op}.json")
        if not os.path.exists(p):
            continue
        r = json.load(open(p))
        peak = int(open(os.path.join(out, f"{n}.{op}.threads")).read().strip() or 0)
        qps[(n, op)] = r["qps"]
        rows.append((n, op, r, peak))
lines = ["| backend | op | requests | errors | time s | qps | p99 ms | peak OS threads | qps / direct | seed: time s / qps / threads |",
         "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
limit = threads + gomaxprocs + 16
verdicts = []
for n, op, r, peak in rows:
    ratio = r["qps"] / qps[("direct", op)] if qps.get(("direct", op)) else 0
    s = seed.get(n) if op == "upload" else None
    seedcol = f"{s[0]/1000:.1f} / {s[1]} / {s[2]}" if s else ""
    lines.append(f"| {n} | {op} | {r['requests']} | {r['errors']} | {r['cost_ms']/1000:.1f} | {r['qps']:.0f} | {r['p99_ms']:.1f} | {peak} | {ratio:.2f} | {seedcol} |")
    if n != "direct":
        verdicts.append(f"{n} {op}: peak {peak} threads {'<' if peak < limit else '>='} {limit} (IoThreads + GOMAXPROCS + 16); qps {ratio:.2f}x direct {'>=' if ratio >= 0.95 else '<'} 0.95")
table = "\n".join(lines)
print()
print(table)
print()
print("\n".join(verdicts))
open(os.path.join(out, "table.md"), "w").write(table + "\n\n" + "\n".join(verdicts) + "\n")
PY
