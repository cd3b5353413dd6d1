"""A name read by its label's meaning (ask.fields.asked_slot, ask.field_meaning): "Where did we buy the heat
pump?" of a registration card whose "Sold by" row never says "buy". Real PDF, real PostgreSQL, the real
embedder; invented issuers and names."""
from datetime import date

import pymupdf
import pytest

from archive.models import Document, PageField
from ask.fields import SLOT_SIMILARITY, asked_slot, slot_and_topic
from ask.service import ask
from ingest.pipeline import document_create, document_process

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
ROWS = (("Product", "Norvale NV-7 heat pump"), ("Serial", "NV7-120934-X"), ("Date of sale", "March 3, 2025"),
        ("Sold by", "Pemberly Climate Supplies"), ("Registered to", "Ada Quillon"))


def card_pdf() -> bytes:
    """A product registration card: "Label      value" rows, no colons, and a paragraph of terms."""
    pdf = pymupdf.open()
    page = pdf.new_page()

    def put(x, y, text, size=10):
        page.insert_text((x, y), text, fontsize=size, fontname="dv", fontfile=FONT)

    put(50, 50, "NORVALE", 16)
    put(50, 70, "Product registration - please keep")
    for k, (label, value) in enumerate(ROWS):
        put(50, 110 + 18 * k, label)
        put(200, 110 + 18 * k, value)
    page.insert_textbox(pymupdf.Rect(50, 240, 550, 320), "Norvale repairs the heat pump free of charge if it "
                        "fails through a fault in materials within five years of the day of sale.", fontsize=9,
                        fontname="dv", fontfile=FONT)
    data = pdf.tobytes()
    pdf.close()
    return data


@pytest.fixture
def card(user):
    from archive.config import setting_set

    setting_set("ask.page_fields", True)
    doc = document_create(owner=user, data=card_pdf(), filename="norvale-registration.pdf", enqueue=False).document
    assert document_process(doc.pk) == "indexed"
    return Document.objects.get(pk=doc.pk)


@pytest.mark.django_db
def test_the_card_rows_are_text_fields(card):
    fields = dict(PageField.objects.filter(document=card, kind="text").values_list("label", "value"))
    assert fields["Sold by"] == "Pemberly Climate Supplies"


@pytest.mark.django_db
@pytest.mark.parametrize("question", ["Where did we buy the heat pump?", "Which shop sold us the heat pump?",
                                      # "unit" is printed nowhere: the card is about the thing by "heat pump"
                                      "Where did we buy the heat pump unit?"])
def test_where_a_thing_was_bought_is_read_by_the_labels_meaning(user, card, question):
    response = ask(user, question, as_of=date(2026, 3, 1), llm=False)
    assert response.answer == "Pemberly Climate Supplies", (response.answer, response.reason, response.diagnostics)
    assert response.citations[0]["field"]["label"] == "Sold by"


@pytest.mark.django_db
def test_a_row_about_the_thing_itself_is_no_answer_by_meaning(user, card):
    # The product row names the heat pump: it says what was bought, not who sold it, and the owner's row
    # is no place of purchase: nothing on the card answers who repaired it.
    response = ask(user, "Who repaired the heat pump last winter?", as_of=date(2026, 3, 1), llm=False)
    assert response.answer not in ("Norvale NV-7 heat pump", "Ada Quillon", "Pemberly Climate Supplies")


def test_the_slot_leaves_out_the_nouns_the_document_prints():
    slot, topic = slot_and_topic("Where did we buy the heat pump?", "Product Norvale heat pump Sold by")
    assert slot == "Where did we buy?" and topic == {"heat", "pump"}
    # The whole phrase goes when the paper prints a word of it ("evaporative cooler" for "the swamp cooler").
    assert asked_slot("Where did we buy the swamp cooler?", "Unit: evaporative cooler") == "Where did we buy?"
    # A role noun the paper never prints stays: it is what is asked.
    assert asked_slot("Who is our landlord?", "The Owner lets the flat to the Occupiers") == "Who is our landlord?"
    # Too little left: the question itself.
    assert asked_slot("Heat pump?", "heat pump") == "Heat pump?"


def test_slot_similarity_separates_the_asked_label_from_the_things_own():
    from ingest.embedding import embed_texts

    slot = asked_slot("Where did we buy the heat pump?", "Product Norvale heat pump")
    v = embed_texts([slot, "Sold by", "Purchased at", "Product", "Registered to"])
    sims = {label: float(v[0] @ x) for label, x in zip(["Sold by", "Purchased at", "Product", "Registered to"], v[1:])}
    assert sims["Sold by"] >= SLOT_SIMILARITY and sims["Purchased at"] >= SLOT_SIMILARITY, sims
    assert sims["Product"] < SLOT_SIMILARITY and sims["Registered to"] < SLOT_SIMILARITY, sims


@pytest.mark.django_db
def test_a_name_on_many_payees_papers_is_the_households_own(user):
    from uuid import uuid4

    from archive.models import Page, PaymentRecord
    from ask.field_meaning import names_the_household

    def paper(issuer: str, text: str) -> Document:
        doc = Document.objects.create(owner=user, title=issuer, original_filename=f"{issuer}.pdf",
                                      mime_type="application/pdf", sha256=uuid4().hex, storage_name=uuid4().hex)
        Page.objects.create(document=doc, number=1, text=f"{issuer}\n{text}", source="text_layer")
        PaymentRecord.objects.create(document=doc, amount_cents=1000, currency="USD", kind="due", payee=issuer,
                                     extractor="rules")
        return doc

    bills = [paper(issuer, "Customer: Ada Quillon") for issuer in ("Brookfen Water", "Lumen Power", "Quayline Fibre")]
    assert names_the_household("Ada Quillon", bills[0].pk)
    assert not names_the_household("Brookfen Water", bills[0].pk)  # printed on its own papers only
    two = paper("Harlan Gas", "Account holder: Bo Tenley")
    paper("Ivel Phone", "Account holder: Bo Tenley")
    assert not names_the_household("Bo Tenley", two.pk)  # two payees are not yet everyone who bills us
