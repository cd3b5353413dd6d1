"""Key–value fields of a bill read from its lines, and the role of each label found by meaning.

A *field* is one printed value (an amount or a date) with the label that names it. Labels are found the
ways text extraction lays them out:

- on the same line before the value ("Amount due: $88.15", "Amount payable ........ 88,15 €");
- in a sentence around it ("Your payment of $88.15 was received on 12 March 2026, thank you");
- on the line above ("Total to pay" / "$30.52"), including a column of labels followed by a column of
  values of the same length (two-column tables read column by column);
- inherited from the line above when that line names a value of the other type ("Payments received
  2024-11-03" / "($310.63)").

Only line text is stored at ingest (``archive.models.Page.text``), so positions come from line order; word
boxes (PyMuPDF ``page.get_text("words")``, Tesseract's word boxes) would let a value far right on a row be
paired with a label far left across a gap, and a value below a label in a grid be told from one below the
next label; see ``ingest.payments_rules`` for how fields are used.

*Roles* (``MONEY_ROLES``, ``DATE_ROLES``): a high-precision regex pass first (the wordings most bills use),
then, for every other label, cosine similarity of its MiniLM embedding (``ingest.embedding``) to short
role descriptions written for this module (English, French, German, Dutch), like ``ingest.categories``.
All labels of a document are embedded in one batch. Nothing here names a corpus issuer or phrase.
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from types import MappingProxyType

import numpy as np

from .money import DateMatch, MoneyMatch, find_dates, find_money, find_yearless_dates

#: Role → descriptions of what such a label says (English, French, German, Dutch, and the commonest Spanish,
#: Italian and Portuguese bill labels; written for this module, none taken from a corpus). The roles a chooser
#: acts on; ``other_*`` absorb labels that name a value no payment record keeps (so they are not forced onto the
#: nearest useful role).
MONEY_ROLES: dict[str, tuple[str, ...]] = {
    "amount_due": ("amount due", "total amount due now", "amount payable", "please remit this amount",
                   "total to pay", "please pay", "balance due", "new balance to pay", "pay this amount",
                   "what you owe", "outstanding balance to pay", "the bill for this period comes to",
                   "amount to be paid", "sum payable", "remaining amount to pay",
                   "please send us this amount", "montant à payer", "net à payer",
                   "zu zahlender Betrag, Zahlbetrag", "te betalen bedrag",
                   "importe a abonar, cantidad a pagar", "importo dovuto, somma da versare", "valor a pagar"),
    "total": ("total", "grand total", "invoice total", "total amount", "total charged", "total incl. VAT",
              "yearly premium", "premium for the policy term",
              "montant total TTC", "Gesamtbetrag, Rechnungsbetrag", "totaal bedrag incl. btw",
              "total de la factura con IVA", "importo totale della fattura", "valor total da fatura"),
    "amount_paid": ("amount paid", "your payment of this amount was received", "we received your payment",
                    "payment taken from your card", "you paid", "paid in full",
                    "montant payé, paiement reçu", "bezahlter Betrag, Zahlung erhalten", "betaald bedrag",
                    "importe pagado, pago recibido", "importo pagato, pagamento ricevuto", "valor pago"),
    "previous_balance": ("previous balance", "balance brought forward from last bill", "balance at last statement",
                         "opening balance", "balance carried forward",
                         "amount carried over from the previous invoice", "unpaid balance from the previous bill",
                         "arrears", "solde précédent, solde reporté",
                         "vorheriger Saldo, Saldovortrag", "vorig saldo, openstaand saldo vorige factuur"),
    "debit": ("the amount will be debited from your account", "will be collected from your bank account",
              "we will take this amount by direct debit", "automatic payment of", "montant prélevé sur votre compte",
              "Betrag wird von Ihrem Konto abgebucht", "bedrag wordt afgeschreven van uw rekening"),
    "credit": ("refund", "credit note amount", "amount credited to your account", "refunded to your card",
               "remboursement, avoir", "Gutschrift, Erstattung", "terugbetaling, creditnota"),
    "subtotal": ("subtotal", "net amount before tax", "amount excluding VAT", "total before tax",
                 "sous-total hors taxes HT", "Zwischensumme, Nettobetrag", "subtotaal excl. btw"),
    "tax": ("tax", "sales tax", "VAT amount", "value added tax", "TVA", "MwSt, Umsatzsteuer", "btw bedrag"),
    "charges": ("current charges", "new charges this period", "charges for this billing period",
                "energy charge", "service charge", "monthly fee", "consommation de la période",
                "Verbrauch in diesem Zeitraum", "kosten deze periode"),
    "income": ("gross pay", "net pay", "salary for the month", "take-home pay", "wages earned",
               "earnings this period", "salaire net, bulletin de paie", "Nettolohn, Bruttogehalt",
               "nettoloon, brutosalaris"),
    "other_money": ("unit price per kilowatt hour", "rate per unit", "year to date total", "gross pay",
                    "security deposit", "minimum payment", "late fee if paid after the due date",
                    "credit limit", "discount", "price per item", "meter reading",
                    "deductible you pay on each claim", "coverage limit", "sum insured", "liability cover up to"),
}
DATE_ROLES: dict[str, tuple[str, ...]] = {
    "due_date": ("due date", "pay by", "payment due by", "please pay before", "to be paid by", "remit by",
                 "please settle by",
                 "payable no later than", "latest payment date", "on or before", "last day for payment",
                 "date d'échéance, échéance", "à payer avant le", "fällig am, zahlbar bis",
                 "vervaldatum, te betalen voor", "uiterste betaaldatum", "bitte überweisen Sie bis zum",
                 "zu zahlen bis", "gelieve te betalen vóór",
                 "fecha límite de pago, pagar antes del", "data di scadenza, pagare entro il",
                 "data limite de pagamento"),
    "paid_date": ("paid on", "date paid", "payment received on", "your payment was received on",
                  "received with thanks on",
                  "payment date", "transaction date paid by card", "payment credited on", "remittance received on",
                  "payé le, paiement reçu le",
                  "bezahlt am, Zahlung erhalten am", "betaald op, betaling ontvangen op", "voldaan op",
                  "pagado el, fecha de pago", "pagato il, data del pagamento", "pago em"),
    "debit_date": ("will be debited on or around", "direct debit date", "collected from your bank account on",
                   "automatic payment will be taken on", "your card will be charged on", "collection date",
                   "we will draw the amount from your account on", "autopay will take the payment on",
                   "the standing order will leave your bank on", "the card on file will be billed on",
                   "date de prélèvement",
                   "Einzugsdatum", "prélèvement le", "Abbuchung am, Lastschrift am",
                   "wordt afgeschreven op, automatische incasso",
                   "fecha de cargo en cuenta, domiciliado el", "data di addebito sul conto", "data do débito"),
    "refund_date": ("refunded on", "refund issued on", "money returned to you on", "credited to your card on",
                    "remboursé le", "erstattet am, gutgeschrieben am", "terugbetaald op"),
    "statement_date": ("statement date", "invoice date", "bill date", "date of issue", "issued on", "dated",
                       "sent on", "date sent", "printed on",
                       "date de facture", "Rechnungsdatum, Datum", "factuurdatum",
                       "fecha de la factura, expedida el", "data della fattura", "data da fatura"),
    "period": ("billing period", "service period from to", "période de facturation",
               "Abrechnungszeitraum", "factuurperiode"),
    "other_date": ("meter read date", "next meter reading", "date of birth", "account opened on",
                   "policy effective date", "next bill date", "delivery date"),
}

#: Cosine floor for a label to take a role, and its margin over the best role of another name.
#: Chosen on hand-written probe labels (tests/ingest/test_payments_generalize.py), not on a corpus.
MIN_SIMILARITY = 0.45
MIN_MARGIN = 0.02
#: Labels embedded per document at most (in reading order): a bill has dozens; a 2,000-page export would
#: otherwise cost minutes of CPU. Labels past the bound keep only their regex role.
MAX_LABELS = 400

# The high-precision first pass: wordings nearly every bill uses. First match wins, per value type.
_MONEY_RULES = [
    # A quantity at a unit price ("208 therms at", "23 hcf x", "2 @"): the value is the unit price.
    ("other_money", r"\d[\d,.]*\s*[^\W\d_]*\s+(?:at|x)$|\d[\d,.]*\s*[^\W\d_]*\s*[@×]$"),
    ("previous_balance", r"previous balance|balance at last (?:bill|statement)|balance (?:brought )?forward|"
                         r"opening balance|balance from (?:last|previous)|last bill|"
                         r"\b(?:previous|prior|last) (?:quarter|month|period|bill|statement|invoice)\b"),
    ("amount_paid", r"payments? received|thank you for your payment|amount paid|total paid|"
                    r"charged to (?:your|the) (?:card|account)|"
                    r"(?<!be )(?<!been )(?<!to be )\bpaid\b(?! (?:by|before|on or before|within))"),
    ("subtotal", r"sub-?total|amount before tax|total before tax|total excl"),
    ("credit", r"\brefund|credit note|\bcredited\b"),
    ("debit", r"direct debit|will be (?:debited|collected|deducted|taken)|\bdebited\b|\bwe (?:will )?collect\b|"
              r"abgebucht|prélev|afgeschreven|incasso"),
    ("charges", r"(?:new|current) charges|charges for this (?:period|month)|total charges"),
    ("income", r"gross pay|net pay|gross earnings|total earnings|take-home pay"),
    ("other_money", r"year to date|\bytd\b|total deductions|total (?:deposits|withdrawals)|"
                    r"minimum (?:payment|due)|late (?:fee|charge)|credit limit|closing balance|renewal premium|"
                    r"current annual premium"),
    ("amount_due", r"(?:total )?amount due|total (?:amount )?(?:to pay|due|payable)|balance (?:owing|due)|"
                   r"\b(?:comes?|came) to$|\bamounts? to$|"
                   r"amount (?:owing|payable)|please pay|new balance"),
    ("tax", r"^(?:sales |utility )?tax\b|^vat\b|^gst\b|^hst\b"),
    ("total", r"^(?:grand )?total\b|total annual premium|annual premium|total charged"),
]
_DATE_RULES = [
    ("refund_date", r"\brefunded\b"),
    ("period", r"^(?:billing|service|statement|policy) period\b|^period\b"),
    ("statement_date", r"^(?:statement|bill|invoice|notice|issue) date\b|^date$"),
    # "Paid by direct debit on 14/03/2025, thank you" dates a payment made (the paid_date rule below).
    ("debit_date", r"(?<!paid by )(?<!paid via )direct debit|will be (?:deducted|collected|debited)|\bdeducted\b"),
    # "… has not been paid by …", "… never paid …": no payment is dated there (a reminder's overdue bill).
    ("paid_date", r"(?<!\bnot )(?<!\bnot been )(?<!\bnot yet )(?<!\bnever )(?<!\bnot yet been )\bpaid\b|"
                  r"payments? received|payment (?:taken|made|processed)|^received (?:by us )?on\b|"
                  r"^date received\b|^received date\b"),
    ("due_date", r"\bdue(?: date| by| on)?\b|\bpay by\b|^(?:by|before|until)$"),
]


@dataclass
class Field:
    """One printed value and its label. ``kind`` is "money" or "date"; ``value`` a ``MoneyMatch`` or a
    ``DateMatch``; ``line`` the index in the document's line list; ``label`` the naming text (may be "");
    ``role`` a MONEY_ROLES / DATE_ROLES key or None; ``by`` how it was given ("rule", "meaning" or "")."""

    kind: str
    value: MoneyMatch | DateMatch
    page: int
    line: int
    label: str
    role: str | None = None
    score: float = 0.0
    by: str = ""
    line_text: str = ""
    label_line: int | None = None  # the line the label was read from when it is not ``line``

    @property
    def cents(self) -> int:
        """Signed cents of a money field (credits negative)."""
        return self.value.signed_cents  # type: ignore[union-attr]

    @property
    def day(self) -> date:
        """The date of a date field."""
        return self.value.value  # type: ignore[union-attr]


@dataclass
class Line:
    """One non-empty line of a page: ``page`` number and stripped ``text``."""

    page: int
    text: str
    values: list = field(default_factory=list)


def _letters(text: str) -> int:
    return sum(c.isalpha() for c in text)


def _clean_label(text: str) -> str:
    text = re.sub(r"[.·…_]{3,}", " ", text)  # dot leaders
    text = re.sub(r"\b\d+(?:[.,]\d+)?\s*%", " ", text)  # a rate ("VAT 20 %") is not what the label says
    return text.strip(" \t:;-–—|/*#=,").strip()


def fields_from_lines(lines: Sequence[Line], *, currency: str | None, date_hint: str | None,
                      layout_labels: Mapping[tuple[int, str], tuple[str, ...]] | None = None,
                      year_anchor: date | None = None) -> list[Field]:
    """Every amount and date on ``lines`` with its label (see the module docstring), in reading order.

    ``currency``: the document's main currency, used to read bare two-decimal numbers on labelled lines
    ("Amount payable 88,15"); ``date_hint``: the locale hint for numeric dates (``money.date_order``).
    ``layout_labels``: (page number, value as printed) → the labels the page's layout gives it
    (``ingest.fields``, word boxes: a header cell straight above), read where a row of labels stands over a
    row of values with another number of cells, which line order alone cannot pair. ``year_anchor``: the
    paper's own date; a sentence's day and month printed without a year ("we will take it on 11 June") are
    read with the year nearest to it (``money.find_yearless_dates``)."""
    for ln in lines:
        money = find_money(ln.text, default_currency=currency, bare=bool(currency))
        dates = find_dates(ln.text, locale_hint=date_hint)
        if year_anchor and len(ln.text.split()) >= 6:
            # Only in prose: a table's "08/01" or "1 Mar" row belongs to a statement's own year logic.
            dates = sorted(dates + [d for d in find_yearless_dates(ln.text, anchor=year_anchor, locale_hint=date_hint)
                                    if _in_sentence(ln.text, d.start)], key=lambda d: d.start)
        money = [m for m in money if not any(d.start <= m.start < d.end for d in dates)]
        ln.values = sorted([("money", m) for m in money] + [("date", d) for d in dates], key=lambda kv: kv[1].start)
    out: list[Field] = []
    # (page, cells, kind, cell index) → (label, label line) of the values of the row above / of this row.
    columns: dict[tuple, tuple[str, int | None]] = {}
    row_columns: dict[tuple, tuple[str, int | None]] = {}
    for i, ln in enumerate(lines):
        if "\t" not in ln.text:
            columns = {}
        for k, (kind, value) in enumerate(ln.values):
            if kind == "money" and value.bare and k == 0 and _letters(ln.text[:value.start]) < 3 \
                    and not _value_only(ln):
                continue  # a bare number opening a line of words is a quantity or an item number
            prev_end = ln.values[k - 1][1].end if k else 0
            next_start = ln.values[k + 1][1].start if k + 1 < len(ln.values) else len(ln.text)
            # A row rebuilt from word boxes (ingest.layout) marks wide gaps with tabs: the label is the
            # nearest cell before the value, and a sentence is judged within its own cell.
            prefix, suffix = ln.text[prev_end:value.start], ln.text[value.end:next_start].split("\t")[0]
            if not k and len(ln.values) == 1 and _letters(prefix) < 3 and _letters(suffix) < 3:
                # A value alone in the first cell of a row whose other cell is words ("€ 46,75 <tab> te
                # betalen"): a layout that prints the label after the value names it by that cell.
                cells = [c.strip() for c in ln.text[value.end:].split("\t") if c.strip()]
                if len(cells) == 1 and _letters(cells[0]) >= 3 and len(cells[0].split()) <= 6:
                    suffix = cells[0]
            if "\t" in prefix:
                prefix = next((c for c in reversed(prefix.split("\t")) if _letters(c) >= 3), "")
                header = _header_over(lines, i, layout_labels or {}, value.text) if re.search(r"\d", prefix) else ""
                if header:
                    # The cell before is another value ("278 kWh") of a row under a row of headers: the
                    # header the word boxes put over this value names it.
                    prefix = header
            end = _CLAUSE_END.search(suffix)  # the words after a value name it up to its sentence's end
            label, suffix = _clean_label(prefix), _clean_label(suffix[:end.start()] if end else suffix)
            cell_start = ln.text.rfind("\t", 0, value.start) + 1
            cell_end = ln.text.find("\t", value.end)
            cell = ln.text[cell_start:cell_end if cell_end != -1 else len(ln.text)]
            sentence = len(cell.split()) >= 6
            if sentence and k and ln.values[k - 1][1].start >= cell_start:
                # In a sentence the words before an earlier value name this one too: "Your payment of
                # $49.99 was received on 5 March" dates the payment; the sentence before it does not
                # ("Please pay by 28 March. The card on file will be billed on 25 March").
                label = _clean_label(_masked(ln, value.start, _sentence_start(ln.text, value.start, cell_start)))
            elif sentence and not k:
                # The first value of a line of prose is named by its own sentence, not by the one before
                # ("Your card payment was declined. Please send $41.20 …" asks for $41.20).
                label = _clean_label(ln.text[_sentence_start(ln.text, value.start, cell_start):value.start])
            if k and kind == "money" and ln.values[0][0] == "date" and len(label.split()) <= 1:
                # "Paid 12/06/2025 (card)  -$64.10": the words before the date name the amount too.
                lead = _clean_label(ln.text[:ln.values[0][1].start].split("\t")[-1])
                if _PAID_LEAD.search(lead):
                    label = f"{lead} … {label}" if label else lead
            if _letters(label) < 3 and _letters(suffix) >= 3 and len(suffix.split()) >= 3:
                label = suffix  # "$30.52 will be collected from your bank account on"
            elif _letters(label) < 3 and _letters(suffix) >= 5 and len(suffix.split()) == 2 and not k:
                label = suffix  # a value that opens its line before a two-word label: "€ 88,15 te betalen"
            elif sentence and len(label.split()) < 6 and _letters(suffix) >= 3:
                label = f"{label} … {suffix}"  # the words on both sides name the value
            label_line = None
            if i and ln.text[:1].islower() and len(label.split()) <= 3 and lines[i - 1].page == ln.page:
                # A sentence wrapped onto this line ("… was received with thanks" / "on 28 May 2023."):
                # the line above says what the value is.
                above = lines[i - 1]
                label, label_line = _clean_label(f"{_masked(above, len(above.text))} {label}"), i - 1
            if _letters(label) < 3:
                label, label_line = _label_above(lines, i, kind, value.start, layout_labels or {}, value.text), i - 1
            column = (ln.page, ln.text.count("\t"), kind, ln.text.count("\t", 0, value.start))
            if _letters(label) < 3 and column in columns and len(columns[column][0].split()) >= 2:
                # The next row of a table: the header that named this column's value in the row above names it too
                # ("Date paid in"); a bare "Date" or "Amount" says no more than the kind, and the row's own words do.
                label, label_line = columns[column]
            row_columns[column] = (label, label_line)
            out.append(Field(kind, value, ln.page, i, label[:160], line_text=ln.text, label_line=label_line))
        columns, row_columns = row_columns, {}
    return out


def _in_sentence(text: str, pos: int) -> bool:
    """Whether ``text[pos]`` stands in a cell of at least six words (cells are tab-separated)."""
    start, end = text.rfind("\t", 0, pos) + 1, text.find("\t", pos)
    return len(text[start:end if end != -1 else len(text)].split()) >= 6


#: Words opening a line that says a payment was made ("Paid 12/06/2025 (card)", "Payment received 3 May").
_PAID_LEAD = re.compile(r"\b(?:paid|payments?|received)\b", re.I)
_SENTENCE_END = re.compile(r"[.!?]\s+(?=[A-Z])")
_CLAUSE_END = re.compile(r"[.!?]\s+(?=[A-Z])|\s[-–—]\s")  # "Paid on 24-06-2025 - thank you!"


def _sentence_start(text: str, pos: int, floor: int = 0) -> int:
    """Where the sentence holding ``text[pos]`` begins: after the last ". ", "! " or "? " before a capital
    letter in ``text[floor:pos]``, else ``floor``."""
    starts = [m.end() for m in _SENTENCE_END.finditer(text, floor, pos)]
    return starts[-1] if starts else floor


def _masked(ln: Line, end: int, start: int = 0) -> str:
    """``ln.text[start:end]`` with the values in it replaced by "…"."""
    out, at = [], start
    for _, v in ln.values:
        if v.start < start:
            continue
        if v.start >= end:
            break
        out += [ln.text[at:v.start], "…"]
        at = v.end
    return "".join(out) + ln.text[at:end]


def _value_only(ln: Line) -> bool:
    rest = ln.text
    for _, v in reversed(ln.values):
        rest = rest[:v.start] + rest[v.end:]
    return _letters(rest) < 3


def _label_above(lines: Sequence[Line], i: int, kind: str, at: int = 0,
                 layout_labels: Mapping[tuple[int, str], tuple[str, ...]] = MappingProxyType({}),
                 printed: str = "") -> str:
    """The label of a value printed alone on line ``i``: the line above, or its column partner; where a row
    of labels stands over this row of values with another number of cells, the label ``layout_labels`` gives
    the value ``printed`` (else none)."""
    if i == 0:
        return ""
    column = _column_label(lines, i)
    if column is not None:
        return column
    above = lines[i - 1]
    cells_above, cells_here = _cells(above.text), _cells(lines[i].text)
    if len(cells_above) > 1 and len(cells_above) == len(cells_here):
        # A grid (ingest.layout rows): a row of labels over a row of values, cell by cell.
        start, end = cells_above[lines[i].text.count("\t", 0, at)]
        label = above.text[start:end]
        holds_value = any(start <= v.start < end for _, v in above.values)
        # Cell by cell, a header of two letters is a label too ("BY" over a date, "On").
        return _clean_label(label) if _letters(label) >= 2 and not holds_value else ""
    if len(cells_above) > 1 and len(cells_here) > 1 and not above.values:
        # Cells that do not pair one to one ("Period  Usage  We collect  On" over three values, two of
        # them run together): only the word boxes tell which header stands over the value.
        return _clean_label(_header_over(lines, i, layout_labels, printed))
    if not above.values and _letters(above.text) >= 3 and len(above.text) <= 80:
        return _clean_label(above.text)
    if above.values and not _value_only(above):
        # "Payments received 2024-11-03" over "($310.63)": the label above names this value too when it
        # named a value of the other type.
        first_kind, first = above.values[0]
        if first_kind != kind and _letters(above.text[:first.start]) >= 3:
            return _clean_label(above.text[:first.start])
    return ""


def _header_over(lines: Sequence[Line], i: int, layout_labels: Mapping[tuple[int, str], tuple[str, ...]],
                 printed: str) -> str:
    """The cell of the row of labels above line ``i`` (tab-separated cells, no values) that the page's layout
    puts over the value ``printed`` (one of its ``layout_labels``); "" when there is no such row or label."""
    if not i or "\t" not in lines[i - 1].text or lines[i - 1].values or lines[i - 1].page != lines[i].page:
        return ""
    cells = {c.strip().lower() for c in lines[i - 1].text.split("\t")}
    return next((label for label in layout_labels.get((lines[i].page, printed.strip()), ())
                 if label.strip().lower() in cells), "")


def _cells(text: str) -> list[tuple[int, int]]:
    """(start, end) offsets of the tab-separated cells of a row."""
    out, at = [], 0
    for cell in text.split("\t"):
        out.append((at, at + len(cell)))
        at += len(cell) + 1
    return out


def _column_label(lines: Sequence[Line], i: int) -> str | None:
    """A column of N ≥ 2 value lines right under a column of N label lines: the label paired in order
    with value line ``i``; None when ``i`` is not in such a block."""
    run_start = i
    while run_start > 0 and lines[run_start - 1].values and _value_only(lines[run_start - 1]):
        run_start -= 1
    run_end = i
    while run_end + 1 < len(lines) and lines[run_end + 1].values and _value_only(lines[run_end + 1]):
        run_end += 1
    n = run_end - run_start + 1
    labels_start = run_start - n
    if n >= 2 and labels_start >= 0 and all(not lines[j].values and _letters(lines[j].text) >= 3
                                            and len(lines[j].text) <= 60 for j in range(labels_start, run_start)):
        return _clean_label(lines[labels_start + (i - run_start)].text)
    return None


def _rule_role(kind: str, label: str) -> str | None:
    for role, pattern in (_MONEY_RULES if kind == "money" else _DATE_RULES):
        if re.search(pattern, label, re.I):
            return role
    return None


@lru_cache(maxsize=1)
def _prototypes() -> dict[str, tuple[list[str], np.ndarray]]:
    """kind → (role per row, float32[n, 384] unit vectors of the descriptions); computed once per process."""
    from .embedding import embed_texts

    out = {}
    for kind, table in (("money", MONEY_ROLES), ("date", DATE_ROLES)):
        owners = [role for role, descs in table.items() for _ in descs]
        texts = [d for descs in table.values() for d in descs]
        out[kind] = (owners, embed_texts(texts).astype(np.float32))
    return out


def role_by_meaning(kind: str, vector: np.ndarray) -> tuple[str | None, float]:
    """The role (of ``kind`` "money"/"date") whose description is nearest to a label's unit ``vector``
    (float32[384]), with its cosine similarity; (None, similarity) when below MIN_SIMILARITY or within
    MIN_MARGIN of another role."""
    owners, protos = _prototypes()[kind]
    sims = protos @ vector
    best: dict[str, float] = {}
    for owner, s in zip(owners, sims):
        best[owner] = max(best.get(owner, -2.0), float(s))
    ranked = sorted(best.items(), key=lambda kv: -kv[1])
    (role, top), runner = ranked[0], ranked[1][1] if len(ranked) > 1 else -1.0
    if top < MIN_SIMILARITY or top - runner < MIN_MARGIN:
        return None, top
    return role, top


def fields_assign_roles(fields: list[Field], *, extra_texts: Sequence[str] = (),
                        lines: Sequence[str] = ()) -> np.ndarray:
    """Set ``role``/``score``/``by`` on every field: the regex pass, then meaning for the rest.

    Embeds the distinct unresolved labels, the masked dated sentences (``sentence_roles``) and
    ``extra_texts`` (e.g. the letterhead, for the category) in ONE batch; returns the vectors of
    ``extra_texts`` (float32[len(extra_texts), 384]) so the caller need not embed again. Needs the ONNX
    model, never the network. ``lines``: the text of each line the fields' ``line`` indexes, so a sentence
    begun on the line before a value's is read whole."""
    pending: list[str] = []
    for f in fields:
        f.role = _rule_role(f.kind, f.label) if f.label else None
        f.by = "rule" if f.role else ""
        if f.role is None and _letters(f.label) >= 3 and f.label not in pending and len(pending) < MAX_LABELS:
            pending.append(f.label)
    sentences = _dated_sentences(fields, lines)
    texts = pending + [t for _, _, t in sentences] + list(extra_texts)
    if not texts:
        return np.zeros((0, 384), dtype=np.float32)
    from .embedding import embed_texts

    vectors = embed_texts(texts).astype(np.float32)
    index = {label: vectors[n] for n, label in enumerate(pending)}
    for f in fields:
        if f.role is None and f.label in index:
            role, score = role_by_meaning(f.kind, index[f.label])
            f.score = score
            if role and not role.startswith("other"):
                f.role, f.by = role, "meaning"
    sentence_roles(sentences, vectors[len(pending):len(pending) + len(sentences)])
    for f in fields:
        if f.role in ("paid_date", "amount_paid") and f.by == "meaning" and _NEGATED_PAYMENT.search(f.line_text):
            # "We have not yet received payment of your statement dated 7 July": the model reads the words of a
            # payment, not the "not" before them; no payment is dated or made there.
            f.role, f.by = None, ""
    return vectors[len(pending) + len(sentences):]


