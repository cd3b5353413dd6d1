"""Whether a value's own label is what the question asks: +1 when the words printed right before it carry a
question word ("Total due" for "what is due"), −1 when they carry another value's label word instead ("Subtotal",
"Previous balance"), 0 when they say neither. Amounts, dates and percentages by label words, measures by the unit
their label names (pint, ``ask.measures``), telephone numbers by the purpose their label names. Used by
``ask.candidates`` as a feature of each candidate and of ``ask.calibration``.
"""
from __future__ import annotations

import functools
import re

from ask import spans as sp
from ask.coverage import DocView, foreign_hits
from ask.lexicon import foreign_index
from ask.measures import FIGURE as MEASURE_FIGURE
from ask.measures import asked_dimensions, unit_dimension
from ask.question_type import LABEL_CUES, words
from ingest.parties import REGISTRATION

# Words that name the document ("that AWS bill"), not one of its values.
DOC_WORDS = {"bill", "receipt", "document", "letter", "notice", "report"}

# "how many tracks", and "the number of tracks" said otherwise; "the number of our policy" counts nothing (its
# phrase opens with a stopword).
HOW_MANY = re.compile(r"\b(?:how (?:many|much)|number of|count of)\s+([a-z][\w'’\- ]{0,40})", re.I)


# Words that label one particular value on a bill, a card or a statement. A value labelled with one
# the question does not use ("Subtotal" for a total, "Date of purchase" for an end date, "Payments
# received" for this bill's payment) is the answer to another question.
COMPETING_LABELS = set("""subtotal sub-total tax vat tip discount ship deposit previous last received buy order
start issue end expire due pay balance credit fee total amount rate opening closing carried forward
minimum deliver""".split())


def value_label(text: str, span: sp.Span) -> set[str]:
    """Canonical words of the label printed right before ``span`` (see ``ask.spans.label_region``)."""
    start, end = sp.label_region(text, span)
    return {w for _, w in words(text[start:end]) if not re.fullmatch(r"[\d.,\-]+", w)}


@functools.cache
def _competing_foreign() -> dict[str, set[str]]:
    return foreign_index((w, w) for w in COMPETING_LABELS)


# Qualifiers that make a label name an earlier period's figure ("Previous balance", "Balance carried forward").
_EARLIER = {"previous", "prior", "forward", "carri", "brought"}  # canonical forms (ask.question_type.stem)
# A label naming the period before this one ("Last year's premium", "previous month's usage"), and the words of a
# question that asks for such a figure itself ("what did we pay last year", "the old premium").
_LAST_PERIODS = re.compile(r"\b(?:last|previous|prior|preceding) (?:year|month|quarter|period|term|bill)(?:['’]s)?\b",
                           re.I)
_LAST_PERIODS_ASKED = re.compile(r"\b(?:last|previous|prior|preceding|old|former|before|earlier|ago)\b", re.I)
COST_WORDS = {"fee", "cost", "charge", "premium"}  # canonical: "price" is "cost" (ask.question_type.stem)
_WHOLE_LABELS = {"total", "balance", "subtotal", "due"}
# An e-mail's header line giving when it was sent, and the question words that ask exactly that.
_HEADER_DATE = re.compile(r"(?:Date|Sent|Datum|Envoyé|Verzonden|Gesendet)\s*:", re.I)
_MESSAGE_WORDS = {"email", "e-mail", "mail", "message", "sent", "send", "receive", "wrote", "written", "notification"}
# Beside it, the header's other fields: an invoice's own "Date:" label is no e-mail header.
_HEADER_FIELD = re.compile(r"(?m)^(?:From|To|Subject|Von|An|Betreff|Van|Aan|Onderwerp|De|À|Objet)\s*:")
HEADER_CHARS = 200  # characters either side of the "Date:" line searched for them
_PART_QUESTION = re.compile(r"\bhow much of\b|\b(?:portion|part|share|proportion)\b", re.I)


