"""A bill a later paper restates under its number (a reminder after a returned direct debit) counts once in sums
and counts of bills, as the later paper shows it (ask.restated_bills), in the real PostgreSQL. Every paper here is
written for this file."""
from datetime import date

import pytest

from archive.models import Document, Page, PageField, PaymentRecord
from ask.aggregate import aggregate_answer
from ask.restated_bills import label_names_document, restated_records

AS_OF = date(2026, 5, 20)
BILL = ("Nordlicht Energie GmbH\nRechnung\nRechnungsnummer\n{number}\nKundennummer\n7700 1234 55\nRechnungsbetrag\n"
        "{amount} €\nDer Rechnungsbetrag von {amount} € wird am {debit} per SEPA-Lastschrift von Ihrem Konto "
        "abgebucht.")
REMINDER = ("Nordlicht Energie GmbH\nKundennummer 7700 1234 55\nZahlungserinnerung\nDie Lastschrift für unsere "
            "Rechnung {number} vom 04.02.2026 über 60,00 € wurde von Ihrer Bank nicht eingelöst.\n"
            "Offener Betrag 60,00 €\nRücklastschriftgebühr 4,00 €\nZu zahlender Betrag 64,00 €"
            "\nWir ziehen 64,00 € am 05.03.2026 erneut ein.")


def _paper(user, name, text, day, cents, paid_on, *, numbers=(("Kundennummer", "7700 1234 55"),)):
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf", mime_type="application/pdf",
                                  sha256=(name * 64)[:64], storage_name=name, status=Document.Status.INDEXED,
                                  extraction_status="done", document_date=day)
    Page.objects.create(document=doc, number=1, text=text, source="text_layer")
    for i, (label, value) in enumerate(numbers):
        PageField.objects.create(document=doc, page_number=1, ordinal=i, label=label, value=value,
                                 kind=PageField.Kind.IDENTIFIER)
    return PaymentRecord.objects.create(document=doc, amount_cents=cents, currency="EUR", kind="paid",
                                        category="electricity", paid_on=paid_on, statement_date=day,
                                        payee="Nordlicht Energie", extractor="rules", snippet="")


def _bills(user):
    for month, cents in ((1, 5000), (2, 6000), (3, 5500)):
        number = f"RE-2026{month:02d}-4411"
        _paper(user, f"bill-{month}", BILL.format(number=number, amount=f"{cents / 100:.2f}".replace(".", ","),
                                                  debit=f"15.{month:02d}.2026"),
               date(2026, month, 4), cents, date(2026, month, 15),
               numbers=(("Rechnungsnummer", number), ("Kundennummer", "7700 1234 55")))


@pytest.mark.django_db
def test_a_reminder_stands_for_the_bill_it_restates(user):
    _bills(user)
    reminder = _paper(user, "reminder", REMINDER.format(number="RE-202602-4411"), date(2026, 2, 24), 6400,
                      date(2026, 3, 5))
    assert restated_records(PaymentRecord.objects.all()) == set(
        PaymentRecord.objects.filter(document__title="bill-2").values_list("id", flat=True))
    total = aggregate_answer(user, "How much have we paid for electricity so far this year?", as_of=AS_OF,
                             include_sensitive=False)
    assert "EUR 169.00" in total.answer, total.answer  # 50 + 64 (the re-collected bill with its fee) + 55
    assert reminder.document_id in total.cited
    count = aggregate_answer(user, "How many electricity bills have come in this year?", as_of=AS_OF,
                             include_sensitive=False)
    assert count.answer.startswith("3 "), count.answer


@pytest.mark.django_db
def test_a_bill_quoting_another_bills_number_is_a_bill_of_its_own(user):
    _bills(user)
    # The next bill names the last one and its amount, but has its own number: two bills, both counted.
    _paper(user, "bill-4", BILL.format(number="RE-202604-4411", amount="62,00", debit="15.04.2026")
           + "\nIhre Zahlung zur Rechnung RE-202603-4411 über 55,00 € ist eingegangen.", date(2026, 4, 4), 6200,
           date(2026, 4, 15), numbers=(("Rechnungsnummer", "RE-202604-4411"),))
    assert restated_records(PaymentRecord.objects.all()) == set()
    total = aggregate_answer(user, "How much have we paid for electricity so far this year?", as_of=AS_OF,
                             include_sensitive=False)
    assert "EUR 227.00" in total.answer, total.answer


