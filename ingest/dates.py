"""A document's own date, guessed from its text: a date labelled as the issue date ("Statement date",
"Issued", "Sent on", "Rechnungsdatum", on its line or the line above) first, else the first date printed
that is not labelled as a due date or a period. Dates are found and parsed by ``ingest.money.find_dates``
(the one date finder: dateparser for written months in several languages, two-digit years, ordinals)."""
import re
from datetime import date

# The label of an issue date, in the languages bills come in. Matched against the words before the date
# on its line, or a line of its own just above it.
_ISSUE_LABEL = re.compile(
    r"\b(?:statement|invoice|bill|issue|issued|notice|document|letter|policy|receipt|order)?\s*date[d]?\b|"
    r"\b(?:issued|sent|written|printed|dated|created)(?: on)?\b|\bdate of issue\b|"
    r"\b(?:établie?|émise?|datée?) le\b|\bdate de (?:facture|facturation|la facture)\b|"
    r"\b(?:rechnungs|beleg|ausstellungs)?datum\b|\bfactuurdatum\b|\bnotadatum\b|\bdatum nota\b|"
    r"\bdata da fatura\b|\bfecha\b", re.I)
# Dates a document names that are not its own: when something is due, a period it covers, a birthday.
_OTHER_LABEL = re.compile(
    r"\bdue\b|\bpay(?:able)? by\b|\bby\b\s*$|\bbefore\b|\buntil\b|\bthrough\b|\bfrom\b|\bto\b\s*$|\bperiod\b|"
    r"\bexpir|\bvalid\b|\bbirth\b|\béchéance\b|\bavant\b|\bfällig\b|\bbis\b|\bvóór\b|\bvervaldatum\b", re.I)
_HEAD_CHARS = 5000
MAX_LABEL_WORDS = 6


def document_date_guess(text: str) -> date | None:
    """The most likely date of the document printed in ``text`` (its first 5,000 characters), or None.
    Numeric dates are read in the document's own order (``ingest.money.date_order``: "10/02/2026" on a
    euro invoice is 10 February). Years outside 1900–2100 are ignored. Never raises."""
    from .money import date_order, find_dates

    head = (text or "")[:_HEAD_CHARS]
    order = date_order(head)
    lines = head.splitlines()
    first_plain = first_any = None
    for i, line in enumerate(lines):
        for m in find_dates(line, locale_hint=order):
            if not 1900 < m.value.year < 2100:
                continue
            before = line[:m.start].strip()
            above = lines[i - 1].strip() if i and not before else ""
            label = before or above
            # A label is a few words; a sentence naming a date ("We have not yet received payment of your
            # statement dated 7 July") speaks of another paper.
            if label and len(label) <= 60 and len(label.split()) <= MAX_LABEL_WORDS \
                    and _ISSUE_LABEL.search(label[-40:]) and not _OTHER_LABEL.search(label[-25:]):
                return m.value
            first_any = first_any or m.value
            if first_plain is None and not _OTHER_LABEL.search(label[-25:]):
                first_plain = m.value
    return first_plain or first_any


_FILENAME_DATE = re.compile(r"(?<!\d)((?:19|20)\d{2})[-_.]?(0[1-9]|1[0-2])[-_.]?(0[1-9]|[12]\d|3[01])(?!\d)")


def filename_date(filename: str) -> date | None:
    """A calendar date in a file name, as cameras and scanners write it ("IMG_20250412_101500.jpg",
    "scan 2026-03-02.pdf"): year, month, day in that order with optional separators; None if there is none
    or it is not a real date."""
    m = _FILENAME_DATE.search(filename or "")
    if not m:
        return None
    try:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None
