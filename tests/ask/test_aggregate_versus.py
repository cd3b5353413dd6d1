"""A comparison of two kinds of bill over one period ("how much more on electricity than on gas last year"), not of
one kind over two periods, in the real PostgreSQL. Papers written for this file."""
from datetime import date

import pytest

from archive.models import Document, Page, PaymentRecord
from ask.aggregate import _read, aggregate_answer

AS_OF = date(2026, 6, 30)


def _paid(user, name, category, cents, day):
    key = f"{name}-{day.isoformat()}"
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{key}.pdf", mime_type="application/pdf",
                                  sha256=(key * 64)[:64], storage_name=key, status=Document.Status.INDEXED,
                                  extraction_status="done", document_date=day)
    Page.objects.create(document=doc, number=1, text=f"{name}\nYour {category} bill\nPaid €{cents / 100:.2f}",
                        source="text_layer")
    PaymentRecord.objects.create(document=doc, amount_cents=cents, currency="EUR", kind="paid", category=category,
                                 paid_on=day, payee=name, extractor="rules", snippet="")


def test_two_kinds_on_either_side_of_than():
    query = _read("How much more did we spend on electricity than on gas last year?", AS_OF)
    assert query.op == "diff" and query.versus == (("electricity",), ("gas",)) and query.other is None
    years = _read("How much more did we spend on electricity in 2025 than in 2024?", AS_OF)
    assert years.versus is None and years.other is not None


@pytest.mark.django_db
def test_one_kind_minus_the_other_over_the_same_year(user):
    _paid(user, "Fernley Power", "electricity", 30000, date(2025, 3, 10))
    _paid(user, "Fernley Power", "electricity", 20000, date(2025, 9, 10))
    _paid(user, "Transit Gas", "gas", 12000, date(2025, 2, 10))
    _paid(user, "Transit Gas", "gas", 9000, date(2024, 11, 10))  # the year before: not counted
    got = aggregate_answer(user, "How much more did we spend on electricity than on gas last year?", as_of=AS_OF,
                           include_sensitive=False)
    assert got.answer and "EUR 380.00" in got.answer, (got.answer, got.notes)
