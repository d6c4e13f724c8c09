#!/bin/sh
# rustc.sh CRATE/src/lib.rs EMIT [FLAGS...]: rustc -O FLAGS on a crate
# without dependencies, compiled alone as a library with the edition and
# name its Cargo.toml gives; what --emit EMIT (asm, llvm-ir) writes goes to
# stdout (through a temporary directory, whose name it does not hold, so
# that an older rustc without --emit asm=- works too). Used by
# bench/kinds.sh's held: changes.
set -e
f=$1 emit=$2; shift 2
toml=$(dirname "$f")/../Cargo.toml
edition=$(sed -n 's/^edition *= *"\(.*\)"/\1/p' "$toml" | head -n 1)
name=$(sed -n '/^\[package\]/,/^\[/s/^name *= *"\(.*\)"/\1/p' "$toml" | head -n 1 | tr - _)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rustc --edition "${edition:-2015}" --crate-name "$name" --crate-type lib -O "$@" \
  --emit "$emit=$tmp/out" "$f"
cat "$tmp/out"
