"""A reminder that says a payment was not received dates no payment (ingest.payment_fields: a negated payment
sentence keeps no paid role); a bill is not paid by a date before it was issued. Every name here is invented."""
from datetime import date

from archive.models import Document, PaymentRecord
from ingest.payments_rules import RulesExtractor

REMINDER = ("KELLBACH GAS\nCollections · PO Box 7120 · Fernley, ON  K2C 3M4\nA. Corvina\n12 Transit Road\n"
            "Fernley, ON  K2C 3M6\nAugust 10, 2026\nREMINDER - your gas account is overdue\n"
            "We have not yet received payment of your statement dated Jul 7, 2026 for the period May 1, 2026 - "
            "Jun 30, 2026, which was due\non Jul 28, 2026. A late payment charge has been added to your account.\n"
            "Overdue statement amount\n$79.50\nLate payment charge\n$15.00\nTotal now due\n$94.50\n"
            "Please pay $94.50 by August 24, 2026 to avoid further action.\n")


def test_a_reminder_dates_no_payment_it_says_was_not_received():
    records = RulesExtractor().extract(Document(title="Kellbach Gas reminder"), [(1, REMINDER)], layout={})
    got = [(r.kind, r.amount_cents, r.paid_on, r.due_on) for r in records]
    assert got and all(paid_on is None for _, _, paid_on, _ in got), got
    assert got[0][:2] == (PaymentRecord.Kind.DUE, 9450) and got[0][3] == date(2026, 8, 24), got


def test_a_payment_received_is_still_read():
    from ingest.payment_fields import _NEGATED_PAYMENT

    assert not _NEGATED_PAYMENT.search("Thank you, we received your payment of $70.00 on 3 May 2026")
    assert _NEGATED_PAYMENT.search("Nous n'avons pas encore reçu votre paiement du 7 juillet")
    assert _NEGATED_PAYMENT.search("Ihre Zahlung vom 7. Juli ist noch nicht eingegangen")


MOBILE_BILL = ("KELLBACH MOBILE\nA. Corvina\n12 Transit Road\tBill date\tNovember 12, 2026\n"
               "Fernley, ON K2C 3M6\tDue date\tDecember 2, 2026\nAmount due\tCAD 173.34\nAccount summary\n"
               "Previous bill\tCAD 169.50\nPayment received October 30, 2026\tCAD -169.50\nNew charges\tCAD 173.34\n"
               "Total due\tCAD 173.34\nCharges for October 11, 2026 to November 11, 2026. Pay by December 2, 2026 "
               "through online banking (payee: Kellbach Mobile).\n")


def test_a_date_before_the_bill_was_issued_is_not_its_debit():
    records = RulesExtractor().extract(Document(title="Kellbach Mobile bill"), [(1, MOBILE_BILL)], layout={})
    got = sorted((r.kind, r.amount_cents, r.paid_on, r.due_on) for r in records)
    assert (PaymentRecord.Kind.DUE, 17334, None, date(2026, 12, 2)) in got, got
