"""End dates given as a term counted from another date (ask.validity), and the offline answerer using them."""
from datetime import date

import pytest

from ask.offline import offline_answer
from ask.types import Excerpt
from ask.validity import find_term_ends

CARD = ("ACME\nWARRANTY CARD\nProduct\nCordless Stick Vacuum\nDate of purchase\nFebruary 1, 2026\nWarranty\n"
        "24 months parts and labour from the date of purchase\nOwner\nJane Example\n"
        "The warranty does not cover damage caused by misuse.")


@pytest.mark.parametrize("text, printed, end", [
    (CARD, "24 months parts and labour from the date of purchase", date(2028, 2, 1)),
    ("Covered for 36 months from the date\nof purchase.\nDate of purchase\nMay 16, 2026",
     "36 months from the date of purchase", date(2029, 5, 16)),
    ("Valid for 12 months from the date of issue.\nIssue date: 31 January 2026",
     "12 months from the date of issue", date(2027, 1, 31)),  # month ends clamp: relativedelta
    ("Guaranteed two (2) years after delivery\nDelivery date 2026-02-29", None, None),  # no such date: no anchor
])
def test_term_ends(text, printed, end):
    got = find_term_ends(text)
    if printed is None:
        assert got == []
    else:
        assert [(s.printed, s.value) for s in got] == [(printed, end)]
        assert got[0].note.startswith(f"Computed: {printed}")


def test_no_anchor_date_or_two_of_them_is_no_arithmetic():
    assert find_term_ends("Give at least sixty (60) days' written notice before the end date.") == []
    assert find_term_ends("24 months from the date of purchase\nDate of purchase 01/02/2026\n"
                          "Date of purchase 03/04/2026") == []


def test_warranty_end_is_computed_and_says_how():
    card = Excerpt(number=1, doc_id=5, title="Vacuum warranty card", document_date=date(2026, 2, 1), page=1,
                   text=CARD, literal_hit=True)
    got = offline_answer("When does the vacuum cleaner warranty expire?", [card], as_of=date(2026, 11, 30))
    assert got.answer and got.answer.startswith("2028-02-01"), got
    assert any(n.startswith("Computed: 24 months") for n in got.notes)
    still = offline_answer("Is the vacuum still under warranty?", [card], as_of=date(2026, 11, 30))
    assert still.answer and still.answer.startswith("Yes, valid until 2028-02-01"), still
    # A question about the purchase itself is not given the computed end.
    bought = offline_answer("When did we buy the vacuum?", [card], as_of=date(2026, 11, 30))
    assert not (bought.answer or "").startswith("2028")


def test_a_warranty_printed_with_no_start_runs_from_the_papers_date():
    receipt = "KETTLEWORKS\n12/03/2026 10:02\nSTEEL KETTLE 1.7L 39.99\nTOTAL 39.99\n3 year manufacturer warranty"
    ends = find_term_ends(receipt, issued=date(2026, 3, 12))
    assert [(s.printed, s.value) for s in ends] == [("3 year manufacturer warranty", date(2029, 3, 12))]
    assert "from the paper's date" in ends[0].note
    assert find_term_ends(receipt) == []  # no date of the paper, no arithmetic
    # A start printed after the term is the anchored form's to read, not this one's.
    assert find_term_ends("2 year warranty from the date of delivery", issued=date(2026, 3, 12)) == []
    slip = Excerpt(number=1, doc_id=7, title="Kettle receipt", document_date=date(2026, 3, 12), page=1,
                   text=receipt, literal_hit=True)
    got = offline_answer("Until what date is the kettle covered by its warranty?", [slip], as_of=date(2026, 11, 30))
    assert got.answer and got.answer.startswith("2029-03-12"), got


def test_a_term_counted_of_a_day_within_it():
    # "within 24 months of the day you bought it": "of" starts the term as "from" does.
    text = ("Bought on\nOctober 18, 2025\nWe repair or replace this appliance free of charge if it fails within\n"
            "twenty-four (24) months of the day you bought it. Batteries are covered for 12 months.")
    ends = find_term_ends(text)
    assert [e.value for e in ends] == [date(2027, 10, 18)], ends
    # A span of time "of" something that labels no date is no term.
    assert find_term_ends("Payment date 3 March 2026. Enjoy 3 months of free streaming.") == []
