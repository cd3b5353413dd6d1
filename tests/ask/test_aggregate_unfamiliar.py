"""What is not claimed of papers whose payment wording is not read (ask.aggregate,
ask.record_scope.unfamiliar_languages), in the real PostgreSQL. Papers written for this file."""
from datetime import date

import pytest

from archive.models import Document, Page, PaymentRecord
from ask.aggregate import aggregate_answer

AS_OF = date(2026, 5, 19)


def _bill(user, name, text, cents):
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf", mime_type="application/pdf",
                                  sha256=(name * 64)[:64], storage_name=name, status=Document.Status.INDEXED,
                                  extraction_status="done", document_date=date(2026, 5, 2))
    Page.objects.create(document=doc, number=1, text=text, source="text_layer")
    PaymentRecord.objects.create(document=doc, amount_cents=cents, currency="EUR", kind="due", category="water",
                                 due_on=date(2026, 6, 2), statement_date=date(2026, 5, 2), payee=name,
                                 extractor="rules", snippet="")


ENGLISH = ("Fernley Water\nYour water bill for the spring quarter\nAmount due €61.20\nPlease pay by bank transfer "
           "before the date shown on this bill. Thank you for being our customer, and for paying on time.")
SPANISH = ("Aguas de Corvina\nRecibo de agua del primer trimestre\nTotal a pagar 53,06 €\nFecha límite de pago: "
           "2 de junio. Pague por transferencia indicando el número de contrato. Gracias por confiar en nosotros "
           "para el suministro de agua de su vivienda.")


@pytest.mark.django_db
def test_what_is_open_is_not_guessed_from_wording_not_read(user):
    _bill(user, "fernley-water", ENGLISH, 6120)
    open_now = aggregate_answer(user, "What do we still owe on our bills?", as_of=AS_OF, include_sensitive=False)
    assert open_now.answer and "EUR 61.20" in open_now.answer and open_now.confidence >= 0.9, open_now
    _bill(user, "aguas-corvina", SPANISH, 5306)
    mixed = aggregate_answer(user, "What do we still owe on our bills?", as_of=AS_OF, include_sensitive=False)
    assert mixed.answer is None and "Spanish" in mixed.notes[-1], (mixed.answer, mixed.notes)
