#!/usr/bin/env bash
# corral's own overhead per job: N jobs that do next to nothing, 2 at a
# time, by corral and by the runners its users would otherwise pick,
# against the floor: bench/overhead/spawn.c, which starts the same N
# commands with posix_spawn (a vfork and an exec) and waits for them with
# waitpid, and does nothing else. Its CPU time is the jobs' own and their
# starts'; no runner can take less.
#
#   workloads  true: 'true {}', a job that does nothing
#              cat:  'cat {}', a job that prints its file (10 bytes, each
#                    file's different), which corral then stores
#   tools      floor     spawn.c, the jobs' output to /dev/null
#              corral    corral record -q --jobs 2, the files as a TAR
#                        (corral's input, as in peers.sh and gotree.sh:
#                        unpacking it is part of corral's cost), a new
#                        store each round
#              check     corral check -q --jobs 2 against that round's
#                        record
#              xargs     xargs -P 2 -n 1 over the files in a directory,
#                        made once (the jobs write nothing in it), as
#                        gotree.sh's bare xargs runs over a tree unpacked
#                        beforehand
#              parallel  GNU parallel -j 2 over the same directory
#              make      make -j 2, a generated Makefile with one phony
#                        target per file, in the same directory
#              Everyone but corral throws the jobs' output away.
#
# Per tool, in microseconds a job: wall time; CPU time of the whole run
# (user + sys of the tool and its jobs, /usr/bin/time); own CPU, that less
# the floor's; and for corral its own process's CPU apart from its jobs',
# read from /proc once it has exited, before it is reaped
# (bench/overhead/selfcpu.c). Rounds are interleaved (floor, corral,
# check, xargs, parallel, make over true, then over cat, then again);
# every round's rows print as they finish, the table gives the median of
# the rounds, and ratios are of medians. Everything runs on tmpfs; the
# table is kept in bench-out/overhead.txt.
#
# At N=100000 this takes over 30 minutes on a 2-CPU VM, most of it GNU
# parallel's (up to 7 minutes a run); N=30000 took 11.
#
#   bash bench/overhead.sh                  # N=100000 ROUNDS=2
#   N=2000 ROUNDS=1 bash bench/overhead.sh  # a quick look
#   TOOLS="floor corral xargs" WORKLOADS=true bash bench/overhead.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$PWD/bin
OUT=${OUT:-$PWD/bench-out}
N=${N:-100000}
ROUNDS=${ROUNDS:-2}
JOBS=${JOBS:-2}
TOOLS=${TOOLS:-"floor corral check xargs parallel make"}
WORKLOADS=${WORKLOADS:-"true cat"}
export PATH="$BIN:$PATH" JOBS N

# shellcheck source=bench/lib.sh
source bench/lib.sh
need /usr/bin/time time
need parallel parallel
need make make
need cc gcc

