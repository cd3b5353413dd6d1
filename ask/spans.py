"""Candidate answer spans in excerpt text: dates, money amounts, party names, identifiers, lines.

Every finder takes plain text and returns ``Span``s with character offsets into that text, so the
caller can measure how close each span sits to the question's terms. Dates and amounts are read by
``ingest.money``, the one owner of date and money parsing (its date rule: ISO is year-month-day, dotted is
day-first, "a/b/yyyy" by the text's locale hint, else US order); this module only finds the spans.
"""
from __future__ import annotations

import functools
import re
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from ask.closings import closing_signers
from ingest.money import currency_code, date_order, parse_amount, parse_date
from ingest.money import find_dates as money_dates


@dataclass
class Span:
    """One candidate: ``text[start:end]`` is ``printed``; ``value`` is a ``date``, a ``(Decimal, currency)``
    pair, or a ``str`` depending on ``kind`` ("date" | "amount" | "party" | "id" | "line")."""

    start: int
    end: int
    printed: str
    kind: str
    value: object
    weight: float = 1.0  # how sure the finder is that this is a span of its kind (0..1)
    note: str = ""  # how a value not printed as such was reached (``ask.validity``), shown with the answer


def label_region(text: str, span: Span) -> tuple[int, int]:
    """[start, end) of the label printed right before ``span``: the words before it on its own line, or,
    when the span opens its line, the line above (none when that line prints a date or an amount: it is
    another row of a table); at most its last 40 characters."""
    line_start = text.rfind("\n", 0, span.start) + 1
    start, end = line_start, span.start
    if not re.search(r"[A-Za-z]{2}", text[start:end]):
        start = text.rfind("\n", 0, max(0, line_start - 1)) + 1
        end = max(start, line_start - 1)
        if _ROW_VALUE.search(text[start:end]):
            return span.start, span.start  # the line above is a row of values (a table's), not a label
    return max(start, end - 40), end


# A date or a decimal amount: a line above a value that prints one is another row of a table, not its label.
_ROW_VALUE = re.compile(r"\b\d{1,4}[/.\-]\d{1,2}[/.\-]\d{2,4}\b|\b\d+[.,]\d{2}\b")


# ---------------------------------------------------------------- dates
_MONTH = r"[A-Za-zÀ-ÿ]{3,10}\.?"
_WEEKDAY = r"(?:[A-Z][a-z]{1,8}day|Mon|Tue|Wed|Thu|Fri|Sat|Sun|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)"
# "Friday, September 11" (no year): the year comes from the document's date.
_NO_YEAR = re.compile(rf"\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+{_MONTH}\s+\d{{1,2}}\b(?!\s*,?\s*\d)")
_WEEKDAY_BEFORE = re.compile(rf"\b{_WEEKDAY},?\s+$")
_WEEKDAY_PREFIX = re.compile(r"^(?:[A-Za-z]+day|[A-Za-z]{2,4}\.?),?\s+(?=\d|[A-Za-z]{3,})", re.I)


def _parse_date(text: str, order: str) -> date | None:
    return parse_date(text, locale_hint=order)


#: The dollar a bare "$" in an excerpt stands for: the archive's (``ask.household_locale``), set per question by
#: ``ask.service.ask``; it decides how "07/03/2025" is read on a paper that prints only "$" amounts.
BARE_DOLLAR: ContextVar[str] = ContextVar("bare_dollar", default="USD")


def day_first(text: str) -> bool:
    """Whether numeric dates in ``text`` are day-first (European) rather than month-first (US):
    ``ingest.money.date_order``'s locale hint, a bare "$" read as ``BARE_DOLLAR``."""
    return date_order(text, dollar=BARE_DOLLAR.get()) == "DMY"


