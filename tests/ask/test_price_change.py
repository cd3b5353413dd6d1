"""By how much a price changed (ask.price_change): the difference of the two figures a sentence of change prints,
in Decimal, with its unit; nothing when the paper is not about the question or prints two different changes."""
from datetime import date

import pytest

from ask.price_change import asks_price_change, changes_in, price_change_answer
from ask.types import Excerpt

AS_OF = date(2026, 11, 30)


def _ex(doc_id, text, title, when=date(2026, 4, 12)):
    return Excerpt(number=1, doc_id=doc_id, title=title, document_date=when, page=1, text=text, literal_hit=True)


# A notice whose sentences wrap across lines, with an estimate of the monthly effect in another sentence.
RATE_NOTICE = _ex(3, "Riverside Electric\nImportant notice about your electricity rates\nFollowing approval by the "
                     "state utility commission, the energy charge on your\nresidential rate will change for service "
                     "from 05/01/2026. The energy charge increases from $0.1420 to\n$0.1515 per kWh. The basic "
                     "service charge ($11.50 per month) and the delivery charge do not change.\nFor a typical home "
                     "using 600 kWh per month this represents an increase of about $5.70 per month before\ntaxes.",
                  "Riverside Electric rate notice")
# A bill's label lines (short) above a paragraph announcing the new price.
FIBRE_BILL = _ex(8, "Your internet bill for June is ready.\n  To pay:           EUR 39.95\n  Payment date:     "
                    "15 June 2026\n\nPrice change: from 1 July 2026 your fibre plan costs EUR 42.50 a month "
                    "(now EUR 39.95).\n", "Internet bill June 2026", when=date(2026, 6, 2))


@pytest.mark.parametrize("question, asked", [
    ("How much more a month is the internet since the price change?", True),
    ("By how much did the electricity rate per kWh go up this year?", True),
    ("electricity rate increase per kwh this year", True),
    ("How much more did we pay for gas in 2026 than in 2025?", False),  # two periods: the payment records' sums
    ("How much is the internet a month?", False),
    ("When does the rent increase take effect?", False),  # a date
    ("What's the difference between the old and new internet price?", True),
])
def test_which_questions_ask_a_change(question, asked):
    assert asks_price_change(question) is asked


def test_a_rate_change_keeps_its_fourth_decimal_and_unit():
    got = price_change_answer("By how much did the electricity rate per kWh go up this year?", [RATE_NOTICE],
                              as_of=AS_OF)
    assert got.answer == "USD 0.0095 per kWh" and got.cited == [3]
    assert "0.1420" in got.notes[0]
    # The question's verb for the change need not be printed: the paper says "increases", the question "rise".
    got = price_change_answer("How much did the price per kWh of electricity rise in 2026?", [RATE_NOTICE],
                              as_of=AS_OF)
    assert got is not None and got.answer == "USD 0.0095 per kWh"


def test_the_new_price_against_the_one_printed_as_now():
    got = price_change_answer("How much more a month is the internet since the price change?", [FIBRE_BILL],
                              as_of=AS_OF)
    assert got.answer == "EUR 2.55 per month" and got.cited == [8]


def test_a_sentence_with_more_than_two_amounts_or_no_change_word_is_no_change():
    assert changes_in("The basic charge is $11.50 and the delivery charge is $4.20.") == []
    assert changes_in("Rent rises from $1,200.00 to $1,250.00 a month; parking from $40.00 to $45.00.") == []


def test_a_paper_about_something_else_or_two_different_changes_give_no_answer():
    assert price_change_answer("By how much did the water rate per kWh go up this year?", [RATE_NOTICE],
                               as_of=AS_OF) is None  # the notice is not about water
    two = _ex(9, "Your new prices.\nThe fibre plan increases from EUR 39.95 to EUR 42.50 a month.\n\n"
                 "The TV option increases from EUR 5.00 to EUR 7.00 a month.\n", "Price changes for your internet")
    assert price_change_answer("How much more a month is the internet since the price change?", [two],
                               as_of=AS_OF) is None
