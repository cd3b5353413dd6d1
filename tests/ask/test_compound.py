"""Two-part questions (ask.compound): split at "and" + a question word, each part read by the offline
reader, joined only when both are answered. The end-to-end tests run through real PostgreSQL and the real
embedder."""
from datetime import date

import pytest

from archive.models import Document, Page, PaymentRecord
from ask.compound import object_phrase, resolve_reference, split_compound
from ask.retrieval import DocHit
from ask.service import _compound_by_record, ask
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


# A till slip whose shop is only its letterhead: the reader finds no shop for "where did we buy", only the date.
TILL_SLIP = """Millbrook Appliance Centre
12 Quay Street, Millbrook

Washing machine WX-800              $649.00
Total                               $649.00
Paid by card ending 4411

Guarantee until: 13/09/2027
"""


@pytest.mark.django_db
def test_a_two_part_question_read_whole_gets_no_one_parts_answer(user):
    doc = document_create(owner=user, data=TILL_SLIP.encode(), filename="till-slip.txt", enqueue=False).document
    assert document_process(doc.pk) == "indexed"
    # Read whole, the question is a date question, and the guarantee's date answers only its second part: a
    # wrong answer to the question, so both parts are answered or neither.
    response = ask(user, "Where did we buy the washing machine, and until when is it guaranteed?",
                   as_of=date(2026, 4, 1), llm=False)
    assert response.answer is None or "; " in response.answer, response.answer


def test_a_pronoun_in_the_second_part_names_the_first_parts_thing():
    assert object_phrase("Where did we buy the washing machine?") == "the washing machine"
    assert resolve_reference("What did it cost?", "Where did we buy the camera?") == "What did the camera cost?"
    assert resolve_reference("What did we pay?", "Where did we get our television from?") == "What did we pay?"


@pytest.mark.django_db
def test_the_records_answer_both_parts_or_neither(user):
    # A receipt whose seller and price only its payment record holds (the reader got no excerpt to read).
    receipt = Document.objects.create(owner=user, title="IMG_0314", original_filename="IMG_0314.jpg",
                                      mime_type="image/jpeg", sha256="c" * 64, storage_name="c",
                                      status=Document.Status.INDEXED, extraction_status="done",
                                      document_date=date(2026, 3, 14))
    Page.objects.create(document=receipt, number=1, text="NORTHWIND OUTFITTERS\nTREKKING TENT 2P 289.00\nTOTAL 289.00")
    PaymentRecord.objects.create(document=receipt, amount_cents=28900, currency="USD", kind="paid",
                                 paid_on=date(2026, 3, 14), payee="NORTHWIND OUTFITTERS", extractor="rules")
    hits = [DocHit(receipt.pk, fts_rank=0, vector_rank=0)]
    got = _compound_by_record(user, "Where did we buy the tent and what did it cost?", [], hits,
                              as_of=date(2026, 6, 1), llm=False, include=False)
    assert got is not None and got.answer.lower().startswith("northwind outfitters; ") and "289.00" in got.answer, got
    assert got.cited == [receipt.pk]
    # A second part the records cannot answer ("when does its warranty end?"): no half answer.
    assert _compound_by_record(user, "Where did we buy the tent and when does its warranty end?", [], hits,
                               as_of=date(2026, 6, 1), llm=False, include=False) is None
