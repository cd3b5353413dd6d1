"""Payments listed row by row in a table (ingest.schedule): a PDF written with PyMuPDF ingested through the pipeline
into the real PostgreSQL, and tables of page fields that are no list of payments (a price list, an account
statement) left alone."""
from datetime import date

import pymupdf
import pytest

from archive.models import Document, PageField, PaymentRecord
from ingest.pipeline import document_create, document_process_inline
from ingest.schedule import table_payments

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _bill_pdf(lines: list[str], header: tuple[str, ...], rows: list[tuple[str, ...]]) -> bytes:
    pdf = pymupdf.open()
    page = pdf.new_page()
    y = 60
    for text in lines:
        page.insert_text((50, y), text, fontsize=10, fontname="dv", fontfile=FONT)
        y += 18
    xs = (50, 200, 400)
    y += 20
    for row in (header, *rows):
        for x, text in zip(xs, row):
            page.insert_text((x, y), text, fontsize=10, fontname="dv", fontfile=FONT)
        y += 20
    data = pdf.tobytes()
    pdf.close()
    return data


def _records(user, data: bytes, name: str) -> list[PaymentRecord]:
    doc = document_create(owner=user, data=data, filename=name, enqueue=False).document
    assert document_process_inline(doc.pk) == Document.Status.INDEXED
    return list(PaymentRecord.objects.filter(document=doc).order_by("paid_on", "due_on", "amount_cents"))


@pytest.mark.django_db
def test_an_instalment_plan_collected_on_its_due_dates_is_paid_row_by_row(user):
    data = _bill_pdf(
        ["TOWN OF KELLBACH", "Tax Office", "FINAL TAX BILL 2026", "Issued 15 June 2026",
         "Total 2026 taxes $6,080.78", "Less interim billing (paid) -$2,824.00", "Balance of 2026 taxes $3,256.78",
         "Instalments are withdrawn from your account on the due date under the pre-authorized payment plan."],
        ("Instalment", "Due date", "Amount"),
        [("1", "31 July 2026", "$1,628.39"), ("2", "30 September 2026", "$1,628.39")])
    records = _records(user, data, "kellbach-tax-2026.pdf")
    assert [(r.kind, r.amount_cents, r.paid_on) for r in records] == [
        ("paid", 162839, date(2026, 7, 31)), ("paid", 162839, date(2026, 9, 30))], records
    assert {r.category for r in records} == {"tax"}


@pytest.mark.django_db
def test_a_receipts_payments_are_one_record_each_on_their_dates(user):
    data = _bill_pdf(
        ["FERNLEY SWIM CLUB", "Receipt for the 2026-27 season", "Receipt date 15 October 2026",
         "Season fee $685.00", "Cap deposit $50.00", "Total $735.00"],
        ("Payment date", "Paid by", "Amount"),
        [("15 August 2026", "Card", "$367.50"), ("15 October 2026", "Cheque", "$367.50")])
    records = _records(user, data, "fernley-swim-receipt.pdf")
    assert [(r.kind, r.amount_cents, r.paid_on) for r in records] == [
        ("paid", 36750, date(2026, 8, 15)), ("paid", 36750, date(2026, 10, 15))], records


def _cell(ordinal, row, column, kind, *, cents=None, day=None, label=None):
    return PageField(page_number=1, ordinal=ordinal, label=label or column, value="", kind=kind, amount_cents=cents,
                     currency="USD" if cents is not None else "", value_date=day, table_row=row, table_column=column)


def test_a_price_list_and_an_account_statement_are_no_payments():
    # Dated rows whose amounts add up to nothing printed: a price list, not a plan.
    prices = [_cell(1, 1, "Payment date", "date", day=date(2026, 3, 1)), _cell(2, 1, "Amount", "amount", cents=1200),
              _cell(3, 2, "Payment date", "date", day=date(2026, 4, 1)), _cell(4, 2, "Amount", "amount", cents=1300)]
    assert table_payments(prices, autopay=False) == []
    total = PageField(page_number=1, ordinal=9, label="Total", value="25.00", kind="amount", amount_cents=2500,
                      currency="USD")
    assert len(table_payments([*prices, total], autopay=False)) == 2
    # A running balance column: an account statement's rows, whatever they add up to.
    statement = [*prices, _cell(5, 1, "Balance", "amount", cents=9000), _cell(6, 2, "Balance", "amount", cents=7700),
                 total]
    statement.sort(key=lambda c: c.ordinal)
    for k, cell in enumerate(statement):
        cell.ordinal = k
    assert table_payments(statement, autopay=False) == []
    # Instalments owed on due dates are paid only when the paper says they are collected.
    due = [_cell(1, 1, "Due date", "date", day=date(2026, 3, 1)), _cell(2, 1, "Amount", "amount", cents=1200),
           _cell(3, 2, "Due date", "date", day=date(2026, 4, 1)), _cell(4, 2, "Amount", "amount", cents=1300), total]
    assert [s.paid for s in table_payments(due, autopay=False)] == [False, False]
    assert [s.paid for s in table_payments(due, autopay=True)] == [True, True]
