"""Layout reading order: a form's label and its value printed apart on one row come out on one line;
table rows keep their cells together; two columns of prose are not interleaved."""
import pymupdf

from ingest.layout import layout_text


def _page(draw) -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    draw(page)
    return doc.tobytes()


def _form(page):
    # Drawn out of order, as many generators write them: all labels first, then all values.
    for i, label in enumerate(["Invoice date", "Amount payable", "Direct debit on"]):
        page.insert_text((50, 100 + 20 * i), label, fontsize=10)
    for i, value in enumerate(["4 March 2026", "EUR 1.234,56", "21 March 2026"]):
        page.insert_text((420, 100 + 20 * i), value, fontsize=10)
    for i, (item, qty, price) in enumerate([("Router", "1", "89,00"), ("Cable", "3", "4,50")]):
        y = 200 + 20 * i
        page.insert_text((50, y), item, fontsize=10)
        page.insert_text((300, y), qty, fontsize=10)
        page.insert_text((450, y), price, fontsize=10)


def test_labels_and_values_printed_apart_share_a_line():
    doc = pymupdf.open(stream=_page(_form), filetype="pdf")
    text = layout_text(doc[0])
    lines = text.splitlines()
    assert any("Amount payable" in ln and "EUR 1.234,56" in ln for ln in lines), text
    assert any("Direct debit on" in ln and "21 March 2026" in ln for ln in lines), text
    assert any(ln.split() == ["Cable", "3", "4,50"] for ln in lines), text


def _columns(page):
    left = "The school fete is on Saturday in the main hall and everyone is welcome to come."
    right = "Swimming lessons move to Thursdays after the half term break for all year groups."
    page.insert_textbox(pymupdf.Rect(40, 80, 280, 400), left, fontsize=11)
    page.insert_textbox(pymupdf.Rect(320, 80, 560, 400), right, fontsize=11)


def test_two_columns_of_prose_keep_their_reading_order():
    doc = pymupdf.open(stream=_page(_columns), filetype="pdf")
    text = layout_text(doc[0])
    flat = " ".join(text.split())
    assert "everyone is welcome to come." in flat and "after the half term break for all year groups." in flat, text
    assert flat.index("school fete") < flat.index("welcome to come") < flat.index("Swimming lessons"), text
