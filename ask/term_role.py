"""Which end of a term a date's label names: its start ("Start date", "Vertragsbeginn", "Date de début") or
its end ("Expiry", "Ablauf", "Einddatum"), and which end a question asks ("until when …?", "when did it start?").

A question about when cover runs out is not answered by the day it began, however close the label's meaning is
otherwise (MiniLM puts a German policy's start label near "until when is the car insured": both say insurance). English
labels are read by their words (``ask.question_type.words``, which folds "beginning", "effective" into "start"
and "until", "expiry" into "end", "expire"); labels in French, Dutch or German by the dictionary translations of
those words (``ask.lexicon``, FreeDict), found inside compounds too ("Vertrags|beginn").
"""
from __future__ import annotations

import functools
import re

from ask.lexicon import find_foreign, foreign_index
from ask.question_type import words

START = "start"
END = "end"
_START_STEMS = {"start", "commencement", "inception"}
_END_STEMS = {"end", "expire", "termination", "cancel"}
#: English words whose translations name either end in another language's label.
_START_WORDS = ("start", "beginning", "commencement")
_END_WORDS = ("end", "expiry", "termination")
_ASKS_START = re.compile(r"\b(?:start(?:s|ed)?|begin(?:s|ning)?|began|commenc\w*|effective|since when|from when|"
                         r"(?:take|took|taken) effect|kick(?:s|ed)? in)\b", re.I)
_ASKS_END = re.compile(r"\b(?:expir\w*|ends?|ended|ending|run(?:s)? out|until when|till when|lapses?|"
                       r"valid (?:until|till|through)|good (?:until|till|through))\b", re.I)


@functools.lru_cache(maxsize=1)
def _foreign() -> dict[str, set[str]]:
    return foreign_index([(START, w) for w in _START_WORDS] + [(END, w) for w in _END_WORDS])


def label_role(label: str) -> str | None:
    """START or END when ``label`` (a field's label as printed, or its English gloss) names one end of a term
    and not the other; None for neither or both ("Period: 01.01.2026 to 31.12.2026")."""
    stems = {w for _, w in words(label)}
    roles = ({START} if stems & _START_STEMS else set()) | ({END} if stems & _END_STEMS else set())
    index = _foreign()
    roles |= {term for _, _, found in find_foreign(label, index) for term in index.get(found, ())}
    return next(iter(roles)) if len(roles) == 1 else None


def asked_role(question: str) -> str | None:
    """START or END when ``question`` asks for one end of a term ("Until when is the car insured?" → END,
    "When did the policy start?" → START); None otherwise."""
    start, end = bool(_ASKS_START.search(question)), bool(_ASKS_END.search(question))
    return START if start and not end else END if end and not start else None
