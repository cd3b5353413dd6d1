"""Receipts that say they were paid in words a till or a clinic prints ("EFTPOS $52.00", "Amount paid $78.00",
"Paid 09/04/2026 (Visa)  -$285.00" over "Balance owing $0.00"), read into payment records (ingest.payments_rules,
ingest.settled) from pages stored in the real PostgreSQL. Every name here is invented."""
import hashlib
from datetime import date

import pytest

from archive.models import Document, Page
from ingest.payments import payments_extract


def _records(owner, title: str, text: str):
    doc = Document.objects.create(owner=owner, title=title, original_filename=f"{title}.jpg", mime_type="image/jpeg",
                                  sha256=hashlib.sha256(title.encode()).hexdigest(), storage_name=title,
                                  status=Document.Status.INDEXED)
    Page.objects.create(document=doc, number=1, text=text, source=Page.Source.TEXT_LAYER)
    return [(r.kind, r.amount_cents, r.paid_on) for r in payments_extract(doc)]


@pytest.mark.django_db
def test_a_till_slip_paid_by_eftpos_is_paid_on_its_date(user):
    assert _records(user, "kellbach-doctors", "KELLBACH FAMILY DOCTORS\n12 Wharf Road, Kellbach\nDate 17/02/2026\n"
                    "Standard consultation\n€52.00\nTOTAL €52.00\nEFTPOS €52.00\nBalance €0.00\n") == [
        ("paid", 5200, date(2026, 2, 17))]


@pytest.mark.django_db
def test_amount_paid_of_the_whole_total_is_a_payment(user):
    assert _records(user, "fernley-physio", "FERNLEY PHYSIO\nClient C. Corvina\nDate 23 Jun 2026\n"
                    "Follow-up treatment 30 min €78.00\nAmount paid €78.00\nSee you next time!\n") == [
        ("paid", 7800, date(2026, 6, 23))]


@pytest.mark.django_db
def test_a_paid_line_printed_as_what_it_took_off_the_balance(user):
    assert _records(user, "corvina-dental", "Corvina Dental\nInvoice\nCD-2207\nDate of visit\n9 Apr 2026\n"
                    "Examination\n145.00\nFilling\n140.00\nTotal\n€285.00\nPaid 09/04/2026 (Visa)\n-€285.00\n"
                    "Balance owing\n€0.00\n") == [("paid", 28500, date(2026, 4, 9))]


@pytest.mark.django_db
def test_minutes_that_approve_the_accounts_are_no_receipt(user):
    records = _records(user, "kellbach-agm", "BODY CORPORATE 4471 - KELLBACH RISE\n"
                       "Minutes of the Annual General Meeting held 16th of September 2026\n"
                       "1. Accounts for the year to 30 June 2026 were received and approved.\n"
                       "4. Insurance: building insurance renewed with a $5,000 excess per claim.\n"
                       "Corvina Fernley, Chairperson\nSigned 18/09/2026\n")
    assert [r for r in records if r[0] == "paid"] == []
