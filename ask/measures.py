"""Measures a question asks for by their dimension: "what speed is our internet plan?" wants a rate
("500 Mbps"), "what notice period applies?" a time ("90 days"), "how heavy was the parcel?" a mass.
Units are read by pint (its default registry: "Mbps", "days", "mi", "kWh", "liters"), so any unit of the
right dimension is found, whatever the paper prints, and a figure of another dimension never is.
"""
from __future__ import annotations

import functools
import re

from .spans import Span

# Question words → the dimensions (as exemplar units) of what they ask for. "how long" is a time or a length.
_RATE, _TIME, _MASS, _LENGTH, _VOLUME, _ENERGY = "Mbps|mph", "day", "kg", "mile", "liter", "kWh"
_ASKS = [
    (re.compile(r"\b(?:speed|speeds|how fast|bandwidth)\b", re.I), _RATE),
    (re.compile(r"\b(?:notice|notice period|how long|duration|how many (?:days|weeks|months|years))\b", re.I), _TIME),
    (re.compile(r"\b(?:weight|weigh|weighs|weighed|how heavy)\b", re.I), _MASS),
    (re.compile(r"\b(?:distance|how far|mileage|odometer|how long|length|height|how tall|width|how wide)\b", re.I),
     _LENGTH),
    (re.compile(r"\b(?:volume|how much water|capacity)\b", re.I), _VOLUME),
    (re.compile(r"\b(?:usage|consumption|how much (?:electricity|energy|power|gas) did)\b", re.I), _ENERGY),
]
# A figure and the unit printed after it: "500 Mbps", "2.60 LB", "sixty (60) days", "45,728 mi", "3 l".
FIGURE = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\)?\s?"
                     r"([A-Za-zµ°]{1,12}(?:/[A-Za-z]{1,4})?)\b")


# Tokens pint reads as units that papers print as words or suffixes: "9 am" (attometre), "5 pm", "3 in"
# (inch), "5 a" (annum), "21 st", "2 nd", "3 pcs" (parsec).
_NOT_UNITS = {"a", "am", "an", "as", "at", "by", "d", "e", "h", "in", "is", "it", "nd", "of", "on", "or", "pc",
              "pcs", "pm", "rd", "s", "st", "th", "to", "x"}


# What pint raises besides its own errors on words that are no unit expression.
_PINT_MISREADS = (AttributeError, TypeError, ValueError, KeyError, AssertionError)


@functools.cache
def _registry():
    import pint

    return pint.UnitRegistry()


@functools.cache
def unit_dimension(unit: str):
    """pint's dimensionality of ``unit`` as a question types it ("kWh" or "kwh" → [mass][length]²/[time]²),
    None when it is no unit pint knows or a word papers print that pint would misread ("am", "in")."""
    import pint

    found = _dimension(unit)
    if found is not None or unit.lower() in _NOT_UNITS:
        return found
    try:  # typed in lower case: "kwh", "mbps"
        return _loose_registry().Quantity(1, unit).dimensionality or None
    except (pint.errors.PintError, *_PINT_MISREADS):
        return None


@functools.cache
def _loose_registry():
    import logging

    import pint

    # Read case-blind, "kg" is also kilogauss; pint takes its first reading and warns on stderr, once per
    # question, in the CLI's output. The first reading is the one kept either way.
    logging.getLogger("pint").setLevel(logging.ERROR)
    return pint.UnitRegistry(case_sensitive=False)


@functools.cache
def _dimension(unit: str):
    """pint's dimensionality of ``unit`` ("Mbps" → 1/[time]), or None when pint does not know it or it has
    no dimension (a count, "tracks")."""
    import pint

    if unit.lower() in _NOT_UNITS:
        return None
    ureg = _registry()
    for form in (unit, unit.lower()):
        try:
            dim = ureg.Quantity(1, form).dimensionality
        except (pint.errors.PintError, *_PINT_MISREADS):
            continue
        return dim if dim else None
    return None


def asked_dimensions(question: str) -> list:
    """The dimensions ``question`` asks a measure of (pint dimensionality objects), [] for none."""
    out = []
    for pattern, exemplars in _ASKS:
        if pattern.search(question):
            out += [d for u in exemplars.split("|") if (d := _dimension(u)) is not None and d not in out]
    return out


def find_measures(text: str, dimensions: list) -> list[Span]:
    """Figures with a unit of one of ``dimensions`` in ``text``: ``Span(kind="quantity", value=printed)``,
    the figure and its unit as printed ("500 Mbps"). Units pint does not know are skipped."""
    if not dimensions:
        return []
    out = []
    for m in FIGURE.finditer(text):
        unit = m.group(2)
        dim = _dimension(unit)
        if dim is not None and dim in dimensions:
            printed = f"{text[m.start():m.end(1)]} {unit}"  # "(60) days" is quoted "60 days"
            out.append(Span(m.start(), m.end(), printed, "quantity", printed, 1.0))
    return out