# tmpfs, as in peers.sh: this machine's ext4 spends about 1 ms creating a
# file, which would swamp jobs of a millisecond.
SCRATCH=${SCRATCH:-/dev/shm}
[ -d "$SCRATCH" ] && [ -w "$SCRATCH" ] || SCRATCH=${TMPDIR:-/tmp}
mkdir -p "$OUT"
WORK=$(mktemp -d "$SCRATCH/corral-overhead.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cc -O2 -o "$WORK/spawn" bench/overhead/spawn.c
cc -O2 -o "$WORK/selfcpu" bench/overhead/selfcpu.c
cd "$WORK"
export TMPDIR=$WORK SPAWN=$WORK/spawn SELFCPU=$WORK/selfcpu

# N files of 10 bytes (a number and a newline), named in order, their
# list, the same as a TAR, and a Makefile per workload.
tiny_files "$N"
tar -cf src.tar -C src -T list
for wl in $WORKLOADS; do
  {
    echo 'all: \'
    sed 's|$| \\|' list
    echo
    awk -v cmd="$wl" '{ printf ".PHONY: %s\n%s:\n\t@%s %s\n", $1, $1, cmd, $1 }' list
  } > "Makefile.$wl"
done

# The run_TOOL_WORKLOAD functions measure calls, one per tool and workload.
# corral's store is new each round (the round's number kept in n.WORKLOAD);
# the check compares with the record just made.
run_floor()    { cd src && "$SPAWN" "$JOBS" "$(type -P "$1")" < ../list > /dev/null; }
run_corral()   {
  local r; r=$(( $(cat "n.$1" 2>/dev/null || echo 0) + 1 )); echo "$r" > "n.$1"
  "$SELFCPU" "self.corral_$1" corral record -q --jobs "$JOBS" --cmd "$1 {}" --baseline "$1-$r.db" src.tar
}
run_check()    { "$SELFCPU" "self.check_$1" corral check -q --jobs "$JOBS" --baseline "$1-$(cat "n.$1").db" src.tar; }
run_xargs()    { cd src && xargs -P "$JOBS" -n 1 "$1" < ../list > /dev/null; }
run_parallel() { cd src && parallel --will-cite -j "$JOBS" "$1 {}" < ../list > /dev/null; }
run_make()     { cd src && make -s -j "$JOBS" -f "../Makefile.$1" > /dev/null; }
export -f run_floor run_corral run_check run_xargs run_parallel run_make
for wl in $WORKLOADS; do
  for tool in $TOOLS; do
    eval "run_${tool}_$wl() { run_$tool $wl; }"
    export -f "run_${tool}_$wl"
  done
done

# ok TOOL WORKLOAD: whether the run just measured did all its jobs; if
# not, say why and stop (measure keeps going whatever the exit status).
ok() {
  local t=$1_$2 want=
  if grep -q 'non-zero status\|terminated by signal' "time.$t"; then
    echo "$(basename "$0"): $t failed: $(head -n 1 "time.$t"); its output:" >&2
    tail -n 20 "log.$t" >&2
    exit 1
  fi
  case $1 in
    corral) want="record: $N files recorded, 0 timeout, 0 error" ;;
    check) want="check: $N same, 0 changed" ;;
  esac
  if [ -n "$want" ] && ! grep -q "$want" "log.$t"; then
    echo "$(basename "$0"): $t did not say '$want'; its output:" >&2
    tail -n 20 "log.$t" >&2
    exit 1
  fi
}

