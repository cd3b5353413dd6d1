"""Two-part questions (ask.compound): split at "and" + a question word, each part read by the offline
reader, joined only when both are answered. The end-to-end tests run through real PostgreSQL and the real
embedder."""
from datetime import date

import pytest

from ask.compound import split_compound
from ask.service import ask
from ingest.pipeline import document_create, document_process

# An online order's invoice: the seller is printed by the item ("Sold by"), as marketplaces print it.
RECEIPT = """Order invoice  No. 55102
Order date: 14 March 2026
Delivery to: A. Reader, 9 Mill Lane, Millbrook

Item: 55" LED television QX55
Sold by: Harbor Lane Electronics
Price                             $499.00
Sales tax                          $27.13
Total                             $526.13
Paid by card ending 4411
"""


@pytest.mark.parametrize("question, parts", [
    ("Where did we buy our TV and what did we pay for it?", ("Where did we buy our TV?", "What did we pay for it?")),
    ("Which store sold us the TV, and how much did it cost?", ("Which store sold us the TV?", "How much did it cost?")),
    ("Which carrier flagged a delivery exception, and when?", ("Which carrier flagged a delivery exception?", "When?")),
    ("Where does Ana work and in what role?", ("Where does Ana work?", "In what role?")),
])
def test_two_questions_joined_by_and_are_split(question, parts):
    assert split_compound(question) == parts


@pytest.mark.parametrize("question", [
    "What was the total for gas and electricity in March?",  # one question about two things
    "What's the invoice date of the order with the tablet and the games?",
    "Do we have travel insurance, and what's its policy number?",  # a yes/no first part has no verdict to join
    "tv - where bought + price",
    "How much did we pay?",
])
def test_single_questions_are_not_split(question):
    assert split_compound(question) is None


@pytest.fixture
def receipt(user):
    doc = document_create(owner=user, data=RECEIPT.encode(), filename="tv-receipt.txt", enqueue=False).document
    assert document_process(doc.pk) == "indexed"
    return doc


@pytest.mark.django_db
def test_both_parts_answered_from_the_receipt_and_cited(user, receipt):
    response = ask(user, "Who sold us the television and what did we pay for it?", as_of=date(2026, 4, 1),
                   llm=False)
    assert response.answer is not None
    store, paid = response.answer.split("; ")
    assert "Harbor Lane Electronics" in store
    assert "526.13" in paid
    assert response.cited_doc_ids == [receipt.pk]
    assert 0 < response.confidence <= 1


@pytest.mark.django_db
def test_a_part_with_no_answer_is_not_joined(user, receipt):
    # Nothing on file says when the warranty ends: no "store; date" half-answer is put together.
    response = ask(user, "Who sold us the television and when does its warranty end?", as_of=date(2026, 4, 1),
                   llm=False)
    assert response.answer is None or "; " not in response.answer
