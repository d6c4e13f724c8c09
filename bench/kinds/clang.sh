#!/bin/sh
# clang.sh FILE.c FLAGS...: clang-19 -S -w FLAGS on one C file of zlib
# (libz-sys), lz4 (lz4-sys) or zstd, with the include directories their
# sources need: the file's own and its parent, lz4's lib/ and programs/ for
# its tools, tests and examples, and HAVE_UNISTD_H for zlib's gz*.c. The
# assembly, or with -emit-llvm the LLVM IR, goes to stdout. Used by
# bench/kinds.sh's dev: and held: changes.
f=$1; shift
d=$(dirname "$f")
exec clang-19 -S -w "$@" -I"$d" -I"$d/.." -I"$d/../lib" -I"$d/../programs" \
  -DHAVE_UNISTD_H -o - "$f"
