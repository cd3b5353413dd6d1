"""Category matching by meaning: hand-written phrases (none from a corpus) land in the right category,
and a text about none of them is "other" or unmatched rather than forced into one."""
import pytest

from ingest.categories import CATEGORIES, category_expand, category_match

PROBES = [
    ("heating the apartment", "gas"),
    ("the heating oil delivery to our tank", "heating_oil"),
    ("the fibre connection at home", "internet"),
    ("keeping the lights on", "electricity"),
    ("power bill", "electricity"),
    ("the water and sewage charges", "water"),
    ("household utilities", "utilities"),
    ("my cell phone plan", "phone"),
    ("council tax", "tax"),
    ("monthly rent for the apartment", "rent"),
    ("the premium for my car insurance", "insurance"),
    ("food shopping at the supermarket", "groceries"),
    ("prescriptions from the chemist", "medical"),
    pytest.param("Rechnung Strom", "electricity", marks=pytest.mark.xfail(
        strict=True, reason="all-MiniLM-L6-v2 is an English model: a bare German label is not matched")),
]


@pytest.mark.parametrize("text,expected", PROBES)
def test_phrases_match_their_category(text, expected):
    match = category_match(text, groups=True)
    assert match is not None and match.name == expected, (text, match)


def test_unrelated_spending_is_not_forced_into_a_category():
    for text in ("gym membership", "a new winter coat", "hotel for the holiday"):
        match = category_match(text, groups=True)
        assert match is None or match.name == "other", (text, match)


def test_groups_expand_to_members_and_categories_to_themselves():
    assert category_expand("utilities") == ("electricity", "gas", "water")
    assert category_expand("water") == ("water",)
    assert "other" in CATEGORIES


def test_a_paper_in_another_language_is_placed_by_its_gloss():
    from ingest.categories import category_for, glossed_category

    premium = ("Prämienrechnung\nPolice Nr. AF-2026-118447\nVersicherungsbeginn 01.01.2026\nIhre Versicherung "
               "für das Jahr 2026. Rate 2 von 2, zahlbar bis 01.07.2026. Die Prämie wird Ihnen von der Versicherung "
               "in Rechnung gestellt. Bitte überweisen Sie den Betrag mit dem beiliegenden Zahlteil.")
    assert glossed_category(premium) == "insurance"
    assert category_for(premium, issuer="ALPENHOF", meaning=False) == "insurance"
    # English text is never glossed; a paper that names no kind of bill twice stays unplaced.
    assert glossed_category("Your insurance premium for 2026 is due on 1 July. Insurance policy 12.") is None
    assert glossed_category("Rechnung Nr. 55 vom 03.02.2026. Wir danken für Ihren Einkauf bei uns und "
                            "wünschen Ihnen viel Freude mit dem neuen Gerät.") is None


def test_a_cable_on_a_shops_item_list_is_no_internet_bill():
    from ingest.categories import category_for, category_rule

    receipt = "Invoice / receipt\nWashing machine 8 kg 1 EUR 699.00\nUSB-C cable 2m 1 EUR 49.99\nTotal paid EUR 748.99"
    assert category_rule(receipt) is None
    assert category_for(receipt, "Northgate Electronics & Appliances") == "other"
    # Nor is a shop's credit note under a bare name: "Electronics" is no electricity.
    assert category_for("Credit note\nNorthgate Electronics & Appliances\nRefund amount -EUR 49.99", "NORTHGATE") \
        == "other"
    assert category_rule("Riverside Electric Cooperative") == "electricity"
    # The service itself still is one.
    assert category_rule("Your cable TV package, March") == "internet"
    assert category_rule("Cable internet 500 Mbit/s, monthly plan") == "internet"


