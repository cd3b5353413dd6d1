"""Page fields at ingest (ingest.fields): real PDFs written with PyMuPDF and an OCR'd image of one, indexed
through the pipeline into the real PostgreSQL; labels, values, types, pages and boxes checked, and a
re-index replacing them."""
import io
from datetime import date

import pymupdf
import pytest
from django.contrib.postgres.search import SearchQuery
from PIL import Image

from archive.models import Document, PageField
from ingest.fields import text_fields, words_fields
from ingest.pipeline import document_create, document_process, documents_reindex_request

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"  # has the euro sign (base-14 Helvetica does not)

#: (x, baseline y, text) on page 1 of the claim form; the table is drawn with rules on page 2.
FORM = [
    (50, 60, "Claim form", 16),
    (50, 110, "Policy number", 10), (330, 110, "PX-448812", 10),            # label left, value far right
    (50, 150, "Date of loss", 9), (50, 163, "14.03.2026", 10),              # label above value
    (330, 150, "Claimed amount", 9), (330, 163, "1.250,00 €", 10),
    (50, 200, "Insured person: Jane Example", 10),                          # Label: value in one cell
]
TABLE = [("Item", "Qty", "Unit price", "Amount"),
         ("Laptop stand", "2", "1.999,00 €", "3.998,00 €"),
         ("Cable", "5", "4,50 €", "22,50 €")]
TABLE_X = (50, 250, 350, 470)


def form_pdf() -> bytes:
    pdf = pymupdf.open()
    page = pdf.new_page()
    for x, y, text, size in FORM:
        page.insert_text((x, y), text, fontsize=size, fontname="dv", fontfile=FONT)
    page = pdf.new_page()
    page.insert_text((50, 60), "Invoice lines", fontsize=14, fontname="dv", fontfile=FONT)
    y = 120
    for row in TABLE:
        for x, text in zip(TABLE_X, row):
            page.insert_text((x, y), text, fontsize=10, fontname="dv", fontfile=FONT)
        page.draw_line((45, y + 6), (560, y + 6))
        y += 22
    page.draw_rect(pymupdf.Rect(45, 104, 560, y - 16))
    for x in (245, 345, 465):
        page.draw_line((x, 104), (x, y - 16))
    data = pdf.tobytes()
    pdf.close()
    return data


def _ingest(user, data: bytes, filename: str) -> Document:
    doc = document_create(owner=user, data=data, filename=filename, enqueue=False).document
    assert document_process(doc.pk) == "indexed"
    return Document.objects.get(pk=doc.pk)


def _by_label(doc) -> dict[str, PageField]:
    return {f.label: f for f in PageField.objects.filter(document=doc)}


def _near(box, expected, tolerance):
    return all(abs(a - b) <= tolerance for a, b in zip(box, expected))


@pytest.mark.django_db
def test_form_and_table_fields_of_a_text_layer_pdf(user):
    doc = _ingest(user, form_pdf(), "claim.pdf")
    fields = _by_label(doc)
    policy = fields["Policy number"]
    assert (policy.value, policy.kind, policy.page_number) == ("PX-448812", "identifier", 1)
    # The value's box, in PDF points: it starts where it was written, on its baseline's line.
    assert _near(policy.bbox, (330, 100, 384, 113), 3), policy.bbox
    assert (policy.page_width, policy.page_height) == (595, 842)
    loss = fields["Date of loss"]
    assert (loss.kind, loss.value_date.isoformat(), loss.value) == ("date", "2026-03-14", "14.03.2026")
    assert _near(loss.bbox[:2], (50, 153), 3)
    claimed = fields["Claimed amount"]
    assert (claimed.kind, claimed.amount_cents, claimed.currency) == ("amount", 125000, "EUR")
    insured = fields["Insured person"]
    assert (insured.kind, insured.value) == ("text", "Jane Example")
    # Table cells: under their column header, labelled with the row's name, with row and column kept.
    price = fields["Laptop stand Unit price"]
    assert (price.page_number, price.kind, price.amount_cents, price.currency) == (2, "amount", 199900, "EUR")
    assert (price.table_row, price.table_column) == (1, "Unit price")
    assert _near(price.bbox[:2], (345, 126), 6), price.bbox  # the ruled table's cell
    cable = fields["Cable Amount"]
    assert (cable.amount_cents, cable.table_row, cable.table_column) == (2250, 2, "Amount")
    assert fields["Cable Qty"].kind == "quantity" and fields["Cable Qty"].value == "5"
    # Searchable: the label/value tsvector (GIN) finds a field by its label's or its value's words.
    def found(words):
        return sorted(PageField.objects.filter(document=doc, search_simple=SearchQuery(words, config="simple"))
                      .values_list("value", flat=True))
    assert found("insured person") == ["Jane Example"]
    assert found("PX-448812") == ["PX-448812"]
    # Labels are embedded with the chunks (Ask on): a question can be compared with them.
    assert policy.label_embedding is not None and len(policy.label_embedding) == 384


