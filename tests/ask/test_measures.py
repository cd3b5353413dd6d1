"""Measures asked for by their dimension (ask.measures, units read by pint) and the offline answerer."""
from datetime import date

import pytest

from ask.measures import asked_dimensions, find_measures
from ask.offline import offline_answer
from ask.types import Excerpt


@pytest.mark.parametrize("question, text, expected", [
    ("What speed is our internet plan?", "Fibre plan\nDownload speed up to 500 Mbps\nMonthly $65.00", ["500 Mbps"]),
    ("What notice period applies if we cancel?", "Cancel with 90 days' written notice. Fee $80.", ["90 days"]),
    ("How many days' notice must we give?", "by giving at least sixty (60) days' written notice", ["60 days"]),
    ("How heavy was the parcel?", "TOTAL SHIPMENT WEIGHT 2.60 LB\nNUMBER OF PIECES 1", ["2.60 LB"]),
    ("What did the odometer read?", "Odometer 45,728 mi\nOil change $89.00 for 12 months", ["45,728 mi"]),
    ("What is the total?", "Total $5.00 for 12 months", []),  # no measure asked
    ("What speed is the plan?", "Plan 3 includes 32 tracks", []),  # a count is no rate
])
def test_measures_of_the_asked_dimension(question, text, expected):
    assert [s.printed for s in find_measures(text, asked_dimensions(question))] == expected


def test_the_answer_is_the_measure_not_its_line():
    plan = Excerpt(number=1, doc_id=3, title="Welcome to your fibre plan", document_date=date(2026, 1, 5), page=1,
                   text="Welcome letter\nYour internet plan: Fibre 500, download speed 500 Mbps, upload 100 Mbps\n"
                        "Monthly price $65.00", literal_hit=True)
    got = offline_answer("What download speed does our internet plan have?", [plan], as_of=date(2026, 11, 30))
    assert got.answer == "500 Mbps", got


def test_words_pint_would_read_as_units_are_not_measures():
    # "9 am" is no attometre, "3 in stock" no inch, "5 a day" no year.
    text = "Open 9 am to 5 pm. 3 in stock. 5 a day. 21 st floor. Warranty 2 years; 3 mi away."
    assert [s.printed for s in find_measures(text, asked_dimensions("how long and how far"))] == ["2 years", "3 mi"]


def test_how_fast_is_asked_by_its_dimension_not_by_the_word():
    # The page never prints "fast"; a receipt about the same service prints no rate and gives no line.
    receipt = Excerpt(number=1, doc_id=4, title="We got your payment", document_date=date(2026, 9, 13), page=1,
                      text="Thanks for your payment of $94.18 for your phone and internet.\nCard used: Visa",
                      literal_hit=True)
    plan = Excerpt(number=2, doc_id=5, title="Statement", document_date=date(2026, 11, 3), page=1,
                   text="Charges billed $94.18\nYour plan: Fibre 500, up to 500 Mbps down and 500 Mbps up, "
                        "with a home phone line", literal_hit=True)
    got = offline_answer("How fast is our internet supposed to be?", [receipt, plan], as_of=date(2026, 11, 30))
    assert got.answer == "500 Mbps" and got.cited == [5], got
    none = offline_answer("How fast is our internet supposed to be?", [receipt], as_of=date(2026, 11, 30))
    assert none.answer is None, none


def test_how_many_of_a_unit_is_a_measure_in_it():
    bill = Excerpt(number=1, doc_id=7, title="Electric statement November", document_date=date(2026, 11, 12),
                   page=1, text="Usage this period\nEnergy (462 kWh x $0.1288)\n$59.51\nMeter 88 days",
                   literal_hit=True)
    note = Excerpt(number=2, doc_id=8, title="Fwd: your electric statement is ready", document_date=date(2026, 11, 13),
                   page=1, text="Subject: Fwd: your electric statement is ready\nUsage is shown on the statement.",
                   literal_hit=True)
    got = offline_answer("How many kWh did we use on the latest electric statement?", [note, bill],
                         as_of=date(2026, 11, 30))
    assert got.answer == "462 kWh" and got.cited == [7], got  # the e-mail prints no kWh: no line of it answers


def test_a_measure_under_a_label_that_names_its_unit_is_the_measure_asked():
    from ask.label_fit import unit_label_fit
    from ask.spans import Span

    text = "Meter read to\n2026-10-31\nKilowatt-hours this cycle\n462 kWh\nEnergy (462 kWh x $0.1288)\n$59.51"
    first, rate_line = (text.index("462 kWh"), text.index("462 kWh", text.index("Energy")))
    labelled = Span(first, first + 7, "462 kWh", "quantity", "462 kWh")
    quoted = Span(rate_line, rate_line + 7, "462 kWh", "quantity", "462 kWh")
    question = "How many kWh did we use on the latest electric statement?"
    # "Kilowatt-hours" is the asked unit spelled out (pint reads it); the rate line's label is "Energy (".
    assert unit_label_fit(text, labelled, question) == 1.0
    assert unit_label_fit(text, quoted, question) == 0.0
    # No unit asked (a count): no label says more than the noun counted.
    assert unit_label_fit(text, labelled, "How many statements did we get?") == 0.0
