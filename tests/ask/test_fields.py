"""Ask answering from a page field (ask.fields) whose label and value the page prints apart, citing the
field with its page and box; the document page marks it. Real PDFs, real PostgreSQL, the real embedder."""
from datetime import date

import pymupdf
import pytest
from django.test import Client

from archive.models import Document, PageField
from ask.fields import field_excerpts
from ask.service import ask
from ingest.pipeline import document_create, document_process

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
NOTES = ("Please read the notes overleaf before you sign. The insurer may ask for receipts, photographs and a "
         "police report. Every claim made under this policy is checked by an assessor, and the "
         "settlement is paid to the account named in section four within thirty days.")


def claim_pdf() -> bytes:
    """A claim form drawn labels first, then a paragraph, then the values: its text layer reads the
    labels in one column, far from the values they name, as many form generators write them."""
    pdf = pymupdf.open()
    page = pdf.new_page()

    def put(x, y, text, size=10):
        page.insert_text((x, y), text, fontsize=size, fontname="dv", fontfile=FONT)

    put(50, 60, "Household contents claim", 16)
    for y, label in ((110, "Policy reference"), (135, "Date of the incident"), (160, "Amount claimed"),
                     (185, "Settlement account")):
        put(50, y, label)
    page.insert_textbox(pymupdf.Rect(50, 300, 550, 420), NOTES, fontsize=9, fontname="dv", fontfile=FONT)
    for y, value in ((110, "HC-2291-77"), (135, "02.02.2026"), (160, "2.480,00 €"),
                     (185, "DE12 5001 0517 0648 4898 90")):
        put(330, y, value)
    data = pdf.tobytes()
    pdf.close()
    return data


@pytest.fixture(autouse=True)
def page_fields_on(db):
    """The answerer reads page fields only with ``ask.page_fields`` on (off by default, see docs/evaluation.md)."""
    from archive.config import setting_set

    setting_set("ask.page_fields", True)


@pytest.fixture
def claim(user):
    doc = document_create(owner=user, data=claim_pdf(), filename="contents-claim.pdf", enqueue=False).document
    assert document_process(doc.pk) == "indexed"
    return Document.objects.get(pk=doc.pk)


@pytest.mark.django_db
def test_the_text_layer_prints_label_and_value_apart(claim):
    text = claim.pages.get().text
    assert text.index("2.480,00 €") - text.index("Amount claimed") > 300  # the premise of the next test


@pytest.mark.django_db
def test_without_fields_the_text_reader_misses_it(user, claim, monkeypatch):
    # The same question read from text windows only: the label is too far from its value to be read.
    monkeypatch.setattr("ask.service.field_excerpt_sets", lambda question, excerpts, **kw: ([], []))
    response = ask(user, "How much was claimed on the household contents claim?", as_of=date(2026, 3, 1), llm=False)
    assert response.answer is None


@pytest.mark.django_db
def test_the_setting_off_keeps_the_fields_out_of_answers(user, claim):
    from archive.config import setting_set

    setting_set("ask.page_fields", False)
    response = ask(user, "How much was claimed on the household contents claim?", as_of=date(2026, 3, 1), llm=False)
    assert response.answer is None and not any(c.get("field") for c in response.citations)


@pytest.mark.django_db
def test_question_answered_from_a_field_cites_it_with_its_box(user, claim):
    response = ask(user, "How much was claimed on the household contents claim?", as_of=date(2026, 3, 1), llm=False)
    assert response.answer == "2.480,00 €", (response.answer, response.reason)
    field = PageField.objects.get(document=claim, label="Amount claimed")
    citation = response.citations[0]
    assert citation["doc_id"] == claim.pk and citation["page"] == 1
    assert citation["field"]["id"] == field.pk and citation["field"]["bbox"] == list(field.bbox)
    assert citation["url"] == f"/documents/{claim.pk}/?page=1&field={field.pk}#page-1"
    assert "<mark>2.480,00 €</mark>" in citation["snippet"]


@pytest.mark.django_db
def test_date_question_reads_the_dated_field(user, claim):
    response = ask(user, "When did the incident on the contents claim happen?", as_of=date(2026, 3, 1), llm=False)
    assert response.answer and response.answer.startswith("2026-02-02"), (response.answer, response.reason)
    assert response.citations[0]["field"]["label"] == "Date of the incident"


