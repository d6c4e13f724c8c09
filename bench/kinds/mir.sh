#!/bin/sh
# mir.sh FILE.c FLAGS...: LLVM's machine IR after instruction selection
# (llc-19 -O2 -stop-after=finalize-isel) of the IR clang-19 makes of one C
# file of zlib with FLAGS (include directories as clang.sh's), on stdout.
# The IR goes through a pipe: llc names a module by its file, which would
# be a temporary one. Used by bench/kinds.sh's held: changes.
f=$1; shift
d=$(dirname "$f")
set -e
clang-19 -S -emit-llvm -w "$@" -I"$d" -I"$d/.." -DHAVE_UNISTD_H -o - "$f" | llc-19 -O2 -stop-after=finalize-isel -o - -
