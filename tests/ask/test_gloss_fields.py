"""A page field of a paper in another language read by its label's English gloss (ask.fields'
foreign_field_excerpts, ask.offline.foreign_field_answer). The paper is written for these tests; needs the
FreeDict dictionaries .ci/setup installs. Real PDF, real PostgreSQL, the real embedder."""
from datetime import date

import pymupdf
import pytest

from ask.service import ask
from ingest.gloss import available_languages
from ingest.pipeline import document_create, document_process

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

pytestmark = pytest.mark.skipif("de" not in available_languages(), reason="FreeDict dictionaries not installed")


def warranty_card_pdf() -> bytes:
    """A German appliance warranty card: labels in one column, values in another."""
    pdf = pymupdf.open()
    page = pdf.new_page()

    def put(x, y, text, size=10):
        page.insert_text((x, y), text, fontsize=size, fontname="dv", fontfile=FONT)

    put(50, 60, "Garantiekarte Geschirrspüler", 16)
    put(50, 85, "Bitte bewahren Sie diese Karte zusammen mit dem Kaufbeleg sorgfältig auf.", 9)
    for y, label, value in ((120, "Gerät", "Geschirrspüler GS 45"), (145, "Seriennummer", "GS45-8812-003"),
                            (170, "Gekauft am", "14.05.2025"), (195, "Ende der Garantie", "14.05.2028"),
                            (220, "Verkäufer", "Elektrohaus Wendel")):
        put(50, y, label)
        put(300, y, value)
    put(50, 260, "Die Garantie gilt für Material- und Herstellungsfehler des Geräts während der Garantiezeit.", 9)
    data = pdf.tobytes()
    pdf.close()
    return data


@pytest.fixture
def warranty_card(db, user):
    from archive.config import setting_set

    setting_set("ask.page_fields", True)
    doc = document_create(owner=user, data=warranty_card_pdf(), filename="garantiekarte.pdf", enqueue=False).document
    assert document_process(doc.pk) == "indexed"
    return doc


@pytest.mark.django_db
def test_the_end_of_a_german_warranty_is_read_by_its_glossed_label(user, warranty_card):
    response = ask(user, "Until when is the dishwasher under warranty?", as_of=date(2026, 6, 1), llm=False)
    assert response.answer is not None and response.answer.startswith("2028-05-14"), response
    assert response.cited_doc_ids == [warranty_card.pk]


@pytest.mark.django_db
def test_without_the_gloss_the_german_label_is_not_read(user, warranty_card, monkeypatch):
    # The same question with the labels left as printed (no word translated, for the page fields' labels and for
    # the excerpt's line-by-line gloss, ask.glossed): nothing an English model or reader can match.
    monkeypatch.setattr("ingest.gloss.gloss_word", lambda word, lang: ())
    response = ask(user, "Until when is the dishwasher under warranty?", as_of=date(2026, 6, 1), llm=False)
    assert response.answer is None or not response.answer.startswith("2028-05-14")
