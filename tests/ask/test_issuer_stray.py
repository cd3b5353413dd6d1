"""One issuer's odd paper counts with its kind (ask.record_scope._payees_of), in the real PostgreSQL: a gas
supplier's reminder that its letterhead's meaning placed under "tax" is still a gas payment, while a dual-fuel
supplier's electricity bill never becomes gas. Every paper here is written for this file."""
from datetime import date

import pytest

from archive.models import Document, Page, PaymentRecord
from ask.aggregate import aggregate_answer

AS_OF = date(2026, 9, 14)


def _paper(user, name, cents, day, *, category, payee, kind="paid"):
    key = f"{name}-{day.isoformat()}"
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf", mime_type="application/pdf",
                                  sha256=(key * 64)[:64], storage_name=key, status=Document.Status.INDEXED,
                                  extraction_status="done", document_date=day)
    Page.objects.create(document=doc, number=1, text=f"{payee}\n{name}\nAmount €{cents / 100:.2f}", source="text_layer")
    PaymentRecord.objects.create(document=doc, amount_cents=cents, currency="EUR", kind=kind, category=category,
                                 paid_on=day, statement_date=day, payee=payee, extractor="rules", snippet="")
    return doc


def _gas_total(user):
    got = aggregate_answer(user, "How much did we pay for gas in 2026 in total?", as_of=AS_OF, include_sensitive=False)
    return got.answer


@pytest.mark.django_db
def test_a_suppliers_one_odd_paper_counts_with_its_kind(user):
    for month, cents in ((2, 10000), (4, 9000), (6, 8000)):
        _paper(user, f"Corvina Gas statement {month}", cents, date(2026, month, 20), category="gas",
               payee="CORVINA Corvina Gas Ltd")
    _paper(user, "Corvina reminder", 5000, date(2026, 8, 12), category="tax", payee="CORVINA Corvina Gas Ltd")
    assert "EUR 320.00" in _gas_total(user)


@pytest.mark.django_db
def test_an_odd_paper_needs_a_clear_majority(user):
    # Two papers of gas against one of tax: not enough to say the tax paper is gas.
    for month, cents in ((2, 10000), (4, 9000)):
        _paper(user, f"Corvina Gas statement {month}", cents, date(2026, month, 20), category="gas",
               payee="CORVINA Corvina Gas Ltd")
    _paper(user, "Corvina reminder", 5000, date(2026, 8, 12), category="tax", payee="CORVINA Corvina Gas Ltd")
    assert "EUR 190.00" in _gas_total(user)


@pytest.mark.django_db
def test_a_dual_fuel_suppliers_electricity_bill_stays_electricity(user):
    for month, cents in ((2, 10000), (4, 9000), (6, 8000)):
        _paper(user, f"Kellbach Energy gas {month}", cents, date(2026, month, 20), category="gas",
               payee="Kellbach Energy")
    _paper(user, "Kellbach Energy electricity", 6000, date(2026, 7, 20), category="electricity",
           payee="Kellbach Energy")
    assert "EUR 270.00" in _gas_total(user)
