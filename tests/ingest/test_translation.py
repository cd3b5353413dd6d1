"""Machine translation of excerpts on this machine (ingest.translation, Apertium): dates and amounts kept as
printed, each excerpt's translation kept apart, and a French paper read through it. Needs what .ci/setup installs."""
from datetime import date

import pytest

from ask.glossed import glossed_answer
from ask.types import Excerpt
from ingest import translation

needs_apertium = pytest.mark.skipif(not (translation.available("fr") and translation.available("it")),
                                    reason="Apertium and its fr-es, es-it and eng-spa pairs are not installed")


@needs_apertium
def test_dates_and_amounts_stay_as_printed_and_each_text_keeps_its_own_translation():
    italian = "La S.V. è convocata il giorno 26 maggio 2026 alle ore 18:00. Quota pari a € 420,00."
    french = "Date d'échéance 15/12/2026\nMontant à payer 48,20 €"
    got = translation.translate([italian, french], "it")
    assert got is not None and len(got) == 2
    assert "26 maggio 2026" in got[0] and "€ 420,00" in got[0] and "summoned" in got[0], got
    assert "15/12/2026" in got[1] and "48,20 €" in got[1], got
    assert "\n" in got[1]  # lines stay lines: a label stays next to its value


def test_no_translator_means_none(monkeypatch):
    monkeypatch.setattr(translation, "_modes", lambda: frozenset())
    assert translation.translate(["Date d'échéance 15/12/2026"], "fr") is None
    assert translation.translate(["Fällig am 01.02.2026"], "de") is None  # no German pair in any case


@needs_apertium
@pytest.mark.django_db
def test_a_french_water_bill_is_read_through_its_translation(monkeypatch):
    bill = ("Compagnie des Eaux du Lac\nFacture d'eau, consommation 2026\nDate de facture 01/12/2026\n"
            "Montant total à payer 48,20 €\nLe montant sera prélevé sur votre compte le 15/12/2026.")
    excerpt = Excerpt(number=1, doc_id=7, title="Facture", document_date=None, page=1, text=bill, score=1.0,
                      literal_hit=True)
    got = glossed_answer("How much is the water bill?", [excerpt], as_of=date(2026, 12, 3))
    assert got is not None and got.answer == "48,20 €" and got.cited == [7], got
    assert any("machine translation" in note for note in got.notes), got.notes
    # Without the translator the same paper is read through the word-by-word gloss, and says so.
    monkeypatch.setattr(translation, "_modes", lambda: frozenset())
    glossed = glossed_answer("How much is the water bill?", [excerpt], as_of=date(2026, 12, 3))
    assert glossed is None or any("gloss" in note for note in glossed.notes)



@needs_apertium
def test_a_text_translated_before_is_not_translated_again(monkeypatch):
    text = "Date d'échéance 17/12/2026\nMontant à payer 61,30 €"
    first = translation.translate([text], "fr")
    runs = []
    real_run = translation._run
    monkeypatch.setattr(translation, "_run", lambda texts, lang: runs.append(texts) or real_run(texts, lang))
    again = translation.translate([text, "Facture n° 2207"], "fr")
    assert again[0] == first[0] and runs == [["Facture n° 2207"]], runs  # only the new text ran
