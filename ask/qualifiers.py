"""Where a total's question names a place or thing the counted papers never print ("electricity at the lake house", "the
bills for the boat"), the figure counts every paper of the kind, not that place's: said so, and flagged below one half
(``ask.aggregate``). A name the household gives a place ("the lake house", "Gran's cottage") is rarely what its bills
print, so such a figure may be right, but it cannot be told from the papers."""
from __future__ import annotations

import re

from archive.models import Page

# "at the boathouse", "for our boat", "on the cottage": a preposition, a determiner, then the noun it names.
_QUALIFIER = re.compile(r"\b(?:at|for|on|in|from|of) (?:the|our|my|his|her|their) ([a-z][a-z'’-]{2,})\b", re.I)
# Nouns the rest of ``ask.aggregate`` reads already: the home lived in, a period, everything.
_READ_ELSEWHERE = re.compile(
    r"^(?:home|house|flat|apartment|place|year|month|week|quarter|summer|winter|spring|autumn|fall|season|"
    r"period|time|day|days|months|years|weeks|past|last|first|second|third|fourth|start|end|beginning|rest|whole|"
    r"same|bills?|payments?|invoices?|statements?|receipts?|account|accounts|family|household|kids?|children|"
    r"total|sum|amount|lot|way|moment|list)$", re.I)


def unprinted_qualifiers(question: str, cited: list[int], *, read: set[str]) -> list[str]:
    """The nouns ``question`` qualifies its total with ("at the boathouse") that no page of the ``cited`` documents
    prints (lower case), leaving out those in ``read`` (a category's, a payee's or a place's words the query used)
    and the home, periods and generic nouns (``_READ_ELSEWHERE``). One query over the cited pages."""
    nouns = []
    for m in _QUALIFIER.finditer(question):
        noun = re.sub(r"['’]s$", "", m.group(1).lower())
        if _READ_ELSEWHERE.match(noun) or noun in read or noun in nouns:
            continue
        nouns.append(noun)
    if not nouns or not cited:
        return []
    printed = set()
    for text in Page.objects.filter(document_id__in=cited).values_list("text", flat=True):
        low = (text or "").lower()
        printed |= {n for n in nouns if re.search(rf"\b{re.escape(n)}", low)}
    return [n for n in nouns if n not in printed]
