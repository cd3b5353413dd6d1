"""Amount bounds a question puts on the records it counts or adds up: "how many power bills over $150",
"the total of the invoices under €50". The amount is read by ``ingest.money`` (the one money parser)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.money import find_money

_ABOVE = r"over|above|more than|greater than|higher than|exceeding|in excess of|at least|upwards of"
_BELOW = r"under|below|less than|lower than|at most|up to|no more than|not more than|cheaper than"
_BOUND = re.compile(rf"\b(?P<word>{_ABOVE}|{_BELOW})\s+(?=[$€£¥]|[A-Z]{{3}}\s?\d|\d)", re.I)
_BELOW_WORDS = set(_BELOW.split("|"))
_INCLUSIVE = {"at least", "at most", "up to", "no more than", "not more than"}
_BETWEEN = re.compile(r"\bbetween\s+", re.I)


@dataclass(frozen=True)
class AmountBounds:
    """Bounds in cents (minor units) on one record's amount; None where the question sets none. Strict
    ("over $150": > 15000) unless the question says "at least" / "at most" / "up to" (inclusive)."""

    low_cents: int | None = None
    low_inclusive: bool = False
    high_cents: int | None = None
    high_inclusive: bool = False
    currency: str | None = None  # the currency the bound was written in, when it says one


def _bounds(question: str):
    """(bound word match, the money it bounds) for each "over $150"-like phrase of ``question``."""
    for m in _BOUND.finditer(question or ""):
        found = find_money(question[m.end():m.end() + 24], default_currency="USD")
        if found and found[0].start == 0:
            yield m, found[0]


def without_bounds(question: str) -> str:
    """``question`` with its amount-bound phrases blanked out, so "at least $150" reads as no "least"."""
    out = question or ""
    for m, money in reversed(list(_bounds(out))):
        out = out[:m.start()] + " " * (m.end() + money.end - m.start()) + out[m.end() + money.end:]
    return out


def amount_bounds(question: str) -> AmountBounds | None:
    """The bounds ``question`` puts on an amount ("over $150", "under 50 EUR"), or None. A number that is
    not money right after the word ("more than 3 bills", "from 2024") sets no bound."""
    low = high = currency = None
    low_incl = high_incl = False
    for m, money in _bounds(question):
        word = " ".join(m.group("word").lower().split())
        currency = currency or money.currency
        if word in _BELOW_WORDS:
            high, high_incl = money.amount_cents, word in _INCLUSIVE
        else:
            low, low_incl = money.amount_cents, word in _INCLUSIVE
    for m in _BETWEEN.finditer(question or ""):
        found = find_money(question[m.end():m.end() + 40], default_currency="USD")
        if len(found) >= 2 and found[0].start == 0 and \
                re.fullmatch(r"\s*(?:and|-|–|to)\s*", question[m.end() + found[0].end:m.end() + found[1].start]):
            low, high, low_incl, high_incl = found[0].amount_cents, found[1].amount_cents, True, True
            currency = currency or found[0].currency
    if low is None and high is None:
        return None
    return AmountBounds(low, low_incl, high, high_incl, currency)
