"""A paper in another language read through its word-by-word English gloss (ask.glossed): values quoted as the
paper prints them, names never read from the gloss. Needs the FreeDict dictionaries .ci/setup installs."""
from datetime import date

import pytest

from ask.glossed import gloss_lines, glossed_answer
from ask.types import Excerpt
from ingest.gloss import available_languages

pytestmark = [pytest.mark.skipif("de" not in available_languages(), reason="the German dictionary is not installed"),
              pytest.mark.django_db]  # the reader looks up each paper's first page (its heading)

AS_OF = date(2026, 11, 30)
POLICY = ("Brandmauer Versicherung AG\nVersicherungsschein Hausratversicherung\nVersicherungsnummer HR-22-0000417\n"
          "Versicherungssumme 65.000,00 €\nJahresbeitrag 287,60 €\nFällig am 01.02.2026")


def _ex(text, doc_id=5):
    return Excerpt(number=1, doc_id=doc_id, title="Versicherungsschein", document_date=None, page=1, text=text,
                   score=1.0, literal_hit=True)


def test_values_and_known_labels_stay_as_printed():
    glossed = gloss_lines(POLICY, "de")
    for printed in ("65.000,00 €", "287,60 €", "01.02.2026", "HR-22-0000417", "Fällig"):
        assert printed in glossed, (printed, glossed)
    assert "insurance" in glossed and "Versicherungsschein" not in glossed, glossed


def test_a_german_policy_answers_when_it_is_due():
    got = glossed_answer("When is the home contents insurance due?", [_ex(POLICY)], as_of=AS_OF)
    assert got is not None and got.answer == "2026-02-01 (01.02.2026)" and got.cited == [5], got
    assert got.features["foreign"] == 1.0 and any("German" in n for n in got.notes), got.notes


def test_no_name_is_read_from_the_gloss_and_english_papers_are_left_alone():
    # The letterhead glossed word by word is the dictionary's words, not the insurer's name.
    assert glossed_answer("Which company insures our household contents?", [_ex(POLICY)], as_of=AS_OF) is None
    english = _ex("Home contents policy\nPolicy number HC-1\nPremium due on 1 February 2026")
    assert glossed_answer("When is the home contents insurance due?", [english], as_of=AS_OF) is None


def test_the_papers_heading_tells_what_it_is_when_the_excerpt_around_the_value_does_not(user):
    from archive.models import Document, Page

    doc = Document.objects.create(owner=user, title="Brandmauer", original_filename="scan_0108.pdf",
                                  mime_type="application/pdf", sha256="b" * 64, storage_name="scan0108",
                                  status=Document.Status.INDEXED)
    Page.objects.create(document=doc, number=1, text=POLICY)
    # The excerpt around the due date: no word of it says home contents or insurance.
    deep = Excerpt(number=1, doc_id=doc.pk, title="Brandmauer", document_date=None, page=1, score=1.0,
                   literal_hit=True,
                   text="Versicherungssumme 65.000,00 €\nJahresbeitrag 287,60 €\nFällig am 01.02.2026")
    got = glossed_answer("When is the home contents insurance due?", [deep], as_of=AS_OF)
    assert got is not None and got.answer == "2026-02-01 (01.02.2026)" and got.cited == [doc.pk], got
    # Another kind of insurance is still not this paper.
    assert glossed_answer("When is the car insurance due?", [deep], as_of=AS_OF) is None


def test_a_country_the_question_names_is_the_language_the_paper_is_printed_in_not_its_gloss():
    # "The German flat": a paper in German seldom prints "Germany"; its English gloss is no longer in German.
    got = glossed_answer("When is the home contents insurance for the German flat due?", [_ex(POLICY, doc_id=9)],
                         as_of=AS_OF)
    assert got is not None and got.answer == "2026-02-01 (01.02.2026)" and got.cited == [9], got


def test_the_word_joining_two_dates_is_glossed_however_short():
    glossed = gloss_lines("Versicherungszeitraum: 01.01.2026 bis 31.12.2026. Fällig am 02.01.2026", "de")
    assert "01.01.2026 until" in glossed and "31.12.2026" in glossed, glossed
    assert "am 02.01.2026" in glossed or " 02.01.2026" in glossed, glossed  # a short word elsewhere stays out
