#!/usr/bin/env bash
# Builds the rayon dispatch programs (dispatch-rayon-scope,
# dispatch-rayon-pariter) into OUTDIR with cargo, fetching rayon from
# crates.io. Without cargo it skips them with the command that installs it;
# corral-lab then marks their rows skipped. CARGO_TARGET_DIR defaults to a
# cache directory, so that a rebuild compiles nothing.
set -euo pipefail
out=${1:?usage: build.sh OUTDIR}
src=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
if ! command -v cargo >/dev/null; then
  echo "build.sh: skipping the rayon dispatch programs: cargo not found (apt-get install cargo)" >&2
  exit 0
fi
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/corral-lab/rust-target}
cargo build --quiet --release --manifest-path "$src/Cargo.toml"
for b in dispatch-rayon-scope dispatch-rayon-pariter; do
  cp "$CARGO_TARGET_DIR/release/$b" "$out/$b"
done
