"""Which side of a sale a labelled name is on (ask.label_fit.party_label_fit), and the offline reader choosing the
side the question asks: the seller for "which company sent us the invoice", the buyer for "who was billed"."""
from datetime import date

from ask.label_fit import party_label_fit
from ask.offline import offline_answer
from ask.spans import find_parties
from ask.types import Excerpt

INVOICE = ("Invoice 2207 for the garden bench\nBuyer: Harbour View Cafe Ltd\nSeller: Brookfield Timber Ltd\n"
           "Invoice date 3 March 2026\nGarden bench, oak, 1 piece\nTotal due 480.00 GBP")


def _span(name):
    return next(s for s in find_parties(INVOICE, organisations=True) if s.printed.startswith(name))


def test_the_label_gives_the_side_of_the_sale_the_question_asks():
    seller, buyer = _span("Brookfield"), _span("Harbour")
    asked_seller = "Which company sent us the invoice for the garden bench?"
    assert party_label_fit(INVOICE, seller, asked_seller) == 1.0
    assert party_label_fit(INVOICE, buyer, asked_seller) == -1.0
    asked_buyer = "Who was the invoice for the garden bench addressed to?"
    assert party_label_fit(INVOICE, buyer, asked_buyer) == 1.0
    assert party_label_fit(INVOICE, seller, asked_buyer) == -1.0
    # A question about neither side ("who signed …") leaves the labels alone.
    assert party_label_fit(INVOICE, seller, "Who signed the invoice for the garden bench?") == 0.0


def test_the_reader_names_the_seller_or_the_buyer_as_asked():
    excerpt = Excerpt(number=1, doc_id=4, title="Invoice 2207", document_date=date(2026, 3, 3), page=1,
                      text=INVOICE, score=1.0, literal_hit=True)
    sold = offline_answer("Which company sold us the garden bench?", [excerpt], as_of=date(2026, 3, 10))
    assert sold.answer == "Brookfield Timber Ltd", sold  # though the buyer is printed first


def test_an_unlabelled_name_with_its_registration_after_it_is_the_seller():
    text = ("Harbour View Cafe Ltd\n12 Quay Street\nBrookfield Timber Ltd\nMill Road 4, Leeds VAT GB 123 4567 89\n"
            "Invoice 2207\nTotal due 480.00 GBP")
    spans = {s.printed: s for s in find_parties(text, organisations=True)}
    seller = next(s for p, s in spans.items() if p.startswith("Brookfield"))
    buyer = next(s for p, s in spans.items() if p.startswith("Harbour"))
    question = "Which company sent us the invoice?"
    assert party_label_fit(text, seller, question) == 1.0
    assert party_label_fit(text, buyer, question) == 0.0  # no label, no registration: nothing said
    assert party_label_fit(text, seller, "Who was the invoice addressed to?") == -1.0


def test_a_side_of_sale_label_read_as_a_name_is_no_answer():
    from ask.spans import Span

    text = "Bill To:\nShip To:\nDana Whitlow\nWhitlow Bakery"
    label_as_name = Span(9, 16, "Ship To", "party", "Ship To", 1.0)
    assert party_label_fit(text, label_as_name, "Who was billed for the oven repair?") == -1.0


def test_who_billed_us_asks_the_seller_and_who_was_billed_the_buyer():
    seller, buyer = _span("Brookfield"), _span("Harbour")
    assert party_label_fit(INVOICE, seller, "Which company billed us for the garden bench?") == 1.0
    assert party_label_fit(INVOICE, buyer, "Who was billed for the garden bench?") == 1.0