def find_dates(text: str, *, default_year: int | None = None) -> list[Span]:
    """All dates printed in ``text`` → ``Span(kind="date", value=datetime.date)``; unparseable ones are dropped."""
    spans: list[Span] = []
    taken: list[tuple[int, int]] = []
    order = "DMY" if day_first(text) else "MDY"

    def free(a: int, b: int) -> bool:
        return all(b <= s or a >= e for s, e in taken)

    # The one date finder (ingest.money): the written forms ingest reads are the forms Ask reads.
    for m in money_dates(text, locale_hint=order):
        numeric = not re.search(r"[A-Za-z]", m.text) and not re.match(r"\d{4}-", m.text)
        # "Tuesday, March 3, 2026": the weekday printed before the date is part of it.
        weekday = _WEEKDAY_BEFORE.search(text, max(0, m.start - 12), m.start)
        start = weekday.start() if weekday else m.start
        taken.append((start, m.end))
        spans.append(Span(start, m.end, text[start:m.end], "date", m.value, 0.9 if numeric else 1.0))
    if default_year:
        for m in _NO_YEAR.finditer(text):
            if free(m.start(), m.end()):
                value = _parse_date(f"{_WEEKDAY_PREFIX.sub('', m.group())} {default_year}", "DMY")
                if value:
                    spans.append(Span(m.start(), m.end(), m.group(), "date", value, 0.7))
    spans.sort(key=lambda s: s.start)
    return spans


_TIME = re.compile(r"\b\d{1,2}[:.]\d{2}\s*(?:[ap]\.?\s?m\.?|h)?(?![\d])|\b\d{1,2}\s*[ap]\.?m\.?", re.I)


def find_times(text: str) -> list[Span]:
    """Clock times such as ``7:30 a.m.`` or ``13:59`` → ``Span(kind="time", value=str)``."""
    return [Span(m.start(), m.end(), m.group().strip(), "time", m.group().strip()) for m in _TIME.finditer(text)]


# ---------------------------------------------------------------- money
_CUR = r"(?:US\$|CA\$|A\$|[$€£¥₹]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|INR|JPY)\b|\bRs\.?)"
# Thousands grouped by a space, comma, point or (Swiss: "CHF 1'186.80") an apostrophe.
_NUM = r"-?\d{1,3}(?:[ ,.\u00a0'’]\d{3}(?!\d))*(?:[.,]\d{1,4})?(?!\d)|-?\d+(?:[.,]\d{1,4})?"
_SUFFIX_CUR = r"(?:[€£¥₹]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|INR|JPY)\b)"  # "$" trails no amount
# A sign printed right before a digit is that number's ("31 March 2026 £3,126.40"), not the one before it.
_MONEY = re.compile(rf"(?:{_CUR}[ \u00a0]?\(?(?:{_NUM})\)?)|(?:(?<![\w.,])(?:{_NUM})[ \u00a0]?{_SUFFIX_CUR}(?!\d))")
_BARE_DECIMAL = re.compile(r"(?<![\w.,:/\-'’])(?:\d{1,3}(?:[,.\u00a0'’]\d{3})+|\d+)[.,]\d{2}(?![\w%]|[.,/\-]\d)")
_CODE = {"$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "RS": "INR", "RS.": "INR",
         "CA$": "CAD", "A$": "AUD"}


def _currency_code(symbol: str | None) -> str | None:
    if not symbol:
        return None
    s = symbol.strip().upper()
    return _CODE.get(s) or currency_code(symbol) or (s if re.fullmatch(r"[A-Z]{3}", s) else None)


def document_currency(text: str) -> str | None:
    """The currency a text mentions most (by symbol or ISO code), or None."""
    counts: dict[str, int] = {}
    for m in re.finditer(_CUR, text):
        code = _currency_code(m.group())
        if code:
            counts[code] = counts.get(code, 0) + 1
    return max(counts, key=counts.get) if counts else None


