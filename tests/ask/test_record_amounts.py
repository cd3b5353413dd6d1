"""What one bill came to, read from its payment record in the real PostgreSQL when the page text gives no
answer (ask.record_amounts), and through ask() with its citation."""
from datetime import date

import pytest

from archive.models import Document, Page, PaymentRecord
from ask.record_amounts import asks_bill_amount, record_amount_answer
from ask.service import ask
from ingest.pipeline import document_payments
from tests.factories import indexed_document

AS_OF = date(2026, 11, 30)


def _bill(user, name, cents, statement, *, paid, category="electricity", currency="USD", text="Electricity bill"):
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf",
                                  mime_type="application/pdf", sha256=(name * 64)[:64], storage_name=name,
                                  status=Document.Status.INDEXED, extraction_status="done", document_date=statement)
    Page.objects.create(document=doc, number=1, text=text)
    PaymentRecord.objects.create(document=doc, amount_cents=cents, currency=currency, kind="paid", paid_on=paid,
                                 due_on=paid, statement_date=statement, category=category, extractor="rules",
                                 snippet=f"{cents / 100:.2f}")
    return doc


# Amounts in "EUR": the test PDF's base font has no euro sign.
FRENCH = ("CLAIRVAL\nÉnergie SA - fournisseur d'électricité\nFACTURE\nn° F202602-20931\nMme Odile Ferrant\n"
          "Appartement 2, 5 rue des Lilas\n68000 Colmar, France\nRéférence client\nCL-0071234\nDate de facture\n"
          "09/02/2026\nPériode de consommation\ndu 01/08/2025 au 31/01/2026\nDésignation\nQuantité\nPrix unitaire\n"
          "Montant TTC\nAbonnement (6 kVA)\n6 mois\n11,80 EUR\n70,80 EUR\n"
          "Consommation\n540 kWh\n0,2073 EUR\n111,94 EUR\n"
          "TVA 20 %\n29,73 EUR\nMontant à payer\n212,47 EUR\nDate d'échéance\n24/02/2026\n"
          "Ce montant sera prélevé sur votre compte le 24/02/2026. Merci de votre confiance.")


def test_which_questions_ask_what_one_bill_came_to():
    assert asks_bill_amount("How much was the February 2026 electricity bill?")
    assert asks_bill_amount("What was the total of the holiday stay invoice from Germany?")
    assert asks_bill_amount("how much is the water bill from march")
    assert not asks_bill_amount("How much were the electricity bills in 2026?")  # several
    assert not asks_bill_amount("How much was the late fee on the water bill?")  # a part of one
    assert not asks_bill_amount("How much tax was on the March electricity bill?")
    assert not asks_bill_amount("How much more was the March bill than the February one?")
    assert not asks_bill_amount("When is the electricity bill due?")
    assert not asks_bill_amount("What was the payment deadline on the Austrian chalet invoice?")  # a date
    assert not asks_bill_amount("What was the electricity meter reading on the latest statement?")  # no amount
    for part in ("How much is still owed on the gas bill?", "How much higher was the March water bill than February?",
                 "How much did the March water bill go up by?",
                 "How much was the meter rental on the electricity bill?",
                 "How much were we overcharged on the water bill?", "How much was the delivery on the invoice?"):
        assert not asks_bill_amount(part), part


@pytest.mark.django_db
def test_the_one_bill_of_the_month_and_place_named(user):
    home = _bill(user, "power-2026-02", 9120, date(2026, 2, 6), paid=date(2026, 2, 20),
                 text="Your electricity bill for January. Amount due $91.20, collected on 20 February 2026.")
    flat = _bill(user, "facture-2026-02", 21247, date(2026, 2, 9), paid=date(2026, 2, 24), currency="EUR", text=FRENCH)
    got = record_amount_answer(user, "How much was the February 2026 electricity bill for the flat in France?",
                               as_of=AS_OF, include_sensitive=False)
    assert got.answer == "EUR 212.47" and got.cited == [flat.pk]
    # Two bills in February and no place named: no single amount.
    assert record_amount_answer(user, "How much was the February 2026 electricity bill?", as_of=AS_OF,
                                include_sensitive=False) is None
    # A place whose languages no bill is written in leaves none.
    assert record_amount_answer(user, "How much was the electricity bill in Japan?", as_of=AS_OF,
                                include_sensitive=False) is None
    assert home.pk not in got.cited


