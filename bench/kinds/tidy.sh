#!/bin/sh
# tidy.sh FILE.rst WIDTH: docutils' HTML of one reStructuredText file (see
# rst.sh) indented and wrapped at WIDTH columns by HTML Tidy, on stdout.
# Tidy's warnings are not shown, and its status 1 (warnings only) is 0.
# Used by bench/kinds.sh's held: changes.
d=$(dirname "$0")
"$d/rst.sh" "$1" 1 | tidy -q -i -w "$2" --tidy-mark no --show-warnings no --show-errors 0
[ $? -le 1 ]
