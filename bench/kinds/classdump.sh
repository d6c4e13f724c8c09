#!/bin/sh
# classdump.sh FILE.cc [FLAGS...]: g++'s class hierarchy dump
# (-fdump-lang-class) of one LevelDB file, as the other LevelDB changes
# compile it (run from the tree's root), on stdout; the dump's addresses
# change from run to run (bench/kinds.sh normalizes them). Used by
# bench/kinds.sh's thirty-first set.
f=$1; shift
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
g++ -O2 -S -w -std=c++11 -I. -Iinclude -DLEVELDB_PLATFORM_POSIX -o /dev/null -fdump-lang-class -dumpdir "$t/" "$@" "$f" &&
  cat "$t"/*.class
