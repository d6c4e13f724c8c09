#!/bin/sh
# optrec.sh FILE.c FLAGS...: clang-19's optimization remarks as YAML
# (-fsave-optimization-record) of one C file of zlib, lz4 or zstd compiled
# with FLAGS (include directories as clang.sh's), on stdout. Used by
# bench/kinds.sh's thirty-fifth set.
f=$1; shift
d=$(dirname "$f")
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
clang-19 -c -w "$@" -I"$d" -I"$d/.." -I"$d/../lib" -I"$d/../programs" -DHAVE_UNISTD_H \
  -fsave-optimization-record -foptimization-record-file="$t/x.yaml" -o "$t/x.o" "$f" && cat "$t/x.yaml"
