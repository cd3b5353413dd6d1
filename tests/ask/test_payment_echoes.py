"""A bill's line acknowledging the payment of the bill before it ("Payment received 02/12/2025 −€206.76") is
counted once, and only when the archive holds the bill it paid (ask.payment_echoes), in the real PostgreSQL."""
from datetime import date

import pytest

from archive.models import Document, PaymentRecord
from ask.aggregate import aggregate_answer

AS_OF = date(2026, 5, 12)


def _doc(user, name, day):
    return Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf",
                                   mime_type="application/pdf", sha256=(name * 64)[:64], storage_name=name,
                                   status=Document.Status.INDEXED, extraction_status="done", document_date=day)


def _record(doc, cents, kind, *, paid=None, due=None, statement=None):
    return PaymentRecord.objects.create(document=doc, amount_cents=cents, currency="EUR", kind=kind, category="gas",
                                        paid_on=paid, due_on=due, statement_date=statement, payee="Fenwater Gas",
                                        extractor="rules")


def _statement(user, name, day, own_cents, *, acknowledged=None):
    """A gas statement issued on ``day`` asking ``own_cents``, acknowledging ``acknowledged`` = (cents, paid on)."""
    doc = _doc(user, name, day)
    _record(doc, own_cents, "due", due=day.replace(day=28), statement=day)
    if acknowledged:
        _record(doc, acknowledged[0], "paid", paid=acknowledged[1])
    return doc


def _total(user, question):
    return aggregate_answer(user, question, as_of=AS_OF, include_sensitive=False).answer


@pytest.mark.django_db
def test_the_payment_of_a_held_bill_shown_on_the_next_one_counts(user):
    _statement(user, "gas-2025-11", date(2025, 11, 18), 20676)
    _statement(user, "gas-2026-01", date(2026, 1, 16), 46594, acknowledged=(20676, date(2025, 12, 2)))
    assert "EUR 206.76" in _total(user, "What did gas cost us between December 2025 and February 2026?")


@pytest.mark.django_db
def test_the_payment_of_a_bill_the_archive_does_not_hold_is_left_out(user):
    # The bill of 318.10 paid on 23 October is not on file: its echo on the next bill is no payment of a held bill.
    _statement(user, "gas-2025-11", date(2025, 11, 18), 20676, acknowledged=(31810, date(2025, 10, 23)))
    _doc_paid = _doc(user, "gas-receipt", date(2025, 10, 5))
    _record(_doc_paid, 5000, "paid", paid=date(2025, 10, 5))
    assert "EUR 50.00" in _total(user, "What did gas cost us in October 2025?")
    # That payment was made in October all the same: the figure says it left it out, and is flagged.
    got = aggregate_answer(user, "What did gas cost us in October 2025?", as_of=AS_OF, include_sensitive=False)
    assert got.confidence < 0.5 and any("not on file" in n for n in got.notes), (got.confidence, got.notes)
    # A period without such a payment is not flagged.
    november = aggregate_answer(user, "What did gas cost us in November 2025?", as_of=AS_OF, include_sensitive=False)
    assert not any("not on file" in n for n in november.notes), november.notes


@pytest.mark.django_db
def test_a_payment_shown_as_paid_on_its_bill_and_again_on_the_next_counts_once(user):
    # An autopay bill paid on the 24th; the next bill says the payment was received on the 22nd.
    autopay = _doc(user, "gas-2026-02", date(2026, 2, 10))
    _record(autopay, 5899, "paid", paid=date(2026, 2, 24), due=date(2026, 2, 24))
    _statement(user, "gas-2026-03", date(2026, 3, 10), 5312, acknowledged=(5899, date(2026, 2, 22)))
    assert "EUR 58.99" in _total(user, "What did gas cost us in February 2026?")


@pytest.mark.django_db
def test_two_later_papers_acknowledging_one_payment_count_it_once(user):
    _statement(user, "gas-2026-01", date(2026, 1, 16), 46594)
    _statement(user, "gas-reminder", date(2026, 2, 20), 1250, acknowledged=(46594, date(2026, 2, 18)))
    _statement(user, "gas-2026-03", date(2026, 3, 17), 50475, acknowledged=(46594, date(2026, 2, 18)))
    assert "EUR 465.94" in _total(user, "What did gas cost us in February 2026?")


@pytest.mark.django_db
def test_a_document_is_counted_by_its_own_bill_not_the_payment_it_acknowledges(user):
    _statement(user, "gas-2025-11", date(2025, 11, 18), 12000)
    _statement(user, "gas-2026-01", date(2026, 1, 16), 9000, acknowledged=(12000, date(2025, 12, 2)))
    # Only the November statement asks more than 100; the 120.00 January's acknowledges is November's.
    answer = _total(user, "How many gas bills over €100 did we get since November 2025?")
    assert answer.startswith("1 "), answer
