"""Dutch and German compounds split for the full-text index (ingest.compounds), and an English question
finding a paper by a translated word printed only inside a compound (real PostgreSQL, real dictionaries)."""
import pytest

from ask.retrieval import rank_documents
from ingest.compounds import compound_parts, compound_terms
from tests.factories import indexed_document


def test_compounds_split_into_words_of_their_language():
    assert compound_parts("Wasserrechnung") == ("wasser", "rechnung")
    assert compound_parts("Rechnungsbetrag") == ("rechnung", "betrag")  # the linking "s" dropped
    assert compound_parts("Umsatzsteuer") == ("umsatz", "steuer")  # not "Umsatz-s-teuer"
    assert compound_parts("factuurdatum") == ("factuur", "datum")
    assert compound_parts("huurovereenkomst") == ("huur", "overeenkomst")
    assert compound_parts("gaslevering") == ("gas", "levering")  # a three-letter part beside a word


def test_words_that_are_no_compounds_stay_whole():
    assert compound_parts("Versicherung") == ()  # a word of its own, though "ver" and "sicherung" are words
    assert compound_parts("levering") == ()
    assert compound_parts("understanding") == ()  # English
    assert compound_parts("Kestrelwick") == ()  # a name: no split into two words of the language
    assert compound_parts("Haus") == ()  # too short
    assert compound_parts("INV-2026") == ()


def test_compound_terms_lists_each_part_once_in_order():
    text = "Stromrechnung März\nStromverbrauch 312 kWh\nRechnungsbetrag 88,10 €\nTotal due"
    assert compound_terms(text) == "strom rechnung verbrauch betrag"
    assert compound_terms("Invoice total $12.00") == ""


@pytest.mark.django_db
def test_english_question_finds_a_paper_whose_translated_word_sits_inside_a_compound(user):
    german = indexed_document(user, "Stadtwerke Kestrelwick\nWasserrechnung 2026-03\nZählernummer 77120\n"
                                    "Verbrauch 14 m³\nZu zahlen 48,30 €", filename="scan-0101.pdf")
    indexed_document(user, "Garden diary\nWatered the roses and planted tulips on a sunny morning.",
                     filename="diary.pdf")
    for i in range(5):
        indexed_document(user, f"Book club notes {i}\nWe read a novel about a lighthouse keeper.",
                         filename=f"notes-{i}.pdf")
    hits, _ = rank_documents(user, "How much was the water bill?", max_docs=8)
    found = next((h for h in hits if h.doc_id == german.pk), None)
    # "water" is "Wasser" and "bill" "Rechnung" in German: the full-text leg finds both inside "Wasserrechnung"
    # and ranks the paper first ...
    assert found is not None and found.fts_rank == 0
    # ... while the words the reader is told the paper prints stay its whole words (a part names no topic).
    assert not {"water", "bill"} & set(found.terms)
