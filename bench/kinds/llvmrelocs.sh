#!/bin/sh
# llvmrelocs.sh FILE.c [FLAGS...]: the relocations as LLVM's objdump
# lists them (llvm-objdump-19 -r) of the object clang-19 -O2 -c FLAGS
# makes of one C file, on stdout (see objof.sh). Used by bench/kinds.sh's
# held: changes.
exec "$(dirname "$0")/objof.sh" clang-19 "$@" -- llvm-objdump-19 -r x.o
