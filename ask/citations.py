"""App-side checks on a model's reply: parsing its JSON, the citation check, the grounding check.

The model only ever sees document numbers; here they are mapped back to document ids, and any
number the app did not send is dropped. Then the answer's figures, dates and names are looked up in
the excerpts it cites: the model is not trusted to have copied them faithfully.
"""
import math
import re
import unicodedata
from dataclasses import replace

from archive.llm import json_candidates

from .grounding import grounding_missing
from .reasons import Reason
from .types import Answer, Excerpt

#: Confidence ceiling for an answer with parts not found in its cited excerpts.
GROUNDING_CAP = 0.3


class MalformedReply(ValueError):
    """The model's text holds no JSON object with a string-or-null ``answer`` and a list ``cited``."""


# --- parsing ---------------------------------------------------------------------------------------

def _cited_numbers(raw: list) -> list[int]:
    # Integral floats (2.0) are numbers a model meant; strings, bools and fractions are dropped.
    numbers = []
    for item in raw:
        if isinstance(item, bool):
            continue
        if isinstance(item, int):
            numbers.append(item)
        elif isinstance(item, float) and item.is_integer():
            numbers.append(int(item))
    return numbers


def _confidence(raw) -> float:
    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or math.isnan(raw):
        return 0.0  # absent or ill-typed: claim nothing
    return min(1.0, max(0.0, float(raw)))


def _normalise(reply: dict) -> dict:
    if not isinstance(reply, dict) or "answer" not in reply or "cited" not in reply:
        raise MalformedReply("reply lacks 'answer' or 'cited'")
    answer, cited = reply["answer"], reply["cited"]
    if not (answer is None or isinstance(answer, str)) or not isinstance(cited, list):
        raise MalformedReply("'answer' must be a string or null and 'cited' a list")
    reason = reply.get("reason")
    return {
        "answer": answer.strip() or None if isinstance(answer, str) else None,
        "cited": _cited_numbers(cited),
        "confidence": _confidence(reply.get("confidence")),
        "reason": reason.strip() or None if isinstance(reason, str) else None,
    }


def parse_model_json(text: str) -> dict:
    """The model's reply as ``{"answer": str | None, "cited": list[int], "confidence": float 0..1,
    "reason": str | None}``.

    Accepts bare JSON, JSON in a code fence, or one JSON object inside prose. Nothing is invented:
    a missing or ill-typed ``answer``/``cited`` raises MalformedReply; an absent or ill-typed
    confidence becomes 0.0 and is otherwise clamped to 0..1; non-integer ``cited`` entries are dropped.
    """
    for candidate in json_candidates(text):
        if isinstance(candidate, dict) and "answer" in candidate:
            return _normalise(candidate)
    raise MalformedReply("no JSON object with an 'answer' field in the reply")


# --- citation check --------------------------------------------------------------------------------

def check_citations(reply: dict, excerpts: list[Excerpt], *, cap: int = 8) -> Answer:
    """Map the reply's cited numbers to document ids of ``excerpts`` and build the Answer.

    Numbers that match no excerpt are dropped (with a note), repeats removed, at most ``cap`` kept,
    in the model's order. A null answer gives reason ``not_in_excerpts`` (the model's own reason, if
    any, goes to notes); an answer left with no citation is discarded with ``no_valid_citation``.
    ``cited_pages`` maps each cited document id to its excerpt's page. ``backend`` is left empty.
    Raises MalformedReply if ``reply`` is ill-typed (see parse_model_json).
    """
    reply = _normalise(reply)
    if reply["answer"] is None:
        notes = [f"The model found no answer in the excerpts: {reply['reason']}"] if reply["reason"] else []
        return Answer(answer=None, reason=Reason.NOT_IN_EXCERPTS, notes=notes)

    by_number = {e.number: e for e in excerpts}
    unknown = sorted({n for n in reply["cited"] if n not in by_number})
    cited: list[int] = []
    pages: dict[int, int] = {}
    for number in reply["cited"]:
        excerpt = by_number.get(number)
        if excerpt is None or excerpt.doc_id in pages:
            continue
        if len(cited) == cap:
            break
        cited.append(excerpt.doc_id)
        pages[excerpt.doc_id] = excerpt.page

    notes = []
    if unknown:
        notes.append(f"The model cited document number(s) {', '.join(map(str, unknown))}, "
                     "which it was not shown; they were ignored.")
    if not cited:
        notes.append("The model's answer cited none of the documents it was shown, so it was discarded.")
        return Answer(answer=None, reason=Reason.NO_VALID_CITATION, notes=notes)
    return Answer(answer=reply["answer"], cited=cited, confidence=reply["confidence"], notes=notes,
                  cited_pages=pages)


# --- grounding check -------------------------------------------------------------------------------

_CITATION_MARK = re.compile(r"\[\s*\d+(?:\s*,\s*\d+)*\s*\]|\b(?:documents?|docs?|excerpts?)\s*#?\s*\d+"
                            r"(?:\s*(?:,|and|&)\s*\d+)*", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][\w&'’.-]*")
_NOT_NAMES = {
    "i", "usd", "eur", "gbp", "cad", "aud", "chf", "jpy",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct",
    "nov", "dec",
}


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).replace("’", "'").casefold()
    return " ".join(text.split())


def _names(text: str) -> list[str]:
    """Capitalised words that read as names: those not opening a sentence (an opening capital says
    nothing about the word)."""
    names = []
    for match in _WORD.finditer(text):
        word = match.group().rstrip(".'’-")
        if not word[:1].isupper() or word.casefold() in _NOT_NAMES:
            continue
        before = text[:match.start()].rstrip()
        if before and before[-1] not in ".!?:;\"“(":
            names.append(re.sub(r"['’]s$", "", word))
    return names


def grounding_check(answer: Answer, excerpts: list[Excerpt]) -> Answer:
    """``answer`` with its figures, dates and names looked up in the excerpts it cites.

    Amounts, dates and numbers by ``ask.grounding.grounding_missing`` (the project's money/date parser),
    names as whole words ignoring case in each cited excerpt's text and title. When
    something is missing the confidence is capped at GROUNDING_CAP, a note lists what, and ``reason``
    becomes ``grounding_failed`` if it was unset. An answer of None is returned unchanged.
    """
    if answer.answer is None:
        return answer
    cited = [e for e in excerpts if e.doc_id in set(answer.cited)]
    folded = _fold(" \n ".join(f"{e.title} \n {e.text}" for e in cited))
    # Citation marks ("[1]", "document 2") are the model's pointers, not figures it claims.
    text = _CITATION_MARK.sub(lambda m: " " * len(m.group()), answer.answer)
    missing = grounding_missing(text, excerpts, answer.cited)
    for name in _names(text):
        if not re.search(rf"(?<!\w){re.escape(_fold(name))}(?!\w)", folded):
            missing.append(name)
    missing = list(dict.fromkeys(missing))
    if not missing:
        return answer
    note = ("Not found in the cited excerpts: " + ", ".join(missing)
            + ". Check the documents before relying on this answer.")
    return replace(answer, confidence=min(answer.confidence, GROUNDING_CAP),
                   reason=answer.reason or Reason.GROUNDING_FAILED, notes=[*answer.notes, note])

