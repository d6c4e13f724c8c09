#!/usr/bin/env bash
# The HTTP table of make bench-fs: nginx is the bar.
#
# nginx (Debian's, started here on 127.0.0.1 with its own config: blocking
# file reads on a thread pool of THREADS with "aio threads", sendfile on and
# off, WebDAV PUT for uploads) and 'corral-fs serve --http' with each IO
# backend serve the same workload, driven by the same load generator (wrk,
# with bench/wrk-put.lua): CONC connections PUT files of SIZE to FILES names
# for DURATION, then GET them at random for DURATION, then PUT to names
# nobody used before for NEW_DURATION ("new": every PUT a create, in a
# directory of the server's own). The servers run one
# after another, interleaved over ROUNDS rounds; for each phase the script
# samples the server's OS threads from /proc (nginx: all its processes) and
# its CPU time, and the table gives median qps, the ratio to the best nginx
# of the same round, peak threads and CPU per request.
#
# Every server serves the same directory: the script writes the FILES
# names once before the set, and nothing is removed until the set ends
# (the files a server created are emptied after its phases, their inodes
# kept: empty below), so a PUT replaces an existing file (both servers: temp file, rename
# over the name) and a GET always finds one. corral-fs writes a PUT over
# an existing name into the inode of a file an earlier PUT replaced
# (spares, internal/fs/datadir/spares.go); nginx frees the replaced inode
# and creates a new one, which on this file system costs a scan past the
# inodes freed in the minutes before. The "new" rows time creates for
# both (target: corral-fs at 0.9x nginx or more, durably); how much they
# cost depends on what was freed nearby before, by this server or the
# one before it. Removing a server's files
# before the next one starts made that server pay for its predecessor:
# ext4 without a journal skips inodes freed in the last 5 minutes (see
# fresh in bench/lib.sh), and one server's PUT rate swung from 4,700 to
# 7,700 a second with whether a removal came before it. Between servers
# the script writes the dirty pages out and rests REST seconds. Before the
# set it fills the page cache (fill_cache in bench/lib.sh: on this VM a
# page that was free costs more to write the first time).
#
# nginx's PUT writes a temporary file and renames it; it never fsyncs.
# corral-fs makes the file and its name durable before it answers: each
# backend runs once with its default --sync group (syncfs calls shared by
# the uploads in flight) and once with --sync file (an fsync of each file
# and of its directory), the modes SYNCS names.
#
# Installs nginx and wrk with apt-get where they are missing (as root).
# DURATION (10s), NEW_DURATION (5s), CONC (500), SIZE (51200 bytes), FILES
# (10000), THREADS (32), ROUNDS (3), REST (5 seconds), WRK_THREADS (2),
# SYNCS ("group file"), NGINX_SENDFILE (nginx's sendfile settings, "on
# off"; not NGINX, which nginx reads as inherited sockets) and
# PHASES ("put get new": the phases each server runs, in that order;
# PHASES=get NGINX_SENDFILE=on SYNCS=group times the downloads of issue 49's
# target 2 alone, on the files written before the set), BACKENDS (the
# corral-fs backends to run, all by default; SYNCS=file PHASES=new
# NGINX_SENDFILE=on BACKENDS="gopool cpool" times target 3's --sync file
# half alone).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-$PWD/bin}
OUT=${OUT:-$PWD/bench-out/http}
DURATION=${DURATION:-10s}
NEW_DURATION=${NEW_DURATION:-5s}
CONC=${CONC:-500}
SIZE=${SIZE:-51200}
FILES=${FILES:-10000}
THREADS=${THREADS:-32}
ROUNDS=${ROUNDS:-3}
SYNCS=${SYNCS:-group file}
NGINX_SENDFILE=${NGINX_SENDFILE:-on off}
PHASES=${PHASES:-put get new}
export WRK_THREADS=${WRK_THREADS:-2}
PORT=${PORT:-19880}

