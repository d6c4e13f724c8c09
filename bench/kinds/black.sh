#!/bin/sh
# black.sh FILE.py LENGTH [OPTION...]: the file formatted by black at that
# line length with those options, on stdout (bench/kinds.sh's
# restructuring change: 88 -> 60 spreads calls, signatures and conditions
# over several lines).
f=$1 l=$2
shift 2
exec black -q -l "$l" "$@" - <"$f"