@pytest.mark.django_db
def test_fields_of_an_ocr_image_carry_pixel_boxes(user):
    dpi = 150
    with pymupdf.open(stream=form_pdf()) as pdf:
        png = pdf[0].get_pixmap(dpi=dpi).tobytes("png")
    doc = _ingest(user, png, "claim-scan.png")
    assert doc.pages.get().source == "ocr"
    fields = _by_label(doc)
    px = dpi / 72  # the image's pixels per PDF point of the page it was rendered from
    policy = fields["Policy number"]
    assert (policy.value, policy.kind) == ("PX-448812", "identifier")
    assert _near(policy.bbox, (330 * px, 101 * px, 384 * px, 113 * px), 10), policy.bbox
    assert (policy.page_width, policy.page_height) == Image.open(io.BytesIO(png)).size
    loss = fields["Date of loss"]
    assert loss.value_date.isoformat() == "2026-03-14" and _near(loss.bbox[:2], (50 * px, 153 * px), 10)
    assert fields["Claimed amount"].amount_cents == 125000


@pytest.mark.django_db
def test_reindex_replaces_the_fields(user):
    doc = _ingest(user, form_pdf(), "claim.pdf")
    before = dict(PageField.objects.filter(document=doc).values_list("label", "id"))
    documents_reindex_request([doc.pk])
    assert document_process(doc.pk) == "indexed"
    after = dict(PageField.objects.filter(document=doc).values_list("label", "id"))
    assert after.keys() == before.keys() and len(after) == PageField.objects.filter(document=doc).count()
    assert not set(before.values()) & set(after.values())  # the old rows are gone, none doubled


def test_plain_text_fields_have_no_box():
    fields = text_fields("Account holder: Jane Example\nInvoice date: 03/14/2026\nA sentence: with many more words "
                         "than any label value pair would ever have in it", page=1, currency="USD", date_hint="MDY")
    assert [(f.label, f.value, f.kind, f.bbox) for f in fields] == [
        ("Account holder", "Jane Example", "text", None), ("Invoice date", "03/14/2026", "date", None)]
    assert fields[1].value_date.isoformat() == "2026-03-14"


def test_a_value_with_no_label_near_it_is_no_field():
    # A lone amount in the middle of a page with nothing above or left of it; a sentence is no label.
    words = [(50, 100, 90, 110, "Thanks"), (92, 100, 110, 110, "for"), (112, 100, 150, 110, "shopping."),
             (300, 400, 340, 410, "$12.00")]
    assert words_fields(words, page=1, size=(600, 800), currency="USD", date_hint="MDY") == []


def test_figures_and_sentences_are_neither_labels_nor_text_values():
    # "238 kWh x 0,2050 €" is a quantity times a unit price; "Car: next oil change due at 52,000 miles." a note.
    words = [(50, 100, 70, 110, "238"), (72, 100, 95, 110, "kWh"), (97, 100, 102, 110, "x"),
             (300, 100, 350, 110, "0,2050"), (352, 100, 360, 110, "€"),
             (50, 140, 70, 150, "Car:"), (72, 140, 95, 150, "next"), (97, 140, 120, 150, "oil"),
             (122, 140, 150, 150, "change"), (152, 140, 170, 150, "due"), (172, 140, 180, 150, "at"),
             (182, 140, 215, 150, "52,000"), (217, 140, 245, 150, "miles.")]
    assert words_fields(words, page=1, size=(600, 800), currency="EUR", date_hint="DMY") == []
    assert text_fields("Car: next oil change due at 52,000 miles.\n12 items: 4,00 €", page=1, currency="EUR",
                       date_hint="DMY") == []


def test_a_colon_label_over_a_line_of_text_labels_it():
    # "Bill To:" over a name, with a row of the other column between them; "Date:" over another label is no field.
    words = [(50, 120, 70, 130, "Bill"), (72, 120, 90, 130, "To:"), (300, 128, 360, 138, "Terms:"),
             (370, 128, 420, 138, "Net"), (422, 128, 440, 138, "30"),
             (50, 136, 80, 146, "Jane"), (82, 136, 120, 146, "Example"),
             (50, 170, 80, 180, "Date:"), (50, 186, 90, 196, "Total:")]
    fields = words_fields(words, page=1, size=(600, 800), currency="USD", date_hint="MDY")
    assert ("Bill To", "Jane Example", "text") in [(f.label, f.value, f.kind) for f in fields]
    assert not any(f.label == "Date" for f in fields)
    got = text_fields("Bill To:\nJane Example\nDate:\nTotal:\nDue:\n$5.00", page=1, currency="USD", date_hint="MDY")
    assert [(f.label, f.value) for f in got] == [("Bill To", "Jane Example")]


def _words_of(lines: list[tuple[float, list[tuple[float, str]]]], height: float = 10.0) -> list[tuple]:
    """Word boxes (x0, y0, x1, y1, text) for rows at y of words at x, each 6 units wide per letter."""
    return [(x, y, x + 6 * len(text), y + height, text) for y, row in lines for x, text in row]


