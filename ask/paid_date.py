"""When a bill was paid, read from the payment records (``archive.models.PaymentRecord``) rather than from
one page's text: "When did we pay the water bill we received in August 2026?", "payment date for the aug
2026 water bill", "When did we pay the overdue water bill in the end?".

A statement prints several dates near the word "payment" (last period's "Payments received", the due
date, the statement date); the payment extractor (``ingest.payments``) has already told which one paid
this bill. The question is read as aggregation reads it (``ask.aggregate``: categories by meaning, payee
names, the one period parser), the period being when the bill was issued (its statement date; for a
record with none, the day it was paid). "Overdue" or "late" keeps the bills paid after their due date.
An answer is given only when exactly one payment date is left; otherwise the ordinary reader answers.
"""
from __future__ import annotations

import re
from datetime import date

from django.db.models import F, Q

from archive.models import Document, PaymentRecord

from .types import Answer

BACKEND = "payment-records"
CONFIDENCE = 0.85  # one record left by category, period and status; the extractor read its date and role

# A question about when a payment was made ("did we pay", "was … paid", "payment date"), not when one is due.
PAID_QUESTION = re.compile(
    r"\b(?:when|what date|which (?:date|day)|on what (?:date|day))\b[^?]*?\b(?:did (?:we|i|you|they)(?: \w+)? pay|"
    r"(?:was|were) [^?]{0,60}?\bpaid|settled)\b|\bpayment date\b|\bdate (?:of )?payment\b|\bdate (?:we|i) paid\b",
    re.I)
_OBLIGATION = re.compile(r"\b(?:due|deadline|need to|have to|has to|must|should|by when|by what date|next|"
                         r"upcoming|open|outstanding|unpaid)\b", re.I)
_LATE = re.compile(r"\b(?:overdue|late|past due|after the reminder|reminded)\b", re.I)


def asks_paid_date(question: str) -> bool:
    """Whether ``question`` asks on which day something was paid (not when a payment is due)."""
    return bool(PAID_QUESTION.search(question)) and not _OBLIGATION.search(question)


def paid_date_answer(user, question: str, *, as_of: date, include_sensitive: bool) -> Answer | None:
    """The day the bill ``question`` names was paid, from the payment records of the documents ``user`` may
    open, citing the document the record was read from; None when the question asks no such thing, names
    no category or payee, or not exactly one payment date matches."""
    if not asks_paid_date(question):
        return None
    from .aggregate import _dedupe, _payee_filter, _read, _records

    query = _read(question, as_of)
    if not (query.categories or query.payee_terms):
        return None
    recs, visible = _records(user, query, include_sensitive, as_of)
    recs = _dedupe(recs.filter(kind=PaymentRecord.Kind.PAID, paid_on__isnull=False), visible)
    recs, unmatched = _payee_filter(recs, query.payee_terms)
    if unmatched:
        return None
    if query.start:
        recs = recs.filter(Q(statement_date__range=(query.start, query.end))
                           | Q(statement_date__isnull=True, paid_on__range=(query.start, query.end)))
    late = bool(_LATE.search(question))
    if late:
        recs = recs.filter(due_on__isnull=False, paid_on__gt=F("due_on"))
    if len(set(recs.values_list("paid_on", flat=True)[:50])) != 1:
        return None
    record = recs.order_by("document_id", "id").first()
    doc = Document.objects.get(pk=record.document_id)
    notes = [f"Read from the payment record of “{doc.title or doc.original_filename}”: paid on "
             f"{record.paid_on:%-d %B %Y}" + (f", due {record.due_on:%-d %B %Y}" if late and record.due_on else "")
             + (f" (a bill issued {query.label})." if query.start else ".")]
    return Answer(answer=record.paid_on.isoformat(), cited=[record.document_id], confidence=CONFIDENCE,
                  backend=BACKEND, notes=notes, cited_pages={record.document_id: record.page_number or 1})