def label_fit(doc: DocView, span: sp.Span, terms: dict[str, float], question: str = "") -> float:
    """+1 when the value's own label carries a question word, −1 when it carries another value's label
    word instead (and no question word), 0 when it says neither. Another value's label printed in French,
    Dutch or German ("MwSt", "Zwischensumme") counts as that label (``ask.lexicon``). A count
    (``spans.find_quantities``) is printed against the noun asked for by construction, which says nothing
    more: 0 (measured on the dev halves: +1 let a wrong count through at 0.77)."""
    if span.kind == "quantity":
        return unit_label_fit(doc.excerpt.text, span, question)
    if span.kind == "phone":
        return _phone_label_fit(doc, span, terms)
    if span.kind == "party":
        return party_label_fit(doc.excerpt.text, span, question)
    if span.kind not in ("amount", "date", "percent"):
        return 0.0
    if span.note:
        return 1.0  # a term's end, offered only to questions about an end ("24 months from …")
    text = doc.excerpt.text
    line_start = text.rfind("\n", 0, span.start) + 1
    if span.kind == "date" and _HEADER_DATE.match(text, line_start) and not terms.keys() & _MESSAGE_WORDS and \
            _HEADER_FIELD.search(text[max(0, line_start - HEADER_CHARS):span.end + HEADER_CHARS]):
        return -1.0  # an e-mail's "Date:" header is when it was sent, not when what it tells of happened
    # A table's cell is labelled by its column's header (``spans.column_labels``), not by the cell above it.
    column = doc.column_labels.get(text.rfind("\n", 0, span.start) + 1)
    lo, hi = column or sp.label_region(text, span)
    label = ({w for _, w in words(text[lo:hi])} if column else value_label(text, span)) | {
        t for s, _, t in doc.term_pos if lo <= s < hi}
    counts: dict[str, int] = {}
    for _, _, term in doc.term_pos:
        counts[term] = counts.get(term, 0) + 1
    # The question's label words ("total", "due", and the cues added for its type), or a specific word
    # printed once in the excerpt ("Router rental"); a topic word printed all over the page ("Fiber …
    # internet") labels no value in particular.
    own = {t for t in terms if t in LABEL_CUES} | {t for t, w in terms.items()
                                                   if w >= 1.0 and counts.get(t, 0) == 1 and t not in DOC_WORDS}
    asked = {t for t, w in terms.items() if w >= 0.5}
    if _PART_QUESTION.search(question) and label & (_WHOLE_LABELS - asked):
        return -1.0  # "how much of the bill was X", "X's share": a part, never the bill's total
    if terms.keys() & COST_WORDS:
        own |= COST_WORDS  # one word for what a thing costs labels the value asked as well as another
    if _LAST_PERIODS.search(text[lo:hi]) and not _LAST_PERIODS_ASKED.search(question):
        return -1.0  # "Last year's premium of $980.00 was received": the figure before the one asked
    if label & (_EARLIER - set(terms)) and not label & {t for t, w in terms.items() if w >= 1.0}:
        return -1.0  # "Previous balance", "Opening balance": last period's figure, unless the question asks it
    if label & own:
        cell = sp.table_cells(text).get(text.rfind("\n", 0, span.start) + 1)
        if cell and not {t for s, _, t in doc.term_pos if cell[1][0] <= s < cell[1][1] and terms.get(t, 0) >= 1.0}:
            return 0.0  # a column ("Line Total") fits, but the question names none of its row's words
        return 1.0
    label |= {t for _, _, t in foreign_hits(text[lo:hi], _competing_foreign())}
    if label & (COMPETING_LABELS - set(terms)):
        return -1.0
    return 0.0


# The two sides of a sale as an invoice, receipt or credit note labels them, in English, French, German and Dutch.
SELLER_LABEL = re.compile(r"\b(?:seller|vendor|supplier|sold by|merchant|issued by|issuer|payee|verkäufer|lieferant|"
                          r"rechnungssteller|fournisseur|vendeur|émetteur|leverancier|verkoper)\b", re.I)
BUYER_LABEL = re.compile(r"\b(?:buyer|customer|client|bill(?:ed)? to|invoice(?:d)? to|sold to|ship(?:ped)? to|"
                         r"deliver(?:ed|y)? to|recipient|addressee|kunde|käufer|rechnungsempfänger|acheteur|"
                         r"destinataire|klant|koper|afnemer)\b", re.I)
REGISTRATION_REACH, REGISTRATION_LINES = 200, 7  # how far after a name its registration is looked for
# A question about the paper's addressee or the party billed ("Who was the invoice addressed to?", "Which customer
# received the bill?", "Who was billed for the repair?"), not about who sold ("Which company billed us?").
_ASKS_BUYER = re.compile(r"\b(?:addressed|made out|(?:was|were|is|are|got|get|gets) (?:\w+ )?"
                         r"(?:billed|invoiced|charged)|(?:billed|invoiced|charged|sent|issued) to|for whom|"
                         r"(?:which|what) (?:customer|client|buyer|recipient)|who (?:is|was) the (?:customer|client|"
                         r"buyer|recipient))\b", re.I)


