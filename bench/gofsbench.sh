#!/usr/bin/env bash
# corral-fs against the published program itself, on the published
# program's workload (make bench-gofsbench GOFSBENCH=DIR).
#
# The published program is GoFsBench (github.com/yangxianjungree/GoFsBench):
# FsServer writes each upload to a temporary file and renames it into
# place, without any fsync; FsClient names every request anew (FILE_PREFIX
# and the request's index), so each upload creates a file. This script
# builds both from a checkout given as GOFSBENCH (it needs the Go module
# proxy for their dependencies; nothing of theirs is kept in this tree),
# and runs, ROUNDS times (default 3), servers interleaved and each round
# one server later than the one before:
#
#   published        FsServer without a pool (UserPoolIoSched "")
#   published-G      FsServer with its Go pool of IoThreads (THREADS, 32)
#   published-C      FsServer with its C pool
#   corral-direct    corral-fs serve --io direct
#   corral-gopool    corral-fs serve --io gopool --threads THREADS
#   corral-cpool     corral-fs serve --io cpool --threads THREADS
#
# each taking REQS uploads (default 20000) of SIZE bytes (51200) to REQS
# new names from CONC connections (500). corral-fs makes every upload
# durable (a group syncfs); the published program makes none.
#
# Creates here pay for what was freed before them: on ext4 without a
# journal (this project's machines) a create skips every inode freed in
# the last 5 minutes whose table block is dirty (recently_deleted, see
# fresh in bench/lib.sh), and with the previous server's 20,000 files
# removed before each run the same server measured 2,200 to 5,700
# uploads/s by its place in the order. So nothing is removed while the
# set runs: every server gets a new data directory of its own (about
# 1 GB each at the defaults), after a sync and a rest, and all of them
# go at the end.
# Prints each server's median qps, its range, and the median of its ratio
# to the published program's no-pool run of the same round.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-$PWD/bin}
OUT=${OUT:-$PWD/bench-out/gofsbench}
REQS=${REQS:-20000}
SIZE=${SIZE:-51200}
CONC=${CONC:-500}
THREADS=${THREADS:-32}
ROUNDS=${ROUNDS:-3}
PORT=${PORT:-19880}
if [ -z "${GOFSBENCH:-}" ] || [ ! -d "$GOFSBENCH/fs_server" ]; then
	echo "gofsbench: error: GOFSBENCH must name a checkout of github.com/yangxianjungree/GoFsBench" >&2
	echo "gofsbench: hint: git clone https://github.com/yangxianjungree/GoFsBench /tmp/GoFsBench && make bench-gofsbench GOFSBENCH=/tmp/GoFsBench" >&2
	exit 2
fi
command -v python3 >/dev/null || { echo "gofsbench: error: needs python3 for the table" >&2; exit 2; }
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
mkdir -p "$OUT"
# shellcheck source=bench/lib.sh
. bench/lib.sh

# Build the published program out of its checkout, which stays untouched.
SRC=$OUT/src
rm -rf "$SRC"
mkdir -p "$SRC"
cp -r "$GOFSBENCH/common" "$GOFSBENCH/fs_server" "$GOFSBENCH/fs_client" "$SRC/"
# FsServer sets its descriptor limit (soft and hard) to the built-in
# default MaxOpenFiles, 102400, whatever its config says, and exits when
# it may not ("Set max open files failed"): without CAP_SYS_RESOURCE, as
# here, the hard limit cannot rise. The copy's default becomes this
# shell's hard limit; nothing else of the program changes.
HARD=$(ulimit -Hn)
[ "$HARD" = unlimited ] && HARD=1048576
sed -i "s/d_DEFAULT_MAX_OPEN_FILES *= *102400/d_DEFAULT_MAX_OPEN_FILES = $HARD/" "$SRC/common/config.go"
grep -q "d_DEFAULT_MAX_OPEN_FILES = $HARD" "$SRC/common/config.go" || {
	echo "gofsbench: error: could not set FsServer's default MaxOpenFiles in $SRC/common/config.go" >&2
	exit 1
}
(cd "$SRC/fs_server" && GOFLAGS=-mod=mod go build -o "$OUT/FsServer" ./)
(cd "$SRC/fs_client" && GOFLAGS=-mod=mod go build -o "$OUT/FsClient" ./)
DATA=$OUT/data

