"""What narrows an aggregate question to some papers, in the real PostgreSQL: a place it names ("the flat in
Spain": papers in that place's languages, ask.aggregate._place_scope) and an identifier (only papers printing it).
Every paper here is written for this file."""
from datetime import date

import pytest

from archive.models import Document, Page, PaymentRecord
from ask.aggregate import _read, aggregate_answer

AS_OF = date(2026, 6, 30)
SPANISH = ("Compañía de Aguas del Levante\nRecibo de agua del primer trimestre de 2026\nTitular del contrato: "
           "Ada Brenn\nImporte total del recibo\n{amount} €\nEl importe se cargará en su cuenta el día de la fecha "
           "de cargo indicada en este recibo.\nGracias por confiar en nosotros para el suministro de agua.")
ENGLISH = ("Riverside Water Services\nYour water bill for the first quarter of 2026\nAccount holder: Ada Brenn\n"
           "Total amount of this bill\n€{amount}\nThe amount will be collected from your account on the date shown "
           "on this bill.\nThank you for choosing us for your water supply.")


def _paper(user, name, text, cents, day, *, currency="EUR", category="water"):
    key = f"{name}-{day.isoformat()}"
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf", mime_type="application/pdf",
                                  sha256=(key * 64)[:64], storage_name=key, status=Document.Status.INDEXED,
                                  extraction_status="done", document_date=day)
    Page.objects.create(document=doc, number=1, text=text.format(amount=f"{cents / 100:.2f}"), source="text_layer")
    PaymentRecord.objects.create(document=doc, amount_cents=cents, currency=currency, kind="paid", category=category,
                                 paid_on=day, payee=name, extractor="rules", snippet="")


@pytest.mark.django_db
def test_the_flat_in_spain_is_the_papers_in_spanish(user):
    _paper(user, "aguas-levante", SPANISH, 4800, date(2026, 3, 20))
    _paper(user, "riverside-water", ENGLISH, 9100, date(2026, 3, 22))
    abroad = aggregate_answer(user, "What did water cost at the flat in Spain this year?", as_of=AS_OF,
                              include_sensitive=False)
    assert "EUR 48.00" in abroad.answer, abroad.answer
    both = aggregate_answer(user, "What did water cost this year, counting the flat in Spain as well?", as_of=AS_OF,
                            include_sensitive=False)
    assert "EUR 139.00" in both.answer, both.answer


def test_a_place_is_no_payee():
    query = _read("How much has the gas in Italy cost this year?", AS_OF)
    assert (query.categories, query.payee_terms, query.languages) == (("gas",), [], frozenset({"it"}))
    named = _read("How much have we paid Brisco Gas this year?", AS_OF)
    assert named.payee_terms == ["Brisco Gas"] and named.languages == frozenset()


@pytest.mark.django_db
def test_a_relatives_possessive_no_payee_prints_names_whose_papers_they_are(user):
    _paper(user, "aguas-levante", SPANISH, 4800, date(2026, 3, 20))
    got = aggregate_answer(user, "What did Grandma's water in Spain cost this year?", as_of=AS_OF,
                           include_sensitive=False)
    assert got.answer and "EUR 48.00" in got.answer, (got.answer, got.notes)
    # A possessive a payee prints is that payee.
    _paper(user, "Finnegan's Hardware", ENGLISH, 2500, date(2026, 4, 2))
    PaymentRecord.objects.filter(payee="Finnegan's Hardware").update(category="other")
    shop = aggregate_answer(user, "How much did we spend at Finnegan's this year?", as_of=AS_OF,
                            include_sensitive=False)
    assert "EUR 25.00" in shop.answer, shop.answer


@pytest.mark.django_db
def test_an_identifier_narrows_to_the_papers_printing_it(user):
    _paper(user, "riverside-water", ENGLISH + "\nAccount RW-55017", 9100, date(2026, 3, 22))
    _paper(user, "riverside-water-2", ENGLISH + "\nAccount RW-55071", 8000, date(2026, 4, 22))
    # One paper's own total, asked by its number: no sum over the kind; the paper answers it.
    assert aggregate_answer(user, "What was the total of water bill RW-55017?", as_of=AS_OF,
                            include_sensitive=False) is None
    got = aggregate_answer(user, "How much water did we pay on account RW-55071 this year?", as_of=AS_OF,
                           include_sensitive=False)
    assert "EUR 80.00" in got.answer and "91.00" not in got.answer, got.answer


@pytest.mark.django_db
def test_our_house_is_the_papers_in_the_households_own_language(user):
    # One currency everywhere: the relative's flat abroad is told apart by the language its bills are written in.
    _paper(user, "riverside-water-q1", ENGLISH, 9100, date(2026, 3, 22))
    _paper(user, "riverside-water-q2", ENGLISH, 8700, date(2026, 6, 20))
    _paper(user, "aguas-levante", SPANISH, 4800, date(2026, 3, 20))
    home = aggregate_answer(user, "What did water cost for the house this year?", as_of=AS_OF, include_sensitive=False)
    assert "EUR 178.00" in home.answer, home.answer
    assert any("other languages" in n for n in home.notes), home.notes
    everything = aggregate_answer(user, "What did water cost this year?", as_of=AS_OF, include_sensitive=False)
    assert "EUR 226.00" in everything.answer, everything.answer