def party_label_fit(text: str, span: sp.Span, question: str) -> float:
    """+1 when the label printed right before a name gives it the side of the sale the question asks ("Seller:" for
    "which company sent us the invoice", "Bill To:" for "who was billed"), −1 when it gives the other side, 0 when
    the question asks neither or the label says neither. The seller is asked by ``asks_counterparty`` questions,
    the buyer by ``_ASKS_BUYER`` ones."""
    from ask.question_type import asks_counterparty

    buyer = bool(_ASKS_BUYER.search(question))
    seller = not buyer and (asks_counterparty(question) or bool(re.search(
        r"\b(?:which|what) (?:company|firm|business) (?:sent|issued|gave)\b|\bwho (?:sent|issued|gave)\b", question,
        re.I)))
    if not (buyer or seller):
        return 0.0
    if SELLER_LABEL.fullmatch(span.printed.strip(" :")) or BUYER_LABEL.fullmatch(span.printed.strip(" :")):
        return -1.0  # "Ship To" read as a name is the label of one
    lo, hi = sp.label_region(text, span)
    label = text[lo:hi]
    said_seller, said_buyer = bool(SELLER_LABEL.search(label)), bool(BUYER_LABEL.search(label))
    if not (said_seller or said_buyer):
        # An unlabelled name with the company's registration printed right after it ("circle.com b.v. …
        # KVK Utrecht: 32147380 … BTW nr.") is the paper's issuer: a seller states its registration, a buyer's
        # address block does not.
        # Its block: the lines after it up to the next name or side-of-sale label (the other party's block).
        block = "\n".join(text[span.end:span.end + REGISTRATION_REACH].split("\n")[:REGISTRATION_LINES])
        ends = [s.start - span.end for s in sp.find_parties(text, organisations=True) if s.start >= span.end]
        ends += [m.start() for m in (SELLER_LABEL.search(block), BUYER_LABEL.search(block)) if m]
        said_seller = bool(REGISTRATION.search(block[:min(ends, default=len(block))]))
    if said_seller == said_buyer:
        return 0.0
    return 1.0 if said_seller == seller else -1.0


# What every telephone number's label may say: it tells no line from another.
_PHONE_WORDS = {"phone", "telephone", "tel", "number", "call", "ring", "dial", "line", "contact", "reach"}


def _phone_label_fit(doc: DocView, span: sp.Span, terms: dict[str, float]) -> float:
    """+1 when the words printed right before a telephone number name what the question calls it for
    ("Claims 24/7 1-800-…" for "the claims number", "To make a claim call … on 1800 …"), else 0: a paper
    prints several lines (customer service, claims, breakdown, fax), each labelled with its purpose. A word
    that labels any number ("phone", "call") tells none apart."""
    text = doc.excerpt.text
    lo, hi = sp.label_region(text, span)
    label = value_label(text, span) | {t for s, _, t in doc.term_pos if lo <= s < hi}
    asked = {t for t, w in terms.items() if w >= 1.0} - _PHONE_WORDS - DOC_WORDS
    return 1.0 if label & asked else 0.0


def unit_label_fit(text: str, span: sp.Span, question: str) -> float:
    """+1 when a measure's own label names a unit of the dimension the question asks ("Kilowatt-hours this
    cycle" over "462 kWh" for "how many kWh did we use"): the figure is the one the page gives as that
    measure, not one quoted inside a rate line. 0 otherwise, and for counts (no unit asked). Units are read
    by pint (``ask.measures``), so any spelling of any unit of the dimension counts."""
    how_many = HOW_MANY.search(question)
    counted = how_many.group(1).split()[:1] if how_many else []
    dims = [d for d in asked_dimensions(question) + [unit_dimension(w) for w in counted] if d is not None]
    if not dims:
        return 0.0
    lo, hi = sp.label_region(text, span)
    # Another figure's unit in the label ("500 Mbps, upload" before "100 Mbps") labels that figure, not this one.
    label = MEASURE_FIGURE.sub(" ", text[lo:hi])
    names = re.findall(r"[A-Za-z]+(?:[- ][A-Za-z]+)?", label)
    # "Kilowatt-hours": pint reads a unit's spelled-out name with a space or an underscore, not a hyphen.
    readings = {w for n in names for w in (n.replace("-", " "), *n.replace("-", " ").split())}
    return 1.0 if any(unit_dimension(r) in dims for r in readings if len(r) > 2) else 0.0
