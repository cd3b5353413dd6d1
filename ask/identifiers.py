"""Identifiers a question names ("policy HX-4471-A", "unit 4B", "invoice 100234") and the documents that
print them: a question about one policy is never answered from a document about a near-identical one.

An identifier is a token mixing letters and digits (with optional ``-``, ``/`` or ``.`` inside), or a run
of at least five digits that is not a year or an amount. Matching ignores case, spaces and dashes, since
OCR and layouts print "HX 4471-A" for "HX-4471-A".
"""
from __future__ import annotations

import re

from archive.models import Page

_TOKEN = re.compile(r"(?<![\w$€£])([A-Za-z0-9][A-Za-z0-9./-]*[A-Za-z0-9]|\d)(?![\w])")
_ORDINAL = re.compile(r"^\d+(st|nd|rd|th)$", re.I)
_PERIOD = re.compile(r"^(?:Q[1-4]|H[12]|FY\d{2,4}|\d{4}-Q[1-4])$", re.I)  # quarters, halves, fiscal years
# dates and months: "2025-11-03", "3/11", "08/2026" (a month and its year)
_DATE_LIKE = re.compile(r"^\d{1,4}[./-]\d{1,2}([./-]\d{1,4})?$|^\d{1,2}[./-](?:19|20)\d{2}$")
_UNITS = re.compile(r"^\d+(?:[.,]\d+)?(?:k?wh|kw|mb|gb|tb|mbps|kg|g|lb|lbs|mi|km|m|cm|mm|ml|l|h|hrs?|min|s|pm|am|"
                    r"yr|yrs|mo|pcs|x|d|day|days)$", re.I)


def question_identifiers(question: str) -> list[str]:
    """The identifiers ``question`` names, as printed, in order; [] when it names none.

    Mixed letter-and-digit tokens of ≥ 2 characters ("4B", "HX-4471-A") and digit runs of ≥ 5 digits
    ("100234"); not years, dates, ordinals ("3rd"), amounts or quantities with a unit ("12kWh")."""
    out = []
    for m in _TOKEN.finditer(question or ""):
        tok = m.group(1)
        has_digit, has_alpha = any(c.isdigit() for c in tok), any(c.isalpha() for c in tok)
        if not has_digit or _ORDINAL.match(tok) or _DATE_LIKE.match(tok) or _UNITS.match(tok) or _PERIOD.match(tok):
            continue
        if has_alpha and len(tok) >= 2:
            out.append(tok)
        elif not has_alpha and len(re.sub(r"\D", "", tok)) >= 5 and not re.fullmatch(r"(19|20)\d\d", tok):
            out.append(tok)
    return list(dict.fromkeys(out))


def _squash(text: str) -> str:
    return re.sub(r"[\s\-./]+", "", text).lower()


def prints_identifiers(text: str, identifiers: list[str]) -> bool:
    """Whether ``text`` prints every one of ``identifiers`` (case, spaces, dashes, dots and slashes ignored, on
    both sides); True for none."""
    flat = _squash(text or "")
    return all(_squash(i) in flat for i in identifiers)


def documents_naming(doc_ids: list[int], identifiers: list[str]) -> set[int]:
    """The ids among ``doc_ids`` whose page text prints every one of ``identifiers`` (``prints_identifiers``
    over all of a document's pages). One query over those documents' pages."""
    if not doc_ids or not identifiers:
        return set(doc_ids)
    texts: dict[int, list[str]] = {}
    for doc_id, text in Page.objects.filter(document_id__in=doc_ids).values_list("document_id", "text"):
        texts.setdefault(doc_id, []).append(text or "")
    return {d for d, pages in texts.items() if prints_identifiers("\n".join(pages), identifiers)}
