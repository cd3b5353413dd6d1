"""Which paper is "the bill for March": the one whose billing period is March (issued in April), not the one
issued in March for February. A question naming a month or quarter after "for" asks for the paper of that
period; a paper states it as a date range ("Period 01.03.2026 - 31.03.2026", "du 1er mars au 31 mars").
"""
from __future__ import annotations

import re
from datetime import date

from . import spans as sp
from .types import Excerpt

_MONTHS = (r"(?:january|february|march|april|may|june|july|august|september|october|november|december|"
           r"jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)")
#: "for March", "for the month of May", "for Q1", "for the first quarter": a period a bill is for.
_FOR_PERIOD = re.compile(rf"\bfor (?:the )?(?:month of )?(?:{_MONTHS}|q[1-4]|(?:first|second|third|fourth|last) "
                         rf"quarter)\b", re.I)
#: What joins the two dates of a range, in the languages papers come in: "-", "to", "bis", "au", "t/m", "tot".
_RANGE_JOIN = re.compile(r"\s*(?:-|–|—|to|until|till|through|thru|bis|au|t/m|tot(?: en met)?|al|a)\s*", re.I)
#: Days after a period's end in which the paper for it is issued (a monthly bill comes within weeks).
ISSUED_AFTER_DAYS = 45
#: Share of the asked period a stated range must span to be the paper's period, not a date inside it.
MIN_SHARE = 0.5


def asks_period_of_paper(question: str) -> bool:
    """Whether ``question`` names a month or quarter as what a paper is for ("the electricity bill for March")."""
    return bool(_FOR_PERIOD.search(question))


def states_period(e: Excerpt, period: tuple[date, date]) -> bool:
    """Whether ``e`` (its title, excerpt and context) prints a date range inside ``period`` (inclusive dates)
    spanning at least MIN_SHARE of it: the paper is for that period."""
    first, last = period
    text = f"{e.title}\n{e.text}\n{e.context or ''}"
    default_year = e.document_date.year if e.document_date else None
    dates = sp.find_dates(text, default_year=default_year)
    dates.sort(key=lambda s: s.start)
    wanted = max(1, (last - first).days) * MIN_SHARE
    for a, b in zip(dates, dates[1:]):
        if _RANGE_JOIN.fullmatch(text[a.end:b.start]) and first <= a.value <= b.value <= last \
                and (b.value - a.value).days >= wanted:
            return True
    return False