@pytest.mark.django_db
def test_another_users_bill_is_never_the_answer(user, django_user_model):
    other = django_user_model.objects.create_user("mallory", password="x" * 12)
    _bill(user, "facture-2026-02", 21247, date(2026, 2, 9), paid=date(2026, 2, 24), currency="EUR", text=FRENCH)
    assert record_amount_answer(other, "How much was the February 2026 electricity bill in France?", as_of=AS_OF,
                                include_sensitive=False) is None


@pytest.mark.django_db
def test_through_ask_a_foreign_bill_is_answered_from_its_record_with_a_checked_citation(user):
    doc = indexed_document(user, FRENCH, filename="facture_2026-02.pdf", title="Facture 2026-0412")
    document_payments(doc.pk)
    assert doc.payments.filter(amount_cents=21247, currency="EUR").exists()  # the extractor read the bill
    response = ask(user, "How much was the February 2026 electricity bill for the flat in France?", as_of=AS_OF,
                   llm=False)
    assert response.answer == "EUR 212.47" and response.backend == "payment-records"
    assert response.cited_doc_ids == [doc.pk] and [c["doc_id"] for c in response.citations] == [doc.pk]


ORDER = ("NORDWAY Electronics\nOrder invoice\nInvoice date 2026-03-02\nItem\nQty\nPrice\n"
         "Tablet Pro 11 inch\n1\n€ 499,00\nProtective sleeve\n1\n€ 29,00\nTotal\n€ 528,00\n")
STAY = ("Cottage Les Genêts\nholiday cottage rental - Dordogne\nInvoice 2026-07\nCottage, 7 nights\n700,00 €\n"
        "Cleaning\n50,00 €\nTotal to pay\n750,00 €\nPaid on 02/06/2026\n")


def _hit(doc, fts=0, vector=0):
    from ask.retrieval import DocHit

    return DocHit(doc.pk, fts_rank=fts, vector_rank=vector)


@pytest.mark.django_db
def test_the_first_documents_one_amount_answers_what_a_described_purchase_cost(user):
    from ask.record_amounts import record_amount_of_top_document

    stay = _bill(user, "stay", 75000, date(2026, 6, 2), paid=date(2026, 6, 2), currency="EUR", category="other",
                 text=STAY)
    got = record_amount_of_top_document("What did the holiday cottage in the Dordogne cost us?", [_hit(stay)],
                                        as_of=AS_OF)
    assert got.answer == "EUR 750.00" and got.cited == [stay.pk]
    # The legs disagree on the first document: no answer.
    assert record_amount_of_top_document("What did the cottage cost?", [_hit(stay, vector=1)], as_of=AS_OF) is None
    # A part of the document is asked: no answer.
    assert record_amount_of_top_document("How much was the cleaning fee?", [_hit(stay)], as_of=AS_OF) is None
    # "the grand total", "the final amount": the whole document's one amount, however the total is qualified.
    got = record_amount_of_top_document("What was the grand total for the holiday cottage in the Dordogne?",
                                        [_hit(stay)], as_of=AS_OF)
    assert got is not None and got.answer == "EUR 750.00"


@pytest.mark.django_db
def test_one_item_of_an_order_of_several_is_not_the_orders_total(user):
    from ask.record_amounts import record_amount_of_top_document

    order = _bill(user, "order", 52800, date(2026, 3, 2), paid=date(2026, 3, 2), currency="EUR", category="other",
                  text=ORDER)
    assert record_amount_of_top_document("What did the tablet pro cost?", [_hit(order)], as_of=AS_OF) is None
    got = record_amount_of_top_document("How much was the Nordway order?", [_hit(order)], as_of=AS_OF)
    assert got.answer == "EUR 528.00"


