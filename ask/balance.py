"""Questions about what an account holds ("How much money is in the family bank account?") and whether a value is
labelled as a balance.

Such a question is answered by a balance, never by a bill's amount that a page says will be taken from the account
("€275.68 will be debited … from your bank account"): the words match, the figure is another thing. A balance's label
is recognised in English by its word and in French, Dutch and German by the FreeDict translations of "balance"
(``ask.lexicon``: "solde", "saldo", …), inside compounds too ("Kontosaldo").
"""
from __future__ import annotations

import functools
import re

from ask import spans as sp
from ask.lexicon import find_foreign, foreign_index
from ask.question_type import STOPWORDS, words

_ACCOUNT_HOLDS = re.compile(
    r"\bhow much(?: money| cash)? (?:is|is there|do (?:we|i) have|have (?:we|i) got|(?:is )?left|remains?)\b"
    r"[^?]*\b(?:in|on)\b[^?]*\b(?:account|savings|current account|checking|wallet)\b", re.I)
_BALANCE_WORDS = {"balance", "available", "saldo", "solde"}


@functools.lru_cache(maxsize=1)
def _foreign() -> dict[str, set[str]]:
    return foreign_index([("balance", "balance")])


def asks_account_balance(question: str) -> bool:
    """Whether ``question`` asks how much an account holds ("How much money is in our savings account?")."""
    return bool(_ACCOUNT_HOLDS.search(question))


def labelled_balance(text: str, span: sp.Span) -> bool:
    """Whether the label printed before ``span`` in ``text`` (``ask.spans.label_region``, or its line) names a
    balance ("Closing balance", "Available", "Saldo", "Kontosaldo")."""
    start, end = sp.label_region(text, span)
    line_start = text.rfind("\n", 0, span.start) + 1
    label = f"{text[start:end]} {text[line_start:span.start]}"
    return bool({w for _, w in words(label)} & _BALANCE_WORDS) or bool(find_foreign(label, _foreign()))


_ACCOUNT_KIND = re.compile(r"\b((?:[a-z]+ ){0,2})account\b", re.I)


def account_kind_printed(question: str, title: str, text: str) -> bool:
    """Whether a paper (``title``, ``text``) prints the kind of account ``question`` names ("bank", "savings" in "the
    family bank account"): a gas supplier's statement has an account and a balance too, but is no bank account.
    True when the question names no kind."""
    m = _ACCOUNT_KIND.search(question)
    kinds = [w for _, w in words(m.group(1))] if m else []
    kinds = [k for k in kinds if k not in STOPWORDS]
    if not kinds:
        return True
    printed = {w for _, w in words(title)}
    return any(k in printed for k in kinds) or any(re.search(rf"\b{re.escape(k)}\w* (?:\w+ )?(?:account|statement)\b",
                                                            text, re.I) for k in kinds)