def find_amounts(text: str) -> list[Span]:
    """Money amounts → ``Span(kind="amount", value=(Decimal, currency_code))``.

    Amounts printed with a currency sign or code get weight 1.0; bare two-decimal numbers (table
    cells such as ``399,00``) get 0.5 and borrow the excerpt's dominant currency (0.35 when it has none).
    ``printed`` keeps the printed form, with the currency code appended when the number was printed without one.
    """
    spans: list[Span] = []
    fallback = document_currency(text)
    for m in _MONEY.finditer(text):
        raw = m.group().strip()
        if raw.endswith(")") and "(" not in raw:  # "(now EUR 42.50)": the aside's bracket, not a negative amount
            raw = raw[:-1].rstrip()
        amount = parse_amount(re.sub(_CUR, "", raw).replace("(", "").replace(")", "").replace("-", ""))
        if amount is None:
            continue
        cur = _currency_code(re.search(_CUR, raw).group()) or fallback
        end = m.start() + len(m.group()) - len(m.group().lstrip()) + len(raw)
        spans.append(Span(m.start(), end, raw, "amount", (amount, cur), 1.0))
    for m in _BARE_DECIMAL.finditer(text):
        if any(s.start <= m.start() < s.end for s in spans):
            continue
        amount = parse_amount(m.group())
        if amount is None:
            continue
        printed = f"{m.group()} {fallback}" if fallback else m.group()
        spans.append(Span(m.start(), m.end(), printed, "amount", (amount, fallback), 0.5 if fallback else 0.35))
    spans.sort(key=lambda s: s.start)
    return spans


def format_amount(span: Span) -> str:
    """Printed form with its currency, e.g. ``$4.11`` or ``29,99 EUR``."""
    return span.printed


def amount_value(span: Span) -> Decimal:
    return span.value[0]


# ---------------------------------------------------------------- parties
_CAPITAL, _LETTERS = "A-ZÀ-ÖØ-Þ", "A-Za-zÀ-ÖØ-öø-ÿ"  # accented Latin letters too
_NAME = rf"[{_CAPITAL}][{_LETTERS}'\-]+\.?(?:[ ](?:[{_CAPITAL}][{_LETTERS}'\-]+\.?|&|and|of|de|van|von)){{0,5}}"
# "/s/ Name", "Signed by: Name", "Signature: Name", "Signature on file: Name", "(signed) Name", "(sgd.) Name".
_SIGNER = re.compile(
    rf"(?:/s/|\bSigned(?: by)?:?|\bSignature(?: [a-z]+){{0,3}}:\s*(?:/s/)?|\bPrint(?:ed)? name:|\bSigner:|"
    rf"\((?:signed|sgd\.?)\))[ \t]*({_NAME})")
_ROLE = re.compile(
    rf"\b(Landlord|Lessor|Tenant|Lessee|Insurer|Insured|Policyholder|Seller|Buyer|Vendor|Merchant|Sold by|"
    rf"Bill to|Billed to|Customer|Provider|Supplier|Contractor|Carrier|From|Issued by|Employer|Company|"
    rf"Payee|Named insured|Agent|Technician|Manager|Owner|Retailer|Store)\s*[:\-]\s*(?:[\"(]?)({_NAME})")
_ORG = re.compile(
    rf"\b({_NAME}\s(?:LLC|L\.L\.C\.|Inc\.?|Ltd\.?|Limited|GmbH|B\.V\.|S\.A\.|Corp\.?|Co\.|Company|"
    rf"Insurance|Mutual|District|Partners|Bank|Electronics|Hardware|Home|Store|Services|Utilities|Energy|"
    rf"Power|Water|Fiber|Telecom|Group|Clinic|Motors|Auto|Garage|Properties|Holdings))\b")
# Company legal forms as printed after a name, longest spelling first (the common ones of the English-, German-,
# French-, Dutch-, Italian-, Spanish- and Nordic-speaking countries; ISO 20275 lists them all). Not "SE": a car's
# trim ("Golf SE") prints it more often than a household's papers print a European company.
LEGAL_FORMS = (r"GmbH & Co\.? KG|GmbH|AG|KGaA|KG|OHG|UG|e\.V\.|B\.V\.|BV|N\.V\.|NV|S\.A\.R\.L\.|SARL|S\.A\.S\.|"
               r"SASU|SAS|EURL|S\.A\.|SA|S\.L\.|S\.r\.l\.|Srl|SRL|S\.p\.A\.|SpA|Ltd\.?|Limited|L\.L\.C\.|LLC|LLP|"
               r"Inc\.?|Corp\.?|Co\.|plc|PLC|Pty\.? Ltd\.?|Oyj|Oy|AB|A/S|ApS|ASA")
