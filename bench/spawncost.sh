#!/usr/bin/env bash
# What starting and reaping a job costs the process that does it, by the
# ways a Go runner can do it, against C: the floor under corral's own CPU
# a job (issue 58's "≤ 100 µs"). N jobs of 'true', 2 at a time, each way;
# per way, the process's own CPU a job (user + sys, read from /proc at its
# exit by bench/overhead/selfcpu.c, apart from its jobs'), the jobs' CPU a
# job, and the wall time a job. Rounds interleave; medians.
#
#   C posix_spawn           bench/overhead/spawn.c (overhead.sh's floor)
#   Go os.StartProcess      bench/overhead/gospawn -mode os: what corral uses
#     + setsid              ... each job in a session of its own, as corral
#   Go syscall.ForkExec     -mode forkexec (no pidfd, no os.Process), + setsid
#   Go + spawnd             -mode spawnd: the jobs go to a C helper over a
#                           pipe (bench/overhead/spawnd.c, posix_spawn with
#                           setsid); own = the Go process's + spawnd's
#   corral record           for reference: corral record -q --jobs 2 'true {}'
#                           over the same N files as a TAR
#
#   bash bench/spawncost.sh              # N=30000 ROUNDS=2, about 15 minutes
#   N=3000 ROUNDS=1 bash bench/spawncost.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$PWD/bin
N=${N:-30000}
ROUNDS=${ROUNDS:-2}
SCRATCH=${SCRATCH:-/dev/shm}
[ -d "$SCRATCH" ] && [ -w "$SCRATCH" ] || SCRATCH=${TMPDIR:-/tmp}
WORK=$(mktemp -d "$SCRATCH/corral-spawncost.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
for c in spawn spawnd selfcpu; do cc -O2 -o "$WORK/$c" "bench/overhead/$c.c"; done
go build -o "$WORK/gospawn" ./bench/overhead/gospawn
[ -x "$BIN/corral" ] || go build -o "$BIN/" ./cmd/corral
TRUE=$(type -P true)
mkdir "$WORK/src"
awk -v n="$N" -v d="$WORK/src" 'BEGIN { w = length(n ""); for (i = 1; i <= n; i++) { f = sprintf("f%0" w "d", i); printf "%09d\n", i > (d "/" f); close(d "/" f); print f } }' >"$WORK/list"
tar -cf "$WORK/src.tar" -C "$WORK/src" -T "$WORK/list"
cd "$WORK/src"
export TMPDIR=$WORK

WAYS="c go-os go-os-setsid go-forkexec go-forkexec-setsid go-spawnd corral"
declare -A label=([c]="C posix_spawn" [go-os]="Go os.StartProcess" [go-os-setsid]="  + setsid (corral's)"
  [go-forkexec]="Go syscall.ForkExec" [go-forkexec-setsid]="  + setsid" [go-spawnd]="Go + spawnd (C helper)"
  [corral]="corral record")
# run WAY: runs it once; prints wall seconds, own CPU seconds, jobs' CPU seconds.
run() {
  local t0 t1 extra=0
  t0=$(date +%s.%N)
  case $1 in
    c) "$WORK/selfcpu" "$WORK/self" "$WORK/spawn" 2 "$TRUE" <"$WORK/list" ;;
    go-os) "$WORK/selfcpu" "$WORK/self" "$WORK/gospawn" -mode os "$TRUE" <"$WORK/list" ;;
    go-os-setsid) "$WORK/selfcpu" "$WORK/self" "$WORK/gospawn" -mode os -setsid "$TRUE" <"$WORK/list" ;;
    go-forkexec) "$WORK/selfcpu" "$WORK/self" "$WORK/gospawn" -mode forkexec "$TRUE" <"$WORK/list" ;;
    go-forkexec-setsid) "$WORK/selfcpu" "$WORK/self" "$WORK/gospawn" -mode forkexec -setsid "$TRUE" <"$WORK/list" ;;
    go-spawnd) "$WORK/selfcpu" "$WORK/self" "$WORK/gospawn" -mode spawnd -spawnd "$WORK/spawnd" "$TRUE" <"$WORK/list" 2>"$WORK/spawnd.err"
      extra=$(awk '/^spawnd: own/ { print $3 + $4 }' "$WORK/spawnd.err") ;;
    corral) rm -f "$WORK/r.db"*
      "$WORK/selfcpu" "$WORK/self" "$BIN/corral" record -q --jobs 2 --cmd 'true {}' --baseline "$WORK/r.db" "$WORK/src.tar" >/dev/null 2>"$WORK/corral.err" ||
        { cat "$WORK/corral.err" >&2; exit 1; } ;;
  esac
  t1=$(date +%s.%N)
  # selfcpu: own user, own sys, children's user, children's sys (seconds).
  # spawnd is gospawn's child: its own CPU moves from the jobs' to own.
  awk -v w="$(echo "$t1 - $t0" | bc)" -v x="$extra" '{ printf "%.3f %.3f %.3f\n", w, $1 + $2 + x, $3 + $4 - x }' "$WORK/self"
}
declare -A W O J
printf '%-22s %5s %8s %8s %8s\n' way round wall_s own_s jobs_s
for r in $(seq "$ROUNDS"); do
  for w in $WAYS; do
    read -r wall own jobs < <(run "$w")
    W[$w]+=" $wall" O[$w]+=" $own" J[$w]+=" $jobs"
    printf '%-22s %5d %8s %8s %8s\n' "$w" "$r" "$wall" "$own" "$jobs"
  done
done
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
us() { awk "BEGIN { printf \"%.0f\", $1 / $N * 1e6 }"; }
echo
echo "$N jobs of true, 2 at a time, $ROUNDS round(s), medians; $(nproc) CPUs; microseconds a job"
printf '%-24s %10s %10s %8s\n' way "own CPU" "jobs' CPU" wall
for w in $WAYS; do
  # shellcheck disable=SC2086 # the rounds' values, one word each
  printf '%-24s %10s %10s %8s\n' "${label[$w]}" "$(us "$(median ${O[$w]})")" "$(us "$(median ${J[$w]})")" "$(us "$(median ${W[$w]})")"
done