#: A sentence that says a payment was not made ("have not yet received payment", "n'avons pas encore reçu",
#: "noch nicht eingegangen", "nog niet ontvangen"). Written for this module.
_NEGATED_PAYMENT = re.compile(
    r"\b(?:not|never)\s+(?:yet\s+|been\s+|yet\s+been\s+)?(?:received|paid|settled|made|credited)\b|"
    r"\b(?:haven't|hasn't|have not|has not|did not|didn't)\s+(?:yet\s+)?(?:received|paid|seen|got)\b|"
    r"\bno payment\b|\bpas (?:encore )?(?:reçu|payé|réglé)|\bnoch nicht\b|\bnog niet\b|\bniet (?:ontvangen|betaald)\b|"
    r"\bnicht (?:bezahlt|eingegangen|erhalten)\b", re.I)


#: What a sentence printing one amount and one date says of them, with both values masked ("AMOUNT", "DATE"):
#: paid (a payment acknowledged), debit (to be collected from the account), due (to be paid by), refund (to be
#: paid back to the customer), or other.
#: Written for this module in English, French, German and Dutch; none is taken from a corpus.
DATED_SENTENCES: dict[str, tuple[str, ...]] = {
    "paid": ("thank you, we received your payment of AMOUNT on DATE", "your payment of AMOUNT reached us on DATE",
             "payment of AMOUNT received with thanks on DATE", "nous avons bien reçu votre paiement de AMOUNT le DATE",
             "wir haben Ihre Zahlung von AMOUNT am DATE erhalten, danke",
             "uw betaling van AMOUNT is op DATE door ons ontvangen",
             "wij ontvingen uw vorige betaling van AMOUNT op DATE",
             "previous bill AMOUNT received on DATE, thanks"),
    "debit": ("we will take AMOUNT from your bank account on DATE", "AMOUNT will be collected by direct debit on DATE",
              "your card will be charged AMOUNT on DATE", "le montant de AMOUNT sera prélevé sur votre compte le DATE",
              "der Betrag von AMOUNT wird am DATE per Lastschrift von Ihrem Konto abgebucht",
              "we schrijven het bedrag van AMOUNT op DATE af van uw rekening",
              "die Abbuchung von AMOUNT erfolgt am DATE von Ihrem Konto",
              "wir werden AMOUNT am DATE von Ihrem Konto einziehen",
              "AMOUNT wordt op DATE automatisch van uw rekening geïncasseerd",
              "nous prélèverons AMOUNT sur votre compte le DATE"),
    "due": ("please pay AMOUNT no later than DATE", "payment of AMOUNT is due on DATE",
            "kindly transfer AMOUNT to our account before DATE", "veuillez régler AMOUNT avant le DATE",
            "überweisen Sie bitte AMOUNT spätestens zum DATE", "gelieve AMOUNT vóór DATE over te maken"),
    "refund": ("we will pay AMOUNT back into your account by DATE", "AMOUNT will be refunded to you on DATE",
               "nous vous rembourserons AMOUNT le DATE", "wir erstatten Ihnen AMOUNT bis zum DATE",
               "wij betalen u AMOUNT uiterlijk DATE terug"),
    "other": ("a late fee of AMOUNT was added on DATE", "from DATE your monthly price will be AMOUNT",
              "the rent changes to AMOUNT per month from DATE", "your next bill of about AMOUNT will be sent on DATE",
              "usage from DATE cost AMOUNT", "à partir du DATE, le loyer passe à AMOUNT",
              "ab dem DATE steigt die Miete auf AMOUNT", "vanaf DATE gaat de huur omhoog naar AMOUNT"),
}
#: The roles a dated sentence gives its amount and its date.
_SENTENCE_ROLES = {"paid": ("amount_paid", "paid_date"), "debit": ("debit", "debit_date"),
                   "due": ("amount_due", "due_date"), "refund": ("credit", "refund_date")}
