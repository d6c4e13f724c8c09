#!/usr/bin/env bash
# corral record against xargs -P doing the same work on the same corpus:
# unpack the TAR, run bcom on every non-header file with N parallel jobs and
# keep each file's stdout, stderr and exit status. Both sides run in this
# one invocation, alternating, and the ratio of wall times is printed.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$PWD/bin
OUT=${OUT:-bench-out}
FILES=${FILES:-3000}
SIZE=${SIZE:-30M}
JOBS=${JOBS:-$(nproc)}
ROUNDS=${ROUNDS:-2}
export PATH="$BIN:$PATH"
command -v /usr/bin/time >/dev/null || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }

# Both sides unpack and write on the same filesystem: tmpfs when there is
# one, because this machine's ext4 spends ~1 ms creating each file (inode
# allocation after many deletions) and that noise would swamp the tools.
SCRATCH=${SCRATCH:-/dev/shm}
[ -d "$SCRATCH" ] && [ -w "$SCRATCH" ] || SCRATCH=${TMPDIR:-/tmp}
rm -rf "$OUT" && mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
WORK=$(mktemp -d "$SCRATCH/corral-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
export TMPDIR=$WORK
gencorpus -files "$FILES" -size "$SIZE" -o corpus.tar

measure() { # name command... ; prints "wall user sys maxrss_kb"
  local name=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "time.$name" "$@" > "log.$name" 2>&1 || true
  cat "time.$name"
}

run_corral() {
  rm -rf corral.db* && corral record --jobs "$JOBS" --cmd 'bcom {}' --output '{.}.c' --exclude 'HDR_*' corpus.tar
}

run_xargs() {
  rm -rf x && mkdir x && tar -xf corpus.tar -C x && cd x &&
  find . -name '*.bas' ! -name 'HDR_*' -print0 |
    xargs -0 -P "$JOBS" -I{} sh -c 'bcom "$1" > "$1.stdout" 2> "$1.stderr"; echo $? > "$1.status"' _ {}
}
export -f run_corral run_xargs
export JOBS

printf '%-8s %5s %9s %9s %9s %10s\n' tool round wall_s user_s sys_s maxrss_MB
declare -A sum
for r in $(seq "$ROUNDS"); do
  for tool in corral xargs; do
    read -r wall user sys rss < <(measure "$tool" bash -c "run_$tool")
    printf '%-8s %5d %9.2f %9.2f %9.2f %10.1f\n' "$tool" "$r" "$wall" "$user" "$sys" "$(awk "BEGIN{print $rss/1024}")"
    sum[$tool]=$(awk "BEGIN{print ${sum[$tool]:-0} + $wall}")
  done
done
cp time.* log.* "$OUT"/ 2>/dev/null || true
printf '\nscratch filesystem: %s (%s)\n' "$SCRATCH" "$(df -T "$SCRATCH" | awk 'NR==2{print $2}')"
printf 'corral/xargs wall-time ratio over %d rounds, %d files, %d jobs: %.2f\n' \
  "$ROUNDS" "$FILES" "$JOBS" "$(awk "BEGIN{print ${sum[corral]} / ${sum[xargs]}}")"
