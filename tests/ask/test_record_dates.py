"""When a bill was paid, read from the payment records in the real PostgreSQL (ask.record_dates), and through
ask() with its citation."""
from datetime import date

import pytest

from archive.models import Document, PaymentRecord
from ask.record_dates import asks_open_due_date, asks_paid_date
from ask.record_dates import record_date_answer as paid_date_answer
from ask.service import ask

AS_OF = date(2026, 11, 30)


def _bill(user, name, cents, statement, *, due, paid=None, category="water", owner=None):
    doc = Document.objects.create(owner=owner or user, title=name, original_filename=f"{name}.pdf",
                                  mime_type="application/pdf", sha256=(name * 64)[:64], storage_name=name,
                                  status=Document.Status.INDEXED, extraction_status="done", document_date=statement)
    PaymentRecord.objects.create(document=doc, amount_cents=cents, currency="USD", kind="paid" if paid else "due",
                                 due_on=due, paid_on=paid, statement_date=statement, category=category,
                                 extractor="rules", snippet=f"Amount due ${cents / 100:.2f} PAID {paid}")
    return doc


def test_which_questions_ask_when_a_bill_was_paid():
    assert asks_paid_date("When did we pay the water bill we received in August 2026?")
    assert asks_paid_date("payment date for the aug 2026 water bill")
    assert asks_paid_date("When was the gas bill from March paid?")
    assert not asks_paid_date("By what date do we need to pay the water bill?")
    assert not asks_paid_date("When is the next payment due?")
    assert not asks_paid_date("When does the water bill that's still open have to be paid?")
    assert not asks_paid_date("How much did we pay for water in August?")
    # Money paid to us is no bill of ours being paid.
    assert not asks_paid_date("When was our car insurance claim paid out?")
    assert not asks_paid_date("When was the tax refund paid?")
    assert not asks_paid_date("When did they pay us back for the gas overcharge?")


@pytest.mark.django_db
def test_the_bill_issued_in_the_month_named_and_its_payment_date(user):
    july = _bill(user, "water-2026-07", 10400, date(2026, 7, 9), due=date(2026, 7, 30), paid=date(2026, 7, 27))
    august = _bill(user, "water-2026-08", 11025, date(2026, 8, 10), due=date(2026, 9, 1), paid=date(2026, 8, 16))
    _bill(user, "gas-2026-08", 5000, date(2026, 8, 3), due=date(2026, 8, 25), paid=date(2026, 8, 20), category="gas")
    got = paid_date_answer(user, "When did we pay the water bill we received in August 2026?", as_of=AS_OF,
                           include_sensitive=False)
    assert got.answer == "2026-08-16" and got.cited == [august.pk]
    assert "16 August 2026" in got.notes[0]
    # No month named: two water payments on record, so no single answer here.
    assert paid_date_answer(user, "When did we pay the water bill?", as_of=AS_OF, include_sensitive=False) is None
    assert july.pk not in got.cited


@pytest.mark.django_db
def test_a_month_that_reads_two_ways_gives_no_date(user):
    # "the gas bill in March": the February bill was paid in March, the March bill in April.
    _bill(user, "gas-2026-02", 7000, date(2026, 2, 10), due=date(2026, 3, 2), paid=date(2026, 3, 5), category="gas")
    _bill(user, "gas-2026-03", 6500, date(2026, 3, 10), due=date(2026, 4, 1), paid=date(2026, 4, 2), category="gas")
    assert paid_date_answer(user, "When did we pay the gas bill in March 2026?", as_of=AS_OF,
                            include_sensitive=False) is None


@pytest.mark.django_db
def test_overdue_keeps_the_bill_paid_after_its_due_date(user):
    _bill(user, "water-2026-01", 10470, date(2026, 1, 9), due=date(2026, 1, 30), paid=date(2026, 1, 26))
    reminder = _bill(user, "reminder", 10370, date(2026, 3, 1), due=date(2026, 3, 7), paid=date(2026, 4, 19))
    got = paid_date_answer(user, "When did we pay the overdue water bill in the end?", as_of=AS_OF,
                           include_sensitive=False)
    assert got.answer == "2026-04-19" and got.cited == [reminder.pk]


