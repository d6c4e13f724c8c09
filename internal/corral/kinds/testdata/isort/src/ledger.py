"""A double-entry ledger kept in memory."""

from __future__ import annotations

import itertools
from datetime import date, datetime, timedelta, timezone
from functools import cached_property, lru_cache, partial, reduce
from operator import attrgetter, itemgetter

from .errors import LedgerError, UnbalancedError
from .money import Currency, Money, convert, parse_amount


class Account:
    def __init__(self, name, currency):
        self.name, self.currency = name, currency
        self.entries = []

    @cached_property
    def opened(self):
        return datetime.now(timezone.utc).date()

    def balance(self, on=None):
        on = on or date.today() + timedelta(days=1)
        amounts = map(attrgetter("amount"), (e for e in self.entries if e.day < on))
        return reduce(lambda a, b: a + b, amounts, Money(0, self.currency))


class Entry:
    ids = itertools.count(1)

    def __init__(self, account, amount, memo=""):
        self.id = next(self.ids)
        self.account, self.amount, self.memo = account, amount, memo
        self.day = date.today()


@lru_cache(maxsize=None)
def rate(a: Currency, b: Currency) -> float:
    return convert(Money(1, a), b).value


def post(account, amount, memo=""):
    if not isinstance(amount, Money):
        amount = parse_amount(str(amount), account.currency)
    if amount.currency != account.currency:
        raise UnbalancedError(f"{amount} in {account.name}")
    entry = Entry(account, amount, memo)
    account.entries.append(entry)
    return entry


by_day = partial(sorted, key=itemgetter(0))
__all__ = ["Account", "Entry", "LedgerError", "post", "rate", "by_day"]
