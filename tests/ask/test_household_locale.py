"""Seasons read in the archive's half of the world (ask.household_locale, ask.timerange.SOUTHERN_SEASONS): "last
summer" in a household whose payments are in New Zealand dollars is December–February, and the setting overrides;
the archive's dollar decides how an excerpt's "02/04/2026" beside a bare "$" is read (ask.spans.BARE_DOLLAR)."""
import hashlib
from datetime import date

import pytest

from archive.config import setting_set
from archive.models import Document, PaymentRecord
from ask.household_locale import archive_dollar, currency_counts, southern_seasons
from ask.spans import BARE_DOLLAR, find_dates
from ask.timerange import SOUTHERN_SEASONS, parse_time_range

AS_OF = date(2026, 11, 25)


def _season(text: str, southern: bool) -> tuple[date, date]:
    token = SOUTHERN_SEASONS.set(southern)
    try:
        start, end, _ = parse_time_range(text, as_of=AS_OF)
    finally:
        SOUTHERN_SEASONS.reset(token)
    return start, end


def test_southern_seasons_are_six_months_on():
    assert _season("what did power cost us last summer", True) == (date(2025, 12, 1), date(2026, 2, 28))
    assert _season("what did power cost us last summer", False) == (date(2026, 6, 1), date(2026, 8, 31))
    assert _season("how much more this winter", True) == (date(2026, 6, 1), date(2026, 8, 31))
    assert _season("over the spring", True) == (date(2026, 9, 1), AS_OF)  # the current one, to today


def _payments(user, currency: str, n: int):
    doc = Document.objects.create(owner=user, title=currency, original_filename=f"{currency}.pdf",
                                  mime_type="application/pdf", sha256=hashlib.sha256(currency.encode()).hexdigest(),
                                  storage_name=currency, status=Document.Status.INDEXED)
    PaymentRecord.objects.bulk_create(PaymentRecord(document=doc, amount_cents=100 + i, currency=currency, kind="paid",
                                                    paid_on=date(2026, 1, 1 + i), extractor="rules")
                                      for i in range(n))


@pytest.mark.django_db
def test_the_archives_main_currency_or_the_setting_decides(user):
    _payments(user, "NZD", 3)
    assert dict(currency_counts()).get("NZD", 0) >= 3  # other tests' committed records may share the database
    assert southern_seasons([("NZD", 3), ("EUR", 2)]) is True
    assert southern_seasons([("USD", 4), ("NZD", 3)]) is False
    assert southern_seasons([]) is False  # an empty archive reads seasons northern
    assert archive_dollar([("EUR", 5), ("NZD", 3)]) == "NZD"
    assert archive_dollar([]) == "USD"
    token = BARE_DOLLAR.set(archive_dollar([("NZD", 3)]))
    try:
        assert [s.value for s in find_dates("Instalment 2 due 02/04/2026: $881.00")] == [date(2026, 4, 2)]
    finally:
        BARE_DOLLAR.reset(token)
    assert [s.value for s in find_dates("Instalment 2 due 02/04/2026: $881.00")] == [date(2026, 2, 4)]
    setting_set("locale.hemisphere", "north")
    assert southern_seasons([("NZD", 3)]) is False
    setting_set("locale.hemisphere", "")
    setting_set("payments.default_currency", "AUD")
    assert archive_dollar([("NZD", 3)]) == "AUD"
    setting_set("payments.default_currency", "")


def test_council_rates_asked_for_are_tax():
    from ask.aggregate import named_categories

    assert named_categories("how much in rates did we pay the council this year?") == ("tax",)
    assert named_categories("what did the water rates come to?") == ("water",)
    assert named_categories("what are the interest rates on the loan") == ()
