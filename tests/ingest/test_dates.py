"""A document's own date from its text and its file name (bills of our own wording)."""
from datetime import date

from ingest.dates import document_date_guess, filename_date


def test_issue_label_beats_an_earlier_period_end():
    text = ("Cinderford Water\nQuarter ending\nMarch 31st, 2026\nPay this amount $80.00\n"
            "Bill issued April 8th, 2026 for January 1st, 2026 to March 31st, 2026\n")
    assert document_date_guess(text) == date(2026, 4, 8)


def test_label_on_the_line_above_and_a_two_digit_year():
    assert document_date_guess("Harrow Gas\nDue\n20 May 26\nSent on\n02 May 26\n") == date(2026, 5, 2)


def test_french_written_month_and_no_due_date_taken_as_the_documents():
    text = "Gîte Les Amandiers\nÀ régler avant le 30 juin 2025\nÉmise le 12 mai 2025\nTotal 400,00 €\n"
    assert document_date_guess(text) == date(2025, 5, 12)


def test_without_a_label_the_first_date_not_named_as_due():
    assert document_date_guess("Receipt\nPay by 2026-01-30\nThank you\n2026-01-10 14:02\n") == date(2026, 1, 10)
    assert document_date_guess("no dates here") is None


def test_filename_dates_as_cameras_and_scanners_write_them():
    assert filename_date("IMG_20261010_193108.jpg") == date(2026, 10, 10)
    assert filename_date("scan 2026-03-02.pdf") == date(2026, 3, 2)
    assert filename_date("Invoice_20261340.pdf") is None  # month 13
    assert filename_date("policy-884512.pdf") is None


def test_a_sentence_naming_another_papers_date_is_no_issue_label():
    reminder = ("KELLBACH GAS\nA. Corvina\nAugust 10, 2026\nREMINDER - your gas account is overdue\n"
                "We have not yet received payment of your statement dated Jul 7, 2026, which was due on Jul 28.\n")
    assert document_date_guess(reminder) == date(2026, 8, 10)
    assert document_date_guess("KELLBACH GAS\nStatement dated Jul 7, 2026\nAmount due $79.50") == date(2026, 7, 7)
