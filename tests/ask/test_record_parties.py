"""Which company provides a kind of service, read from the payment records' letterheads in the real
PostgreSQL when the page text gives no answer (ask.record_parties), and through ask() with its citation."""
from datetime import date

import pytest

from archive.models import Document, Page, PaymentRecord
from ask.record_parties import asks_provider, record_party_answer
from ask.service import ask
from ingest.pipeline import document_payments
from tests.factories import indexed_document

AS_OF = date(2026, 11, 30)


def _bill(user, name, payee, statement, *, category="gas", sensitivity="internal"):
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf",
                                  mime_type="application/pdf", sha256=(name * 64)[:64], storage_name=name,
                                  status=Document.Status.INDEXED, extraction_status="done", document_date=statement,
                                  sensitivity=sensitivity)
    Page.objects.create(document=doc, number=1, text=f"{payee}\nYour bill")
    PaymentRecord.objects.create(document=doc, amount_cents=5000, currency="USD", kind="paid", paid_on=statement,
                                 statement_date=statement, category=category, payee=payee, extractor="rules",
                                 snippet="50.00")
    return doc


def test_which_questions_ask_for_a_provider():
    assert asks_provider("Which company do we get our gas from?")
    assert asks_provider("Who sends us the water bills?")
    assert asks_provider("who is our broadband provider")
    assert not asks_provider("Who signed the lease?")
    assert not asks_provider("Where did we buy the kettle?")
    assert not asks_provider("Which shop sold us the vacuum?")
    assert not asks_provider("How much was the gas bill?")
    assert asks_provider("Who's the mobile phone contract with?")  # a phone service, not a phone number
    assert not asks_provider("Who is the phone number on the water bill for?")


@pytest.mark.django_db
def test_the_newest_bill_of_the_category_names_the_company(user):
    _bill(user, "gas-2025", "OLDGAS Supply", date(2025, 3, 1))
    new = _bill(user, "gas-2026", "HEATHERLY Gas & Heat  -  2 Mill Row", date(2026, 9, 1))
    _bill(user, "water-2026", "Brookline Water Board", date(2026, 10, 1), category="water")
    _bill(user, "gas-2027", "FUTURE Gas", date(2027, 1, 1))  # after the day asked on
    got = record_party_answer(user, "Which company do we get our gas from?", as_of=AS_OF, include_sensitive=False)
    assert got.answer == "Heatherly Gas & Heat" and got.cited == [new.pk]
    assert any("Oldgas Supply" in n for n in got.notes)  # the earlier supplier is said, not hidden
    # A group of categories ("utilities") has no one company.
    assert record_party_answer(user, "Who supplies our utilities?", as_of=AS_OF, include_sensitive=False) is None


@pytest.mark.django_db
def test_a_bill_the_user_may_not_open_is_never_the_answer(user, django_user_model):
    other = django_user_model.objects.create_user("mallory", password="x" * 12)
    _bill(user, "gas-2026", "Heatherly Gas", date(2026, 9, 1))
    assert record_party_answer(other, "Which company do we get our gas from?", as_of=AS_OF,
                               include_sensitive=False) is None
    _bill(other, "gas-secret", "Hidden Gas", date(2026, 10, 1), sensitivity="confidential")
    got = record_party_answer(other, "Which company do we get our gas from?", as_of=AS_OF, include_sensitive=False)
    assert got is None


@pytest.mark.django_db
def test_through_ask_the_letterhead_is_answered_with_a_checked_citation(user):
    doc = indexed_document(user, "MARLOWE\nGas & Heat  -  9 Ember Street\nGas statement\nStatement date 2026-10-02\n"
                                 "Amount due $61.20\nWe will collect $61.20 from your account on 2026-10-20.\n",
                           filename="statement_2026-10.pdf", title="Statement October")
    document_payments(doc.pk)
    assert doc.payments.filter(category="gas").exists()
    response = ask(user, "Which company do we get our gas from?", as_of=AS_OF, llm=False)
    assert response.answer == "Marlowe Gas & Heat", (response.answer, response.backend, response.notes)
    assert response.cited_doc_ids == [doc.pk] and [c["doc_id"] for c in response.citations] == [doc.pk]


@pytest.mark.django_db
def test_two_companies_billing_one_kind_in_a_year_is_no_one_answer(user):
    _bill(user, "net-a", "Fibrewave Networks", date(2026, 8, 1), category="internet")
    _bill(user, "net-b", "Coastline Cable", date(2026, 9, 1), category="internet")
    assert record_party_answer(user, "Who is our internet provider?", as_of=AS_OF, include_sensitive=False) is None
    _bill(user, "rent", "Harbour Storage Units", date(2026, 9, 1), category="rent")
    assert record_party_answer(user, "Who do we rent our home from?", as_of=AS_OF, include_sensitive=False) is None


