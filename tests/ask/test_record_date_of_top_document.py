"""When one described paper was paid, is due or was issued, read from what ingest stored of the document
retrieval ranks first (ask.record_dates.record_date_of_top_document), in the real PostgreSQL; invented papers."""
from datetime import date

import pytest

from archive.models import Document, Page, PaymentRecord
from ask.record_dates import record_date_of_top_document
from ask.retrieval import DocHit

AS_OF = date(2026, 11, 30)
CAMP = ("Camp d'été Les Pins Chanteurs\nFacture PC-2026-0412\nDate de facture 20/04/2026\nSéjour d'été, 2 semaines\n"
        "980,00 €\nÉchéance 31/05/2026\nPayé le 02/05/2026 par virement. Merci !")


def _paper(user, name, text, *, document_date, records=()):
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf",
                                  mime_type="application/pdf", sha256=(name * 64)[:64], storage_name=name,
                                  status=Document.Status.INDEXED, extraction_status="done",
                                  document_date=document_date)
    Page.objects.create(document=doc, number=1, text=text)
    for kind, paid, due in records:
        PaymentRecord.objects.create(document=doc, amount_cents=98000, currency="EUR", kind=kind, paid_on=paid,
                                     due_on=due, extractor="rules")
    return doc


def _hit(doc, fts=0, vector=0):
    return DocHit(doc.pk, fts_rank=fts, vector_rank=vector)


@pytest.mark.django_db
def test_paid_due_and_issued_dates_of_the_first_document(user):
    camp = _paper(user, "facture-0412", CAMP, document_date=date(2026, 4, 20),
                  records=[("paid", date(2026, 5, 2), date(2026, 5, 31))])
    got = record_date_of_top_document("When did we pay for the summer camp?", [_hit(camp)], as_of=AS_OF)
    assert got.answer == "2026-05-02" and got.cited == [camp.pk]
    got = record_date_of_top_document("What was the payment deadline on the summer camp invoice?", [_hit(camp)],
                                      as_of=AS_OF)
    assert got.answer == "2026-05-31"
    got = record_date_of_top_document("When was the summer camp invoiced?", [_hit(camp)], as_of=AS_OF)
    assert got.answer == "2026-04-20"


@pytest.mark.django_db
def test_no_date_when_the_legs_disagree_the_question_asks_none_or_several_are_read(user):
    camp = _paper(user, "facture-0412", CAMP, document_date=date(2026, 4, 20),
                  records=[("paid", date(2026, 5, 2), None), ("paid", date(2026, 5, 9), None)])
    assert record_date_of_top_document("When did we pay for the summer camp?", [_hit(camp)], as_of=AS_OF) is None
    assert record_date_of_top_document("When is the summer camp invoice due?", [_hit(camp, vector=1)],
                                       as_of=AS_OF) is None
    assert record_date_of_top_document("How much was the summer camp?", [_hit(camp)], as_of=AS_OF) is None
    # Money coming in is not a bill being paid.
    assert record_date_of_top_document("When was the summer camp refund paid to us?", [_hit(camp)],
                                       as_of=AS_OF) is None
    # A first document printing none of the question's words is only the nearest of unrelated papers.
    assert record_date_of_top_document("When did we pay the dentist?", [_hit(camp)], as_of=AS_OF) is None


@pytest.mark.django_db
def test_a_page_in_another_language_first_by_meaning_alone(user):
    # "Huisje" translates "cottage": the word leg cannot find it, the meaning leg ranks it first.
    boat = _paper(user, "nota-1178", "Verhuur De Reiger\nHuurnota\nHuisje aan het water, 2 nachten\n€ 120,00\n"
                  "Uiterste betaaldatum 12-07-2026", document_date=date(2026, 7, 2),
                  records=[("due", None, date(2026, 7, 12))])
    got = record_date_of_top_document("By when did we have to pay for the cottage by the lake?", [_hit(boat, fts=3)],
                                      as_of=AS_OF)
    assert got is not None and got.answer == "2026-07-12"
    assert record_date_of_top_document("By when did we have to pay for the cottage by the lake?",
                                       [_hit(boat, fts=9)], as_of=AS_OF) is None  # too far down the word leg


