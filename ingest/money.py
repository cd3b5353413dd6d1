"""Money and date parsing, the one owner for ingest and Ask: "35,27 €", "USD1,053.52", "($99.42)",
"CHF 1'234.50", "1 234,56 €", "-229.00", "229,00-", "14 March 2026", "14. März 2026", "03/14/2026".

Amounts are integers in minor units (cents) of an ISO 4217 currency; dates are ``datetime.date``.
Number formats (thousands/decimal separators) are left to price-parser (wrapped once here: it does not know
the Swiss apostrophe), natural-language dates to dateparser; what is ours is finding the candidate spans
and the one rule that makes numeric dates unambiguous:

**The date rule.** ``yyyy-mm-dd`` (and ``yyyy/mm/dd``) is always year-month-day. ``dd.mm.yyyy`` is always
day-first. For ``a/b/yyyy`` and ``a-b-yyyy``: when only one reading is a valid date, that one; otherwise
the *document's locale hint* decides — day-first when the hint is day-first (``date_order`` gives it from
the pattern the paper states, "JJ/MM/AAAA", else its unambiguous dates, else its currency and language: EUR,
GBP, CHF and most non-dollar currencies, or French, German, Dutch, Spanish, Portuguese or Italian bill words),
else month-first (US order). Two-digit years
(``03/04/26``) follow the same rule and mean 20yy when yy < 70, else 19yy.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from functools import lru_cache

import dateparser
from price_parser import Price

#: Symbols and local spellings → ISO 4217. "$" alone is read as USD unless a default says otherwise.
SYMBOLS = {"$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "CHF": "CHF", "Fr.": "CHF",
           "SFr.": "CHF", "kr": "SEK", "zł": "PLN", "R$": "BRL", "C$": "CAD", "CA$": "CAD", "A$": "AUD",
           "AU$": "AUD", "NZ$": "NZD", "HK$": "HKD", "S$": "SGD", "SG$": "SGD", "MX$": "MXN",
           "Rs.": "INR", "Rs": "INR"}
CODES = ("USD", "EUR", "GBP", "CHF", "CAD", "AUD", "JPY", "SEK", "NOK", "DKK", "PLN", "BRL", "INR", "NZD", "MXN",
         "HKD", "SGD")
#: Currencies a bare "$" may stand for (``local_dollar``).
DOLLARS = ("USD", "CAD", "AUD", "NZD", "HKD", "SGD", "MXN")
ZERO_DECIMAL = {"JPY"}  # currencies without minor units
#: Currencies whose countries write numeric dates month-first; every other currency hints day-first.
MONTH_FIRST_CURRENCIES = {"USD", "CAD"}

_CUR = (r"(?:US\$|CA\$|NZ\$|AU\$|HK\$|SG\$|MX\$|(?<![A-Za-z])S\$|R\$|C\$|A\$|"
        r"SFr\.|Fr\.(?=\s?\d)|[$€£¥₹]|\b(?:%s)(?![A-Za-z]))" % "|".join(CODES))
# A number with optional thousands groups (",", ".", apostrophe, space, thin space) and optional 1-2 decimals; a
# number under one has no thousands group, and may print a rate's 3-4 decimals ("$0.1420 per kWh").
_NUM = (r"[1-9]\d{0,2}(?:[,.'’\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|0[.,]\d{1,4}(?!\d)|"
        r"\d+(?:[.,]\d{1,2})?")
# Between a symbol and its number: one space, never a tab (a tab is a cell gap in a rebuilt table row: the
# "1" of a quantity column is not "1 €"). A symbol followed by a number is that number's ("1 € 185,00").
_GAP = r"[ \u00a0\u202f]?"
_MONEY_RE = re.compile(
    rf"(?P<open>\()?(?:(?P<sign>[-−–])\s?)?(?:(?P<cur1>{_CUR}){_GAP}(?P<open2>\()?(?P<sign2>[-−])?(?P<num1>{_NUM})"
    rf"|(?P<num2>{_NUM})(?P<close2>(?(open)\)|(?!)))?(?P<tail>-)?{_GAP}(?P<cur2>{_CUR})(?!{_GAP}\(?[-−]?\d))"
    rf"(?P<close>\))?(?P<tail2>-(?![\w$€£]))?"
)
_BARE_RE = re.compile(rf"^\s*(?P<open>\()?(?P<sign>[-−])?(?P<num>{_NUM})(?P<tail>-)?(?P<close>\))?\s*$")
# A bare amount inside a line: two decimals, not part of a date, a time, an identifier or a percentage.
_BARE_IN_LINE = re.compile(
    r"(?<![\w.,:/'’\-])(?P<open>\()?(?P<sign>[-−])?(?P<num>\d{1,3}(?:[,.'’\u00a0 ]\d{3})+[.,]\d{2}|\d+[.,]\d{2})"
    r"(?P<close>\))?(?P<tail>-)?(?![\w%]|[.,/\-]\d)")


@dataclass(frozen=True)
class MoneyMatch:
    """One amount found in a text: ``amount_cents`` is always ≥ 0; ``negative`` is set for a leading or
    trailing minus or accounting parentheses ("($99.42)", "229,00-"), which on bills mark credits such as
    payments received. ``bare`` is set for a number printed without a currency (read in the default)."""

    start: int
    end: int
    text: str
    amount_cents: int
    currency: str
    negative: bool = False
    bare: bool = False

    def span(self) -> tuple[int, int]:
        return self.start, self.end

    @property
    def signed_cents(self) -> int:
        """``amount_cents`` with the printed sign: negative for credits."""
        return -self.amount_cents if self.negative else self.amount_cents


def _currency_code(raw: str | None, default: str | None) -> str | None:
    if not raw:
        return default
    raw = raw.strip()
    if raw.upper() in CODES:
        return raw.upper()
    if raw == "$" and default in DOLLARS:
        return default  # a bare dollar sign is the document's own dollar
    return SYMBOLS.get(raw, default)


#: Characters of a paper searched for postal addresses (``local_dollar``): letterheads and address blocks come first.
ADDRESS_CHARS = 4000


def local_dollar(text: str, fallback: str = "USD") -> str:
    """The dollar a bare "$" on a paper stands for: ``paper_dollar`` when the paper says, else ``fallback`` (the
    household's dollar when one is known, ``ingest.payments.household_dollar``; else USD). Never raises."""
    return paper_dollar(text) or fallback


def paper_dollar(text: str) -> str | None:
    """The dollar a paper's own words make its bare "$" (ISO 4217), or None when they do not say. In order:
    the one dollar it names with a country ("NZ$ 41.15", "All amounts in AUD", "A$"; not when it also names
    US$/USD); its postal addresses (``pyap``, the first ADDRESS_CHARS characters): of the United States → USD,
    Canadian only ("12 Kellbach Road, Fernley, ON K2C 3M4") → CAD; with no address either parser reads, its North
    American telephone numbers all of one country by area code (``phonenumbers``: "613-555-0142" is Ontario;
    toll-free numbers say nothing); else the one country of a dollar those characters name ("New Zealand",
    "Australia": babel's English territory names and their currencies). A paper from a shop in the United
    States to a Canadian home prints both addresses, and is USD."""
    if "$" not in (text or ""):
        return None
    named = {SYMBOLS.get(m.group(0), m.group(0).upper()) for m in _NAMED_DOLLAR.finditer(text)}
    if len(named) == 1:
        return named.pop()
    if named:
        return "USD" if "USD" in named else None
    head = text[:ADDRESS_CHARS]
    by_address = _head_dollar(head)
    if by_address:
        return by_address
    # "New Mexico" is a state of the United States, not the country.
    countries = {code for name, code in _dollar_countries().items()
                 if re.search(rf"(?<!New )\b{re.escape(name)}\b", head)}
    return countries.pop() if len(countries) == 1 else None


# A dollar named with its country: a prefixed symbol or an ISO code (not the bare "$").
_NAMED_DOLLAR = re.compile(r"(?:\b(?:US|CA|NZ|AU|HK|SG|MX)|(?<![A-Za-z])[CAS])\$|\b(?:USD|CAD|AUD|NZD|HKD|SGD|MXN)\b")


@lru_cache(maxsize=1)
def _dollar_countries() -> dict[str, str]:
    """English country names of six letters or more (babel's CLDR territory names, so that "Canada" and "Australia"
    count but no short word does) → the dollar currency (DOLLARS) used there now."""
    from babel import Locale
    from babel.numbers import get_territory_currencies

    out = {}
    for territory, name in Locale("en").territories.items():
        if not territory.isalpha() or len(name) < 6:
            continue
        try:
            current = get_territory_currencies(territory)
        except Exception:  # noqa: BLE001 - a territory babel has no currency data for
            continue
        if current and current[0] in DOLLARS:
            out[name] = current[0]
    return out


@lru_cache(maxsize=64)
def _head_dollar(head: str) -> str | None:
    """``paper_dollar`` from a paper's first ADDRESS_CHARS characters (addresses, then telephone numbers), None
    when they do not say; cached, since ingest asks it of one paper twice (its fields, its payment records)."""
    import pyap

    try:
        canadian, american = pyap.parse(head, country="CA"), pyap.parse(head, country="US")
        if american:
            return "USD"
        if canadian:
            return "CAD"
        regions = _phone_regions(head)
        if regions == {"CA"}:
            return "CAD"
        if regions == {"US"}:
            return "USD"
    except Exception:  # noqa: BLE001 - an address or phone parser's failure on odd text leaves it unsaid
        pass
    return None


def _phone_regions(text: str) -> set[str]:
    """Regions (ISO 3166 alpha-2) of the geographic North American numbers ``text`` prints in groups ("613-555-0142",
    "(905) 555 0108"), by area code (``phonenumbers`` metadata); toll-free and other non-geographic numbers and
    runs of bare digits are left out."""
    import phonenumbers

    regions = set()
    for match in phonenumbers.PhoneNumberMatcher(text, "US", leniency=phonenumbers.Leniency.VALID):
        number = match.number
        # A run of bare digits is as likely an account number: a telephone number is printed in groups.
        if not re.search(r"\d[-. )]+\d", match.raw_string) or number.country_code != 1 or phonenumbers.number_type(
                number) in (
                phonenumbers.PhoneNumberType.TOLL_FREE, phonenumbers.PhoneNumberType.PREMIUM_RATE,
                phonenumbers.PhoneNumberType.UAN, phonenumbers.PhoneNumberType.VOIP):
            continue
        region = phonenumbers.region_code_for_number(number)
        if region:
            regions.add(region)
    return regions


def currency_code(symbol: str | None) -> str | None:
    """The ISO 4217 code a printed symbol or code stands for ("€" → "EUR", "usd" → "USD"), or None."""
    if not symbol:
        return None
    code = _currency_code(symbol.strip(), None) or _currency_code(symbol.strip().upper(), None)
    return code


def to_cents(amount: Decimal, currency: str) -> int:
    """``amount`` in major units → integer minor units of ``currency`` (half up; JPY has none)."""
    if currency in ZERO_DECIMAL:
        return int(amount.quantize(Decimal(1), rounding=ROUND_HALF_UP))
    return int((amount * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))


_to_cents = to_cents


def parse_amount(num: str) -> Decimal | None:
    """The unsigned number in ``num`` in any locale form: "1.234,56", "1,234.56", "1'234.50", "1 234,56",
    "35,27", "12.5" → Decimal; None when there is none. Signs and currencies are the callers' business."""
    if not num:
        return None
    if re.fullmatch(r"0[.,]\d+", num.strip()):
        return Decimal(num.strip().replace(",", "."))  # under one: no thousands group to tell apart ("0.095")
    # price-parser knows "1.234,56" vs "1,234.56" vs "35,27"; it stops at an apostrophe, and exotic spaces
    # confuse it: normalise both first.
    cleaned = re.sub(r"(?<=\d)['’](?=\d{3})", "", num).replace("\u00a0", " ").replace("\u202f", " ")
    return Price.fromstring(cleaned).amount


_amount = parse_amount


def find_money(text: str, *, default_currency: str | None = None, bare: bool = False) -> list[MoneyMatch]:
    """Every amount written with a currency symbol or ISO code in ``text``, in reading order.

    Bare numbers ("2,400.00") are returned only with ``bare`` and a ``default_currency``, and only with
    two decimals (``MoneyMatch.bare`` set): without a currency they may be quantities or meter reads.
    ``default_currency`` otherwise only decides what a bare "$" means (default USD). Never raises."""
    out: list[MoneyMatch] = []
    text = text or ""
    for m in _MONEY_RE.finditer(text):
        num = m.group("num1") or m.group("num2")
        currency = _currency_code(m.group("cur1") or m.group("cur2"), default_currency)
        amount = parse_amount(num) if currency else None
        if amount is None:
            continue
        opened = m.group("open") or m.group("open2")
        negative = bool(m.group("sign") or m.group("sign2") or m.group("tail") or m.group("tail2")
                        or (opened and (m.group("close") or m.group("close2"))))
        start, end = m.span()
        if m.group("open") and not (m.group("close") or m.group("close2")):
            start += 1  # a stray "(" belongs to the prose, not to the amount
        elif m.group("close") and not opened:
            end -= 1  # and so does a stray ")"
        out.append(MoneyMatch(start, end, text[start:end], to_cents(amount, currency), currency, negative))
    if bare and default_currency:
        taken = [(x.start, x.end) for x in out]
        for m in _BARE_IN_LINE.finditer(text):
            if any(s <= m.start() < e or s < m.end() <= e for s, e in taken):
                continue
            amount = parse_amount(m.group("num"))
            if amount is None:
                continue
            negative = bool(m.group("sign") or m.group("tail") or (m.group("open") and m.group("close")))
            start = m.start() + (1 if m.group("open") and not m.group("close") else 0)
            out.append(MoneyMatch(start, m.end(), text[start:m.end()], to_cents(amount, default_currency),
                                  default_currency, negative, bare=True))
        out.sort(key=lambda x: x.start)
    return out


def parse_money(text: str, *, default_currency: str | None = None) -> tuple[int, str] | None:
    """The first amount in ``text`` as ``(amount_cents, currency)``; cents are minor units, ≥ 0.

    "35,27 €" → (3527, "EUR"); "USD1,053.52" → (105352, "USD"); "CHF 1'234.50" → (123450, "CHF"). A text
    that is only a number ("1.234,56", "(229.00)", "-229.00") is read in ``default_currency``; without one it
    yields None. Sign is dropped (see ``find_money`` / ``parse_signed_money`` for it). Returns None when
    nothing parses; never raises."""
    signed = parse_signed_money(text, default_currency=default_currency)
    return (abs(signed[0]), signed[1]) if signed else None


def parse_signed_money(text: str, *, default_currency: str | None = None) -> tuple[int, str] | None:
    """Like ``parse_money`` with the printed sign kept: "-229.00", "(229.00)", "229,00-" → negative cents."""
    found = find_money(text, default_currency=default_currency)
    if found:
        return found[0].signed_cents, found[0].currency
    m = _BARE_RE.match(text or "")
    if m and default_currency:
        amount = parse_amount(m.group("num"))
        if amount is not None:
            cents = to_cents(amount, default_currency)
            negative = bool(m.group("sign") or m.group("tail") or (m.group("open") and m.group("close")))
            return (-cents if negative else cents), default_currency
    return None


# ---------------------------------------------------------------- dates

_MONTHS = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
           r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?")
# Month names of the other languages dateparser reads for us (French, German, Dutch, Spanish, Portuguese,
# Italian): a word of letters; dateparser decides whether it is a month.
_MONTH_WORD = r"[A-Za-zÀ-ÿ]{3,10}\.?"
_ISO_RE = re.compile(r"\b(\d{4})([-/.])(\d{1,2})\2(\d{1,2})\b")
_NUMERIC_RE = re.compile(r"\b(\d{1,2})([/.\-])(\d{1,2})\2(\d{4}|\d{2})\b")
_DATE_RE = re.compile(
    r"\b\d{4}-\d{2}-\d{2}\b"
    r"|\b\d{1,2}([/.\-])\d{1,2}\1\d{4}\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th|er|e)?\.?\s+{_MONTH_WORD},?\s+\d{{4}}\b"
    rf"|\b{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:\s*,\s*|\s+)\d{{4}}\b"
    # "28-Dec-2026"; two-digit years only beside an English month name or in a day-month-year triple that
    # no amount or longer number continues ("14 Feb 26", "Feb 14, '26", "03.08.26", "3/4/26").
    rf"|\b\d{{1,2}}-{_MONTH_WORD}-(?:\d{{4}}|\d{{2}})\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTHS}\s+'?\d{{2}}\b(?![.,:/]?\d)"
    rf"|\b{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?,\s*'?\d{{2}}\b(?![.,:/]?\d)"
    r"|(?<![\d.,/])\b\d{1,2}([/.])\d{1,2}\2\d{2}\b(?![.,/]?\d)"
    # "2025/03/03", "2025.3.3" (year first); "3rd of March 2025"; "03/Mar/2025".
    r"|(?<![\d.,/])\b\d{4}([/.])\d{1,2}\3\d{1,2}\b(?![.,/]?\d)"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)?\s+of\s+{_MONTH_WORD},?\s+\d{{4}}\b"
    rf"|\b\d{{1,2}}/{_MONTHS}/\d{{4}}\b",
    re.IGNORECASE,
)
# A two-digit year after a month name: dateparser reads "28-Dec-26" as 1926; bills are of this century.
_SHORT_YEAR = re.compile(r"(?<=[A-Za-z.])([\s,'-]+)'?(\d{2})$")
#: Locale hints that read "a/b/yyyy" as day/month: an order, a region, a day-first currency or a language.
_DMY_HINTS = {"DMY", "EU", "GB", "UK", "EUR", "GBP", "CHF", "AUD", "NZD", "HKD", "SGD", "INR", "BRL", "PLN", "SEK",
              "NOK", "DKK", "MXN", "pt", "de", "fr", "es", "it", "nl", "en-GB"}
