"""Tables that text extraction emits one cell per line (ask.spans.table_cells) and how the reader labels
their cells: by the column's header, and only for a row the question names."""
from datetime import date

from ask.offline import offline_answer
from ask.spans import table_cells, table_labels
from ask.types import Excerpt

RECEIPT = ("Receipt No. 4411\nCourse Date\nDescription\nPrice\nDiscount\nLine Total\n"
           "3/2/2026\nSafety Course\n$1,200\n-\n$1,200\n"
           "3/9/2026\nFirst Aid Course\n$800\n10%\n$720\n"
           "Total\n$1,920.00")


def _cells(text):
    out = {}
    for offset, (header, row) in table_cells(text).items():
        end = text.find("\n", offset)
        out[text[offset:end if end >= 0 else None]] = (text[header[0]:header[1]], text[row[0]:row[1]].split("\n")[1])
    return out


def test_each_cell_is_labelled_by_its_columns_header():
    cells = _cells(RECEIPT)
    assert cells["10%"] == ("Discount", "First Aid Course")
    assert cells["$800"] == ("Price", "First Aid Course")
    assert cells["$720"][0] == "Line Total"
    assert "$1,920.00" not in cells and "Total" not in cells  # the document's total is under no column
    assert len(table_labels(RECEIPT)) == 10


def test_short_lines_over_one_value_or_long_lines_are_no_table():
    notice = ("Acme Mutual Insurance\nYour auto policy renewal\nRenewal premium\n$1,214.30\nPayment due by\n"
              "January 9, 2027\nRegistration renewal fee reminder: see your state office")
    assert table_cells(notice) == {}
    card = ("Acme Health Co.\nJohn Smith\nMember id GOLD\nXZ 123456\nEffective Date 11/02/2021 Office Visit $55/0%\n"
            "Contract Code XZ Specialist Visit $65/0%\nRx Be 2035699 Oop Max $6000/$12000\n"
            "Rx Pcn XZYZ Coinsurance 30%\nPlan 050 Coins and Ov Time Apply")
    assert table_cells(card) == {}
    # Rows of figures only line up under any short lines above them, a caption too: not read as a table.
    history = "Meter history\nDate\nReading\nCharge\n01/05/2026\n4512\n45.10\n02/05/2026\n4630\n46.20"
    assert table_cells(history) == {}


def _ex(text):
    return Excerpt(number=1, doc_id=9, title="Training receipt", document_date=date(2026, 3, 10), page=1, text=text,
                   literal_hit=True)


def test_a_rows_cell_answers_a_question_that_names_the_row():
    got = offline_answer("How much of a discount did the first aid course get?", [_ex(RECEIPT)],
                         as_of=date(2026, 11, 30))
    assert got.answer == "10%" and got.cited == [9]


def test_a_column_named_total_is_no_answer_to_the_documents_total():
    got = offline_answer("What does the receipt total?", [_ex(RECEIPT)], as_of=date(2026, 11, 30))
    assert got.answer == "$1,920.00"
