"""Money and date formats as printed on real bills, receipts and statements."""
from datetime import date

import pytest

from ask.timerange import parse_time_range
from ingest.money import date_order, find_dates, find_money, parse_date, parse_money, parse_signed_money

MONEY = [
    ("35,27 €", None, (3527, "EUR")),
    ("USD1,053.52", None, (105352, "USD")),
    ("1.234,56", "EUR", (123456, "EUR")),
    ("$223.42", None, (22342, "USD")),
    ("$1,361.41", None, (136141, "USD")),
    ("£37.50", None, (3750, "GBP")),
    ("102,98 €", None, (10298, "EUR")),
    ("€1.234,56", None, (123456, "EUR")),
    ("EUR 1.234,56", None, (123456, "EUR")),
    ("1 234,56 €", None, (123456, "EUR")),
    ("1\u00a0234,56\u00a0€", None, (123456, "EUR")),
    ("CHF 12.50", None, (1250, "CHF")),
    ("US$ 12", None, (1200, "USD")),
    ("($99.42)", None, (9942, "USD")),
    ("-$139.88", None, (13988, "USD")),
    ("Total to pay $58.66", None, (5866, "USD")),
    ("GBP 2,000", None, (200000, "GBP")),
    ("2,400.00", "USD", (240000, "USD")),
    ("¥1,200", None, (1200, "JPY")),
    ("Amount due: 12.5 USD", None, (1250, "USD")),
]


@pytest.mark.parametrize("text,default,expected", MONEY)
def test_parse_money(text, default, expected):
    assert parse_money(text, default_currency=default) == expected


def test_bare_number_needs_a_currency():
    assert parse_money("1.234,56") is None
    assert parse_money("no money here") is None


@pytest.mark.parametrize("text, cents", [
    ("$0.1420 per kWh", 14),  # a rate: under one, so no thousands group ("0.142" was read as 142 dollars)
    ("0,095 €/kWh", 10),
    ("EUR 0.50", 50),
    ("€ 1.385,00", 138500),
    ("$1,053.52", 105352),
])
def test_amounts_under_one_have_no_thousands_group(text, cents):
    assert [m.amount_cents for m in find_money(text)] == [cents]


def test_find_money_skips_quantities_and_marks_credits():
    found = find_money("5,330 gal x $5.80/1,000 … Payments received 2025-10-28 ($99.42)")
    assert [(m.amount_cents, m.negative) for m in found] == [(580, False), (9942, True)]
    assert found[0].span() == (12, 17)


DATES = [
    ("14 March 2026", None, date(2026, 3, 14)),
    ("03/14/2026", None, date(2026, 3, 14)),
    ("2026-03-14", None, date(2026, 3, 14)),
    ("2026-03-04", "EUR", date(2026, 3, 4)),  # ISO is never year-day-month
    ("2026-12-01", "DMY", date(2026, 12, 1)),
    ("14.03.2026", None, date(2026, 3, 14)),
    ("04.03.2026", "US", date(2026, 3, 4)),  # dotted dates are day-first everywhere
    ("04/03/2026", "US", date(2026, 4, 3)),
    ("04/03/2026", "EUR", date(2026, 3, 4)),
    ("22/08/2025", None, date(2025, 8, 22)),  # only the day-first reading is valid
    ("Mar 14, 2026", None, date(2026, 3, 14)),
    ("March 14, 2026", None, date(2026, 3, 14)),
    ("Jan 20, 2026", None, date(2026, 1, 20)),
    ("14th March 2026", None, date(2026, 3, 14)),
    ("Sept. 3, 2026", None, date(2026, 9, 3)),
    ("3 Sep 2026", None, date(2026, 9, 3)),
    ("12 décembre 2025", None, date(2025, 12, 12)),
    ("PAID 2025-11-20", None, date(2025, 11, 20)),
]


@pytest.mark.parametrize("text,hint,expected", DATES)
def test_parse_date(text, hint, expected):
    assert parse_date(text, locale_hint=hint) == expected


def test_incomplete_or_invalid_dates_are_none():
    assert parse_date("March 2026") is None
    assert parse_date("2026-02-30") is None
    assert parse_date("") is None


def test_find_dates_in_a_line():
    found = find_dates("AutoPay is on: $129.53 will be deducted from your bank account on 11/20/2025.")
    assert [d.value for d in found] == [date(2025, 11, 20)]


AS_OF = date(2026, 11, 30)


@pytest.mark.parametrize("question,expected", [
    ("total utilities paid in month of November last year?",
     (date(2025, 11, 1), date(2025, 11, 30), "1–30 November 2025")),
    ("last winter", (date(2025, 12, 1), date(2026, 2, 28), "1 December 2025 – 28 February 2026")),
    ("in 2025", (date(2025, 1, 1), date(2025, 12, 31), "1 January – 31 December 2025")),
    ("since March", (date(2026, 3, 1), AS_OF, "1 March – 30 November 2026")),
    ("last month", (date(2026, 10, 1), date(2026, 10, 31), "1–31 October 2026")),
    ("last year", (date(2025, 1, 1), date(2025, 12, 31), "1 January – 31 December 2025")),
    ("this year", (date(2026, 1, 1), AS_OF, "1 January – 30 November 2026")),
    ("from January to November this year", (date(2026, 1, 1), AS_OF, "1 January – 30 November 2026")),
])
def test_time_ranges(question, expected):
    assert parse_time_range(question, as_of=AS_OF) == expected


def test_time_range_relative_to_as_of_and_absent():
    assert parse_time_range("last winter", as_of=date(2026, 1, 15))[:2] == (date(2024, 12, 1), date(2025, 2, 28))
    assert parse_time_range("last month", as_of=date(2026, 1, 15))[:2] == (date(2025, 12, 1), date(2025, 12, 31))
    assert parse_time_range("How much did we pay in British pounds altogether?", as_of=AS_OF) is None