_LANGUAGES = ["en", "pt", "de", "fr", "es", "it", "nl"]
# Words that only a French, German, Dutch, Spanish, Portuguese or Italian bill prints; a text with one
# writes dates day-first.
_DAY_FIRST_WORDS = re.compile(
    r"\b(?:TVA|MwSt|USt|BTW|IVA|Rechnung|Rechnungsdatum|facture|factuur|fatura|factura|fattura|échéance|"
    r"fällig|vervaldatum|montant|Betrag|bedrag|totaal|Gesamtbetrag|date de|datum)\b", re.I)


def day_first_hint(locale_hint: str | None) -> bool:
    """True when ``locale_hint`` ("DMY", "EUR", "fr", "en-GB", ...) reads numeric dates day-first."""
    if not locale_hint:
        return False
    return locale_hint in _DMY_HINTS or locale_hint.split("-")[0] in _DMY_HINTS


#: "a/b/yyyy", "a-b-yy", "a.b.yyyy": a numeric date whose day and month only one order may tell apart.
_NUMERIC_DATE = re.compile(r"(?<![\d/.\-])(\d{1,2})([/.\-])(\d{1,2})\2(?:\d{4}|\d{2})(?![\d/.\-])")


def printed_order(text: str) -> str | None:
    """"DMY" or "MDY" when the numeric dates in ``text`` that only one order can read (a first number over 12:
    day-first; a second one over 12, not dotted: month-first) are mostly of that order; None when none are, or
    as many of each."""
    dmy = mdy = 0
    for m in _NUMERIC_DATE.finditer(text):
        first, second = int(m.group(1)), int(m.group(3))
        if 12 < first <= 31 and 1 <= second <= 12:
            dmy += 1
        elif 12 < second <= 31 and 1 <= first <= 12 and m.group(2) != ".":  # "10.15.30" is a version, not a date
            mdy += 1
    return "DMY" if dmy > mdy else "MDY" if mdy > dmy else None


