"""Payment extraction on bills worded and laid out unlike the shared corpora: label roles by meaning,
labels in columns, arithmetic between amounts, refunds and credit notes, other languages.

Every bill here is written for this file (issuers, wordings and layouts of our own)."""
from datetime import date

from django.db.models import Sum

from archive.models import Document, PaymentRecord
from ingest.categories import category_by_meaning, category_for, category_rule
from ingest.payment_fields import Line, fields_assign_roles, fields_from_lines
from ingest.payments_rules import RulesExtractor


def extract(text: str, title: str = "") -> list[PaymentRecord]:
    return RulesExtractor().extract(Document(title=title), [(1, text)])


def one(text: str, title: str = "") -> PaymentRecord:
    records = extract(text, title)
    assert len(records) == 1, [(r.kind, r.amount_cents) for r in records]
    return records[0]


def test_please_remit_and_remit_before_are_the_amount_and_due_date():
    rec = one("Lakeshore Municipal Utilities\nInvoice no. 55-1203\nIssued: 2 February 2026\n"
              "Water and wastewater service\nPlease remit\n$64.20\nRemit before: 24 February 2026\n")
    assert (rec.kind, rec.amount_cents, rec.currency) == ("due", 6420, "USD")
    assert rec.due_on == date(2026, 2, 24) and rec.statement_date == date(2026, 2, 2)
    assert rec.paid_on is None


def test_your_payment_was_received_sentence_makes_it_paid():
    rec = one("Halcyon Broadband\nAccount summary\nMonthly fibre plan $49.99\n"
              "Your payment of $49.99 was received on 5 March 2026. Thank you!\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 4999, date(2026, 3, 5))
    assert rec.category == "internet"


def test_german_direct_debit_sentence_dates_the_payment():
    rec = one("Stadtwerke Nordheim GmbH\nStromrechnung\nRechnungsdatum: 03.02.2026\nNettobetrag 100,00 €\n"
              "MwSt 19 % 19,00 €\nRechnungsbetrag 119,00 €\n"
              "Der Betrag wird am 17.02.2026 per Lastschrift von Ihrem Konto abgebucht.\n")
    assert (rec.kind, rec.amount_cents, rec.currency, rec.paid_on) == ("paid", 11900, "EUR", date(2026, 2, 17))
    assert rec.category == "electricity"


def test_previous_balance_paid_and_new_charges_by_arithmetic():
    """previous balance − payment + charges = what is owed now: the payment belongs to the last bill."""
    rec, *earlier = extract("Pinecrest Heating Cooperative\nStatement date: 01/15/2026\n"
                            "Balance from your last statement   $120.00\n"
                            "We received your payment of $120.00 on 12/28/2025 - thank you\n"
                            "Charges this period   $75.10\nWhat you owe now   $75.10\nPlease pay by 02/05/2026\n")
    assert (rec.kind, rec.amount_cents, rec.due_on) == ("due", 7510, date(2026, 2, 5))
    assert rec.paid_on is None
    # The payment line is the last bill's payment, on its own day (see the test of previous-bill lines below).
    assert [(r.kind, r.amount_cents, r.paid_on) for r in earlier] == [("paid", 12000, date(2025, 12, 28))]


def test_subtotal_plus_tax_picks_the_total_among_amounts():
    rec = one("Orchard Lane Plumbing\nInvoice 7781\nInvoice date: 03/02/2026\nLabour   $180.00\nParts   $60.00\n"
              "Net before tax   $240.00\nSales tax   $19.20\nDeposit held   $50.00\nBalance   $259.20\n"
              "Payment due within 14 days, by 03/16/2026\n")
    assert (rec.amount_cents, rec.due_on) == (25920, date(2026, 3, 16))


def test_labels_in_a_column_then_values_in_a_column():
    rec = one("Greyfield Water Board\nInvoice date:\nDue date:\nAmount due:\n03/02/2026\n03/20/2026\n$210.00\n")
    assert (rec.kind, rec.amount_cents) == ("due", 21000)
    assert rec.due_on == date(2026, 3, 20) and rec.statement_date == date(2026, 3, 2)


def test_credit_note_is_a_negative_refund_and_nets_in_a_sum(db, user):
    rec = one("Northgate Appliances\nCredit note CN-2231\nDate: 14/03/2026\nReturned item: kettle\n"
              "Refund to your card  -£45.00\n")
    assert (rec.kind, rec.amount_cents, rec.currency, rec.paid_on) == ("refunded", -4500, "GBP", date(2026, 3, 14))
    # Stored signed, a refund reduces a total taken over payments and refunds.
    doc = Document.objects.create(owner=user, title="t", original_filename="t.pdf", mime_type="application/pdf",
                                  sha256="c" * 64, storage_name="t", status=Document.Status.INDEXED)
    PaymentRecord.objects.create(document=doc, amount_cents=12000, currency="GBP", kind="paid",
                                 paid_on=date(2026, 3, 1), extractor="rules")
    rec.document = doc
    rec.save()
    total = PaymentRecord.objects.filter(document=doc, kind__in=["paid", "refunded"]).aggregate(
        t=Sum("amount_cents"))["t"]
    assert total == 7500


def test_announced_refund_without_a_date_is_not_a_record():
    assert extract("Regional Tax Office\nNotice date: 14 September 2026\n"
                   "Your return claimed a refund of $310.00. After review, your refund is $250.00.\n") == []


def test_dutch_bill_with_bare_amounts_in_a_named_currency():
    rec = one("Waterbedrijf Oostland\nFactuur\nFactuurdatum: 05-03-2026\nAlle bedragen in EUR\n"
              "Te betalen bedrag: 42,17\nVervaldatum: 19-03-2026\n")
    assert (rec.kind, rec.amount_cents, rec.currency) == ("due", 4217, "EUR")
    assert rec.due_on == date(2026, 3, 19) and rec.statement_date == date(2026, 3, 5)
    assert rec.category == "water"


def test_french_bill_debit_date_and_total():
    rec = one("Gaz des Collines SA\nFacture de gaz naturel\nDate de facture : 02/03/2026\n"
              "Montant total à régler : 58,40 €\nDate de prélèvement : 16/03/2026\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 5840, date(2026, 3, 16))
    assert rec.category == "gas"


def test_amount_with_neither_payment_nor_due_date_is_not_a_bill():
    assert extract("Welcome to Skyloft Fibre!\nYour plan costs $45.00 per month from your first bill.\n") == []


def test_roles_by_meaning_for_unseen_wordings():
    lines = [Line(1, t) for t in ("Sum to be paid: $12.00", "Credited back to you: $3.00",
                                  "Amount brought over from last invoice: $9.00", "Zahlbar bis 01.04.2026",
                                  "Vorige rekening betaald op 02.03.2026")]
    fields = fields_from_lines(lines, currency="USD", date_hint="MDY")
    fields_assign_roles(fields)
    assert [f.role for f in fields] == ["amount_due", "credit", "previous_balance", "due_date", "paid_date"]


def test_letterhead_category_by_meaning_and_bare_names_stay_other():
    assert category_by_meaning("Kilowatt Collective\nYour monthly power and energy statement") == "electricity"
    assert category_by_meaning("QUILLFEATHER BOUTIQUE", strict=True) is None


COVER_NOTE = ("Hello,\nyour March statement from Harbour Lights Energy is attached.\n"
              "The amount of $61.30 will be debited from your account on 03/18/2026.\nKind regards\n")
ATTACHED_BILL = ("Harbour Lights Energy\nStatement date: 03/02/2026\nAmount payable\n$61.30\n"
                 "Direct debit date: 03/18/2026\n")


def _stored(user, text, *, parent=None, name):
    import hashlib

    from archive.models import Page

    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf", parent=parent,
                                  mime_type="application/pdf", sha256=hashlib.sha256(name.encode()).hexdigest(),
                                  storage_name=name, status=Document.Status.INDEXED)
    Page.objects.create(document=doc, number=1, text=text, source=Page.Source.TEXT_LAYER)
    return doc


def test_email_and_its_attached_bill_count_one_payment_in_either_order(db, user):
    from ingest.payments import payments_store

    for first in ("parent", "child"):
        mail = _stored(user, COVER_NOTE, name=f"mail-{first}")
        bill = _stored(user, ATTACHED_BILL, parent=mail, name=f"bill-{first}")
        for doc in ((mail, bill) if first == "parent" else (bill, mail)):
            payments_store(doc)
        stored = PaymentRecord.objects.filter(document__in=[mail, bill])
        assert [(r.document_id, r.kind, r.amount_cents, r.paid_on) for r in stored] == [
            (bill.pk, "paid", 6130, date(2026, 3, 18))]


def test_a_cover_note_announcing_a_debit_is_that_payment():
    """Each alone evidences the debit (so the e-mail and its bill are one payment, kept once above)."""
    for text in (COVER_NOTE, ATTACHED_BILL):
        rec = one(text)
        assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 6130, date(2026, 3, 18))


