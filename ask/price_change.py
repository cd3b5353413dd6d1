"""By how much a price changed: "How much more a month is the internet since the price change?", "By how much did
the electricity rate per kWh go up this year?".

No paper prints the answer. A notice or a bill that announces a change prints the old and the new figure in one
sentence ("The energy charge increases from $0.1420 to $0.1515 per kWh.", "From 1 July your plan costs EUR 42.50 a
month (now EUR 39.95)."); the answer is their difference, computed in Decimal on the figures as printed (a rate's
fourth decimal is kept), with the unit the sentence gives ("per kWh"), citing the paper. Amounts are found by
``ingest.money`` (the one owner of money parsing).

Only papers the reader's gate finds about the question are read, best-ranked first. A sentence counts when it
speaks of a change and prints exactly two amounts of one currency; when the question names a unit ("per kWh",
"a month") the sentence must give that unit. Two such sentences with different differences in the first paper
that has any: no answer, since which one is asked is not known.
"""
from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from ingest.money import find_money, parse_amount

from .types import Answer, Excerpt

BACKEND = "offline-extractive"
#: A difference of two figures one sentence prints: arithmetic on a paper's own words, as ``ask.amount_before``.
CONFIDENCE = 0.75
#: Retrieved documents read, in rank order.
MAX_DOCUMENTS = 3

_ASKED = re.compile(
    r"\bhow much (?:more|higher|extra|less|lower|cheaper|dearer)\b|\bby how much\b|"
    r"\bhow much (?:did|has|have|does|do|will|is|was|were)\b[^?]{0,60}\b(?:go(?:ne|es)? up|went up|rise|risen|rose|"
    r"increase[sd]?|go(?:ne|es)? down|went down|fall|fallen|fell|drop(?:ped)?|decrease[sd]?|change[sd]?|put up)\b|"
    r"\b(?:rate|price|rent|premium|fee|tariff|cost)s? (?:increase|rise|hike|change|cut)\b|"
    r"\bdifference between the (?:old|previous|former|current) and (?:the )?new\b", re.I)
# Two named periods or things compared ("than last year", "compared with March"): the payment records' sums.
_COMPARED = re.compile(r"\b(?:than|compared|versus|vs\.?)\b", re.I)
# A sentence that announces a change, in the languages the archive's papers are written in.
_CHANGE = re.compile(
    r"\b(?:increas\w*|rais\w*|rise[sn]?|rose|go(?:es)? up|went up|chang\w*|adjust\w*|new (?:price|rate|rent|premium|"
    r"tariff)|will (?:cost|be)|now (?:costs?|is|are|pays?)|decreas\w*|reduc\w*|lower\w*|augment\w*|hausse|"
    r"passe(?:ra)? de|erhöh\w*|Änderung|ändert|verhoog\w*|wijzig\w*|aumento|aumenta|subida|sube)\b|\(now\b", re.I)
# The question's words for a change, as ``ask.question_type.stem`` gives them.
_CHANGE_TERM = re.compile(r"ris\w*|rose|increas\w*|chang\w*|hike\w*|rais\w*|go|goes|gone|went|put|drop\w*|fall\w*|"
                          r"fell|decreas\w*|cut\w*|reduc\w*|more|extra|higher|lower")
# The unit a figure is quoted in: "per kWh", "/kWh", "a month", "per month".
_UNIT = re.compile(r"\s*(?:/\s*|(?:per|a|an|each|every|par|pro|je|per)\s+)(kwh|kw|m³|m3|therms?|gallons?|litres?|"
                   r"liters?|month|year|quarter|week|day|mois|an|monat|jahr|maand|jaar)\b", re.I)
_UNIT_NAMES = {"kw": "kW", "kwh": "kWh", "m3": "m³", "mois": "month", "monat": "month", "maand": "month",
               "an": "year", "jahr": "year", "jaar": "year"}
_QUESTION_UNIT = re.compile(r"\b(?:per|a|an|each|every)[\s-]+(kwh|kilowatt[- ]hours?|kw|m³|m3|therms?|gallons?|"
                            r"litres?|liters?|month|year|quarter|week|day)\b|\b(monthly|yearly|annual|weekly)\b", re.I)


