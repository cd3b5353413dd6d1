"""A paper prints several telephone lines, each labelled with its purpose; "the claims number" is the one labelled
for claims (ask.label_fit._phone_label_fit), through the real pipeline, PostgreSQL and embedder."""
from datetime import date

import pytest

from ask.service import ask
from ingest.pipeline import document_create, document_process

CERTIFICATE = """Thornbury Household Cover
Certificate of home insurance 2026
Policy number HC-20-88412
Sales and renewals 1-877-555-0199 (weekdays)
Emergency claims, day or night: 1-877-555-0123
Period of cover: 1 March 2026 to 28 February 2027
Contents sum insured $40,000.00
Excess per claim $200.00
"""


@pytest.mark.django_db
def test_the_number_labelled_for_claims_answers_the_claims_question(user):
    doc = document_create(owner=user, data=CERTIFICATE.encode(), filename="home-cover.txt", enqueue=False).document
    assert document_process(doc.pk) == "indexed"
    response = ask(user, "Which number do we ring to make a claim on the home insurance?", as_of=date(2026, 6, 1),
                   llm=False)
    assert response.answer == "1-877-555-0123"
    assert response.cited_doc_ids == [doc.pk]
    sales = ask(user, "What is the phone number for sales and renewals of the home insurance?",
                as_of=date(2026, 6, 1), llm=False)
    assert sales.answer in (None, "1-877-555-0199")