@pytest.mark.django_db
def test_a_name_read_without_its_accents_by_ocr_is_the_same_company(user):
    _bill(user, "eau-2026-02", "Régie des Eaux du Plateau", date(2026, 2, 11), category="water")
    _bill(user, "eau-2026-05-scan", "Regie des Eaux du Plateau", date(2026, 5, 12), category="water")
    got = record_party_answer(user, "Who do we get our water from?", as_of=AS_OF, include_sensitive=False)
    assert got is not None and got.answer == "Regie des Eaux du Plateau"


@pytest.mark.django_db
def test_an_insurer_is_read_from_insurance_bills_not_from_the_kind_it_covers(user):
    # "health insurer": the pharmacy that billed a medical purchase is no insurer; the premium notice's issuer is.
    _bill(user, "pharmacy-2026", "Greenleaf Pharmacy", date(2026, 10, 2), category="medical")
    premium = _bill(user, "premium-2026", "Alderbrook Health Cover", date(2026, 6, 1), category="insurance")
    got = record_party_answer(user, "Who is our health insurer?", as_of=AS_OF, include_sensitive=False)
    assert got.answer == "Alderbrook Health Cover" and got.cited == [premium.pk]


def _paper(user, name, text, day):
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf",
                                  mime_type="application/pdf", sha256=(name * 64)[:64], storage_name=name,
                                  status=Document.Status.INDEXED, extraction_status="done", document_date=day)
    Page.objects.create(document=doc, number=1, text=text)
    return doc


@pytest.mark.django_db
def test_among_several_insurers_the_one_whose_papers_print_the_questions_words(user):
    # Three insurers bill premiums; only the motor insurer's papers say "car", and its newest paper, a renewal
    # letter retrieval found, bills nothing yet.
    _bill(user, "health-2026", "Alderbrook Health Cover", date(2026, 10, 1), category="insurance")
    _bill(user, "contents-2026", "Kestrel Home Mutual", date(2026, 2, 1), category="insurance")
    motor = _bill(user, "motor-2025", "Wrenfield Assurance", date(2025, 9, 28), category="insurance")
    Page.objects.filter(document=motor).update(text="Wrenfield Assurance\nMotor policy schedule\nVehicle: estate car")
    letter = _paper(user, "motor-renewal", "WRENFIELD ASSURANCE\nYour car insurance renewal\nThe premium is €658.90.",
                    date(2026, 8, 25))
    got = record_party_answer(user, "Who insures the car?", as_of=AS_OF, include_sensitive=False,
                              hit_ids=[letter.pk])
    # Cited: the paper that prints the question's words and the company's name.
    assert got is not None and got.answer == "Wrenfield Assurance" and got.cited == [letter.pk]
    assert got.confidence < 0.7  # picked among several companies: below the single company's confidence
    # Without the question's words on any paper, no company is picked.
    assert record_party_answer(user, "Who insures the boat?", as_of=AS_OF, include_sensitive=False,
                               hit_ids=[letter.pk]) is None


@pytest.mark.django_db
def test_the_name_on_most_of_a_kinds_bills_is_its_company(user):
    # Four bills under one letterhead (once in lower case, once with its legal form), two misread ones.
    for month, payee in ((2, "Brightvale"), (4, "brightvale"), (6, "Brightvale Energie B.V."), (8, "Brightvale")):
        _bill(user, f"power-{month}", payee, date(2026, month, 17), category="electricity")
    _bill(user, "power-10", "Lindenkade 41", date(2026, 10, 17), category="electricity")
    _bill(user, "power-annual", "Specificatie jaarafrekening 2025", date(2026, 1, 24), category="electricity")
    got = record_party_answer(user, "Who supplies our electricity?", as_of=AS_OF, include_sensitive=False)
    assert got is not None and got.answer == "Brightvale" and got.confidence == 0.6
    assert "most of this year's electricity bills" in got.notes[0]
    # Two names heading as many bills each: no one company.
    for month in (3, 5, 7, 9):
        _bill(user, f"other-power-{month}", "Marlowe & Finch", date(2026, month, 2), category="electricity")
    assert record_party_answer(user, "Who supplies our electricity?", as_of=AS_OF, include_sensitive=False) is None


def test_names_of_one_company():
    from ask.company_names import same_company

    assert same_company("ALPENHOF", "ALPENHOF Versicherungen AG")
    assert same_company("SEPA DD VOLTARIS ENERGY", "Voltaris Energy")
    assert same_company("Régie des Eaux", "Regie des Eaux")
    assert not same_company("Gas", "Gasworks Ltd")  # too short a name to be read inside another
    assert not same_company("Coastline Cable", "Fibrewave Networks")
