#!/bin/sh
# cc.sh FILE.c [FLAGS...]: gcc -O2 -S FLAGS on one C file of the Rust -sys
# crates' vendored sources, with the include directories they need; the
# assembly goes to stdout. Used by bench/kinds.sh.
f=$1; shift
d=$(dirname "$f")
exec gcc -O2 -S -w "$@" -I"$d" -I"$d/.." -I"$d/../.." -I"$d/../common" \
  -Ilzma-sys -Ilzma-sys/xz-5.2/src/common -Ilzma-sys/xz-5.2/src/liblzma/api \
  -Ilzma-sys/xz-5.2/src/liblzma/common -Ilzma-sys/xz-5.2/src/liblzma/check \
  -Ilzma-sys/xz-5.2/src/liblzma/lz -Ilzma-sys/xz-5.2/src/liblzma/rangecoder \
  -Ilzma-sys/xz-5.2/src/liblzma/lzma -Ilzma-sys/xz-5.2/src/liblzma/delta \
  -Ilzma-sys/xz-5.2/src/liblzma/simple -DHAVE_CONFIG_H -o - "$f"
