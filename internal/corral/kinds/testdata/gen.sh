#!/bin/sh
# Makes this directory's real compiler outputs again (gcc 12, gofmt, black):
# each change's old/ and new/ outputs of the sources in src/ (the Go and
# Python changes' sources are their old/ files). Run from this directory.
set -e
for f in src/*.c; do
  b=$(basename "$f" .c)
  for v in "O2:-O2" "O1:-O1" "cf:-O2 -fcf-protection=full" \
    "three:-O2 -fno-asynchronous-unwind-tables -fcf-protection=full -fno-omit-frame-pointer" \
    "verbose:-O2 -fverbose-asm"; do
    n=${v%%:*}; mkdir -p "out/$n"; gcc -S ${v#*:} -o "out/$n/$b.s" "$f"
  done
done
for c in cf three verbose; do rm -rf $c; mkdir -p $c; cp -r out/O2 $c/old; cp -r out/$c $c/new; done
rm -rf o1o2; mkdir o1o2; cp -r out/O1 o1o2/old; cp -r out/O2 o1o2/new; rm -rf out
for f in gofmts/old/*.go.txt; do gofmt -s "$f" >"gofmts/new/$(basename "$f")"; done
cp black/old/shop.py black/new/shop.py && black -q -l 50 black/new/shop.py