# A company's name: capitalised words (accented too) and the lower-case particles names carry ("Régie des Eaux").
_COMPANY_NAME = (rf"[{_CAPITAL}][{_LETTERS}'’\-]+\.?(?:[ ](?:[{_CAPITAL}][{_LETTERS}'’\-]+\.?|&|and|of|de|la|le|du|"
                 rf"des|di|del|della|van|von|der|den|het|und|et|y)){{0,5}}")
# A name and its legal form on one line ("Feldhaus Versicherung AG", "Marigold S.p.A."), with the words that may
# end the name after the form when nothing else follows on the line ("Corvina AG Nord").
_LEGAL_FORM = re.compile(LEGAL_FORMS)
# The form ends the name where the line ends or goes on with punctuation, a separator or a lower-case word; a
# model number ("Kellbach NV-7") or a state before its postcode ("Fernley SA 5000") is no company.
_LEGAL_NAME = re.compile(rf"(?m)\b({_COMPANY_NAME}[ ](?:{LEGAL_FORMS})(?:(?:[ ][{_CAPITAL}][{_LETTERS}\-]+){{1,2}}"
                         rf"(?=[ \t]*$)|(?![\w/])(?=[ \t]*$|[ \t]*[,;·|•–—(]|[ ]+[-–][ ]|[ ][a-z])))")
# "Label: Name", or the name on the line below its label ("Bill To:" / "Taylor Riddel"), as forms print them.
_LABELLED_NAME = re.compile(r"(?m)(?:^|- )([A-Za-z][A-Za-z ]{2,30}):[ \t]*(?:\n[ \t]*)?"
                            r"([A-Z][a-z'\-]+(?: [A-Z][a-z'\-]+){1,3})")
_BAD_NAME = re.compile(r"^(Date|Page|Total|Amount|Signature|Printed|Name|The|This|Phone|Email|Account)\b")


def _clean_name(name: str) -> str:
    name = re.split(r"\s(?:and|&)\s(?=[A-Z][a-z]+\s\()", name)[0]
    return re.sub(r"\s+(and|of|&|de|van|von)$", "", name.strip(" .,;:\"'()")).strip()


def find_signers(text: str, *, closings: bool = True) -> list[Span]:
    """Names on signature lines (``/s/ Name``, ``Signature: Name``, ``Printed name: Name``), deduplicated, in
    the order printed. ``closings``: also the names a letter's valediction or a contract's signature block
    prints on lines of their own (``ask.closings.closing_signers``)."""
    spans, seen = [], set()
    found = [(m.start(1), _clean_name(m.group(1))) for m in _SIGNER.finditer(text)]
    if closings:
        found += closing_signers(text)
    for start, name in sorted(found):
        if len(name.split()) < 2 or _BAD_NAME.match(name) or name.lower() in seen:
            continue
        if start + len(name) >= len(text.rstrip()) and any(s.startswith(name.lower()) for s in seen):
            continue  # cut off by the end of the excerpt ("Quintus Drummon"), already named in full
        seen.add(name.lower())
        spans.append(Span(start, start + len(name), name, "party", name, 1.0))
    return spans


#: Labels whose value is an organisation: what a question asking "which company" may be answered by.
_ORG_LABEL = re.compile(r"\b(?:insurer|insurance company|underwriter|company|provider|supplier|carrier|issuer|seller|"
                        r"vendor|merchant|retailer|store|shop|dealer|payee|employer|contractor|bank|operator|agency|"
                        r"firm|utility)\b|\b(?:issued|sold|supplied|bought|purchased|ordered) (?:by|from|at)\b|"
                        r"\bplace of purchase\b|^\s*from\s*$", re.I)


# Where a labelled name's line goes on to something else: a separator, a bracket, an address or a number.
_VALUE_END = re.compile(r"\s[-·|•–—]\s|[,;(<\[\"]|\s{2,}|\d|@|\n")
# Words that are never part of a name: the English words between a name and what a line says next.
_NOT_IN_NAME = re.compile(r"^(?:and|or|the|his|her|their|our|your|is|was|are|for|with|on|at|to|by|from|in|as|"
                          r"who|which|that|this|since|until|per)$", re.I)


