#!/bin/sh
# pyast.sh FILE.py [ATTRS [INDENT [FIELDS]]]: Python's syntax tree of the
# file, ast.dump(indent=INDENT, default 1), on stdout; with ATTRS=1,
# include_attributes=True (the line and column of every node); with
# FIELDS=0, annotate_fields=False (fields unnamed). Used by
# bench/kinds.sh's dev: and held: changes.
exec python3 -c 'import ast, sys
tree = ast.parse(open(sys.argv[1], "rb").read(), sys.argv[1])
print(ast.dump(tree, indent=int(sys.argv[3]), include_attributes=sys.argv[2] == "1", annotate_fields=sys.argv[4] != "0"))' "$1" "${2:-0}" "${3:-1}" "${4:-1}"
