#!/usr/bin/env bash
# The kinds table (issues 33 and 45): for each change with a known number
# of causes, the kinds corral finds, the fewest kinds, largest first, that
# fully explain 95 % of the changed files (target: at most twice the
# causes), the families and the fewest that explain 95 % (target for the
# -O1 -> -O2 change: at most 20), and what the kinds cost: the check's
# wall time, the part of it spent finding kinds, and 'corral report -q' of
# the stored run (target: kinds at most 5 % of the check, report under 1 s).
#
# Real changes, on sources fetched from the package registries:
#  - gcc -O2 -S -> gcc -O2 -S with -fno-asynchronous-unwind-tables
#    -fcf-protection=full -fno-omit-frame-pointer, the first 14 C files of
#    zstd (Go module github.com/DataDog/zstd@v1.5.6): 3 causes;
#  - -fcf-protection=full alone, zstd's 39 C files: 1 cause;
#  - -fverbose-asm (a comment on nearly every line), zstd: 1 cause;
#  - gofmt -> gofmt -s over $(go env GOROOT)/src: 4 rules;
#  - black -l 88 -> black -l 60 over Django 5.1.4's sources (PyPI): 1 cause
#    that spreads one construct over several lines;
#  - gcc -O1 -S -> gcc -O2 -S, zstd: many causes (the families' target);
#  - gcc -O2 -S -> -fno-asynchronous-unwind-tables on the C sources of the
#    Rust crates zstd-sys, libz-sys, bzip2-sys and lzma-sys: 1 cause;
# and bcom's: -variant 2 at SIZES programs (1 cause), -variant 3 (2),
# the wrapper bench/kinds/wrap.sh (5). WITH_REAL=0 leaves the real changes
# out, WITH_BCOM=0 bcom's; ONLY=REGEX runs only the changes it matches.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BIN=$ROOT/bin
OUT=${OUT:-$ROOT/bench-out/kinds}
SIZES=${SIZES:-300 500 3000 15000}
MULTI=${MULTI:-500}
WITH_REAL=${WITH_REAL:-1}
WITH_BCOM=${WITH_BCOM:-1}
rm -rf "$OUT" && mkdir -p "$OUT"
export PATH="$BIN:$ROOT/bench/kinds:$PATH" NO_COLOR=1
TABLE=$OUT/table.md

row() { # change causes dir [families-target]
  local t0 t1 report
  t0=$(date +%s%N)
  corral report -q >/dev/null 2>&1 </dev/null || true
  t1=$(date +%s%N)
  report=$(python3 -c "print(f'{($t1 - $t0) / 1e9:.2f}')")
  python3 - "$1" "$2" "$3/check.json" "${4:-}" "$report" >>"$TABLE" <<'PY'
import json, sys
change, causes, path, fam_target, report = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
r = json.load(open(path))
kinds, fams = r["kinds"], r.get("families", [])
s = r["summary"]
def cover(groups):
    total = groups[-1]["explains"] if groups else 0
    return next((n + 1 for n, g in enumerate(groups) if g["explains"] >= 0.95 * total), len(groups))
need, fneed = cover(kinds), cover(fams)
if fam_target:
    ok = "met" if fneed <= int(fam_target) else "MISSED"
    target = f"families ≤ {fam_target}: {ok}"
else:
    target = f"≤ {2 * causes}: " + ("met" if need <= 2 * causes else "MISSED")
wall, ks = s["wall_seconds"] + r.get("kinds_seconds", 0), r.get("kinds_seconds", 0)
print(f"| {change} | {causes} | {s['total']} | {s['changed']} | {len(kinds)} | {need} | {len(fams)} | {fneed} | {target} | {wall:.1f} | {ks:.2f} ({100 * ks / wall:.1f} %) | {report} |")
PY
}

check() { # change causes dir record-cmd check-cmd [corral flags...]; FAMILIES=N sets the families' target
  local change=$1 causes=$2 dir=$3 rec=$4 cmd=$5; shift 5
  if [ -n "${ONLY:-}" ] && ! [[ $change =~ $ONLY ]]; then return; fi
  (cd "$dir" && corral record --cmd "$rec" "$@" src.tar >/dev/null &&
    { corral check --cmd "$cmd" "$@" --json check.json src.tar >check.txt || [ $? -eq 1 ]; } &&
    row "$change" "$causes" "$dir" "${FAMILIES:-}")
  echo "kinds: $change done ($(grep -c '^changed ' "$dir/check.txt") changed)" >&2
}

printf '| change | causes | files | changed | kinds | kinds for 95 %% | families | families for 95 %% | target (kinds ≤ 2 × causes) | check wall s | kinds s (share) | report -q s |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n' >"$TABLE"

