"""An amount before a charge (ask.amount_before): the one the paper's own sum confirms, never the charge."""
from datetime import date

import pytest

from ask.amount_before import amount_before_answer, charge_excluded
from ask.types import Excerpt

AS_OF = date(2026, 6, 1)


def _ex(doc_id, text, title):
    return Excerpt(number=1, doc_id=doc_id, title=title, document_date=date(2026, 3, 2), page=1, text=text,
                   literal_hit=True)


REMINDER = _ex(5, "Millbrook Water\nSecond reminder, 2 March 2026\nYour water bill of 3 February is still unpaid.\n"
                  "Bill amount\n$84.15\nLate payment fee\n$9.00\nAmount now due\n$93.15\nPlease pay by 16 March.",
               "Millbrook Water reminder")
INVOICE = _ex(6, "Invoice 7781\nStand mixer KM-40   EUR 249.00\nNet EUR 249.00\nVAT 21% EUR 52.29\n"
                 "Total EUR 301.29", "Kitchen shop invoice 7781")


@pytest.mark.parametrize("question, words", [
    ("How much was the water bill before the late fee?", {"late", "fee"}),
    ("What did the mixer cost excluding VAT?", {"vat"}),
    ("What did the water bill come to?", None),
    ("How much do I earn before tax?", None),  # pay before tax is the larger figure
])
def test_charges_a_question_leaves_out(question, words):
    assert charge_excluded(question) == words


def test_the_amount_the_papers_sum_confirms_is_answered_not_the_fee():
    got = amount_before_answer("How much was the water bill before the late fee was added?", [REMINDER], as_of=AS_OF)
    assert got.answer == "$84.15" and got.cited == [5]
    assert "$9.00" in got.notes[0] and "93.15" in got.notes[0]


def test_before_tax_is_the_net_that_makes_the_total():
    got = amount_before_answer("What did the stand mixer cost excluding VAT?", [INVOICE], as_of=AS_OF)
    assert got.answer == "EUR 249.00"


def test_no_answer_when_no_sum_adds_up():
    broken = _ex(7, REMINDER.text.replace("$93.15", "$95.00"), "Millbrook Water reminder")
    assert amount_before_answer("How much was the water bill before the late fee?", [broken], as_of=AS_OF) is None
