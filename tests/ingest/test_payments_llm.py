"""The LLM payment extractor against the real database and a real HTTP endpoint on 127.0.0.1
(tests/ask/fake_llm.py): what is sent, what is kept, and the fallback to the rules."""
import hashlib
import json

import pytest

from archive.config import setting_set
from archive.models import Document, Page, PaymentRecord
from ingest.payments import RulesExtractor, extractor_default, payments_store
from ingest.payments_llm import INSTRUCTION, LLMPaymentExtractor, parse_payments_json, payment_windows
from tests.ask.fake_llm import FakeLLM, Reply

BILL = """Riverbend Water Authority
Statement date: 14 March 2026
Amount due
$88.15
Due date: 04/02/2026
"""
PAID = {"amount_cents": 8815, "currency": "USD", "kind": "due", "paid_on": None, "due_on": "2026-04-02",
        "payee": "Riverbend Water Authority", "category": "water"}


def _doc(user, title, texts, *, filename="x.pdf", sensitivity="internal"):
    doc = Document.objects.create(owner=user, title=title, original_filename=filename, mime_type="application/pdf",
                                  sha256=hashlib.sha256(title.encode()).hexdigest(), storage_name=title[:90],
                                  status=Document.Status.INDEXED, sensitivity=sensitivity)
    for n, text in enumerate(texts, 1):
        Page.objects.create(document=doc, number=n, text=text, source=Page.Source.TEXT_LAYER)
    return doc


@pytest.fixture
def server(configured_llm):
    return configured_llm


def _stored(doc):
    return list(PaymentRecord.objects.filter(document=doc).order_by("amount_cents"))


def test_default_is_llm_only_when_configured_and_acknowledged(db):
    assert isinstance(extractor_default(), RulesExtractor)
    setting_set("llm.endpoint_url", "http://127.0.0.1:9/v1")
    assert isinstance(extractor_default(), RulesExtractor)  # egress not acknowledged
    setting_set("llm.egress_ack", "true")
    assert isinstance(extractor_default(), LLMPaymentExtractor)


def test_correct_reply_is_stored_and_request_holds_only_this_page_text(server, user):
    other = _doc(user, "other-secret-title", ["Amount due $5.00"], filename="other-private-scan.pdf")
    doc = _doc(user, "water bill title", [BILL, "Page two: thank you"], filename="water-private-scan.pdf")
    server.script(Reply.of_json({"payments": [PAID]}))

    assert payments_store(doc) == 1
    [rec] = _stored(doc)
    assert (rec.amount_cents, rec.currency, rec.kind, rec.due_on.isoformat(), rec.paid_on) == \
        (8815, "USD", "due", "2026-04-02", None)
    assert (rec.payee, rec.category, rec.extractor, rec.page_number) == ("Riverbend Water Authority", "water", "llm", 1)
    doc.refresh_from_db()
    assert doc.extraction_status == Document.Extraction.DONE and doc.extraction_error == ""

    [request] = server.requests
    raw = request.raw.decode()
    # Exactly the instruction and the window around the amount: no other page, nothing about any document.
    assert request.body["messages"] == [{"role": "system", "content": INSTRUCTION},
                                        {"role": "user", "content": BILL.strip()}]
    for forbidden in ("other-private-scan.pdf", "water-private-scan.pdf", "other-secret-title", "water bill title",
                      "doc_id", "$5.00"):
        assert forbidden not in raw
    assert other.pk != doc.pk
    assert request.body["response_format"]["type"] == "json_schema"


def test_only_bounded_windows_around_amounts_are_sent(server, user):
    # A long document: prose without amounts, a bill in the middle of page 2, more prose after it.
    prose = "\n".join(f"Clause {i}: the tenant shall keep the premises clean and tidy." for i in range(60))
    doc = _doc(user, "long", [prose, prose + "\n" + BILL + prose, "TAILMARKER page three"])
    server.script(Reply.of_json({"payments": [PAID]}))
    assert payments_store(doc) == 1
    sent = server.requests[0].body["messages"][1]["content"]
    assert len(sent) <= 400  # ASK_EXCERPT_CHARS, the per-document bound Ask's excerpts have
    assert "$88.15" in sent and "Riverbend Water Authority" in sent and "Due date: 04/02/2026" in sent
    assert "TAILMARKER" not in sent and sent.count("Clause") <= 3  # the lines around the bill only
    [rec] = _stored(doc)
    assert rec.page_number == 2


def test_windows_are_cut_at_the_per_document_bound(server, user):
    setting_set("ASK_EXCERPT_CHARS", "150")
    pages = [f"Invoice {n}\nTotal due: ${n}0.00\nThank you" for n in range(1, 30)]
    doc = _doc(user, "many", pages)
    server.script(Reply.of_json({"payments": []}))
    payments_store(doc)
    sent = server.requests[0].body["messages"][1]["content"]
    assert 100 < len(sent) <= 150 and sent.startswith("Invoice 1\n")


