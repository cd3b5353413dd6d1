"""Questions that name a period by another paper: "We got a gas bill for $137.74. How much was the
electricity bill that arrived the same month?" The amount names a bill on record (``PaymentRecord``); its
month stands in for "the same month", and the clause that named it is dropped, so the question is read as
"How much was the electricity bill that arrived in March 2026?". Only when exactly one month fits. "The month
before" (after) is the month before (after) that bill's.
"""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date

from dateutil.relativedelta import relativedelta

from archive.access import documents_visible
from archive.models import PaymentRecord
from ingest.money import find_money

from .payment_echoes import acknowledged_payments
from .timerange import parse_time_range

_SAME = re.compile(r"\b(?:in |from |during )?(?:(?:(?:that|the) (?:very )?same |that (?:very )?|same )"
                   r"(?P<unit>month|year)\b|the (?P<shifted>month|year) (?P<shift>before|after)\b|"
                   r"the (?P<shift2>previous|prior|preceding|following) (?P<shifted2>month|year)\b)", re.I)
_CLAUSE_END = re.compile(r"[.;:!?]\s+|\s+[-–—]\s+")


@dataclass(frozen=True)
class Resolved:
    """The question with the period put in words, the period's first and last day, and a note for the asker."""

    question: str
    start: date
    end: date
    note: str


def resolve_same_period(user, question: str, *, include_sensitive: bool, as_of: date | None = None) -> Resolved | None:
    """``question`` with "the same month" (or year) replaced by the month (year) of the one bill on record
    for the amount another clause of it prints, that clause dropped; None when the question names no
    such period, prints no amount in another clause, or the amount is on record in none or several months
    (of those the other clause names, "in April", read relative to ``as_of``). A later bill's acknowledgement of
    the bill's payment (``ask.payment_echoes``) is not the bill. Reads the records of documents ``user`` may
    open only."""
    same = _SAME.search(question or "")
    if not same:
        return None
    clauses = _clauses(question)
    at = next(i for i, (lo, hi) in enumerate(clauses) if lo <= same.start() < hi)
    named = [(i, m) for i, (lo, hi) in enumerate(clauses) if i != at for m in find_money(question[lo:hi])]
    if len(named) != 1:
        return None
    money = named[0][1]
    visible = documents_visible(user, include_sensitive=include_sensitive)
    records = PaymentRecord.objects.filter(document__in=visible, amount_cents=money.amount_cents,
                                           currency=money.currency)
    # The next bill's "payment received" line for this bill is no bill of that next month.
    own = records.exclude(id__in=acknowledged_payments(visible))
    days = set((own if own.exists() else records).values_list("statement_date", "document__document_date", "paid_on"))
    unit = (same.group("unit") or same.group("shifted") or same.group("shifted2")).lower()
    # "the month before", "the previous month": the bill's month moved back one (after, following: forward one).
    step = {"before": -1, "after": 1, "previous": -1, "prior": -1, "preceding": -1, "following": 1}.get(
        (same.group("shift") or same.group("shift2") or "").lower(), 0)
    periods = {_period(_moved(next(d for d in row if d), unit, step), unit) for row in days if any(row)}
    named_period = parse_time_range(question[slice(*clauses[named[0][0]])], as_of=as_of) if as_of else None
    if len(periods) > 1 and named_period:
        # "The water bill in April asked for $121.75": the clause that names the bill names its month too.
        periods = {p for p in periods if p[0] <= named_period[1] and p[1] >= named_period[0]}
    if len(periods) != 1:
        return None
    start, end, words = periods.pop()
    lo, hi = clauses[at]
    text = question[lo:hi]
    rel = same.start() - lo
    text = f"{text[:rel]}in {words}{text[rel + len(same.group()):]}".strip()
    which = {-1: "before", 1: "after"}.get(step)
    note = (f"Read “{same.group().strip()}” as {words}, the {unit} {which} that of the {money.text.strip()} bill on "
            "record." if which else
            f"Read “{same.group().strip()}” as {words}, the {unit} of the {money.text.strip()} bill on record.")
    return Resolved(f"{text[0].upper()}{text[1:]}", start, end, note)


def _clauses(question: str) -> list[tuple[int, int]]:
    """(start, end) character ranges of the question's sentences and dash-separated clauses."""
    out, lo = [], 0
    for m in _CLAUSE_END.finditer(question):
        out.append((lo, m.start() + (1 if question[m.start()] in ".;:!?" else 0)))
        lo = m.end()
    out.append((lo, len(question)))
    return [(a, b) for a, b in out if question[a:b].strip()]


def _moved(day: date, unit: str, step: int) -> date:
    """``day`` moved ``step`` months (or years); the 1st of its month, so that no month end is lost."""
    return day.replace(day=1) + relativedelta(**{"months" if unit == "month" else "years": step})


def _period(day: date, unit: str) -> tuple[date, date, str]:
    if unit == "year":
        return date(day.year, 1, 1), date(day.year, 12, 31), str(day.year)
    last = calendar.monthrange(day.year, day.month)[1]
    return day.replace(day=1), day.replace(day=last), day.strftime("%B %Y")