# published_config SCHED DATADIR: the config.json FsServer and FsClient read from
# their working directory.
published_config() {
	cat <<EOF
{"Port":"$PORT","UserProtoMsg":true,"PageSize":4096,"MaxOpenFiles":$HARD,
 "LogCountPerFile":2000000,"DataDir":"$2","UserPoolIoSched":"$1",
 "SetCpuAffinity":false,"IoThreads":$THREADS,"PriorIoThreads":0,"WaitingQueueLen":1000000}
EOF
}

run() { # ROUND NAME: one server, one upload set; writes r$ROUND/NAME.qps
	local dir=$OUT/r$1 name=$2 pid qps
	local DATA=$DATA/r$1-$2
	mkdir -p "$dir"
	settle
	mkdir -p "$DATA/stroges" "$DATA/tmp"
	case $name in
	published*)
		local sched=
		case $name in published-G) sched=G ;; published-C) sched=C ;; esac
		mkdir -p "$dir/$name"
		published_config "$sched" "$DATA" >"$dir/$name/config.json"
		(cd "$dir/$name" && exec "${ORPHAN_SAFE[@]}" "$OUT/FsServer") >"$dir/$name.server.log" 2>&1 &
		pid=$!
		wait_port "$PORT"
		qps=$(cd "$dir/$name" && "$OUT/FsClient" upload "$CONC" "$REQS" "$SIZE" 2>&1 | sed -n 's/.*qps: *//p' | tail -1)
		;;
	corral-*)
		local flags=(--io "${name#corral-}")
		[ "$name" != corral-direct ] && flags+=(--threads "$THREADS")
		"${ORPHAN_SAFE[@]}" "$BIN/corral-fs" serve --data "$DATA" --addr "127.0.0.1:$PORT" --max-conns 2048 "${flags[@]}" 2>"$dir/$name.server.log" &
		pid=$!
		wait_port "$PORT"
		"$BIN/corral-fs" load upload "$CONC" "$REQS" "$SIZE" --files "$REQS" --addr "127.0.0.1:$PORT" --json >"$dir/$name.json" || true
		qps=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(r["qps"] if r["errors"] == 0 else "")' "$dir/$name.json")
		;;
	esac
	kill -TERM "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	echo "${qps:-}" >"$dir/$name.qps"
	echo "  r$1 $name: $(printf '%.0f' "${qps:-0}") uploads/s"
}

servers=(published published-G published-C corral-direct corral-gopool)
has_backend cpool && servers+=(corral-cpool)
echo "gofsbench: $(nproc) CPUs; $ROUNDS rounds of $REQS uploads of $SIZE bytes to new names, $CONC connections"
rm -rf "$OUT"/r[0-9]* "$DATA"
for round in $(seq "$ROUNDS"); do
	for i in $(seq 0 $((${#servers[@]} - 1))); do
		run "$round" "${servers[$(((i + round - 1) % ${#servers[@]}))]}"
	done
done
rm -rf "$DATA"

python3 - "$OUT" "$ROUNDS" "${servers[@]}" <<'PY'
import os, statistics, sys
out, rounds, names = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
def qps(n, r):
    try:
        return float(open(os.path.join(out, f"r{r}", f"{n}.qps")).read().strip())
    except (OSError, ValueError):
        return None
lines = ["| server | fsync | rounds | median uploads/s | range | / published, no pool (median of rounds) | ratio range |",
         "| --- | --- | --- | --- | --- | --- | --- |"]
for n in names:
    q = [(r, qps(n, r)) for r in range(1, rounds + 1)]
    q = [(r, v) for r, v in q if v]
    if not q:
        lines.append(f"| {n} | | 0 | failed | | | |")
        continue
    ratios = [v / qps("published", r) for r, v in q if qps("published", r)]
    vals = [v for _, v in q]
    rr = f"{min(ratios):.2f}–{max(ratios):.2f}" if ratios else ""
    med = f"{statistics.median(ratios):.2f}" if ratios else ""
    sync = "no" if n.startswith("published") else "yes"
    lines.append(f"| {n} | {sync} | {len(q)} | {statistics.median(vals):.0f} | {min(vals):.0f}–{max(vals):.0f} | {med} | {rr} |")
table = "\n".join(lines)
print()
print(table)
open(os.path.join(out, "table.md"), "w").write(table + "\n")
PY
