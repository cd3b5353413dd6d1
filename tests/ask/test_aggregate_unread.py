"""A figure over payments whose period holds a bill with no payment read is flagged, not given at 0.95
(ask.aggregate._payments_unread), in the real PostgreSQL."""
from datetime import date

import pytest

from archive.models import Document, PaymentRecord
from ask.aggregate import UNREAD_CONFIDENCE, aggregate_answer

AS_OF = date(2026, 11, 30)


def _bill(user, name, cents, day, kind):
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf", mime_type="application/pdf",
                                  sha256=(name * 64)[:64], storage_name=name, status=Document.Status.INDEXED,
                                  extraction_status="done", document_date=day)
    PaymentRecord.objects.create(document=doc, amount_cents=cents, currency="USD", kind=kind, category="electricity",
                                 statement_date=day, due_on=day, paid_on=day if kind == "paid" else None,
                                 extractor="rules", snippet=f"{cents / 100:.2f}")
    return doc


@pytest.mark.django_db
def test_a_bill_of_the_period_with_no_payment_read_flags_the_total(user):
    _bill(user, "power-01", 10000, date(2026, 1, 20), "paid")
    _bill(user, "power-02", 11000, date(2026, 2, 20), "paid")
    question = "How much did we pay for electricity in Q1 2026?"
    clean = aggregate_answer(user, question, as_of=AS_OF, include_sensitive=False)
    assert clean.confidence == 0.95 and "USD 210.00" in clean.answer
    _bill(user, "power-03", 12000, date(2026, 3, 20), "charged")  # read its amount, never its payment
    flagged = aggregate_answer(user, question, as_of=AS_OF, include_sensitive=False)
    assert "USD 210.00" in flagged.answer and flagged.confidence == UNREAD_CONFIDENCE < 0.5
    assert any("no payment on record" in n for n in flagged.notes)


@pytest.mark.django_db
def test_a_bill_paid_through_another_paper_is_no_unread_payment(user):
    _bill(user, "power-01", 10000, date(2026, 1, 20), "charged")
    _bill(user, "bank-statement-01", 10000, date(2026, 1, 22), "paid")  # the statement line that paid it
    got = aggregate_answer(user, "How much did we pay for electricity in January 2026?", as_of=AS_OF,
                           include_sensitive=False)
    assert got.confidence == 0.95, got.notes


@pytest.mark.django_db
def test_an_open_bill_paid_through_another_paper_is_not_owed(user):
    bill = Document.objects.create(owner=user, title="power-11", original_filename="power-11.pdf",
                                   mime_type="application/pdf", sha256="p" * 64, storage_name="power-11",
                                   status=Document.Status.INDEXED, extraction_status="done",
                                   document_date=date(2026, 11, 10))
    PaymentRecord.objects.create(document=bill, amount_cents=8000, currency="USD", kind="due", category="electricity",
                                 statement_date=date(2026, 11, 10), due_on=date(2026, 12, 5), extractor="rules")
    owed = aggregate_answer(user, "How much do we still owe?", as_of=AS_OF, include_sensitive=False)
    assert "USD 80.00" in owed.answer
    _bill(user, "card-receipt", 8000, date(2026, 11, 20), "paid")  # paid by card after the bill came
    owed = aggregate_answer(user, "How much do we still owe?", as_of=AS_OF, include_sensitive=False)
    assert owed.answer is None or "80.00" not in owed.answer, owed.answer


@pytest.mark.django_db
def test_last_years_payment_of_the_same_amount_does_not_pay_this_bill(user):
    bill = Document.objects.create(owner=user, title="water-11", original_filename="water-11.pdf",
                                   mime_type="application/pdf", sha256="w" * 64, storage_name="water-11",
                                   status=Document.Status.INDEXED, extraction_status="done")
    PaymentRecord.objects.create(document=bill, amount_cents=8000, currency="USD", kind="due", category="water",
                                 due_on=date(2026, 12, 5), extractor="rules")  # no date of its own printed
    _bill(user, "water-last-year", 8000, date(2025, 11, 28), "paid")
    owed = aggregate_answer(user, "How much do we still owe?", as_of=AS_OF, include_sensitive=False)
    assert "USD 80.00" in owed.answer


