"""Bills a later paper restates under their number: a payment reminder ("the direct debit for our invoice
RE-4411 of 04.02. over 89,56 € was returned … we will collect 95,06 € on 05.03."), a final notice, a receipt
for that invoice. The later paper says what became of the bill (bounced, re-collected with fees, paid), so a
sum counts the bill once, by the later paper's record, and a count of bills counts the two papers as one bill.

A link needs all of: the earlier paper's own number (an identifier page field whose label names the document,
"Invoice No.", "Rechnungsnummer", "N° de facture", read in English or through ``ingest.gloss``) printed on the
later paper; the earlier bill's amount printed there too; the later paper dated no earlier, of the same category
or payee; a record of its own (paid, due or charged, not a refund) of the same currency and at least the
earlier amount, at most RESTATED_MAX_RATIO of it (fees on top, not the next bill); and no number of its own
naming a document (a bill of its own that only quotes the last one). A reminder that names the bill by its
statement date instead ("your statement dated 7 July 2026") links the same way, by that date and the amount, and
stands only for that bill's own record (``_restated_by_date``).
"""
from __future__ import annotations

import re
from bisect import bisect_right
from collections import defaultdict
from datetime import timedelta

from django.db.models import QuerySet

from archive.models import Page, PageField, PaymentRecord
from ingest.money import find_money

#: A later paper's amount is at most this multiple of the bill it restates: fees and interest on top.
RESTATED_MAX_RATIO = 1.5
_KINDS = (PaymentRecord.Kind.PAID, PaymentRecord.Kind.DUE, PaymentRecord.Kind.CHARGED)
_NUMBER_SLOTS = {"number", "no", "nr", "id", "ref", "reference"}
_DIGITS = re.compile(r"\d")


def label_names_document(label: str, lang: str | None) -> bool:
    """Whether a page field's ``label`` names its document's own number: every word (English, or its
    ``ingest.gloss`` senses in language ``lang``, ISO 639-1) a document noun or a slot noun
    (``ask.question_type.DOCUMENT_NOUNS``, ``SLOT_NOUNS``), one of them a document noun. "Invoice No." and
    "Factuurnummer" do; "Customer number", "Kundennummer" and "Policy number" do not."""
    from ask.question_type import DOCUMENT_NOUNS, SLOT_NOUNS, STOPWORDS, words
    from ingest.gloss import LANGUAGES, glossed_words

    allowed = DOCUMENT_NOUNS | SLOT_NOUNS | _NUMBER_SLOTS
    english = [{w for _, w in words(label)} - STOPWORDS]
    if lang in LANGUAGES:
        readings = []
        for token, senses in glossed_words(label, lang):
            if token.isdigit():
                continue
            options = [{w for _, w in words(s)} - STOPWORDS for s in senses] or [{w for _, w in words(token)}]
            fitting = [o for o in options if o and o <= allowed]
            if not fitting:
                return False
            readings.append(set().union(*fitting))
        english = [set().union(*readings)] if readings else []
    return any(r and r <= allowed and r & DOCUMENT_NOUNS for r in english)


def _printed_amount(text: str, cents: int, currency: str) -> bool:
    """Whether ``text`` prints the amount ``cents`` (``ingest.money.find_money``: any locale form; a bare number
    read in ``currency``)."""
    return any(m.amount_cents == abs(cents) for m in find_money(text, default_currency=currency, bare=True))


def restated_records(recs: QuerySet) -> set[int]:
    """Ids of the records (of ``recs``) of bills that a later document of ``recs`` restates under their number
    (see the module docstring): the later document's record stands for the bill. Two queries (identifier fields,
    page texts of the documents involved); the rest in memory. Raises nothing."""
    rows = list(recs.filter(kind__in=_KINDS).values(
        "id", "document_id", "kind", "amount_cents", "currency", "category", "payee", "statement_date", "paid_on",
        "document__document_date"))
    by_doc: dict[int, list[dict]] = defaultdict(list)
    for r in rows:
        by_doc[r["document_id"]].append(r)
    if len(by_doc) < 2:
        return set()
    return _restated_by_number(by_doc) | _restated_by_date(by_doc)


def _texts(docs) -> dict[int, str]:
    """Document id → its pages' text, joined. One query."""
    texts: dict[int, str] = defaultdict(str)
    for doc, text in Page.objects.filter(document_id__in=list(docs)).values_list("document_id", "text"):
        texts[doc] += f"\n{text}"
    return texts


