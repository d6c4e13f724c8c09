#!/usr/bin/env bash
# The kinds table (issue 33): for each change with a known number of
# causes, the kinds corral finds and the fewest kinds, largest first, that
# fully explain 95 % of the changed files (target: at most twice the
# causes). Changes: bcom -> bcom -variant 2 at 300, 500, 3,000 and 15,000
# programs (1 cause); bcom -> bcom -variant 3 (2 causes); bcom -> the
# wrapper bench/kinds/wrap.sh (5 causes); gcc -O2 -S -> gcc -O2
# -fno-asynchronous-unwind-tables -S on the C sources vendored in the Rust
# crates zstd-sys, libz-sys, bzip2-sys and lzma-sys, fetched with cargo
# (1 cause). Every bcom corpus is gencorpus's default 30 MB of programs,
# as in the issue; SIZES=... picks the numbers of programs, MULTI=... the
# corpus of the variant 3 and wrapper changes (default 500).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BIN=$ROOT/bin
OUT=${OUT:-$ROOT/bench-out/kinds}
SIZES=${SIZES:-300 500 3000 15000}
MULTI=${MULTI:-500}
rm -rf "$OUT" && mkdir -p "$OUT"
export PATH="$BIN:$ROOT/bench/kinds:$PATH" NO_COLOR=1
TABLE=$OUT/table.md

row() { # change causes dir
  python3 - "$1" "$2" "$3/check.json" >>"$TABLE" <<'PY'
import json, sys
change, causes, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
r = json.load(open(path))
kinds = r["kinds"]
changed = r["summary"]["changed"]
total = kinds[-1]["explains"] if kinds else 0
need = next((n + 1 for n, k in enumerate(kinds) if k["explains"] >= 0.95 * total), len(kinds))
ok = "met" if need <= 2 * causes else "MISSED"
print(f"| {change} | {causes} | {r['summary']['total']} | {changed} | {len(kinds)} | {need} | {ok} |")
PY
}

check() { # change causes dir record-cmd check-cmd [corral flags...]
  local change=$1 causes=$2 dir=$3 rec=$4 cmd=$5; shift 5
  (cd "$dir" && corral record --cmd "$rec" "$@" src.tar >/dev/null &&
    { corral check --cmd "$cmd" "$@" --json check.json src.tar >check.txt || [ $? -eq 1 ]; })
  row "$change" "$causes" "$dir"
  echo "kinds: $change done ($(grep -c '^changed ' "$dir/check.txt") changed)" >&2
}

printf '| change | causes | files | changed | kinds | kinds for 95 %% | target (≤ 2 × causes) |\n| --- | --- | --- | --- | --- | --- | --- |\n' >"$TABLE"
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
