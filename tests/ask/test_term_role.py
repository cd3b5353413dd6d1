"""Which end of a term a date's label names, in English and through the FreeDict dictionaries in French, Dutch
and German (ask.term_role); and that a field labelled as the other end is not read by meaning. Labels and
questions written for this file."""
import pytest

from ask.term_role import END, START, asked_role, label_role
from ingest.dictd import dictionary_files

needs_dictionaries = pytest.mark.skipif(not dictionary_files("deu-eng") and not dictionary_files("eng-deu"),
                                        reason="FreeDict dictionaries not installed (.ci/setup installs them)")


@pytest.mark.parametrize("label, role", [
    ("Start date", START), ("Effective date", START), ("Expiry date", END), ("Valid until", END),
    ("Due date", None), ("Invoice date", None), ("Policy period", None), ("Cover from 1 May to 30 April", None),
])
def test_english_labels(label, role):
    assert label_role(label) == role


@needs_dictionaries
@pytest.mark.parametrize("label, role", [
    ("Vertragsbeginn", START), ("Date de début", START), ("Vertragsende", END), ("Ablauf", END),
    ("Einddatum", END), ("Rechnungsdatum", None), ("Vervaldatum", None), ("Garantie gültig bis", None),
])
def test_labels_in_other_languages_and_their_compounds(label, role):
    assert label_role(label) == role


@pytest.mark.parametrize("question, role", [
    ("Until when is the van insured?", END), ("When does my phone contract run out?", END),
    ("When did the new tariff take effect?", START), ("Since when have we had the broadband plan?", START),
    ("When is the water bill due?", None), ("From when until when does the cover run?", None),
])
def test_asked_end(question, role):
    assert asked_role(question) == role


@needs_dictionaries
@pytest.mark.django_db
def test_the_start_of_cover_is_no_answer_to_until_when(user):
    from datetime import date

    from ask.service import ask
    from tests.factories import indexed_document

    indexed_document(user, "Nordkap Versicherung AG\nVersicherungsschein Kfz\nVersicherungsnehmer: Ada Brenn\n"
                           "Fahrzeug: VW Transporter\nVersicherungsbeginn: 01.04.2025\n"
                           "Zahlweise: jährlich\nJahresbeitrag: 512,40 EUR\n", filename="versicherungsschein.pdf")
    got = ask(user, "Until when is the VW Transporter insured?", as_of=date(2025, 9, 1), llm=False)
    assert not (got.answer or "").startswith("2025-04-01"), got