LOCALE_MONEY = [
    ("CHF 1'234.50", None, (123450, "CHF")),
    ("Fr. 1’234.50", None, (123450, "CHF")),
    ("1 234,56 EUR", None, (123456, "EUR")),
    ("-229.00", "USD", (-22900, "USD")),
    ("(229.00)", "USD", (-22900, "USD")),
    ("(229.00) USD", None, (-22900, "USD")),
    ("229,00- €", None, (-22900, "EUR")),
    ("1.234,56", "EUR", (123456, "EUR")),
]


@pytest.mark.parametrize("text,default,expected", LOCALE_MONEY)
def test_signed_money_in_every_locale_form(text, default, expected):
    assert parse_signed_money(text, default_currency=default) == expected
    assert parse_money(text, default_currency=default) == (abs(expected[0]), expected[1])


def test_bare_amounts_only_on_request_and_with_a_currency():
    line = "Net 120.00 Tax 24.00 Total 144.00 (meter 31.7 kWh, ref 2026-03)"
    assert find_money(line) == []
    found = find_money(line, default_currency="EUR", bare=True)
    assert [(m.amount_cents, m.bare) for m in found] == [(12000, True), (2400, True), (14400, True)]
    assert find_money(line, bare=True) == []  # no currency to read them in


@pytest.mark.parametrize("text,expected", [
    ("14. März 2026", date(2026, 3, 14)), ("1er mars 2026", date(2026, 3, 1)),
    ("14 maart 2026", date(2026, 3, 14)), ("3 avril 2026", date(2026, 4, 3)),
])
def test_dates_in_french_german_dutch_are_found(text, expected):
    assert [d.value for d in find_dates(f"Fällig / due: {text}.")] == [expected]


def test_one_date_rule_for_ingest_and_ask():
    """"03/04/2026" is 4 March in a dollar document and 3 April in a euro one, read the same by the
    extractor's parser (ingest.money) and the answerer's span finder (ask.spans)."""
    from ask.spans import find_dates as span_dates

    for text, hint, expected in [("Due 03/04/2026, total $10.00", "MDY", date(2026, 3, 4)),
                                 ("Échéance 03/04/2026, total 10,00 €", "DMY", date(2026, 4, 3)),
                                 ("Due 03/04/2026", "MDY", date(2026, 3, 4)),
                                 ("Fällig 03.04.2026, $10.00", "MDY", date(2026, 4, 3))]:
        assert date_order(text) == hint
        assert [d.value for d in find_dates(text, locale_hint=date_order(text))] == [expected]
        assert [s.value for s in span_dates(text)] == [expected]
    assert parse_date("03/04/26", locale_hint="DMY") == date(2026, 4, 3)


@pytest.mark.parametrize("text, expected", [
    ("Sent on 21 Jul 26", date(2026, 7, 21)), ("Jul 21, '26", date(2026, 7, 21)), ("28-Dec-26", date(2026, 12, 28)),
    ("28-Dec-2026", date(2026, 12, 28)), ("on 03.08.26.", date(2026, 8, 3)), ("2025/03/04", date(2025, 3, 4)),
    ("2025.3.4", date(2025, 3, 4)), ("the 4th of March, 2025", date(2025, 3, 4)), ("04/Mar/2025", date(2025, 3, 4)),
    ("August 3 , 2014", date(2014, 8, 3)),
])
def test_more_written_date_forms_are_found(text, expected):
    from ask.spans import find_dates as span_dates

    assert [d.value for d in find_dates(text)] == [expected]
    assert [s.value for s in span_dates(text)] == [expected]  # ask.spans reads the same dates


@pytest.mark.parametrize("text", ["total 12.50/26", "1.234.56", "version 2025.3.3.1", "Mar 142026", "3 units 26"])
def test_numbers_that_are_no_dates(text):
    assert find_dates(text) == []


@pytest.mark.parametrize("text, expected", [
    # A euro bill printing a date only month-first can read: its other numeric dates are month-first too.
    ("Invoice date 02/17/26\nShipment 03/04/26\nTotal € 681.87", date(2026, 3, 4)),
    # A dollar statement whose dates are day-first ("25/06/2021"): "05/07/2021" is the 5th of July.
    ("Statement 25/06/2021\nDue 05/07/2021\nBalance $12.00", date(2021, 7, 5)),
])
def test_the_dates_a_paper_prints_unambiguously_set_the_order_of_its_other_dates(text, expected):
    order = date_order(text, currency="EUR" if "€" in text else "USD")
    assert expected in [d.value for d in find_dates(text, locale_hint=order)]
    # A version number ("10.15.30") is no month-first date; as many of each order as the other leaves the rest.
    assert date_order("Firmware 10.15.30, total € 5,00") == "DMY"
    assert date_order("13/01/2026 and 01/13/2026, total $5.00") == "MDY"


def test_a_stated_date_pattern_decides_the_order():
    from ingest.money import date_order

    # A Canadian dollar would read 11/12/2025 month-first; the paper says "JJ/MM/AAAA" (day first).
    assert date_order("Date (JJ/MM/AAAA)\n11/12/2025\nTOTAL 1 118,09 $", currency="CAD") == "DMY"
    assert date_order("Datum (TT.MM.JJJJ) 03/04/2026", currency="USD") == "DMY"
    assert date_order("Date of service (MM/DD/YYYY) 03/04/2026", currency="EUR") == "MDY"
    assert date_order("Invoice date 11/12/2025", currency="CAD") == "MDY"
