#!/bin/sh
# protoc.sh FILE.proto [lite]: the C++ that protoc (Debian's
# protobuf-compiler) makes of one .proto file of the tree, its header and
# its source, on stdout; "lite" asks for code of the lite runtime. Imports
# resolve against the tree and /usr/include (google/protobuf/*.proto).
# Used by bench/kinds.sh's held: changes.
f=$1 out=
if [ "${2:-}" = lite ]; then out=lite:; fi
t=$(mktemp -d) || exit 2
trap 'rm -rf "$t"' EXIT
protoc -I. -I/usr/include --cpp_out="$out$t" "$f" && cat "$t/${f%.proto}.pb.h" "$t/${f%.proto}.pb.cc"
