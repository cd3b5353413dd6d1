"""A question naming an identifier is answered only from a document that prints it."""
from datetime import date

import pytest

from ask.identifiers import question_identifiers
from ask.service import ask
from ingest.pipeline import document_create, document_process


@pytest.mark.parametrize("question,expected", [
    ("When is policy HX-4471-A due?", ["HX-4471-A"]),
    ("What is the rent for unit 4B?", ["4B"]),
    ("Who issued invoice 100234?", ["100234"]),
    ("How much was the bill in 2025?", []),
    ("What was paid on 3/14/2026?", []),
    ("When was the water bill we got in 08/2026 paid?", []),  # a month and its year, not an identifier
    ("free fibre invoice 07/2015 amount", []),
    ("How much is $1,234.56 in total?", []),
    ("How much did the 3rd payment come to?", []),
    ("How many kWh, 450kWh?", []),
])
def test_identifiers_in_questions(question, expected):
    assert question_identifiers(question) == expected


def _doc(owner, name, text):
    doc = document_create(owner=owner, filename=name, data=text.encode(), enqueue=False).document
    assert document_process(doc.pk) == "indexed"
    return doc


@pytest.mark.django_db(transaction=True)
def test_a_near_identical_document_does_not_answer(django_user_model):
    user = django_user_model.objects.create_user("idq", password="x")
    _doc(user, "unit-4a.txt", "Storage unit rental statement\nUnit 4A\nMonthly rent: $95.00\nDue date: 2026-12-05\n")
    _doc(user, "unit-7c.txt", "Storage unit rental statement\nUnit 7C\nMonthly rent: $120.00\nDue date: 2026-12-09\n")
    named = ask(user, "What is the monthly rent for storage unit 7C?", as_of=date(2026, 11, 30))
    assert named.answer and "120.00" in named.answer and "95.00" not in named.answer, named
    missing = ask(user, "What is the monthly rent for storage unit 9Z?", as_of=date(2026, 11, 30))
    assert missing.answer is None and missing.reason == "identifier_not_found", missing