@pytest.mark.django_db
def test_field_excerpts_only_of_the_kind_asked_and_of_retrieved_documents(user, claim, other_user):
    from ask.types import Excerpt

    parent = Excerpt(number=1, doc_id=claim.pk, title=claim.title, document_date=None, page=1, text="…")
    amounts = field_excerpts("How much was claimed?", [parent])
    assert amounts and all(PageField.objects.get(pk=e.field_id).kind == "amount" for e in amounts)
    assert amounts[0].text == "Amount claimed: 2.480,00 €" and amounts[0].number == 2
    # Another user's document with the same form is never read: only the excerpts' documents are.
    theirs = document_create(owner=other_user, data=claim_pdf(), filename="c.pdf", enqueue=False).document
    document_process(theirs.pk)
    assert {e.doc_id for e in field_excerpts("How much was claimed?", [parent])} == {claim.pk}
    assert field_excerpts("Which documents mention the claim?", []) == []


@pytest.mark.django_db
def test_document_page_marks_the_cited_field(user, claim, other_user):
    field = PageField.objects.get(document=claim, label="Amount claimed")
    client = Client()
    client.force_login(user)
    body = client.get(f"/documents/{claim.pk}/?page=1&field={field.pk}").content.decode()
    # The box on the page image (an SVG over it, in the page's points) and the value marked in the text.
    assert 'id="cited-field-box"' in body and 'viewBox="0 0 595.0 842.0"' in body
    assert f'x="{round(field.x0 - 0.004 * 842, 2)}"' in body
    assert '<mark class="cite" id="cited-passage">2.480,00 €</mark>' in body
    assert 'id="cited-field"' in body and "Amount claimed" in body
    # A field id of another document marks nothing here; junk is ignored.
    theirs = document_create(owner=other_user, data=claim_pdf(), filename="c.pdf", enqueue=False).document
    document_process(theirs.pk)
    foreign = PageField.objects.filter(document=theirs).first()
    for ref in (str(foreign.pk), "x1", "99999999999999999999999"):
        body = client.get(f"/documents/{claim.pk}/?page=1&field={ref}").content.decode()
        assert 'id="cited-field-box"' not in body and 'id="cited-field"' not in body


@pytest.mark.django_db
def test_ask_screen_links_the_citation_to_the_field(user, claim):
    client = Client()
    client.force_login(user)
    body = client.post("/", {"q": "How much was claimed on the household contents claim?"}).content.decode()
    field = PageField.objects.get(document=claim, label="Amount claimed")
    assert f"/documents/{claim.pk}/?page=1&amp;field={field.pk}#page-1" in body


def invoice_pdf() -> bytes:
    """An invoice whose "Bill To:" and "Ship To:" labels sit over their names in two columns, a row of the
    right-hand column printed between them, and the work done described far below."""
    pdf = pymupdf.open()
    page = pdf.new_page()

    def put(x, y, text, size=10):
        page.insert_text((x, y), text, fontsize=size, fontname="dv", fontfile=FONT)

    put(50, 40, "Northfield Appliance Repair")
    put(460, 40, "INVOICE", 14)
    put(50, 130, "Bill To:")
    put(185, 130, "Ship To:")
    put(390, 138, "Payment Terms:")
    put(500, 138, "Net 30 days")
    put(50, 146, "Dana Whitlow")
    put(185, 146, "Whitlow Bakery")
    for y, text in ((260, "Service A  2  $40.00  $80.00"), (275, "Notes: Replaced the oven thermostat"),
                    (300, "Total: $80.00")):
        put(50, y, text)
    data = pdf.tobytes()
    pdf.close()
    return data


@pytest.mark.django_db
def test_a_name_under_its_role_label_answers_who(user):
    doc = document_create(owner=user, data=invoice_pdf(), filename="repair-invoice.pdf", enqueue=False).document
    assert document_process(doc.pk) == "indexed"
    labels = dict(PageField.objects.filter(document=doc).values_list("label", "value"))
    assert labels["Bill To"] == "Dana Whitlow" and labels["Ship To"] == "Whitlow Bakery"
    response = ask(user, "Who was billed for the oven thermostat repair?", as_of=date(2026, 3, 1), llm=False)
    assert response.answer == "Dana Whitlow", (response.answer, response.reason, response.diagnostics)
    assert response.citations[0]["field"]["label"] == "Bill To"