@pytest.mark.django_db
def test_another_users_payment_is_never_the_answer(user, django_user_model):
    other = django_user_model.objects.create_user("mallory", password="x" * 12)
    _bill(user, "water-2026-08", 11025, date(2026, 8, 10), due=date(2026, 9, 1), paid=date(2026, 8, 16))
    question = "When did we pay the water bill we received in August 2026?"
    assert paid_date_answer(other, question, as_of=AS_OF, include_sensitive=False) is None
    response = ask(user, question, as_of=AS_OF)
    assert response.answer == "2026-08-16" and response.backend == "payment-records"
    assert [c["doc_id"] for c in response.citations] == response.cited_doc_ids and len(response.cited_doc_ids) == 1


def test_which_questions_ask_the_open_bills_due_date():
    assert asks_open_due_date("When does the water bill that's still open have to be paid?")
    assert asks_open_due_date("By when do we have to pay the open gas bill?")
    assert not asks_open_due_date("How many bills are still open?")
    assert not asks_open_due_date("How much do we still owe on the water bill?")
    assert not asks_open_due_date("When is the water bill due?")
    assert not asks_open_due_date("When does the water park open?")  # no bill asked about
    assert asks_open_due_date("When is the outstanding water bill due?")
    # Another event of the open bill than its due date.
    assert not asks_open_due_date("When did we receive the outstanding gas bill?")
    assert not asks_open_due_date("When was the open electricity bill issued?")
    assert not asks_open_due_date("When will the unpaid rent be deducted from the deposit?")
    assert not asks_open_due_date("When does open enrollment for our insurance premiums start?")


@pytest.mark.django_db
def test_the_open_bill_is_the_one_not_yet_paid_nor_past_due(user):
    _bill(user, "water-2026-03", 9120, date(2026, 3, 7), due=date(2026, 3, 28))  # past due: not open
    _bill(user, "water-2026-09", 18120, date(2026, 9, 6), due=date(2026, 9, 27), paid=date(2026, 9, 21))
    november = _bill(user, "water-2026-11", 13845, date(2026, 11, 9), due=date(2026, 12, 1))
    got = paid_date_answer(user, "When does the water bill that's still open have to be paid?", as_of=AS_OF,
                           include_sensitive=False)
    assert got.answer == "2026-12-01" and got.cited == [november.pk]
    # Two open bills with different due dates: no single answer.
    _bill(user, "water-2026-12", 14000, date(2026, 11, 25), due=date(2026, 12, 20))
    assert paid_date_answer(user, "When does the water bill that's still open have to be paid?", as_of=AS_OF,
                            include_sensitive=False) is None


def test_which_questions_ask_the_current_bills_due_date():
    from ask.record_dates import asks_current_due_date

    for q in ("When's the electric bill due?", "What is the due date for the internet bill?",
              "Tell me the pay-by date on the most recent water statement",
              # what we owe now, asked of whom it goes to: the bill itself unnamed
              "When do we have to pay the water company by?", "By when must I pay the power people?"):
        assert asks_current_due_date(q, as_of=AS_OF), q
    for q in ("When was the water bill due?", "When were the gas bills due?", "When is the March water bill due?",
              "When does the lease end?", "When did we pay the water company?",
              "When do we have to pay the water bills by?", "What was the pay-by date on the last gas statement?"):
        assert not asks_current_due_date(q, as_of=AS_OF), q


@pytest.mark.django_db
def test_the_bill_asked_without_open_is_the_one_open_now(user):
    _bill(user, "power-oct", 12164, date(2026, 10, 9), due=date(2026, 10, 30), paid=date(2026, 10, 25),
          category="electricity")
    nov = _bill(user, "power-nov", 8385, date(2026, 11, 12), due=date(2026, 12, 3), category="electricity")
    got = paid_date_answer(user, "When's the electric bill due?", as_of=AS_OF, include_sensitive=False)
    assert got.answer == "2026-12-03" and got.cited == [nov.pk], got