#: Cosine floor of a masked sentence to its nearest description, and its lead over the nearest of another kind.
#: Chosen on hand-written probe sentences (tests/ingest/test_payments_generalize.py), not on a corpus.
SENTENCE_SIMILARITY = 0.7
SENTENCE_MARGIN = 0.08


@lru_cache(maxsize=1)
def _sentence_prototypes() -> tuple[list[str], np.ndarray]:
    from .embedding import embed_texts

    kinds = [k for k, texts in DATED_SENTENCES.items() for _ in texts]
    return kinds, embed_texts([t for texts in DATED_SENTENCES.values() for t in texts]).astype(np.float32)


def dated_sentence_kind(vector: np.ndarray) -> str | None:
    """What a masked sentence (its unit MiniLM ``vector``, float32[384]) says: "paid", "debit", "due", "refund"
    or "other" (``DATED_SENTENCES``), or None when its nearest description is under SENTENCE_SIMILARITY or
    within SENTENCE_MARGIN of the nearest description of another kind."""
    kinds, protos = _sentence_prototypes()
    sims = protos @ vector
    best: dict[str, float] = {}
    for kind, sim in zip(kinds, sims):
        best[kind] = max(best.get(kind, -1.0), float(sim))
    ranked = sorted(best.items(), key=lambda kv: -kv[1])
    (kind, top), (_, second) = ranked[0], ranked[1]
    return kind if top >= SENTENCE_SIMILARITY and top - second >= SENTENCE_MARGIN else None


