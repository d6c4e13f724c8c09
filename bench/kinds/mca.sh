#!/bin/sh
# mca.sh FILE.c CPU [FLAGS...]: LLVM's machine code analyzer's report
# (llvm-mca-19 -mcpu=CPU: throughput, latencies, the resources each
# instruction uses) of the assembly clang-19 -O2 -S FLAGS makes of one
# C file (the include directories as clang.sh's), on stdout; its
# warnings on stderr. Used by bench/kinds.sh's held: changes.
f=$1 cpu=$2; shift 2
d=$(dirname "$f")
clang-19 -S -w -O2 "$@" -I"$d" -I"$d/.." -I"$d/../lib" -I"$d/../programs" -DHAVE_UNISTD_H -o - "$f" | llvm-mca-19 -mcpu="$cpu"
