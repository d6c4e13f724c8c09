#!/bin/sh
# rustexp.sh CRATE/src/lib.rs [FLAGS...]: a crate without dependencies as
# rustc expands its macros (-Zunpretty=expanded, let on a stable rustc by
# RUSTC_BOOTSTRAP=1), compiled alone as a library with the edition and
# name its Cargo.toml gives, and rustc's FLAGS, on stdout. Used by
# bench/kinds.sh's held: changes.
set -e
f=$1; shift
toml=$(dirname "$f")/../Cargo.toml
edition=$(sed -n 's/^edition *= *"\(.*\)"/\1/p' "$toml" | head -n 1)
name=$(sed -n '/^\[package\]/,/^\[/s/^name *= *"\(.*\)"/\1/p' "$toml" | head -n 1 | tr - _)
RUSTC_BOOTSTRAP=1 exec rustc --edition "${edition:-2015}" --crate-name "$name" --crate-type lib -Zunpretty=expanded "$@" "$f"
