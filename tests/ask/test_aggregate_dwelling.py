"""Which of the household's bills "the house" means, in the real PostgreSQL: a home's kinds of bill (not a health
premium), and the home lived in now (not the old flat whose meter number the earlier bills print). Every paper
here is written for this file."""
from datetime import date

import pytest

from archive.models import Document, Page, PageField, PaymentRecord
from ask.aggregate import aggregate_answer
from ask.former_home import _groups
from ask.record_scope import asks_dwelling_bills

AS_OF = date(2026, 6, 30)


def _paper(user, name, text, cents, day, *, category, kind="due", payee=None, identifiers=()):
    key = f"{name}-{day.isoformat()}"
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf", mime_type="application/pdf",
                                  sha256=(key * 64)[:64], storage_name=key, status=Document.Status.INDEXED,
                                  extraction_status="done", document_date=day)
    Page.objects.create(document=doc, number=1, text=text, source="text_layer")
    dates = {"due_on": date(2026, 7, 20)} if kind == "due" else {"paid_on": day}
    PaymentRecord.objects.create(document=doc, amount_cents=cents, currency="EUR", kind=kind, category=category,
                                 statement_date=day, payee=payee or name, extractor="rules", snippet="", **dates)
    for i, (label, value) in enumerate(identifiers):
        PageField.objects.create(document=doc, page_number=1, ordinal=i, label=label, value=value, kind="identifier")
    return doc


def test_questions_about_a_homes_bills():
    assert asks_dwelling_bills("What do we still owe on the house bills?")
    assert asks_dwelling_bills("What have the bills for the Kellbach flat come to this year?")
    assert asks_dwelling_bills("How much are the home's running costs a month?")
    assert not asks_dwelling_bills("What did we spend on the house this year?")
    assert not asks_dwelling_bills("How much are our bills this month?")


@pytest.mark.django_db
def test_the_house_bills_leave_out_a_health_premium_and_a_purchase(user):
    _paper(user, "Fernley Energy", "Fernley Energy\nYour electricity bill\nAmount due €120.00", 12000,
           date(2026, 6, 5), category="electricity")
    _paper(user, "Brookline Cover", "Brookline Cover\nHome insurance renewal\nBuildings and contents cover for "
           "your house\nPremium €300.00", 30000, date(2026, 6, 10), category="insurance")
    _paper(user, "Alder Health", "Alder Health\nHealth insurance renewal\nHospital and dental cover, medical "
           "expenses\nPremium €2,400.00", 240000, date(2026, 6, 12), category="insurance")
    _paper(user, "Sofa Barn", "Sofa Barn\nInvoice\nThree-seat sofa €800.00", 80000, date(2026, 6, 15),
           category="other")
    got = aggregate_answer(user, "What do we still owe on the house bills that are outstanding?", as_of=AS_OF,
                           include_sensitive=False)
    assert got.answer and "EUR 420.00" in got.answer, (got.answer, got.notes)
    # Asked of every open bill, the premium and the sofa count.
    every = aggregate_answer(user, "What do we still owe on bills that are outstanding?", as_of=AS_OF,
                             include_sensitive=False)
    assert every.answer and "EUR 3,620.00" in every.answer, (every.answer, every.notes)


def test_papers_sharing_a_number_are_one_group():
    ids = {1: {"MP-100200"}, 2: {"MP-100200", "B-7001"}, 3: {"MP-300400"}, 4: {"MP-300400"}, 5: set()}
    assert sorted(sorted(g) for g in _groups([1, 2, 3, 4, 5], ids)) == [[1, 2], [3, 4]]


@pytest.mark.django_db
def test_the_house_is_the_home_lived_in_now(user):
    text = "Transit Power\nYour electricity bill\nMeter point {mp}\nAmount paid €{euros}.00"
    for i, (mp, day) in enumerate([("MP-100200", date(2025, 5, 7)), ("MP-100200", date(2025, 8, 9)),
                                   ("MP-300400", date(2025, 10, 8)), ("MP-300400", date(2026, 2, 6)),
                                   ("MP-300400", date(2026, 4, 7))]):
        _paper(user, f"transit-{i}", text.format(mp=mp, euros=100 + i), (100 + i) * 100, day, kind="paid",
               category="electricity", payee="Transit Power", identifiers=[("Meter point", mp), ("Bill", f"TP-{i}77")])
    house = aggregate_answer(user, "How many electricity bills have we had for the house?", as_of=AS_OF,
                             include_sensitive=False)
    assert house.answer and house.answer.startswith("3 "), (house.answer, house.notes)
    every = aggregate_answer(user, "How many electricity bills have we had?", as_of=AS_OF, include_sensitive=False)
    assert every.answer and every.answer.startswith("5 "), (every.answer, every.notes)


@pytest.mark.django_db
def test_one_off_bills_and_overlapping_accounts_stay(user):
    # Two accounts at once (a flat and a garage, both billed the whole time): no earlier home.
    text = "Transit Power\nYour electricity bill\nMeter point {mp}\nAmount paid €50.00"
    for i, (mp, day) in enumerate([("MP-100200", date(2025, 5, 7)), ("MP-300400", date(2025, 6, 7)),
                                   ("MP-100200", date(2025, 11, 9)), ("MP-300400", date(2026, 2, 6))]):
        _paper(user, f"transit-{i}", text.format(mp=mp), 5000, day, kind="paid", category="electricity",
               payee="Transit Power", identifiers=[("Meter point", mp)])
    # A one-off bill printing only its own number says nothing of which home it is for.
    _paper(user, "transit-x", "Transit Power\nElectricity\nAmount paid €50.00", 5000, date(2025, 3, 1), kind="paid",
           category="electricity", payee="Transit Power", identifiers=[("Invoice", "TP-991122")])
    house = aggregate_answer(user, "How many electricity bills have we had for the house?", as_of=AS_OF,
                             include_sensitive=False)
    assert house.answer and house.answer.startswith("5 "), (house.answer, house.notes)
