"""Which dollar a bare "$" is (ingest.money.paper_dollar, ingest.payments.household_dollar and
payments_restate_dollar), dates printed without a year (money.find_yearless_dates), and the payment lines and
ledgers these papers print, read into the real PostgreSQL. Every name and number here is invented."""
import hashlib
from datetime import date

import pymupdf
import pytest

from archive.models import Document, Page, PaymentRecord
from ingest.money import date_order, find_money, find_yearless_dates, local_dollar, paper_dollar
from ingest.payments import household_dollar, payments_extract, payments_restate_dollar, payments_store
from ingest.pipeline import document_create, document_process_inline

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def test_a_dollar_named_with_its_country_is_that_dollar():
    assert [(m.amount_cents, m.currency) for m in find_money("NZ$1,234.56, AU$5.00, HK$8, S$ 7.00, US$4")] == [
        (123456, "NZD"), (500, "AUD"), (800, "HKD"), (700, "SGD"), (400, "USD")]
    # The paper that names its dollar once makes its other bare "$" that dollar; naming two says nothing.
    assert paper_dollar("Kellbach Power\nLast bill NZ$81.20\nAmount payable $95.70") == "NZD"
    assert paper_dollar("All amounts in AUD\nTotal $12.00") == "AUD"
    assert paper_dollar("US$ 5.00 or NZ$ 8.00, total $4.00") == "USD"
    assert paper_dollar("Fernley Water, 12 Corvina Road, Kellbach 3197, New Zealand\nTo pay $64.20") == "NZD"
    assert paper_dollar("Amount payable $95.70 (GST included)") is None
    # A state named like a country is no country: "New Mexico" is not Mexico.
    assert paper_dollar("Kellbach Telecom · fibre for New Mexico homes\nCharges billed $94.18") != "MXN"
    assert local_dollar("Amount payable $95.70") == "USD"
    # A bare "$" in the household's dollar also reads the paper's numeric dates in that country's order.
    assert date_order("Pay by 02/04/2026 $95.70") == "MDY"
    assert date_order("Pay by 02/04/2026 $95.70", dollar="NZD") == "DMY"
    assert local_dollar("Amount payable $95.70", "NZD") == "NZD"


def test_a_day_and_month_without_a_year_take_the_year_nearest_the_papers_date():
    issued = date(2026, 4, 3)
    found = find_yearless_dates("We'll collect €201.48 from your account on 17 April by Direct Debit.", anchor=issued)
    assert [(m.text, m.value) for m in found] == [("17 April", date(2026, 4, 17))]
    assert [m.value for m in find_yearless_dates("received on 20 December, thanks", anchor=issued)] == [
        date(2025, 12, 20)]
    assert [m.value for m in find_yearless_dates("le 5 mars", anchor=issued)] == [date(2026, 3, 5)]
    # Relative spans dateparser would also read are no dates; nor is a date that prints its year.
    assert find_yearless_dates("Standing charge 31 days, renews in 2 months", anchor=issued) == []
    assert find_yearless_dates("Bill date 17 April 2026", anchor=issued) == []


def _doc(owner, title, text, created=None):
    doc = Document.objects.create(owner=owner, title=title, original_filename=f"{title}.pdf",
                                  mime_type="application/pdf", sha256=hashlib.sha256(title.encode()).hexdigest(),
                                  storage_name=title[:90], status=Document.Status.INDEXED, document_date=created)
    Page.objects.create(document=doc, number=1, text=text, source=Page.Source.TEXT_LAYER)
    return doc


@pytest.mark.django_db
def test_a_direct_debit_announced_without_a_year_is_paid_that_day(user):
    doc = _doc(user, "kellbach-energy-2026-03", "Kellbach Energy\nAccount KE-4471\nBill date 3 April 2026\n"
               "Your electricity bill for March 2026\n"
               "We'll collect €201.48 from your account on 17 April by Direct Debit. You don't need to do anything.\n"
               "Electricity used\n€153.88\nStanding charge\n€47.60\nTotal for the month\n€201.48\n",
               created=date(2026, 4, 3))
    records = payments_extract(doc)
    assert [(r.kind, r.amount_cents, r.currency, r.paid_on) for r in records] == [
        ("paid", 20148, "EUR", date(2026, 4, 17))]