@pytest.mark.django_db
def test_a_first_document_printing_none_of_the_named_words_is_no_answer(user):
    from ask.record_amounts import record_amount_of_top_document

    stay = _bill(user, "stay", 75000, date(2026, 6, 2), paid=date(2026, 6, 2), currency="EUR", category="other",
                 text=STAY)
    assert record_amount_of_top_document("How much did the dentist charge for the cleaning?", [_hit(stay)],
                                         as_of=AS_OF) is None
    # Two things asked: the amount alone would answer half.
    assert record_amount_of_top_document("Which company rented us the cottage, and how much was it?",
                                         [_hit(stay)], as_of=AS_OF) is None
    # A word printed only in translation ("cottage" → "huisje") still names the document.
    boat = _bill(user, "boat", 12000, date(2026, 7, 2), paid=date(2026, 7, 2), currency="EUR", category="other",
                 text="Verhuur De Reiger\nHuurnota\nHuisje aan het water, 2 nachten\n€ 120,00\nTotaal € 120,00\n")
    got = record_amount_of_top_document("How much was the cottage by the lake?", [_hit(boat)], as_of=AS_OF)
    assert got is not None and got.answer == "EUR 120.00"


@pytest.mark.django_db
def test_the_newest_bill_of_a_category_when_no_period_is_named(user):
    _bill(user, "power-2026-09", 7010, date(2026, 9, 6), paid=date(2026, 9, 20))
    newest = _bill(user, "power-2026-10", 8385, date(2026, 10, 6), paid=date(2026, 10, 20))
    got = record_amount_answer(user, "How much is the newest electricity bill?", as_of=AS_OF, include_sensitive=False)
    assert got.answer == "USD 83.85" and got.cited == [newest.pk]
    # No period and no "newest": two bills, no one amount.
    assert record_amount_answer(user, "How much is the electricity bill?", as_of=AS_OF, include_sensitive=False) is None


@pytest.mark.django_db
def test_a_month_still_to_come_has_no_bill_yet(user):
    _bill(user, "power-2026-11", 8385, date(2026, 11, 12), paid=date(2026, 12, 3))  # due (and paid) in December
    assert record_amount_answer(user, "How much is the December 2026 electricity bill?", as_of=AS_OF,
                                include_sensitive=False) is None


def test_a_bill_asked_for_itself_or_by_what_it_asks_for():
    assert asks_bill_amount("What was the gas bill that came in September?")
    assert asks_bill_amount("What's the latest power statement asking for?")
    assert asks_bill_amount("how much was the internet in August?", one_month_of_a_kind=True)
    assert not asks_bill_amount("how much was the internet in August?")  # no bill named, no month of a kind read
    assert not asks_bill_amount("What was the gas bill's due date?")
    assert not asks_bill_amount("What's the account number on the water bill?")
    assert not asks_bill_amount("Who sent the electricity bill?")


@pytest.mark.django_db
def test_a_kind_of_bill_and_one_month_is_that_months_bill(user):
    _bill(user, "net-2026-07", 6655, date(2026, 7, 15), paid=date(2026, 7, 25), category="internet",
          text="Your internet bill")
    august = _bill(user, "net-2026-08", 6980, date(2026, 8, 15), paid=date(2026, 8, 25), category="internet",
                   text="Your internet bill")
    got = record_amount_answer(user, "How much was the internet in August?", as_of=AS_OF, include_sensitive=False)
    assert got.answer == "USD 69.80" and got.cited == [august.pk]


