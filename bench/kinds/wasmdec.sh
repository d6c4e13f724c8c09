#!/bin/sh
# wasmdec.sh FILE.c FLAGS...: wabt's wasm-decompile (WebAssembly read
# back as C-like code) of the object clang-19 makes of one C file of lz4
# or zstd for wasm32-wasi with FLAGS (as wat.sh does), on stdout. Used by
# bench/kinds.sh's thirty-fifth set.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
clang-19 -c -w --target=wasm32-wasi -isystem /usr/include/wasm32-wasi "$@" -I"$d" -I"$d/.." -I"$d/../lib" -I"$d/../programs" \
  -o "$t/x.o" "$f" && wasm-decompile "$t/x.o"