@pytest.mark.django_db
def test_a_previous_payment_by_direct_debit_and_a_table_of_payments_received(user):
    broadband = _doc(user, "fernley-broadband-09", "Fernley Broadband\nTax invoice\nInvoice date\n20 Sep 2026\n"
                     "Previous invoice\n€89.99\nPaid by direct debit on 07/09/2026 - thanks\n-€89.99\n"
                     "Total due\n€104.99\nDirect debit on 7/10/2026\n")
    got = {(r.kind, r.amount_cents, r.paid_on) for r in payments_extract(broadband)}
    assert ("paid", 8999, date(2026, 9, 7)) in got, got
    # "Date received" heads a column of two rows: both are payments, not the notice's own date.
    rates = _doc(user, "kellbach-rates-2026-01", "Kellbach District Council\nRates instalment notice\n"
                 "Notice date\t28 January 2026\nPayments received - thank you\nDate received\tDetails\tAmount\n"
                 "22/08/2025\tInstalment 1\t€841.80\n24/11/2025\tInstalment 2\t€841.80\n"
                 "Instalment 3 due\t€841.80\nPay on or before 27 February 2026\n")
    records = payments_extract(rates)
    assert sorted((r.kind, r.amount_cents, r.paid_on) for r in records if r.kind == "paid") == [
        ("paid", 84180, date(2025, 8, 22)), ("paid", 84180, date(2025, 11, 24))], records
    assert {r.category for r in records} == {"tax"}  # council rates, not "internet" from "internet banking"


def _ledger_pdf(lines: list[str], rows: list[tuple[str, str, str, str]], closing: str) -> bytes:
    pdf = pymupdf.open()
    page = pdf.new_page()
    y = 60
    for text in lines:
        page.insert_text((50, y), text, fontsize=10, fontname="dv", fontfile=FONT)
        y += 18
    y += 20
    for row in (("Date", "Description", "Charge", "Paid"), *rows):
        for x, text in zip((50, 140, 380, 470), row):
            if text:
                page.insert_text((x, y), text, fontsize=10, fontname="dv", fontfile=FONT)
        y += 20
    page.insert_text((50, y + 10), closing, fontsize=10, fontname="dv", fontfile=FONT)
    data = pdf.tobytes()
    pdf.close()
    return data


@pytest.mark.django_db
def test_an_accounts_ledger_of_charges_and_payments_gives_each_payment(user):
    data = _ledger_pdf(
        ["Kellbach College - Student Account Statement", "Student: Corvina Fernley", "Statement date 2/09/2026",
         "All amounts in NZD"],
        [("11/02/2026", "Year 10 camp", "$385.00", ""), ("04/03/2026", "Payment - camp instalment 1", "", "$130.00"),
         ("11/05/2026", "Payment - camp instalment 2", "", "$130.00"),
         ("05/08/2026", "Payment - camp instalment 3", "", "$125.00")],
        "Balance owing $0.00")
    doc = document_create(owner=user, data=data, filename="kellbach-college-statement.pdf", enqueue=False).document
    assert document_process_inline(doc.pk) == Document.Status.INDEXED
    paid = sorted(((r.amount_cents, r.currency, r.paid_on) for r in PaymentRecord.objects.filter(document=doc)
                   if r.kind == "paid"), key=lambda p: p[2])
    assert paid == [(13000, "NZD", date(2026, 3, 4)), (13000, "NZD", date(2026, 5, 11)),
                    (12500, "NZD", date(2026, 8, 5))], paid


@pytest.mark.django_db
def test_a_bare_dollar_read_before_the_household_named_its_dollar_is_read_again(user, other_user):
    early = _doc(user, "kellbach-power-emailed", "Kellbach Power\nBill date 5 June 2026\n"
                 "Amount payable $323.04\nPay by 19 June 2026\n")
    payments_store(early)
    assert set(PaymentRecord.objects.filter(document=early).values_list("currency", flat=True)) == {"USD"}
    for month in (7, 8):
        later = _doc(user, f"kellbach-power-{month}", f"Kellbach Power\nBill date 5/0{month}/2026\n"
                     f"Last bill NZ$323.04\nAmount payable NZ$30{month}.00\nPay by 19/0{month}/2026\n")
        payments_store(later)
        later.extraction_status = Document.Extraction.DONE
        payments_restate_dollar(later)
    assert set(PaymentRecord.objects.filter(document=early).values_list("currency", flat=True)) == {"NZD"}
    assert household_dollar(early) == "NZD"
    # Another user's papers say nothing about this one's dollar.
    theirs = _doc(other_user, "fernley-shop", "Fernley Shop\nTotal $12.00\nPaid by card 3 June 2026\n")
    assert household_dollar(theirs) is None