@pytest.mark.django_db
def test_a_page_in_another_language_first_by_meaning_alone(user):
    from ask.record_amounts import record_amount_of_top_document

    boat = _bill(user, "boat", 12000, date(2026, 7, 2), paid=date(2026, 7, 2), currency="EUR", category="other",
                 text="Verhuur De Reiger\nHuurnota\nHuisje aan het water, 2 nachten\n€ 120,00\nTotaal € 120,00\n")
    # The word leg cannot match "cottage" to "huisje": first by meaning, third by words, is enough here.
    got = record_amount_of_top_document("What did the cottage by the lake cost in total?", [_hit(boat, fts=2)],
                                        as_of=AS_OF)
    assert got is not None and got.answer == "EUR 120.00"
    stay = _bill(user, "stay", 75000, date(2026, 6, 2), paid=date(2026, 6, 2), currency="EUR", category="other",
                 text=STAY)
    # A page printing the question's words in English gets no such allowance ...
    assert record_amount_of_top_document("What did the holiday cottage cost us?",
                                         [_hit(stay, fts=2)], as_of=AS_OF) is None
    # ... unless it is the one retrieved paper printing a name the question gives ("Dordogne").
    order = _bill(user, "order", 52800, date(2026, 3, 2), paid=date(2026, 3, 2), currency="EUR", category="other",
                  text=ORDER)
    got = record_amount_of_top_document("What did the holiday cottage in the Dordogne cost us?",
                                        [_hit(order), _hit(stay, fts=2, vector=1)], as_of=AS_OF)
    assert got is not None and got.answer == "EUR 750.00" and got.cited == [stay.pk]


@pytest.mark.django_db
def test_the_latest_bill_is_its_own_amount_not_the_last_bills_payment_it_thanks_for(user):
    """The newest phone bill, not shown paid yet ("charged"), also holds the previous bill's payment
    (ingest.payments_rules: "Thanks – we received £58.40 on 01/09/26"): its own amount is the dated record."""
    _bill(user, "phone-2026-08", 5840, date(2026, 8, 3), paid=date(2026, 9, 1), category="phone", currency="GBP")
    doc = _bill(user, "phone-2026-11", 5840, date(2026, 11, 3), paid=date(2026, 9, 1), category="phone",
                currency="GBP")
    PaymentRecord.objects.filter(document=doc).update(statement_date=None, due_on=None)  # the last bill's payment line
    PaymentRecord.objects.create(document=doc, amount_cents=6610, currency="GBP", kind="charged",
                                 statement_date=date(2026, 11, 3), category="phone", extractor="rules", snippet="66.10")
    got = record_amount_answer(user, "How much is the latest mobile phone bill?", as_of=AS_OF, include_sensitive=False)
    assert got is not None and got.answer == "GBP 66.10" and got.cited == [doc.pk]


@pytest.mark.django_db
def test_a_sum_over_several_papers_is_no_one_papers_amount(user):
    from ask.record_amounts import record_amount_of_top_document

    stay = _bill(user, "stay", 75000, date(2026, 6, 2), paid=date(2026, 6, 2), currency="EUR", category="other",
                 text=STAY)
    assert record_amount_of_top_document("How much did we pay in total across the Dordogne cottage and the ferry?",
                                         [_hit(stay)], as_of=AS_OF) is None


@pytest.mark.django_db
def test_the_rarest_named_word_must_be_printed_for_the_first_documents_amount(user):
    from ask.record_amounts import record_amount_of_top_document

    invoice = _bill(user, "appliance", 79899, date(2026, 5, 22), paid=date(2026, 5, 22), currency="EUR",
                    category="other", text="Brightmoor Home Appliances\nInvoice\nTotal paid EUR 798.99\n"
                                           "Serial no. of the dishwasher machine: DW-2210\n")
    # "machine" is printed, "espresso" is not: another purchase is asked about.
    assert record_amount_of_top_document("What did the espresso machine cost?", [_hit(invoice)], as_of=AS_OF) is None
    got = record_amount_of_top_document("What did the dishwasher machine cost?", [_hit(invoice)], as_of=AS_OF)
    assert got is not None and got.answer == "EUR 798.99"


@pytest.mark.django_db
def test_an_item_named_on_one_row_is_answered_by_its_row_not_the_total(user):
    from ask.record_amounts import item_row_answer
    from ask.types import Answer

    order = _bill(user, "order", 52800, date(2026, 3, 2), paid=date(2026, 3, 2), currency="EUR", category="other",
                  text=ORDER)
    total = Answer(answer="€ 528,00", cited=[order.pk], confidence=0.8, backend="offline-extractive")
    got = item_row_answer("How much did the tablet pro cost?", total)
    assert got is not None and got.answer == "EUR 499.00" and got.cited == [order.pk]
    # The whole order asked, or a row answered already: left as it is.
    assert item_row_answer("How much was the Nordway order in total?", total) is None
    row = Answer(answer="€ 499,00", cited=[order.pk], confidence=0.8, backend="offline-extractive")
    assert item_row_answer("How much did the tablet pro cost?", row) is None
    # A thing no row names: the total stands.
    assert item_row_answer("How much did the laptop cost?", total) is None


