#!/bin/sh
# pydiscache.sh FILE.py [caches]: Python's bytecode of the file (dis.dis
# of what compile makes), with the inline cache entries that follow
# specialisable instructions shown when the second argument is 'caches'
# (Python 3.11's show_caches=True), on stdout. A fixed PYTHONHASHSEED
# keeps the order of frozenset constants; code objects' addresses still
# vary, which bench/kinds.sh hides with corral --normalize. Used by
# bench/kinds.sh's held: changes.
PYTHONHASHSEED=0 exec python3 -c 'import dis, sys
dis.dis(compile(open(sys.argv[1], "rb").read(), sys.argv[1], "exec"), show_caches=sys.argv[2:] == ["caches"])' "$@"
