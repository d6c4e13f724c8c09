#!/bin/sh
# black.sh FILE.py LENGTH: the file formatted by black at that line length,
# on stdout (bench/kinds.sh's restructuring change: 88 -> 60 spreads calls,
# signatures and conditions over several lines).
exec black -q -l "$2" - <"$1"