# The order a paper states for its own dates, in its language's letters: "Date (JJ/MM/AAAA)", "TT.MM.JJJJ",
# "DD-MM-YYYY", "MM/DD/YYYY" (day: D, J, T, G; year: Y, A, J).
_STATED_DMY = re.compile(r"\b(?:DD|JJ|TT|GG)([/.\-])MM\1(?:YYYY|AAAA|JJJJ|YY|AA|JJ)\b", re.I)
_STATED_MDY = re.compile(r"\bMM([/.\-])(?:DD|JJ|TT|GG)\1(?:YYYY|AAAA|JJJJ|YY|AA)\b", re.I)


def stated_order(text: str) -> str | None:
    """"DMY" or "MDY" when ``text`` prints the pattern of its dates ("Date (JJ/MM/AAAA)", "MM/DD/YYYY"); None when
    it prints none or both."""
    dmy, mdy = bool(_STATED_DMY.search(text or "")), bool(_STATED_MDY.search(text or ""))
    return "DMY" if dmy and not mdy else "MDY" if mdy and not dmy else None


def date_order(text: str = "", *, currency: str | None = None, dollar: str = "USD") -> str:
    """The document's locale hint for numeric dates: "DMY" or "MDY" (the rule in the module docstring).

    First the pattern the paper states for its dates ("JJ/MM/AAAA", ``stated_order``). Then the numeric dates
    ``text`` prints that only one order can read ("25/06/2021" is day-first,
    "06/25/2021" month-first): the order most of them show, so that "05/06/2021" on the same paper is read
    alike. Then ``currency``: the document's main currency when known (USD/CAD → month-first, any other →
    day-first); else the currencies and bill words printed in ``text`` (a bare "$" read as ``dollar``); else
    "MDY" (US order)."""
    shown = stated_order(text or "") or printed_order(text or "")
    if shown:
        return shown
    if currency:
        return "MDY" if currency in MONTH_FIRST_CURRENCIES else "DMY"
    found = [m.currency for m in find_money(text or "", default_currency=dollar)]
    if found:
        main = max(set(found), key=found.count)
        if main not in MONTH_FIRST_CURRENCIES:
            return "DMY"
        return "MDY"
    return "DMY" if _DAY_FIRST_WORDS.search(text or "") else "MDY"


