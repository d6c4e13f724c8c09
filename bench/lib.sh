# Shared by the bench scripts; source it with BIN and OUT set.

# need PROGRAM PACKAGE: install PACKAGE with apt-get when PROGRAM is missing.
need() { command -v "$1" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "$2" >/dev/null; }; }

# tiny_files N: N files of 10 bytes (a number and a newline, each file's
# its own), named in order, in a new directory src, and their names in
# the file list, in order.
tiny_files() {
  mkdir src
  awk -v n="$1" 'BEGIN {
    w = length(n "")
    for (i = 1; i <= n; i++) {
      f = sprintf("f%0" w "d", i)
      printf "%09d\n", i > ("src/" f); close("src/" f)
      print f > "list"
    }
  }'
}

# measure TOOL: run the exported function run_TOOL under /usr/bin/time,
# its output in log.TOOL, and print "wall user sys maxrss_kb".
measure() {
  ( /usr/bin/time -f "%e %U %S %M" -o "time.$1" bash -c "run_$1" > "log.$1" 2>&1 ) || true
  tail -n 1 "time.$1"
}

# rounds TOOL...: ROUNDS interleaved rounds of measure over the tools, a
# row each, summing wall and CPU (user + sys) seconds by tool into the
# caller's associative arrays wall and cpu, and the last max RSS in rss;
# the times and logs are kept in OUT.
rounds() {
  printf '%-14s %5s %9s %9s %9s %10s\n' tool round wall_s user_s sys_s maxrss_MB
  local r tool w u s m
  for r in $(seq "$ROUNDS"); do
    for tool in "$@"; do
      read -r w u s m < <(measure "$tool")
      printf '%-14s %5d %9.2f %9.2f %9.2f %10.1f\n' "$tool" "$r" "$w" "$u" "$s" "$(awk "BEGIN{print $m/1024}")"
      wall[$tool]=$(awk "BEGIN{print ${wall[$tool]:-0} + $w}")
      cpu[$tool]=$(awk "BEGIN{print ${cpu[$tool]:-0} + $u + $s}")
      rss[$tool]=$m
    done
  done
  cp time.* log.* "$OUT"/ 2>/dev/null || true
}

# ORPHAN_SAFE prefixes every server the scripts start: with util-linux's
# setpriv the server gets SIGTERM when the script dies, so a bench killed
# with -9 (no trap runs) leaves no server holding its port, its data
# directory and a CPU.
ORPHAN_SAFE=()
if setpriv --help 2>&1 | grep -q pdeathsig; then
	ORPHAN_SAFE=(setpriv --pdeathsig TERM --)
fi

# has_backend NAME: whether 'corral-fs serve --io NAME' starts here. cpool
# needs a cgo build, iouring a kernel that allows io_uring; a refused one
# is named with the server's reason.
has_backend() {
	local name=$1 probe ok=1
	"${ORPHAN_SAFE[@]}" "$BIN/corral-fs" serve --io "$name" --data "$OUT/probe" --addr 127.0.0.1:0 2>"$OUT/$name-probe.log" &
	probe=$!
	sleep 1
	if kill -0 "$probe" 2>/dev/null; then
		ok=0
		kill -TERM "$probe"
	else
		echo "$(basename "$0"): skipping $name: $(tail -1 "$OUT/$name-probe.log")" >&2
	fi
	wait "$probe" 2>/dev/null || true
	rm -rf "$OUT/probe"
	return $ok
}

# fresh DIR...: remove each DIR, write the file system's dirty blocks out
# and rest REST seconds (default 5), so that every server starts on the
# same footing. ext4 without a journal (this project's machines) will not
# give a new file an inode freed within the last 5 minutes while the
# inode's table block is dirty, or within 5 seconds once it is written
# (find_inode_bit, recently_deleted): after the 10,000 files of the run
# before were removed, the next server's creates scanned past them and
# paid for its predecessor. The sync and the rest make the 5 seconds pass
# for everyone, but not the 5 minutes: each create dirties its table
# block again, and the freed inodes beside it are then skipped by every
# later create, so creates still cost more after a removal than on a
# quiet disk. bench/fs.sh times uploads over existing names apart from
# the creates for that reason.
fresh() {
	rm -rf "$@"
	settle
}

# settle: write the dirty pages out (the last server's; nginx never
# syncs) and rest REST seconds (default 5), so that every server starts
# on the same footing.
settle() {
	sync
	sleep "${REST:-5}"
}

# wait_port PORT: wait up to 10 s until something accepts connections on
# 127.0.0.1:PORT.
wait_port() {
	for _ in $(seq 100); do
		(exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
		sleep 0.1
	done
	echo "$(basename "$0"): error: nothing listens on 127.0.0.1:$1" >&2
	return 1
}

# fill_cache FILE: fill the page cache with the zero pages of a sparse
# FILE (no disk blocks) until about 512 MiB of memory is left free; FILE
# is removed when the script exits, however it does. This machine is a VM whose host backs the
# guest's memory lazily and takes free pages back (virtio-balloon free
# page reporting), so the first write to a page that has been free a while
# costs several microseconds more: touching 6.8 GB took 15.5 s cold, 4.3 s
# again at once, and 17.3 s after 60 s idle. With gigabytes free, a server
# that adds to the page cache paid it, about 80 us per 50 KB file, more or
# less by what the server before it had just freed (nginx's PUTs free the
# file each one replaces; corral-fs's write into it), and corral-fs's
# creates measured 4,700 a second after nginx, 7,000-7,400 after a removal.
# With the cache full, as on a machine that has run a while, a new page is
# reclaimed from the cache, warm, for every server alike: 7,600-7,800
# after nginx.
fill_cache() {
	local free
	free=$(awk '/^MemFree:/{print int($2 / 1024)}' /proc/meminfo)
	[ "$free" -gt 1024 ] || return 0
	# shellcheck disable=SC2064 # FILE as it is now
	trap "rm -f '$1'" EXIT
	truncate -s "$((free - 512))M" "$1"
	cat "$1" >/dev/null
}