@pytest.mark.django_db
def test_what_we_have_to_pay_now_is_the_open_bills_due_date(user):
    _bill(user, "water-aug", 14285, date(2026, 8, 12), due=date(2026, 9, 9), paid=date(2026, 9, 2))
    nov = _bill(user, "water-nov", 12170, date(2026, 11, 12), due=date(2026, 12, 10))
    got = paid_date_answer(user, "When do we have to pay the water people by?", as_of=AS_OF, include_sensitive=False)
    assert got.answer == "2026-12-10" and got.cited == [nov.pk], got


def test_when_a_debit_is_taken_asks_its_paid_date():
    assert asks_paid_date("When is the power company taking its latest payment from our account?")
    assert asks_paid_date("When was the March phone bill going to be charged?")
    assert asks_paid_date("On what day was the gas bill debited?")
    assert not asks_paid_date("When is the power company taking over the grid?")
    assert not asks_paid_date("How much is the power company taking each month?")


def test_the_latest_payment_is_the_newest_paid_date(user):
    _bill(user, "power-aug", 9180, date(2026, 8, 6), due=date(2026, 8, 21), paid=date(2026, 8, 21),
          category="electricity")
    doc = _bill(user, "power-oct", 11245, date(2026, 10, 6), due=date(2026, 10, 21), paid=date(2026, 10, 21),
                category="electricity")
    answer = paid_date_answer(user, "When is the electricity company taking its latest payment from our account?",
                              as_of=AS_OF, include_sensitive=False)
    assert (answer.answer, answer.cited) == ("2026-10-21", [doc.pk])
    # Without "latest" and no month named, two paid dates give no answer.
    assert paid_date_answer(user, "When is the electricity company taking its payment from our account?",
                            as_of=AS_OF, include_sensitive=False) is None


def test_what_day_and_a_future_taking_ask_the_paid_date():
    from ask.record_dates import asks_paid_date

    assert asks_paid_date("What day will the fibre company take the June payment?")
    assert asks_paid_date("What day did we pay the gas bill?")
    assert not asks_paid_date("What day will the bin collection be?")
    assert not asks_paid_date("When is the gas bill due?")


def test_which_questions_ask_when_the_next_payment_goes_out():
    from ask.record_dates import asks_next_payment

    assert asks_next_payment("When will the power company take the next payment from our account?")
    assert asks_next_payment("What date is our next health insurance premium due?")
    assert asks_next_payment("When's the upcoming water bill debit?")
    assert not asks_next_payment("How much is the next payment?")
    assert not asks_next_payment("When is the next refund payment coming to us?")
    assert not asks_next_payment("When did we pay the last water bill?")


def test_the_next_payment_is_the_first_debit_or_due_date_from_today(user):
    _bill(user, "power-sep", 9180, date(2026, 9, 6), due=None, paid=date(2026, 9, 28), category="electricity")
    announced = _bill(user, "power-nov", 11845, date(2026, 11, 17), due=None, paid=date(2026, 12, 2),
                      category="electricity")
    _bill(user, "power-later", 12000, date(2026, 11, 20), due=date(2027, 1, 5), category="electricity")
    _bill(user, "water-dec", 5000, date(2026, 11, 25), due=date(2026, 12, 1), category="water")
    got = paid_date_answer(user, "When will the electricity company take the next payment from our account?",
                           as_of=AS_OF, include_sensitive=False)
    assert (got.answer, got.cited) == ("2026-12-02", [announced.pk])
    assert "2 December 2026" in got.notes[0]
    # Nothing of that kind ahead: no answer from the records.
    assert paid_date_answer(user, "When is the next gas payment going out?", as_of=AS_OF,
                            include_sensitive=False) is None


