"""An amount before a charge was added: "how much was it before the late fee?", "what was the TV before tax?".

A reminder prints the unpaid amount, the fee and the new total; an invoice the net, the tax and the gross. The
amount asked for is the one that, with the charge the question names, makes another amount the paper prints:
``a + charge = total``, checked in cents on the paper itself (the issue's arithmetic check). The charge is an
amount whose own label carries the question's word for it ("Late payment fee €12.50" for "the late fee"). The
charge itself is never the answer, which an extractive reader, finding the question's word by it, would give.

Amounts are read by ``ingest.money`` (the one owner of money parsing); labels by ``ask.label_fit.value_label``.
"""
from __future__ import annotations

import re
from datetime import date

from ingest.money import find_money

from . import spans as sp
from .label_fit import value_label
from .question_type import classify_question, stem, words
from .types import Answer, Excerpt

BACKEND = "offline-extractive"
#: A printed amount confirmed by the paper's own sum: surer than a span chosen by its words.
CONFIDENCE = 0.8
#: Retrieved documents read, in rank order: the paper asked about is among the first.
MAX_DOCUMENTS = 3

_CHARGES = r"fee|fees|charge|charges|surcharge|tax|taxes|vat|gst|interest|tip|shipping|delivery|postage|penalty"
_BEFORE = re.compile(r"\b(?:before|excluding|excl\.?|exclusive of|without|not counting|net of|minus|less)\s+"
                     r"(?:the\s+|any\s+|its\s+|their\s+)?(?P<what>(?:[a-z\-]+\s+){0,2}?(?:" + _CHARGES + r"))\b", re.I)


# Pay before tax is the larger figure (gross); the tax is taken from it, not added to it.
_EARNED = re.compile(r"\b(?:earn\w*|salary|salaries|wages?|income|gross|pay ?slips?|take-home|net pay)\b", re.I)


def charge_excluded(question: str) -> set[str] | None:
    """The stemmed words of the charge an amount question asks to leave out ("before the late fee" →
    {"late", "fee"}), None when it asks none, or asks pay before tax (which is more, not less)."""
    m = _BEFORE.search(question or "")
    if not m or classify_question(question) != "amount" or _EARNED.search(question):
        return None
    return {w for _, w in words(m.group("what"))}


def amount_before_answer(question: str, excerpts: list[Excerpt], *, as_of: date) -> Answer | None:
    """The amount ``a`` the first of the top ``MAX_DOCUMENTS`` retrieved papers prints with a charge ``c`` (its
    label carries the question's head word for it, "fee") and a total ``t`` it also prints, ``a + c = t`` in
    cents and one currency; cites that paper. None when the question asks no amount before a charge, or no
    paper's figures add up so, or they add up for two different amounts. Only papers the reader's gate
    (``ask.candidates.about_question``) finds about the question, in its period relative to ``as_of``, are read."""
    asked = charge_excluded(question)
    if not asked:
        return None
    what = _BEFORE.search(question).group("what").lower()
    head = stem(what.split()[-1])
    from .candidates import papers_about

    # Only papers about the question (the reader's gate: its words, its period) are read.
    for e in papers_about(question, excerpts, as_of=as_of, limit=MAX_DOCUMENTS):
        text = e.context or e.text
        amounts = [m for m in find_money(text) if not m.negative]
        charges = [m for m in amounts
                   if head in value_label(text, sp.Span(m.start, m.end, m.text, "amount", m.amount_cents))]
        found = {}
        for c in charges:
            totals = {(m.amount_cents, m.currency) for m in amounts if m is not c}
            for a in amounts:
                if a is c or a.currency != c.currency or a.amount_cents in (0, c.amount_cents):
                    continue
                if (a.amount_cents + c.amount_cents, a.currency) in totals:
                    found.setdefault(a.amount_cents, (a, c))
        if len(found) == 1:
            a, c = next(iter(found.values()))
            total = (a.amount_cents + c.amount_cents) / 100
            note = (f"Checked on the paper: {a.text.strip()} + {c.text.strip()} ({what}) = "
                    f"{total:,.2f} {a.currency}, the total it prints.")
            return Answer(answer=a.text.strip(), cited=[e.doc_id], confidence=CONFIDENCE, backend=BACKEND,
                          notes=[note], cited_pages={e.doc_id: e.page})
        if found:
            return None  # two amounts add up with a fee: which one is asked is not known
    return None
