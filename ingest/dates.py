"""A document's own date, guessed from its text: a labelled date ("Statement date", "Invoice date",
"Date:") first, else the first date printed. Parsing is ``ingest.money.parse_date`` (dateparser)."""
import re
from datetime import date

_LABELLED = re.compile(
    r"(?:statement|invoice|bill|issue|issued|notice|document|letter|policy)?\s*date[d]?\s*(?:of issue)?\s*[:\-]?\s*"
    r"(?P<value>[^\n]{6,40})", re.I)
_ANY = re.compile(
    r"\b(\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|"
    r"(?:\d{1,2}\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?\d{4})\b", re.I)


def document_date_guess(text: str) -> date | None:
    """The most likely date of the document printed in ``text``, or None. Numeric dates are read in the
    document's own order (``ingest.money.date_order``: "10/02/2026" on a euro invoice is 10 February).
    Never raises."""
    from .money import date_order, parse_date

    order = date_order(text[:5000])
    for match in _LABELLED.finditer(text[:5000]):
        for candidate in _ANY.finditer(match.group("value")):
            parsed = parse_date(candidate.group(0), locale_hint=order)
            if parsed and 1900 < parsed.year < 2100:
                return parsed
    for candidate in _ANY.finditer(text[:5000]):
        parsed = parse_date(candidate.group(0), locale_hint=order)
        if parsed and 1900 < parsed.year < 2100:
            return parsed
    return None