def test_the_payment_of_the_bill_issued_in_the_month_is_read_off_a_later_statement(user):
    march = _bill(user, "water-2026-03", 20785, date(2026, 3, 17), due=date(2026, 4, 14))
    september = _bill(user, "water-2026-09", 28029, date(2026, 9, 15), due=date(2026, 10, 13))
    # The September statement shows March's amount received on 8 April, and an older payment of another amount.
    for cents, paid in ((20785, date(2026, 4, 8)), (25373, date(2026, 3, 10))):
        PaymentRecord.objects.create(document=september, amount_cents=cents, currency="USD", kind="paid",
                                     paid_on=paid, category="water", extractor="rules", snippet="Payment received")
    got = paid_date_answer(user, "On what day did the water company receive our payment for the March 2026 bill?",
                           as_of=AS_OF, include_sensitive=False)
    assert (got.answer, got.cited) == ("2026-04-08", [september.pk])
    assert march.pk not in got.cited
    # Asked as the payment made in March, it is the one paid then.
    got = paid_date_answer(user, "When did we pay the water bill paid in March 2026?", as_of=AS_OF,
                           include_sensitive=False)
    assert got.answer == "2026-03-10"


def test_money_leaving_the_account_is_a_paid_date():
    assert asks_paid_date("When does the money for the Kellbach flat's latest electricity bill come out?")
    assert asks_paid_date("What day did the premium leave our account?")
    assert asks_paid_date("When did the payment for the gas bill go through?")
    assert asks_paid_date("On what date will the money be taken for the phone bill?")
    assert not asks_paid_date("When does the money come in from the tax refund?")
    assert not asks_paid_date("When will the next payment come out?")
    assert not asks_paid_date("When is the water bill due?")


def test_who_took_the_money_named_in_the_past_is_a_paid_date():
    assert asks_paid_date("When did the gas company take the money?")
    assert asks_paid_date("Which day did they collect the insurance premium?")
    assert asks_paid_date("When did we settle the plumber's invoice?")
    assert asks_paid_date("When did Kellbach Water charge us for the spring quarter?")
    assert asks_paid_date("What was the direct debit date for the phone bill?")
    # Taking out a policy, taking over a lease, a trip taken: no money moves.
    assert not asks_paid_date("When did we take out the car insurance?")
    assert not asks_paid_date("When did they take over the lease?")
    assert not asks_paid_date("When did the kids take the school trip?")


@pytest.mark.django_db
def test_a_paid_date_read_off_a_paper_whose_payment_wording_is_not_read_is_flagged(user):
    from archive.models import Page

    english = _bill(user, "gas-2026-01", 21090, date(2026, 1, 15), due=date(2026, 2, 16), paid=date(2026, 2, 10),
                    category="gas")
    Page.objects.create(document=english, number=1, source="text_layer", text=(
        "Corvina Gas\nYour gas bill for January 2026\nTotal to pay $210.90, due 16 February 2026.\nPaid by direct "
        "debit on 10 February 2026. Thank you for being our customer; the meter was read on 12 January."))
    got = paid_date_answer(user, "When did we pay the gas bill from January?", as_of=AS_OF, include_sensitive=False)
    assert got.answer == "2026-02-10" and got.confidence >= 0.5, (got.answer, got.confidence)
    Page.objects.filter(document=english).update(text=(
        "Corvina Gas\nBolletta del gas di gennaio 2026\nTotale da pagare € 210,90 entro il 16 febbraio 2026.\n"
        "Addebito sul conto corrente il 10 febbraio 2026. Grazie per averci scelto come fornitore della vostra casa; "
        "la lettura del contatore è del 12 gennaio e il prossimo invio della bolletta sarà a marzo."))
    got = paid_date_answer(user, "When did we pay the gas bill from January?", as_of=AS_OF, include_sensitive=False)
    assert got.answer == "2026-02-10" and got.confidence < 0.5, (got.answer, got.confidence)
    assert any("Italian" in note for note in got.notes), got.notes
