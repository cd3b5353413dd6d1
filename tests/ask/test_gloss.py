"""Labels of papers in other languages glossed in English (ask.gloss) and read by meaning (ask.fields'
foreign_field_excerpts, ask.offline.foreign_field_answer). The labels and papers are written for these tests.
Needs the FreeDict dictionaries .ci/setup installs."""
from datetime import date

import pymupdf
import pytest

from ask.gloss import available_languages, gloss, glossed_words
from ask.service import ask
from ingest.pipeline import document_create, document_process

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

pytestmark = pytest.mark.skipif("de" not in available_languages(), reason="FreeDict dictionaries not installed")


def test_a_german_label_is_glossed_word_by_word_with_its_compounds():
    assert "purchase" in gloss("Kaufdatum", "de")
    glossed = gloss("Ende der Garantie", "de")
    assert "warranty" in glossed or "guarantee" in glossed
    assert "due" in gloss("Zweite Rate fällig", "de")


def test_inflected_words_are_looked_up_in_their_dictionary_form():
    # "betaald" (paid) is no headword; its dictionary form "betalen" is.
    assert "pay" in gloss("Betaald", "nl")
    assert "pay" in gloss("Gezahlt", "de")


def test_particles_are_left_out_and_unknown_words_kept():
    words = [w for w, _ in glossed_words("Zahlung an Firma Quendel 2026", "de")]
    assert "an" not in words and "Quendel" in words and "2026" in words


def test_english_and_languages_without_a_dictionary_are_left_as_printed():
    assert gloss("Amount due", "en") == "Amount due"
    assert gloss("Kaufdatum", "xx") == "Kaufdatum"


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
    # The same question with the labels left as printed: nothing an English model can match.
    monkeypatch.setattr("ask.gloss.gloss", lambda label, lang: label)
    response = ask(user, "Until when is the dishwasher under warranty?", as_of=date(2026, 6, 1), llm=False)
    assert response.answer is None or not response.answer.startswith("2028-05-14")