def _role_value(text: str, start: int, name: str) -> str:
    """The name a role label gives, read on from ``name`` (its capitalised words) to the end of its line when
    what follows is lower-case words of the same name ("Seller: Le petit four", "Supplier: Régie des eaux") or
    ends in a legal form ("… du Nord SA"), at most 7 words in all; else ``name``."""
    stop = _VALUE_END.search(text, start)
    value = text[start:stop.start() if stop else len(text)].strip()
    extra = value[len(name):].split() if value.startswith(name) else []
    formed = bool(extra) and bool(_LEGAL_FORM.fullmatch(extra[-1]))  # "… du Nord SA": capitalised words may be in it
    if not extra or len(name.split()) + len(extra) > 7 or any(
            _NOT_IN_NAME.match(w) or not (w[0].islower() or formed) for w in extra):
        return name
    return value


def find_parties(text: str, *, whole: bool = False, organisations: bool = False) -> list[Span]:
    """Party candidates: role-labelled names (``Landlord: …``), organisation names (a legal form of any country,
    ``LEGAL_FORMS``, or a word such as "Insurance"), signers; a name inside another one found is not offered twice.
    ``whole``: ``text`` is complete (a page field's ``Label: value``), so a name at its end is not cut off.
    ``organisations``: the question asks which company, shop or insurer, so only names an organisation's
    label names (``_ORG_LABEL``: "Insurer:", "Dealer:"; not "Insured vehicle:") or an organisation's own word
    (``_LEGAL_NAME``, ``_ORG``: "… GmbH") gives are kept: a landlord's, a policyholder's or an insured car's name
    answers no "which company"."""
    spans = []
    for m in _ROLE.finditer(text):
        name = _clean_name(_role_value(text, m.start(2), m.group(2)))
        if name and not _BAD_NAME.match(name) and not (organisations and not _ORG_LABEL.search(m.group(1))):
            spans.append(Span(m.start(2), m.start(2) + len(name), name, "party", name, 0.9))
    for m in _LABELLED_NAME.finditer(text):
        # "Spare key: Lionel Norwood next door": any short label followed by a person's name; weaker than
        # a role label, the question's words must sit in the label for it to win.
        name = _clean_name(m.group(2))
        if organisations and not _ORG_LABEL.search(m.group(1)):
            continue
        if len(name.split()) >= 2 and not _BAD_NAME.match(name) and not any(s.start == m.start(2) for s in spans):
            spans.append(Span(m.start(2), m.start(2) + len(name), name, "party", name, 0.6))
    for m in [*_LEGAL_NAME.finditer(text), *_ORG.finditer(text)]:
        name = _clean_name(m.group(1))
        if not _BAD_NAME.match(name) and not any(s.start <= m.start(1) < s.end for s in spans):
            spans.append(Span(m.start(1), m.start(1) + len(name), name, "party", name, 0.8))
    spans += [] if organisations else find_signers(text, closings=False)
    # A name running into the end of the excerpt is cut off ("LANDLORD: Voss Pr"): quoting it would be wrong.
    end = len(text.rstrip())
    spans = [s for s in spans if s.end < end or whole]
    spans.sort(key=lambda s: s.start)
    return spans


# ---------------------------------------------------------------- phone numbers
#: Regions whose national formats are read ("(541) 555-0190", "020 7946 0018", "01 42 68 53 00"); numbers
#: written with a "+" country code are read whatever the region.
PHONE_REGIONS = ("US", "GB", "FR", "DE", "NL", "BE", "CH", "IE", "AU")


def find_phones(text: str) -> list[Span]:
    """Telephone numbers in ``text`` (the ``phonenumbers`` library's matcher, numbers it judges valid for
    one of PHONE_REGIONS) → ``Span(kind="phone", value=printed)``, first match per position."""
    import phonenumbers

    seen: dict[int, Span] = {}
    for region in PHONE_REGIONS:
        try:
            matches = list(phonenumbers.PhoneNumberMatcher(text, region, leniency=phonenumbers.Leniency.VALID))
        except Exception:  # noqa: BLE001 - the matcher must never break an answer
            continue
        for m in matches:
            if m.start not in seen:
                seen[m.start] = Span(m.start, m.end, m.raw_string, "phone", m.raw_string, 1.0)
    return sorted(seen.values(), key=lambda s: s.start)


