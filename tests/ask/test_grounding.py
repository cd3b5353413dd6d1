"""The grounding check's figures: amounts, dates and numbers read by ingest.money / ingest.numbers."""
from datetime import date

import pytest

from ask.grounding import grounding_missing
from ask.types import Excerpt
from ingest.numbers import find_numbers

EXCERPTS = [
    Excerpt(1, 10, "Acme Power bill", date(2025, 3, 1), 1,
            "Amount due: EUR 84.20\nPayment due date: 12 April 2025\nUsage 1,412 kWh, account 5521-778"),
    Excerpt(2, 11, "Harbor Mutual policy", None, 1, "Premium $612.40 renews 06/03/2025"),
]


@pytest.mark.parametrize("answer", [
    "The amount due is EUR 84.20.", "€84.20, due on 2025-04-12.", "Due April 12, 2025; usage 1412 kWh.",
    "84.20 by 12 April", "There are 2 bills.", "Account 5521-778, billed 2025-03-01.",
])
def test_facts_printed_in_a_cited_excerpt_pass(answer):
    assert grounding_missing(answer, EXCERPTS, [10]) == []


@pytest.mark.parametrize("answer, missing", [
    ("You owe 94.20 EUR by 13 April 2025.", ["94.20 EUR", "13 April 2025"]),
    ("Usage was 1,512 kWh.", ["1,512"]),
    ("The premium is $612.40.", ["$612.40"]),  # printed, but in a document that was not cited
    ("The amount due is $84.20.", ["$84.20"]),  # the right figure in the wrong currency
])
def test_facts_not_printed_in_a_cited_excerpt_are_listed(answer, missing):
    assert grounding_missing(answer, EXCERPTS, [10]) == missing


def test_either_day_month_reading_of_a_slashed_date_counts():
    assert grounding_missing("It renews on June 3, 2025 for $612.40.", EXCERPTS, [11]) == []
    assert grounding_missing("It renews on March 6, 2025.", EXCERPTS, [11]) == []
    assert grounding_missing("It renews on March 7, 2025.", EXCERPTS, [11]) == ["March 7, 2025"]


def test_find_numbers_reads_formats_by_value():
    assert [(n.text, str(n.value)) for n in find_numbers("1,053.52 and 35,27; 48213. A4 HX-7")] == [
        ("1,053.52", "1053.52"), ("35,27", "35.27"), ("48213", "48213"), ("7", "7")]
