"""Payment extraction: unit cases on hand-made bills, and the whole household corpus (ingested through
the real pipeline, OCR included) against its manifest."""
import email
import hashlib
import json
from collections import defaultdict
from email import policy
from pathlib import Path

import pymupdf
import pytest
from django.db.models import Q

from archive.models import Document, Page, PaymentRecord
from ask.payment_echoes import acknowledged_payments
from ingest.payments import payments_extract, payments_store
from tests.corpus import CORPUS

HOUSEHOLD = CORPUS / "household"


def page_texts(path: Path) -> list[str]:
    """Text-layer pages of a PDF, an e-mail's PDF attachments (body first), or a text file."""
    if path.suffix == ".pdf":
        return [p.get_text() for p in pymupdf.open(path)]
    if path.suffix == ".eml":
        msg = email.message_from_bytes(path.read_bytes(), policy=policy.default)
        texts = []
        for part in msg.walk():
            if part.get_content_type() == "text/plain":
                texts.insert(0, part.get_content())
            elif part.get_content_type() == "application/pdf":
                texts += [p.get_text() for p in pymupdf.open(stream=part.get_payload(decode=True), filetype="pdf")]
        return texts
    if path.suffix == ".txt":
        return [path.read_text()]
    return []


def manifest() -> list[dict]:
    return [json.loads(line) for line in (HOUSEHOLD / "manifest.jsonl").open()]


def _doc(db_user, title, texts):
    doc = Document.objects.create(owner=db_user, title=title, original_filename="x.pdf", mime_type="application/pdf",
                                  sha256=hashlib.sha256(title.encode()).hexdigest(), storage_name=title[:90],
                                  status=Document.Status.INDEXED)
    for n, text in enumerate(texts, 1):
        Page.objects.create(document=doc, number=n, text=text, source=Page.Source.TEXT_LAYER)
    return doc


BILL = """Riverbend Water Authority
Statement date: 14 March 2026
Previous balance
$412.10
Payment received 02/20/2026
-$412.10
Balance forward
$0.00
Amount due
$88.15
Due date: 04/02/2026
"""


def test_previous_balance_is_not_the_amount_and_unpaid_bill_is_due(db, user):
    doc = _doc(user, "water bill", [BILL])
    rec, previous = payments_extract(doc)
    assert (rec.amount_cents, rec.currency, rec.kind) == (8815, "USD", "due")
    assert rec.due_on.isoformat() == "2026-04-02" and rec.statement_date.isoformat() == "2026-03-14"
    assert rec.paid_on is None  # the "Payment received" line paid the previous bill
    assert rec.category == "water" and rec.payee == "Riverbend Water Authority"
    # That payment is a record of its own, its amount the ledger's credit on the row under the label.
    assert (previous.kind, previous.amount_cents, previous.paid_on.isoformat()) == ("paid", 41210, "2026-02-20")


def test_paid_stamp_and_eur_bill(db, user):
    doc = _doc(user, "fatura", ["Solaria Energia\nTotal a pagar / Total to pay\n1.234,56 €\n"
                                "Débito direto / Direct debit: 1.234,56 € em/on 03/04/2026\n"])
    [rec] = payments_extract(doc)
    assert (rec.amount_cents, rec.currency, rec.kind, rec.paid_on.isoformat()) == (123456, "EUR", "paid", "2026-04-03")
    assert rec.category == "electricity"


def test_store_replaces_records_and_marks_done(db, user):
    doc = _doc(user, "water bill", [BILL])
    assert payments_store(doc) == 2 and payments_store(doc) == 2
    assert PaymentRecord.objects.filter(document=doc).count() == 2
    doc.refresh_from_db()
    assert doc.extraction_status == Document.Extraction.DONE


def test_store_records_failure_without_raising(db, user):
    class Broken:
        name = "broken"

        def extract(self, document, pages):
            raise ValueError("unreadable table")

    doc = _doc(user, "bad", ["Amount due $1.00"])
    assert payments_store(doc, Broken()) == 0
    doc.refresh_from_db()
    assert doc.extraction_status == Document.Extraction.FAILED and "unreadable table" in doc.extraction_error


def test_no_text_is_skipped(db, user):
    doc = _doc(user, "photo", [])
    assert payments_store(doc) == 0
    doc.refresh_from_db()
    assert doc.extraction_status == Document.Extraction.SKIPPED


@pytest.mark.slow
def test_household_records_match_manifest(household):
    """Every text document's outgoing payments (amount, currency, paid-on, category) match the manifest,
    and per-month per-category totals match exactly."""
    # The manifest splits insurance into car/home; the product's fixed categories have one "insurance".
    fixed = {"car_insurance": "insurance", "home_insurance": "insurance"}
    expected, got = defaultdict(int), defaultdict(int)
    # A bill's line acknowledging the payment of the bill before it is that bill's payment, not this one's.
    echoes = acknowledged_payments(Document.objects.filter(pk__in=[d.pk for d in household["docs"].values()]))
    for entry in manifest():
        doc = household["docs"][entry["file"]]
        # An e-mail's bill is its PDF attachment, a document of its own linked to the e-mail.
        recs = PaymentRecord.objects.filter(Q(document=doc) | Q(document__parent=doc), kind="paid").exclude(
            pk__in=echoes)
        want = sorted((p["amount_cents"], p["currency"], p["paid_on"])
                      for p in entry["payments"] if p["direction"] == "out")
        assert sorted((r.amount_cents, r.currency, r.paid_on.isoformat()) for r in recs) == want, entry["file"]
        for p in entry["payments"]:
            if p["direction"] == "out" and entry["kind"] != "bank_statement":
                expected[(p["paid_on"][:7], fixed.get(p["category"], p["category"]),
                          p["currency"])] += p["amount_cents"]
        for r in recs:
            if entry["kind"] != "bank_statement":
                got[(r.paid_on.isoformat()[:7], r.category, r.currency)] += r.amount_cents
    utilities = {k: v for k, v in expected.items() if k[1] in ("electricity", "gas", "water", "internet", "insurance")}
    assert {k: got.get(k) for k in utilities} == utilities
    # The unpaid November bills are "due", not "paid".
    corpus_docs = [d.pk for d in household["docs"].values()]  # other tests may have left records of their own
    assert PaymentRecord.objects.filter(kind="due", document__in=corpus_docs).count() == 2