# ---------------------------------------------------------------- identifiers and lines
# Groups joined by "-", "/", "." or ":" ("55120/0447-KB", "WTR:B7731:02", "AC.512.3308.4") or digit groups by
# spaces; "." and ":" only in a token with a letter (all digits so joined are amounts, times, addresses), and a
# token shaped like a numeric date or a time is none.
# A short letter prefix set apart from digit groups belongs to the identifier: "PBG 7730 1182 04".
_ID = re.compile(r"(?<![\w\-/])(?:[A-Z]{2,4} (?=\d{2}))?[A-Z0-9]+(?:[-/.:][A-Z0-9]+|(?<=\d) (?=\d)[0-9]+)*(?![\w\-/])")
# A day, a time, or a month of a year ("03/2019", "2019-03": a first registration, a card's expiry).
_DATE_OR_TIME = re.compile(r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}|\d{1,2}:\d{2}(?::\d{2})?|"
                           r"(?:0?[1-9]|1[0-2])[-/.](?:19|20)\d{2}|(?:19|20)\d{2}[-/.](?:0?[1-9]|1[0-2])")
_PHONE = re.compile(r"^(1-)?\d{3}-\d{3}-\d{4}$")


# An IBAN as printed: country, check digits, then groups of letters and digits, spaced or not.
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}")


def find_ibans(text: str) -> list[Span]:
    """IBANs printed in ``text`` → ``Span(kind="id", value=printed)``: a country the IBAN registry knows and
    that country's length (python-stdnum's registry, ``stdnum.iban``). A valid checksum weighs 1.0; a paper
    may print one that fails it (a sample, a typo), which is still what it prints: 0.8."""
    from stdnum import iban, numdb

    registry = numdb.get("iban")
    out = []
    for m in _IBAN.finditer(text):
        bban = registry.info(m.group()[:2])[0][1].get("bban")
        if not bban:
            continue
        length = 4 + sum(int(n) for n in re.findall(r"(\d+)!?[nac]", bban))
        end, seen = m.start(), 0
        while end < m.end() and seen < length:  # the printed end of the IBAN's characters
            seen += text[end] != " "
            end += 1
        if seen < length or (end < len(text) and text[end].isalnum()):
            continue  # too short, or its last group runs on: another code
        printed = text[m.start():end]
        valid = iban.is_valid(printed)
        out.append(Span(m.start(), end, printed, "id", printed, 1.0 if valid else 0.8))
    return out


def find_ids(text: str) -> list[Span]:
    """Identifier-looking tokens (account, policy, tracking, model numbers): upper-case letters and
    digits, possibly grouped by ``-`` or spaces; phone numbers, dates and bare years are left out."""
    from babel.numbers import list_currencies

    out = []
    for m in _ID.finditer(text):
        raw, start = m.group(), m.start()
        prefix = raw.split(" ", 1)[0]
        if " " in raw and prefix.isalpha() and prefix in list_currencies():
            raw, start = raw[len(prefix) + 1:], start + len(prefix) + 1  # "USD 1234": an amount's code, no id
        digits = sum(c.isdigit() for c in raw)
        letters = sum(c.isalpha() for c in raw)
        if len(raw) < 5 or digits < (2 if letters else 5) or _PHONE.match(raw) or _DATE_OR_TIME.fullmatch(raw):
            continue
        if not letters and re.search(r"[.:]", raw):
            continue  # "1234.56", "192.168.1.10", "20.03.2026 12:15", "10:30-12:00"
        out.append(Span(start, m.end(), raw, "id", raw, 1.0 if digits >= 4 else 0.7))
    return out


