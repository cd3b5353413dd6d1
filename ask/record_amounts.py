"""What one bill came to, read from its payment record (``archive.models.PaymentRecord``) when the page text
gave no answer: "How much was the February 2026 electricity bill for the flat?" on a bill whose labels the
offline reader does not know ("Montant à payer", "Te betalen") or whose table prints unit prices beside
the total.

The payment extractor (``ingest.payments``) has already told which amount on the page is the bill's: what
was due or what was paid. The question is read as aggregation reads it (``ask.aggregate``: categories by
meaning, payee names, the one period parser); a named period is read both as when the bill was issued and
as when it was paid or due, and every reading must leave one document with one amount. A question about a
part of a bill (a fee, the tax, a line, a rate, the balance) or about several bills is not this one.
"""
from __future__ import annotations

import re
from datetime import date

from django.db.models import Q

from archive.models import Page, PaymentRecord

from .types import Answer

BACKEND = "payment-records"
CONFIDENCE = 0.8  # one bill left by category, payee and period, its amount read by the payment extractor

# "How much was/is/did … the X bill", "what did the X invoice come to", "the X bill's amount/total".
_AMOUNT_ASKED = re.compile(r"\bhow much\b|\bwhat (?:was|is|did)\b[^?]*\b(?:come to|total|amount|cost)\b|"
                           r"\b(?:amount|total) (?:of|on|for)\b", re.I)
_ONE_BILL = re.compile(r"\b(?:bill|invoice|statement)\b", re.I)
# Several bills, a sum over time, or a part of one bill: other readers answer these.
_NOT_ONE_AMOUNT = re.compile(
    r"\b(?:bills|invoices|statements|all|every|each|altogether|together|combined|in total|overall|spen[dt]|"
    r"fees?|tax(?:es)?|vat|gst|deposit|balance|previous|refund\w*|credit\w*|rate|per|unit|tip|discount|"
    r"deductible|premium|limit|interest|charges?|late|penalty|surcharge|instal?lments?|average|"
    r"line|item|items|usage|consumption|kwh|save|saving|difference|more|less|increase\w*|rise|went up|go up|"
    r"up by|down by|than|compared|vs|versus|higher|lower|cheaper|dearer|owe|owed|owing|left|remaining|outstanding|"
    r"over-?charged|under-?charged|subtotal|delivery|shipping|postage|labou?r|parts|rental|adjust\w*|correction|"
    r"salary|wages?|deposit\w*|paid into)\b", re.I)


def asks_bill_amount(question: str) -> bool:
    """Whether ``question`` asks what one bill came to ("How much was the March water bill?"), not a part
    of it, a sum of several or a comparison."""
    return bool(_AMOUNT_ASKED.search(question) and _ONE_BILL.search(question)
                and not _NOT_ONE_AMOUNT.search(question))


def record_amount_answer(user, question: str, *, as_of: date, include_sensitive: bool) -> Answer | None:
    """The amount of the one bill ``question`` names, from the payment records of the documents ``user``
    may open, citing the document and page the record was read from; None when the question asks no
    bill's amount, names no category or payee, or not exactly one document with one amount is left."""
    if not asks_bill_amount(question):
        return None
    from .aggregate import _dedupe, _money, _payee_filter, _read, _records

    query = _read(question, as_of)
    if not (query.categories or query.payee_terms):
        return None
    recs, visible = _records(user, query, include_sensitive, as_of)
    recs = _dedupe(recs.filter(kind__in=[PaymentRecord.Kind.PAID, PaymentRecord.Kind.DUE])
                   .filter(Q(statement_date__lte=as_of) | Q(statement_date__isnull=True)), visible)
    recs, unmatched = _payee_filter(recs, query.payee_terms)
    recs, unmatched = _in_places(recs, unmatched)
    if unmatched:
        return None
    if query.start:
        period = (query.start, query.end)
        recs = recs.filter(Q(statement_date__range=period) | Q(paid_on__range=period) | Q(due_on__range=period))
    amounts = set(recs.values_list("document_id", "amount_cents", "currency").distinct())
    if len(amounts) != 1:
        return None  # no bill, several bills, or a statement with a payment and a new amount due
    record = recs.select_related("document").order_by("id").first()
    doc = record.document
    money = _money(record.amount_cents, record.currency)
    issued = f", issued {record.statement_date:%-d %B %Y}" if record.statement_date else ""
    return Answer(answer=money, cited=[doc.pk], confidence=CONFIDENCE, backend=BACKEND,
                  notes=[f"Read from the payment record of “{doc.title or doc.original_filename}”{issued}: "
                         f"the bill's amount ({'paid' if record.kind == PaymentRecord.Kind.PAID else 'due'}), "
                         "since the page text gave no answer."],
                  cited_pages={doc.pk: record.page_number or 1})


def _in_places(recs, terms: list[str]):
    """Narrow ``recs`` by the names among ``terms`` that are countries or languages ("the flat in France",
    "the invoice from Germany"): to records of documents whose first page is written in a language that
    place speaks (``ask.languages``), as the reader's coverage gate reads such names. Returns (records,
    the terms that name no place)."""
    from .languages import place_languages, text_language
    from .question_type import stem

    places = place_languages()
    rest = []
    for term in terms:
        languages = places.get(stem(term.lower()))
        if not languages:
            rest.append(term)
            continue
        pages = Page.objects.filter(document_id__in=recs.values("document_id"), number=1)
        recs = recs.filter(document_id__in=[doc for doc, text in pages.values_list("document_id", "text")
                                            if text_language(text) in languages])
    return recs, rest
