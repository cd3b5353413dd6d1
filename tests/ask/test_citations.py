"""Unit tests for parsing a model's reply, the citation check and the grounding check."""
from datetime import date

import pytest

from ask.citations import GROUNDING_CAP, MalformedReply, check_citations, grounding_check, parse_model_json
from ask.types import Answer, Excerpt

ACME = Excerpt(number=1, doc_id=501, title="Acme Power bill", document_date=date(2026, 12, 1), page=3,
               text="Acme Power electricity. Amount due 1053.52 USD by December 28, 2026. "
                    "Customer: Maria Gonzalez. Meter 88123.")
GEICO = Excerpt(number=2, doc_id=502, title="Geico renewal", document_date=None, page=1,
                text="Geico auto policy renews on 03/03/2027. Premium $612.40 for six months.")
EURO = Excerpt(number=3, doc_id=503, title="Stadtwerke Rechnung", document_date=date(2026, 5, 4), page=1,
               text="Stadtwerke München, Betrag 1.053,52 € fällig am 28.12.2026.")
EXCERPTS = [ACME, GEICO, EURO]


# --- parse_model_json ------------------------------------------------------------------------------

def test_parse_bare_json():
    assert parse_model_json('{"answer": "Yes.", "cited": [1, 2], "confidence": 0.75, "reason": null}') == {
        "answer": "Yes.", "cited": [1, 2], "confidence": 0.75, "reason": None}


@pytest.mark.parametrize("text", [
    '```json\n{"answer": "Yes.", "cited": [1], "confidence": 0.5}\n```',
    'Sure, here it is:\n```\n{"answer": "Yes.", "cited": [1], "confidence": 0.5}\n```\nAnything else?',
    'I think {"answer": "Yes.", "cited": [1], "confidence": 0.5} is right.',
    '{"note": {"nested": true}} then {"answer": "Yes.", "cited": [1], "confidence": 0.5}',
])
def test_parse_tolerates_fences_and_prose(text):
    assert parse_model_json(text) == {"answer": "Yes.", "cited": [1], "confidence": 0.5, "reason": None}


@pytest.mark.parametrize("text", [
    "",
    "The answer is 42.",
    '{"answer": "Yes.", "cited": [1]',
    '{"cited": [1], "confidence": 0.5}',
    '{"answer": "Yes.", "confidence": 0.5}',
    '{"answer": 42, "cited": [1], "confidence": 0.5}',
    '{"answer": "Yes.", "cited": 1, "confidence": 0.5}',
    '["answer", "cited"]',
])
def test_parse_rejects_missing_or_ill_typed_fields(text):
    with pytest.raises(MalformedReply):
        parse_model_json(text)


@pytest.mark.parametrize("raw, expected", [(1.7, 1.0), (-2, 0.0), ("high", 0.0), (None, 0.0), (True, 0.0), (0.4, 0.4)])
def test_parse_clamps_confidence(raw, expected):
    reply = parse_model_json(f'{{"answer": "Yes.", "cited": [1], "confidence": {__import__("json").dumps(raw)}}}')
    assert reply["confidence"] == expected


def test_parse_missing_confidence_is_zero_not_invented():
    assert parse_model_json('{"answer": "Yes.", "cited": [1]}')["confidence"] == 0.0


def test_parse_drops_non_integer_citations():
    reply = parse_model_json('{"answer": "Yes.", "cited": ["1", 2, 3.0, 1.5, true, null, [4]], "confidence": 1}')
    assert reply["cited"] == [2, 3]


# --- check_citations -------------------------------------------------------------------------------

def _reply(cited, answer="An answer.", confidence=0.8):
    return {"answer": answer, "cited": cited, "confidence": confidence}


def test_check_maps_numbers_to_doc_ids_and_pages():
    answer = check_citations(_reply([2, 1]), EXCERPTS)
    assert answer.cited == [502, 501]
    assert answer.cited_pages == {502: 1, 501: 3}
    assert answer.confidence == 0.8 and answer.reason is None and answer.notes == []


def test_check_drops_unsent_numbers_with_a_note():
    answer = check_citations(_reply([9, 3, 0]), EXCERPTS)
    assert answer.cited == [503]
    assert answer.notes == ["The model cited document number(s) 0, 9, which it was not shown; they were ignored."]


