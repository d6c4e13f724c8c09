#!/bin/sh
# wasmobj.sh TOOL FILE.c FLAGS...: what wabt's TOOL (wasm2c: C;
# wasm-decompile: C-like pseudo-code) makes of the object clang-19 makes
# of one C file of lz4 or zstd for wasm32-wasi with FLAGS (as wat.sh
# does), on stdout. Used by bench/kinds.sh's thirty-fourth and
# thirty-fifth sets.
tool=$1 f=$2; shift 2
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
clang-19 -c -w --target=wasm32-wasi -isystem /usr/include/wasm32-wasi "$@" -I"$d" -I"$d/.." -I"$d/../lib" -I"$d/../programs" \
  -o "$t/x.o" "$f" && "$tool" "$t/x.o"