# median V...: the median of the numbers given.
median() {
  printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# The rounds, in lib.sh's rows, with corral's own process CPU beside;
# every round's wall, CPU and own process CPU kept by tool and workload.
declare -A W C S
printf '%-14s %5s %9s %9s %9s %10s %9s\n' tool round wall_s user_s sys_s maxrss_MB self_s
for r in $(seq "$ROUNDS"); do
  for wl in $WORKLOADS; do
    for tool in $TOOLS; do
      t=${tool}_$wl
      read -r w u s m < <(measure "$t")
      ok "$tool" "$wl"
      self=-
      if [ -f "self.$t" ]; then
        self=$(awk '{ printf "%.2f", $1 + $2 }' "self.$t")
        S[$t]+=" $self"
      fi
      W[$t]+=" $w"
      C[$t]+=" $(awk "BEGIN { print $u + $s }")"
      printf '%-14s %5d %9.2f %9.2f %9.2f %10.1f %9s\n' "$t" "$r" "$w" "$u" "$s" "$(awk "BEGIN { print $m / 1024 }")" "$self"
    done
  done
done
cp time.* log.* self.* "$OUT"/ 2>/dev/null || true

# us SECONDS: microseconds a job; ratio A B: A / B; either prints - when a
# figure is missing (a tool left out of TOOLS).
us()    { if [ -n "$1" ]; then awk "BEGIN { printf \"%.0f\", $1 / $N * 1e6 }"; else echo -; fi; }
ratio() { if [ -n "$1" ] && [ -n "$2" ]; then awk "BEGIN { printf \"%.2f\", $1 / $2 }"; else echo -; fi; }
# shellcheck disable=SC2086 # med "V V…": the median of the rounds' values
med()   { if [ -n "$1" ]; then median $1; fi; }
declare -A label=([floor]="floor (spawn.c)" [corral]="corral record" [check]="corral check"
  [xargs]="xargs -P $JOBS -n 1" [parallel]="parallel -j $JOBS" [make]="make -j $JOBS")

{
echo
printf '%d jobs a workload, files of 10 bytes, %d at a time; %d round(s), medians; scratch %s (%s); %s\n' "$N" "$JOBS" "$ROUNDS" \
  "$SCRATCH" "$(df -T "$SCRATCH" | awk 'NR==2{print $2}')" "$(nproc) CPUs, $(free -g | awk '/Mem/{print $2}') GiB"
echo "microseconds a job: wall; CPU of the whole run (the tool and its jobs); own CPU, that less the"
echo "floor's; own process, corral's process alone (/proc at its exit); wall ratios to the floor and to xargs"
printf '%-8s %-20s %8s %8s %8s %8s %8s %8s\n' workload tool wall CPU own "own proc" "/ floor" "/ xargs"
declare -A wall cpu self
for wl in $WORKLOADS; do
  fw=$(med "${W[floor_$wl]:-}") fc=$(med "${C[floor_$wl]:-}") xw=$(med "${W[xargs_$wl]:-}")
  for tool in $TOOLS; do
    t=${tool}_$wl
    wall[$t]=$(med "${W[$t]}") cpu[$t]=$(med "${C[$t]}") self[$t]=$(med "${S[$t]:-}")
    own=-
    [ "$tool" != floor ] && [ -n "$fc" ] && own=$(us "$(awk "BEGIN { print ${cpu[$t]} - $fc }")")
    printf '%-8s %-20s %8s %8s %8s %8s %8s %8s\n' "$wl" "${label[$tool]}" "$(us "${wall[$t]}")" "$(us "${cpu[$t]}")" "$own" \
      "$(us "${self[$t]}")" "$(ratio "${wall[$t]}" "$fw")" "$(ratio "${wall[$t]}" "$xw")"
  done
done

# Issue 58's targets, as the issue words them, for the true jobs (when
# corral ran them).
if [ -n "${wall[corral_true]:-}${wall[check_true]:-}" ]; then
echo
echo "issue 58's targets: \"100,000 \`true\` jobs: corral ≤ 1.2× the spawner floor and faster than"
echo "\`xargs -P 2\`; corral's own CPU ≤ 100 µs a job.\"$([ "$N" = 100000 ] || echo " (this run: $N jobs)")"
# target WHAT VALUE LIMIT OP: a line with met or MISSED (OP is < or <=);
# WHAT goes last, where its µ does not upset printf's widths (bytes).
target() {
  local verdict=-
  if [ "$2" != - ]; then
    verdict=MISSED
    awk "BEGIN { exit !($2 $4 $3) }" && verdict=met
  fi
  printf '%8s %-2s %-5s %-6s %s\n' "$2" "$4" "$3" "$verdict" "$1"
}
printf '%8s %-8s %-6s %s\n' value target result what
fw=$(med "${W[floor_true]:-}") fc=$(med "${C[floor_true]:-}") xw=$(med "${W[xargs_true]:-}")
for tool in corral check; do
  t=${tool}_true
  [ -n "${wall[$t]:-}" ] || continue
  own=-
  [ -n "$fc" ] && own=$(us "$(awk "BEGIN { print ${cpu[$t]} - $fc }")")
  target "${label[$tool]} / floor, wall" "$(ratio "${wall[$t]}" "$fw")" 1.20 "<="
  target "${label[$tool]} / xargs -P $JOBS, wall" "$(ratio "${wall[$t]}" "$xw")" 1.00 "<"
  target "${label[$tool]}: own CPU, µs a job (run - floor)" "$own" 100 "<="
  target "${label[$tool]}: own process CPU, µs a job" "$(us "${self[$t]}")" 100 "<="
done
fi
} | tee "$OUT/overhead.txt"
