#!/bin/sh
# gcc.sh FILE.c FLAGS...: gcc -S -w FLAGS on one C file of zlib, lz4 or
# zstd, with the include directories clang.sh gives clang; the assembly
# goes to stdout. Used by bench/kinds.sh's thirty-fourth set.
f=$1; shift
d=$(dirname "$f")
exec gcc -S -w "$@" -I"$d" -I"$d/.." -I"$d/../lib" -I"$d/../programs" \
  -DHAVE_UNISTD_H -o - "$f"
