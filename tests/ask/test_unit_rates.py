"""A unit rate printed to a fraction of a cent (per kWh, per litre) answers a question about a rate, never
one about what a bill came to (ask.candidates.is_unit_rate)."""
from datetime import date
from decimal import Decimal

from ask.candidates import about_question, find_candidates, is_unit_rate, question_terms
from ask.offline import offline_answer
from ask.types import Excerpt

BILL = ("Brightwater Power\nElectricity bill\nBill date\n10/03/2026\n"
        "Description\nQuantity\nUnit price\nAmount\n"
        "Standing charge\n31 days\n$0.4512\n$13.99\n"
        "Electricity used\n412 kWh\n$0.2073\n$85.41\n"
        "Total incl. tax\n$99.40\nCollected by direct debit on 25/03/2026")


def _ex(text):
    return Excerpt(number=1, doc_id=7, title="Electricity bill March 2026", document_date=date(2026, 3, 10), page=1,
                   text=text, literal_hit=True)


def test_fractions_of_a_cent_make_a_rate():
    assert is_unit_rate(Decimal("0.2073")) and is_unit_rate(Decimal("0.095"))
    assert not is_unit_rate(Decimal("12.50")) and not is_unit_rate(Decimal("12.500"))
    assert not is_unit_rate(Decimal("1234")) and not is_unit_rate(Decimal("4.11"))


def _labels(question):
    qtype, terms, gate_terms = question_terms(question, None)
    docs = about_question(question, [_ex(BILL)], terms, gate_terms, period=None, previous=None)
    return {c.span.printed: c.label for c in find_candidates(qtype, question, docs, terms)}


def test_a_unit_rate_is_labelled_another_thing_unless_a_rate_is_asked():
    labels = _labels("How much was the electricity bill?")
    assert labels["$0.2073"] == -1.0 and labels["$0.4512"] == -1.0
    assert labels["$99.40"] >= 0
    assert _labels("What was the price per kWh of electricity used?")["$0.2073"] >= 0


def test_what_a_bill_came_to_is_no_unit_rate():
    got = offline_answer("How much was the electricity bill in March 2026?", [_ex(BILL)], as_of=date(2026, 11, 30))
    assert got.answer == "$99.40"


def test_a_rate_question_still_gets_the_rate():
    got = offline_answer("What was the unit price per kWh of electricity used on the March bill?", [_ex(BILL)],
                         as_of=date(2026, 11, 30))
    assert got.answer == "$0.2073"
