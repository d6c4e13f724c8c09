#!/usr/bin/env bash
# corral record against the tools its users would otherwise pick, doing the
# same work on the same corpus in one invocation: unpack the TAR, run bcom on
# every program with N parallel jobs, and keep each file's stdout, stderr and
# exit status. Prints wall time, CPU time and max RSS of each, corral's ratio
# to each, and to the floor: the compiler's own CPU time divided by N.
#
#   FILES=15000 SIZE=150M ROUNDS=1 JOBS=$(nproc) bash bench/peers.sh
#   FULL=1 bash bench/peers.sh        # the seed's ~1 GB
#   MAIN=0 SEED_ROUNDS=3 bash bench/peers.sh   # the seed's setting alone
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$PWD/bin
OUT=${OUT:-$PWD/bench-out}
FILES=${FILES:-15000}
SIZE=${SIZE:-150M}
[ "${FULL:-0}" = 1 ] && SIZE=1000M
JOBS=${JOBS:-$(nproc)}
ROUNDS=${ROUNDS:-1}
TOOLS=${TOOLS:-"corral corral_pin corral_default xargs xargs_2n make parallel"}
export PATH="$BIN:$PATH" JOBS

# shellcheck source=bench/lib.sh
source bench/lib.sh
need /usr/bin/time time
need parallel parallel
need make make

# Everything unpacks and writes on one filesystem: tmpfs when there is one,
# because this machine's ext4 spends ~1 ms creating each file (inode
# allocation after many deletions), noise that would swamp the tools.
SCRATCH=${SCRATCH:-/dev/shm}
[ -d "$SCRATCH" ] && [ -w "$SCRATCH" ] || SCRATCH=${TMPDIR:-/tmp}
mkdir -p "$OUT"
WORK=$(mktemp -d "$SCRATCH/corral-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
export TMPDIR=$WORK
declare -A wall cpu rss
# The peers' table on the FILES x SIZE corpus (MAIN=0 leaves it out).
if [ "${MAIN:-1}" = 1 ]; then
gencorpus -files "$FILES" -size "$SIZE" -o corpus.tar

# One rule per file, as a make user would write it.
mkdir -p x && tar -xf corpus.tar -C x
( cd x && find . -name '*.bas' ! -name 'HDR_*' | sed 's|^\./||' | sort > ../list )
{
  echo 'all: \'
  sed 's|$|.status \\|' list
  echo
  echo '%.bas.status: %.bas'
  printf '\t@bcom $< > $<.stdout 2> $<.stderr; echo $$? > $@\n'
} > Makefile.bench
rm -rf x

fresh() { rm -rf x && mkdir x && tar -xf corpus.tar -C x && cd x; }
run_corral()   { rm -f corral.db* && corral record --jobs "$JOBS" --cmd 'bcom {}' --output '{.}.c' --exclude 'HDR_*' corpus.tar; }
run_corral_pin() { rm -f corral.db* && corral record --pin --jobs "$JOBS" --cmd 'bcom {}' --output '{.}.c' --exclude 'HDR_*' corpus.tar; }
run_corral_default() { rm -f corral.db* && corral record --cmd 'bcom {}' --output '{.}.c' --exclude 'HDR_*' corpus.tar; }
run_xargs()    { fresh && find . -name '*.bas' ! -name 'HDR_*' -print0 |
                   xargs -0 -P "$JOBS" -I{} sh -c 'bcom "$1" > "$1.stdout" 2> "$1.stderr"; echo $? > "$1.status"' _ {}; }
run_xargs_2n() { fresh && find . -name '*.bas' ! -name 'HDR_*' -print0 |
                   xargs -0 -P "$((2 * JOBS))" -I{} sh -c 'bcom "$1" > "$1.stdout" 2> "$1.stderr"; echo $? > "$1.status"' _ {}; }
run_make()     { fresh && make -s -k -j "$JOBS" -f ../Makefile.bench; }
run_parallel() { fresh && parallel --will-cite -j "$JOBS" 'bcom {} > {}.stdout 2> {}.stderr; echo $? > {}.status' < ../list; }
run_floor()    { fresh && xargs -P "$JOBS" -n 1 bcom < ../list > /dev/null 2>&1; }
export -f fresh run_corral run_corral_pin run_corral_default run_xargs run_xargs_2n run_make run_parallel run_floor

# shellcheck disable=SC2086
rounds $TOOLS floor

floor=$(awk "BEGIN{print ${cpu[floor]} / $JOBS}")
echo
printf 'corpus: %d programs, %s; %d jobs; %d round(s); scratch %s (%s); %s\n' "$FILES" "$SIZE" "$JOBS" "$ROUNDS" \
  "$SCRATCH" "$(df -T "$SCRATCH" | awk 'NR==2{print $2}')" "$(nproc) CPUs, $(free -g | awk '/Mem/{print $2}') GiB"
printf 'floor (bcom CPU time / %d jobs): %.2f s per round\n' "$JOBS" "$(awk "BEGIN{print $floor / $ROUNDS}")"
for tool in $TOOLS; do
  case $tool in corral*|xargs_2n) continue;; esac
  printf 'corral / %-8s wall-time ratio: %.2f\n' "$tool" "$(awk "BEGIN{print ${wall[corral]} / ${wall[$tool]}}")"
