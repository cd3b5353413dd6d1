"""End dates a paper gives as a term counted from another date: "24 months parts and labour from the date
of purchase" with "Date of purchase: February 1, 2026" ends on 1 February 2028. Warranty cards, vouchers,
notices and policies print the term, not its end; the offline answerer offers these computed ends as date
candidates to questions about when something expires or whether it is still valid.

Calendar arithmetic is dateutil's ``relativedelta`` (month ends clamp: 31 January + 1 month = 28/29
February). Dates are read by ``ask.spans.find_dates`` (``ingest.money`` underneath).
"""
from __future__ import annotations

import re
from datetime import date

from dateutil.relativedelta import relativedelta

from . import spans as sp
from .question_type import STOPWORDS, words

_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "eighteen": 18, "twenty-four": 24,
                 "thirty": 30, "thirty-six": 36, "sixty": 60, "ninety": 90}
# A term's length: digits or a number word ("24", "two (2)").
_COUNT = r"(?P<n>\d{1,3}|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")"
# "24 months … from the date of purchase", "two (2) years after delivery", "90 days from the date of issue",
# the number, its unit, at most 40 characters of what the term covers, then from/after and the anchor.
_TERM = re.compile(
    r"\b" + _COUNT +
    r"(?:\s*\(\d{1,3}\))?[\s-]+(?P<unit>day|week|month|year)s?\b(?P<what>[^\n.;]{0,40}?)"
    # "within 24 months of purchase", "… of the day you bought it": "of" after a span of time starts it too.
    r"\b(?:from|after|following|of)\s+(?P<anchor>(?:the\s+)?(?:[a-z]+[ \t]+){0,3}[a-z]+)\b"
    # a phrase broken over two lines after a filler word: "from the date\nof purchase"
    r"(?P<more>\n(?:[a-z]+[ \t]+)?[a-z]+\b)?", re.I)
_ANCHOR_FILLER = STOPWORDS | {"date", "day"}


def _count(m: re.Match) -> int:
    raw = m.group("n").lower()
    return int(raw) if raw.isdigit() else _NUMBER_WORDS[raw]


def _delta(n: int, unit: str) -> relativedelta:
    unit = unit.lower()
    return relativedelta(**{"days": n} if unit == "day" else {"weeks": n} if unit == "week" else
                         {"months": n} if unit == "month" else {"years": n})


# "2 year manufacturer warranty" on a receipt, with no "from …": a warranty runs from the sale, the paper's date.
_BARE_WARRANTY = re.compile(
    r"\b" + _COUNT +
    r"(?:\s*\(\d{1,2}\))?[\s-]+(?P<unit>month|year)s?\b[\s-]+(?:[a-z]+[\s-]+){0,2}?(?:warranty|guarantee)\b"
    r"(?![^\n.;]{0,40}\b(?:from|after|following|until|till|expires?|ends?)\b)", re.I)


def find_term_ends(text: str, *, default_year: int | None = None, dates: list[sp.Span] | None = None,
                   issued: date | None = None) -> list[sp.Span]:
    """Dates computed from terms printed in ``text``: ``Span(kind="date", value=end date)`` over the term's
    words ("24 months parts and labour from the date of purchase"), one for each term whose anchor
    ("purchase") labels a date printed in ``text`` (its label, ``ask.spans.label_region``, carries the
    anchor's words), with ``note`` saying how ("Computed: 24 months … from the date of purchase, February 1,
    2026."). Weight 0.9: arithmetic on the paper's own figures, not a printed date. [] when no term or no
    anchor date is found; never raises. ``dates``: ``ask.spans.find_dates(text)`` when the caller has them.
    ``issued``: the paper's own date, from which a warranty printed with no start ("2 year manufacturer
    warranty" on a receipt) runs, the sale being the paper."""
    if dates is None:
        dates = sp.find_dates(text, default_year=default_year)
    out = []
    for m in _TERM.finditer(text):
        n = _count(m)
        phrase = m.group("anchor")
        if m.group("more") and phrase.split()[-1].lower() in _ANCHOR_FILLER:
            phrase += m.group("more")
        anchor = {w for _, w in words(phrase)} - _ANCHOR_FILLER
        if not n or not anchor:
            continue
        starts = [d for d in dates if anchor & {w for _, w in words(text[slice(*sp.label_region(text, d))])}]
        if len(starts) != 1 and len({d.value for d in starts}) != 1:
            continue  # no date, or several different dates, carry the anchor's name: no arithmetic
        start: date = starts[0].value
        try:
            end = start + _delta(n, m.group("unit"))
        except (OverflowError, ValueError):
            continue
        end_at = m.end("anchor") + (len(phrase) - len(m.group("anchor")))
        printed = " ".join(text[m.start():end_at].split())
        note = f"Computed: {printed}, {' '.join(starts[0].printed.split())}."
        out.append(sp.Span(m.start(), end_at, printed, "date", end, 0.9, note=note))
    if issued is not None:
        for m in _BARE_WARRANTY.finditer(text):
            n = _count(m)
            try:
                end = issued + _delta(n, m.group("unit")) if n else None
            except (OverflowError, ValueError):
                end = None
            if end is not None:
                printed = " ".join(m.group().split())
                note = f"Computed: {printed}, from the paper's date, {issued:%-d %B %Y}."
                out.append(sp.Span(m.start(), m.end(), printed, "date", end, 0.9, note=note))
    return out