def _dated_sentences(fields: list[Field], lines: Sequence[str] = ()) -> list[tuple[Field, Field, str]]:
    """(amount field, date field, line text with both masked) for each line of at least six words that prints
    exactly one amount and one date, neither given a role by rule: the sentences ``sentence_roles`` reads; then,
    for a line of several sentences, the same with only the sentence holding both (``_sentence_with_both``).
    A line that goes on with a sentence the line before began (``lines``: each line's text; "Wir buchen den
    Jahresbeitrag von" / "AMOUNT am DATE von Ihrem Konto ab.") is read with that sentence's start."""
    by_line: dict[int, list[Field]] = {}
    for f in fields:
        by_line.setdefault(f.line, []).append(f)
    out: list[tuple[Field, Field, str]] = []
    for group in by_line.values():
        money = [f for f in group if f.kind == "money"]
        dates = [f for f in group if f.kind == "date"]
        if len(money) != 1 or len(dates) != 1 or any(f.by == "rule" for f in group):
            continue
        m, d = money[0], dates[0]
        text = m.line_text
        begun = _begun_before(lines, m.line)  # a label read from the line before is then that sentence's start
        if len(text.split()) < 6 or _letters(text) < 15 or (not begun and m.label_line is not None) or \
                d.label_line is not None:
            continue
        spans = sorted([(m.value.start, m.value.end, "AMOUNT"), (d.value.start, d.value.end, "DATE")], reverse=True)
        if spans[0][0] < spans[1][1]:
            continue  # overlapping values: not two things
        for start, end, mask in spans:
            text = text[:start] + mask + text[end:]
        text = begun + text
        out.append((m, d, text[:300]))
        sentence = _sentence_with_both(text)
        if sentence and sentence != text:
            # Read after the whole line, so that what this sentence alone says, when it says anything, wins.
            out.append((m, d, sentence[:300]))
    return out


