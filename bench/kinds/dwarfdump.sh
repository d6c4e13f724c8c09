#!/bin/sh
# dwarfdump.sh FILE.c [FLAGS...]: LLVM's dump of the debugging entries
# (llvm-dwarfdump-19 --debug-info) of the object clang-19 -g -O2 -c FLAGS
# makes of one C file, on stdout, its directory mapped to '.' (see
# objof.sh). Used by bench/kinds.sh's held: changes.
f=$1
shift
exec "$(dirname "$0")/objof.sh" clang-19 "$f" -g "$@" -fdebug-prefix-map="$PWD"=. -- llvm-dwarfdump-19 --debug-info x.o
