#!/bin/sh
# Makes this directory's real compiler outputs again (gcc 12, gofmt, black):
# gcc/NAME/ holds the assembly of the C sources in src/ under each set of
# flags (a change is two of them, e.g. gcc/O2 -> gcc/cf); gofmts/ and
# black/ hold each change's old/ and new/ outputs (their sources are the
# old/ files). Run from this directory.
set -e
for f in src/*.c; do
  b=$(basename "$f" .c)
  for v in "O2:-O2" "O1:-O1" "cf:-O2 -fcf-protection=full" \
    "three:-O2 -fno-asynchronous-unwind-tables -fcf-protection=full -fno-omit-frame-pointer" \
    "verbose:-O2 -fverbose-asm"; do
    n=${v%%:*}; mkdir -p "gcc/$n"; gcc -S ${v#*:} -o "gcc/$n/$b.s" "$f"
  done
done
for f in gofmts/old/*.go.txt; do gofmt -s "$f" >"gofmts/new/$(basename "$f")"; done
cp black/old/shop.py black/new/shop.py && black -q -l 50 black/new/shop.py
