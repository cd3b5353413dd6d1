"""What an archive's questions and excerpts are read in: which half of the world its seasons are ("last summer" is
June–August in the north, December–February in the south) and which dollar a bare "$" is.

Both come from the settings when set (``locale.hemisphere``, ``payments.default_currency``), else from the
currencies of the archive's payment records (one aggregate query): seasons are southern when the most common is
the currency of a country wholly or mostly south of the equator (``SOUTHERN_CURRENCIES``); the dollar is the
most common of the dollars (``ingest.money.DOLLARS``). ``ask.service.ask`` sets ``ask.timerange.SOUTHERN_SEASONS``
and ``ask.spans.BARE_DOLLAR`` from them for one question.
"""
from __future__ import annotations

from django.db.models import Count

from archive.config import setting_get
from archive.models import PaymentRecord
from ingest.money import DOLLARS

#: Currencies of countries whose households live south of the equator (New Zealand, Australia, South Africa,
#: Argentina, Chile, Uruguay, Paraguay, Brazil, Fiji and the southern African rand area).
SOUTHERN_CURRENCIES = frozenset({"NZD", "AUD", "ZAR", "ARS", "CLP", "UYU", "PYG", "BRL", "FJD", "NAD", "BWP", "LSL",
                                 "SZL"})


def currency_counts() -> list[tuple[str, int]]:
    """(ISO 4217 code, payment records) of the whole archive, most first."""
    rows = PaymentRecord.objects.values("currency").annotate(n=Count("id")).order_by("-n", "currency")
    return [(r["currency"], r["n"]) for r in rows]


def southern_seasons(counts: list[tuple[str, int]] | None = None) -> bool:
    """Whether questions' seasons are read southern: the ``locale.hemisphere`` setting, else whether the most
    common currency of ``counts`` (default ``currency_counts()``) is in SOUTHERN_CURRENCIES; False when empty."""
    configured = setting_get("locale.hemisphere")
    if configured:
        return configured == "south"
    counts = currency_counts() if counts is None else counts
    return bool(counts) and counts[0][0] in SOUTHERN_CURRENCIES


def archive_dollar(counts: list[tuple[str, int]] | None = None) -> str:
    """The dollar (ISO 4217) a bare "$" is read as: ``payments.default_currency`` when it is a dollar, else the
    dollar most of ``counts`` (default ``currency_counts()``) are in, else USD."""
    configured = setting_get("payments.default_currency")
    if configured:
        return configured if configured in DOLLARS else "USD"
    counts = currency_counts() if counts is None else counts
    return next((code for code, _ in counts if code in DOLLARS), "USD")
