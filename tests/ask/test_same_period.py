"""A period named by another bill ("… a gas bill for $137.74. … the electricity bill from the same month?"),
read from the payment records in the real PostgreSQL (ask.same_period)."""
from datetime import date

import pytest

from archive.models import Document, PaymentRecord
from ask.same_period import resolve_same_period


def _bill(user, name, cents, statement, *, owner=None):
    doc = Document.objects.create(owner=owner or user, title=name, original_filename=f"{name}.pdf",
                                  mime_type="application/pdf", sha256=(name * 64)[:64], storage_name=name,
                                  status=Document.Status.INDEXED, extraction_status="done", document_date=statement)
    PaymentRecord.objects.create(document=doc, amount_cents=cents, currency="USD", kind="due", due_on=statement,
                                 statement_date=statement, category="gas", extractor="rules")
    return doc


@pytest.mark.django_db
def test_the_same_month_is_the_month_of_the_bill_the_question_names(user):
    _bill(user, "gas-march", 13774, date(2026, 3, 5))
    _bill(user, "gas-april", 9120, date(2026, 4, 5))
    got = resolve_same_period(user, "We got a gas bill for $137.74. How much was the electricity bill that "
                              "arrived the same month?", include_sensitive=False)
    assert got.question == "How much was the electricity bill that arrived in March 2026?"
    assert (got.start, got.end) == (date(2026, 3, 1), date(2026, 3, 31))
    assert "March 2026" in got.note
    dashed = resolve_same_period(user, "There was a $91.20 gas bill - what did the water bill from that month come "
                                 "to?", include_sensitive=False)
    assert dashed.question == "What did the water bill in April 2026 come to?"


@pytest.mark.django_db
def test_no_reading_when_the_amount_fits_no_month_or_two(user, django_user_model):
    _bill(user, "gas-march", 13774, date(2026, 3, 5))
    _bill(user, "gas-may", 13774, date(2026, 5, 5))
    _bill(user, "gas-june", 5000, date(2026, 6, 5))
    ask = "We got a gas bill for {}. What was the electricity bill the same month?"
    assert resolve_same_period(user, ask.format("$137.74"), include_sensitive=False) is None  # two months
    assert resolve_same_period(user, ask.format("$12.34"), include_sensitive=False) is None  # none on record
    assert resolve_same_period(user, "What was the electricity bill in March?", include_sensitive=False) is None
    other = django_user_model.objects.create_user("mallory", password="x" * 12)
    assert resolve_same_period(other, ask.format("$50.00"), include_sensitive=False) is None  # not theirs to see


@pytest.mark.django_db
def test_the_naming_clauses_own_month_picks_among_bills_of_one_amount(user):
    _bill(user, "water-october", 12175, date(2025, 10, 9))
    _bill(user, "water-april", 12175, date(2026, 4, 9))
    ask = "The water bill in {} asked for $121.75; what did the electricity statement printed that month ask for?"
    got = resolve_same_period(user, ask.format("April"), include_sensitive=False, as_of=date(2026, 11, 30))
    assert got is not None and (got.start, got.end) == (date(2026, 4, 1), date(2026, 4, 30))
    assert resolve_same_period(user, ask.format("April"), include_sensitive=False) is None  # no day to read it by
    assert resolve_same_period(user, ask.format("June"), include_sensitive=False, as_of=date(2026, 11, 30)) is None


@pytest.mark.django_db
def test_a_later_bills_acknowledgement_of_the_payment_is_not_the_bill(user):
    _bill(user, "gas-march", 16982, date(2026, 3, 7))
    april = _bill(user, "gas-april", 9120, date(2026, 4, 10))
    PaymentRecord.objects.create(document=april, amount_cents=16982, currency="USD", kind="paid",
                                 paid_on=date(2026, 3, 23), category="gas", extractor="rules")
    got = resolve_same_period(user, "One gas bill came to $169.82; what did the power statement issued in that same "
                              "month ask for?", include_sensitive=False, as_of=date(2026, 11, 30))
    assert got is not None and got.start == date(2026, 3, 1)


@pytest.mark.django_db
def test_the_month_before_the_named_bill(user):
    _bill(user, "power-april", 13260, date(2026, 4, 6))
    got = resolve_same_period(user, "The electricity statement in April 2026 was $132.60. What was the gas bill "
                              "dated the month before?", include_sensitive=False, as_of=date(2026, 11, 30))
    assert got.question == "What was the gas bill dated in March 2026?"
    after = resolve_same_period(user, "The electricity statement was $132.60. What was the gas bill of the year "
                                "after?", include_sensitive=False)
    assert (after.start, after.end) == (date(2027, 1, 1), date(2027, 12, 31))
    previous = resolve_same_period(user, "The electricity statement was $132.60; what did the water bill of the "
                                   "previous month come to?", include_sensitive=False)
    assert (previous.start, previous.end) == (date(2026, 3, 1), date(2026, 3, 31))
