"""Typed spans the offline reader offers as answers (ask.spans)."""
from decimal import Decimal


def test_identifiers_grouped_by_slashes_dots_or_colons_but_no_dates_or_times():
    from ask.spans import find_ids

    found = [s.printed for s in find_ids("Billing account 55120/0447-KB; ref WTR:B7731:02. Subscriber AC.512.3308.4")]
    assert found == ["55120/0447-KB", "WTR:B7731:02", "AC.512.3308.4"]
    assert find_ids("paid 06.03.2026 at 12:15, due 2026-03-20 or 03/20/2026") == []
    # Digits joined by dots or colons are amounts, addresses, dates with times: no identifier.
    for text in ("Total 1234.56 due", "Server 192.168.1.10", "phone 555.123.4567", "20.03.2026 12:15",
                 "Call 10:30-12:00", "1.234.567"):
        assert find_ids(text) == [], text


def test_an_identifier_keeps_its_letter_prefix_but_not_a_currency_code():
    from ask.spans import find_ids

    assert [s.printed for s in find_ids("Gas account no.\nPBG 7730 1182 04\nSent on")] == ["PBG 7730 1182 04"]
    assert [s.printed for s in find_ids("Card total USD 4411 2093")] == ["4411 2093"]


def test_a_question_for_a_company_takes_only_names_an_organisations_label_or_word_gives():
    from ask.spans import find_parties

    text = ("Insured vehicle: Veloria Traveller 1.5 estate\nPolicyholder: Maren Quist\nInsurer: Wrenfield Assurance\n"
            "Broker: Tallis Brothers Insurance\nPurchased from:\nHollis Kitchens\nend")
    names = [s.printed for s in find_parties(text, organisations=True)]
    assert names == ["Wrenfield Assurance", "Tallis Brothers Insurance", "Hollis Kitchens"]
    # Asked who, any labelled name may answer.
    assert {"Veloria Traveller", "Maren Quist"} <= {s.printed for s in find_parties(text)}


def test_a_company_is_named_with_its_legal_form_of_any_country_and_a_label_gives_its_whole_name():
    from ask.spans import find_parties

    def names(text):
        return [s.printed for s in find_parties(text + "\nend", organisations=True)]

    assert names("Fernley Versicherung AG\nPostfach 12") == ["Fernley Versicherung AG"]
    assert names("Corvina Energia S.p.A. - Via Larga 3") == ["Corvina Energia S.p.A"]
    assert names("Kellbach Transit Oy · Satamakatu 4") == ["Kellbach Transit Oy"]
    assert names("Kellbach Holding AG Nord") == ["Kellbach Holding AG Nord"]  # words ending the name after its form
    assert names("Billed by Kellbach GmbH & Co. KG on 3 May") == ["Kellbach GmbH & Co. KG"]
    # A country code, a model number, a state before its postcode or a car's trim is no legal form.
    assert names("Fernley\nSE\nBTW") == [] and names("Kellbach Street Store") == ["Kellbach Street Store"]
    assert names("Kellbach NV-7 heat pump") == [] and names("Fernley SA 5000") == [] and names("Transit SE") == []
    # A role label gives its value to the end of its line: lower-case words and accents of the name included.
    assert names("Seller: Le petit four\nBuyer: Ma maison") == ["Le petit four"]
    assert names("Supplier: Régie des eaux du Nord SA\n") == ["Régie des eaux du Nord SA"]
    # ... but not English words that go on to say something else, nor a second label.
    assert [s.printed for s in find_parties("Tenant: Maren Quist and her partner\nend")] == ["Maren Quist"]
    assert [s.printed for s in find_parties("Insurer: Wrenfield Assurance, claims 0800 100\nend")] == \
        ["Wrenfield Assurance"]


def test_swiss_amounts_group_thousands_with_an_apostrophe():
    from ask.spans import find_amounts

    for text in ("Jahresprämie CHF 1'186.80", "Total 1’186.80 CHF"):
        spans = find_amounts(text)
        assert [(s.value[0], s.value[1]) for s in spans] == [(Decimal("1186.80"), "CHF")], (text, spans)
    assert [s.printed for s in find_amounts("Balance\n$1,234.56")] == ["$1,234.56"]


def test_a_month_of_a_year_is_no_identifier():
    from ask.spans import find_ids

    found = [s.printed for s in find_ids("Policy KR-7730-118426, vehicle first registered 03/2019, card to 2027-11")]
    assert found == ["KR-7730-118426"], found


def test_a_sign_printed_before_a_digit_belongs_to_that_number():
    from ask.spans import find_amounts

    found = [s.printed for s in find_amounts("Closing balance 31 March 2026 £3,126.40, fee 2,50 € 3,00 €")]
    assert found == ["£3,126.40", "2,50 €", "3,00 €"], found
