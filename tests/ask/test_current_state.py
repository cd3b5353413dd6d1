"""Which paper states the present: a question in the present tense is answered from the newest document
that prints the asked value under its label."""
from datetime import date

from ask.offline import offline_answer
from ask.types import Excerpt

TODAY = date(2026, 11, 30)


def _ex(doc_id, text, *, title="", when=None, number=1):
    return Excerpt(number=number, doc_id=doc_id, title=title, document_date=when, page=1, text=text, literal_hit=True)


def test_the_present_rent_is_the_amendments_even_when_the_lease_matches_more_words():
    lease = _ex(31, "RENT. Tenant shall pay monthly rent of $1,950.00 in advance on the first day of each month.",
                title="Residential tenancy agreement", when=date(2023, 3, 18))
    amendment = _ex(32, "First amendment\nWith effect from 1 April 2025 the monthly rent is\n$2,080.00",
                    title="First amendment to tenancy agreement", when=date(2025, 2, 20), number=2)
    invoice = _ex(33, "Cleaning invoice\nMonthly service\n$52.50", title="Cleaning invoice", when=date(2025, 6, 1),
                  number=3)
    got = offline_answer("How much rent are we paying per month these days?", [lease, amendment, invoice],
                         as_of=TODAY)
    assert got.answer == "$2,080.00" and got.cited == [32]