done
printf 'corral / floor    wall-time ratio: %.2f\n' "$(awk "BEGIN{print ${wall[corral]} / $floor}")"
if [ -n "${wall[corral_pin]:-}" ]; then
  printf 'corral --pin: %.2f s; / corral %.2f, / xargs %.2f, / floor %.2f\n' \
    "$(awk "BEGIN{print ${wall[corral_pin]} / $ROUNDS}")" "$(awk "BEGIN{print ${wall[corral_pin]} / ${wall[corral]}}")" \
    "$(awk "BEGIN{print ${wall[corral_pin]} / ${wall[xargs]:-1}}")" "$(awk "BEGIN{print ${wall[corral_pin]} / $floor}")"
fi
if [ -n "${wall[corral_default]:-}" ]; then
  printf 'corral at its default --jobs (%d): %.2f s; / xargs %.2f, / floor %.2f\n' "$((2 * $(nproc)))" \
    "$(awk "BEGIN{print ${wall[corral_default]} / $ROUNDS}")" \
    "$(awk "BEGIN{print ${wall[corral_default]} / ${wall[xargs]:-1}}")" "$(awk "BEGIN{print ${wall[corral_default]} / $floor}")"
  [ -n "${wall[xargs_2n]:-}" ] && printf 'corral at %d jobs / xargs -P %d: %.2f\n' "$((2 * JOBS))" "$((2 * JOBS))" \
    "$(awk "BEGIN{print ${wall[corral_default]} / ${wall[xargs_2n]}}")"
fi
printf 'corral max RSS: %.1f MB\n' "$(awk "BEGIN{print ${rss[corral]}/1024}")"
fi

# The seed's own setting: 15,000 programs, about 1 GB, bcom; a record and
# a check (all same) by corral at its defaults against xargs -P N keeping
# the outputs, and xargs -P N running bcom and cmp against them.
# SEED_ROUNDS interleaved rounds (default 2), ratios of sums (SEED=0
# leaves it out).
if [ "${SEED:-1}" = 1 ]; then
  SEED_ROUNDS=${SEED_ROUNDS:-2}
  rm -rf x corral.db*
  gencorpus -files 15000 -size 1000M -o seed.tar
  mkdir -p kept && tar -xf seed.tar -C kept
  ( cd kept && find . -name '*.bas' ! -name 'HDR_*' | sed 's|^\./||' | sort > ../seed.list )
  run_seed_corral()       { rm -f seed.db* && corral record -q --cmd 'bcom {}' --exclude 'HDR_*' --baseline seed.db seed.tar; }
  run_seed_xargs()        { rm -rf x && mkdir x && tar -xf seed.tar -C x && cd x &&
                              xargs -P "$JOBS" -I{} sh -c 'bcom "$1" > "$1.stdout" 2> "$1.stderr"; echo $? > "$1.status"' _ {} < ../seed.list; }
  run_seed_check_corral() { corral check -q --baseline seed.db seed.tar; }
  run_seed_check_xargs()  { rm -rf x && mkdir x && tar -xf seed.tar -C x && cd x &&
                              xargs -P "$JOBS" -I{} sh -c 'bcom "$1" 2>/dev/null | cmp -s - "../kept/$1.stdout" || echo "$1"' _ {} < ../seed.list; }
  export -f run_seed_corral run_seed_xargs run_seed_check_corral run_seed_check_xargs
  ( cd kept && xargs -P "$JOBS" -I{} sh -c 'bcom "$1" > "$1.stdout" 2>/dev/null; true' _ {} < ../seed.list )
  echo
  echo "seed setting: 15,000 programs, $(du -h seed.tar | cut -f1) TAR, bcom, $SEED_ROUNDS interleaved round(s)"
  # The check runs after the record of its round, against that baseline.
  ROUNDS=$SEED_ROUNDS rounds seed_corral seed_xargs seed_check_corral seed_check_xargs
  printf 'seed record: corral / xargs -P %d %.2f (target <= 0.90); check (all same): corral / xargs+cmp %.2f (target <= 0.75); corral record max RSS %.1f MB (< 100)\n' "$JOBS" \
    "$(awk "BEGIN{print ${wall[seed_corral]} / ${wall[seed_xargs]}}")" "$(awk "BEGIN{print ${wall[seed_check_corral]} / ${wall[seed_check_xargs]}}")" \
    "$(awk "BEGIN{print ${rss[seed_corral]}/1024}")"
fi