def test_check_dedupes_and_caps():
    many = [Excerpt(number=n, doc_id=1000 + n, title="t", document_date=None, page=1, text="x") for n in range(1, 11)]
    assert check_citations(_reply([3, 3, 1, 3]), many).cited == [1003, 1001]
    assert check_citations(_reply(list(range(1, 11))), many).cited == [1000 + n for n in range(1, 9)]
    assert check_citations(_reply(list(range(1, 11))), many, cap=2).cited == [1001, 1002]


@pytest.mark.parametrize("cited", [[], [4, 5]])
def test_check_without_a_valid_citation_discards_the_answer(cited):
    answer = check_citations(_reply(cited, answer="You owe $1,053.52."), EXCERPTS)
    assert answer.answer is None and answer.cited == []
    assert answer.reason == "no_valid_citation"


def test_check_null_answer_is_not_in_excerpts():
    answer = check_citations({"answer": None, "cited": [], "confidence": 0, "reason": "No gas bill."}, EXCERPTS)
    assert (answer.answer, answer.reason) == (None, "not_in_excerpts")
    assert answer.notes == ["The model found no answer in the excerpts: No gas bill."]


def test_check_rejects_an_ill_typed_reply():
    with pytest.raises(MalformedReply):
        check_citations({"answer": "x", "cited": "1"}, EXCERPTS)


# --- grounding_check -------------------------------------------------------------------------------

def _grounded(text: str, cited: list[int], confidence: float = 0.9) -> Answer:
    return grounding_check(Answer(answer=text, cited=cited, confidence=confidence, backend="llm-openai"), EXCERPTS)


@pytest.mark.parametrize("text", [
    "You owe $1,053.52, due 2026-12-28.",
    "Acme Power wants 1053.52 by 12/28/2026.",
    "The bill of USD 1,053.52 is due on 28 Dec 2026 [1].",
    "It is due on the 28th of December 2026, per document 1.",
    "Maria Gonzalez owes $1,053.52 due Dec. 28th, 2026.",
    "Payment is due in December 2026.",
    "The bill is dated 2026-12-01 and there are 3 reminders.",  # document date; a small count
    "ACME POWER bill, meter 88,123.",
])
def test_grounded_answer_keeps_its_confidence(text):
    answer = _grounded(text, [501])
    assert answer.confidence == 0.9
    assert answer.reason is None and answer.notes == []


@pytest.mark.parametrize("text, missing", [
    ("You owe $1,153.52, due December 28, 2026.", "$1,153.52"),
    ("You owe $1,053.52, due 2026-12-29.", "2026-12-29"),
    ("You owe $1,053.52, due January 28, 2026.", "January 28, 2026"),
    ("Maria Gonzalez paid Globex $1,053.52.", "Globex"),
    ("The premium is $612.40.", "$612.40"),  # true, but only in an excerpt that was not cited
])
def test_ungrounded_answer_gets_lower_confidence_and_a_note(text, missing):
    answer = _grounded(text, [501])
    assert answer.answer == text
    assert answer.confidence == GROUNDING_CAP
    assert answer.reason == "grounding_failed"
    assert len(answer.notes) == 1 and missing in answer.notes[0]


def test_grounding_across_several_cited_excerpts_and_formats():
    text = "Acme Power wants $1,053.52 by December 28, 2026 and Geico $612.40 on March 3, 2027."
    assert _grounded(text, [501, 502]).confidence == 0.9


def test_grounding_european_formats():
    assert _grounded("Stadtwerke München: 1053.52 EUR, due 2026-12-28.", [503]).confidence == 0.9
    assert _grounded("Stadtwerke München: €1,035.52.", [503]).confidence == GROUNDING_CAP


def test_grounding_keeps_a_lower_confidence_and_existing_notes():
    answer = grounding_check(Answer(answer="You owe $99.", cited=[501], confidence=0.1, notes=["earlier"]), EXCERPTS)
    assert answer.confidence == 0.1
    assert answer.notes[0] == "earlier" and "$99" in answer.notes[1]


def test_grounding_leaves_no_answer_alone():
    empty = Answer(answer=None, reason="not_in_excerpts")
    assert grounding_check(empty, EXCERPTS) is empty