def _two_column_pdf() -> bytes:
    """A bill whose PDF writes every label first and every value after (as some generators do), with a
    label that has no value: the text layer alone lists 6 labels, then 5 values."""
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 60), "Kestrel Valley Power Cooperative", fontsize=14)
    rows = [("Account holder", None), ("Bill issued", "04/01/2026"), ("Reading type", "actual"),
            ("Charges for the month", "$91.40"), ("Amount payable", "$91.40"), ("Collection on", "04/21/2026")]
    for n, (label, _) in enumerate(rows):
        page.insert_text((72, 100 + 20 * n), label, fontsize=11)
    for n, (_, value) in enumerate(rows):
        if value:
            page.insert_text((360, 100 + 20 * n), value, fontsize=11)
    data = doc.tobytes()
    doc.close()
    return data


def test_word_boxes_pair_a_label_with_the_value_on_its_row(db, user):
    import pymupdf

    from archive.storage import original_store
    from ingest.layout import pdf_page_rows

    data = _two_column_pdf()
    text = pymupdf.open(stream=data, filetype="pdf")[0].get_text()
    pages = [(1, text)]
    rows = pdf_page_rows(data, pages)
    assert "Amount payable\t$91.40" in rows[1]
    # From the text layer's lines alone the values cannot be told apart from their labels.
    assert not any(r.kind == "paid" for r in RulesExtractor().extract(Document(), pages, layout={}))
    # A stored PDF's rows are read from its original.
    doc = Document.objects.create(owner=user, title="bill", original_filename="bill.pdf", mime_type="application/pdf",
                                  sha256="d" * 64, storage_name=original_store(data), status=Document.Status.INDEXED)
    [rec] = RulesExtractor().extract(doc, pages)
    assert (rec.kind, rec.amount_cents, rec.paid_on, rec.statement_date) == (
        "paid", 9140, date(2026, 4, 21), date(2026, 4, 1))
    assert rec.category == "electricity"


def test_paid_sentence_wrapped_onto_the_next_line_on_a_bill_with_a_previous_balance():
    rec, previous = extract("Mossbank Water Services\nStatement date\n2 June 2026\nBalance from previous statement\n"
                            "$70.00\nPayment received 3 May 2026\n-$70.00\nTotal to pay\n$64.10\nPay by\n24 June 2026\n"
                            "Your payment of $64.10 has reached us, many thanks,\non 20 June 2026.\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 6410, date(2026, 6, 20))
    assert rec.due_on == date(2026, 6, 24)
    # The previous bill's payment, its credit on the row under its label, is a record of its own.
    assert (previous.kind, previous.amount_cents, previous.paid_on) == ("paid", 7000, date(2026, 5, 3))


def test_a_conditional_paid_sentence_is_no_payment():
    rec = one("Tamarind Council Tax Office\nReminder of 2 May 2026\nAmount due $210.00\n"
              "Please pay $210.00 by 16 May 2026 to avoid a surcharge. If you have already paid, please ignore this.\n")
    assert (rec.kind, rec.paid_on, rec.due_on) == ("due", None, date(2026, 5, 16))


def test_a_pay_statement_is_income_not_a_payment():
    assert extract("Cobblestone Robotics Ltd\nSTATEMENT OF EARNINGS\nPay date\n2026-05-29\nGross pay\n$5,000.00\n"
                   "Deductions\n$1,200.00\nAmount payable to you\n$3,800.00\n") == []


def _grid_pdf() -> bytes:
    """A row of labels over a row of values, three cells each, then a payment line."""
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 60), "Saltmarsh Gas & Heating", fontsize=14)
    for x, label, value in ((72, "Bill date", "2026-05-04"), (240, "Amount payable", "$77.25"),
                            (420, "Pay by", "2026-05-25")):
        page.insert_text((x, 110), label, fontsize=10)
        page.insert_text((x, 126), value, fontsize=10)
    page.insert_text((72, 170), "Thanks - we took $77.25 from your bank account on 2026-05-21.", fontsize=10)
    data = doc.tobytes()
    doc.close()
    return data


def test_grid_of_labels_over_values_from_word_boxes():
    import pymupdf

    from ingest.layout import pdf_page_rows

    data = _grid_pdf()
    pages = [(1, pymupdf.open(stream=data, filetype="pdf")[0].get_text())]
    rows = pdf_page_rows(data, pages)
    assert rows[1][1:3] == ["Bill date\tAmount payable\tPay by", "2026-05-04\t$77.25\t2026-05-25"]
    [rec] = RulesExtractor().extract(Document(), pages, layout=rows)
    assert (rec.amount_cents, rec.due_on, rec.statement_date) == (7725, date(2026, 5, 25), date(2026, 5, 4))
    assert (rec.kind, rec.paid_on) == ("paid", date(2026, 5, 21))


def test_bank_statement_rows_on_one_line_day_first_without_a_period_label():
    text = ("Kanal Spaarbank\nRekeningoverzicht\n01.04.2026 - 30.04.2026\nDatum Omschrijving Bedrag Saldo\n"
            "Beginsaldo 1.000,00 EUR\n03.04. ENERGIEHUIS NOORD 84,20 915,80\n"
            "09.04. SALARIS WERKGEVER BV 2.500,00 3.415,80\n14.04. BAKKERIJ DE KORF 12,35 3.403,45\n"
            "Opnames en stortingen\n")
    recs = extract(text)
    assert [(r.amount_cents, r.currency, r.paid_on) for r in recs] == [
        (8420, "EUR", date(2026, 4, 3)), (1235, "EUR", date(2026, 4, 14))]


def test_till_receipt_without_a_currency_sign_in_the_household_currency():
    text = ("LANTERN HARDWARE\n9 Quay Street\n05/09/2026 10:02\nHINGE SET 12.50\nWOOD GLUE 7.25\n"
            "SUBTOTAL 19.75\nTOTAL 19.75\nVISA ****1234 19.75\n")
    assert RulesExtractor().extract(Document(), [(1, text)]) == []
    [rec] = RulesExtractor(default_currency="USD").extract(Document(), [(1, text)])
    assert (rec.kind, rec.amount_cents, rec.currency, rec.paid_on) == ("paid", 1975, "USD", date(2026, 5, 9))


def test_household_currency_from_setting_or_the_owners_records(db, user):
    from archive.config import setting_set
    from ingest.payments import household_currency

    doc = _stored(user, "x", name="receipt")
    other = _stored(user, "y", name="bill")
    assert household_currency(doc) is None  # other users' records never decide it
    PaymentRecord.objects.create(document=other, amount_cents=100, currency="GBP", kind="paid",
                                 paid_on=date(2026, 1, 1), extractor="rules")
    assert household_currency(doc) == "GBP"
    setting_set("payments.default_currency", "eur")
    assert household_currency(doc) == "EUR"


def test_statement_line_takes_the_category_of_the_bill_it_paid_in_either_order(db, user):
    from ingest.payments import payments_store

    statement = ("Quarry Lane Bank\nStatement period 1 May 2026 - 31 May 2026\nOpening balance $900.00\n"
                 "05/06 DD GRIDWISE 62.40 837.60\n05/09 PAYROLL DEPOSIT 1,000.00 1,837.60\nwithdrawals deposits\n")
    bill = "Gridwise\nYour electricity bill\nAmount due\n$62.40\nDirect debit on 05/05/2026\n"
    for order in ((statement, bill), (bill, statement)):
        PaymentRecord.objects.filter(document__owner=user).delete()
        docs = [_stored(user, text, name=f"{n}-{len(order[0])}") for n, text in enumerate(order)]
        for doc in docs:
            payments_store(doc)
        assert sorted(PaymentRecord.objects.filter(document__in=docs).values_list("amount_cents", "category")) == [
            (6240, "electricity"), (6240, "electricity")]


