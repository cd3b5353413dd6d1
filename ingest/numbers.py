"""Bare numbers in text ("1,053.52", "48213", "35,27"), beside ``ingest.money``'s amounts and dates.

Number formats are read by price-parser, the same library ``ingest.money`` uses, so "1.234,56" and
"1,234.56" are the same value here as there.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from price_parser import Price

# Digits with optional thousands groups and decimals; not glued to letters ("A4", "HX-4471" stay out).
_NUMBER_RE = re.compile(r"(?<![\w.,])\d+(?:[.,\u00a0\u202f]\d+)*(?![\w])")


@dataclass(frozen=True)
class NumberMatch:
    """One number written in a text: ``value`` is its Decimal value ("1,053.52" → Decimal("1053.52"))."""

    start: int
    end: int
    text: str
    value: Decimal


def find_numbers(text: str) -> list[NumberMatch]:
    """Every stand-alone number in ``text``, in reading order, with its value. A trailing sentence
    full stop is not part of a number. Never raises."""
    out = []
    for m in _NUMBER_RE.finditer(text or ""):
        token = m.group(0).rstrip(".,")
        amount = Price.fromstring(token.replace("\u00a0", " ").replace("\u202f", " ")).amount
        if amount is not None:
            out.append(NumberMatch(m.start(), m.start() + len(token), token, amount))
    return out
