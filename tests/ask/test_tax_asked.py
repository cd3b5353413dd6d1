"""A tax asked for itself ("How much VAT did we pay?") against a sum reckoned with it ("the total incl. VAT"):
the bill's total is no answer to the first (ask.question_type.asks_tax)."""
import pytest


@pytest.mark.parametrize("question, tax", [
    ("What was the VAT on the Kellbach invoice?", True),
    ("How much GST did we pay?", True),
    ("What was the invoice total incl. VAT?", False),  # how the sum is reckoned, not the tax itself
    ("How much did the kite cost including VAT?", False),
    ("What was the total?", False),
])
def test_a_tax_asked_for_itself_is_told_from_a_sum_reckoned_with_it(question, tax):
    from ask.question_type import asks_tax

    assert asks_tax(question) is tax


INVOICE = """KELLBACH GARDEN SUPPLIES
Invoice no. KG-2207
Invoice date: 3 March 2026
Bill to: A. Reader, 9 Mill Lane, Millbrook

Item: Raised bed kit
Net amount                        EUR 410.00
VAT 19%                            EUR 77.90
Invoice total                     EUR 487.90
"""


@pytest.mark.django_db
def test_the_vat_line_answers_a_vat_question_not_the_invoice_total(user):
    from datetime import date

    from ask.service import ask
    from ingest.pipeline import document_create, document_process

    doc = document_create(owner=user, data=INVOICE.encode(), filename="kellbach.txt", enqueue=False).document
    assert document_process(doc.pk) == "indexed"
    response = ask(user, "What was the VAT on the Kellbach invoice?", as_of=date(2026, 4, 1), llm=False)
    assert response.answer is not None and "77.90" in response.answer, (response.answer, response.notes)
    total = ask(user, "What was the Kellbach invoice total incl. VAT?", as_of=date(2026, 4, 1), llm=False)
    assert total.answer is not None and "487.90" in total.answer, (total.answer, total.notes)