def _begun_before(lines: Sequence[str], i: int) -> str:
    """The start of the sentence line ``i`` goes on with ("Wir buchen den Jahresbeitrag von "), from the last
    sentence of the line before when that line ends mid-sentence (a lower-case word, no closing mark) and line
    ``i`` does not open one (a capital letter); "" otherwise."""
    if not 0 < i < len(lines) or not lines[i].strip() or lines[i].strip()[0].isupper():
        return ""
    before = lines[i - 1].rstrip()
    if not re.search(r"(?<![\d.])\b[^\W\d_]+$", before) or not before.split()[-1].islower():
        return ""
    tail = _SENTENCE_END.split(before)[-1]
    return f"{tail} " if len(tail.split()) >= 2 else ""


#: Where one sentence may end and the next begin on a line: ".", "!" or "?" then a capital letter.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ])")
#: Words a part must have to be a sentence of its own; shorter ones end in an abbreviation ("Total incl. VAT").
_SENTENCE_WORDS = 4


def _sentence_with_both(text: str) -> str | None:
    """The sentence of masked line ``text`` that holds both AMOUNT and DATE, or None when they are in two: "Your
    mandate has lapsed. Please transfer AMOUNT before DATE" says only by its second sentence what the values are
    (the whole line reads as a direct debit)."""
    sentences: list[str] = []
    for part in _SENTENCE_END.split(text):
        if sentences and len(sentences[-1].split()) < _SENTENCE_WORDS:
            sentences[-1] = f"{sentences[-1]} {part}"
        else:
            sentences.append(part)
    found = [s for s in sentences if "AMOUNT" in s and "DATE" in s]
    return found[0] if found else None


