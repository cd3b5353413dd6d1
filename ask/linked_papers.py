"""Papers of one policy, account or order, linked by an identifier they share.

A household names a thing by what it calls it ("the Corvina", "the Kellbach flat"); of the papers about it, often
only one prints that name (the policy schedule names the car) while the others print the policy number (the
premium notice, the renewal). A paper printing an identifier of a paper that names the thing is about it too.
Identifiers are the page fields of kind identifier (``ingest.fields``) of LINK_MIN_CHARS characters or more
with a digit: policy, contract and customer numbers, number plates; shorter ones ("2026", "12/3") are printed
everywhere.
"""
from __future__ import annotations

from archive.models import Page, PageField

LINK_MIN_CHARS = 6


def identifiers_of(doc_ids: list[int]) -> dict[int, set[str]]:
    """Document id → its identifier values (as printed, stripped) that can link papers. One query."""
    out: dict[int, set[str]] = {}
    for doc_id, value in PageField.objects.filter(document_id__in=doc_ids, kind=PageField.Kind.IDENTIFIER) \
            .values_list("document_id", "value"):
        value = value.strip()
        if len(value) >= LINK_MIN_CHARS and any(c.isdigit() for c in value):
            out.setdefault(doc_id, set()).add(value)
    return out


def printing_any(doc_ids: list[int], values: set[str]) -> set[int]:
    """The documents of ``doc_ids`` whose page text prints one of ``values`` as printed. One query."""
    if not values or not doc_ids:
        return set()
    found = set()
    for doc_id, text in Page.objects.filter(document_id__in=doc_ids).values_list("document_id", "text"):
        if doc_id not in found and any(v in text for v in values):
            found.add(doc_id)
    return found


def papers_linked(sources: list[int], candidates: list[int]) -> set[int]:
    """The documents of ``candidates`` (not of ``sources``) printing an identifier of one of ``sources``. Two
    queries; set() when the sources have no identifier."""
    values = set().union(*identifiers_of(sources).values()) if sources else set()
    return printing_any([d for d in candidates if d not in set(sources)], values)