need=()
command -v wrk >/dev/null || need+=(wrk)
[ -x /usr/sbin/nginx ] || need+=(nginx)
if [ ${#need[@]} -gt 0 ]; then
	if [ "$(id -u)" != 0 ]; then
		echo "bench-http: needs ${need[*]}: run as root, or apt-get install ${need[*]}" >&2
		exit 2
	fi
	echo "bench-http: installing ${need[*]}"
	apt-get update -qq >/dev/null
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
	# The package starts a system nginx on port 80 where it can; this
	# script runs its own.
	pkill -x nginx 2>/dev/null || true
fi
ulimit -n 65536 2>/dev/null || true
mkdir -p "$OUT"
# A server's phase writes up to about 6 GB before empty() frees it.
free_gb=$(df -Pk "$OUT" | awk 'NR == 2 {print int($4 / 1048576)}')
if [ "$free_gb" -lt 16 ]; then
	echo "bench-http: error: $OUT has ${free_gb} GB free; the set needs about 16 GB at a time" >&2
	exit 2
fi
rm -rf "$OUT"/r[0-9]*

# nginx_conf DIR SENDFILE: a config serving $DATA under /files/ on PORT,
# with its temporary files in $DATA/.nginx-tmp: like corral-fs's
# .corral-fs-tmp, made once for the set in the data directory, so both
# servers create their files where the set's earlier PUTs freed theirs
# (a temporary directory made anew for each run could land in a quiet
# block group and skip that).
nginx_conf() {
	local dir=$1 sendfile=$2
	mkdir -p "$dir"
	local user=""
	[ "$(id -u)" = 0 ] && user="user root;" # its workers write the data dir
	cat >"$dir/nginx.conf" <<EOF
$user
daemon off;
worker_processes $(nproc);
pid $dir/nginx.pid;
error_log $dir/error.log warn;
thread_pool io threads=$THREADS max_queue=65536;
events { worker_connections 4096; }
http {
	access_log off;
	client_body_temp_path $DATA/.nginx-tmp;
	proxy_temp_path $DATA/.nginx-tmp;
	fastcgi_temp_path $DATA/.nginx-tmp;
	uwsgi_temp_path $DATA/.nginx-tmp;
	scgi_temp_path $DATA/.nginx-tmp;
	default_type application/octet-stream;
	keepalive_requests 1000000;
	server {
		listen 127.0.0.1:$PORT backlog=4096;
		location /files/ {
			alias $DATA/;
			aio threads=io;
			sendfile $sendfile;
			dav_methods PUT DELETE;
			create_full_put_path on;
			client_max_body_size 16m;
			client_body_buffer_size 64k;
		}
	}
}
EOF
}

# sample FILE PIDS...: the peak of the summed Threads lines until FILE.stop.
sample() {
	local file=$1 peak=0 n
	shift
	while [ ! -e "$file.stop" ] && kill -0 $$ 2>/dev/null; do
		n=0
		for p in "$@"; do
			t=$(awk '/^Threads:/{print $2}' "/proc/$p/status" 2>/dev/null || echo 0)
			n=$((n + ${t:-0}))
		done
		[ "$n" -gt "$peak" ] && peak=$n
		echo "$peak" >"$file"
		sleep 0.02
	done
}

# cpu PIDS...: their user+system CPU time in clock ticks.
cpu() {
	local sum=0
	for p in "$@"; do
		sum=$((sum + $(awk '{print $14 + $15}' "/proc/$p/stat" 2>/dev/null || echo 0)))
	done
	echo "$sum"
}

# phases NAME PIDS...: the PUT, GET and new-name PUT phases against PORT
# (those PHASES names).
phases() {
	local name=$1
	shift
	for op in $PHASES; do
		local f=$OUT/$name.$op
		rm -f "$f.threads" "$f.threads.stop"
		sample "$f.threads" "$@" &
		local sampler=$!
		local before
		before=$(cpu "$@")
		local d=$DURATION
		[ "$op" = new ] && d=$NEW_DURATION
		wrk -t "$WRK_THREADS" -c "$CONC" -d "$d" --timeout 10s -s bench/wrk-put.lua "http://127.0.0.1:$PORT" \
			-- "$op" "$FILES" "$SIZE" "${TOKEN:-}" "${name//\//-}" | tail -1 >"$f.json"
		echo $(($(cpu "$@") - before)) >"$f.cpu"
		touch "$f.threads.stop"
		wait "$sampler" || true
		echo "  $name $op: $(cat "$f.json"), peak $(cat "$f.threads") threads, $(cat "$f.cpu") CPU ticks"
	done
}

# empty NAME: truncate the files the server NAME created in its "new"
# phase. They are kept (their inodes stay allocated, as the set's method
# wants: see above), but their blocks are freed: 30 servers' creates kept
# whole took 72 GB and filled this machine's disk mid-set.
empty() {
	local d=$DATA/${1//\//-}
	[ -d "$d" ] && find "$d" -type f -size +0 -exec truncate -s 0 {} +
	return 0
}

run_nginx() { # ROUND SENDFILE
	local name=r$1/nginx-sendfile-$2 dir=$OUT/nginx
	mkdir -p "$OUT/r$1"
	rm -rf "$dir"
	settle
	nginx_conf "$dir" "$2"
	"${ORPHAN_SAFE[@]}" /usr/sbin/nginx -c "$dir/nginx.conf" -p "$dir" &
	local master=$!
	wait_port "$PORT"
	local pids
	pids=$(pgrep -P "$master" -d ' ')
	# shellcheck disable=SC2086
	phases "$name" "$master" $pids
	kill -QUIT "$master"
	wait "$master" || true
	empty "$name"
}

run_corral() { # ROUND NAME FLAGS...
	local name=r$1/$2
	mkdir -p "$OUT/r$1"
	shift 2
	settle
	"${ORPHAN_SAFE[@]}" "$BIN/corral-fs" serve --data "$DATA" --addr 127.0.0.1:0 --http "127.0.0.1:$PORT" --max-conns 4096 "$@" 2>"$OUT/$name.server.log" &
	local pid=$!
	wait_port "$PORT"
	phases "$name" "$pid"
	kill -TERM "$pid"
	wait "$pid" || true
	empty "$name"
}

# shellcheck source=bench/lib.sh
. bench/lib.sh
backends=(direct gopool)
for b in cpool iouring; do
	has_backend "$b" && backends+=("$b")
done
# BACKENDS (all by default) keeps only those named, in this order.
if [ -n "${BACKENDS:-}" ]; then
	kept=()
	for b in "${backends[@]}"; do
		[[ " $BACKENDS " == *" $b "* ]] && kept+=("$b")
	done
	backends=("${kept[@]}")
fi

# The one data directory, written once: FILES names of SIZE bytes.
DATA=$OUT/data
fresh "$DATA" "$OUT/cdata" "$OUT/nginx"
python3 - "$DATA/b" "$FILES" "$SIZE" <<'PY'
import os, sys
d, files, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
os.makedirs(d)
os.makedirs(os.path.join(os.path.dirname(d), ".nginx-tmp"))
body = b"x" * size
for i in range(files):
    with open(os.path.join(d, str(i)), "wb") as f:
        f.write(body)
PY
fill_cache "$OUT/fill"

echo "bench-http: $(nproc) CPUs; $ROUNDS rounds; per server the phases $PHASES: PUT then GET for $DURATION each, $CONC connections ($WRK_THREADS wrk threads), $SIZE-byte files, $FILES names written before the set and replaced by the PUTs, then new names for $NEW_DURATION; nginx $(/usr/sbin/nginx -v 2>&1 | sed 's/.*nginx\///'), wrk $(wrk -v 2>&1 | head -1 | awk '{print $2}')"
servers=()
for sendfile in $NGINX_SENDFILE; do
	servers+=("nginx $sendfile")
done
for sync in $SYNCS; do
	for b in "${backends[@]}"; do
		servers+=("corral $b $sync")
	done
done
# Each round starts one server later than the one before: the disk's rate
# falls during a set, so a fixed order would favour whoever runs first.
for round in $(seq "$ROUNDS"); do
	for i in $(seq 0 $((${#servers[@]} - 1))); do
		# shellcheck disable=SC2086
		set -- ${servers[$(((i + round - 1) % ${#servers[@]}))]}
		if [ "$1" = nginx ]; then
			run_nginx "$round" "$2"
		else
			name=corral-fs-$2
			[ "$3" = group ] || name+=-sync-$3
			run_corral "$round" "$name" --io "$2" --threads "$THREADS" --sync "$3"
		fi
	done
done
rm -rf "$DATA" "$OUT/nginx"

python3 - "$OUT" "$ROUNDS" "$THREADS" "$SYNCS" "$SIZE" "${backends[@]}" <<'PY'
import json, os, statistics, sys
out, rounds, threads, syncs, size, backends = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split(), int(sys.argv[5]), sys.argv[6:]
hz = os.sysconf("SC_CLK_TCK")
names = ["nginx-sendfile-on", "nginx-sendfile-off"] + [
    f"corral-fs-{b}" + ("" if sync == "group" else f"-sync-{sync}") for sync in syncs for b in backends]
def load(rd, n, op):
    p = os.path.join(out, f"r{rd}", f"{n}.{op}")
    if not os.path.exists(p + ".json"):
        return None
    r = json.load(open(p + ".json"))
    r["peak"] = int(open(p + ".threads").read().strip() or 0)
    r["cpu_ms"] = int(open(p + ".cpu").read().strip() or 0) * 1000 / hz
    return r
lines = ["| server | op | rounds | errors (timeouts, non-2xx) | median qps | qps range | median p99 ms | peak threads | CPU µs / request | qps / best nginx (median of rounds) | ratio range |",
         "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
def errors(runs):
    # wrk counts a request that got no answer in 10 s (--timeout) as a timeout, and an
    # answer outside 2xx/3xx as a status error; the rest are socket errors.
    total = sum(r["errors"] for _, r in runs)
    if not total:
        return "0"
    return f"{total} ({sum(r.get('timeouts', 0) for _, r in runs)}, {sum(r.get('status_errors', 0) for _, r in runs)})"
verdicts = []
limit = threads + os.cpu_count() + 16
for op in ["put", "get", "new"]:
    for n in names:
        runs = [(rd, load(rd, n, op)) for rd in range(1, rounds + 1)]
        runs = [(rd, r) for rd, r in runs if r]
        if not runs:
            continue
        ratios = []
        for rd, r in runs:
            best = max((load(rd, m, op) or {"qps": 0})["qps"] for m in names[:2])
            if best:
                ratios.append(r["qps"] / best)
        q = [r["qps"] for _, r in runs]
        ratio = statistics.median(ratios) if ratios else 0
        peak = max(r["peak"] for _, r in runs)
        cpu = statistics.median(1000 * r["cpu_ms"] / max(r["requests"], 1) for _, r in runs)
        label = {"put": "PUT", "get": "GET", "new": "PUT new"}[op]
        lines.append(f"| {n} | {label} | {len(runs)} | {errors(runs)} | {statistics.median(q):.0f} | {min(q):.0f}–{max(q):.0f} | "
                     f"{statistics.median(r['p99_ms'] for _, r in runs):.1f} | {peak} | {cpu:.0f} | {ratio:.2f} | {min(ratios):.2f}–{max(ratios):.2f} |")
        if n.startswith("corral-fs") and "-sync-" in n:
            verdicts.append(f"{n} {label}: {ratio:.2f}x the best nginx (--sync {n.split('-sync-')[1]}: no target); "
                            f"peak {peak} threads {'<=' if peak <= limit else '>'} {limit} (IoThreads + GOMAXPROCS + 16)")
        elif n.startswith("corral-fs"):
            target = 0.9 if op == "new" else 1.0
            verdicts.append(f"{n} {label}: {ratio:.2f}x the best nginx {'>=' if ratio >= target else '<'} {target} target; "
                            f"peak {peak} threads {'<=' if peak <= limit else '>'} {limit} (IoThreads + GOMAXPROCS + 16)")
# Issue 49's target 2: every backend's GETs (--sync group) at least nginx's
# with sendfile on, round by round, the median of the rounds' ratios.
targets = []
for b in backends:
    ratios = []
    for rd in range(1, rounds + 1):
        r, bar = load(rd, f"corral-fs-{b}", "get"), load(rd, "nginx-sendfile-on", "get")
        if r and bar and bar["qps"]:
            ratios.append(r["qps"] / bar["qps"])
    if ratios:
        targets.append((b, statistics.median(ratios), min(ratios), max(ratios), len(ratios)))
if targets:
    met = all(m >= 1.0 for _, m, _, _, _ in targets)
    verdicts.append(f"target 2: GET {size / 1024:g} KB / nginx sendfile on (median of rounds, range): " +
                    " ".join(f"{b} {m:.2f} ({lo:.2f}–{hi:.2f}, {n} rounds)" for b, m, lo, hi, n in targets) +
                    f" (>= 1.0: {'met' if met else 'missed'})")
# Issue 49's target 3: creates ("PUT new") at least 0.9x nginx's (sendfile
# on) on every backend with --sync group, round by round, the median of the
# rounds' ratios; with --sync file, gopool at least cpool's.
creates = {}
for sync in syncs:
    for b in backends:
        n = f"corral-fs-{b}" + ("" if sync == "group" else f"-sync-{sync}")
        ratios = []
        for rd in range(1, rounds + 1):
            r, bar = load(rd, n, "new"), load(rd, "nginx-sendfile-on", "new")
            if r and bar and bar["qps"]:
                ratios.append(r["qps"] / bar["qps"])
        if ratios:
            creates[(sync, b)] = (statistics.median(ratios), min(ratios), max(ratios), len(ratios))
for sync in syncs:
    got = [(b, creates[(sync, b)]) for b in backends if (sync, b) in creates]
    if not got:
        continue
    line = f"target 3: PUT new / nginx sendfile on, --sync {sync} (median of rounds, range): " + \
        " ".join(f"{b} {m:.2f} ({lo:.2f}–{hi:.2f}, {k} rounds)" for b, (m, lo, hi, k) in got)
    if sync == "group":
        line += f" (>= 0.9 on every backend: {'met' if all(m >= 0.9 for _, (m, _, _, _) in got) else 'missed'})"
    elif ("file", "gopool") in creates and ("file", "cpool") in creates:
        g, c = creates[("file", "gopool")][0], creates[("file", "cpool")][0]
        line += f" (gopool >= cpool: {'met' if g >= c else 'missed'}, {g:.2f} against {c:.2f})"
    verdicts.append(line)
table = "\n".join(lines)
print()
print(table)
print()
print("\n".join(verdicts))
open(os.path.join(out, "table.md"), "w").write(table + "\n\n" + "\n".join(verdicts) + "\n")
PY