def _valid(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


@lru_cache(maxsize=4096)
def _dateparser(text: str, day_first: bool) -> date | None:
    parsed = dateparser.parse(
        text,
        languages=_LANGUAGES,
        settings={"REQUIRE_PARTS": ["day", "month", "year"], "PREFER_DATES_FROM": "past",
                  "DATE_ORDER": "DMY" if day_first else "MDY"},
    )
    return parsed.date() if parsed else None


def parse_date(text: str, *, locale_hint: str | None = None) -> date | None:
    """A calendar date from ``text``: "2026-03-14", "03/14/2026" (US), "14/03/2026", "14.03.2026",
    "14 March 2026", "Mar 14, 2026", "14. März 2026", "1er mars 2026", "03/04/26".

    Numeric dates follow the module's date rule: ISO is year-month-day, dotted is day-first, and
    "a/b/yyyy" is the only valid reading, else day/month when ``locale_hint`` is day-first ("DMY", a
    day-first currency such as "EUR"/"GBP", a language such as "fr"; see ``date_order``), else month/day.
    Returns None when the text holds no complete date (day, month and year); never raises."""
    if not text:
        return None
    text = text.strip()
    iso = _ISO_RE.search(text)
    if iso:
        return _valid(int(iso.group(1)), int(iso.group(3)), int(iso.group(4)))
    num = _NUMERIC_RE.search(text)
    if num:
        a, sep, b, y = int(num.group(1)), num.group(2), int(num.group(3)), num.group(4)
        year = int(y) if len(y) == 4 else (2000 + int(y) if int(y) < 70 else 1900 + int(y))
        day_first = sep == "." or day_first_hint(locale_hint)
        first = _valid(year, b, a) if day_first else _valid(year, a, b)
        return first or (_valid(year, a, b) if day_first else _valid(year, b, a))
    cleaned = re.sub(r"(?<=\d)(?:st|nd|rd|th|er|e)\b", "", text, flags=re.I)
    cleaned = re.sub(r"(?<=\d)\s+of\s+", " ", cleaned, flags=re.I).replace("/", " ")
    cleaned = _SHORT_YEAR.sub(lambda m: f"{m.group(1).replace(chr(39), '')}20{m.group(2)}", cleaned)
    try:
        return _dateparser(cleaned, day_first_hint(locale_hint))
    except Exception:  # noqa: BLE001 - dateparser raises odd errors on odd text; "no date" is the answer
        return None


# A day and a month name with no year after it ("on 11 June", "June 11", "le 5 mars"): a sentence on a
# dated paper that leaves the year to the reader.
_YEARLESS_RE = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th|er|e)?\.?\s+(?:of\s+)?{_MONTH_WORD}(?!,?\s*'?\d)"
    rf"|\b{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?!\s*,?\s*'?\d)",
    re.IGNORECASE,
)


