"""A tenancy is a lease (ask.question_type's canonical words), and a word inside a common English word is
not printed there ("release" holds no "lease"; ask.coverage.printed_within)."""
from datetime import date

from ask.coverage import printed_within
from ask.offline import offline_answer
from ask.types import Excerpt

TENANCY = ("Residential tenancy agreement\nLandlord: Harwick Homes Ltd\nTenant: Mira Olsson\n"
           "The term begins on April 1, 2025 and ends on March 31, 2027.\nMonthly rent: $1,450.00")
BULLETIN = "Winter calendar\nEarly release\nStudents are released at 12:15 p.m. on Friday, December 18, 2026."


def _ex(doc_id, title, text, day):
    return Excerpt(number=doc_id, doc_id=doc_id, title=title, document_date=day, page=1, text=text, literal_hit=True)


def test_a_word_is_printed_at_a_word_start_or_inside_no_common_word():
    assert printed_within("insur", "carinsurance_2026.pdf") and printed_within("lease", "leaseholder")
    assert not printed_within("lease", "early release") and not printed_within("lease", "please pay")


def test_a_lease_question_finds_the_tenancy_agreement_and_not_the_early_release():
    excerpts = [_ex(1, "Winter calendar", BULLETIN, date(2026, 12, 1)),
                _ex(2, "Residential tenancy agreement", TENANCY, date(2025, 3, 18))]
    got = offline_answer("When does the lease end?", excerpts, as_of=date(2026, 11, 30))
    assert got.answer and got.answer.startswith("2027-03-31") and got.cited == [2]
    got = offline_answer("Until when does our tenancy run?", excerpts, as_of=date(2026, 11, 30))
    assert got.answer is None or (got.answer.startswith("2027-03-31") and got.cited == [2])