@pytest.mark.django_db
def test_the_one_paper_in_the_language_the_question_names(user):
    # Retrieval ranks English bills first for an English question; the French camp invoice is third.
    bills = [_paper(user, f"water-{k}", f"Riverside Water\nInvoice W-{k}\nAmount due $41.20\nDue date 06/1{k}/2026\n"
                    "Thank you for paying on time. Questions? Call us.", document_date=date(2026, 5, 1 + k),
                    records=[("due", None, date(2026, 6, 10 + k))]) for k in (1, 2)]
    camp = _paper(user, "facture-0412", CAMP, document_date=date(2026, 4, 20),
                  records=[("paid", date(2026, 5, 2), date(2026, 5, 31))])
    hits = [_hit(bills[0], 0, 1), _hit(bills[1], 1, 2), _hit(camp, 5, 3)]
    got = record_date_of_top_document("What was the payment deadline on the French summer camp invoice?", hits,
                                      as_of=AS_OF)
    assert got is not None and got.answer == "2026-05-31" and got.cited == [camp.pk], got
    # Without the language named, the legs' disagreement leaves no answer.
    assert record_date_of_top_document("What was the payment deadline on the summer camp invoice?", hits,
                                       as_of=AS_OF) is None
    # Two papers in the named language that print a question word: which one is not told.
    camp2 = _paper(user, "facture-0413", CAMP.replace("0412", "0413"), document_date=date(2026, 4, 21),
                   records=[("paid", date(2026, 5, 3), date(2026, 6, 1))])
    assert record_date_of_top_document("What was the payment deadline on the French summer camp invoice?",
                                       hits + [_hit(camp2, 6, 4)], as_of=AS_OF) is None


@pytest.mark.django_db
def test_the_due_date_of_a_bill_described_by_when_it_came_and_named_inside_a_compound(user):
    """"By what date did we have to pay the gas bill that came in January?": "came" says which bill, the question
    asks its due date; "gas" is printed only inside Dutch compounds ("Gasnota", "gaslevering")."""
    nota = _paper(user, "Scan gasnota jan", "Energiebedrijf Duinrand\nNota gaslevering november – december\n"
                  "Notadatum 19 januari 2026\n€ 96,10 te betalen\n9 februari 2026 uiterste betaaldatum",
                  document_date=date(2026, 1, 19), records=[("due", None, date(2026, 2, 9))])
    got = record_date_of_top_document("By what date did we have to pay the gas bill that came in January?",
                                      [_hit(nota)], as_of=AS_OF)
    assert got is not None and got.answer == "2026-02-09" and got.cited == [nota.pk]


def test_names_and_identifiers_a_question_gives():
    from ask.record_amounts import question_names

    assert question_names("By what date did I have to pay the Brunnhuber Feinkost invoice?") == ["brunnhuber",
                                                                                                  "feinkost"]
    assert question_names("When is invoice RE-2026/0042 from the Dutch shop due?") == ["re-2026/0042"]
    assert question_names("When is the German invoice due?") == []  # a language names no paper


@pytest.mark.django_db
def test_the_one_paper_printing_the_questions_names_stands_when_the_legs_disagree(user):
    """A German invoice asked about by its seller's name: neither leg ranks it first (the meaning model reads
    English), but it alone prints the name."""
    german = _paper(user, "RE-0042", "Brunnhuber Feinkost GmbH\nRechnung RE-0042 vom 03.03.2026\nGesamtbetrag 58,20 €\n"
                    "Bitte überweisen Sie bis zum 17.03.2026.", document_date=date(2026, 3, 3),
                    records=[("charged", None, date(2026, 3, 17))])
    other = _paper(user, "INV-77", CAMP, document_date=date(2026, 4, 20),
                   records=[("paid", date(2026, 5, 2), date(2026, 5, 31))])
    question = "By what date did I have to pay the Brunnhuber Feinkost invoice?"
    got = record_date_of_top_document(question, [_hit(other), _hit(german, fts=1, vector=3)], as_of=AS_OF)
    assert got is not None and got.answer == "2026-03-17" and got.cited == [german.pk]
    twin = _paper(user, "RE-0043", "Brunnhuber Feinkost GmbH\nLieferschein 0043", document_date=date(2026, 3, 4))
    assert record_date_of_top_document(question, [_hit(other), _hit(german, fts=1, vector=3), _hit(twin, 2, 2)],
                                       as_of=AS_OF) is None  # two papers print the name: no one paper


@pytest.mark.django_db
def test_a_paper_about_another_kind_of_the_thing_asked_gives_no_date(user):
    from ask.record_amounts import qualified_otherwise

    motor = ("Northway Assurance\nMotor insurance policy schedule 2026\nVehicle: 2021 estate, comprehensive cover\n"
             "The annual premium of EUR 712.80 will be collected from your account on 26 February 2026.")
    doc = _paper(user, "northway-motor-2026", motor, document_date=date(2026, 1, 20),
                 records=[("paid", date(2026, 2, 26), None)])
    asked = "On what date was this year's home insurance premium paid?"
    assert qualified_otherwise(asked, motor)
    assert record_date_of_top_document(asked, [_hit(doc)], as_of=AS_OF) is None
    # Asked about the car, or about no kind of insurance, the paper answers.
    for question in ("On what date was this year's motor insurance premium paid?",
                     "On what date was this year's insurance premium paid?"):
        assert not qualified_otherwise(question, motor)
        got = record_date_of_top_document(question, [_hit(doc)], as_of=AS_OF)
        assert got is not None and got.answer == "2026-02-26", (question, got)
