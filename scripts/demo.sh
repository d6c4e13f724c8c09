#!/usr/bin/env bash
# The demo: bcom over a generated ~3,000-file corpus — record, check with
# the same compiler (all same), then check with a changed compiler (one
# cause) and with a compiler of two independent changes (two kinds); then
# bcom's newest version (four changes), bisected over bcom's five versions
# to the version that made each kind, then triaged: each kind bisected,
# reduced by cvise, and a bug report written for it.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BIN=${BIN:-$PWD/bin}
OUT=${OUT:-demo-out}
# REDUCE=skip triages without cvise (--no-reduce: docs/demo_test.go runs
# the demo small, and cvise has tests of its own).
REDUCE=${REDUCE:-}
FILES=${FILES:-3000}
SIZE=${SIZE:-30M}
rm -rf "$OUT" && mkdir -p "$OUT"
cd "$OUT"
export PATH="$BIN:$PATH" NO_COLOR=${NO_COLOR:-}

step() { printf '\n== %s\n' "$*"; }
timed() { local t0=$SECONDS; "$@"; local rc=$?; printf '   (wall %ds, exit %d)\n' $((SECONDS - t0)) "$rc" >&2; return $rc; }
# later CMD... is timed, but its wall line is kept in $wall to be printed
# after the report the command wrote to a file.
later() { local t0=$SECONDS; "$@"; local rc=$?; wall=$(printf '   (wall %ds, exit %d)' $((SECONDS - t0)) "$rc"); return $rc; }

# corral links the SQLite translation, the longest build: it builds while
# the corpus is generated.
GO=${GO:-go}
LDFLAGS="-X github.com/corral-go/corral/internal/cmdline.version=${VERSION:-$(cd "$ROOT" && git describe --always --dirty 2>/dev/null || true)}"
(cd "$ROOT" && "$GO" build -ldflags "$LDFLAGS" -o "$BIN/" ./cmd/gencorpus ./cmd/bcom)
(cd "$ROOT" && "$GO" build -ldflags "$LDFLAGS" -o "$BIN/" ./cmd/corral) > build.log 2>&1 &
building=$!

step "gencorpus -files $FILES -size $SIZE -o corpus.tar"
gencorpus -files "$FILES" -size "$SIZE" -o corpus.tar
if ! wait "$building"; then
  cat build.log >&2
  echo "demo: building corral failed" >&2
  exit 1
fi

FLAGS=(--output '{.}.c' --exclude 'HDR_*' --diff-lines 12)

step "corral record --cmd 'bcom {}' --output '{.}.c' --exclude 'HDR_*' corpus.tar"
timed corral record --cmd 'bcom {}' "${FLAGS[@]}" corpus.tar

step "corral check                                  # the baseline's settings: all same"
timed corral check

step "corral check --cmd 'bcom -variant 2 {}'          # a compiler change"
set +e
later corral check --cmd 'bcom -variant 2 {}' --diff-lines 12 --json variant2.json --html variant2.html > variant2.txt
rc=$?
set -e
cat variant2.txt
echo "$wall"
echo "   (the report in $OUT/variant2.txt, JSON in $OUT/variant2.json, HTML in $OUT/variant2.html)"
if [ "$rc" -ne 1 ]; then
  echo "demo: expected exit status 1 (differences) from the changed compiler, got $rc" >&2
  exit 1
fi

step "corral check --cmd 'bcom -variant 3 {}'          # two independent changes: two kinds"
set +e
later corral check --cmd 'bcom -variant 3 {}' --diff-lines 12 --json variant3.json --html variant3.html > variant3.txt
rc=$?
set -e
# The kinds, from their heading to the line that ends them ("… explain
# 95 %"), then the summary and the next: line.
sed -n '/^kinds of change/,/ 95 %/p' variant3.txt
tail -n 2 variant3.txt
echo "$wall"
echo "   (the report in $OUT/variant3.txt, JSON in $OUT/variant3.json, HTML in $OUT/variant3.html)"
if [ "$rc" -ne 1 ]; then
  echo "demo: expected exit status 1 (differences) from variant 3, got $rc" >&2
  exit 1
fi
changed() { python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["summary"]; print(s["changed"])' "$1"; }
kinds() { python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["kinds"]))' "$1"; }

step "corral check --cmd 'bcom -version 5 {}'          # bcom's newest version: four changes"
set +e
timed corral check -q --cmd 'bcom -version 5 {}' --json version5.json
set -e
echo "   $(changed version5.json) changed files in $(kinds version5.json) kinds; bcom's own list of changes:"
bcom -changes | sed 's/^/     version /'

VERSIONS=()
for v in 1 2 3 4 5; do VERSIONS+=("bcom -version $v {}"); done
step "corral bisect 'bcom -version 1 {}' … 'bcom -version 5 {}'   # which version made each kind"
timed corral bisect --json bisect.json "${VERSIONS[@]}"

if [ "$REDUCE" != skip ] && ! command -v cvise >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "   (installing cvise for the triage: apt-get install cvise)" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq cvise >/dev/null) ||
    echo "demo: could not install cvise (apt-get failed); the triage does not reduce" >&2
fi
TRIAGE=(--out triage --json triage.json --html triage.html --budget 90s)
if [ "$REDUCE" = skip ]; then
  echo "demo: REDUCE=skip: the triage does not reduce (--no-reduce)" >&2
  TRIAGE+=(--no-reduce)
elif ! command -v cvise >/dev/null; then
  echo "demo: cvise is not installed, so the triage does not reduce (install it: apt-get install cvise, or make cvise)" >&2
  TRIAGE+=(--no-reduce)
fi
step "corral triage 'bcom -version 1 {}' … 'bcom -version 5 {}'   # a bug report per kind: bisected, reduced, reproducible"
# Exit 3: --budget stopped a reduction, whose best so far is kept.
timed corral triage "${TRIAGE[@]}" "${VERSIONS[@]}" || [ $? -eq 3 ]
python3 -c '
import json
for r in json.load(open("triage.json"))["reports"]:
    made = "version %d" % r["first"]["n"] if r["first"] else "no version"
    print("   %s (%s), made by %s; %s, %d of its %d lines left:" % (r["id"], r["edit"][:40], made, r["example"], r["lines"], r["original_lines"]))
    for l in (r["program"].splitlines() or ["(the empty program)"])[:4]:
        print("     " + l)'
echo "   (the bug reports in $OUT/triage/index.md, one per kind, with a script that reproduces each; the check's HTML report with them as a section in $OUT/triage.html)"
echo
echo "demo: done — variant 2 (one cause) changed $(changed variant2.json) files in $(kinds variant2.json) kind(s); variant 3 (two causes) changed $(changed variant3.json) files in $(kinds variant3.json) kinds; version 5 changed $(changed version5.json) in $(kinds version5.json) kinds (changes that touch every file are one kind in a check), which the triage's bisect told apart into $(python3 -c 'import json; print(json.load(open("triage.json"))["kinds"])') kinds, each with its version and a bug report (triage/index.md)"