def find_lines(text: str) -> list[Span]:
    """Logical lines: a ``Label:`` line is joined with the value line that follows it; long lines are
    cut at sentence ends. Each span is a line of ``text``."""
    out: list[Span] = []
    pos = 0
    raw_lines = text.split("\n")
    i = 0
    while i < len(raw_lines):
        line = raw_lines[i]
        start, end = pos, pos + len(line)
        joined = line.strip()
        if (i + 1 < len(raw_lines) and joined and (joined.endswith(":") or len(joined) < 40)
                and raw_lines[i + 1].strip()):
            nxt = raw_lines[i + 1]
            if len(nxt.strip()) < 60 and not nxt.strip().endswith(":"):
                joined = f"{joined.rstrip(':')}: {nxt.strip()}" if joined.endswith(":") else f"{joined} {nxt.strip()}"
                end = end + 1 + len(nxt)
        # A sentence ends at ".", "!" or "?" before a space: "2.60 LB" and "Inc.," stay whole.
        for m in re.finditer(r"(?:[^.!?]|[.!?](?!\s|$))+(?:[.!?]|$)", joined):
            piece = m.group().strip()
            if len(piece) > 2:
                out.append(Span(start, end, piece, "line", piece, 1.0))
        pos += len(line) + 1
        i += 1
    return out


# ---------------------------------------------------------------- quantities
_NUMBER = r"(?:(?:over|about|approx\.?|approximately|up to|at least|more than)\s+)?\d(?:[\d,.' ]*\d)?"
_QUANTITY_AFTER = re.compile(rf"({_NUMBER})(\)?\s*[^\W\d_]{{0,12}}\.?)?\s*$")  # "3 liter " before the noun
_QUANTITY_BEFORE = re.compile(rf"^[\s:=\-]*({_NUMBER})(\s?(?:%|[^\W\d_]{{1,12}}\.?))?")  # ": 9,300 gallons"
_YEAR = re.compile(r"(?:19|20)\d\d")  # "2008\nPay …": a year counts nothing
QUANTITY_GAP = 2  # words allowed between a number and the noun it counts ("32 simultaneous polyphonic tracks")


def find_quantities(text: str, anchors: list[tuple[int, int]]) -> list[Span]:
    """Counts and measures of a noun: for each occurrence ``anchors`` [start, end) of the noun a question
    counts ("how many tracks", "how much water"), a number printed right before it ("3 liter water",
    "32 simultaneous polyphonic tracks": at most QUANTITY_GAP words between, on one line) or right after
    it ("Water used: 9,300 gallons"). Each span runs from the number to the noun (or from the noun to the
    number and its unit); ``value`` is the number as printed."""
    out: list[Span] = []
    for start, end in anchors:
        while end < len(text) and (text[end].isalpha() or text[end] in "'’"):
            end += 1  # the whole printed word: "notes", "days'", not the stem
        line_start = text.rfind("\n", 0, start) + 1
        if not text[line_start:start].strip() and line_start > 0:
            line_start = text.rfind("\n", 0, line_start - 1) + 1  # "up to 32" / "tracks may be …"
        before = text[line_start:start]
        words_before = before.split()
        for gap in range(0, QUANTITY_GAP + 1):
            head = " ".join(words_before[:len(words_before) - gap]) if gap else before
            m = _QUANTITY_AFTER.search(head)
            if m and m.group(1) and not _YEAR.fullmatch(m.group(1)):
                s0 = line_start + before.find(m.group(0)) if gap else line_start + m.start()
                if s0 > line_start and text[s0 - 1] == "(":
                    s0 -= 1  # "sixty (60) days"
                if s0 >= line_start:
                    out.append(Span(s0, end, text[s0:end], "quantity", m.group(1).strip(), 1.0 - 0.1 * gap))
                    break
        line_end = text.find("\n", end)
        after = text[end:line_end if line_end >= 0 else len(text)]
        label = re.match(r"[^\d\n.;!?()]{0,25}", after)  # "Water used: 9,300": a few words between
        m = _QUANTITY_BEFORE.match(after[label.end():]) if label else None
        if m is None and label and label.end() == len(after) and line_end >= 0:
            # A label line over its value line ("Water used" / "9,300 gallons").
            label = re.match(r"[^\d\n.;!?()]{0,25}\n", text[end:])
            m = _QUANTITY_BEFORE.match(text[end + label.end():]) if label else None
        if m and not _YEAR.fullmatch(m.group(1)):
            stop = end + label.end() + m.end()
            out.append(Span(start, stop, text[start:stop], "quantity", m.group(1).strip(), 0.9))
    return out


