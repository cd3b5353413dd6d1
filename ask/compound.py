"""Questions that ask two things at once ("Where did we buy our TV and what did we pay for it?", "Which
carrier flagged the delivery exception, and when?"): split into two questions, each answered on its own by
the offline reader, the second read as a follow-up of the first (its topic words come from the first,
``ask.offline``'s ``previous``), and joined when both parts are answered; otherwise the question is read
whole, as before.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from ask.calibration import CHECK as CALIBRATION_CHECK
from ask.calibration import CHECK_NOTE
from ask.types import Answer

# A coordinated second question: ", and when?", "and what did we pay", "and in what role". Only a
# question word opens it, so "the tablet and the games" or "gas and electricity" is one question.
_SECOND = re.compile(r"(?:,\s*|\s+)and\s+(?=(?:what|how|when|who|whom|whose|which|where|in what|at what|for what|"
                     r"for how|since when|until when)\b)", re.I)
# The first part opens with a question word: a yes/no first part ("Do we have travel insurance, and …")
# has no verdict to join.
_WH_START = re.compile(r"^\s*(?:what|how|when|who|whom|whose|which|where)\b", re.I)


def split_compound(question: str) -> tuple[str, str] | None:
    """(first question, second question) when ``question`` asks two things joined by "and" + a question
    word; None otherwise. The first must itself open as a question ("Where did we buy …"), so a list
    ("tablet and what else") is not split; each part ends with "?"."""
    m = _SECOND.search(question)
    if not m:
        return None
    first, second = question[:m.start()].strip(" ,;"), question[m.end():].strip(" ,;")
    if not _WH_START.match(first) or len(first.split()) < 3 or not second:
        return None
    return f"{first.rstrip('?')}?", f"{second[0].upper()}{second[1:].rstrip('?')}?"


def compound_answer(question: str, answer_part: Callable[[str, str | None], Answer]) -> Answer | None:
    """The two parts' answers joined "first; second", citing the documents of both, or None when
    ``question`` is not compound. ``answer_part(question, previous)`` answers one part and returns its
    ``Answer`` already calibrated (no features left to judge). Confidence is the product of the parts' (the
    chance both are right, were they independent). None too when either part has no answer: the question
    is then read whole, as any other."""
    parts = split_compound(question)
    if parts is None:
        return None
    first = answer_part(parts[0], None)
    second = answer_part(parts[1], parts[0])
    if first.answer is None or second.answer is None:
        return None
    cited = list(dict.fromkeys([*first.cited, *second.cited]))
    notes = list(dict.fromkeys([*first.notes, *second.notes]))
    confidence = round(first.confidence * second.confidence, 3)
    if confidence < CALIBRATION_CHECK and CHECK_NOTE not in notes:
        notes.append(CHECK_NOTE)  # each part sure enough, both together less so
    return Answer(answer=f"{first.answer}; {second.answer}", cited=cited, confidence=confidence, backend=first.backend,
                  reason=None, notes=notes, cited_pages={**second.cited_pages, **first.cited_pages},
                  cited_fields={**second.cited_fields, **first.cited_fields})



_PRONOUN = re.compile(r"\b(?:it|them|this|that)\b(?!['’])", re.I)
_NOUN_PHRASE_TAGS = {"DT", "PRP$", "JJ", "NN", "NNS", "NNP", "NNPS", "VBG", "CD"}


def object_phrase(question: str) -> str | None:
    """The last noun phrase of ``question`` (Penn tags from ``ask.pos``: a determiner or possessive, adjectives
    and nouns, ending in a noun): "Where did we buy the washing machine?" → "the washing machine"; None when
    it ends in none."""
    from .pos import tag

    tags = [(w, t) for w, t in tag(question) if t not in (".", ",")]
    end = len(tags)
    while end and not tags[end - 1][1].startswith("NN"):
        end -= 1
    start = end
    while start and tags[start - 1][1] in _NOUN_PHRASE_TAGS:
        start -= 1
    return " ".join(w for w, _ in tags[start:end]) if end else None


def resolve_reference(second: str, first: str) -> str:
    """``second`` with its pronoun ("it", "them") replaced by ``first``'s last noun phrase (``object_phrase``):
    "What did it cost?" after "Where did we buy the camera?" → "What did the camera cost?". Unchanged when
    either is missing."""
    phrase = object_phrase(first)
    if not phrase or not _PRONOUN.search(second):
        return second
    return _PRONOUN.sub(phrase, second, count=1)
