#!/bin/sh
# wat.sh FILE.c FLAGS...: WebAssembly's text format (wabt's wasm2wat) of
# the object clang-19 makes of one C file of lz4 or zstd for wasm32-wasi
# with FLAGS (Debian's wasi-libc headers; include directories as
# clang.sh's), on stdout. The object goes to a temporary directory. Used
# by bench/kinds.sh's held: changes.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
clang-19 -c -w --target=wasm32-wasi -isystem /usr/include/wasm32-wasi "$@" -I"$d" -I"$d/.." -I"$d/../lib" -I"$d/../programs" \
  -o "$t/x.o" "$f" && wasm2wat "$t/x.o"
