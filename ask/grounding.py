"""The grounding check on a language model's answer: every amount, date and number it states must be
printed in an excerpt it cites, read by the project's one money/date parser (``ingest.money``) and its
bare-number companion (``ingest.numbers``). An answer that fails is not shown; the offline answer stands.
"""
from __future__ import annotations

from decimal import Decimal

from ingest.money import find_dates, find_money
from ingest.numbers import find_numbers

from .types import Excerpt

#: Bare integers below this are counts ("2 bills"), not figures copied from a document.
SMALL_COUNT = 10
_DATE_READINGS = ("US", "DMY")  # "03/04/2026" may be read either way by the model and by the paper


def _blank(text: str, spans) -> str:
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def _facts(text: str, *, currency: str | None = None):
    """(amounts {(cents, currency)}, dates {date}, numbers {Decimal}, bare {Decimal}) stated in ``text``:
    dates under both day/month readings; every figure inside an amount or a date also counts as a
    number; ``bare`` holds the numbers printed without a currency."""
    money = find_money(text, default_currency=currency)
    dates = [d for hint in _DATE_READINGS for d in find_dates(text, locale_hint=hint)]
    bare = {n.value for n in find_numbers(_blank(text, [m.span() for m in money]))}
    numbers = bare | {Decimal(m.amount_cents) / 100 for m in money}
    numbers |= {Decimal(v) for d in dates for v in (d.value.year, d.value.month, d.value.day)}
    return {(m.amount_cents, m.currency) for m in money}, {d.value for d in dates}, numbers, bare


def grounding_missing(answer: str, excerpts: list[Excerpt], cited: list[int]) -> list[str]:
    """The amounts, dates and numbers written in ``answer`` that no excerpt of a ``cited`` document id
    prints (its text, title or document date), as written in the answer, in order; [] when all are found.

    Amounts compare as (minor units, currency) ("$1,053.52" = "USD 1,053.52"; "EUR 84.20" ≠ "$84.20"), or
    match a figure printed with no currency; dates as calendar dates
    ("2026-12-28" = "December 28, 2026"), other numbers by value; bare integers below SMALL_COUNT are
    not checked. Never raises."""
    cited_ids = set(cited)
    texts = [f"{e.title}\n{e.text}\n{e.document_date.isoformat() if e.document_date else ''}"
             for e in excerpts if e.doc_id in cited_ids]
    haystack = "\n".join(texts)
    missing = []
    money = find_money(answer)
    dates = find_dates(answer, locale_hint="US")
    for m in money:
        # The same amount in the same currency, or the figure printed without any currency.
        have, _, _, bare = _facts(haystack, currency=m.currency)
        if (m.amount_cents, m.currency) not in have and Decimal(m.amount_cents) / 100 not in bare:
            missing.append(m.text)
    _, have_dates, have_numbers, _ = _facts(haystack)
    for d in dates:
        readings = {x.value for hint in _DATE_READINGS for x in find_dates(d.text, locale_hint=hint)}
        if not readings & have_dates:
            missing.append(d.text)
    rest = _blank(answer, [m.span() for m in money] + [d.span() for d in dates])
    for n in find_numbers(rest):
        if n.value == n.value.to_integral_value() and n.value < SMALL_COUNT:
            continue
        if n.value not in have_numbers:
            missing.append(n.text)
    return list(dict.fromkeys(missing))
