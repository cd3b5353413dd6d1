"""Whether the paper an answer about the present stands on has run out: "What's our rent now?" answered from
a lease that ran from 1 August 2024 until 31 July 2025, asked in November 2026, quotes a figure nobody can
say still holds (an extension or renewal may say otherwise, and the reader did not find it).

A paper's *term* is a span it prints between two dates, "from … until/to/through …" or the two dates on
consecutive label lines ("In force from" / "Runs until"), at least MIN_TERM_DAYS long: leases, policies,
contracts and guarantees run for months or years, while a bill's service period is a month or a quarter, so
a bill's period never makes it stale. Nothing here knows a label's wording beyond the few words that join two
dates into a span (English, French, German, Dutch). Dates are read by ``ask.spans.find_dates``.
"""
from __future__ import annotations

import re
from datetime import date

from archive.models import Page

from . import spans as sp

#: The shortest span, in days, read as a paper's term (a quarter's bill is ~92 days; a lease, a year).
MIN_TERM_DAYS = 180
#: What may stand between the two dates of a span, in characters.
MAX_BETWEEN = 40
_JOIN = re.compile(r"(?:\b(?:to|until|till|through|thru|ending|ends?|expir\w*|bis|au|jusqu'au|tot|t/m)\b|[-–—])",
                   re.I)


def term_end(text: str) -> date | None:
    """The latest end of the terms ``text`` prints (see the module docstring), or None when it prints none."""
    dates = [d for d in sp.find_dates(text) if d.kind == "date"]
    ends = [b.value for a, b in zip(dates, dates[1:])
            if len(between := text[a.end:b.start]) <= MAX_BETWEEN and _JOIN.search(between)
            and (b.value - a.value).days >= MIN_TERM_DAYS]
    return max(ends) if ends else None


def expired_term(doc_id: int, *, as_of: date) -> date | None:
    """The end of document ``doc_id``'s term when every term it prints ended before ``as_of``; else None."""
    text = "\n".join(Page.objects.filter(document_id=doc_id).order_by("number").values_list("text", flat=True))
    end = term_end(text)
    return end if end is not None and end < as_of else None