# ---------------------------------------------------------------- layout
_LABEL_LINE = re.compile(r"^[A-Za-zÀ-ÿ][^:\n]{0,38}:\s*$")


def column_labels(text: str) -> dict[int, tuple[int, int]]:
    """Labels printed as a column after their values, as PDF text extraction emits two-column headers:
    N value lines followed by N ``Label:`` lines (N ≥ 3) pair up in order. Returns
    {offset of a value line: (start, end) of its label line}; empty when the text has no such block."""
    lines, pos = [], 0
    for line in text.split("\n"):
        lines.append((pos, pos + len(line), line.strip()))
        pos += len(line) + 1
    out: dict[int, tuple[int, int]] = {}
    i = 0
    while i < len(lines):
        j = i
        while j < len(lines) and _LABEL_LINE.match(lines[j][2]):
            j += 1
        n = j - i
        if n >= 3 and i - n >= 0 and not any(_LABEL_LINE.match(lines[k][2]) or not lines[k][2]
                                             for k in range(i - n, i)):
            for k in range(n):
                value, label = lines[i - n + k], lines[i + k]
                out[value[0]] = (label[0], label[1])
        i = max(j, i + 1)
    out.update(table_labels(text))
    return out


# "Line Total", "Qty", "Unit price (€)": a few words, no figures.
_HEADER_CELL = re.compile(r"^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.&/#%()'’-]*(?: [A-Za-zÀ-ÿ.&/#%()'’-]+){0,2}$")
_CELL_CHARS = 30  # a table cell printed on its own line is short
_EMPTY_CELL = {"-", "–", "—", "n/a", "N/A"}


def table_labels(text: str) -> dict[int, tuple[int, int]]:
    """{offset of a table cell's line: (start, end) of its column's header line}; see :func:`table_cells`."""
    return {cell: header for cell, (header, _) in table_cells(text).items()}


@functools.lru_cache(maxsize=256)
def table_cells(text: str) -> dict[int, tuple[tuple[int, int], tuple[int, int]]]:
    """The column headers of a table that text extraction emits one cell per line: a block of N ≥ 3 header
    lines (one to three words, no figures), then two or more rows of N short lines (≤ 30 characters) each,
    the first cell of the first row printing a figure. A row is taken while its cells print figures in the
    same columns as the first row's (an empty cell, "-", matches any). Returns {offset of a cell's line:
    ((start, end) of its column's header line, (start, end) of its row)}."""
    lines, pos = [], 0
    for line in text.split("\n"):
        if line.strip():
            lines.append((pos, pos + len(line), line.strip()))
        pos += len(line) + 1
    out: dict[int, tuple[tuple[int, int], tuple[int, int]]] = {}
    i = 0
    while i < len(lines):
        j = i
        while j < len(lines) and _HEADER_CELL.match(lines[j][2]):
            j += 1
        n = j - i
        if n < 3 or j >= len(lines) or not re.search(r"\d", lines[j][2]):
            i = max(j, i + 1)
            continue
        headers = lines[i:j]
        shape = None
        k = j
        rows: dict[int, tuple[tuple[int, int], tuple[int, int]]] = {}
        while k + n <= len(lines):
            row = lines[k:k + n]
            if any(len(c[2]) > _CELL_CHARS for c in row):
                break  # a line of several fields ("Office Visit $55/0% Specialist Visit …") is no one cell
            cells = [bool(re.search(r"\d", c[2])) if c[2] not in _EMPTY_CELL else None for c in row]
            if shape is None:
                shape = cells
            elif any(a is not None and b is not None and a != b for a, b in zip(shape, cells)):
                break
            for cell, header in zip(row, headers):
                rows[cell[0]] = ((header[0], header[1]), (row[0][0], row[-1][1]))
            k += n
        # Two rows at least (one row under a few short lines is no table), and a column of words among the
        # figures: rows of figures only would line up under any run of short lines above them, a caption too.
        if k - j >= 2 * n and shape and not all(shape):
            out.update(rows)
        i = k if k - j >= 2 * n else j
    return out
