"""Reports of a ledger, as text and as CSV."""

import csv
import io
from itertools import groupby, islice
from pathlib import Path, PurePosixPath
from textwrap import dedent, indent, shorten

from .ledger import Account, by_day


def render(account: Account, limit: int = 20) -> str:
    rows = by_day((e.day, e.memo, e.amount) for e in account.entries)
    out = io.StringIO()
    for day, group in groupby(islice(rows, limit), key=lambda r: r[0]):
        out.write(f"{day}\n")
        out.write(indent("\n".join(shorten(str(r[1:]), 60) for r in group), "  "))
    return dedent(out.getvalue())


def write_csv(account: Account, path: Path) -> PurePosixPath:
    with path.open("w", newline="") as f:
        w = csv.writer(f)
        for e in account.entries:
            w.writerow([e.day, e.memo, e.amount])
    return PurePosixPath(path.name)