def repair_invoice_pdf() -> bytes:
    """A repair invoice whose labels sit in one column and values in another, labelled in words no
    question of the test uses ("Due Date" for "by when … have to be paid")."""
    pdf = pymupdf.open()
    page = pdf.new_page()

    def put(x, y, text, size=10):
        page.insert_text((x, y), text, fontsize=size, fontname="dv", fontfile=FONT)

    put(50, 60, "Dishwasher repair", 16)
    for y, label in ((110, "Issued on"), (135, "Due Date"), (160, "Balance Due")):
        put(50, y, label)
    page.insert_textbox(pymupdf.Rect(50, 300, 550, 420), NOTES, fontsize=9, fontname="dv", fontfile=FONT)
    for y, value in ((110, "Jan 1, 2026"), (135, "Jan 31, 2026"), (160, "$127.50")):
        put(330, y, value)
    data = pdf.tobytes()
    pdf.close()
    return data


@pytest.fixture
def repair(user):
    doc = document_create(owner=user, data=repair_invoice_pdf(), filename="repair.pdf", enqueue=False).document
    assert document_process(doc.pk) == "indexed"
    return Document.objects.get(pk=doc.pk)


QUESTION_BY_MEANING = "What is the deadline for paying the dishwasher repair?"


@pytest.mark.django_db
def test_a_field_is_read_by_its_labels_meaning(user, repair):
    response = ask(user, QUESTION_BY_MEANING, as_of=date(2026, 3, 1), llm=False)
    assert response.answer and response.answer.startswith("2026-01-31"), (response.answer, response.reason)
    assert response.citations[0]["field"]["label"] == "Due Date"


def _field(text, similarity, number, doc_id=7):
    from ask.types import Excerpt

    return Excerpt(number=number, doc_id=doc_id, title="Dishwasher repair", document_date=None, page=1, text=text,
                   context="Dishwasher repair. Issued on Jan 1, 2026", field_id=number, field_similarity=similarity)


def test_reading_by_meaning_takes_the_label_that_means_the_question():
    from ask.field_meaning import field_by_meaning

    question = "By when must the dishwasher repair be paid?"
    fields = [_field("Issued on: Jan 1, 2026", 0.12, 1), _field("Due Date: Jan 31, 2026", 0.33, 2)]
    answer = field_by_meaning(question, fields, as_of=date(2026, 3, 1), previous=None)
    assert answer.answer.startswith("2026-01-31") and answer.cited_fields == {7: 2}
    assert answer.features["meaning"] == 1.0


def test_reading_by_meaning_needs_a_clear_lead_and_a_telling_label():
    from ask.field_meaning import field_by_meaning

    question = "By when must the dishwasher repair be paid?"
    close = [_field("Due Date: Jan 31, 2026", 0.33, 1), _field("Payment date: Feb 2, 2026", 0.31, 2)]
    assert field_by_meaning(question, close, as_of=date(2026, 3, 1), previous=None) is None
    weak = [_field("Due Date: Jan 31, 2026", 0.26, 1)]
    assert field_by_meaning(question, weak, as_of=date(2026, 3, 1), previous=None) is None
    for label in ("Date", "Invoice date"):  # a bare kind, the document's own date: no answer by meaning
        assert field_by_meaning(question, [_field(f"{label}: Jan 31, 2026", 0.5, 1)], as_of=date(2026, 3, 1),
                                 previous=None) is None
    # the question's own date is never its answer
    asked = "When was the dishwasher repair of Jan 31, 2026 paid?"
    assert field_by_meaning(asked, [_field("Due Date: Jan 31, 2026", 0.5, 1)], as_of=date(2026, 3, 1),
                             previous=None) is None


def test_reading_by_meaning_only_documents_about_the_question():
    from ask.field_meaning import field_by_meaning

    other = _field("Due Date: Jan 31, 2026", 0.5, 1)
    other = type(other)(**{**other.__dict__, "title": "Gym membership", "context": "Gym membership"})
    assert field_by_meaning("By when must the dishwasher repair be paid?", [other], as_of=date(2026, 3, 1),
                             previous=None) is None


def test_asked_part_leaves_out_names_and_the_documents_own_words():
    from ask.fields import asked_part

    assert asked_part("By when does Sammy Example's repair invoice have to be paid?") == \
        "By when does repair invoice have to be paid?"
    assert asked_part("What is the booking number of the OYO stay?") == "What is the booking number of the stay?"
    assert asked_part("How much was the electricity statement?", "Power statement (electricity-2026.pdf)") == \
        "How much was the"
    assert asked_part("Acme?") == "Acme?"  # nothing would be left: the question itself
