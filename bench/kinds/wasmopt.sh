#!/bin/sh
# wasmopt.sh FILE.c FLAGS...: binaryen's wasm-opt -O2 FLAGS of the object
# clang-19 makes of one C file of lz4 or zstd for wasm32-wasi (as wat.sh
# does), printed as text on stdout. Used by bench/kinds.sh's thirtieth set.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
clang-19 -c -w -O2 --target=wasm32-wasi -isystem /usr/include/wasm32-wasi -I"$d" -I"$d/.." -I"$d/../lib" \
  -o "$t/x.o" "$f" && wasm-opt -O2 "$@" --print "$t/x.o" 2>&1