def sentence_roles(sentences: list[tuple[Field, Field, str]], vectors: np.ndarray) -> None:
    """Give the amount and the date of each prose sentence (``_dated_sentences``; ``vectors`` their masked texts'
    unit MiniLM embeddings, float32[len(sentences), 384]) their roles by what the sentence says, in place: a
    Dutch "… wordt op … van uw rekening afgeschreven" makes a debit and its date, whatever its labels alone
    meant. The sentence's roles replace roles read from labels by meaning (never ones given by rule)."""
    for (m, d, _), v in zip(sentences, vectors):
        kind = dated_sentence_kind(v)
        if kind in _SENTENCE_ROLES:
            # By meaning, as a label's role is, and at least as sure as the label's own reading.
            (m.role, d.role), m.by, d.by = _SENTENCE_ROLES[kind], "meaning", "meaning"
            m.score = d.score = max(m.score, d.score, SENTENCE_SIMILARITY)


#: Sentences that say a bill pays itself (a card on file, a direct debit) against sentences that ask the reader
#: to pay. Written for this module in English, French, German and Dutch; none is taken from a corpus.
AUTOPAY: tuple[str, ...] = (
    "paid automatically by the card on file", "this bill is paid automatically, no action is needed",
    "the amount will be collected from your bank account by direct debit, you do not need to do anything",
    "we will charge your saved card automatically", "your account is debited automatically on the due date",
    "autopay is on for this account", "pre-authorized withdrawal from your account on the due date",
    "le montant sera prélevé automatiquement sur votre compte", "prélèvement préautorisé à la date d'échéance",
    "der Betrag wird per Lastschrift von Ihrem Konto eingezogen",
    "het bedrag wordt automatisch afgeschreven via automatische incasso",
)
MANUAL_PAY: tuple[str, ...] = (
    "please transfer the amount to our bank account quoting your reference",
    "pay online, by bank transfer or by cheque",
    "to set up a direct debit, fill in the mandate form", "payment is due within 14 days of the invoice date",
    "if you have already paid, please ignore this notice", "thank you for your business",
    "you can choose to pay by direct debit: ask us to set it up", "switch to automatic payments and save",
    "please pay before the due date to avoid a late fee", "veuillez virer le montant sur notre compte",
    "bitte überweisen Sie den Betrag auf unser Konto", "gelieve het bedrag over te maken op onze rekening",
)
#: Cosine floor of a sentence to the nearest AUTOPAY description, and its lead over the nearest MANUAL_PAY one.
#: Chosen on hand-written probe sentences (tests/ingest/test_payments_generalize.py), not on a corpus.
AUTOPAY_SIMILARITY = 0.5
AUTOPAY_MARGIN = 0.08


