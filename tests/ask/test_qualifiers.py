"""A total whose question names a place no counted paper prints ("electricity at the chalet") is flagged below one
half, in the real PostgreSQL (ask.qualifiers through ask.aggregate). Every paper here is written for this file."""
from datetime import date

import pytest

from archive.models import Document, Page, PaymentRecord
from ask.aggregate import TOPIC_CONFIDENCE, aggregate_answer
from ask.qualifiers import unprinted_qualifiers

AS_OF = date(2026, 11, 20)


def _bill(user, name, text, cents, day):
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf", mime_type="application/pdf",
                                  sha256=(name * 64)[:64], storage_name=name, status=Document.Status.INDEXED,
                                  extraction_status="done", document_date=day)
    Page.objects.create(document=doc, number=1, text=text, source="text_layer")
    PaymentRecord.objects.create(document=doc, amount_cents=cents, currency="CAD", kind="paid", paid_on=day,
                                 statement_date=day, category="electricity", payee="Kellbach Hydro", extractor="rules",
                                 snippet="")
    return doc


@pytest.mark.django_db
def test_a_place_no_counted_paper_prints_flags_the_total(user):
    _bill(user, "hydro-july", "Kellbach Hydro\nElectricity bill\n57 Corvina Crescent\nTotal $150.00", 15000,
          date(2026, 7, 20))
    _bill(user, "hydro-august", "Kellbach Hydro\nElectricity bill\nLakeside cottage, 4 Fernley Lane\nTotal $80.00",
          8000, date(2026, 8, 20))
    chalet = aggregate_answer(user, "What did electricity at the chalet cost over the summer?", as_of=AS_OF,
                              include_sensitive=False)
    assert chalet.answer and "230.00" in chalet.answer
    assert chalet.confidence <= TOPIC_CONFIDENCE and any("chalet" in n for n in chalet.notes), chalet.notes
    # Asked without a place, or of one a counted paper prints, the figure stands as it was.
    plain = aggregate_answer(user, "What did electricity cost over the summer?", as_of=AS_OF, include_sensitive=False)
    assert plain.confidence > 0.5
    cottage = aggregate_answer(user, "What did electricity at the cottage cost over the summer?", as_of=AS_OF,
                               include_sensitive=False)
    assert not any("prints" in n for n in cottage.notes), cottage.notes


def test_nouns_read_elsewhere_are_not_qualifiers():
    # The home, a period and the kind asked are read by the rest of the aggregate code.
    assert unprinted_qualifiers("What did we pay for the house in the first quarter?", [1], read=set()) == []
    assert unprinted_qualifiers("How much for the electricity at our place?", [1], read={"electricity"}) == []
    assert unprinted_qualifiers("What did the chalet cost?", [], read=set()) == []
