#!/bin/sh
# gocover.sh FILE.go [FLAGS...]: one Go source file as go tool cover
# instruments it (FLAGS: -mode=count -var=GoCover), a counter bumped at
# the start of every block, on stdout; the file named by its base name
# in the //line directive it writes, not by the work dir's path. Used by
# bench/kinds.sh's held: changes.
f=$1; shift
cd "$(dirname "$f")" && exec go tool cover "$@" "$(basename "$f")"