if [ "$WITH_REAL" = 1 ]; then
  # zstd's C sources, from the Go module proxy.
  zdir=$(go mod download -json github.com/DataDog/zstd@v1.5.6 | python3 -c 'import json,sys;print(json.load(sys.stdin)["Dir"])')
  d=$OUT/zstd-three && mkdir -p "$d/tree"
  cp "$zdir"/*.h "$d/tree/" && for f in $(cd "$zdir" && ls ./*.c | sort | head -n 14); do cp "$zdir/$f" "$d/tree/"; done
  tar cf "$d/src.tar" -C "$d/tree" .
  O2='gcc -O2 -S -w -o - {}'
  check "gcc -O2 → + -fno-asynchronous-unwind-tables -fcf-protection=full -fno-omit-frame-pointer, zstd, 14 C files" 3 "$d" \
    "$O2" 'gcc -O2 -S -w -fno-asynchronous-unwind-tables -fcf-protection=full -fno-omit-frame-pointer -o - {}' --include '*.c'
  for c in cf verbose o1; do mkdir -p "$OUT/zstd-$c/tree"; cp "$zdir"/*.[ch] "$OUT/zstd-$c/tree/"; tar cf "$OUT/zstd-$c/src.tar" -C "$OUT/zstd-$c/tree" .; done
  check "gcc -O2 → + -fcf-protection=full, zstd, 39 C files" 1 "$OUT/zstd-cf" "$O2" 'gcc -O2 -S -w -fcf-protection=full -o - {}' --include '*.c'
  check "gcc -O2 → + -fverbose-asm (a comment on nearly every line), zstd" 1 "$OUT/zstd-verbose" "$O2" 'gcc -O2 -S -w -fverbose-asm -o - {}' --include '*.c'
  FAMILIES=20 check "gcc -O1 → gcc -O2, zstd, 39 C files" 1 "$OUT/zstd-o1" 'gcc -O1 -S -w -o - {}' "$O2" --include '*.c'
  # The Go tree.
  d=$OUT/gofmt && mkdir -p "$d" && tar cf "$d/src.tar" -C "$(go env GOROOT)/src" .
  check "gofmt → gofmt -s, \$GOROOT/src" 4 "$d" 'gofmt {}' 'gofmt -s {}' --include '*.go'
  # Django from PyPI, black from PyPI.
  command -v black >/dev/null || pip install -q black
  d=$OUT/black && mkdir -p "$d" && pip download -q --no-deps --no-binary :all: -d "$d" django==5.1.4
  tar xzf "$d"/Django-5.1.4.tar.gz -C "$d" && tar cf "$d/src.tar" -C "$d/Django-5.1.4" django
  check "black -l 88 → black -l 60 (constructs spread over lines), Django 5.1.4" 1 "$d" 'black.sh {} 88' 'black.sh {} 60' --include '*.py'
fi
if [ "$WITH_BCOM" = 1 ]; then
BCOM=(--output '{.}.c' --exclude 'HDR_*')
for n in $SIZES; do
  d=$OUT/bcom-$n && mkdir -p "$d"
  gencorpus -files "$n" -o "$d/src.tar" >/dev/null
  check "bcom → bcom -variant 2, $n programs" 1 "$d" 'bcom {}' 'bcom -variant 2 {}' "${BCOM[@]}"
done
d=$OUT/variant3 && mkdir -p "$d" && gencorpus -files "$MULTI" -o "$d/src.tar" >/dev/null
check "bcom → bcom -variant 3, $MULTI programs" 2 "$d" 'bcom {}' 'bcom -variant 3 {}' "${BCOM[@]}"
d=$OUT/wrap && mkdir -p "$d" && cp "$OUT/variant3/src.tar" "$d/"
check "bcom → bench/kinds/wrap.sh, $MULTI programs" 5 "$d" 'bcom {}' 'wrap.sh {}' "${BCOM[@]}"
fi

[ "$WITH_REAL" = 1 ] || { cat "$TABLE"; exit 0; }
# Real C sources: the -sys crates, fetched with cargo.
crates=$OUT/crates && mkdir -p "$crates/src"
cat >"$crates/Cargo.toml" <<'TOML'
[package]
name = "kinds-sources"
version = "0.1.0"
edition = "2021"
[dependencies]
zstd-sys = "=2.1.3"
libz-sys = "=1.1.31"
bzip2-sys = "=0.1.13"
lzma-sys = "=0.1.20"
TOML
echo 'fn main() {}' >"$crates/src/main.rs"
(cd "$crates" && cargo fetch -q)
home=${CARGO_HOME:-$HOME/.cargo}
d=$OUT/gcc && mkdir -p "$d/tree"
for c in zstd-sys-2.1.3+zstd.1.5.7 libz-sys-1.1.31 bzip2-sys-0.1.13+1.0.8 lzma-sys-0.1.20; do
  src=$(ls -d "$home"/registry/src/*/"$c" | head -n 1)
  cp -r "$src" "$d/tree/${c%%-[0-9]*}" # zstd-sys, libz-sys, bzip2-sys, lzma-sys
done
tar cf "$d/src.tar" -C "$d/tree" .
check "gcc -O2 -S → gcc -O2 -fno-asynchronous-unwind-tables -S, $(tar tf "$d/src.tar" | grep -c '\.c$') C files" 1 "$d" \
  'cc.sh {}' 'cc.sh {} -fno-asynchronous-unwind-tables' --include '*.c'
cat "$TABLE"
