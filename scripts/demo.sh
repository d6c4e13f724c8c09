#!/usr/bin/env bash
# The demo: bcom over a generated ~3,000-file corpus — record, check with
# the same compiler (all same), then check with a changed compiler (one
# cause) and with a compiler of two independent changes (two kinds).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$PWD/bin
OUT=demo-out
FILES=${FILES:-3000}
SIZE=${SIZE:-30M}
rm -rf "$OUT" && mkdir -p "$OUT"
cd "$OUT"
export PATH="$BIN:$PATH" NO_COLOR=${NO_COLOR:-}

step() { printf '\n== %s\n' "$*"; }
timed() { local t0=$SECONDS; "$@"; local rc=$?; printf '   (wall %ds, exit %d)\n' $((SECONDS - t0)) "$rc" >&2; return $rc; }

step "gencorpus -files $FILES -size $SIZE -o corpus.tar"
gencorpus -files "$FILES" -size "$SIZE" -o corpus.tar

FLAGS=(--output '{.}.c' --exclude 'HDR_*' --diff-lines 12)

step "corral record --cmd 'bcom {}' --output '{.}.c' --exclude 'HDR_*' corpus.tar"
timed corral record --cmd 'bcom {}' "${FLAGS[@]}" corpus.tar

step "corral check                                  # the baseline's settings: all same"
timed corral check

step "corral check --cmd 'bcom -variant 2 {}'          # a compiler change"
set +e
timed corral check --cmd 'bcom -variant 2 {}' --diff-lines 12 --json variant2.json --html variant2.html > variant2.txt
rc=$?
set -e
head -n 30 variant2.txt
echo "   … (full report in $OUT/variant2.txt, JSON in $OUT/variant2.json, HTML in $OUT/variant2.html)"
sed -n '/^kinds of change/,$p' variant2.txt
if [ "$rc" -ne 1 ]; then
  echo "demo: expected exit status 1 (differences) from the changed compiler, got $rc" >&2
  exit 1
fi

step "corral check --cmd 'bcom -variant 3 {}'          # two independent changes: two kinds"
set +e
timed corral check --cmd 'bcom -variant 3 {}' --diff-lines 12 --json variant3.json --html variant3.html > variant3.txt
rc=$?
set -e
sed -n '/^kinds of change/,$p' variant3.txt
echo "   … (full report in $OUT/variant3.txt, JSON in $OUT/variant3.json, HTML in $OUT/variant3.html)"
if [ "$rc" -ne 1 ]; then
  echo "demo: expected exit status 1 (differences) from variant 3, got $rc" >&2
  exit 1
fi
echo
kinds2=$(grep -c '^  k[0-9a-f]\{7\} ' variant2.txt)
kinds3=$(grep -c '^  k[0-9a-f]\{7\} ' variant3.txt)
echo "demo: done — variant 2 (one cause) changed $(grep -c '^changed ' variant2.txt) files in $kinds2 kind(s); variant 3 (two causes) changed $(grep -c '^changed ' variant3.txt) files in $kinds3 kinds"
