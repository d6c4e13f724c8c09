#!/bin/sh
# protodesc.sh FILE.proto [FLAGS...]: the descriptor protoc makes of one
# .proto file of the tree (--descriptor_set_out FLAGS), decoded by protoc
# itself into protobuf's text format, on stdout. Imports resolve as
# protoc.sh's. Used by bench/kinds.sh's thirty-sixth set.
f=$1; shift
t=$(mktemp -d) || exit 2
trap 'rm -rf "$t"' EXIT
protoc -I. -I/usr/include --descriptor_set_out="$t/d.pb" "$@" "$f" &&
  protoc -I/usr/include --decode=google.protobuf.FileDescriptorSet google/protobuf/descriptor.proto <"$t/d.pb"
