"""A "from when"/"until when" question answered with the date its preposition opens (ask.date_cues), through the
offline reader."""
from datetime import date

from ask.offline import offline_answer
from ask.types import Excerpt

AS_OF = date(2026, 11, 30)


def _ex(doc_id, text, *, title):
    return Excerpt(number=1, doc_id=doc_id, title=title, document_date=None, page=1, text=text, score=1.0,
                   literal_hit=True)


RENT_LETTER = ("Annual rent adjustment\nDear tenants, under clause 5.2 of your tenancy agreement of 1 July 2024 the "
               "rent is reviewed once a year in line with the consumer price index.\nFrom 1 July 2026 your monthly "
               "rent is EUR 1,310.00 (now EUR 1,275.00).")
RENEWAL = ("Your car insurance renewal, policy OA-M-4471902\nDear Ms Doe, your motor policy ends on 30 September "
           "2026. We are pleased to offer renewal for the year 1 October 2026 to 30 September 2027. The renewal "
           "premium is EUR 658.90.")


def test_from_when_is_the_date_printed_after_from():
    got = offline_answer("From when did our rent go up?", [_ex(1, RENT_LETTER, title="Rent adjustment")], as_of=AS_OF)
    assert got.answer is not None and got.answer.startswith("2026-07-01")
    # Asked without the preposition, the reader's own ranking stands (no cue is read).
    got = offline_answer("When did our tenancy agreement start?", [_ex(1, RENT_LETTER, title="Rent adjustment")],
                         as_of=AS_OF)
    assert got.answer is not None and got.answer.startswith("2024-07-01")


def test_an_end_asked_in_the_present_is_one_not_passed():
    from ask.candidates import question_terms
    from ask.offline import _read_excerpts

    got = _read_excerpts("Until when is the car covered now?", [_ex(2, RENEWAL, title="Car insurance renewal")],
                         as_of=AS_OF)
    assert got.answer is not None and got.answer.startswith("2027-09-30"), got.answer
    # Asked of a day when the old cover still ran, its end is the answer.
    got = _read_excerpts("Until when is the car covered now?", [_ex(2, RENEWAL, title="Car insurance renewal")],
                         as_of=date(2026, 9, 1))
    assert got.answer.startswith("2026-09-30"), got.answer
    assert question_terms("Until when is the car covered now?", None)[0] == "date"



def test_a_warranty_term_just_past_the_excerpt_is_read_for_its_end():
    receipt = ("Invoice / receipt CS-558210\nDate 22.05.2026\nItem\nQty\nPrice\nKaltmark WM-8 washing machine 8 kg\n1\n"
               "EUR 699.00\nTotal paid (debit card)\nEUR 699.00\nSerial no. KB8-20461177 · 24 months manufa")
    wider = receipt + "cturer warranty. Thank you for shopping with us."
    # Full-text search found "warranty" in the document, so the excerpt is read first, not only its window.
    e = Excerpt(number=1, doc_id=3, title="Invoice", document_date=date(2026, 5, 22), page=1, text=receipt,
                context=wider, score=1.0, literal_hit=True, doc_terms=["warranty"])
    got = offline_answer("When does the washing machine's warranty run out?", [e], as_of=AS_OF)
    assert got.answer is not None and got.answer.startswith("2028-05-22"), got.answer
    # The sale's date is not when the warranty ends: without the term, no such date is given.
    bare = Excerpt(number=1, doc_id=3, title="Invoice", document_date=date(2026, 5, 22), page=1, text=receipt,
                   context=receipt, score=1.0, literal_hit=True, doc_terms=["warranty"])
    got = offline_answer("When does the washing machine's warranty run out?", [bare], as_of=AS_OF)
    assert got.answer is None or not got.answer.startswith("2028-05-22")


def test_a_verb_of_ending_asks_for_the_end_of_a_period():
    from ask.date_cues import _CLOSES, _cue

    assert _cue("When does my riding term finish?") is _CLOSES
    assert _cue("When will the Kellbach contract end?") is _CLOSES
    assert _cue("When does the new cover start?") is None
    assert _cue("When did we pay the term?") is None
    assert _cue("When is the gas bill due?") is None
