#!/bin/sh
# thrift.sh FILE.thrift GENERATOR: the Apache Thrift compiler's code for
# one IDL file (thrift --gen GENERATOR, py or py:slots), every file it
# writes in name order, each after a line naming it, on stdout. Includes
# are looked up beside the file. Used by bench/kinds.sh's held: changes.
set -e
f=$1 gen=$2
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
thrift --gen "$gen" -I "$(dirname "$f")" -out "$t" "$f"
cd "$t" && find . -type f | LC_ALL=C sort | while read -r g; do echo "==> $g"; cat "$g"; done