def asks_price_change(question: str) -> bool:
    """Whether ``question`` asks by how much a price, rate or fee changed (not two periods compared)."""
    from .question_type import classify_question

    return bool(_ASKED.search(question or "")) and not _COMPARED.search(question or "") and \
        classify_question(question) in ("amount", "lookup")  # "when does the rent increase start?" asks a date


def _unit_name(raw: str) -> str:
    word = raw.lower()
    word = _UNIT_NAMES.get(word, word)
    return {"therm": "therm", "therms": "therm", "gallons": "gallon", "litres": "litre", "liters": "litre",
            "liter": "litre"}.get(word, word)


def _question_unit(question: str) -> str | None:
    m = _QUESTION_UNIT.search(question)
    if not m:
        return None
    if m.group(2):
        return {"monthly": "month", "yearly": "year", "annual": "year", "weekly": "week"}[m.group(2).lower()]
    word = m.group(1).lower()
    return "kWh" if word.startswith("kilowatt") else _unit_name(word)


#: A line shorter than this ends where it ends ("To pay:   EUR 39.95"); a longer one may be wrapped prose.
WRAPPED_LINE = 60


def _sentences(text: str) -> list[str]:
    """``text``'s sentences: a PDF wraps a sentence across long lines, which are joined; a blank line or a short
    line (a label and its value) ends one."""
    out = []
    for block in re.split(r"\n\s*\n", text):
        joined, lines = [], block.split("\n")
        for line in lines:
            joined.append(line.strip())
            if len(line.strip()) < WRAPPED_LINE:
                joined.append("\n")
        flat = " ".join(joined)
        for part in flat.split("\n"):
            out += [s.strip() for s in re.split(r"(?<=[.!?])\s+(?=[A-Z(])", part) if s.strip()]
    return out


def _number(printed: str) -> Decimal | None:
    m = re.search(r"\d[\d.,'’\u00a0\u202f ]*", printed)
    return parse_amount(m.group().strip()) if m else None


def changes_in(text: str) -> list[tuple[Decimal, str, str | None, str]]:
    """The changes ``text`` announces: (difference ≥ 0 as printed, no rounding; ISO 4217 currency; unit or None;
    the sentence), one per sentence that speaks of a change and prints exactly two amounts of one currency."""
    out = []
    for sentence in _sentences(text):
        if not _CHANGE.search(sentence):
            continue
        amounts = [m for m in find_money(sentence) if not m.negative]
        if len(amounts) != 2 or amounts[0].currency != amounts[1].currency:
            continue
        values = [_number(m.text) for m in amounts]
        if None in values or values[0] == values[1]:
            continue
        units = [u for m in amounts if (u := _UNIT.match(sentence, m.end))]
        unit = _unit_name(units[0].group(1)) if units else None
        out.append((abs(values[0] - values[1]), amounts[0].currency, unit, sentence.strip()))
    return out


def price_change_answer(question: str, excerpts: list[Excerpt], *, as_of: date) -> Answer | None:
    """The difference between the old and the new figure the best-ranked paper about ``question`` prints in one
    sentence of change ("from $0.1420 to $0.1515 per kWh" → "USD 0.0095 per kWh"), citing it; None when the
    question asks no change, no paper about it prints one, or its first such paper prints two different ones."""
    if not asks_price_change(question):
        return None
    from .candidates import papers_about

    wanted = _question_unit(question)
    # The change itself ("rise", "go up") is what this reader reads; a paper need not print the question's verb.
    for e in papers_about(question, excerpts, as_of=as_of, limit=MAX_DOCUMENTS, not_required=_CHANGE_TERM.fullmatch):
        found = [c for c in changes_in(e.context or e.text) if wanted is None or c[2] == wanted]
        if not found:
            continue
        if len({(diff, currency) for diff, currency, _, _ in found}) > 1:
            return None
        diff, currency, unit, sentence = found[0]
        per = f" per {unit}" if unit else ""
        return Answer(answer=f"{currency} {diff}{per}", cited=[e.doc_id], confidence=CONFIDENCE, backend=BACKEND,
                      notes=[f"Computed from the paper's sentence: “{sentence[:200]}”"],
                      cited_pages={e.doc_id: e.page})
    return None