@pytest.mark.django_db
def test_the_latest_bill_for_the_house_is_not_the_newer_one_from_the_flat_abroad(user):
    from ask.record_amounts import record_amount_answer

    _paper(user, "riverside-water-q1", ENGLISH, 9100, date(2026, 3, 22))
    _paper(user, "riverside-water-q2", ENGLISH, 8700, date(2026, 6, 20))
    _paper(user, "aguas-levante", SPANISH, 4800, date(2026, 6, 25))
    got = record_amount_answer(user, "How much was the latest water bill for the house?", as_of=AS_OF,
                               include_sensitive=False)
    assert got is not None and got.answer == "EUR 87.00", got and got.answer


def _town_paper(user, name, town, cents, currency, day, category="electricity"):
    _paper(user, name, f"{name}\nSupply address: 7 Mill Lane, {town}\nTotal {{amount}} {currency}", cents, day,
           currency=currency, category=category)


@pytest.mark.django_db
def test_a_town_named_as_where_a_home_is_counts_the_papers_printing_it(user):
    # Two homes, one currency each; the town the supply address prints says which home is asked, whichever
    # currency most papers are in.
    _town_paper(user, "Ostwind Strom", "Kellbach", 8000, "EUR", date(2026, 2, 10))
    _town_paper(user, "Ostwind Strom", "Kellbach", 8200, "EUR", date(2026, 3, 10))
    _town_paper(user, "Ostwind Strom", "Kellbach", 8400, "EUR", date(2026, 4, 10))
    _town_paper(user, "Harrowgate Power", "Fernley", 12000, "GBP", date(2026, 3, 12))
    home = aggregate_answer(user, "What did electricity at home in Fernley come to this year?", as_of=AS_OF,
                            include_sensitive=False)
    assert home.answer and "GBP 120.00" in home.answer and "EUR" not in home.answer, (home.answer, home.notes)
    flat = aggregate_answer(user, "How much have we paid for the Kellbach flat's electricity this year?", as_of=AS_OF,
                            include_sensitive=False)
    assert flat.answer and "EUR 246.00" in flat.answer, (flat.answer, flat.notes)


@pytest.mark.django_db
def test_a_name_that_is_no_home_place_is_not_read_off_the_page_text(user):
    # "the Kellbach invoices" names no home: a payee term no payee prints stays unmatched (no total), as before.
    _town_paper(user, "Ostwind Strom", "Kellbach", 8000, "EUR", date(2026, 2, 10))
    got = aggregate_answer(user, "What did the Kellbach invoices come to in total this year?", as_of=AS_OF,
                           include_sensitive=False)
    assert got is None or (not got.cited and "No payments on record for: Kellbach." in got.notes), got


@pytest.mark.django_db
def test_the_bill_for_a_period_not_over_yet_is_not_out(user):
    from ask.record_amounts import record_amount_answer

    _town_paper(user, "Harrowgate Power", "Fernley", 12000, "GBP", date(2026, 4, 12))
    as_of = date(2026, 5, 19)
    april = record_amount_answer(user, "How much was the electricity bill for the Fernley house for April 2026?",
                                 as_of=as_of, include_sensitive=False)
    assert april is not None and april.answer == "GBP 120.00", april
    quarter = record_amount_answer(user, "How much is the electricity bill for the Fernley house for April to June "
                                         "2026?", as_of=as_of, include_sensitive=False)
    assert quarter is None, quarter.answer


@pytest.mark.django_db
def test_whose_payments_by_a_name_the_papers_print_and_flagged(user):
    # "the Transit's insurance": the papers printing the van's name, flagged (a renewal may print only its number).
    _town_paper(user, "Kestrel Cover", "Transit van", 41000, "EUR", date(2026, 1, 5), category="insurance")
    _town_paper(user, "Kestrel Cover", "Fiesta car", 39000, "EUR", date(2026, 2, 5), category="insurance")
    got = aggregate_answer(user, "What has the Transit's insurance cost us in total this year?", as_of=AS_OF,
                           include_sensitive=False)
    assert got.answer and "EUR 410.00" in got.answer and got.confidence < 0.5, (got.answer, got.notes)


@pytest.mark.django_db
def test_until_when_asks_a_date_not_a_total(user):
    _town_paper(user, "Kestrel Cover", "Transit van", 41000, "EUR", date(2026, 1, 5), category="insurance")
    assert aggregate_answer(user, "Until when is the van insured under the premium we paid this year?", as_of=AS_OF,
                            include_sensitive=False) is None


@pytest.mark.django_db
def test_a_things_name_counts_the_papers_printing_the_number_of_the_paper_naming_it(user):
    from archive.models import PageField

    schedule = "Talwind Versicherung\nVersicherungsschein\nFahrzeug: Skoda Octavia\nVersicherungsnummer KT-4471-902233"
    notice = "Talwind Versicherung\nBeitragsrechnung 2026 zu Ihrer Kfz-Versicherung KT-4471-902233"
    _paper(user, "talwind-2025", schedule, 61248, date(2025, 1, 2), category="insurance")
    _paper(user, "talwind-2026", notice, 64890, date(2026, 1, 2), category="insurance")
    _paper(user, "ridgeback-home", "Ridgeback Home Insurance\nPolicy RHI-CT-0881247", 21000, date(2026, 2, 1),
           category="insurance")
    PageField.objects.create(document=Document.objects.get(title="talwind-2025"), page_number=1, ordinal=0,
                             label="Versicherungsnummer", value="KT-4471-902233", kind=PageField.Kind.IDENTIFIER)
    got = aggregate_answer(user, "What has the Octavia's insurance cost us in total?", as_of=AS_OF,
                           include_sensitive=False)
    assert got.answer and "EUR 1,261.38" in got.answer, (got.answer, got.notes)