def _record(doc, cents, kind, *, paid=None, due=None, statement=None, category="gas", payee="Heatwell"):
    return PaymentRecord.objects.create(document=doc, amount_cents=cents, currency="USD", kind=kind,
                                        category=category, payee=payee, paid_on=paid, due_on=due,
                                        statement_date=statement, extractor="rules", snippet=f"{cents / 100:.2f}")


@pytest.mark.django_db
def test_a_bill_acknowledging_the_previous_payment_is_not_paid_by_it(user):
    # Each quarterly bill thanks for the last one's payment; the second bill's own payment was never read.
    q1 = _bill(user, "heat-q1", 30000, date(2026, 2, 10), "charged")
    q2 = Document.objects.create(owner=user, title="heat-q2", original_filename="heat-q2.pdf",
                                 mime_type="application/pdf", sha256="q" * 64, storage_name="heat-q2",
                                 status=Document.Status.INDEXED, extraction_status="done",
                                 document_date=date(2026, 5, 10))
    PaymentRecord.objects.filter(document=q1).update(category="gas", payee="Heatwell", due_on=date(2026, 3, 1))
    _record(q2, 25000, "due", due=date(2026, 6, 1), statement=date(2026, 5, 10))
    _record(q2, 30000, "paid", paid=date(2026, 2, 25))  # "we received your payment of 300.00 on 25 February"
    got = aggregate_answer(user, "How much did we pay for heating in 2026?", as_of=AS_OF, include_sensitive=False)
    assert "USD 300.00" in got.answer and got.confidence == UNREAD_CONFIDENCE, (got.answer, got.notes)


@pytest.mark.django_db
def test_a_same_amount_paid_a_season_away_does_not_settle_an_instalment(user):
    # Instalments of one amount: the first quarter's payment is no payment of the second quarter's bill.
    first = _bill(user, "heat-q1", 30000, date(2026, 2, 25), "paid")
    second = _bill(user, "heat-q2", 30000, date(2026, 5, 10), "charged")
    PaymentRecord.objects.filter(document__in=[first, second]).update(category="gas")
    got = aggregate_answer(user, "How much did we pay for heating in 2026?", as_of=AS_OF, include_sensitive=False)
    assert got.confidence == UNREAD_CONFIDENCE, got.notes


@pytest.mark.django_db
def test_an_issuers_paper_of_no_known_kind_counts_with_its_other_papers(user):
    # A scanned reminder whose text names no supply, from an issuer whose bills are all heating: it counts as
    # heating. Its name's accents were lost in the scan.
    bill = _bill(user, "heat-q1", 30000, date(2026, 2, 25), "paid")
    PaymentRecord.objects.filter(document=bill).update(category="gas", payee="Wärmewerk Süd")
    scan = _bill(user, "scan-0001", 27700, date(2026, 6, 20), "paid")
    PaymentRecord.objects.filter(document=scan).update(category="other", payee="WARMEWERK SUD")
    got = aggregate_answer(user, "How much did we pay for heating in 2026?", as_of=AS_OF, include_sensitive=False)
    assert "USD 577.00" in got.answer, got.answer
    # An issuer seen in two known kinds is not one kind: its unplaced paper is left out.
    PaymentRecord.objects.create(document=scan, amount_cents=1000, currency="USD", kind="paid", category="water",
                                 payee="Wärmewerk Süd", paid_on=date(2026, 7, 1), extractor="rules")
    got = aggregate_answer(user, "How much did we pay for heating in 2026?", as_of=AS_OF, include_sensitive=False)
    assert "USD 300.00" in got.answer, got.answer
