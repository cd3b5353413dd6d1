"""No answer about the present from a paper whose term has run out (ask.staleness, ask.service._stale):
real PDFs through ingest and ask() on the real PostgreSQL; an invented lease."""
from datetime import date

import pytest

from ask.service import ask
from ask.staleness import term_end
from tests.factories import indexed_document

LEASE = ("TENANCY AGREEMENT\n12 Marram Row, Flat 2\nA. Term. From August 1, 2024 until July 31, 2025.\n"
         "B. Rent. The monthly rent is $1,725.00, due on the first day of each month.\n"
         "C. Deposit. The tenants lodged a deposit of $2,500.00.")


def test_a_term_is_a_long_span_between_two_dates():
    assert term_end(LEASE) == date(2025, 7, 31)
    assert term_end("In force from\nDecember 15, 2025\nRuns until\nDecember 15, 2026 (12:01 a.m.)") == \
        date(2026, 12, 15)
    # A bill's service period is no term: a month, a quarter.
    assert term_end("Service period 09/01/2026 - 11/30/2026\nAmount due $88.15") is None
    # Two dates far apart in other sentences are no span.
    assert term_end("Issued on March 1, 2024. Thank you for being a customer since then, and see you on "
                    "December 1, 2025 at the annual meeting.") is None


@pytest.mark.django_db
def test_the_rent_now_is_not_read_from_a_lease_that_has_ended(user):
    indexed_document(user, LEASE, filename="tenancy-agreement.pdf", title="Tenancy agreement 12 Marram Row")
    during = ask(user, "What's our rent now?", as_of=date(2025, 3, 1), llm=False)
    assert during.answer == "$1,725.00", (during.answer, during.reason, during.notes)
    after = ask(user, "What's our rent now?", as_of=date(2026, 11, 30), llm=False)
    assert after.answer is None and after.citations == []
    assert any("ran until 31 July 2025" in n for n in after.notes), after.notes
    # A question about the past is answered from it whatever today is.
    past = ask(user, "What was the monthly rent under the tenancy agreement?", as_of=date(2026, 11, 30), llm=False)
    assert past.answer == "$1,725.00", (past.answer, past.reason, past.notes)


@pytest.mark.django_db
def test_a_name_outlives_the_term_that_printed_it(user):
    indexed_document(user, "Landlord: Marram Homes Ltd\n" + LEASE, filename="tenancy-agreement.pdf",
                     title="Tenancy agreement 12 Marram Row")
    now = ask(user, "Who is our landlord now?", as_of=date(2026, 11, 30), llm=False)
    assert now.answer == "Marram Homes Ltd" and not any("ran until" in n for n in now.notes), (now.answer, now.notes)
