"""The last day to give notice (ask.notice_deadline): the contract's term end, moved by its amendment, minus the
notice it asks for. Pure text tests, then end to end through the real pipeline, PostgreSQL and embedder."""
from datetime import date

import pytest
from dateutil.relativedelta import relativedelta

from ask.notice_deadline import asks_notice_deadline, find_notices, find_term_ends
from ask.service import ask
from ingest.pipeline import document_create, document_process


@pytest.mark.parametrize("question", [
    "If we leave when the lease runs out, what is the last day to give notice?",
    "By what date do we have to tell the landlord we are moving out?",
    "When must our notice reach the letting agent if we don't renew?",
    "deadline to cancel the gym membership",
    "What's the final date to let the landlord know we're moving out?",
    "How late can we give notice on the flat?",
    "What date must notice be given by if we leave at the end of the lease?",
])
def test_questions_asking_until_when_notice_may_be_given(question):
    assert asks_notice_deadline(question)


@pytest.mark.parametrize("question", [
    "How much notice do we have to give the landlord?",  # the period, not a day
    "When does the lease end?",
    "What is the last day to pay the water bill?",
    "When did we give notice to the landlord?",  # a day past, printed on a letter
    "What's in the latest notice from the council?",  # a notice that is a paper
    "When is the next council notice expected?",
])
def test_other_questions_are_not_notice_deadlines(question):
    assert not asks_notice_deadline(question)


@pytest.mark.parametrize("text, delta", [
    ("The Tenant may end this agreement on its last day by giving not less than eight (8) weeks' written notice.",
     relativedelta(weeks=8)),
    ("To move out when the term is over, write to us at least twenty-one days before it ends; otherwise it "
     "renews for one year.", relativedelta(days=21)),
    ("Le locataire peut résilier le bail avec un préavis de deux mois.", relativedelta(months=2)),
    ("Der Mietvertrag kann mit einer Frist von drei Monaten zum Ende der Laufzeit gekündigt werden.",
     relativedelta(months=3)),
    ("Either side may terminate the contract at the end of the term with a month's notice.", relativedelta(months=1)),
    ("Notice period: 2 months", relativedelta(months=2)),  # a notice period is the notice to end
    ("Kündigungsfrist: 3 Monate", relativedelta(months=3)),
])
def test_notice_periods_for_ending_a_contract_are_read(text, delta):
    assert [n.delta for n in find_notices(text)] == [delta]


@pytest.mark.parametrize("text", [
    "The landlord may enter the flat after giving at least 24 hours' notice.",  # hours; and no ending
    "The rent may be raised once a year with 60 days' written notice.",  # no ending: a rent rise
    "The deposit is returned within 30 days after the tenancy ends.",  # no notice
])
def test_other_periods_are_not_notices_to_end(text):
    assert find_notices(text) == []


def test_term_ends_are_read_after_their_words_and_in_ranges():
    text = ("2. Term. The tenancy begins on 1 March 2024 and ends on 28 February 2026.\n"
            "The agreement runs from 1 March 2024 to 28 February 2026.\n"
            "Signed on 12 February 2024.")
    ends = find_term_ends(text)
    assert {e.day for e in ends} == {date(2026, 2, 28)}
    assert not any(e.extends for e in ends)
    assert [e.day for e in find_term_ends("Lease details\nStart date: 1 April 2025\nEnd date: 31 March 2027\n")] == [
        date(2027, 3, 31)]
    assert [e.day for e in find_term_ends("Lease term: 1 May 2025 – 30 April 2027")] == [date(2027, 4, 30)]
    moved = find_term_ends("The term of the lease is extended; it now ends on 31 October 2027.")
    assert [(e.day, e.extends) for e in moved] == [(date(2027, 10, 31), True)]


LEASE = """RESIDENTIAL LEASE AGREEMENT
This lease is made on 2 September 2024 between Brackwater Homes Ltd ("Landlord") and Ines Calloway ("Tenant")
for the flat at 12 Tollgate Row, Ashcombe.
1. Term. The tenancy begins on 1 October 2024 and ends on 30 September 2026.
2. Rent. The rent is 1,150.00 per month, payable on the first day of each month.
3. Ending the tenancy. Either party may end the tenancy at the end of the term by giving the other at least
seventy-five (75) days' written notice. Without notice the tenancy continues from month to month.
4. Entry. The Landlord may enter the flat with at least 24 hours' notice.
"""
AMENDMENT = """AMENDMENT TO RESIDENTIAL LEASE
This amendment of 14 August 2026 between Brackwater Homes Ltd and Ines Calloway amends the lease of
12 Tollgate Row, Ashcombe.
A. The term of the lease is extended so that it now ends on 31 March 2028.
B. All other terms, including the notice needed to end the tenancy, stay as they are.
"""
# Another contract of the household renewed with a later end: its period is not the lease's.
POLICY_RENEWAL = """HOME CONTENTS INSURANCE - RENEWAL NOTICE
Policyholder: Ines Calloway, 12 Tollgate Row, Ashcombe
Your policy is renewed: the new period of cover runs from 1 May 2027 to 30 April 2029.
Premium: 212.40 per year.
"""


def _indexed(user, text, name):
    doc = document_create(owner=user, data=text.encode(), filename=name, enqueue=False).document
    assert document_process(doc.pk) == "indexed"
    return doc


@pytest.mark.django_db
def test_the_amended_end_minus_the_leases_notice_is_answered_and_both_papers_cited(user):
    lease = _indexed(user, LEASE, "lease.txt")
    amendment = _indexed(user, AMENDMENT, "lease-amendment.txt")
    renewal = _indexed(user, POLICY_RENEWAL, "contents-renewal.txt")
    response = ask(user, "If we want to move out when the lease ends, what's the last day to give notice?",
                   as_of=date(2026, 11, 2), llm=False)
    # 31 March 2028 minus 75 days: 16 January 2028 (not the policy's end, not the lease's first end).
    assert response.answer is not None and response.answer.startswith("2028-01-16")
    assert set(response.cited_doc_ids) == {lease.pk, amendment.pk}
    assert renewal.pk not in response.cited_doc_ids
    assert any("75" in note and "31 March 2028" in note for note in response.notes)


@pytest.mark.django_db
def test_a_term_that_has_ended_gives_no_deadline(user):
    _indexed(user, LEASE, "lease.txt")
    response = ask(user, "If we want to move out when the lease ends, what's the last day to give notice?",
                   as_of=date(2027, 1, 10), llm=False)
    assert response.answer is None
    assert any("has passed" in note for note in response.notes)


@pytest.mark.django_db
def test_two_different_notices_to_end_give_no_deadline(user):
    _indexed(user, LEASE.replace("4. Entry.", "4. The Tenant may also end the tenancy with one hundred and twenty "
                                 "(120) days' written notice.\n5. Entry."), "lease.txt")
    response = ask(user, "If we want to move out when the lease ends, what's the last day to give notice?",
                   as_of=date(2026, 3, 1), llm=False)
    assert response.answer is None or not response.answer.startswith("2026-07-17")