@lru_cache(maxsize=1)
def _autopay_prototypes() -> tuple[np.ndarray, np.ndarray]:
    from .embedding import embed_texts

    vectors = embed_texts([*AUTOPAY, *MANUAL_PAY]).astype(np.float32)
    return vectors[:len(AUTOPAY)], vectors[len(AUTOPAY):]


def autopay_candidates(texts: Sequence[str]) -> list[str]:
    """The ``texts`` (a document's lines) that may say the bill pays itself: prose of 4 to 40 words that
    prints no date (a sentence with its own date gives a debit date, read as a field), each once."""
    out: list[str] = []
    for text in texts:
        if 4 <= len(text.split()) <= 40 and _letters(text) >= 15 and not find_dates(text) and text not in out:
            out.append(text)
    return out


def says_autopay(vector: np.ndarray) -> bool:
    """Whether a sentence (its unit MiniLM ``vector``, float32[384]) says the bill is paid automatically
    (``AUTOPAY``) rather than asking the reader to pay (``MANUAL_PAY``): AUTOPAY_SIMILARITY to the nearest
    AUTOPAY description and AUTOPAY_MARGIN above the nearest MANUAL_PAY one."""
    auto, manual = _autopay_prototypes()
    a, m = float((auto @ vector).max()), float((manual @ vector).max())
    return a >= AUTOPAY_SIMILARITY and a - m >= AUTOPAY_MARGIN
