"""App-side checks on a model's reply: parsing its JSON, the citation check, the grounding check.

The model only ever sees document numbers; here they are mapped back to document ids, and any
number the app did not send is dropped. Then the answer's figures, dates and names are looked up in
the excerpts it cites: the model is not trusted to have copied them faithfully.
"""
import math
import re
import unicodedata
from dataclasses import dataclass, replace
from datetime import datetime
from decimal import Decimal

from dateutil import parser as dateutil_parser
from price_parser import Price

from archive.llm import json_candidates

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
        return Answer(answer=None, reason="not_in_excerpts", notes=notes)

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
        return Answer(answer=None, reason="no_valid_citation", notes=notes)
    return Answer(answer=reply["answer"], cited=cited, confidence=reply["confidence"], notes=notes,
                  cited_pages=pages)


# --- grounding check -------------------------------------------------------------------------------

_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
          r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
_ORD = r"(?:st|nd|rd|th)?"
# These only locate date-like spans; dateutil parses them. Each names the parts the span states.
_DATE_SPANS: list[tuple[re.Pattern, str]] = [(re.compile(p, re.IGNORECASE), parts) for p, parts in [
    (r"\b\d{4}-\d{1,2}-\d{1,2}\b", "ymd"),
    (r"\b\d{1,2}[/.]\d{1,2}[/.](?:\d{4}|\d{2})\b", "ymd?"),  # day/month order ambiguous
    (rf"\b\d{{1,2}}{_ORD}\s+(?:of\s+)?{_MONTH},?\s+\d{{4}}\b", "ymd"),
    (rf"\b{_MONTH}\s+\d{{1,2}}{_ORD},?\s+\d{{4}}\b", "ymd"),
    (rf"\b{_MONTH}\s+\d{{1,2}}{_ORD}\b", "md"),
    (rf"\b\d{{1,2}}{_ORD}\s+(?:of\s+)?{_MONTH}(?![a-z])", "md"),
    (rf"\b{_MONTH},?\s+\d{{4}}\b", "ym"),
]]
_CITATION_MARK = re.compile(r"\[\s*\d+(?:\s*,\s*\d+)*\s*\]|\b(?:documents?|docs?|excerpts?)\s*#?\s*\d+"
                            r"(?:\s*(?:,|and|&)\s*\d+)*", re.IGNORECASE)
_FIGURE = re.compile(r"(?<!\w)(?:[$€£¥]\s?)?\d(?:[\d,.]*\d)?")
_WORD = re.compile(r"[A-Za-z][\w&'’.-]*")
_NOT_NAMES = {
    "i", "usd", "eur", "gbp", "cad", "aud", "chf", "jpy",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct",
    "nov", "dec",
}

DateKey = tuple[int | None, int, int | None]  # (year, month, day); None where the text did not say


@dataclass
class _Found:
    dates: list[tuple[str, set[DateKey]]]
    figures: list[tuple[str, Decimal]]
    text: str  # with date spans and citation marks blanked out


def _date_keys(span: str, parts: str) -> set[DateKey]:
    keys = set()
    for dayfirst in ((False, True) if parts.endswith("?") else (False,)):
        try:
            parsed = dateutil_parser.parse(span, dayfirst=dayfirst, default=datetime(2000, 1, 1))
        except (ValueError, OverflowError):
            continue
        keys.add((parsed.year if "y" in parts else None, parsed.month, parsed.day if "d" in parts else None))
    return keys


def _scan(text: str) -> _Found:
    dates = []
    chars = list(_CITATION_MARK.sub(lambda m: " " * len(m.group()), text))
    for pattern, parts in _DATE_SPANS:
        for match in pattern.finditer("".join(chars)):
            keys = _date_keys(match.group(), parts)
            if keys:
                dates.append((match.group(), keys))
                chars[match.start():match.end()] = " " * (match.end() - match.start())
    rest = "".join(chars)
    figures = []
    for match in _FIGURE.finditer(rest):
        amount = Price.fromstring(match.group()).amount
        if amount is not None:
            figures.append((match.group(), amount))
    return _Found(dates, figures, rest)


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


def _date_matches(wanted: set[DateKey], have: set[DateKey]) -> bool:
    # Month must agree; a stated day must agree; years must agree where both texts state one.
    return any(w[1] == h[1] and (w[2] is None or w[2] == h[2]) and (w[0] is None or h[0] is None or w[0] == h[0])
               for w in wanted for h in have)


def grounding_check(answer: Answer, excerpts: list[Excerpt]) -> Answer:
    """``answer`` with its figures, dates and names looked up in the excerpts it cites.

    Looked up in each cited excerpt's text, title and document date: amounts and numbers compared as
    values ("$1,053.52" = "1053.52"), dates as dates ("2026-12-28" = "December 28, 2026"), names as
    whole words ignoring case. Bare integers below 10 are not checked (counts, not figures). When
    something is missing the confidence is capped at GROUNDING_CAP, a note lists what, and ``reason``
    becomes ``grounding_failed`` if it was unset. An answer of None is returned unchanged.
    """
    if answer.answer is None:
        return answer
    cited = [e for e in excerpts if e.doc_id in set(answer.cited)]
    haystack = " \n ".join(
        f"{e.title} \n {e.text} \n {e.document_date.isoformat() if e.document_date else ''}" for e in cited)
    have = _scan(haystack)
    have_dates = set().union(*(keys for _, keys in have.dates)) if have.dates else set()
    have_figures = {value for _, value in have.figures}
    folded = _fold(haystack)

    said = _scan(answer.answer)
    missing = [span for span, keys in said.dates if not _date_matches(keys, have_dates)]
    for token, value in said.figures:
        is_count = value == value.to_integral_value() and value < 10 and token.isdigit()
        if not is_count and value not in have_figures:
            missing.append(token)
    for name in _names(said.text):
        if not re.search(rf"(?<!\w){re.escape(_fold(name))}(?!\w)", folded):
            missing.append(name)
    missing = list(dict.fromkeys(missing))
    if not missing:
        return answer
    note = ("Not found in the cited excerpts: " + ", ".join(missing)
            + ". Check the documents before relying on this answer.")
    return replace(answer, confidence=min(answer.confidence, GROUNDING_CAP),
                   reason=answer.reason or "grounding_failed", notes=[*answer.notes, note])

