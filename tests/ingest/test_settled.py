"""A receipt for a bill paid in full prints "Amount owing $0.00": the household's payments are its paid lines
(ingest.settled, through ingest.payments_rules). Every name here is invented."""
from datetime import date

from archive.models import Document, PaymentRecord
from ingest.payments_rules import RulesExtractor

OPTICIAN = ("Fernley Optical\nEye exams · frames · lenses · 7 Kellbach Street, Fernley, ON  K2C 3M4\n"
            "Receipt 77-0418\nSep 3, 2026\nItem\tAmount\nFrames, matte navy\t149.99\nLenses, pair\t140.00\n"
            "Total\t289.99\nDeposit paid Aug 20, 2026 (debit)\t$100.00\n"
            "Balance paid at pick-up Sep 3, 2026 (debit)\t$189.99\nAmount owing\t$0.00\n")
DENTIST = ("Corvina Dental\n61 Kellbach Lane, Fernley, ON  K2C 3M4\nPATIENT RECEIPT\nMarch 17, 2026\n"
           "Recall examination 68.00\nScaling 164.00\nTotal fees $232.00\n"
           "Paid by insurer (assigned claim, 80%) $185.60\nPatient portion paid by debit $46.40\n"
           "Balance owing $0.00\n")


def _records(title, text):
    return RulesExtractor().extract(Document(title=title), [(1, text)], layout={})


def test_each_payment_of_a_settled_receipt_is_a_paid_record_on_its_own_date():
    got = sorted((r.kind, r.amount_cents, r.currency, r.paid_on) for r in _records("Fernley Optical", OPTICIAN))
    assert got == [(PaymentRecord.Kind.PAID, 10000, "CAD", date(2026, 8, 20)),
                   (PaymentRecord.Kind.PAID, 18999, "CAD", date(2026, 9, 3))]


def test_the_share_an_insurer_paid_is_not_the_households():
    got = [(r.kind, r.amount_cents, r.paid_on) for r in _records("Corvina Dental", DENTIST)]
    assert got == [(PaymentRecord.Kind.PAID, 4640, date(2026, 3, 17))]


def test_a_bill_still_owing_keeps_its_amount():
    owing = DENTIST.replace("Patient portion paid by debit $46.40\nBalance owing $0.00",
                            "Balance owing $46.40\nPlease pay by April 17, 2026")
    got = [(r.kind, r.amount_cents) for r in _records("Corvina Dental", owing)]
    assert got and got[0][1] == 4640 and got[0][0] != PaymentRecord.Kind.PAID, got
