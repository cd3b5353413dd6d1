"""The coverage gate's word matching (ask.coverage) and the label a value takes (ask.spans.label_region)."""
from ask import spans as sp
from ask.coverage import acronyms, month_abbreviations


def test_a_name_written_out_gives_its_initials():
    assert "aws" in acronyms("Amazon Web Services, Inc.\nInvoice")
    assert "cusd" in acronyms("Cupertino Union School District")
    assert acronyms("Hello World") == set()  # two letters name nothing in particular
    assert "hw" not in acronyms("Hello World")


def test_initials_stop_at_punctuation_and_line_breaks():
    found = acronyms("Amazon Web\nServices")
    assert "aws" not in found


def test_month_names_answer_their_short_forms():
    assert month_abbreviations({"july", "bill"}) == {"jul"}
    assert "sept" in month_abbreviations({"september"})
    assert month_abbreviations({"bill"}) == set()


def test_a_value_opening_a_table_row_takes_no_label_from_the_row_above():
    text = "Start Date End Date Employer\n7/1/2011 8/10/2013 Best Corp.\n8/15/2013 present Example Corp."
    span = next(s for s in sp.find_dates(text) if s.printed == "8/15/2013")
    lo, hi = sp.label_region(text, span)
    assert lo == hi  # "Best Corp." names the row above, not this date


def test_a_value_under_its_label_line_takes_that_label():
    text = "Payment due date\n12/01/2026\nThank you"
    span = sp.find_dates(text)[0]
    lo, hi = sp.label_region(text, span)
    assert text[lo:hi] == "Payment due date"


def test_country_and_language_names_map_to_the_languages_spoken_there():
    from ask.languages import place_languages

    places = place_languages()
    assert places["german"] == {"de"} and places["germany"] == {"de"}
    assert places["netherland"] == {"nl"}  # "the Netherlands", in the question's canonical form
    assert {"fr", "nl", "de"} <= places["belgium"]
    assert "english" not in places and "jamaica" not in places  # an English paper says nothing of its country


def _excerpt(text: str, title: str = "Invoice"):
    from datetime import date

    from ask.types import Excerpt

    return Excerpt(number=1, doc_id=1, title=title, document_date=date(2026, 2, 1), page=1, text=text,
                   snippet=text, original_filename="invoice.pdf")


GERMAN = ("Rechnung Nr. 2026-0217 Gästehaus am See, Seestraße 4, Konstanz. Wir danken Ihnen für Ihren Aufenthalt "
          "und bitten um Zahlung des Rechnungsbetrags bis zum 10.02.2026 auf das unten genannte Konto.")
ENGLISH = ("Invoice no. 2026-0217 Lakeside guesthouse. Thank you for your stay with us; please pay the amount "
           "of this invoice by 10 February 2026 to the account given below.")


def test_a_paper_written_in_german_is_about_the_german_invoice():
    from ask.coverage import doc_view

    terms = {"german": 1.0, "invoice": 0.5}
    german = doc_view(_excerpt(GERMAN), 0, terms, terms, None, {}, "the German invoice")
    english = doc_view(_excerpt(ENGLISH), 0, terms, terms, None, {}, "the German invoice")
    assert german.coverage > 0
    assert english.coverage == 0  # an English paper is not the German invoice


def test_a_plural_and_its_singular_are_one_word():
    from ask.question_type import stem, words
    # Regular plurals of every ending meet their singular (a bare "es" strip made "conferenc", "polici", "taxe").
    for plural, single in [("conferences", "conference"), ("policies", "policy"), ("taxes", "tax"),
                           ("payees", "payee"), ("premises", "premise"), ("switches", "switch"),
                           ("utilities", "utility"), ("deposits", "deposit"), ("notes", "note"), ("cases", "case")]:
        assert stem(plural) == stem(single), (plural, stem(plural), stem(single))
    # A verb's -ed and -ing forms meet its base, whatever its spelling does to it.
    for form, base in [("issued", "issue"), ("closing", "close"), ("shipped", "ship"), ("applied", "apply"),
                       ("rented", "rent")]:
        assert stem(form) == stem(base), (form, stem(form), stem(base))
    # Words that end in s without being plurals stay whole.
    assert [stem(w) for w in ("gas", "bus", "status", "address")] == ["gas", "bus", "status", "address"]
    # So a paper that prints the plural holds the question's singular where the reader looks for it.
    assert "conference" in {w for _, w in words("Fall parent-teacher conferences will be held on 17 November")}


def _view(question: str, text: str):
    from ask.candidates import question_terms
    from ask.coverage import doc_view, question_modifiers
    from ask.types import Excerpt

    _, terms, gate = question_terms(question, None)
    e = Excerpt(number=1, doc_id=1, title="Letter", document_date=None, page=1, text=text,
                original_filename="letter.pdf")
    return doc_view(e, 0, terms, gate, None, question_modifiers(question, gate), question)


def test_a_short_word_asked_is_printed_as_the_start_of_its_long_form():
    text = "Year 10 mock examinations will begin on Monday 8 June 2026 and run for two weeks."
    assert _view("When do my mock exams start?", text).coverage > 0
    assert _view("When do my mock flights start?", text).coverage == 0  # a word it does not print still counts

