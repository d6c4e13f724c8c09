#!/bin/sh
# pyast.sh FILE.py [ATTRS [INDENT]]: Python's syntax tree of the file,
# ast.dump(indent=INDENT, default 1), on stdout; with ATTRS=1,
# include_attributes=True (the line and column of every node). Used by
# bench/kinds.sh's dev: and held: changes.
exec python3 -c 'import ast, sys
tree = ast.parse(open(sys.argv[1], "rb").read(), sys.argv[1])
print(ast.dump(tree, indent=int(sys.argv[3]), include_attributes=sys.argv[2] == "1"))' "$1" "${2:-0}" "${3:-1}"
