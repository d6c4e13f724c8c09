#!/bin/sh
# clangfmt.sh FILE STYLE: clang-format-19 of one C file in STYLE (a YAML
# map, as --style takes it), on stdout. Used by bench/kinds.sh's eighth set.
exec clang-format-19 --style="$2" "$1"
