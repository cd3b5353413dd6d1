"""A sentence the 400-character excerpt cuts off mid-way is read on to its end by the offline reader when it holds a
question word and a value of the asked kind lies past the cut (ask.offline._sentence_completed)."""
from dataclasses import replace
from datetime import date

from ask.offline import _sentence_completed, offline_answer
from ask.types import Excerpt

AS_OF = date(2026, 9, 14)

LETTER = ("Fernley Community College\n2 September 2026\nDear Parent/Guardian,\nYear 10 students will spend three days "
          "at the Kellbach Outdoor Centre from 7 to 9 October 2026 (canoeing, climbing, team games). The cost is "
          "€120.00 per student, covering transport and meals. Please pay\nthrough the school payments app by "
          "25 September 2026 and return the signed consent form.\nInvented test document.")
CUT = LETTER.index("by 25 September") + len("by 25 September")


def _excerpt(text: str, context: str) -> Excerpt:
    return Excerpt(number=1, doc_id=7, title="Outdoor trip", document_date=date(2026, 9, 2), page=1, text=text,
                   context=context, score=1.0, literal_hit=True)


def test_a_date_the_cut_runs_through_is_read_whole():
    e = _excerpt(LETTER[:CUT], LETTER)
    got = offline_answer("What's the last day to pay for the school trip?", [e], as_of=AS_OF)
    assert got.answer is not None and got.answer.startswith("2026-09-25"), got.answer
    widened = _sentence_completed(e, "What's the last day to pay for the school trip?")
    # Only that sentence is added, not the lines after it.
    assert widened.text.endswith("consent form.") and "Invented" not in widened.text


def test_no_completion_without_a_question_word_or_a_value_past_the_cut():
    e = _excerpt(LETTER[:CUT], LETTER)
    # The cut sentence names nothing the question asks about.
    assert _sentence_completed(e, "When does the canoeing start?") is e
    # A question asking no date or amount reads the excerpt as it is.
    assert _sentence_completed(e, "Who is the school's principal?") is e
    # Past the cut, the sentence holds no date.
    plain = LETTER.replace("by 25 September 2026 and", "soon and")
    cut = plain.index("payments app") + len("payments app")
    assert _sentence_completed(_excerpt(plain[:cut], plain), "When do we have to pay for the school trip?").text \
        == plain[:cut]
    # A context that ends where the excerpt does has nothing to add.
    short = replace(e, context=LETTER[:CUT])
    assert _sentence_completed(short, "When do we pay for the trip?") is short
