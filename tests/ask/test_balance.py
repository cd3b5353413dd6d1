"""Questions about what an account holds (ask.balance): answered by a balance of that kind of account, never by a bill
debited from it nor by another account's balance. Papers written for this file."""
from datetime import date

import pytest

from ask.balance import account_kind_printed, asks_account_balance
from ask.service import ask
from tests.factories import indexed_document


@pytest.mark.parametrize("question, asks", [
    ("How much money is in the family bank account?", True), ("How much do we have in our savings account?", True),
    ("How much is left on the gift card account?", True), ("How much is the gas bill?", False),
    ("What's the balance on the electricity account?", False),
])
def test_asks_account_balance(question, asks):
    assert asks_account_balance(question) == asks


def test_the_kind_of_account_must_be_printed():
    q = "How much money is in the family bank account?"
    assert not account_kind_printed(q, "Heathfield Gas statement", "Your account\nBalance from last statement £50.10")
    assert account_kind_printed(q, "Bank statement March 2026", "Closing balance £1,204.56")
    assert account_kind_printed("How much is in the account?", "Heathfield Gas statement", "Balance £50.10")


@pytest.mark.django_db
def test_a_bill_debited_from_the_bank_account_is_not_what_it_holds(user):
    indexed_document(user, "Heathfield Gas\nGas statement March 2026\nYour account 4471-220\n"
                           "Balance from last statement £61.20\nPayment received 02/03/2026 -£61.20\n"
                           "Charges this statement £58.40\nTotal due £58.40\n"
                           "£58.40 will be debited on 20/03/2026 from your bank account ending 2291.\n",
                     filename="heathfield-gas-2026-03.pdf")
    got = ask(user, "How much money is in the family bank account?", as_of=date(2026, 3, 25), llm=False)
    assert got.answer is None, got
    indexed_document(user, "Larchmont Bank\nSavings account statement\nAccount 55-10-22 8812 0931\n"
                           "Opening balance 1 March 2026 £3,120.00\nInterest £6.40\n"
                           "Closing balance 31 March 2026 £3,126.40\n", filename="larchmont-savings-2026-03.pdf")
    saved = ask(user, "How much money is in our savings account?", as_of=date(2026, 4, 2), llm=False)
    assert saved.answer is None or "3,126.40" in saved.answer or "3,120.00" in saved.answer, saved