def test_document_without_amounts_is_not_sent(server, user):
    doc = _doc(user, "letter", ["Dear tenant,\nthe stairs will be painted on Monday.\nRegards"])
    assert payments_store(doc) == 0
    assert server.requests == []


def test_payment_windows_merge_overlaps_and_keep_page_offsets():
    text, spans = payment_windows([(1, "a\nb\nTotal $5.00\nc\nd\ne\nf\ng\nh\ni\nPaid $5.00\nj"), (2, "none")],
                                  budget=1000)
    assert text == "a\nb\nTotal $5.00\nc\nd\n\ng\nh\ni\nPaid $5.00\nj"
    assert [(text[s:e][:1], n) for s, e, n in spans] == [("a", 1), ("g", 1)]
    assert payment_windows([(1, "no money here")], budget=400) == ("", [])


def test_amount_not_in_text_is_rejected(server, user):
    doc = _doc(user, "water bill", [BILL])
    invented = dict(PAID, amount_cents=9915)
    server.script(Reply.of_json({"payments": [invented, PAID]}))
    assert payments_store(doc) == 1
    assert [r.amount_cents for r in _stored(doc)] == [8815]
    doc.refresh_from_db()
    assert doc.extraction_error == "llm extractor: rejected 1 of 2 records (amount 1)"


def test_date_not_in_text_is_rejected(server, user):
    doc = _doc(user, "water bill", [BILL])
    server.script(Reply.of_json({"payments": [dict(PAID, kind="paid", paid_on="2026-04-03")]}))
    assert payments_store(doc) == 0
    doc.refresh_from_db()
    assert doc.extraction_status == Document.Extraction.DONE
    assert "rejected 1 of 1 records (date 1)" in doc.extraction_error


def test_fields_are_validated_and_unknown_category_is_other(server, user):
    doc = _doc(user, "water bill", [BILL])
    server.script(Reply.of_content("Here you go:\n```json\n" + json.dumps({"payments": [
        dict(PAID, category="utilities", payee="Someone Not Printed"),
        dict(PAID, currency="usd"), dict(PAID, amount_cents=-8815), dict(PAID, amount_cents="8815"),
        dict(PAID, kind="owed"), dict(PAID, due_on="02/04/2026"), "junk"]}) + "\n```"))
    assert payments_store(doc) == 1
    [rec] = _stored(doc)
    assert (rec.category, rec.payee) == ("other", "")  # never invented: an unprinted payee is dropped
    doc.refresh_from_db()
    assert "rejected 6 of 7 records (field 6)" in doc.extraction_error


def test_malformed_reply_falls_back_to_rules_with_reason(server, user):
    doc = _doc(user, "water bill", [BILL])
    server.script(Reply.of_content("I could not find any payments, sorry."))
    assert payments_store(doc) == 1
    [rec] = _stored(doc)
    assert (rec.extractor, rec.amount_cents) == ("rules", 8815)
    doc.refresh_from_db()
    assert doc.extraction_status == Document.Extraction.DONE
    assert doc.extraction_error.startswith("llm extractor unavailable: llm_malformed")
    assert doc.extraction_error.endswith("; used rules")


def test_unreachable_endpoint_falls_back_to_rules(db, user):
    with FakeLLM() as fake:
        url = fake.url("openai")
    setting_set("llm.endpoint_url", url)  # the server is gone: connection refused
    setting_set("llm.model", "fake")
    setting_set("llm.egress_ack", "true")
    doc = _doc(user, "water bill", [BILL])
    assert payments_store(doc) == 1 and _stored(doc)[0].extractor == "rules"
    doc.refresh_from_db()
    assert "llm extractor unavailable: llm_unreachable" in doc.extraction_error


def test_egress_not_acknowledged_uses_rules_and_sends_nothing(server, user):
    setting_set("llm.egress_ack", "false")
    doc = _doc(user, "water bill", [BILL])
    assert payments_store(doc) == 1
    assert _stored(doc)[0].extractor == "rules"
    # Even an LLM extractor built explicitly refuses to send without the acknowledgement.
    assert [r.extractor for r in LLMPaymentExtractor().extract(doc, [(1, BILL)])] == ["rules"]
    assert server.requests == []


@pytest.mark.parametrize("sensitivity", ["confidential", "restricted"])
def test_sensitive_document_not_sent_unless_inclusion_on(server, user, sensitivity):
    doc = _doc(user, "water bill", [BILL], sensitivity=sensitivity)
    assert payments_store(doc) == 1 and _stored(doc)[0].extractor == "rules"
    assert server.requests == []

    setting_set("ask.include_sensitive", "true")
    server.script(Reply.of_json({"payments": [PAID]}))
    assert payments_store(doc) == 1 and _stored(doc)[0].extractor == "llm"
    assert len(server.requests) == 1


def test_parse_payments_json_tolerates_bare_arrays_and_rejects_prose():
    assert parse_payments_json('[{"amount_cents": 1}]') == [{"amount_cents": 1}]
    assert parse_payments_json('ok {"payments": []} done') == []
    with pytest.raises(ValueError):
        parse_payments_json('{"answer": "no"}')