#: An employment history table as OCR reads it once its rules are gone: its columns closer than a cell gap.
HISTORY = [
    (100, [(10, "Start"), (45, "Date"), (80, "End"), (103, "Date"), (150, "Employer"), (240, "Reason")]),
    (120, [(10, "1/15/2009"), (80, "6/30/2011"), (150, "Any"), (172, "Company"), (240, "Family"),
           (280, "relocated")]),
    (140, [(10, "7/1/2011"), (80, "8/10/2013"), (150, "Best"), (177, "Corp."), (240, "Better"), (280, "offer")]),
]


def test_table_columns_are_found_where_words_start_row_after_row():
    from ingest.fields import column_starts
    from ingest.layout import word_rows

    rows, height = word_rows(_words_of(HISTORY))
    assert column_starts(rows, height) == [[10, 80, 150, 240]] * 3
    prose = [(100, [(10, "The"), (40, "lease"), (90, "runs")]), (120, [(10, "for"), (36, "two"), (70, "years")]),
             (140, [(10, "from"), (45, "May"), (80, "on.")])]
    rows, height = word_rows(_words_of(prose))
    assert column_starts(rows, height) == [[], [], []]  # only the left margin is shared


def test_a_table_row_is_named_by_its_first_cell_of_words():
    fields = words_fields(_words_of(HISTORY), page=1, size=(400, 200), currency=None, date_hint="MDY")
    got = {(f.label, f.value) for f in fields}
    assert ("Best Corp. Start Date", "7/1/2011") in got
    assert ("Any Company End Date", "6/30/2011") in got
    assert ("Any Company Reason", "Family relocated") in got
    assert not any(f.value in ("Any Company", "Best Corp.") for f in fields)  # a row's name labels, is no value


#: A registration card printed as "Label      value" rows with no colons (invented issuer and names).
CARD = [
    (100, [(20, "Product"), (140, "Norvale"), (190, "heat"), (220, "pump")]),
    (118, [(20, "Serial"), (140, "NV-77-120934")]),
    (136, [(20, "Date"), (50, "of"), (64, "sale"), (140, "March"), (180, "3,"), (200, "2025")]),
    (154, [(20, "Sold"), (50, "by"), (140, "Pemberly"), (200, "Climate"), (250, "Supplies")]),
]


def test_a_key_value_block_labels_its_text_values():
    got = {(f.label, f.value, f.kind) for f in words_fields(_words_of(CARD), page=1, size=(400, 300),
                                                            currency="USD", date_hint="MDY")}
    assert ("Sold by", "Pemberly Climate Supplies", "text") in got
    assert ("Product", "Norvale heat pump", "text") in got
    assert ("Date of sale", "March 3, 2025", "date") in got


def test_two_pairs_of_words_or_an_untyped_block_are_no_key_value_block():
    # Too few rows: a heading beside a line of words is not a form.
    two = words_fields(_words_of(CARD[2:]), page=1, size=(400, 300), currency="USD", date_hint="MDY")
    assert not any(f.kind == "text" for f in two)
    # Rows of words only, nothing typed: a two-column list of words, not labelled values.
    words_only = [(100, [(20, "Apples"), (140, "Red"), (170, "ones")]), (118, [(20, "Pears"), (140, "Green")]),
                  (136, [(20, "Plums"), (140, "Dark"), (170, "blue")])]
    assert not words_fields(_words_of(words_only), page=1, size=(400, 300), currency="USD", date_hint="MDY")
    # Values that do not line up are not one block.
    ragged = [(y, [(x + 30 * k if x >= 140 else x, t) for x, t in row]) for k, (y, row) in enumerate(CARD)]
    assert not any(f.label == "Sold by" for f in words_fields(_words_of(ragged), page=1, size=(400, 300),
                                                              currency="USD", date_hint="MDY"))


def test_a_value_that_opens_with_a_date_is_that_date():
    text = ("Expected delivery: Friday, 4 June 2027, between 8 a.m. and noon\nAppointment: 12 March 2027 at 10:30\n"
            "Reference: 2027-03-01-B\nNote: see the 3 March 2027 letter for details")
    got = {f.label: (f.kind, f.value_date) for f in text_fields(text, page=1, currency=None, date_hint="DMY")}
    assert got["Expected delivery"] == ("date", date(2027, 6, 4))
    assert got["Appointment"] == ("date", date(2027, 3, 12))
    assert got["Reference"][0] == "identifier"  # a date run into a code is no date
    assert got["Note"][0] == "text"  # a sentence that mentions a date is not dated by it


def test_a_number_printed_in_groups_is_an_identifier_and_a_short_figure_is_not():
    # A customer number set in groups for reading aloud; "12 500" is a figure, not a number.
    fields = text_fields("Kunden-Nr.: 700 418 229\nKontonummer: DE44 5001 0517 5407 3249 31\nMenge: 12 500",
                         page=1, currency="EUR", date_hint="DMY")
    kinds = {f.label: (f.value, f.kind) for f in fields}
    assert kinds["Kunden-Nr."] == ("700 418 229", "identifier")
    assert kinds["Kontonummer"] == ("DE44 5001 0517 5407 3249 31", "identifier")
    assert kinds.get("Menge", (None, None))[1] != "identifier"
