"""Which of one paper's dates a "from when …?" or "until when …?" question asks for.

A rent letter prints the tenancy's start ("agreement of 1 July 2024") beside the new rent's start ("From 1 July
2026 your rent is …"); a renewal letter prints the ending cover ("ends on 30 September 2026") beside the new one
("1 October 2026 to 30 September 2027"). Words near each date do not tell them apart; the word printed right
before the date does, when it is the question's own opening preposition ("From when …?" → "From 1 July 2026").
And an end asked in the present ("Until when is the car covered now?") is one that has not passed yet, when the
same paper prints one.
"""
from __future__ import annotations

import re
from datetime import date

# The question opens by asking for a start or an end.
_FROM_ASKED = re.compile(r"^\s*(?:from|since|as of|starting) (?:when|what date|which date|what day)\b", re.I)
# "When does the term finish?": the verb asks for an end as well. (Not "when did it start?": a letter printing
# "from 1 July 2026" of a new rent beside the agreement's own start is not told apart by it.)
_UNTIL_ASKED = re.compile(r"^\s*(?:until|till|til|up to|through) (?:when|what date|which date|what day)\b|"
                          r"\buntil when\b|"
                          r"\bwhen (?:does|do|did|will) (?:[\w'’]+ ){1,5}?(?:finish|end|expire|run out|terminate)\b",
                          re.I)
# Printed right before a date: it opens a period, or closes one.
_OPENS = re.compile(r"(?:\bfrom|\bsince|\bas of|\beffective(?: from| on)?|\bstarting(?: on| from)?|\bbeginning)"
                    r"[\s:]*$", re.I)
_CLOSES = re.compile(r"(?:\buntil|\btill|\bto|\bthrough|\bends? on|\bexpires? on|\bvalid until|\bup to|[–-])[\s:]*$",
                     re.I)
_PRESENT = re.compile(r"\b(?:is|are|does|do|now|currently|still)\b", re.I)
CUE_CHARS = 25  # characters before a date read for its preposition


def _cue(question: str) -> re.Pattern | None:
    if _FROM_ASKED.search(question):
        return _OPENS
    if _UNTIL_ASKED.search(question):
        return _CLOSES
    return None


def cued_date(question: str, cands: list, *, as_of: date):
    """The candidate (``ask.candidates.Candidate``, best first) to answer a "from when"/"until when" question
    with: among the dates the best candidate's paper prints, those printed right after a preposition of the kind
    the question opens with (``_OPENS`` for a start, ``_CLOSES`` for an end); of them, for an end asked in the
    present, those not before ``as_of`` when any is; the best-scored of what is left. ``cands[0]`` when the
    question asks neither, the best is no date, or no date of its paper is so cued."""
    best = cands[0]
    cue = _cue(question)
    if cue is None or best.span.kind != "date":
        return best
    text = best.doc.excerpt.text
    same = [c for c in cands if c.doc is best.doc and c.span.kind == "date"
            and cue.search(text[max(0, c.span.start - CUE_CHARS):c.span.start])]
    if cue is _CLOSES and _PRESENT.search(question) and any(c.span.value >= as_of for c in same):
        same = [c for c in same if c.span.value >= as_of]
    return same[0] if same else best