@pytest.mark.django_db
def test_the_verb_says_which_of_a_bills_dates_the_month_is(user):
    # September's bill was paid on 1 October; October's bill arrived on 14 October and was paid in November.
    _bill(user, "phone-2026-09", 1575, date(2026, 9, 14), paid=date(2026, 10, 1), category="phone", currency="GBP",
          text="Mobile statement, your bill 14/09/26. We'll collect £15.75 on 01/10/26.")
    october = _bill(user, "phone-2026-10", 1910, date(2026, 10, 14), paid=date(2026, 11, 1), category="phone",
                    currency="GBP", text="Mobile statement, your bill 14/10/26. We'll collect £19.10 on 01/11/26.")
    came = record_amount_answer(user, "How much was the phone bill that came in October?", as_of=AS_OF,
                                include_sensitive=False)
    assert came is not None and came.cited == [october.pk] and came.answer == "GBP 19.10"
    paid = record_amount_answer(user, "How much was the phone bill we paid in October?", as_of=AS_OF,
                                include_sensitive=False)
    assert paid is not None and paid.answer == "GBP 15.75"
    # No verb: two bills touch October, so no single amount.
    assert record_amount_answer(user, "How much was the October phone bill?", as_of=AS_OF,
                                include_sensitive=False) is None


def test_the_total_asked_is_the_papers_total_not_the_line_naming_the_items(user):
    from datetime import date as day

    from ask.service import ask
    from tests.factories import indexed_document

    doc = indexed_document(user, "Harbour Electronics\n14 Quay Street\nReceipt 2026-0412\n"
                                 "2 Tablet 10 inch $798.00\n3 Stylus pen $119.97\nSubtotal $917.97\n"
                                 "Sales tax $82.62\nTotal $1,000.59\nPaid by card\n", filename="receipt-harbour.pdf")
    document_payments(doc.pk)
    assert doc.payments.filter(amount_cents=100059).exists()  # the extractor read the paper's total
    got = ask(user, "How much did we spend in total at Harbour Electronics on the tablets and stylus pens?",
              as_of=day(2026, 4, 20), llm=False)
    assert got.answer == "$1,000.59", got


@pytest.mark.django_db
def test_a_bill_for_a_place_its_paper_does_not_print_is_no_answer(user):
    _bill(user, "water-2026-q3", 33426, date(2026, 8, 6), paid=date(2026, 8, 29), category="water",
          text="Kellbach water and wastewater bill, 12 Corvina Road")
    asked = "What was the water bill for the boathouse last quarter?"
    assert record_amount_answer(user, asked, as_of=AS_OF, include_sensitive=False) is None
    # Naming no place, it is that bill.
    got = record_amount_answer(user, "What was the water bill last quarter?", as_of=AS_OF, include_sensitive=False)
    assert got is not None and got.answer == "USD 334.26", got


@pytest.mark.django_db
def test_a_first_document_of_another_kind_of_bill_is_no_answer(user):
    from ask.record_amounts import record_amount_of_top_document

    statement = _bill(user, "jahresabrechnung", 63882, date(2026, 2, 20), paid=date(2026, 3, 6), currency="EUR",
                      category="electricity", text="Stadtwerke Kellbach\nJahresabrechnung 2025 Strom und Erdgas\n"
                      "Wohnung Fernleystraße 12\nNachzahlung 638,82 EUR")
    asked = "How much was the water bill at the flat in Fernleystraße last year?"
    assert record_amount_of_top_document(asked, [_hit(statement)], as_of=AS_OF) is None
    got = record_amount_of_top_document("How much was the electricity bill at the flat in Fernleystraße last year?",
                                        [_hit(statement)], as_of=AS_OF)
    assert got is not None and got.answer == "EUR 638.82"
