#!/bin/sh
# pydis.sh FILE.py N: Python's bytecode of the file compiled with
# optimize=N (0; 1 drops asserts; 2 docstrings too), dis.dis on stdout. A
# fixed PYTHONHASHSEED keeps the order of frozenset constants (x in {...})
# from run to run; the code objects' addresses ('at 0x7f...') still vary,
# which bench/kinds.sh hides with corral --normalize. Used by
# bench/kinds.sh's held: changes.
PYTHONHASHSEED=0 exec python3 -c 'import dis, sys
dis.dis(compile(open(sys.argv[1], "rb").read(), sys.argv[1], "exec", optimize=int(sys.argv[2])))' "$1" "$2"