@pytest.mark.django_db
def test_a_customer_number_links_nothing(user):
    # Two bills of one customer number and one amount are two bills.
    _paper(user, "bill-a", BILL.format(number="RE-1", amount="50,00", debit="15.01.2026"), date(2026, 1, 4), 5000,
           date(2026, 1, 15))
    _paper(user, "bill-b", BILL.format(number="RE-2", amount="50,00", debit="15.02.2026"), date(2026, 2, 4), 5000,
           date(2026, 2, 15))
    assert restated_records(PaymentRecord.objects.all()) == set()


def test_labels_naming_the_document():
    assert label_names_document("Invoice No.", None)
    assert label_names_document("Rechnungsnummer", "de")
    assert label_names_document("Numéro de facture", "fr")
    assert not label_names_document("Customer number", None)
    assert not label_names_document("Kundennummer", "de")
    assert not label_names_document("Policy number", None)


@pytest.mark.django_db
def test_bills_for_a_relatives_house_with_no_kind_named_get_no_total(user):
    _bills(user)
    got = aggregate_answer(user, "What have the bills for Grandad's house come to so far this year?", as_of=AS_OF,
                           include_sensitive=False)
    assert got is None or got.answer is None, got.answer


@pytest.mark.django_db
def test_one_bill_as_email_and_as_pdf_counts_once(user):
    _bills(user)
    # The e-mail copy of the February bill prints its number and amount and has the same payment: one payment.
    _paper(user, "bill-2-email", "Your Nordlicht bill RE-202602-4411: 60,00 € will be debited on 15.02.2026.",
           date(2026, 2, 4), 6000, date(2026, 2, 15), numbers=())
    total = aggregate_answer(user, "How much have we paid for electricity so far this year?", as_of=AS_OF,
                             include_sensitive=False)
    assert "EUR 165.00" in total.answer, total.answer


GAS_REMINDER = ("KELLBACH GAS\nAugust 10, 2026\nREMINDER - your gas account is overdue\nWe have not yet received "
                "payment of your statement dated Jul 7, 2026, which was due on Jul 28, 2026.\n"
                "Overdue statement amount $79.50\nLate payment charge $15.00\nTotal now due $94.50\n")


def _gas(user, name, text, day, records):
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf", mime_type="application/pdf",
                                  sha256=(name * 64)[:64], storage_name=name, status=Document.Status.INDEXED,
                                  extraction_status="done", document_date=day)
    Page.objects.create(document=doc, number=1, text=text, source="text_layer")
    return [PaymentRecord.objects.create(document=doc, currency="USD", category="gas", payee="KELLBACH GAS",
                                         extractor="rules", snippet="", **r) for r in records]


@pytest.mark.django_db
def test_a_reminder_naming_the_bill_by_its_date_stands_for_that_bill_only(user):
    may = _gas(user, "gas-may", "KELLBACH GAS\nStatement date May 7, 2026\nAmount due $139.51", date(2026, 5, 7),
               [dict(kind="due", amount_cents=13951, statement_date=date(2026, 5, 7), due_on=date(2026, 5, 28))])
    july = _gas(user, "gas-july", "KELLBACH GAS\nStatement date Jul 7, 2026\nPayment received May 25, 2026 "
                "-$139.51\nAmount due $79.50", date(2026, 7, 7),
                [dict(kind="due", amount_cents=7950, statement_date=date(2026, 7, 7), due_on=date(2026, 7, 28)),
                 dict(kind="paid", amount_cents=13951, paid_on=date(2026, 5, 25))])
    reminder = _gas(user, "gas-reminder", GAS_REMINDER, date(2026, 8, 10),
                    [dict(kind="due", amount_cents=9450, due_on=date(2026, 8, 24))])
    # The July bill's own record only: the May payment its paper acknowledges still counts.
    assert restated_records(PaymentRecord.objects.all()) == {july[0].id}
    count = aggregate_answer(user, "How many gas bills have we had this year?", as_of=date(2026, 9, 1),
                             include_sensitive=False)
    assert count.answer.startswith("2 "), count.answer  # May's and July's; the reminder is July's
    assert reminder[0].document_id in count.cited and may[0].document_id in count.cited
    # A paper quoting an older date is about that bill only when it prints its amount too.
    PaymentRecord.objects.filter(pk=july[0].pk).update(amount_cents=8000)
    assert restated_records(PaymentRecord.objects.all()) == set()
