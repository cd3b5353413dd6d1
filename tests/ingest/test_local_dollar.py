"""Which dollar a bare "$" stands for, from the postal addresses and telephone numbers a paper prints
(ingest.money.local_dollar), and the payment records read in it (ingest.payments_rules).
Every address here is invented."""
from ingest.money import find_money, local_dollar

CANADIAN_BILL = ("Kellbach Hydro Inc.\n400 Kellbach Road, Kellbach, ON  L0R 2K1\nELECTRICITY BILL\n"
                 "Bill date: May 4, 2026\nFernley Household\n57 Corvina Crescent\nKellbach, ON  L0R 2K6\n"
                 "Total amount due\n$142.11\n")
QUEBEC_BILL = ("Électricité Fernley inc. · 15, rue du Barrage, Sainte-Corvine (Québec)  J0T 3A1\n"
               "Montant à payer\n71,48 $\n")
US_SHOP_TO_CANADA = ("Kellbach Outdoor, 1200 Harbor Blvd, Portland, OR 97209\n"
                     "Ship to: 57 Corvina Crescent, Kellbach, ON  L0R 2K6\nOrder total $146.91\n")
US_BILL = "Fernley Water District\n88 Elm Street, Springfield, IL 62701\nAmount due $64.20\n"


def test_a_bare_dollar_is_canadian_on_a_paper_with_canadian_addresses_only():
    assert local_dollar(CANADIAN_BILL) == "CAD"
    assert local_dollar(QUEBEC_BILL) == "CAD"
    assert local_dollar(US_SHOP_TO_CANADA) == "USD"
    assert local_dollar(US_BILL) == "USD"
    assert local_dollar("Total $12.00") == "USD"
    assert local_dollar("") == "USD"
    got = find_money(CANADIAN_BILL, default_currency=local_dollar(CANADIAN_BILL))
    assert [(m.amount_cents, m.currency) for m in got] == [(14211, "CAD")]


def test_with_no_address_read_the_area_codes_of_its_telephone_numbers_decide():
    shop = "Fernley Optical\nEye exams · 7 Kellbach Street North, Fernley\n905-555-0108\nTotal $289.99\n"
    assert local_dollar(shop) == "CAD"  # 905: Ontario
    assert local_dollar(shop.replace("905-555-0108", "(212) 555-0101")) == "USD"  # 212: New York
    assert local_dollar(shop.replace("905-555-0108", "1-800-555-0100")) == "USD"  # toll-free: says nothing
    assert local_dollar(shop.replace("905-555-0108", "Account 9055550108")) == "USD"  # bare digits: no number
    assert local_dollar(shop + "Orders: (212) 555-0101\n") == "USD"  # one US number: not Canadian only


def test_the_payment_record_of_a_canadian_bill_is_in_cad():
    from archive.models import Document
    from ingest.payments_rules import RulesExtractor

    records = RulesExtractor().extract(Document(title="Kellbach Hydro bill"), [(1, CANADIAN_BILL)], layout={})
    assert records and {r.currency for r in records} == {"CAD"}, [(r.amount_cents, r.currency) for r in records]
