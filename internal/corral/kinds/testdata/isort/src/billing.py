"""Invoices and the payments that settle them."""

from decimal import Decimal, ROUND_HALF_EVEN, localcontext
import os, sys
from collections import OrderedDict, defaultdict, namedtuple
from dataclasses import dataclass, field, replace
from typing import (Iterable, Iterator, Mapping, NamedTuple, Optional,
                    Sequence, Tuple)

from .ledger import Account, Entry, post
from .report import render  # noqa: F401


@dataclass
class Invoice:
    number: str
    lines: list = field(default_factory=list)

    def total(self) -> Decimal:
        with localcontext() as ctx:
            ctx.rounding = ROUND_HALF_EVEN
            return sum((Decimal(p) * q for p, q in self.lines), Decimal(0))


def settle(invoices: Iterable[Invoice], account: Account) -> Iterator[Entry]:
    by_number = OrderedDict((i.number, i) for i in invoices)
    seen = defaultdict(int)
    for number, inv in by_number.items():
        seen[number] += 1
        yield post(account, inv.total(), memo=number)
