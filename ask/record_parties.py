"""Who provides a kind of service, read from the payment records when the page text gave no answer: "Which
company do we get our gas from?", "Who sends us the water bills?", "Who insures the flat?".

Such a question names a category of spending in other words (read as aggregation reads it, by meaning:
``ask.aggregate``) and asks for the organisation behind it. The payment extractor (``ingest.payments``) has
already read each bill's letterhead into ``PaymentRecord.payee``; the answer is the payee of the most
recent record of that category the user may open, citing its document. A question about a person
(a signer, a tenant, a contact), about where one item was bought, or naming a payee itself is not this one.
"""
from __future__ import annotations

import re
from datetime import date, timedelta

from django.db.models import F
from django.db.models.functions import Coalesce

from .types import Answer

BACKEND = "payment-records"
CONFIDENCE = 0.7  # the letterhead of the newest bill of a category matched by meaning

# "who …", "which company/firm/provider/supplier/utility/insurer …", "what company …".
_WHO = re.compile(r"^\s*(?:who(?:'s|’s| is| are| does| do)?\b|(?:which|what) (?:company|companies|firm|provider|"
                  r"supplier|utility|insurer|insurance company|business|outfit|operator|carrier)\b)", re.I)
# A person, a purchase place or a document's own party: other readers answer these.
_NOT_PROVIDER = re.compile(r"\b(?:sign\w*|witness\w*|tenants?|landlord|lessor|lessee|owner|agent|manager|contact|"
                           r"doctor|dentist|technician|employer|employee|buy|bought|purchase\w*|shop|store|"
                           r"seller|sold|from whom|whom|person|people|name of the|called|email|phone|address)\b",
                           re.I)


#: Kinds of spending whose records do not name the counterparty a question means: rent is paid to whoever
#: the lease names (a record's letterhead may be a storage unit's), "other" is no kind of service.
_NOT_BILLED = {"rent", "other"}


def asks_provider(question: str) -> bool:
    """Whether ``question`` asks which organisation provides a kind of service or sends a kind of bill."""
    return bool(_WHO.search(question or "")) and not _NOT_PROVIDER.search(question or "")


def _printed_name(payee: str) -> str:
    """A letterhead as a name: separators and what follows them cut ("Harlow Gas · since 1950"), a word
    printed in capitals as a logo given its capital only ("HARROW Energy" → "Harrow Energy"; "LLC" stays)."""
    name = re.split(r"\s+[·|•–—-]\s+|\s{2,}|,\s", payee.strip())[0].strip(" .,;:")
    return " ".join(w.title() if w.isupper() and len(w) > 3 else w for w in name.split())


def record_party_answer(user, question: str, *, as_of: date, include_sensitive: bool) -> Answer | None:
    """The payee of the newest payment record (by statement, paid or due date on or before ``as_of``) of the
    category ``question`` names, from the documents ``user`` may open; None when the question asks no
    provider, names no category by meaning or a payee of its own, or no record has a payee."""
    if not asks_provider(question):
        return None
    from .aggregate import _dedupe, _read, _records

    query = _read(question, as_of)
    if len(query.categories) != 1 or query.payee_terms or query.categories[0] in _NOT_BILLED:
        return None  # no category, or a group ("utilities"), whose bills come from several companies
    recs, visible = _records(user, query, include_sensitive, as_of)
    recs = _dedupe(recs.exclude(payee=""), visible).annotate(
        day=Coalesce(F("statement_date"), F("paid_on"), F("due_on"))).filter(day__lte=as_of)
    if query.start:
        recs = recs.filter(day__range=(query.start, query.end))
    record = recs.select_related("document").order_by("-day", "-id").first()
    if record is None:
        return None
    name = _printed_name(record.payee)
    if len(re.findall(r"[^\W\d_]", name)) < 3:
        return None
    # Two companies billing the same kind within the year before the newest bill (a flat's rent and a storage
    # unit's): the question has no one answer here.
    year = recs.filter(day__gte=record.day - timedelta(days=365)) if record.day else recs
    if len({_printed_name(p).lower() for p in year.values_list("payee", flat=True)}) > 1:
        return None
    others = sorted({_printed_name(p) for p in recs.values_list("payee", flat=True)} - {name})
    notes = [f"Read from the letterhead of the newest {', '.join(query.categories)} bill on file, "
             f"“{record.document.title or record.document.original_filename}”"
             f"{f' ({record.day:%-d %B %Y})' if record.day else ''}, since the page text gave no answer."]
    if others:
        notes.append("Earlier bills of this kind came from: " + "; ".join(others[:5]) + ".")
    return Answer(answer=name, cited=[record.document_id], confidence=CONFIDENCE, backend=BACKEND, notes=notes,
                  cited_pages={record.document_id: record.page_number or 1})