def _restated_by_number(by_doc: dict[int, list[dict]]) -> set[int]:
    """``restated_records`` for bills a later paper names by their number (the module docstring): every record of
    the earlier paper. Two queries (identifier fields, then page texts when there are any)."""
    from ask.languages import text_language

    numbers: dict[int, list[tuple[str, str]]] = defaultdict(list)
    for doc, label, value in PageField.objects.filter(
            document_id__in=list(by_doc), kind=PageField.Kind.IDENTIFIER).values_list("document_id", "label", "value"):
        value = value.strip()
        if len(value) >= 5 and _DIGITS.search(value):
            numbers[doc].append((label, value))
    if not numbers:
        return set()
    texts = _texts(by_doc)
    own: dict[int, set[str]] = {}  # document → its own numbers (labelled as naming the document)
    for doc, pairs in numbers.items():
        lang = text_language(texts[doc][:2000])
        own[doc] = {value for label, value in pairs if label_names_document(label, lang)}
    dropped = set()
    for earlier, values in own.items():
        for value in values:
            for later, later_rows in by_doc.items():
                if later == earlier or value not in texts[later] or own.get(later, set()) - own[earlier]:
                    continue
                if any(_restates(r, o, texts[later]) for r in by_doc[earlier] for o in later_rows):
                    dropped |= {r["id"] for r in by_doc[earlier]}
    return dropped


#: Days after a bill's statement date within which a paper quoting that date and its amount is about it (a
#: reminder, a final notice); past that, a date and amount alike are a coincidence.
RESTATED_BY_DATE_DAYS = 120


def _restated_by_date(by_doc: dict[int, list[dict]]) -> set[int]:
    """``restated_records`` for bills a later paper names by their date instead ("We have not yet received payment
    of your statement dated 7 July 2026 … $79.50"): the bill record (due or charged) whose statement date and amount
    the later paper prints, within RESTATED_BY_DATE_DAYS after it, with the same tests as by number
    (``_restates``). Only that record: the payments its paper acknowledges stay. One query (the page texts of the
    later papers that could be such), none when there are none."""
    from ingest.money import find_dates

    dated = {doc: next((r["statement_date"] or r["document__document_date"] for r in rows
                        if r["statement_date"] or r["document__document_date"]), None) for doc, rows in by_doc.items()}
    # Later papers by kind (a real category, or a payee) and date, so each bill meets only those of its kind dated in
    # its window: a large archive's bills are not paired with every paper.
    by_kind: dict[tuple, list[tuple]] = defaultdict(list)
    for doc, rows in by_doc.items():
        if dated[doc] is not None:
            for key in {("category", r["category"]) for r in rows if r["category"] not in ("", "other")} | \
                    {("payee", r["payee"]) for r in rows if r["payee"]}:
                by_kind[key].append((dated[doc], doc))
    for papers in by_kind.values():
        papers.sort()
    pairs = []
    for earlier, rows in by_doc.items():
        for bill in rows:
            day = bill["statement_date"]
            if bill["kind"] == PaymentRecord.Kind.PAID or day is None:
                continue
            later_docs = set()
            for key in (("category", bill["category"]), ("payee", bill["payee"])):
                papers = by_kind.get(key, [])
                lo = bisect_right(papers, (day, float("inf")))
                hi = bisect_right(papers, (day + timedelta(days=RESTATED_BY_DATE_DAYS), float("inf")))
                later_docs |= {doc for _, doc in papers[lo:hi] if doc != earlier}
            for later in later_docs:
                own = [o for o in by_doc[later] if (o["kind"] != PaymentRecord.Kind.PAID or (o["paid_on"] or day) > day)
                       and (o["category"] == bill["category"] or o["payee"] == bill["payee"])
                       and bill["amount_cents"] <= o["amount_cents"]]
                if own:
                    pairs.append((bill, later, own))
    if not pairs:
        return set()
    texts = _texts({later for _, later, _ in pairs})
    printed = {doc: {m.value for m in find_dates(text)} for doc, text in texts.items()}
    return {bill["id"] for bill, later, own in pairs
            if bill["statement_date"] in printed.get(later, ()) and any(_restates(bill, o, texts[later]) for o in own)}


def _restates(bill: dict, later: dict, later_text: str) -> bool:
    """Whether record ``later`` (on the paper printing ``bill``'s number) stands for ``bill``'s record. Of two
    papers of one day, the later stored one stands for the other, never both ways; one payment on both (a bill as
    e-mail and as PDF) is left to ``ask.record_scope.dedupe_payments``, which counts it once."""
    if bill["amount_cents"] == later["amount_cents"] and bill["paid_on"] == later["paid_on"]:
        return False
    day = bill["statement_date"] or bill["document__document_date"]
    later_day = later["statement_date"] or later["document__document_date"] or day
    same_kind = (bill["category"] == later["category"] and bill["category"] not in ("", "other")) or \
        (bill["payee"] and bill["payee"].strip().lower() == (later["payee"] or "").strip().lower())
    return bool(same_kind and bill["currency"] == later["currency"] and bill["amount_cents"] > 0
                and bill["amount_cents"] <= later["amount_cents"] <= RESTATED_MAX_RATIO * bill["amount_cents"]
                and later_day and (later_day, later["document_id"]) > (day or later_day, bill["document_id"])
                and _printed_amount(later_text, bill["amount_cents"], bill["currency"]))
