"""A question about the present answered with the figure in force on the day it is asked (ask.current_amount),
through the offline reader."""
from datetime import date

from ask import spans as sp
from ask.current_amount import _starts
from ask.offline import offline_answer
from ask.types import Excerpt

AGREEMENT = ("4. Rent\nThe monthly rent is EUR 1,385.00, payable in advance on or before the first day of each month "
             "by bank transfer.\nThe rent may be indexed once a year on 1 July by written notice.")
INCREASE = ("Dear tenants, under article 4 of your tenancy agreement we raise the rent per 1 July 2026 by 3.0%. Your "
            "current\nrent is EUR 1,385.00 a month; from 1 July 2026 you pay EUR 1,426.55 a month.\nThe account number "
            "stays the same.")
TARIFF = ("Your plan\nFrom 1 January 2027 your Home 500 internet plan costs EUR 45.00 a month (now EUR 42.50).\n"
          "Nothing changes in your contract otherwise.")


def _ex(doc_id, text, *, title, rank_score=1.0):
    return Excerpt(number=1, doc_id=doc_id, title=title, document_date=None, page=1, text=text, score=rank_score,
                   literal_hit=True)


def test_the_new_figure_in_force_today_supersedes_the_old_one_of_another_paper():
    papers = [_ex(1, AGREEMENT, title="Tenancy agreement"), _ex(2, INCREASE, title="Rent increase", rank_score=0.9)]
    got = offline_answer("What's our rent now?", papers, as_of=date(2026, 11, 30))
    assert got.answer == "EUR 1,426.55" and got.cited == [2], (got.answer, got.cited)
    # Before the new rent starts, the old one is in force, as the agreement prints it.
    got = offline_answer("What's our rent now?", papers, as_of=date(2026, 5, 1))
    assert got.answer == "EUR 1,385.00" and got.cited == [1], (got.answer, got.cited)
    # A question about the past is not read this way.
    got = offline_answer("What was the rent in the tenancy agreement?", papers, as_of=date(2026, 11, 30))
    assert got.answer == "EUR 1,385.00", got.answer


def test_a_figure_starting_later_leaves_the_one_in_force():
    paper = [_ex(3, TARIFF, title="Price change")]
    got = offline_answer("How much does our internet plan cost a month now?", paper, as_of=date(2026, 11, 30))
    assert got.answer == "EUR 42.50", got.answer
    got = offline_answer("How much does our internet plan cost a month now?", paper, as_of=date(2027, 2, 1))
    assert got.answer == "EUR 45.00", got.answer


def test_a_start_date_belongs_to_the_figure_printed_after_it():
    amounts, dates = sp.find_amounts(INCREASE), sp.find_dates(INCREASE, default_year=2026)
    starts = {a.printed: _starts(INCREASE, a, dates, amounts) for a in amounts}
    assert starts == {"EUR 1,385.00": None, "EUR 1,426.55": date(2026, 7, 1)}
    # German and Dutch prepositions, the date after the figure.
    for text in ("Die Miete beträgt 45,00 EUR ab 1. Januar 2027, bisher 42,50 EUR.",
                 "Het abonnement kost € 45,00 vanaf 1 januari 2027; nu € 42,50."):
        amounts, dates = sp.find_amounts(text), sp.find_dates(text, default_year=2026)
        got = {a.value[0]: _starts(text, a, dates, amounts) for a in amounts}
        assert sorted(got.values(), key=str) == [date(2027, 1, 1), None], (text, got)


def test_a_figure_labelled_as_last_years_is_not_the_one_a_renewal_asks():
    renewal = ("Motor insurance - renewal notice\nRenewal date\n9 December 2026\nYour car policy renews on 9 December "
               "2026. Please check the details below. Last year's premium of $980.40 was received on 8 December 2025 - "
               "thank you.\nPolicy details\nVehicle\n2015 Corvina estate\nCover\nComprehensive, agreed value "
               "$12,000\nPeriod of cover\n9/12/2026 to 9/12/2027\nAnnual amount to pay\n$1,045.10\nDue on or before "
               "9/12/2026")
    paper = [_ex(4, renewal, title="Motor insurance renewal")]
    got = offline_answer("the car cover is up for renewal - what premium are they asking?", paper,
                         as_of=date(2026, 11, 25))
    assert got.answer == "$1,045.10", got.answer
