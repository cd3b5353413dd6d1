"""A question that names a country ("the boat insurance for the house in Portugal") answered from a paper that names
another one and not it (a Canadian policy): that paper answers another question. Country names are CLDR's in
English (babel), read on a paper only where an address prints them; a paper printed in the country's own language
("Deutschland") or naming no country is left alone.
"""
from __future__ import annotations

import functools
import re

from archive.models import Page

#: Characters of each cited paper read for the countries it names: letterheads and address blocks come first.
COUNTRY_CHARS = 4000


@functools.lru_cache(maxsize=1)
def _country_pattern() -> re.Pattern:
    """One pattern over babel's English country names of at least four letters (``Locale("en").territories``,
    alphabetic codes only: no regions such as "Europe"), longest first; "New Mexico" is a state, not Mexico."""
    from babel import Locale

    names = sorted({name for code, name in Locale("en").territories.items()
                    if code.isalpha() and len(code) == 2 and len(name) >= 4}, key=len, reverse=True)
    return re.compile(r"(?<!New )\b(" + "|".join(re.escape(n) for n in names) + r")\b", re.I)


def countries_named(text: str) -> set[str]:
    """The country names (lower case) ``text`` prints, in any case (a question typed "in germany")."""
    return {m.group(1).lower() for m in _country_pattern().finditer(text or "")}


def address_countries(text: str) -> set[str]:
    """The countries (lower case) ``text`` prints as an address does: a line that is the country's name, or that
    ends with ", <Country>" ("Wellington 6011, New Zealand"); a "Jordan" or a "Georgia Power" inside a line is a
    name, not an address."""
    out = set()
    for line in (text or "").splitlines():
        line = line.strip().rstrip(".")
        tail = line.rsplit(",", 1)[-1].strip()
        for candidate in {line, tail}:
            m = _country_pattern().fullmatch(candidate)
            if m and candidate[:1].isupper():
                out.add(m.group(1).lower())
    return out


def other_country(question: str, cited: list[int]) -> tuple[set[str], set[str]] | None:
    """(countries ``question`` names, countries the ``cited`` papers name instead) when the question names a country
    that none of those papers prints and they print another; else None. One query over the cited pages."""
    asked = countries_named(question)
    if not asked or not cited:
        return None
    printed: set[str] = set()
    for text in Page.objects.filter(document_id__in=cited).values_list("text", flat=True):
        printed |= address_countries((text or "")[:COUNTRY_CHARS])
    if not printed or printed & asked:
        return None
    return asked, printed
