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