def find_yearless_dates(text: str, *, anchor: date, locale_hint: str | None = None) -> list[DateMatch]:
    """Dates printed as a day and a month name without a year ("We will take it on 11 June", "le 5 mars"),
    each given the year that puts it nearest to ``anchor`` (the paper's own date: a bill dated 3 April 2026
    reads "11 June" as 2026-06-11 and "20 December" as 2025-12-20). Spans that ``find_dates`` reads as
    complete dates are left to it. Parsing is ``parse_date``'s (dateparser) with the year appended."""
    full = [(m.start, m.end) for m in find_dates(text, locale_hint=locale_hint)]
    out = []
    for m in _YEARLESS_RE.finditer(text or ""):
        if any(a < m.end() and m.start() < b for a, b in full):
            continue
        day = int(re.search(r"\d{1,2}", m.group(0)).group(0))
        # dateparser also reads "31 days 2026" (a relative date): only a month name keeps the day and year given.
        days = [d for d, year in ((parse_date(f"{m.group(0).rstrip('.')} {year}", locale_hint=locale_hint), year)
                                  for year in (anchor.year - 1, anchor.year, anchor.year + 1))
                if d and d.day == day and d.year == year]
        if days:
            nearest = min(days, key=lambda d: abs((d - anchor).days))
            out.append(DateMatch(m.start(), m.end(), m.group(0), nearest))
    return out


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
    """Every complete date in ``text`` (the written forms ``parse_date`` reads, four-digit years), in order."""
    out = []
    for m in _DATE_RE.finditer(text or ""):
        value = parse_date(m.group(0), locale_hint=locale_hint)
        if value:
            out.append(DateMatch(m.start(), m.end(), m.group(0), value))
    return out
