#!/usr/bin/env bash
# corral on the Go tree against the tools its users would reach for: every
# .go file of GOROOT (about 11,000) in a TAR, gofmt on each, outputs kept.
#
#   record: corral record (default --jobs; the work dir as --workdir-fs
#           auto chooses, and on disk), xargs -P 2, make -j 2, GNU
#           parallel -j 2, each keeping stdout, stderr and exit status
#   check:  corral check (all same) against xargs -P 2 running gofmt and
#           cmp against the outputs kept
#   floor:  gofmt's own CPU time over the CPUs
#   own:    corral's own CPU per job: its whole-process CPU time (corral
#           and its children) less that of bare 'xargs -P 2 -n 1 gofmt'
#           over a tree unpacked beforehand (so corral's includes what
#           creating the files costs it: little on a tmpfs)
#
# Rounds are interleaved; ratios are of sums. Everything unpacks where the
# tool would: TMPDIR on disk for the peers (a user's checkout).
#
#   ROUNDS=2 bash bench/gotree.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$PWD/bin
OUT=${OUT:-$PWD/bench-out}
ROUNDS=${ROUNDS:-2}
JOBS=${JOBS:-$(nproc)}
GOROOT_DIR=${GOROOT_DIR:-$(go env GOROOT)}
TOOLS=${TOOLS:-"corral corral_disk xargs make parallel check_corral check_xargs bare"}
export PATH="$BIN:$PATH" JOBS

# shellcheck source=bench/lib.sh
source bench/lib.sh
need /usr/bin/time time
need parallel parallel
need make make

mkdir -p "$OUT"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/corral-gotree.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
( cd "$GOROOT_DIR" && find . -name '*.go' -type f | sort ) > list
tar -cf gotree.tar -C "$GOROOT_DIR" -T list
FILES=$(wc -l < list)
{
  echo 'all: \'
  sed 's|$|.status \\|' list
  echo
  echo '%.go.status: %.go'
  printf '\t@gofmt $< > $<.stdout 2> $<.stderr; echo $$? > $@\n'
} > Makefile.bench

# The baseline the checks compare with, and the outputs xargs compares with.
corral record -q --cmd 'gofmt {}' --allow-failures --baseline base.db gotree.tar >/dev/null || true
mkdir -p kept && tar -xf gotree.tar -C kept && ( cd kept && xargs -P "$JOBS" -I{} sh -c 'gofmt "$1" > "$1.stdout" 2>/dev/null; true' _ {} < ../list )
# The tree bare gofmt runs over, unpacked once: the floor and corral's own
# cost leave out what creating the files costs.
mkdir -p tree && tar -xf gotree.tar -C tree

fresh() { rm -rf x && mkdir x && tar -xf gotree.tar -C x && cd x; }
run_corral()       { rm -f r.db* && corral record -q --cmd 'gofmt {}' --allow-failures --baseline r.db gotree.tar; }
run_corral_disk()  { rm -f r.db* && corral record -q --workdir-fs disk --cmd 'gofmt {}' --allow-failures --baseline r.db gotree.tar; }
run_xargs()        { fresh && xargs -P "$JOBS" -I{} sh -c 'gofmt "$1" > "$1.stdout" 2> "$1.stderr"; echo $? > "$1.status"' _ {} < ../list; }
run_make()         { fresh && make -s -k -j "$JOBS" -f ../Makefile.bench; }
run_parallel()     { fresh && parallel --will-cite -j "$JOBS" 'gofmt {} > {}.stdout 2> {}.stderr; echo $? > {}.status' < ../list; }
run_check_corral() { cp base.db c.db && corral check -q --baseline c.db gotree.tar; }
run_check_xargs()  { fresh && xargs -P "$JOBS" -I{} sh -c 'gofmt "$1" 2>/dev/null | cmp -s - "../kept/$1.stdout" || echo "$1"' _ {} < ../list; }
run_bare()         { cd tree && xargs -P "$JOBS" -n 1 gofmt < ../list > /dev/null 2>&1; }
export -f fresh run_corral run_corral_disk run_xargs run_make run_parallel run_check_corral run_check_xargs run_bare

declare -A wall cpu rss
# shellcheck disable=SC2086
rounds $TOOLS

# The floor: what bare xargs spends in gofmt, over the CPUs. Bare xargs's
# CPU is gofmt's (xargs and the kernel's exec are a small part of it).
floor=$(awk "BEGIN{print ${cpu[bare]:-} / $JOBS}")
# A tool left out of TOOLS prints "-".
ratio() { if [ -n "$1" ] && [ -n "$2" ]; then awk "BEGIN{printf \"%.2f\", $1 / $2}"; else echo -; fi; }
echo
printf 'Go tree: %d .go files; %d jobs for the peers, corral at its default; %d round(s); %s\n' "$FILES" "$JOBS" "$ROUNDS" \
  "$(nproc) CPUs, $(free -g | awk '/Mem/{print $2}') GiB"
printf 'floor (gofmt CPU time / %d): %.2f s per round\n' "$JOBS" "$(awk "BEGIN{print $floor / $ROUNDS}")"
printf '%-34s %8s %8s %8s\n' "" corral "corral-disk" target
printf '%-34s %8s %8s %8s\n' "record / floor" "$(ratio "${wall[corral]:-}" "$floor")" "$(ratio "${wall[corral_disk]:-}" "$floor")" "<= 1.10"
printf '%-34s %8s %8s %8s\n' "record / xargs -P $JOBS" "$(ratio "${wall[corral]:-}" "${wall[xargs]:-}")" "$(ratio "${wall[corral_disk]:-}" "${wall[xargs]:-}")" "<= 0.75"
printf '%-34s %8s %8s %8s\n' "record / make -j $JOBS" "$(ratio "${wall[corral]:-}" "${wall[make]:-}")" "$(ratio "${wall[corral_disk]:-}" "${wall[make]:-}")" "<= 0.60"
printf '%-34s %8s %8s %8s\n' "record / parallel -j $JOBS" "$(ratio "${wall[corral]:-}" "${wall[parallel]:-}")" "$(ratio "${wall[corral_disk]:-}" "${wall[parallel]:-}")" ""
printf '%-34s %8s %8s %8s\n' "check (all same) / xargs+cmp" "$(ratio "${wall[check_corral]:-}" "${wall[check_xargs]:-}")" "" "<= 0.65"
own() { if [ -n "$1" ]; then awk "BEGIN{printf \"%.3f\", ($1 - ${cpu[bare]:-}) / $ROUNDS / $FILES * 1000}"; else echo -; fi; }
printf '%-34s %8s %8s %8s\n' "corral's own CPU per job, ms" "$(own "${cpu[corral]:-}")" "$(own "${cpu[corral_disk]:-}")" "<= 0.25"
printf 'corral record max RSS: %.1f MB\n' "$(awk "BEGIN{print ${rss[corral]:-}/1024}")"
