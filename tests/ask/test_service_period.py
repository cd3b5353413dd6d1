"""Which paper is "the bill for March": the one stating March as its period (ask.service_period), read by the
offline answerer over two bills of one supplier, written for this file."""
from datetime import date

from ask.offline import offline_answer
from ask.service_period import asks_period_of_paper, states_period
from ask.types import Excerpt

MARCH = (date(2026, 3, 1), date(2026, 3, 31))
BILL = ("Kellbach Strom GmbH\nRechnungsdatum {issued}\nAbrechnungszeitraum {start} - {end}\n"
        "Rechnungsbetrag {amount} €\nYour electricity bill. Amount due {amount} €.")


def _bill(doc_id, issued, start, end, amount):
    text = BILL.format(issued=issued.strftime("%d.%m.%Y"), start=start, end=end, amount=amount)
    return Excerpt(number=doc_id, doc_id=doc_id, title=f"Kellbach electricity bill {doc_id}", document_date=issued,
                   page=1, text=text, context=text, doc_terms=["electricity", "bill"])


def test_a_month_after_for_names_the_papers_period():
    assert asks_period_of_paper("What was the electricity bill for March?")
    assert asks_period_of_paper("How much was the gas bill for the first quarter?")
    assert not asks_period_of_paper("What was the electricity bill we got in March?")
    assert not asks_period_of_paper("What did we pay for electricity in March?")


def test_a_stated_range_inside_the_period_is_the_papers_period():
    april = _bill(2, date(2026, 4, 3), "01.03.2026", "31.03.2026", "72,78")
    march = _bill(1, date(2026, 3, 4), "01.02.2026", "28.02.2026", "81,99")
    assert states_period(april, MARCH)
    assert not states_period(march, MARCH)
    # One date inside the month (a due date) is no period.
    due = _bill(3, date(2026, 3, 4), "15.03.2026", "18.03.2026", "10,00")
    assert not states_period(due, MARCH)


def test_the_bill_for_march_is_the_one_issued_in_april():
    march = _bill(1, date(2026, 3, 4), "01.02.2026", "28.02.2026", "81,99")
    april = _bill(2, date(2026, 4, 3), "01.03.2026", "31.03.2026", "72,78")
    got = offline_answer("What was the electricity bill for March?", [march, april], as_of=date(2026, 5, 19))
    assert got.answer and "72,78" in got.answer and got.cited == [2], (got.answer, got.cited)
    # Asked by when it came, the paper issued in March answers.
    came = offline_answer("What was the electricity bill we got in March?", [march, april], as_of=date(2026, 5, 19))
    assert came.answer is None or "81,99" in came.answer, came.answer
