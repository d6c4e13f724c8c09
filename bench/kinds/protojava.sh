#!/bin/sh
# protojava.sh FILE.proto [lite]: the Java that protoc (Debian's
# protobuf-compiler) makes of one .proto file of the tree, every file it
# writes in the order of their paths, each after a line naming it; "lite"
# asks for code of the lite runtime. Imports resolve as protoc.sh's. Used
# by bench/kinds.sh's thirty-fifth set.
f=$1 out=
if [ "${2:-}" = lite ]; then out=lite:; fi
t=$(mktemp -d) || exit 2
trap 'rm -rf "$t"' EXIT
protoc -I. -I/usr/include --java_out="$out$t" "$f" || exit 1
cd "$t" && find . -name '*.java' | LC_ALL=C sort | while read -r j; do echo "// $j"; cat "$j"; done