@pytest.mark.parametrize("letterhead, expected", [
    ("Kellbach | Verzekeringen · sinds 1911", "insurance"),
    ("Fernley Versicherung AG · Hausratversicherung", "insurance"),
    ("Corvina Seguros · Póliza de hogar", "insurance"),
    ("Polderstroom | stroomlevering 2025", "electricity"),
    ("BOLLETTA ENERGIA ELETTRICA", "electricity"),
    ("RECIBO DE AGUA 1º TRIMESTRE 2026", "water"),
    ("Kellbach Group Water Scheme · Community water supply", "water"),
    ("STADTWARME KELLBACH", "gas"),  # a scan's "ä"
    ("COMUNE DI FERNLEY · Ufficio Tributi · TARI 2026", "tax"),
    ("Kellbach Borough Council · Council Tax bill 2026/27", "tax"),
    ("Huurverhoging per 1 juli · uw huur", "rent"),
])
def test_each_kind_is_named_in_other_languages_too(letterhead, expected):
    from ingest.categories import category_rule

    assert category_rule(letterhead) == expected


def test_words_that_only_contain_a_kinds_name_are_not_it():
    from ingest.categories import category_rule

    # A German invoice prints "Umsatzsteuer" and a tax number; a Dutch one's boat rental is "Huurnota"; a Dutch
    # electricity bill's "energiebelasting" is no tax bill.
    assert category_rule("Umsatzsteuer 19 % · Steuernummer 12/345/67890") is None
    assert category_rule("Huurnota sloep Kenmerk WH-26-0719") is None
    assert category_rule("Energiebelasting 0,1088 per kWh") == "electricity"  # by its kWh, not as tax


@pytest.mark.parametrize("letterhead, expected", [
    ("Fernley Optical · eye exams, frames, lenses", "medical"),
    ("Kellbach Physiotherapy · sports injuries", "medical"),
    ("Apotheke am Corvinaplatz", "medical"),
    ("Tandartspraktijk Kellbach", "medical"),
    ("Cabinet de kinésithérapie Fernley", "medical"),
])
def test_care_trades_are_medical(letterhead, expected):
    from ingest.categories import category_rule

    assert category_rule(letterhead) == expected


def test_the_senders_name_comes_before_what_the_paper_says_of_itself():
    from ingest.categories import category_for

    head = "Kellbach Physiotherapy\nJ. Fernley, PT\nOfficial receipt for insurance purposes\nReceipt no. 118"
    assert category_for(head + "\nTotal 380.00", issuer=head, meaning=False) == "medical"
    # A letterhead naming no kind leaves the paper to the rest of its head, as before.
    head = "Kellbach & Sons\nOfficial receipt for insurance purposes"
    assert category_for(head, issuer=head, meaning=False) == "insurance"


@pytest.mark.parametrize("letterhead", [
    "KELLBACH FUELS LTD.\nMazout · propane · entretien de brûleurs",
    "Fernley Brennstoffe GmbH\nHeizöl und Pellets",
    "Corvina Energy\nHome heating oil delivered",
])
def test_an_oil_dealer_is_heating_oil_not_gas(letterhead):
    from ingest.categories import category_for

    # Oil is bought by the delivery, not metered like gas: a gas bill total must not count it.
    assert category_for(letterhead + "\nLivraison 612 L", issuer=letterhead) == "heating_oil"


def test_council_rates_are_tax_and_a_shops_tax_invoice_is_not():
    from ingest.categories import category_for, category_rule

    assert category_rule("Kellbach District Council\nRates instalment notice - 2026/27 rating year") == "tax"
    assert category_rule("Council water rates invoice, Kellbach District") == "water"
    # "internet banking" is how the bill may be paid, not what it is for.
    assert category_rule("Pay by direct debit, internet banking or at the service centre") is None
    # A garage's or a web shop's "TAX INVOICE / RECEIPT" names the paper's sales-tax type, not a tax bill.
    assert category_for("Invoice\nFERNLEY AUTO & TYRE\n7 Corvina Street\nTAX INVOICE / RECEIPT\nTotal incl GST $110.50",
                        "Invoice\nFERNLEY AUTO & TYRE\n7 Corvina Street\nTAX INVOICE / RECEIPT") != "tax"
    assert category_for("Order confirmation\nkellbach\nTax invoice\nOrder total $264.97",
                        "Order confirmation\nkellbach\nTax invoice") != "tax"
