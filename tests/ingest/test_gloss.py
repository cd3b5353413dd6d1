"""English glosses of labels and passages in other languages (ingest.gloss), from the FreeDict dictionaries
.ci/setup installs. The labels and passages are written for these tests."""
import numpy as np
import pytest

from ingest.embedding import embed_texts
from ingest.gloss import available_languages, gloss, glossed_words, passage_vectors

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




def test_a_passage_in_german_is_embedded_nearer_an_english_question_about_it():
    passage = ("Garantiekarte für Ihre neue Waschmaschine. Gekauft am 14.05.2025 bei Elektrohaus Wendel. "
               "Die Garantie endet am 14.05.2028 und gilt für Material- und Herstellungsfehler des Geräts.")
    question = embed_texts(["until when is the washing machine under warranty"])[0]
    plain, glossed = embed_texts([passage])[0], passage_vectors([passage])[0]
    assert float(glossed @ question) > float(plain @ question) + 0.05
    assert abs(float(np.linalg.norm(glossed)) - 1.0) < 1e-4


def test_an_english_passage_keeps_its_own_vector():
    passage = "Your electricity bill for March. Amount due 88.15, to be paid by 31 March 2026 by direct debit."
    assert np.allclose(passage_vectors([passage])[0], embed_texts([passage])[0])


def test_a_number_sign_is_glossed_number():
    # No dictionary lists "Nr." or "n°", and a gloss drops short words: the label would lose what its value is.
    assert "number" in gloss("Kunden-Nr.", "de").split()
    assert "number" in gloss("Facture n°", "fr").split()
    assert "number" in gloss("Polis nr.", "nl").split()
    assert "number" not in gloss("No pagar", "es").split()  # a bare "no" is a word, not the sign
