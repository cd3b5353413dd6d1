"""A payee's printed name as a company: its letterhead cut to the name, and whether two spellings name one company.
Shared by the payee answers (``ask.record_parties``) and the totals (``ask.aggregate``)."""
from __future__ import annotations

import re

from .coverage import fold


def printed_name(payee: str) -> str:
    """A letterhead as a name: separators and what follows them cut ("Harlow Gas · since 1950"), a word
    printed in capitals as a logo given its capital only ("HARROW Energy" → "Harrow Energy"; "LLC" stays)."""
    name = re.split(r"\s+[·|•–—-]\s+|\s{2,}|,\s", payee.strip())[0].strip(" .,;:")
    return " ".join(w.title() if w.isupper() and len(w) > 3 else w for w in name.split())


def company_key(payee: str) -> str:
    """A letterhead as a comparison key: its printed name's letters and digits, case and accents folded."""
    return re.sub(r"[\W_]+", "", fold(printed_name(payee)).casefold())


def same_company(a: str, b: str) -> bool:
    """Whether two letterheads name one company: the same key, or one key (of five letters or more) inside the
    other ("ALPENHOF" and "ALPENHOF Versicherungen AG", "SEPA DD VOLTA ENERGY" and "Volta Energy")."""
    ka, kb = company_key(a), company_key(b)
    short, long_ = sorted((ka, kb), key=len)
    return ka == kb or (len(short) >= 5 and short in long_)