def test_letter_spaced_letterhead_is_the_payee():
    rec = one("C O P P E R F I E L D   E N E R G Y\nPO Box 12, Lowtown\nJane Customer\n4 Elm Row\n"
              "Bill date 03/03/2026\nAmount due\n$40.00\nDue by 03/24/2026\n")
    assert rec.payee == "COPPERFIELD ENERGY" and rec.category == "electricity"


def test_a_debit_announced_in_a_sentence_dates_the_payment():
    rec = one("Brookfen Electric Co-op\nMonthly account summary\nDrawn up on\nApril 3, 2026\nRemit no later than\n"
              "April 24, 2026\nAmount owing\n$88.20\n"
              "We'll draw $88.20 from your linked account on April 21, 2026. No action needed.\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 8820, date(2026, 4, 21))


def test_a_card_named_for_a_coming_autopay_makes_no_till_receipt():
    # A bill that says which card autopay will charge, and when, was paid on that day, not when it was printed.
    rec = one("Quillmere Telecom\nBill number QT-5512\nSent on 05/02/2026\nFibre 300 plan\n1\n$44.00\n$44.00\n"
              "Balance for this cycle\n$44.00\n"
              "Autopay will take $44.00 from your Mastercard ending 4410 on 05/12/2026.\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 4400, date(2026, 5, 12))


def test_a_letter_bill_its_amount_in_prose_and_the_card_billing_day_in_the_next_sentence():
    # One wrapped paragraph: the due date's sentence and the card billing date's sentence share a line;
    # the rows below price quantities "at" a unit rate, which is no amount of the bill.
    rec = one("Marrowby Heat\n2 April 2026\nDear customer,\n"
              "this letter is your heating bill for February and March. With the standing charge and tax added,\n"
              "the heat for these two months comes to $218.40.\n"
              "Please settle by 24 April 2026. The card we hold for you will be billed for this sum on 20 April 2026,\n"
              "so there is nothing to do.\nThe breakdown\nStanding charge, 59 days at\n$0.45\n$26.55\n"
              "Heat supplied, 160 therms at\n$1.19\n$190.40\n")
    assert (rec.kind, rec.amount_cents) == ("paid", 21840)
    assert rec.paid_on == date(2026, 4, 20) and rec.due_on == date(2026, 4, 24)


def test_a_standing_order_sentence_dates_the_payment():
    rec = one("Greyholm Water Board\nQuarterly account\nDate of account\n12 May 2026\nTotal for the quarter\n$143.10\n"
              "Settle by\n05 Jun 2026\nStanding order: $143.10 will leave your bank on 31 May 2026.\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 14310, date(2026, 5, 31))


def test_a_credit_note_naming_the_card_it_refunds_is_a_refund_not_a_till_receipt():
    rec = one("Harrowgate Linens\nCredit memo CM-2210\nDated March 3, 2026\n"
              "Returned: two pillow cases, $38.00 plus tax.\n"
              "Amount credited back to your card\n$40.28\nCredited on March 5, 2026 to the Visa ending 1180.\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("refunded", -4028, date(2026, 3, 5))


def test_net_a_payer_is_the_amount_due_of_a_french_invoice_and_a_dash_ends_the_paid_dates_label():
    rec = one("Atelier des Saules\nFacture n° 2026-118\nÉmise le 3 mars 2026\nCours de poterie\n1\n210,00 €\n210,00 €\n"
              "Net à payer\n210,00 €\nÀ régler avant le 31 mars 2026.\n")
    assert (rec.amount_cents, rec.currency, rec.due_on) == (21000, "EUR", date(2026, 3, 31))
    paid = one("Verhuur De Reiger\nNotanummer R-77\nNotadatum 02-05-2026\nTotaalbedrag\n€ 312,50\n"
               "Voldaan op 06-05-2026 - bedankt en tot ziens!\n")
    assert (paid.kind, paid.amount_cents, paid.paid_on) == ("paid", 31250, date(2026, 5, 6))


def test_a_date_split_by_a_line_break_in_wrapped_prose_is_read_whole():
    rec = one("Oakhurst Gas\n4 May 2026\nDear customer, the gas for March and April comes to $77.30.\n"
              "Please pay by 28 May 2026. The card you keep on file with us will be billed for this sum on 25 May\n"
              "2026, so you do not need to do anything.\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 7730, date(2026, 5, 25))


def test_sum_of_rows_picks_the_total_and_a_zero_balance_is_no_payment():
    """Item rows summing to the total confirm it; "Balance $0.00, settled on …" is not a $0 payment, and
    a payment line of exactly the total, with no previous balance printed, settles this bill."""
    rec = one("Quillon Networks\nServices statement\nIssued\n04.03.2026\nFibre line   $40.00\nLandline   $12.50\n"
              "Equipment rental   $5.00\nFees   $2.50\nBilled this month\n$60.00\n"
              "Card payment 11.03.2026   -$60.00\nBalance: $0.00 — settled in full, paid on 11.03.2026. Thanks.\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 6000, date(2026, 3, 11))
    assert rec.category == "internet"


def test_last_quarters_figure_is_not_this_bills_amount():
    rec = one("Brackenridge Water Board\nAmount to pay\n$88.10\nBill date March 2nd, 2026\n"
              "Supply charge   $20.00\nUsage   $68.10\nWe will draw $88.10 from your bank on March 20th, 2026.\n"
              "For comparison, your last quarter came to $75.40.\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 8810, date(2026, 3, 20))


def test_two_digit_years_next_to_month_names_are_dates():
    rec = one("Fernhollow Gas\nLedger\nSent on\n05 Feb 26\nPay by\n28 Feb 26\nCarried over\n50.00\n"
              "10 Jan 26 Direct payment, thanks   50.00   0.00\nGas used   41.20\n"
              "We will take $41.20 from your account on 26 Feb 26.\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 4120, date(2026, 2, 26))
    assert rec.due_on == date(2026, 2, 28)


def test_an_invoice_row_loosely_like_pay_does_not_make_it_a_payslip():
    rec = one("Les Tilleuls\nFacture\nÉmise le 3 avril 2026\nLocation de la salle, 2 jours   300,00 €\n"
              "Nettoyage   40,00 €\nTotal à régler   340,00 €\nPayée le 10/04/2026 par virement.\n")
    assert (rec.amount_cents, rec.currency, rec.paid_on) == (34000, "EUR", date(2026, 4, 10))


def test_a_one_word_logo_takes_the_name_words_printed_below_it():
    rec = one("FERNWICK\nGas & Heat  -  3 Kiln Street, Ashby  -  01234 555 019\nYour gas bill\n"
              "Amount due $45.00\nDue date 2026-04-01\n")
    assert rec.payee == "FERNWICK Gas & Heat"
    rec = one("Fernwick Gas\nSince 1950 - 3 Kiln Street\nAmount due $45.00\nDue date 2026-04-01\n")
    assert rec.payee == "Fernwick Gas"


def test_a_total_with_a_settle_by_date_and_no_payment_is_due():
    rec = one("Marram Water Board\nQuarterly account\nDate of account 10 Nov 2026\nMeter charge   $9.60\n"
              "Water supplied   $98.88\nGrand total for the quarter   $108.48\nSettle by 04 Dec 2026\n")
    assert (rec.kind, rec.amount_cents, rec.due_on, rec.paid_on) == ("due", 10848, date(2026, 12, 4), None)


def test_the_sentence_of_an_amount_names_it_not_the_one_before():
    rec = one("Tarnwick Gas\nLedger\nSent on 21 Nov 26\nPayable by 15 Dec 26\nOpening position 50.00\n"
              "Charges 60.00\nClosing position 60.00\n"
              "Your direct debit was stopped last month at your request. Please send $60.00 so that it reaches us "
              "by 15 Dec 26.\n")
    assert (rec.kind, rec.amount_cents, rec.due_on) == ("due", 6000, date(2026, 12, 15))


def test_a_premium_received_by_the_insurer_on_a_day_is_paid():
    rec = one("BRIARWELL\nHome cover schedule\nIn force from\nMarch 1, 2026\nRuns until\nFebruary 28, 2027\n"
              "Yearly cost of cover\n$640.80\nReceived by us on\nFebruary 20, 2026\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 64080, date(2026, 2, 20))


def test_an_emails_issuer_is_its_senders_display_name():
    from ingest.payments_rules import _Line

    lines = [_Line(1, "From: Quayline Fibre <no-reply@quayline.example>"),
             _Line(1, "To: Ada Quillon <ada@example.org>"), _Line(1, "Subject: Payment received"),
             _Line(1, "We received your payment of $94.18, thank you.")]
    assert RulesExtractor._issuer(lines, 1) == "Quayline Fibre"
    # No display name: the sender's domain.
    assert RulesExtractor._issuer([_Line(1, "From: billing@northwind.example"), _Line(1, "Thanks")], 1) == "northwind"
    # A letterhead, not a header: as before.
    assert RulesExtractor._issuer([_Line(1, "NORTHWIND OUTFITTERS"), _Line(1, "12 Quay Road")], 1) == \
        "NORTHWIND OUTFITTERS"


def test_the_addressees_lines_are_never_the_letterhead():
    from ingest.payments_rules import _Line

    # A one-word logo is not joined with the address block under it ...
    assert RulesExtractor._issuer([_Line(1, "ALPENHOF"), _Line(1, "Herrn Jon Doe"), _Line(1, "Ringweg 4")], 1) == \
        "ALPENHOF"
    # ... and a window envelope's addressee printed above the sender is passed over.
    assert RulesExtractor._issuer([_Line(1, "Mw. A. Bakker / J. de Vries"), _Line(1, "Stroomwerk Energie B.V."),
                                   _Line(1, "Factuurdatum 17 maart 2026")], 1) == "Stroomwerk Energie B.V."
    # A logo with its descriptor below it, as before; "M & S" is a name, not a title.
    assert RulesExtractor._issuer([_Line(1, "HARROW"), _Line(1, "Gas & Power  -  12 Mill Lane")], 1) == \
        "HARROW Gas & Power"
    assert RulesExtractor._issuer([_Line(1, "M & S Foods"), _Line(1, "Receipt")], 1) == "M & S Foods"


def test_a_line_labelling_the_seller_names_the_payee():
    from ingest.payments_rules import _Line

    lines = [_Line(2, "Invoice data embedded in this PDF (factur-x.xml, structured e-invoice)"),
             _Line(2, "Document type: Invoice"), _Line(2, "Seller: Kitewerk GmbH"), _Line(2, "Buyer: Jo Doe"),
             _Line(2, "Amount due: 71.40 EUR")]
    assert RulesExtractor._issuer(lines, 2) == "Kitewerk GmbH"
    assert RulesExtractor._issuer([_Line(1, "Lieferant: Mühlenhof KG"), _Line(1, "Rechnung 5")], 1) == "Mühlenhof KG"
    # Not on the page the amount is on: the letterhead rule, as before.
    assert RulesExtractor._issuer([_Line(1, "NORTHWIND OUTFITTERS"), _Line(2, "Seller: Other Co")], 1) == \
        "NORTHWIND OUTFITTERS"


def test_gas_bill_from_an_energy_supplier_is_gas_and_its_electricity_bill_electricity():
    """"Energy" in a letterhead does not tell the fuel: the text that names gas on its charge lines is a gas
    bill even when it is billed in kWh; the same supplier's power bill stays electricity."""
    gas = one("Harbourline Energy\nYour gas statement\nStatement date: 2 March 2026\nGas used this quarter 1,204 kWh\n"
              "Gas standing charge £18.40\nTotal gas charges £88.10\nAmount due £88.10\nDue date: 20 March 2026\n")
    power = one("Harbourline Energy\nYour statement\nStatement date: 2 March 2026\nUnits used 310 kWh\n"
                "Electricity standing charge £12.10\nAmount due £71.35\nDue date: 20 March 2026\n")
    assert (gas.category, gas.amount_cents) == ("gas", 8810)
    assert (power.category, power.amount_cents) == ("electricity", 7135)


def test_a_gas_station_receipt_is_not_a_gas_bill():
    rec = one("Quickfill Gas Station\nPump 4 Unleaded 31.2 L\nTOTAL $52.80\nVISA ****1234 APPROVED\n03/09/2026\n")
    assert rec.category != "gas"


def test_a_paid_status_line_makes_an_invoice_paid_on_its_date():
    """A "Status: PAID" line, a stamp or "Bezahlt in bar" with no date of its own: the invoice was paid when
    it was issued. An invoice that prints no such line stays a charge without a payment date."""
    status = one("Invoice INV-3391\nInvoice date: 2026-02-10\nHedge trimming, February      120.00\n"
                 "Total                         GBP 120.00\nStatus: PAID\n")
    german = one("Gasthaus am See\nRechnung Nr. 2231\nRechnungsdatum: 12.04.2026\n2 Übernachtungen   180,00 EUR\n"
                 "Gesamtbetrag   180,00 EUR\nBezahlt in bar. Vielen Dank!\n")
    dutch = one("Fietsenmaker Wiel\nFactuur 2026-044\nFactuurdatum: 3 februari 2026\nFietsbel   12,50\n"
                "Totaal   € 12,50\nVoldaan per pin\n")
    plain = one("Invoice INV-3392\nInvoice date: 2026-02-10\nHedge trimming, March      120.00\n"
                "Total                         GBP 120.00\nThank you for your business\n")
    assert (status.kind, status.paid_on) == ("paid", date(2026, 2, 10))
    assert (german.kind, german.amount_cents, german.paid_on) == ("paid", 18000, date(2026, 4, 12))
    assert (dutch.kind, dutch.amount_cents, dutch.paid_on) == ("paid", 1250, date(2026, 2, 3))
    assert plain.kind == "charged" and plain.paid_on is None


def test_an_unpaid_status_line_is_no_payment():
    rec = one("Invoice INV-3393\nInvoice date: 2026-02-10\nHedge trimming      120.00\n"
              "Total                         GBP 120.00\nStatus: unpaid\n")
    assert rec.kind != "paid" and rec.paid_on is None


def test_a_receipt_or_order_paid_by_card_wallet_or_cash_in_other_words_is_paid_on_its_date():
    """Tender named the French, German or Dutch way, or a wallet: the paper was paid when it was printed.
    An invoice that names only payment terms stays a charge."""
    french = one("Boulangerie du Pont\nTicket n° 4471\nDate : 14/03/2026\nPain de campagne     3,20\n"
                 "Croissants x4        4,80\nTOTAL TTC        8,00 EUR\nMode de paiement : Carte bancaire\n")
    german = one("Baumarkt Eichenweg\nKassenbon 88123\nDatum: 21.03.2026\nSchrauben   4,99\nFarbe weiß   23,90\n"
                 "Summe EUR   28,89\nZahlungsart: EC-Karte\n")
    dutch = one("Webwinkel Zonneveld\nOrderbevestiging\nBestelnummer: 77120\nBesteldatum: 2 maart 2026\n"
                "Tuinstoel   49,95\nTotaal   € 49,95\nBetaalwijze: iDEAL\n")
    wallet = one("Order receipt\nInkwell Craft Supplies\nOrder date: 9 April 2026\nSketchbook A4   $14.50\n"
                 "Order total     $14.50\nPayment method: PayPal\n")
    terms = one("Birchwood Tree Care\nInvoice 2201\nDate: 2026-01-15\nTree pruning   $300.00\nTotal   $300.00\n"
                "Payment terms: net 30, by bank transfer\n")
    assert (french.kind, french.amount_cents, french.paid_on) == ("paid", 800, date(2026, 3, 14))
    assert (german.kind, german.amount_cents, german.paid_on) == ("paid", 2889, date(2026, 3, 21))
    assert (dutch.kind, dutch.amount_cents, dutch.paid_on) == ("paid", 4995, date(2026, 3, 2))
    assert (wallet.kind, wallet.amount_cents, wallet.paid_on) == ("paid", 1450, date(2026, 4, 9))
    assert terms.kind == "charged" and terms.paid_on is None


def test_a_thank_you_for_your_payment_line_settles_an_invoice_that_asks_for_nothing():
    thanked = one("Crestview Piano Tuning\nInvoice 0042\nInvoice date: 18 May 2026\nTuning, upright piano   £85.00\n"
                  "Total   £85.00\nPayment received - thank you\n")
    assert (thanked.kind, thanked.amount_cents, thanked.paid_on) == ("paid", 8500, date(2026, 5, 18))


def test_an_invoice_naming_its_wallet_keeps_its_labelled_paid_and_due_dates():
    """"Betaald via iDEAL op 15-09-2025" on an invoice with a due date: paid on the 15th, not on the first date
    printed (the invoice date), and its due date kept."""
    rec = one("Fietsmakerij Reiger\nFACTUUR\nFactuurnummer\n2025-0042\nFactuurdatum\n12-09-2025\n"
              "Vervaldatum\n26-09-2025\nOmschrijving\nBedrag\nBakfiets\n€ 1.849,00\nTotaal incl. btw\n€ 1.849,00\n"
              "Te betalen\n€ 1.849,00\n"
              "Betaald via iDEAL op 15-09-2025. Bedankt voor uw aankoop!\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 184900, date(2025, 9, 15))
    assert rec.due_on == date(2025, 9, 26)


def test_utility_words_compounded_in_german_dutch_or_french_name_the_category():
    """"Stromrechnung", "Gasrechnung", "waterrekening", "Facture d'électricité": the fuel named inside a compound."""
    gas = one("Stadtwerke Talheim\nGasrechnung\nRechnungsdatum: 03.02.2026\nVerbrauch 1.204 kWh\n"
              "Rechnungsbetrag 119,00 €\nFällig am 17.02.2026\n")
    water = one("Waterbedrijf Polderland\nWaterrekening\nFactuurdatum: 3 februari 2026\nVerbruik 12 m3\n"
                "Te betalen € 41,20\nVervaldatum: 17 februari 2026\n")
    power = one("Lumière Énergie\nFacture d'électricité\nDate de facture : 03/02/2026\nConsommation de la période "
                "412 kWh\nMontant à payer 71,20 €\nÉchéance : 20/02/2026\n")
    assert (gas.category, water.category, power.category) == ("gas", "water", "electricity")


def test_a_till_slip_that_gives_change_in_french_german_or_dutch_is_paid():
    german = one("Bäckerei Kornblume\nDatum 14.03.2026 08:12\n2 Brötchen   1,20\nKaffee   2,80\nSUMME EUR   4,00\n"
                 "Gegeben BAR   10,00\nRückgeld   6,00\n")
    french = one("Épicerie du Marché\n14/03/2026 18:40\nPommes   3,10\nFromage   6,90\nTOTAL EUR   10,00\n"
                 "Espèces   20,00\nRendu   10,00\n")
    dutch = one("Bakkerij Korenbloem\n14-03-2026 09:05\nBrood   3,25\nKrentenbollen   2,75\nTotaal EUR   6,00\n"
                "Contant   10,00\nWisselgeld   4,00\n")
    assert (german.kind, german.amount_cents, german.paid_on) == ("paid", 400, date(2026, 3, 14))
    assert (french.kind, french.amount_cents, french.paid_on) == ("paid", 1000, date(2026, 3, 14))
    assert (dutch.kind, dutch.amount_cents, dutch.paid_on) == ("paid", 600, date(2026, 3, 14))


def test_a_slip_paid_by_a_masked_card_number_in_the_household_currency_is_paid():
    """No currency sign and no card brand, only "CARD ****4418": a till slip paid on its date, its amounts read in
    the household's currency; without one, nothing is guessed."""
    text = ("HOLLYBROOK HARDWARE\n4 Quarry Lane\n05/09/2026 10:34\n2 x PAINT 1GAL 91.98\nROLLER KIT 17.49\n"
            "SUBTOTAL 109.47\nSALES TAX 6% 6.57\nTOTAL 116.04\nCARD ****4418 116.04\nKEEP THIS SLIP\n")
    [rec] = RulesExtractor(default_currency="USD").extract(Document(), [(1, text)])
    assert (rec.kind, rec.amount_cents, rec.currency, rec.paid_on) == ("paid", 11604, "USD", date(2026, 5, 9))
    assert RulesExtractor().extract(Document(), [(1, text)]) == []


def test_an_order_that_came_to_an_amount_charged_to_a_card_is_paid_not_owed():
    """"Order came to $778.95" reads like an amount owed, but "Charged to your Visa ending 8826 on …" paid it."""
    rec = one("TRAILHEAD SUPPLY\nOrder confirmation\nOrder ref. TS-1201 placed 2026-05-03\nTent\n1\n$389.00\n$389.00\n"
              "Sleeping pad\n2\n$129.50\n$259.00\nSales tax\n$50.00\nOrder came to\n$698.00\n"
              "Charged to your Visa ending 8826 on 2026-05-03. Unused gear can come back within 45 days; we refund to "
              "the card\nyou paid with.\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 69800, date(2026, 5, 3))


def test_the_previous_bills_payment_line_is_that_bills_payment_not_this_ones():
    """A bill that thanks for the last bill's payment ("Vorige factuur … ontvangen op …") is itself still owed;
    the line is the last bill's payment, a record of its own with its own amount and day."""
    records = extract("Stroomhuis Delta B.V.\nFactuur elektriciteit\nFactuurdatum 14 oktober 2026\n"
                      "Klantnummer 55 0311 92\nVorige factuur € 61,30 ontvangen op 02-09-2026. Hartelijk dank.\n"
                      "Te betalen € 73,85\nVervaldatum 04-11-2026\n")
    bill = next(r for r in records if r.amount_cents == 7385)
    assert (bill.kind, bill.paid_on, bill.due_on) == ("due", None, date(2026, 11, 4))
    earlier = [r for r in records if r is not bill]
    assert [(r.kind, r.amount_cents, r.paid_on) for r in earlier] == [("paid", 6130, date(2026, 9, 2))]
    assert earlier[0].category == bill.category == "electricity"


def test_a_payment_on_the_bills_own_date_stays_this_bills_payment():
    rec = one("Harbourline Water\nBill date: 3 March 2026\nAmount: £38.20\n"
              "Payment received on 5 March 2026: £38.20 - thank you.\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 3820, date(2026, 3, 5))


def test_an_amount_printed_before_its_two_word_label():
    """Values first, labels after them on the same line ("€ 88,15 te betalen"), as some Dutch bills print."""
    rec = one("Gasbedrijf Noordkade\nNota gaslevering\nNotadatum 12 januari 2026\n"
              "€ 88,15 te betalen\n2 februari 2026 uiterste betaaldatum\n")
    assert (rec.kind, rec.amount_cents, rec.currency) == ("due", 8815, "EUR")
    assert rec.due_on == date(2026, 2, 2) and rec.category == "gas"


def test_a_till_slip_naming_its_tender_is_never_owed_even_undated():
    """A slip paid by card whose date the scan lost is paid at some unknown day, not a bill still owed."""
    rec = one("KONDITOREI ALMENRAUSCH\nBon-Nr. 0113-0087\nDatum: ##/#/20##\nBaumkuchen 1 St. 18,40 €\n"
              "SUMME 18,40 €\nEC-Karte 18,40 €\nVielen Dank!\n")
    assert rec.amount_cents == 1840 and rec.kind != "due" and rec.due_on is None


def test_a_reminders_overdue_bill_is_no_earlier_payment():
    """"Your statement of 2 May for $64.00 … has not been paid" names an earlier bill, not its payment."""
    text = ("Fenwater Utility District\n9 June 2026\nREMINDER\n"
            "Our records show that your statement of 2 May 2026 for $64.00, due on 23 May 2026, has not "
            "been paid.\nNow due\n$71.50\nPlease pay $71.50 by 24 June 2026.\n")
    records = RulesExtractor().extract(Document(title="", document_date=date(2026, 6, 9)), [(1, text)])
    assert [(r.kind, r.amount_cents) for r in records if r.paid_on] == []


def test_a_french_water_utilitys_name_is_water():
    from ingest.categories import category_rule

    assert category_rule("Régie des Eaux du Plateau\nFacture") == "water"
    assert category_rule("Votre consommation d'eau") == "water"
    assert category_rule("Bureau de poste") is None


def test_a_dated_invoice_with_a_transfer_request_is_charged_its_gross_total():
    """A German invoice: the net plus the tax (its label read as another total by meaning) confirms the gross
    total among two "Gesamtbetrag" amounts; "Bitte überweisen Sie bis zum" is its due date."""
    rec = one("Rechnung Nr. 2026-118 vom 04.03.2026\nLeistungsdatum 02.03.2026\nMenge\nArtikel\nGesamtbetrag\n"
              "2,00\nWanderkarte Harz\n19,80 €\nNettobetrag: 18,50 €\nUSt. Gesamt: 1,30 €\nGesamtbetrag: 19,80 €\n"
              "Bitte überweisen Sie bis zum 18.03.2026.\nKartenhaus Brocken GmbH\n")
    assert (rec.amount_cents, rec.currency) == (1980, "EUR")
    assert rec.due_on == date(2026, 3, 18) and rec.paid_on is None



def test_a_value_printed_before_its_label_cell_is_named_by_that_cell():
    """A layout that prints the amount, then its label, in the next cell of the row."""
    rows = ["Harbourlight Energie", "Nota gas maart 2026", "Notadatum\t4 maart 2026", "€ 61,20\tte betalen",
            "25 maart 2026\tuiterste betaaldatum"]
    [rec] = RulesExtractor().extract(Document(), [(1, "\n".join(r.replace("\t", " ") for r in rows))],
                                     layout={1: rows}, page_fields=[])
    assert (rec.kind, rec.amount_cents, rec.due_on) == ("due", 6120, date(2026, 3, 25))


def test_a_bill_that_says_it_pays_itself_is_paid_on_its_due_date():
    text = ("Brightwater Fibre\nInvoice BW-7781\nIssued 2026-06-01\nBalance due\nEUR 30.00\nDue\n2026-06-14\n"
            "{}\n")
    rec = one(text.format("We will take this from your saved card automatically, no need to do anything."))
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 3000, date(2026, 6, 14))
    # Asking the reader to pay, or offering a direct debit, leaves it owed.
    for sentence in ("Please transfer the amount to our account and quote the invoice number.",
                     "Would you rather pay automatically? Set up a direct debit in your account."):
        rec = one(text.format(sentence))
        assert (rec.kind, rec.paid_on, rec.due_on) == ("due", None, date(2026, 6, 14))


def _run_together_grid_pdf() -> bytes:
    """Four header cells over four values, the first two values printed so close that they make one cell."""
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 60), "Copperline Power", fontsize=14)
    page.insert_text((72, 84), "Statement date 3 April 2026", fontsize=10)
    for x, label, value in ((72, "Period", "01 February 2026 - 31 March 2026"), (232, "Usage", "412 kWh"),
                            (330, "We collect", "EUR 118.40"), (450, "On", "20 April 2026")):
        page.insert_text((x, 120), label, fontsize=10)
        page.insert_text((x, 136), value, fontsize=10)
    page.insert_text((72, 170), "Earlier statements", fontsize=10)
    page.insert_text((72, 186), "February 2026", fontsize=10)
    page.insert_text((330, 186), "EUR 118.40", fontsize=10)
    data = doc.tobytes()
    doc.close()
    return data


def test_header_cells_over_run_together_values_are_paired_by_word_boxes(db, user):
    import pymupdf

    from archive.storage import original_store
    from ingest.fields import document_fields
    from ingest.layout import pdf_page_rows
    from ingest.pages import PageText

    data = _run_together_grid_pdf()
    pages = [(1, pymupdf.open(stream=data, filetype="pdf")[0].get_text())]
    rows = pdf_page_rows(data, pages)
    header, values = rows[1][2:4]
    assert header.count("\t") == 3 and values.count("\t") == 2  # the cells do not pair one to one
    # Without the page's layout fields the row's amount is named by the cell before it ("412 kWh").
    assert RulesExtractor().extract(Document(), pages, layout=rows, page_fields=[]) == []
    # A stored document's layout fields (ingest.fields, stored as PageField rows) put "We collect" and "On"
    # over the amount and the date.
    doc = Document.objects.create(owner=user, title="statement", original_filename="s.pdf",
                                  mime_type="application/pdf", sha256="e" * 64, storage_name=original_store(data),
                                  status=Document.Status.INDEXED)
    from archive.models import PageField

    for n, f in enumerate(document_fields(data, "application/pdf", [PageText(1, pages[0][1], "text_layer", None)])):
        PageField.objects.create(document=doc, page_number=f.page, ordinal=n, label=f.label, value=f.value,
                                 kind=f.kind)
    [rec] = RulesExtractor().extract(doc, pages)
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 11840, date(2026, 4, 20))


def test_statement_rows_one_cell_per_line_with_full_dates_and_transfers_to_payees():
    recs = extract("Harbour Savings Bank\nCurrent account statement\nOpening balance 01.03.2026: 2.000,00 €\n"
                   "Date\nDescription\nDebit\nCredit\nBalance\n"
                   "02.03.2026\nTRANSFER NORTHQUAY WATER CO\n50,00 €\n1.950,00 €\n"
                   "05.03.2026\nTRANSFER TO SAVINGS ACCOUNT\n300,00 €\n1.650,00 €\n"
                   "09.03.2026\nMASTERCARD CARD SETTLEMENT FEB\n120,00 €\n1.530,00 €\n"
                   "15.03.2026\nSEPA DD BRIGHTWIRE POWER\n80,00 €\n1.450,00 €\n"
                   "Closing balance 31.03.2026: 1.450,00 €\n")
    # Paying a named payee is a payment; moving money to savings or paying off the card (whose own statement
    # lists the purchases) is not.
    assert sorted((r.kind, r.amount_cents, r.paid_on) for r in recs) == [
        ("paid", 5000, date(2026, 3, 2)), ("paid", 8000, date(2026, 3, 15))]


def test_statement_rows_dated_with_the_months_name_and_bare_amounts():
    # "4 Mar 2026" alone on its line, the description, then amounts without a currency sign: the balance
    # column says which rows paid out; money paid in (a salary) is no payment.
    recs = extract("Glenpark Bank\nCurrent account statement\nStatement period\n1 March 2026 - 31 March 2026\n"
                   "Date\nDetails\nPaid out\nPaid in\nBalance\n"
                   "1 Mar 2026\nBalance brought forward\n1,200.00\n"
                   "4 Mar 2026\nDD TALLOW WATER SERVICES\n45.10\n1,154.90\n"
                   "9 Mar 2026\nSALARY ORCHARD LABS\n2,000.00\n3,154.90\n"
                   "12 Mar 2026\nPOS MILLRACE GROCERS\n61.35\n3,093.55\n"
                   "31 Mar 2026\nClosing balance\n3,093.55\nOpening balance\n€1,200.00\n")
    assert sorted((r.kind, r.amount_cents, r.paid_on) for r in recs) == [
        ("paid", 4510, date(2026, 3, 4)), ("paid", 6135, date(2026, 3, 12))]


def test_a_card_statements_purchases_are_its_payments_and_its_collected_balance_no_categorys_spending():
    statement = ("Kestrel Card Services\nCredit card statement\nStatement date 04/09/26\n{rows}New balance\nEUR 65.00\n"
                 "Direct debit amount\nEUR 65.00\nCollected on\n11/09/26\n")
    # Rows dated without their year, one cell per line and on one line: the year puts them before the statement.
    recs = extract(statement.format(rows="Aug 12th\nNORTHLINE BROADBAND\nEUR 40.00\n20/08  CITY BOOKS  EUR 25.00\n"
                                         "Aug 22nd\nPAYMENT RECEIVED - THANK YOU\n-EUR 80.00\n"))
    assert sorted((r.kind, r.amount_cents, r.paid_on, r.category) for r in recs) == [
        ("paid", 2500, date(2026, 8, 20), "other"), ("paid", 4000, date(2026, 8, 12), "internet")]
    # No rows read: the balance it collects is paid, of no one category (its rows are every kind of spending).
    rec = one(statement.format(rows="Purchases this month: see the app.\n"))
    assert (rec.kind, rec.amount_cents, rec.category) == ("paid", 6500, "other")


def test_a_letterhead_clearly_of_a_shop_outside_the_categories_is_not_read_from_an_item_word():
    from ingest.categories import category_for

    text = "Brightmoor Electronics & Home Appliances\nInvoice\nDishwasher\nHDMI cable 2m\nTotal EUR 549.00"
    assert category_for(text, issuer="Brightmoor Electronics & Home Appliances") == "other"


def test_a_two_letter_header_over_a_date_in_a_grid_is_its_due_date():
    rows = ["Greyfell Mobile", "STATEMENT DATE\tAMOUNT TO SEND\tBY", "02/03/26\t£41.70\t23/03/26",
            "Line rental and calls\t£41.70"]
    [rec] = RulesExtractor().extract(Document(), [(1, "\n".join(r.replace("\t", "\n") for r in rows))],
                                     layout={1: rows}, page_fields=[])
    assert (rec.kind, rec.amount_cents, rec.due_on) == ("due", 4170, date(2026, 3, 23))


def test_a_till_roll_paid_by_pin_and_an_order_charged_to_a_card_ending_are_paid():
    # A till roll prints no currency: its amounts are read in the household's currency.
    [till] = RulesExtractor(default_currency="EUR").extract(Document(), [(1, (
        "MARKTHAL VAN DER BERG\nDatum 14-03-2026 11:20\nAppels 1kg 2,49\nKoffie 500g 6,99\nTOTAAL 9,48\n"
        "PIN 9,48\nBedankt!\n"))])
    assert (till.kind, till.amount_cents, till.paid_on) == ("paid", 948, date(2026, 3, 14))
    order = one("Thanks for your order BR-5521 at Birchwood Books.\n  1 x Atlas of rivers   EUR 24.00\n"
                "  Shipping   EUR 4.50\n  Charged to your card ending 7710: EUR 28.50\n"
                "Order date: 9 May 2026. Your parcel will arrive in 2-3 working days.\n")
    assert (order.kind, order.amount_cents, order.paid_on) == ("paid", 2850, date(2026, 5, 9))
    # A PIN printed as a code, not beside an amount, says nothing about paying.
    assert extract("Your new card\nYour PIN will follow by separate post.\nAnnual fee EUR 20.00\n") == []


def test_dated_sentences_give_their_amount_and_date_a_role_by_what_they_say():
    # Hand-written sentences in four languages, none from a corpus: a label read alone ("Het bedrag van … wordt
    # op") says nothing; the whole sentence says debit, payment received or due.
    lines = [Line(1, t) for t in (
        "De maandtermijn van € 58,40 wordt op 14 juni 2026 van uw rekening afgeschreven.",
        "Ihre Zahlung von 87,15 € haben wir am 02.03.2026 erhalten. Danke!",
        "We kindly ask you to pay £41.90 no later than 9 July 2026.",
        "From 1 August 2026 your monthly rent will be €950.00.")]
    fields = fields_from_lines(lines, currency="EUR", date_hint="DMY")
    fields_assign_roles(fields)
    roles = {(f.line, f.kind): f.role for f in fields}
    assert (roles[(0, "money")], roles[(0, "date")]) == ("debit", "debit_date")
    assert (roles[(1, "money")], roles[(1, "date")]) == ("amount_paid", "paid_date")
    assert (roles[(2, "money")], roles[(2, "date")]) == ("amount_due", "due_date")
    assert roles[(3, "date")] not in ("debit_date", "paid_date", "due_date")


def test_a_bill_whose_sentence_acknowledges_the_previous_payment_stays_due():
    text = ("Rechnungsdatum 12.04.2026\nZahlbetrag 246,00 €\nBitte zahlen Sie 246,00 € spätestens bis 01.05.2026.\n"
            "Ihre Zahlung von 198,00 € haben wir am 20.02.2026 erhalten. Danke!\n")
    records = RulesExtractor(default_currency="EUR").extract(Document(title="Abschlag"), [(1, text)])
    kinds = sorted((r.kind, r.amount_cents, r.paid_on or r.due_on) for r in records)
    assert kinds == [("due", 24600, date(2026, 5, 1)), ("paid", 19800, date(2026, 2, 20))]


def test_supply_named_outright_wins_over_a_loosely_read_address_block():
    # The letterhead lines hold only the customer's name and address (the supplier's logo is no text): read by
    # meaning they lean to some category by a hair; the charge line names the supply.
    head = "Abschlagsrechnung 12\nFrau K. Weber\nLindenweg 3\n12345 Irgendwo\nKundennummer Rechnungsnummer"
    assert category_for(head + "\nStromlieferung 50,00 €", issuer=head) == "electricity"


def test_a_settlement_is_settled_by_its_balance_not_its_cost():
    # A year's account: the cost, minus the instalments already paid, leaves a credit that is paid back. The
    # arithmetic (600.00 − 660.00 = −60.00) decides, whatever the labels' language.
    text = ("Nordwärme GmbH\nJahresabrechnung 2025\nRechnungsdatum 20.01.2026\n"
            "Kosten 01.01.2025 bis 31.12.2025\t600,00 €\nGeleistete Abschläge\t-660,00 €\nGuthaben\t-60,00 €\n"
            "Summe inkl. MwSt.\t600,00 €\nDas Guthaben von 60,00 € überweisen wir Ihnen am 10.02.2026.\n")
    [rec] = RulesExtractor(default_currency="EUR").extract(Document(title="Jahresabrechnung"), [(1, text)])
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("refunded", -6000, date(2026, 2, 10))


def test_district_heating_is_heating_in_every_language():
    assert {category_rule(t) for t in ("Abschlagsrechnung Fernwärme", "Facture chauffage urbain",
                                       "Jaarnota stadsverwarming")} == {"gas"}


def test_a_fixed_price_bill_keeps_its_amount_when_the_previous_payment_was_the_same():
    # A plan at one price: the bill asks what was paid last time. Its labelled amount due is still its own, not
    # a row of its item table.
    text = ("Brambleway Fibre\nInvoice date\nMay 5, 2026\nPayment due by\nMay 19, 2026\nItem\tQty\tUnit price\tTotal\n"
            "Fibre 300 plan, May – Jul 2026\t3\t30.00\t90.00\nRouter rental\t3\t2.00\t6.00\nSubtotal\n96.00 EUR\n"
            "VAT 3.125%\n3.00 EUR\nAmount payable\n99.00 EUR\n"
            "Your payment of 99.00 EUR was received on February 12, 2026, thank you.\n")
    records = RulesExtractor(default_currency="EUR").extract(Document(title="Invoice"), [(1, text)])
    kinds = sorted((r.kind, r.amount_cents, r.paid_on or r.due_on) for r in records)
    assert kinds == [("due", 9900, date(2026, 5, 19)), ("paid", 9900, date(2026, 2, 12))]


def test_a_date_seasons_after_the_bill_is_not_its_payment():
    # Two columns read as rows: the term's end date sits beside a left-column label, in a row that reads like a
    # date something is paid on; it is two years on. The debit date the bill prints is weeks after it.
    rows = ["quillfield", "mobile\tAda Brenn", "This month's charges", "£18.40", "Your bill, 16/08/26 to 15/09/26",
            "Direct Debit date", "03/09/26\tWhat you're paying for\t£", "SIM only 20GB\t18.40",
            "Bill date\tTotal (prices include VAT at 20%)\t£18.40",
            "16/08/26\tWe'll collect £18.40 by Direct Debit on or just after 03/09/26.",
            "Account number\tYour 24-month plan started on 16/08/26; the minimum term",
            "Your number\tends on 15/08/28.", "07700 900311\tHelp: 0300 555 0199"]
    text = "\n".join(cell for row in rows for cell in row.split("\t"))
    [rec] = RulesExtractor(default_currency="GBP").extract(Document(title="Your bill"), [(1, text)],
                                                           layout={1: rows}, page_fields=[])
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 1840, date(2026, 9, 3))


def test_a_till_roll_paid_by_creditcard_written_as_one_word_is_paid():
    [till] = RulesExtractor(default_currency="EUR").extract(Document(), [(1, (
        "TUINCENTRUM DE HOEF\nDorpsweg 8\n11-05-2026 10:12 kassa 2\nZaaigoed 3,50\nBloempot 12,95\n"
        "TOTAAL € 16,45\nCreditcard € 16,45\nDank u wel!\n"))])
    assert (till.kind, till.amount_cents, till.paid_on) == ("paid", 1645, date(2026, 5, 11))


def test_an_invoice_that_will_be_debited_on_a_day_is_paid_that_day():
    text = ("Harebell Broadband\nINVOICE\nInvoice date\nJun 2, 2026\nItem\tQty\tUnit price\tAmount\n"
            "Fibre 150 - June\t1\t€42.00\t€42.00\nTotal\n€42.00\nAll prices include VAT.\n"
            "This invoice will be debited on Jun 16, 2026\nfrom your account ending 0071. No action needed.\n")
    [rec] = RulesExtractor(default_currency="EUR").extract(Document(title="Invoice"), [(1, text)])
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 4200, date(2026, 6, 16))


def test_a_reminder_is_owed_by_its_new_day_not_paid_on_the_day_it_missed():
    text = ("Tollmere Gas\n9 March 2026\nReminder: overdue balance\nYour gas bill dated 10 February 2026 for €120.00 "
            "was not paid by its\ndue date of 2 March 2026. A late payment fee has been added.\n"
            "Unpaid bill amount\n€120.00\nLate payment fee\n€10.00\nTotal now due\n€130.00\n"
            "Please pay the total now due by 23 March 2026. If you have already paid, please ignore this letter.\n")
    [rec] = RulesExtractor(default_currency="EUR").extract(Document(title="Reminder", document_date=date(2026, 3, 9)),
                                                           [(1, text)])
    assert (rec.kind, rec.amount_cents, rec.due_on, rec.paid_on) == ("due", 13000, date(2026, 3, 23), None)


def test_an_ocr_speck_line_above_a_till_roll_is_not_its_shop():
    [till] = RulesExtractor(default_currency="EUR").extract(Document(), [(1, (
        "ar PLUdK\n\nHARTWELL CAMERAS\nUnit 9, Millbrook Centre\n\n02/03/2026 11:40 Till 1\n"
        "LENS CAP 58MM €12.00\nTOTAL €12.00\nVISA CONTACTLESS €12.00\n"))])
    assert (till.kind, till.amount_cents, till.payee) == ("paid", 1200, "HARTWELL CAMERAS")


def test_spanish_and_italian_bill_labels_take_their_roles():
    # Labels in the words such bills commonly use, not a corpus's; the English model alone misreads them.
    bolletta = ("Acquedotto Valfonda\nFattura n. 2026/0412\nData della fattura\n02/04/2026\nImporto dovuto\n€ 80,00\n"
                "Data di scadenza\n24/04/2026\n")
    [rec] = RulesExtractor(default_currency="EUR").extract(Document(title="Fattura"), [(1, bolletta)])
    assert (rec.kind, rec.amount_cents, rec.due_on, rec.paid_on) == ("due", 8000, date(2026, 4, 24), None)
    factura = ("Aguas de Valdelobos\nFactura 77-0315\nFecha de la factura\n15/03/2026\nImporte a abonar\n42,10 €\n"
               "Fecha de cargo en cuenta\n30/03/2026\n")
    [rec] = RulesExtractor(default_currency="EUR").extract(Document(title="Factura"), [(1, factura)])
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 4210, date(2026, 3, 30))


def test_a_payment_printed_as_taken_off_the_balance_is_the_earlier_bills_payment():
    """An account summary prints the payment with the ledger's minus ("Payment received 18/02/2026  -€478.44"):
    it is the previous bill's payment of 478.44, not this bill's, and not a refund."""
    rec, *earlier = extract("Fenwater Gas Ltd\nGAS STATEMENT\nStatement date\n17/03/2026\n"
                            "Total charges this statement\n€504.75\nYour account\n"
                            "Balance from last statement   €478.44\n"
                            "Payment received 18/02/2026   -€478.44\nBalance owing   €504.75\n"
                            "Please remit by 7 April 2026.\n")
    assert (rec.kind, rec.amount_cents, rec.due_on) == ("due", 50475, date(2026, 4, 7))
    assert [(r.kind, r.amount_cents, r.paid_on) for r in earlier] == [("paid", 47844, date(2026, 2, 18))]


def test_a_company_stating_its_registration_below_the_customers_block_is_the_payee():
    from ingest.payments_rules import _Line

    # The customer's block printed first (the seller's logo is only an image); the seller's name, with its trade
    # register and VAT numbers, below it.
    lines = [_Line(1, "Harbour View Cafe"), _Line(1, "12 Quay Street"), _Line(1, "3528 BJ Utrecht"),
             _Line(1, "Brookfield Timber B.V."), _Line(1, "Mill Road 4, 3511 AB Utrecht KVK 32147380"),
             _Line(1, "BTW NL8204.71.616.B.02 IBAN NL27INGB0000026501"), _Line(1, "Factuur 2207")]
    assert RulesExtractor._issuer(lines, 1) == "Brookfield Timber B.V."
    # A letterhead whose own block states its registration stays; so does one whose registration is only further
    # down, and a bank's line is no company billing.
    own = [_Line(1, "Brookfield Timber B.V."), _Line(1, "KVK 32147380"), _Line(1, "Harbour View Cafe B.V."),
           _Line(1, "KVK 11111111")]
    assert RulesExtractor._issuer(own, 1) == "Brookfield Timber B.V."
    bank = [_Line(1, "NORTHWIND OUTFITTERS"), _Line(1, "12 Quay Road"), _Line(1, "Bank: Sparkasse Köln AG"),
            _Line(1, "IBAN DE00 1234 5678 9012 3456 78")]
    assert RulesExtractor._issuer(bank, 1) == "NORTHWIND OUTFITTERS"


def test_a_failed_debit_then_a_request_to_transfer_is_due_not_paid():
    # The amount and date share a line with a sentence about the direct debit; the sentence holding them asks for
    # a transfer, so the bill is open, not paid by debit.
    rec = one("Wasserwerk Lindtal GmbH\nWasserrechnung\nRechnungsdatum: 04.05.2026\nRechnungsbetrag 61,30 €\n"
              "Wir konnten den Betrag nicht per Lastschrift von Ihrem Konto abbuchen. Bitte überweisen Sie 61,30 € "
              "bis 01.06.2026\n")
    assert (rec.kind, rec.amount_cents, rec.due_on, rec.paid_on) == ("due", 6130, date(2026, 6, 1), None)


def test_a_sentence_begun_on_the_line_before_its_amount_is_read_whole():
    from ingest.payment_fields import _dated_sentences

    lines = [Line(1, "Coverage runs for the calendar year. We will take the annual premium of"),
             Line(1, "€648.90 on 2 January 2026 from your bank account by direct debit.")]
    fields = fields_from_lines(lines, currency="EUR", date_hint=None)
    texts = [t for _, _, t in _dated_sentences(fields, [ln.text for ln in lines])]
    assert texts == ["We will take the annual premium of AMOUNT on DATE from your bank account by direct debit."], \
        texts
    rec = one("Harbourside Insurance\nMotor policy schedule\nAnnual premium\n€648.90\n"
              "Coverage runs for the calendar year. We will take the annual premium of\n"
              "€648.90 on 2 January 2026 from your bank account by direct debit.\n")
    assert (rec.kind, rec.amount_cents, rec.paid_on) == ("paid", 64890, date(2026, 1, 2)), rec.__dict__


def test_debits_worded_with_other_verbs_are_debits():
    # Probes written for this test, none in DATED_SENTENCES: German "einziehen", French "prélever" in the future.
    import numpy as np

    from ingest.embedding import embed_texts
    from ingest.payment_fields import dated_sentence_kind

    for sentence in ("Die Prämie von AMOUNT ziehen wir am DATE von Ihrem Konto ein.",
                     "Nous prélèverons la somme de AMOUNT le DATE."):
        assert dated_sentence_kind(embed_texts([sentence])[0].astype(np.float32)) == "debit", sentence


def test_a_foreign_tax_bill_is_no_payslip_for_labels_the_english_model_misreads():
    # French tax lines as a scan reads them ("Sdreté du Québec", "Taxe fonciére") sit near "net pay" for an English
    # model; only the words of a payslip make one in another language.
    bill = """Municipalité de Kellbach-du-Nord
COMPTE DE TAXES MUNICIPALES 2026
Date d'envoi : 16 février 2026
Description Montant
Taxe fonciére générale (0,6812 $/ 100 $) 1 950,96 $
Sdreté du Québec (0,0741 $/ 100 $) 212,22 $
Quote-part MRC (0,1204 $/ 100 $) 344,83 $
Collecte des ordures et recyclage 248,00 $
Vidange des fosses septiques 96,00 $
Total des taxes 2026 2 852,01 $
PAYÉ le 28 mars 2026
"""
    records = RulesExtractor(default_currency="CAD").extract(Document(), [(1, bill)], layout={})
    assert [(r.amount_cents, r.kind, r.category) for r in records] == [(285201, "paid", "tax")], records
