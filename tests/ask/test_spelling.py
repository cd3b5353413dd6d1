"""Typing slips in questions (ask.spelling, SymSpell over symspellpy's dictionary, wordfreq frequencies)."""
import pytest

from ask.spelling import corrected


@pytest.mark.parametrize("question, expected", [
    ("how many watr bills did we pay in 2025", "how many water bills did we pay in 2025"),
    ("average monthly hetaing cost", "average monthly heating cost"),  # a swapped pair is one edit
    ("who is our water suplier", "who is our water supplier"),
    ("gass we paid last spring", "gas we paid last spring"),  # rare in English (Zipf 2.4) beside a common word
    ("insurence total 2025", "insurance total 2025"),
])
def test_slips_are_corrected_and_said(question, expected):
    got, notes = corrected(question)
    assert got == expected and len(notes) == 1 and notes[0].startswith("Read “")


@pytest.mark.parametrize("question", [
    "what did voltmart charge",  # a name with no common neighbour
    "Kingsmoor storage total",  # capitalised
    "aws bill jul 2014",  # short words
    "When is my car insurance due?",
    "sorrel ridge bills",  # rare words, but not rare enough to be slips
])
def test_names_and_words_stay_as_typed(question):
    assert corrected(question) == (question, [])
