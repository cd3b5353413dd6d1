"""Amount and date spellings for the synthetic household variant, and the gold answer aliases.

Amounts are integer cents throughout; nothing here parses, it only prints."""
from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal


def cents_round(value: Decimal | float | int) -> int:
    """Round a cent value (possibly fractional) half-up to an int."""
    return int(Decimal(str(value)).quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def pct_of(cents: int, percent: str) -> int:
    """``percent`` of ``cents`` rounded half-up to a cent; ``percent`` as a decimal string."""
    return cents_round(Decimal(cents) * Decimal(percent) / 100)


def _groups(units: int, sep: str) -> str:
    return f"{units:,}".replace(",", sep)


def usd(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    c = abs(cents)
    return f"{sign}${c // 100:,}.{c % 100:02d}"


def usd_plain(cents: int) -> str:
    """1,234.56 without symbol (payslip and statement columns)."""
    sign = "-" if cents < 0 else ""
    c = abs(cents)
    return f"{sign}{c // 100:,}.{c % 100:02d}"


def gbp(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    c = abs(cents)
    return f"{sign}£{c // 100:,}.{c % 100:02d}"


def eur_de(cents: int) -> str:
    """German style: 1.234,56 €"""
    sign = "-" if cents < 0 else ""
    c = abs(cents)
    return f"{sign}{_groups(c // 100, '.')},{c % 100:02d} €"


def eur_fr(cents: int) -> str:
    """French style: 1 234,56 € (plain space as thousands separator)"""
    sign = "-" if cents < 0 else ""
    c = abs(cents)
    return f"{sign}{_groups(c // 100, ' ')},{c % 100:02d} €"


def eur_nl(cents: int) -> str:
    """Dutch style: € 1.234,56"""
    sign = "-" if cents < 0 else ""
    c = abs(cents)
    return f"{sign}€ {_groups(c // 100, '.')},{c % 100:02d}"


def decimal_comma(value: str) -> str:
    return value.replace(".", ",")


MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
MONTHS_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
             "Oktober", "November", "Dezember"]


def d_us_short(d: date) -> str:
    return f"{d:%b} {d.day}, {d.year}"


def d_us_long(d: date) -> str:
    return f"{d:%B} {d.day}, {d.year}"


def d_slash(d: date) -> str:
    return f"{d:%m/%d/%Y}"


def d_uk_long(d: date) -> str:
    return f"{d.day} {d:%B %Y}"


def d_uk_short(d: date) -> str:
    return f"{d:%d %b %Y}"


def d_fr(d: date) -> str:
    return f"{d:%d/%m/%Y}"


def d_de(d: date) -> str:
    return f"{d:%d.%m.%Y}"


def d_nl(d: date) -> str:
    return f"{d:%d-%m-%Y}"


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def date_aliases(d: date) -> list[str]:
    """The spellings the shared gold accepts for a date answer (ISO is the answer itself)."""
    out = [f"{d.day} {d:%B %Y}", f"{d:%B} {d.day}, {d.year}", f"{d:%b} {d.day}, {d.year}",
           f"{d.day} {d:%b %Y}", f"{d:%m/%d/%Y}", f"{d:%B} {ordinal(d.day)}, {d.year}",
           f"{d:%d-%b-%Y}", f"{d:%d/%m/%Y}", f"{d:%d.%m.%Y}", f"{d.month}/{d.day}/{d.year}"]
    seen, result = set(), []
    for a in out:
        if a not in seen:
            seen.add(a)
            result.append(a)
    return result


def amount_answer(cents: int, currency: str) -> tuple[str, list[str]]:
    """Gold answer text and aliases for one amount, as printed in the shared household set."""
    units, rest = divmod(abs(cents), 100)
    sign = "-" if cents < 0 else ""
    plain = f"{sign}{units}.{rest:02d}"
    grouped = f"{sign}{units:,}.{rest:02d}"
    answer = f"{currency} {plain}"
    if currency == "USD":
        if abs(cents) >= 100000:
            aliases = [f"{sign}${units:,}.{rest:02d}", f"USD {grouped}", grouped, plain,
                       f"{sign}${plain.lstrip('-')}", f"{plain} USD", f"{grouped} USD"]
        else:
            aliases = [f"{sign}${units}.{rest:02d}", plain, f"{plain} USD"]
    elif currency == "GBP":
        aliases = [f"{sign}£{units:,}.{rest:02d}", plain, f"{plain} GBP"]
        if abs(cents) >= 100000:
            aliases += [grouped, f"GBP {grouped}"]
    else:
        comma = f"{sign}{_groups(units, '.')},{rest:02d}"
        aliases = [f"€{grouped}", plain, f"{plain} EUR", f"{comma} €", comma, f"€ {plain}",
                   f"{plain} €", f"€ {comma}"]
        if abs(cents) >= 100000:
            aliases += [grouped, f"EUR {grouped}"]
    return answer, list(dict.fromkeys(aliases))
