"""Which of two amounts one sentence prints is the one in force today: "What's our rent now?".

A rent letter says "Your rent is € 1.385,00 a month; from 1 July 2026 you pay € 1.426,55 a month", a tariff notice
"from 1 January 2027 your plan costs EUR 45.00 (now EUR 42.50)". The reader finds the old figure best labelled
(the tenancy agreement prints it under "Rent" too); what the question asks is the figure in force on the day it is
asked. A figure is tied to the date it starts from by the preposition printed right before that date ("from",
"as of", "effective", and their French, Dutch, German, Italian and Spanish forms), in the same sentence.

Only questions about the present ("now", "these days", present tense: ``ask.question_type.asks_current``) that ask
a price, not one document's total, are read this way.
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from ask import spans as sp

# Printed right before a date that opens a period, in the languages household papers come in.
_OPENS = re.compile(
    r"(?:\bfrom|\bas (?:of|from)|\beffective(?: from| on)?|\bstarting(?: on| from)?|\bbeginning|\bwith effect from|"
    r"\bvanaf|\bper|\bmet ingang van|\bab(?: dem)?|\bseit(?: dem)?|\bgültig ab|\bmit wirkung (?:vom|zum|ab)|"
    r"\bà partir du|\bà partir de|\bà compter du|\bdès le|\bdepuis le|\bdal|\bdalla|\ba partire dal|"
    r"\ba decorrere dal|\bdesde(?: el)?|\ba partir del)[\s:]*$", re.I)
CUE_CHARS = 25  # characters before a date read for its preposition
NEAR_CHARS = 60  # at most this far between a start date and the figure it starts
# A sentence ends at a full stop before a capital (not "1. Januar"), a question or exclamation mark, or a blank line.
_SENTENCE_END = re.compile(r"(?<!\d)[.!?](?=\s+[A-ZÀ-Ý])|\n\s*\n")
# The question asks what one paper asks to be paid ("the latest bill"), not a price in force.
_DOCUMENT_ASKED = re.compile(r"\b(?:bill|bills|invoice|invoices|statement|statements|receipt|receipts|reminder)\b",
                             re.I)


def _sentence(text: str, at: int) -> tuple[int, int]:
    """[start, end) of the sentence of ``text`` holding offset ``at``."""
    start = 0
    for m in _SENTENCE_END.finditer(text, 0, at):
        start = m.end()
    m = _SENTENCE_END.search(text, at)
    return start, m.start() if m else len(text)


def _starts(text: str, amount: sp.Span, dates: list[sp.Span], amounts: list[sp.Span]) -> date | None:
    """The date ``amount`` is in force from: a date of its sentence printed right after an opening preposition whose
    figure it is. A start date's figure is the first printed after it ("from 1 July you pay € 1.426,55"), or, when
    none follows it in the sentence, the last printed before it ("€ 1.426,55 from 1 July"); at most NEAR_CHARS
    apart. None when no such date is printed."""
    first, last = _sentence(text, amount.start)
    inside = [a for a in amounts if first <= a.start < last]
    for d in dates:
        if not (first <= d.start < last) or not _OPENS.search(text[max(0, d.start - CUE_CHARS):d.start]):
            continue
        after = [a for a in inside if a.start >= d.end]
        before = [a for a in inside if a.end <= d.start]
        figure = after[0] if after else (before[-1] if before else None)
        if figure is amount and min(abs(amount.start - d.end), abs(d.start - amount.end)) <= NEAR_CHARS:
            return d.value
    return None


def current_amount(question: str, cands: list, docs: list, *, as_of: date):
    """The candidate (``ask.candidates.Candidate``, best first) to answer a question about the present with, when
    the best is an amount printed in one sentence with another of its currency, either of them starting on a
    printed date: the one in force on ``as_of`` (the later start not after it; the figure without a start when the
    other starts later). The paper may be another of ``docs`` (``ask.coverage.DocView``, the papers the reader found
    about the question), when its sentence prints the best figure as the old one. A replacement keeps the best
    candidate's scores (it is the same fact, a step later). ``cands[0]`` otherwise."""
    from ask.question_type import asks_current

    best = cands[0]
    if best.span.kind != "amount" or not asks_current(question) or _DOCUMENT_ASKED.search(question):
        return best
    currency = best.span.value[1]
    seen: set[int] = set()
    for doc in [best.doc, *docs]:
        if id(doc) in seen:
            continue
        seen.add(id(doc))
        text = doc.excerpt.text
        year = doc.excerpt.document_date.year if doc.excerpt.document_date else None
        amounts = [a for a in sp.find_amounts(text) if a.value[1] == currency]
        dates = sp.find_dates(text, default_year=year)
        for old in [a for a in amounts if a.value == best.span.value]:
            first, last = _sentence(text, old.start)
            others = [a for a in amounts if first <= a.start < last and a.value != old.value]
            if len(others) != 1:
                continue  # one old and one new figure, or no telling which is which
            new = others[0]
            old_from, new_from = _starts(text, old, dates, amounts), _starts(text, new, dates, amounts)
            if new_from is not None and new_from <= as_of and (old_from is None or old_from < new_from):
                return replace(best, doc=doc, span=new)
            if old_from is not None and old_from > as_of and new_from is None and doc is best.doc:
                return replace(best, doc=doc, span=new)  # the best figure starts later: the other is in force
    return best
