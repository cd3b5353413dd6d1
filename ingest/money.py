"""Money and date parsing for extraction: "35,27 €", "USD1,053.52", "($99.42)", "14 March 2026", "03/14/2026".

Amounts are integers in minor units (cents) of an ISO 4217 currency; dates are ``datetime.date``.
Number formats (thousands/decimal separators) are left to price-parser, natural-language dates to
dateparser; what is ours is finding the candidate spans and the rules that make dates unambiguous
(ISO is always year-month-day; "a/b/yyyy" follows the locale hint, else whichever reading is valid).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

import dateparser
from price_parser import Price

#: Symbols and local spellings → ISO 4217. "$" alone is read as USD unless a default says otherwise.
SYMBOLS = {"$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "CHF": "CHF", "Fr.": "CHF",
           "kr": "SEK", "zł": "PLN", "R$": "BRL", "C$": "CAD", "A$": "AUD"}
CODES = ("USD", "EUR", "GBP", "CHF", "CAD", "AUD", "JPY", "SEK", "NOK", "DKK", "PLN", "BRL", "INR", "NZD", "MXN")
ZERO_DECIMAL = {"JPY"}  # currencies without minor units

_CUR = r"(?:US\$|R\$|C\$|A\$|[$€£¥₹]|\b(?:%s)(?![A-Za-z]))" % "|".join(CODES)
# A number with optional thousands groups (",", ".", space, thin space) and optional 1-2 decimals.
_NUM = r"\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"
_MONEY_RE = re.compile(
    rf"(?P<open>\()?(?:(?P<sign>[-−–])\s?)?(?:(?P<cur1>{_CUR})\s?(?P<sign2>[-−])?(?P<num1>{_NUM})"
    rf"|(?P<num2>{_NUM})\s?(?P<cur2>{_CUR}))(?P<close>\))?"
)
_BARE_RE = re.compile(rf"^\s*(?P<open>\()?(?P<sign>[-−])?(?P<num>{_NUM})(?P<close>\))?\s*$")


@dataclass(frozen=True)
class MoneyMatch:
    """One amount found in a text: ``amount_cents`` is always ≥ 0; ``negative`` is set for a leading
    minus or accounting parentheses ("($99.42)"), which on bills mark credits such as payments received."""

    start: int
    end: int
    text: str
    amount_cents: int
    currency: str
    negative: bool = False

    def span(self) -> tuple[int, int]:
        return self.start, self.end


def _currency_code(raw: str | None, default: str | None) -> str | None:
    if not raw:
        return default
    raw = raw.strip()
    if raw.upper() in CODES:
        return raw.upper()
    if raw == "$" and default in ("USD", "CAD", "AUD", "NZD", "MXN"):
        return default  # a bare dollar sign is the document's own dollar
    return SYMBOLS.get(raw, default)


def _to_cents(amount: Decimal, currency: str) -> int:
    if currency in ZERO_DECIMAL:
        return int(amount.quantize(Decimal(1), rounding=ROUND_HALF_UP))
    return int((amount * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def _amount(num: str) -> Decimal | None:
    # price-parser knows "1.234,56" vs "1,234.56" vs "35,27"; normalise exotic spaces first.
    price = Price.fromstring(num.replace("\u00a0", " ").replace("\u202f", " "))
    return price.amount


def find_money(text: str, *, default_currency: str | None = None) -> list[MoneyMatch]:
    """Every amount written with a currency symbol or ISO code in ``text``, in reading order.

    Bare numbers ("2,400.00") are not returned: without a currency they may be quantities or meter
    reads. ``default_currency`` only decides what a bare "$" means (default USD). Never raises."""
    out = []
    for m in _MONEY_RE.finditer(text):
        num = m.group("num1") or m.group("num2")
        currency = _currency_code(m.group("cur1") or m.group("cur2"), default_currency)
        amount = _amount(num) if currency else None
        if amount is None:
            continue
        negative = bool(m.group("sign") or m.group("sign2") or (m.group("open") and m.group("close")))
        start, end = m.span()
        if m.group("open") and not m.group("close"):
            start += 1  # a stray "(" belongs to the prose, not to the amount
        out.append(MoneyMatch(start, end, text[start:end], _to_cents(amount, currency), currency, negative))
    return out


def parse_money(text: str, *, default_currency: str | None = None) -> tuple[int, str] | None:
    """The first amount in ``text`` as ``(amount_cents, currency)``; cents are minor units, ≥ 0.

    "35,27 €" → (3527, "EUR"); "USD1,053.52" → (105352, "USD"). A text that is only a number
    ("1.234,56") is read in ``default_currency``; without one it yields None. Sign is dropped (see
    ``find_money`` for it). Returns None when nothing parses; never raises."""
    found = find_money(text, default_currency=default_currency)
    if found:
        return found[0].amount_cents, found[0].currency
    bare = _BARE_RE.match(text or "")
    if bare and default_currency:
        amount = _amount(bare.group("num"))
        if amount is not None:
            return _to_cents(amount, default_currency), default_currency
    return None


# ---------------------------------------------------------------- dates

_MONTHS = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
           r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?")
_ISO_RE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_NUMERIC_RE = re.compile(r"\b(\d{1,2})([/.\-])(\d{1,2})\2(\d{4})\b")
_DATE_RE = re.compile(
    r"\b\d{4}-\d{2}-\d{2}\b"
    r"|\b\d{1,2}([/.\-])\d{1,2}\1\d{4}\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)?\.?\s+{_MONTHS},?\s+\d{{4}}\b"
    rf"|\b{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}\b",
    re.IGNORECASE,
)
#: Locale hints that read "a/b/yyyy" as day/month.
_DMY_HINTS = ("DMY", "EU", "GB", "UK", "EUR", "GBP", "pt", "de", "fr", "es", "it", "nl", "en-GB")


def _valid(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


def parse_date(text: str, *, locale_hint: str | None = None) -> date | None:
    """A calendar date from ``text``: "2026-03-14", "03/14/2026" (US), "14.03.2026" (EU), "14 March 2026",
    "Mar 14, 2026". ISO dates are always year-month-day, never year-day-month. "a/b/yyyy" is month/day
    unless ``locale_hint`` is day-first ("DMY", "EU", "GB", a currency like "EUR"/"GBP", or a language
    like "pt"), or only the other reading is valid. "dd.mm.yyyy" is always day-first. Returns None when
    the text holds no complete date (day, month and year); never raises."""
    if not text:
        return None
    text = text.strip()
    iso = _ISO_RE.search(text)
    if iso:
        return _valid(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
    num = _NUMERIC_RE.search(text)
    if num:
        a, sep, b, y = int(num.group(1)), num.group(2), int(num.group(3)), int(num.group(4))
        day_first = sep == "." or (locale_hint is not None and locale_hint.split("-")[0] in _DMY_HINTS
                                   or locale_hint in _DMY_HINTS)
        first = _valid(y, b, a) if day_first else _valid(y, a, b)
        return first or (_valid(y, a, b) if day_first else _valid(y, b, a))
    parsed = dateparser.parse(
        text,
        languages=["en", "pt", "de", "fr", "es", "it", "nl"],
        settings={"REQUIRE_PARTS": ["day", "month", "year"], "PREFER_DATES_FROM": "past",
                  "DATE_ORDER": "DMY" if locale_hint in _DMY_HINTS else "MDY"},
    )
    return parsed.date() if parsed else None


@dataclass(frozen=True)
class DateMatch:
    """One date found in a text, with its span."""

    start: int
    end: int
    text: str
    value: date

    def span(self) -> tuple[int, int]:
        return self.start, self.end


def find_dates(text: str, *, locale_hint: str | None = None) -> list[DateMatch]:
    """Every complete date in ``text`` (the written forms ``parse_date`` reads), in reading order."""
    out = []
    for m in _DATE_RE.finditer(text or ""):
        value = parse_date(m.group(0), locale_hint=locale_hint)
        if value:
            out.append(DateMatch(m.start(), m.end(), m.group(0), value))
    return out
