#!/usr/bin/env python3
"""sqlpg.py FILE [identify]: every statement of an SQL file (its lines
cut at each line that ends in ';' and at blank lines; '#' and '--'
comment lines dropped; a piece that cannot be read whole read a line at
a time), read as PostgreSQL by sqlglot and written back as PostgreSQL,
pretty, each after a '-- N' line; with identify, every identifier
quoted. A statement sqlglot cannot read is written as '-- N: not read'.
Used by bench/kinds.sh's thirty-fourth set."""
import sys

import sqlglot

identify = sys.argv[2:] == ["identify"]
stmt, n = [], 0


def emit(lines, alone=False):
    global n
    text = "\n".join(lines).strip()
    if not text:
        return
    try:
        out = sqlglot.transpile(text, read="postgres", write="postgres", pretty=True, identify=identify)
    except Exception:  # a fixture of another dialect, or an invalid one on purpose
        if not alone and len(lines) > 1:
            for line in lines:
                emit([line], True)
            return
        n += 1
        print(f"-- {n}: not read")
        return
    n += 1
    print(f"-- {n}")
    print(";\n".join(out) + ";")


for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    line = line.rstrip("\n")
    if line.lstrip().startswith(("#", "--")):
        continue
    stmt.append(line)
    if line.rstrip().endswith(";") or not line.strip():
        emit(stmt)
        stmt = []
emit(stmt)
