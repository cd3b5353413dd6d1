"""The rules payment extractor: deterministic labels and layouts for bills, invoices, policies, receipts,
bank statements and notes.

Kinds: ``paid`` (the document evidences the payment and its date, e.g. "PAID 2025-11-20", "Status: PAID
on Jan 20, 2026", "will be deducted from your bank account on 11/20/2025"), ``due`` (a bill with no payment
shown), ``charged`` (an invoice total with neither), ``refunded``. A bill's "previous balance" and its
"Payment received … (-$99.42)" credit line belong to the previous bill, so they are never the amount.

Dependencies run one way: this module ← ``ingest.payments_llm`` (its fallback) ← ``ingest.payments`` (the
storing service that chooses an extractor).
"""
from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from archive.models import Document, PageField, PaymentRecord
from archive.storage import original_read

from .categories import SERVICE_BILLS, category_for, category_rule, meaning_text
from .embedding import embed_texts
from .languages import text_language
from .layout import pdf_page_rows
from .money import (
    CODES,
    DateMatch,
    MoneyMatch,
    currency_code,
    date_order,
    find_dates,
    find_money,
    local_dollar,
    parse_money,
)
from .parties import registered_in_block, registered_name
from .payment_fields import (
    Field,
    Line,
    _letters,
    autopay_candidates,
    fields_assign_roles,
    fields_from_lines,
    says_autopay,
)
from .settled import settled_payments

# The amount a bill asks for / a receipt totals. Priority 0 wins over 1; first occurrence within a priority.
_TOTAL_LABELS = [
    (0, r"(?:total )?amount due|total (?:amount )?(?:to pay|due|payable)|total a pagar|balance (?:owing|due)|"
        r"amount (?:owing|payable)|please pay|montant (?:à payer|dû)|zu zahlen|rechnungsbetrag|new balance"),
    (1, r"total annual premium|annual premium|(?:grand )?total|amount paid|total paid|total charged"),
]
# Lines that mention money but are never the document's own amount.
_NOT_TOTAL = re.compile(
    r"previous balance|balance at last bill|balance (?:brought |carried )?forward|subtotal|sub-total|"
    r"payments? received|total deductions|total (?:deposits|withdrawals)|gross pay|net pay|"
    r"current annual premium|renewal premium|year to date|opening balance|closing balance", re.I)
# Evidence that the payment was made (or is collected automatically) with its date.
_PAID = re.compile(
    r"\bpaid\b|\bdeducted\b|\bcollect(?:ed)?\b|direct debit|débito direto|\bpremium received\b|"
    r"\bpayments? received\b|\bpayment (?:taken|made|processed)\b|\bcharged to your card\b", re.I)
_NOT_PAID = re.compile(r"\bunpaid\b|\bnot (?:been )?paid\b|\bprepaid\b|payable to", re.I)
#: A due date that has passed, which a reminder recalls ("… which was due on 28 July"): not the one to pay by.
_PAST_DUE = re.compile(r"not received by the due|\b(?:was|were|fell|became|had been) due\b", re.I)
_DUE = re.compile(r"\bdue(?: date| by| on)?\b|\bpay by\b|data limite|\bpayment due\b|fällig|échéance", re.I)
_STATEMENT_DATE = re.compile(r"^(?:statement date|bill date|invoice date|date|notice date|issue date|"
                             r"data da fatura|rechnungsdatum)\b", re.I)
_PERIOD = re.compile(r"^(?:billing period|service period|statement period|policy period|period|período|"
                     r"periodo|zeitraum)\b", re.I)
# A line that says the paper is settled, with no date of its own: a "PAID" stamp, "Status: Paid", "Paid in
# full", "Bezahlt in bar", "Réglé par carte", "Voldaan per pin". Such a paper was paid when it was issued.
_AMOUNT_PAID = re.compile(r"^\W*(?:total )?amount paid\b", re.I)
_PAID_MARK = re.compile(
    r"^\W*(?:(?:payment |invoice |order )?status\s*[:\-]?\s*)?(?:paid(?: in full)?|settled|fully paid|"
    r"bezahlt|beglichen|pay[ée]e?s?|r[ée]gl[ée]e?s?|acquitt[ée]e?s?|betaald|voldaan|"
    r"(?:thank you for your |thanks for your )?payment (?:received|complete[d]?)|thank you for your payment|"
    r"paiement (?:reçu|effectué)|merci pour votre (?:paiement|règlement)|zahlung (?:erhalten|eingegangen)|"
    r"vielen dank für ihre zahlung|betaling (?:ontvangen|voldaan)|bedankt voor uw betaling)\b"
    r"(?:\s+(?:by|with|via|using|in|per|par|en|mit|met|on|le|am|op|au|à)\b[^\n]{0,60})?"
    r"(?:\W*(?:thank you|thanks|with thanks|merci|danke|bedankt)\b[^\n]{0,20})?\W*$", re.I)
# A point-of-sale receipt or an order paid online: paid there and then, by card, wallet or cash (in English,
# French, German and Dutch). Bank transfer, direct debit and cheque are ways to pay later, so not here.
_TENDER = re.compile(r"[*xX•]{3,}[ -]?\d{4}\b|"  # a masked card number: "CARD ****4418", "XXXX-1234"
                     r"\b(?:visa|mastercard|maestro|amex|american express|debit[ -]?card|credit[ -]?card|contactless|"
                     r"eftpos|"
                     r"auth(?:orization)?\s*(?:code|#|:)?\s*\d|cash tendered|paypal|apple pay|google pay|"
                     r"carte (?:bancaire|bleue|de crédit)|paiement cb|payé par carte|espèces|rendu|monnaie rendue|"
                     r"ec-karte|girocard|kartenzahlung|kreditkarte|barzahlung|bar bezahlt|rückgeld|gegeben|"
                     r"pinbetaling|gepind|pinpas|ideal|bancontact|contant(?: betaald)?|wisselgeld)\b|"
                     # "Charged to your card ending 5086", a till's "PIN 47,32" (paid by debit card, NL)
                     r"\bcard ending (?:in )?\d{4}\b|\bcharged to your (?:card|account)\b|"
                     # A terminal's "APPROVED" on a line of its own or before its code; not minutes' "approved."
                     r"^\W*(?:transaction |card )?approved\W*$|\bapproved\s*(?:auth|code|#|\d)|"
                     r"^\s*pin\s*:?\s*(?:€\s*)?\d+[.,]\d{2}\s*$", re.I | re.M)
_NOT_RECEIPT_TOTAL = re.compile(r"\b(?:cash|tendered|change|balance|espèces|rendu|monnaie|bar|gegeben|rückgeld|"
                                r"contant|wisselgeld)\b", re.I)
_INCOME_DOC = re.compile(r"earnings statement|payslip|pay slip|pay stub|net pay", re.I)
_BANK_DOC = re.compile(r"withdrawals", re.I)


log = logging.getLogger(__name__)

#: Cosine a pay label's meaning must reach to count towards calling a document a pay statement (two such
#: labels, or one by rule, make it one).
INCOME_SIMILARITY = 0.55

_Line = Line
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
_CURRENCY_WORD = re.compile(r"€|£|\b(?:%s)\b" % "|".join(CODES))
# A credit note or refund says so near its top, in any of the languages bills come in.
_CREDIT_DOC = re.compile(r"\bcredit note\b|\brefund|\bavoir\b|\bremboursement|\bgutschrift|\berstattung|"
                         r"\bcreditnota|\bterugbetaling", re.I)
_OPENING = re.compile(r"^(?:opening|previous|starting|beginning) balance|^balance (?:brought )?forward|"
                      r"^solde (?:initial|précédent)|^anfangssaldo|^alter saldo|^beginsaldo|^vorig saldo", re.I)
# A statement row's date: "08/01", "08/01/2026", "01.08." or "01.08.2026" ("18.69" is an amount, not a date).
#: Statement-row descriptions embedded per document at most (distinct ones); the rest keep their rule.
MAX_ROWS_EMBEDDED = 1000
#: Prose lines embedded per document to find one that says the bill pays itself (``_paid_automatically``).
MAX_AUTOPAY_LINES = 60
_STATEMENT_OPENING = re.compile(r"^(?:opening|starting|beginning) balance|^solde (?:initial|d'ouverture)|"
                                r"^anfangssaldo|^alter kontostand|^beginsaldo", re.I)
_ROW_DATE = re.compile(r"^(\d{1,2})(?:/(\d{1,2})(?:/(\d{2,4}))?|\.(\d{1,2})\.(\d{2,4})?)(?=\s|$)")


def _written_date(text: str) -> DateMatch | None:
    """A date written with its month's name ("1 Feb 2026", "Feb 1, 2026") that starts ``text``, or None
    (``ingest.money.find_dates``: complete dates only)."""
    if not text[:1].isdigit() and not text[:1].isalpha():
        return None
    found = find_dates(text[:40])
    return found[0] if found and found[0].start == 0 and re.search(r"[^\W\d_]{3}", found[0].text) else None


@dataclass
class _Doc:
    """What one ``extract`` call reads: lines, fields with roles, currency, date-order hint, and the
    letterhead's embedding (float32[384], or None when a rule already named the category)."""

    document: Document
    lines: list[Line]
    full: str
    currency: str | None
    locale: str
    fields: list[Field]
    head: str
    head_vector: object = None


# A card statement's heading: what it collects pays for the purchases it lists, of every kind.
_CARD_STATEMENT = re.compile(r"\b(?:credit ?card|card) statement\b|\bkreditkarten?abrechnung\b|"
                             r"\brelevé (?:de )?carte\b|\bcreditcard ?overzicht\b", re.I)


def _card_statement_other(records: list[PaymentRecord], doc: _Doc) -> list[PaymentRecord]:
    """``records`` with category "other" when ``doc`` is a card statement (``_CARD_STATEMENT`` in its heading):
    its collected balance is no one category's spending, whatever merchant names its rows print."""
    if _CARD_STATEMENT.search(doc.head):
        for rec in records:
            rec.category = "other"
    return records


# Statement rows that move the household's own money (cash, savings, paying off its own card, whose purchases
# its card statement lists) or bring money in: no payment to anyone. A transfer to a named payee is one.
_NOT_SPENDING_ROW = re.compile(
    r"\batm\b|\bcash\b|withdrawal|payroll|deposit|salary|gehalt|salaire|\bsavings?\b|\bsparen\b|\bspaar|"
    r"\b(?:own|internal) (?:account|transfer)|\btransfer (?:to|from) (?:my|our|own|account)\b|"
    r"\bcard (?:settlement|repayment|payment)\b|\bcredit ?card\b", re.I)


def _layout_labels(page_fields: Sequence[tuple[int, str, str]]) -> dict[tuple[int, str], tuple[str, ...]]:
    """(page, value as printed) → the labels the page's layout fields give it, in reading order."""
    labels: dict[tuple[int, str], tuple[str, ...]] = {}
    for page, value, label in page_fields:
        labels[(page, value.strip())] = (*labels.get((page, value.strip()), ()), label)
    return labels


def document_layout(document: Document, pages: Sequence[tuple[int, str]]) -> dict[int, list[str]]:
    """Rows of a stored PDF's text-layer pages (``ingest.layout.pdf_page_rows``); {} for other documents,
    unsaved ones, or an original that cannot be read (the stored lines are read instead)."""
    if not document.pk or document.mime_type != "application/pdf" or not document.storage_name:
        return {}
    try:
        data = original_read(document.storage_name)
    except Exception as exc:  # noqa: BLE001 - missing or undecryptable original: extraction goes on from text
        log.info("layout of document %s not read: %s", document.pk, type(exc).__name__)
        return {}
    return pdf_page_rows(data, pages)


def _given_title(document: Document) -> str:
    """The document's title when someone or its metadata gave it one; "" for a title made from the file
    name ("IMG 20260411 093318"), which says nothing of what the paper is about."""
    title = (document.title or "").strip()
    stem = (document.original_filename or "").rsplit(".", 1)[0]
    if not title or re.sub(r"[\W_]+", "", title).lower() == re.sub(r"[\W_]+", "", stem).lower():
        return ""
    return title


_LETTER_SPACED = re.compile(r"(?:\w ){3,}\w(?:\s{2,}(?:\w ){1,}\w)*")


def _unspaced(text: str) -> str:
    """A letter-spaced heading ("N O R T H   S T A R") as words ("NORTH STAR"); other text as is."""
    if not _LETTER_SPACED.fullmatch(text):
        return text
    return " ".join(word.replace(" ", "") for word in re.split(r"\s{2,}", text))


def _lines(pages: Sequence[tuple[int, str]]) -> list[Line]:
    return [Line(n, _unspaced(ln)) for n, text in pages
            for ln in unwrap_dates([row.strip() for row in (text or "").splitlines() if row.strip()])]


PROSE_ROW = 40  # characters: a row this long is wrapped prose, whose next row may go on with its sentence


def unwrap_dates(rows: list[str]) -> list[str]:
    """``rows`` with each date that a line break split inside wrapped prose ("… will be billed on 25 September"
    / "2026, so you need do nothing") joined onto one row, so the date is read with the words that name it.
    Short rows (table cells, labels over values) and rows rebuilt from word boxes with cell gaps (tabs) are
    never joined."""
    out: list[str] = []
    for row in rows:
        if out and len(out[-1]) >= PROSE_ROW and "\t" not in out[-1] and "\t" not in row:
            tail = out[-1][-25:]
            window = f"{tail} {row[:25]}"
            if any(d.start < len(tail) < d.end - 1 for d in find_dates(window)):
                out[-1] = f"{out[-1]} {row}"
                continue
        out.append(row)
    return out


def _money_near(lines: list[_Line], i: int, label_end: int = 0, *, currency: str | None) -> MoneyMatch | None:
    """The amount on line ``i`` after its label, or on the next line (PDF layouts put values below)."""
    found = find_money(lines[i].text[label_end:], default_currency=currency)
    if found:
        return found[0]
    if i + 1 < len(lines) and not re.search(r"[A-Za-z]{4,}", lines[i + 1].text):
        found = find_money(lines[i + 1].text, default_currency=currency)
        if found:
            return found[0]
    return None


def _dates_near(lines: list[_Line], i: int, *, locale: str | None, span: int = 1) -> list[date]:
    """Dates on line ``i`` or, when it has none, on the following ``span`` lines."""
    for j in range(i, min(i + 1 + span, len(lines))):
        found = find_dates(lines[j].text, locale_hint=locale)
        if found:
            return [d.value for d in found]
    return []


# A line that acknowledges money received or paid, in the languages bills come in.
_RECEIVED = re.compile(r"\b(?:paid|received|re[çc]ue?|pay[ée]e?|r[ée]gl[ée]e?|erhalten|eingegangen|bezahlt|"
                       r"ontvangen|betaald|voldaan)\b", re.I)
def _amount_only(line: str) -> bool:
    """Whether ``line`` prints one amount and no words ("-$70.00", "(€ 61,30)")."""
    found = find_money(line)
    return len(found) == 1 and not re.search(r"[^\W\d_]{2,}", line[:found[0].start] + line[found[0].end:])


#: A payment dated this many days before the bill's own date, or PAID_BEFORE_DUE_DAYS before its due date, paid
#: another (earlier) bill: a bill is not paid before it is written, and it falls due weeks after, not months.
#: The slack allows an order paid a day or two before its invoice is dated.
PAID_BEFORE_ISSUE_DAYS = 7
PAID_BEFORE_DUE_DAYS = 75
#: A paid or debit date this many days after the paper's own date is no payment the paper reports: a bill
#: announces its debit weeks ahead, not seasons (a contract's end date in a sentence that reads like one).
PAID_AFTER_ISSUE_DAYS = 120


def _after_this_bill(paid_on: date, doc: _Doc, rec: PaymentRecord) -> bool:
    """Whether ``paid_on`` lies too far after the paper's date (``PAID_AFTER_ISSUE_DAYS``) to be the payment it
    reports: its statement date, else the document's date; False when neither is known."""
    issued = rec.statement_date or next((f.day for f in doc.fields if f.kind == "date" and f.role == "statement_date"),
                                        None) or doc.document.document_date
    return bool(issued and (paid_on - issued).days > PAID_AFTER_ISSUE_DAYS)


def _before_this_bill(paid_on: date, issued: date | None, due_on: date | None) -> bool:
    """Whether a payment dated ``paid_on``, printed on a bill dated ``issued`` and due ``due_on`` (either may be
    None), is too early to be this bill's payment (see PAID_BEFORE_ISSUE_DAYS)."""
    if issued and (issued - paid_on).days > PAID_BEFORE_ISSUE_DAYS:
        return True
    return bool(due_on and (due_on - paid_on).days > PAID_BEFORE_DUE_DAYS)


def _own_due_date(rec: PaymentRecord, doc: _Doc) -> None:
    """A due date before the paper was written (the later of its statement date and the document's date) is an
    earlier bill's: a reminder repeats the one it missed, and asks for a later day, which an open ``rec`` takes
    when the paper prints one. A paid one keeps the day it missed: it was paid late."""
    issued = max([d for d in (rec.statement_date, doc.document.document_date) if d], default=None)
    if rec.kind != PaymentRecord.Kind.PAID and rec.due_on and issued and rec.due_on < issued:
        later = [f.day for f in doc.fields if f.kind == "date" and f.role == "due_date" and f.day >= issued]
        if later:
            rec.due_on = later[0]


#: A word cased as no name is ("REDbK", "COHaX"): capitals, then small letters, then a capital again.
_NOISE_CASE = re.compile(r"[A-Z]{2,}[a-z]+[A-Z]")


def _ocr_noise(text: str) -> bool:
    """Whether a short line (at most three words) reads as OCR noise rather than a name: none of its words of three
    letters or more is a word of the embedding model's vocabulary (``ingest.textquality``), and one is cased as
    no name is (``_NOISE_CASE``). A brand in capitals ("BRIXWORTH") or in camel case ("eBay") is kept."""
    from .textquality import known_word

    words = re.findall(r"[^\W\d_]+", text)
    long_words = [w for w in words if len(w) >= 3]
    return len(words) <= 3 and bool(long_words) and not any(known_word(w) for w in long_words) \
        and any(_NOISE_CASE.search(w) for w in long_words)


#: A line that names the issuer by its role: "Seller: …", "Verkäufer: …", "Fournisseur : …".
_SELLER_LABEL = re.compile(r"(?:seller|vendor|supplier|sold by|issued by|verkäufer|lieferant|rechnungssteller|"
                           r"fournisseur|vendeur|leverancier|verkoper)\s*:\s*(\S.{1,120})$", re.I)
#: A line that opens an address block with a courtesy title ("Herrn", "Mrs", "Mw.", "M. et Mme"): whoever the
#: paper is sent to, never part of the sender's name.
_ADDRESSEE = re.compile(r"(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Herrn?|Frau|Familie|Fam|Dhr|Mw|Mevr|Mme|Mlle|Sr|Sra|Sig)\.?|MM?\.)"
                        r"\s+(?:(?:et|und|en|and|y|e)\s+\w+\.?\s+)?[A-Z]")


class RulesExtractor:
    """Deterministic extractor: label and layout rules for bills, invoices, policies, receipts, statements."""

    name = "rules"

    def __init__(self, default_currency: str | None = None, dollar: str | None = None):
        #: The currency of a document that prints amounts with no currency anywhere (a till receipt);
        #: None: such amounts are not read.
        self.default_currency = default_currency or None
        #: The dollar a bare "$" is read in when the paper does not say which (``payments.household_dollar``).
        self.dollar = dollar or "USD"

    def extract(self, document: Document, pages: Sequence[tuple[int, str]], *,
                layout: dict[int, list[str]] | None = None,
                page_fields: Sequence[tuple[int, str, str]] | None = None) -> list[PaymentRecord]:
        """Unsaved records for ``document`` from ``pages`` (``(number, text)`` in order); amounts in cents,
        refunds negative. ``layout``: page number → rows rebuilt from word boxes (``ingest.layout``); by
        default read from the stored original of a saved PDF. ``page_fields``: (page number, value as
        printed, label) of the document's layout fields (``ingest.fields``); by default its stored
        ``PageField`` rows. One embedding batch (labels, letterhead, prose lines) per document; never the
        network."""
        lines = _lines(pages)
        if not lines:
            return []
        full = "\n".join(ln.text for ln in lines)
        if _INCOME_DOC.search(full):
            return []  # payslips evidence income; PaymentRecord has no "received" kind for it
        currency = self._main_currency(full) or self.default_currency
        locale = date_order(full, currency=currency)
        if self._is_statement(lines, full, currency=currency):
            return self._bank_statement(document, lines, locale=locale)
        if _CARD_STATEMENT.search("\n".join([_given_title(document)] + [ln.text for ln in lines[:8]])):
            # Its purchases are the payments; the balance it collects pays for them (and is left out).
            rows = self._card_rows(document, lines, locale=locale, currency=currency)
            if rows:
                return rows
        if layout is None:
            layout = document_layout(document, pages)
        # Fields are read from rows where the layout is known (a label and the value to its right on
        # one row), from the stored lines elsewhere; the regex pass below reads the stored lines.
        rows = {n: layout[n] if n in layout else (text or "").splitlines() for n, text in pages}
        field_lines = [Line(n, row) for n, _ in pages
                       for row in unwrap_dates([r.strip() for r in rows[n] if r.strip()])]
        if page_fields is None:
            page_fields = list(PageField.objects.filter(document_id=document.pk).values_list(
                "page_number", "value", "label")) if document.pk else []
        dated = find_dates(full, locale_hint=locale)
        fields = fields_from_lines(field_lines, currency=currency, date_hint=locale,
                                   layout_labels=_layout_labels(page_fields),
                                   year_anchor=document.document_date or (dated[0].value if dated else None))
        first_page = lines[0].page
        head = "\n".join([_given_title(document)] + [ln.text for ln in lines if ln.page == first_page][:6]).strip()
        doc = _Doc(document, lines, full, currency, locale, fields, head)
        page_head = "\n".join(ln.text for ln in lines if ln.page == first_page)[:400]
        needs_meaning = category_rule(page_head) is None
        # Sentences that may say the bill pays itself ride in the labels' embedding batch.
        prose = autopay_candidates([ln.text for ln in lines])[:MAX_AUTOPAY_LINES]
        vectors = fields_assign_roles(fields, extra_texts=([meaning_text(head)[:300]] if needs_meaning else []) + prose,
                                      lines=[ln.text for ln in field_lines])
        doc.head_vector = vectors[0] if needs_meaning and len(vectors) else None
        autopay = next((text for text, v in zip(prose, vectors[int(needs_meaning):]) if says_autopay(v)), None)
        # A pay statement by its labels ("gross pay", "Nettolohn"): income, not a payment. A payslip prints
        # at least two pay labels (gross and net); one invoice row that the English model finds loosely
        # like pay ("Nettoyage" at 0.60) does not make an invoice a payslip.
        pay_labels = {f.label.lower() for f in fields if f.role == "income" and f.by == "meaning"
                      and f.score >= INCOME_SIMILARITY}
        if pay_labels and text_language(full[:3000]) not in ("en", None):
            # The English model reads another language's labels loosely (a scanned French tax line at 0.57 like "net
            # pay"): such a paper is a payslip only by its words (the rule roles, ``_INCOME_DOC``).
            pay_labels = set()
        if any(f.role == "income" and f.by == "rule" for f in fields) or len(pay_labels) >= 2:
            return []
        record = self._bill(document, lines, full, currency=currency, locale=locale, doc=doc)
        if record is not None:
            self._complete(record, doc)
            self._settlement(record, doc)
        # A card named in a sentence that says when it will be charged ("… will take $66.55 from your Visa on
        # 07/25/2026") makes a bill paid by autopay, not a till receipt paid on the day it was printed.
        # Nor is a credit note that names the card it refunds.
        announced = any(f.kind == "date" and f.role == "debit_date" for f in fields)
        crediting = any(f.kind == "money" and f.role == "credit" for f in fields)
        if _TENDER.search(full) and not announced and not crediting and (
                record is None or record.kind == PaymentRecord.Kind.CHARGED):
            # An invoice that names the card or wallet it was paid with ("Betaald via iDEAL op 15-09-2025")
            # keeps what its labelled fields say (the paid date, the due date); a till roll, which labels
            # little, is paid on the first date it prints, its total the one a label names ("SUMME",
            # "Totaal") rather than the largest amount (the cash handed over).
            by_fields = self._bill_by_fields(doc, keep_charged=True) if record is None else None
            if by_fields is not None and by_fields.kind == PaymentRecord.Kind.PAID:
                record = by_fields
            else:
                if by_fields is not None:  # a till slip's header is a bare name, as below
                    by_fields.category = category_for(full, issuer="\n".join(x.text for x in lines[:6]), strict=True)
                record = self._receipt(document, lines, full, record or by_fields, currency=currency, locale=locale)
                if record is not None and record.kind == PaymentRecord.Kind.DUE and not record.due_on:
                    # Paid there and then (it names its tender) but no date read (a smudged scan): not owed.
                    record.kind = PaymentRecord.Kind.CHARGED
        if record is not None:
            settled = self._settled(record, doc)
            if settled:
                return settled
            self._paid_by_mark(record, lines)
            previous = self._previous_payments(record, doc)
            return _card_statement_other([self._paid_automatically(self._due_when_dated(record), autopay)]
                                         + previous, doc)
        in_prose = self._prose(document, lines, currency=currency, locale=locale)
        if in_prose:
            return in_prose
        record = self._bill_by_fields(doc)
        if record is None:
            return []
        settled = self._settled(record, doc)
        if settled:
            return settled
        self._settlement(record, doc)
        previous = self._previous_payments(record, doc)
        return _card_statement_other([self._paid_automatically(self._due_when_dated(record), autopay)] + previous,
                                     doc)

    @staticmethod
    def _settled(record: PaymentRecord, doc: _Doc) -> list[PaymentRecord]:
        """The payments a paper paid in full prints ("Amount owing $0.00" under paid lines that add up to its
        total; ``ingest.settled``), dated by the paper's first date when a line has none."""
        first = next((f.day for f in doc.fields if f.kind == "date"), None)
        return settled_payments(record, doc.fields, issued=record.document.document_date or first)

    @staticmethod
    def _paid_automatically(record: PaymentRecord, sentence: str | None) -> PaymentRecord:
        """A bill still due whose paper says it pays itself (``sentence``: "Paid automatically by the card on
        file", "Der Beitrag wird per Lastschrift eingezogen"; ``payment_fields.says_autopay``) and gives no date
        for it is paid on its due date: the card or the direct debit is charged then."""
        if sentence and record.kind == PaymentRecord.Kind.DUE and record.due_on and not record.paid_on:
            record.kind, record.paid_on = PaymentRecord.Kind.PAID, record.due_on
            record.snippet = f"{record.snippet} … {sentence}"[:1000] if record.snippet else sentence[:1000]
        return record

    def _previous_payments(self, record: PaymentRecord, doc: _Doc) -> list[PaymentRecord]:
        """The payments of earlier bills that ``record``'s paper acknowledges ("Vorige factuur € 61,30 ontvangen
        op 02-09-2026", "Thanks – we received £38.20 on 05/03/26"): a paid date dated too early to pay this
        bill (``_before_this_bill``) with one positive amount on its line. Each becomes a paid record of its
        own (the previous bill's payment, matched to that bill by amount in ``ask.aggregate``); ``record`` is
        corrected in place when it had taken that payment, or its amount, for its own."""
        issued = record.statement_date or record.document.document_date
        found = []
        for f in doc.fields:
            if f.kind != "date" or not _before_this_bill(f.day, issued, record.due_on):
                continue
            # A paid date by its label's meaning, or one the meaning left open on a line that says it was received.
            if f.role != "paid_date" and not (f.role is None and _RECEIVED.search(f.line_text)):
                continue
            if _NOT_PAID.search(f.line_text):
                continue  # "your statement of 7 March for $91.20 has not been paid": a reminder's overdue bill
            lines = {f.line} | ({f.label_line} if f.label_line is not None else set())
            # An account summary prints the payment as what it took off the balance ("Payment received
            # 18/02/2026  -€478.44"): the sign is the ledger's, the payment is the amount. A credit or refund
            # label keeps its own meaning.
            money = [g for g in doc.fields if g.kind == "money" and g.line in lines and g.cents != 0
                     and g.role != "credit" and g.value.currency == record.currency]
            if not money:
                # "Payment received 3 May 2026 - thank you" over (or under) a line holding only "-$70.00": a
                # summary printed as label and value rows. Only a credit there (the ledger's minus) is the payment;
                # the row's other neighbour is another label's value.
                money = [g for g in doc.fields if g.kind == "money" and g.line in (f.line - 1, f.line + 1)
                         and g.cents < 0 and g.role != "credit" and g.value.currency == record.currency
                         and _amount_only(g.line_text)]
            if len({g.cents for g in money}) > 1:
                # A row rebuilt from two columns holds the other column's figures too: the ledger's credit is it.
                money = [g for g in money if g.value.negative]
            if len({g.cents for g in money}) == 1:
                found.append((f, money[0]))
        if not found:
            return []
        if record.kind == PaymentRecord.Kind.PAID and record.paid_on in {f.day for f, _ in found}:
            # Its paid date was an earlier bill's: owed by its due date when it prints one.
            record.kind = PaymentRecord.Kind.DUE if record.due_on else PaymentRecord.Kind.CHARGED
            record.paid_on = None
            earlier = {abs(m.cents) for _, m in found}
            paid_lines = {f.line for f, _ in found} | {f.label_line for f, _ in found if f.label_line is not None}
            # A plan at a fixed price bills what was paid last time: an amount due labelled as such on a line of
            # its own is this bill's, however like the previous payment it is.
            labelled = any(g.kind == "money" and g.role == "amount_due" and g.cents == record.amount_cents
                           and g.line not in paid_lines for g in doc.fields)
            if record.amount_cents in earlier and not labelled:  # the previous payment's: this bill's own is labelled
                own = sorted((g for g in doc.fields if g.kind == "money" and g.role in ("amount_due", "total", "debit")
                              and g.cents > 0 and g.cents not in earlier),
                             key=lambda g: (g.role != "amount_due", -g.score))
                if own:
                    record.amount_cents = own[0].cents
        return [PaymentRecord(document=record.document, page_number=f.page, amount_cents=abs(m.cents),
                              currency=record.currency, kind=PaymentRecord.Kind.PAID, paid_on=f.day,
                              category=record.category, payee=record.payee, extractor=self.name,
                              snippet=f.line_text[:1000]) for f, m in found]

    @staticmethod
    def _paid_by_mark(record: PaymentRecord, lines: list[Line]) -> bool:
        """Make a charged total ``record`` (no payment, no due date read) paid when the paper prints a
        settled mark (``_PAID_MARK``), on the mark's own date or else the paper's issue date; True when it did.
        A paper that asks for a due date, or has no date to give the payment, is left as it is."""
        if record.kind != PaymentRecord.Kind.CHARGED or record.paid_on or record.due_on:
            return False
        for ln in lines:
            # "Amount paid $64.10" on a paper whose total it is: paid there and then.
            paid_line = _AMOUNT_PAID.match(ln.text) and any(
                m.amount_cents == record.amount_cents for m in find_money(ln.text, default_currency=record.currency))
            if (paid_line or _PAID_MARK.match(ln.text)) and not _NOT_PAID.search(ln.text):
                own = find_dates(ln.text)
                when = own[0].value if own else record.statement_date
                if when is None:
                    return False
                record.kind, record.paid_on = PaymentRecord.Kind.PAID, when
                record.snippet = (record.snippet + " … " + ln.text)[:1000] if record.snippet else ln.text[:1000]
                return True
        return False

    @staticmethod
    def _due_when_dated(record: PaymentRecord) -> PaymentRecord:
        """A utility or telecom bill's total with a due date and no payment shown ("Total $120.00 … Pay by
        4 March 2026") is due, not merely charged. An invoice's or a notice's total keeps
        "charged": shops and insurers print payment terms on papers paid by card or not yet owed (a renewal
        premium for next year)."""
        if record.kind == PaymentRecord.Kind.CHARGED and record.due_on and not record.paid_on \
                and record.category in SERVICE_BILLS:
            record.kind = PaymentRecord.Kind.DUE
        return record

    @staticmethod
    def _is_statement(lines: list[Line], full: str, *, currency: str | None = None) -> bool:
        """An account statement: withdrawal and deposit columns, or an opening balance over dated rows.
        ``currency``: the document's, in which bare amounts ("1,850.00") are read."""
        if _BANK_DOC.search(full) and re.search(r"\bdeposits\b", full, re.I):
            return True
        # Rows dated without a year ("08/01", "01.08.") or with the amount on the same line; a bill's
        # "previous balance" and its full dates are not a statement's.
        rows = 0
        for i, ln in enumerate(lines):
            m = _ROW_DATE.match(ln.text)
            written = None if m else _written_date(ln.text)
            end = m.end() if m else written.end if written else 0
            if m and (not (m.group(3) or m.group(5)) or re.search(r"\d[.,]\d{2}\b", ln.text[m.end():])):
                rows += 1
            elif end and end == len(ln.text) and i + 2 < len(lines) and not _ROW_DATE.match(lines[i + 1].text) \
                    and parse_money(lines[i + 2].text, default_currency=currency):
                rows += 1  # a full date alone on its line, then the description and the amount: one cell per line
        return rows >= 3 and any(_STATEMENT_OPENING.match(ln.text) for ln in lines)

    def _main_currency(self, full: str) -> str | None:
        """The currency most amounts are printed in (a bare "$" as the paper's own dollar, ``local_dollar``, else
        the household's); else one the text names on its own ("all amounts in EUR"), so bare amounts can be read
        in it."""
        counts = Counter(m.currency for m in find_money(full, default_currency=local_dollar(full, self.dollar)))
        if counts:
            return counts.most_common(1)[0][0]
        named = Counter(code for code in (currency_code(m.group(0)) for m in _CURRENCY_WORD.finditer(full)) if code)
        return named.most_common(1)[0][0] if named else None

    def _bill(self, document, lines, full, *, currency, locale, doc: _Doc | None = None) -> PaymentRecord | None:
        """The regex pass: the wordings most bills print (see the module docstring)."""
        best = None  # (priority, index, money)
        for i, ln in enumerate(lines):
            if _NOT_TOTAL.search(ln.text):
                continue
            for priority, pattern in _TOTAL_LABELS:
                m = re.match(rf"\s*(?:{pattern})\b\s*[:-]?", ln.text, re.I)
                if not m:
                    continue
                # A bare "Total"/"Premium" heading must be alone or followed by its amount.
                rest = ln.text[m.end():]
                translation = re.match(r"\s*/", rest)  # bilingual labels: "Total a pagar / Total to pay"
                if re.search(r"[A-Za-z]{3,}", rest) and not translation and not find_money(
                        rest, default_currency=currency):
                    continue
                money = _money_near(lines, i, m.end(), currency=currency)
                if money and not money.negative and (best is None or priority < best[0]):
                    best = (priority, i, money)
                break
        if best is None:
            return None
        _, idx, money = best
        amount, cur = money.amount_cents, money.currency
        rec = PaymentRecord(document=document, page_number=lines[idx].page, amount_cents=amount, currency=cur,
                            kind=PaymentRecord.Kind.DUE if best[0] == 0 else PaymentRecord.Kind.CHARGED,
                            extractor=self.name)
        snippets = [lines[idx].text + (" " + lines[idx + 1].text if idx + 1 < len(lines) else "")]
        for i, ln in enumerate(lines):
            text = ln.text
            # In a line of several sentences, the payment and its date must be in the same sentence
            # ("Please pay $9 by 22 April. If you have already paid, thank you" is no payment on 22 April).
            sentences = _SENTENCE.split(text)
            if len(sentences) > 1:
                paid_sentences = [x for x in sentences if _PAID.search(x) and not _NOT_PAID.search(x)]
                if paid_sentences and (find_dates(paid_sentences[0]) or paid_sentences[0] is sentences[-1]):
                    text = paid_sentences[0]
                elif paid_sentences:
                    text = ""
            if text and _PAID.search(text) and not _NOT_PAID.search(text) and not _DUE.match(text):
                paid_money = find_money(text, default_currency=currency)
                if paid_money and paid_money[0].negative:
                    continue  # "Payment Received - Thank You … -$139.88": the previous bill's payment
                if not paid_money and i + 1 < len(lines):
                    nxt = find_money(lines[i + 1].text, default_currency=currency)
                    if nxt and nxt[0].negative:
                        continue  # "Payments received 2025-10-28" / "($99.42)"
                if re.search(r"payments? received", text, re.I) and not paid_money:
                    continue  # an account-summary credit without its own amount is not this bill's payment
                if text == ln.text:
                    dates = _dates_near(lines, i, locale=locale)
                else:  # one sentence of the line: its own date, or (the last one) the date on the next line
                    dates = [d.value for d in find_dates(text, locale_hint=locale)]
                    if not dates and text is sentences[-1] and i + 1 < len(lines):
                        dates = [d.value for d in find_dates(lines[i + 1].text, locale_hint=locale)]
                if dates and rec.paid_on is None:
                    rec.paid_on = dates[0]
                    rec.kind = PaymentRecord.Kind.PAID
                    if paid_money and paid_money[0].currency == cur:
                        rec.amount_cents = paid_money[0].amount_cents  # what was actually paid
                    snippets.append(text)
            elif rec.due_on is None and _DUE.search(ln.text) and not _PAST_DUE.search(ln.text):
                dates = _dates_near(lines, i, locale=locale)
                if dates:
                    rec.due_on = dates[0]
            if rec.statement_date is None and _STATEMENT_DATE.match(ln.text):
                dates = _dates_near(lines, i, locale=locale)
                if dates:
                    rec.statement_date = dates[0]
            if rec.period_start is None and _PERIOD.match(ln.text):
                dates = _dates_near(lines, i, locale=locale)
                if len(dates) >= 2:
                    rec.period_start, rec.period_end = dates[0], dates[1]
        issuer = self._issuer(lines, lines[idx].page)
        rec.payee = issuer[:300]
        head = "\n".join(ln.text for ln in lines if ln.page == lines[idx].page)[:400]
        rec.category = category_for(full, issuer=head, issuer_vector=doc.head_vector if doc else None,
                                    meaning=doc is not None and doc.head_vector is not None,
                                    strict=bool(_TENDER.search(full)))  # a till receipt's header is a bare name
        rec.snippet = " … ".join(snippets)[:1000]
        return rec

    # ------------------------------------------------------------ fields, roles and arithmetic

    @staticmethod
    def _arithmetic(doc: _Doc) -> tuple[set[int], set[int]]:
        """Ids of money fields an arithmetic check confirms as the document's own total, and of payment
        fields it shows belong to the previous bill.

        subtotal + tax = total; previous balance − payment (+ charges) = new balance, or a payment equal to
        the previous balance (the last bill paid in full)."""
        money = [f for f in doc.fields if f.kind == "money"]
        subtotal = [f for f in money if f.role == "subtotal"]
        tax = [f for f in money if f.role == "tax"]
        previous = [f for f in money if f.role == "previous_balance"]
        paid = [f for f in money if f.role == "amount_paid"]
        charges = [f for f in money if f.role == "charges"]
        targets = [f for f in money if f.role in (None, "amount_due", "debit", "total", "charges")]
        checked, earlier = set(), set()
        for s_ in subtotal:
            for t in tax:
                checked |= {id(c) for c in targets if c.cents == s_.cents + t.cents and c is not s_ and c is not t}
            # The tax's own label may read otherwise by meaning ("USt. Gesamt" as a total): any smaller amount
            # printed after the net that adds up with it to an amount printed after both is the tax.
            for t in money:
                if t.line > s_.line and 0 < t.cents < s_.cents:
                    checked |= {id(c) for c in targets if c.cents == s_.cents + t.cents and c.line > t.line}
        for p in previous:
            for x in paid:
                if abs(x.cents) == p.cents and x.line != p.line:
                    earlier.add(id(x))
                for k in charges or [None]:
                    new = p.cents - abs(x.cents) + (k.cents if k else 0)
                    hits = [n for n in targets if n.cents == new and n is not k and n.line > p.line]
                    if hits and (k is not None or new != 0):
                        checked.add(id(hits[-1]))
                        earlier.add(id(x))
            if not paid:
                for k in charges:
                    checked |= {id(n) for n in targets if n.cents == p.cents + k.cents and n is not k}
        for x in paid:
            if x.cents < 0 and previous:
                earlier.add(id(x))  # "Payment received … -$99.42": a credit for the previous bill
        checked |= RulesExtractor._sums_of_rows(doc, targets)
        return checked, earlier

    @staticmethod
    def _sums_of_rows(doc: _Doc, targets: list[Field]) -> set[int]:
        """Ids of ``targets`` equal to the sum of two or more consecutive rows just above them (each row's
        rightmost amount, the column a bill's line items total in): "Billed this month $60.00" under rows of
        $40.00, $12.50, $5.00, $2.50. Unit prices and zero rows are not rows of the sum."""
        last_per_line: dict[int, Field] = {}
        for f in doc.fields:
            if f.kind == "money" and f.role != "other_money":
                last_per_line[f.line] = f
        rows = sorted(last_per_line.items())
        out = set()
        for t in targets:
            if t.cents <= 0:
                continue
            above = [f for line, f in rows if line < t.line][-40:]
            total = 0
            for n, f in enumerate(reversed(above), start=1):
                total += f.cents
                if total == t.cents and n >= 2:
                    out.add(id(t))
                    break
                if total > t.cents:
                    break
        return out

    @staticmethod
    def _earlier_payment_line(f: Field, doc: _Doc, earlier: set[int], amount: int | None = None) -> bool:
        """Whether the paid-date field ``f`` dates the previous bill's payment rather than this one.
        ``amount``: this bill's amount (cents) when known; with no previous balance printed, a payment line
        of exactly that amount ("Card payment 11.03.2026 -$60.00") settles this bill."""
        if f.role == "debit_date":
            return False  # a debit announced on a bill collects this bill
        lines = {f.line} | ({f.label_line} if f.label_line is not None else set())
        same_line = [g for g in doc.fields if g.kind == "money" and g.line in lines]
        below = [g for g in doc.fields if g.kind == "money" and g.line == f.line + 1]
        has_previous = any(g.role == "previous_balance" for g in doc.fields)
        if amount and not has_previous and any(abs(g.cents) == amount and id(g) not in earlier
                                               for g in same_line + below[:1]):
            return False
        if any(id(g) in earlier or g.cents < 0 for g in same_line + below[:1]):
            return True
        return has_previous and not same_line

    def _complete(self, rec: PaymentRecord, doc: _Doc) -> None:
        """Fill what the regex pass left empty from fields whose role was found by meaning: the paid or
        debit date (the record becomes paid), the due date, the statement date."""
        _, earlier = self._arithmetic(doc)
        issued = rec.statement_date or next((g.day for g in doc.fields if g.kind == "date"
                                             and g.role == "statement_date"), None)
        # The paid or debit date most like its role first (a sentence saying so beats a bare word).
        ordered = sorted(doc.fields, key=lambda f: (f.role not in ("paid_date", "debit_date"), -f.score))
        for f in ordered:
            if f.role == "debit_date" and f.by == "meaning" and issued and f.day < issued:
                continue  # a debit a bill announces comes after it is issued ("Charges for 11 October to …")
            # A due date labelled by rule in a grid ("BY" over its date) is not on the line the regex pass reads;
            # nor is a debit announced by a label of its own ("The amount will be deducted from your card on").
            if f.kind != "date" or not (f.by == "meaning" or (f.by == "rule" and f.role in ("due_date", "debit_date"))):
                continue
            if f.role in ("paid_date", "debit_date") and rec.paid_on is None and rec.kind != PaymentRecord.Kind.PAID:
                if self._earlier_payment_line(f, doc, earlier, rec.amount_cents) or _after_this_bill(f.day, doc, rec):
                    continue
                line_money = [g for g in doc.fields if g.kind == "money" and g.line == f.line and g.cents > 0
                              and g.value.currency == rec.currency]
                if line_money and all(g.cents != rec.amount_cents for g in line_money) and f.role == "debit_date":
                    continue  # a debit of another amount (an instalment plan, a different account)
                rec.paid_on, rec.kind = f.day, PaymentRecord.Kind.PAID
                if line_money and f.role == "paid_date":
                    rec.amount_cents = line_money[0].cents
                rec.snippet = (rec.snippet + " … " + f.line_text)[:1000]
            elif f.role == "due_date" and rec.due_on is None:
                rec.due_on = f.day
            elif f.role == "statement_date" and rec.statement_date is None:
                rec.statement_date = f.day
        _own_due_date(rec, doc)

    @staticmethod
    def _settlement(rec: PaymentRecord, doc: _Doc) -> None:
        """A settlement (a year's utility account: the cost, minus the instalments already paid, leaves a balance)
        is settled by its balance, not its cost: when the paper prints a credit A (printed negative) and a
        balance B with ``cost + A = B`` (cents, one currency), ``rec`` takes B; a negative B is a refund, dated
        by the date printed on a line that repeats its amount ("we will transfer €37.45 to you by 6 February"),
        else left undated. The arithmetic, not a label, decides: labels of
        settlements vary by country, and a chance match of three amounts to the cent is rare."""
        if rec.kind not in (PaymentRecord.Kind.PAID, PaymentRecord.Kind.CHARGED, PaymentRecord.Kind.DUE) \
                or rec.amount_cents <= 0:
            return
        money = [f for f in doc.fields if f.kind == "money" and f.value.currency == rec.currency]
        cost_lines = {f.line for f in money if f.cents == rec.amount_cents}
        credits = [f for f in money if f.cents < 0 and -f.cents != rec.amount_cents and f.line not in cost_lines]
        per_line = Counter(f.line for f in money)
        first_cost = min(cost_lines, default=None)
        for a in credits:
            if first_cost is None or a.line < first_cost:
                continue  # the cost is stated first, the instalments paid are taken off it
            balance = rec.amount_cents + a.cents
            # The balance stands below the credit, the only amount on its line (not a rate on an item row).
            b = next((f for f in money if f.cents == balance and f.line > a.line and f.line not in cost_lines
                      and per_line[f.line] == 1), None)
            if b is None or balance == 0:
                continue
            if balance > 0:
                rec.amount_cents = balance
                if rec.kind == PaymentRecord.Kind.PAID and rec.paid_on and not rec.due_on:
                    rec.kind, rec.paid_on = PaymentRecord.Kind.DUE, None  # its "paid" date was the cost's
                return
            # A refund: the day it is paid out is printed with its amount (as a positive sum) on a line of its own.
            repeats = {f.line for f in money if f.cents == -balance}
            when = next((f.day for f in doc.fields if f.kind == "date" and f.line in repeats), None)
            rec.amount_cents, rec.kind, rec.due_on = balance, PaymentRecord.Kind.REFUNDED, None
            rec.paid_on = when
            rec.snippet = f"{b.line_text} … {rec.snippet}"[:1000] if rec.snippet else b.line_text[:1000]
            return

    def _bill_by_fields(self, doc: _Doc, *, keep_charged: bool = False) -> PaymentRecord | None:
        """A bill, invoice, credit note or payment confirmation whose labels the regex pass did not know:
        the amount is chosen among fields by role, an arithmetic check first; the kind and dates come from
        date fields by role. A credit note or refund is a ``refunded`` record with a negative amount. A total
        with neither a payment nor a due date is None, unless ``keep_charged`` (a slip that names its tender)."""
        checked, earlier = self._arithmetic(doc)
        rank = {"amount_due": 0, "debit": 0, "total": 1, "credit": 1, "charges": 2, "amount_paid": 3}
        pool = [f for f in doc.fields if f.kind == "money" and id(f) not in earlier
                and (f.role in rank or id(f) in checked) and (f.cents > 0 or f.role in ("credit", "total"))]
        if not pool:
            return None
        chosen = min(pool, key=lambda f: (id(f) not in checked, rank.get(f.role, 1), f.by != "rule", -f.score,
                                          f.line))
        # The sum of the rows confirmed "Current charges $40.10"; "Amount to pay $40.10" asks for that
        # same amount, so the bill is due (its label is the one kept).
        asked = [f for f in pool if f.role == "amount_due" and f.cents == chosen.cents]
        if asked and chosen.role != "amount_due":
            chosen = asked[0]
        # A credit note says so in a heading (the title or a short line at the top), not in a sentence.
        credit_doc = any(_CREDIT_DOC.search(h) for h in doc.head.splitlines() if len(h.split()) <= 6)
        refund = chosen.role == "credit" or chosen.cents < 0 or credit_doc
        rec = PaymentRecord(document=doc.document, page_number=chosen.page, amount_cents=abs(chosen.cents),
                            currency=chosen.value.currency, extractor=self.name,
                            kind=PaymentRecord.Kind.DUE if chosen.role == "amount_due" else PaymentRecord.Kind.CHARGED)
        snippets = [f"{chosen.label} {chosen.value.text}".strip()]
        dates = [f for f in doc.fields if f.kind == "date"]
        # The paid or debit date most like its role first (a "paid on" label at 0.6 before a "pay before" at 0.5).
        for f in sorted(dates, key=lambda f: (f.role not in ("paid_date", "debit_date"), -f.score)):
            if f.role in ("paid_date", "debit_date") and rec.paid_on is None and not refund:
                if self._earlier_payment_line(f, doc, earlier, abs(chosen.cents)) or _after_this_bill(f.day, doc, rec):
                    continue
                rec.paid_on, rec.kind = f.day, PaymentRecord.Kind.PAID
                line_money = [g for g in doc.fields if g.kind == "money" and g.line == f.line and g.cents > 0
                              and id(g) not in earlier and g.value.currency == rec.currency]
                if line_money and chosen.role != "amount_due" and f.role == "paid_date":
                    rec.amount_cents = line_money[0].cents
                snippets.append(f.line_text)
            elif f.role == "due_date" and rec.due_on is None:
                rec.due_on = f.day
            elif f.role == "statement_date" and rec.statement_date is None:
                rec.statement_date = f.day
            elif f.role == "period" and rec.period_start is None:
                same = [g.day for g in dates if g.line in (f.line, f.line + 1)]
                if len(same) >= 2:
                    rec.period_start, rec.period_end = same[0], same[1]
        if rec.paid_on is None and chosen.role in ("amount_paid", "debit") and not refund:
            # "Amount paid $40.10 <tab> 3 March", "We collect €104.70 <tab> On 21 October": the row's date.
            same = [f.day for f in dates if f.line == chosen.line and (chosen.role == "amount_paid" or (
                f.value.start > chosen.value.start and f.role in (None, "debit_date", "paid_date")))]
            if same:
                rec.paid_on, rec.kind = same[0], PaymentRecord.Kind.PAID
        if refund:
            # Stored signed so that a SUM over payments and refunds nets them. A refund is dated by its own
            # line or a paid date; a credit note by its issue date. A refund only announced has no date.
            rec.kind, rec.amount_cents = PaymentRecord.Kind.REFUNDED, -abs(chosen.cents)
            on_line = [f.day for f in dates if f.line == chosen.line]
            refunded_on = [f.day for f in dates if f.role == "refund_date"]
            rec.paid_on = (refunded_on or on_line or [None])[0] or next(
                (f.day for f in dates if f.role in ("paid_date", "debit_date")), None) or (
                rec.statement_date if credit_doc else None)
            if rec.paid_on is None:
                return None
        elif rec.kind != PaymentRecord.Kind.PAID and rec.due_on is None and not self._paid_by_mark(rec, doc.lines) \
                and not keep_charged:
            return None  # an amount with neither a payment nor a due date (a price in a letter, a lease)
        _own_due_date(rec, doc)
        issuer = self._issuer(doc.lines, chosen.page)
        rec.payee = issuer[:300]
        rec.category = category_for(doc.full, issuer=doc.head, issuer_vector=doc.head_vector,
                                    meaning=doc.head_vector is not None)
        rec.snippet = " … ".join(snippets)[:1000]
        return rec

    def _receipt(self, document, lines, full, record, *, currency, locale) -> PaymentRecord | None:
        """A till receipt was paid at the till on its transaction date (the first date printed). When OCR
        lost the label beside the total, the total is the largest amount printed outside tender lines."""
        if record is None:
            amounts = [(m.amount_cents, m.currency, ln) for ln in lines if not _NOT_RECEIPT_TOTAL.search(ln.text)
                       for m in find_money(ln.text, default_currency=currency) if not m.negative]
            if not amounts and currency:
                # A till roll that prints no currency sign at all: its two-decimal numbers, in the
                # document's (or the household's) currency.
                amounts = [(m.amount_cents, m.currency, ln) for ln in lines
                           if not _NOT_RECEIPT_TOTAL.search(ln.text)
                           for m in find_money(ln.text, default_currency=currency, bare=True) if not m.negative]
            if not amounts:
                return None
            cents, cur, ln = max(amounts, key=lambda a: a[0])
            issuer = self._issuer(lines, ln.page)
            record = PaymentRecord(document=document, page_number=ln.page, amount_cents=cents, currency=cur,
                                   kind=PaymentRecord.Kind.CHARGED, payee=issuer[:300], extractor=self.name,
                                   category=category_for(full, issuer="\n".join(x.text for x in lines[:6]),
                                                         strict=True),
                                   snippet=ln.text[:1000])
        dates = find_dates(full, locale_hint=locale)
        if dates:
            record.kind = PaymentRecord.Kind.PAID
            record.paid_on = record.paid_on or dates[0].value
        return record

    @staticmethod
    def _issuer(lines: list[_Line], page: int) -> str:
        """The letterhead: the name a line of the page the amount is on labels as the seller ("Seller: …",
        ``_SELLER_LABEL``); else the first line of that page that reads like a name; on an e-mail, the sender's
        display name (``email.utils.parseaddr`` of its "From:" line), its other header lines
        passed over."""
        from email.utils import parseaddr

        for ln in lines:
            labelled = _SELLER_LABEL.match(ln.text.strip()) if ln.page == page else None
            if labelled and re.search(r"[^\W\d_]{3,}", labelled.group(1)):
                return labelled.group(1).strip()  # "Seller: Rohstoff AG" (an e-invoice's data, a labelled letterhead)
        for ln in lines:
            if ln.page != page:
                continue
            header = re.match(r"(from|to|cc|date|subject|sent|reply-to)\s*:\s*(.*)", ln.text.strip(), re.I)
            if header:
                if header.group(1).lower() != "from":
                    continue
                name, address = parseaddr(header.group(2))
                name = name or address.partition("@")[2].split(".")[0]
                if re.search(r"[^\W\d_]{3,}", name):
                    return name.strip()
                continue
            if re.match(r"(?:hello|dear|hi)\b", ln.text, re.I) or not re.search(r"[A-Za-z]{3,}", ln.text):
                continue
            chars = re.sub(r"\s", "", ln.text)
            if sum(c.isalpha() for c in chars) < 0.6 * len(chars) or not re.search(r"[A-Za-z]{4,}", ln.text):
                continue  # OCR specks ("ee en,") are not a letterhead
            if _ocr_noise(ln.text) or _ADDRESSEE.match(ln.text.strip()):
                continue  # specks, or the addressee's name printed above the sender's
            return RulesExtractor._registered_instead(ln, lines) or RulesExtractor._with_descriptor(ln, lines)
        return ""

    @staticmethod
    def _registered_instead(ln: _Line, lines: list[_Line]) -> str:
        """A company named below ``ln`` whose block prints its registration (``ingest.parties``) when ``ln``'s does
        not: ``ln`` is then the customer's address block printed first (under a logo that is only an image);
        "" otherwise."""
        page = [x for x in lines if x.page == ln.page]
        texts = [x.text for x in page]
        at = page.index(ln)
        if registered_in_block(texts, at):
            return ""
        found = registered_name(texts)
        return texts[found].strip() if found is not None and found > at else ""

    @staticmethod
    def _with_descriptor(ln: _Line, lines: list[_Line]) -> str:
        """A one-word logo line ("HARROW") with the capitalised words that open the line below it before a
        separator ("Gas & Power  -  12 Mill Lane"): the company's name as printed, "HARROW Gas & Power"."""
        if not re.fullmatch(r"[^\W\d_]{3,}", ln.text.strip()):
            return ln.text
        below = next((x for x in lines if x.page == ln.page and lines.index(x) > lines.index(ln)), None)
        if below is None or _ADDRESSEE.match(below.text.strip()):
            return ln.text  # "Herrn Jory …", "Mw. M. …": the address block, not the company's descriptor
        m = re.match(r"((?:[A-Z][^\W\d_]+|&)(?: (?:[A-Z][^\W\d_]+|&)){0,3})(?=\s+[-·|•–—,]\s|\s{2,}|\s*$)",
                     below.text.strip())
        return f"{ln.text.strip()} {m.group(1)}" if m else ln.text

    def _prose(self, document, lines, *, currency, locale) -> list[PaymentRecord]:
        """Notes and letters: a sentence saying something was paid, with an amount and a date."""
        out = []
        for ln in lines:
            for sentence in re.split(r"(?<=[.;])\s+(?=[A-Z-])", ln.text):
                if not re.search(r"\bpaid\b", sentence, re.I) or _NOT_PAID.search(sentence):
                    continue
                # A zero ("Balance $0.00, thank you") is what is left, not what was paid.
                money = [m for m in find_money(ln.text, default_currency=currency) if m.amount_cents]
                dates = find_dates(ln.text, locale_hint=locale)
                if not money or not dates or money[0].negative:
                    continue
                name = re.search(r"(?:[A-Z][a-z]+ ){1,3}[A-Z][a-z]+", ln.text)
                payee = name.group(0) if name else ""
                out.append(PaymentRecord(document=document, page_number=ln.page, amount_cents=money[0].amount_cents,
                                         currency=money[0].currency, kind=PaymentRecord.Kind.PAID,
                                         paid_on=dates[0].value, payee=payee[:300],
                                         category=category_for(ln.text, meaning=False), snippet=ln.text[:1000],
                                         extractor=self.name))
                break
        return out

    def _bank_statement(self, document, lines, *, locale) -> list[PaymentRecord]:
        """Account statements: rows of a date ("MM/DD", "DD.MM.", "DD/MM/YYYY"), a description, the amount and
        the running balance, one cell per line or all on one line. A row that lowers the balance (or is
        printed negative) is a withdrawal; cash withdrawals, transfers and deposits are not payments to
        anyone. Row categories: a rule on the description, else its meaning (one embedding batch)."""
        full = "\n".join(ln.text for ln in lines)
        period_end = None
        for i, ln in enumerate(lines):
            if re.match(r"(?:statement )?period|période|zeitraum|periode", ln.text, re.I):
                dates = _dates_near(lines, i, locale=locale)
                period_end = dates[-1] if dates else period_end
        currency = self._main_currency(full) or "USD"
        balance = None
        for i, ln in enumerate(lines):
            if balance is None and _OPENING.match(ln.text):
                found = find_money(ln.text, default_currency=currency, bare=True)
                if found:
                    balance = found[-1].signed_cents
                elif i + 1 < len(lines):
                    value = parse_money(lines[i + 1].text, default_currency=currency)
                    balance = value[0] if value else None
        if period_end is None:
            # No labelled period: the last date the header prints ("Sep 1, 2026 - Sep 30, 2026").
            header = [d.value for ln in lines[:15] for d in find_dates(ln.text, locale_hint=locale)]
            period_end = max(header) if header else None
        if period_end is None or balance is None:
            return []
        rows = []  # (line index, date, description, amount cents)
        i = 0
        while i < len(lines):
            m = _ROW_DATE.match(lines[i].text)
            written = None if m else _written_date(lines[i].text)
            if not m and not written:
                i += 1
                continue
            rest = lines[i].text[m.end() if m else written.end:].strip()
            nums, j = [], i + 1
            if rest:  # one row per line: "08/01 ONLINE PMT … 2,400.00 6,235.55"
                found = find_money(rest, default_currency=currency, bare=True)
                desc = rest[:found[0].start].strip() if found else rest
                nums = [f.signed_cents for f in found]
                if not nums or _letters(desc) < 3:
                    i += 1
                    continue
            else:  # one cell per line
                if i + 3 >= len(lines):
                    break
                desc, j = lines[i + 1].text, i + 2
                while j < len(lines) and len(nums) < 3:
                    found = parse_money(lines[j].text, default_currency=currency)
                    if not found or _ROW_DATE.match(lines[j].text):
                        break
                    nums.append(found[0])
                    j += 1
                if len(nums) < 2:
                    i += 1
                    continue
            if m:
                a, b, y = int(m.group(1)), int(m.group(2) or m.group(4)), m.group(3) or m.group(5)
                day_first = locale == "DMY" or "." in m.group(0)
                month, day = (b, a) if day_first else (a, b)
                if y:
                    year = int(y) if len(y) == 4 else 2000 + int(y)
                else:
                    year = period_end.year - (1 if month > period_end.month else 0)
            else:  # "1 Feb 2026", "Feb 1, 2026": a written date, read by the one date parser
                year, month, day = written.value.year, written.value.month, written.value.day
            if len(nums) >= 2:
                amount, new_balance = abs(nums[0]), nums[-1]
                withdrawal = new_balance < balance
                balance = new_balance
            else:
                amount, withdrawal = abs(nums[0]), nums[0] < 0
                balance += nums[0]
            i = j if not rest else i + 1
            if not withdrawal or _NOT_SPENDING_ROW.search(desc):
                continue
            try:
                rows.append((i - 1, date(year, month, day), desc, amount))
            except ValueError:
                continue
        return self._statement_records(document, lines, rows, currency)

    def _card_rows(self, document, lines, *, locale, currency) -> list[PaymentRecord]:
        """A card statement's purchases: rows of a date printed without its year ("Aug 9th", "09/08", "3 janv."),
        the merchant and the amount, on one line or one cell per line. The year is the one that puts the row on
        or before the statement date (the latest full date in its first lines; ``dateparser`` with
        PREFER_DATES_FROM past). Credits and payments to the card (negative amounts) are no purchases. [] when
        fewer than two rows are read, and the caller reads the paper as a bill."""
        import datetime as dt

        import dateparser

        header = [d.value for ln in lines[:15] for d in find_dates(ln.text, locale_hint=locale)]
        if not header:
            return []
        base = dt.datetime.combine(max(header), dt.time())
        settings = {"PREFER_DATES_FROM": "past", "RELATIVE_BASE": base, "REQUIRE_PARTS": ["day", "month"],
                    "DATE_ORDER": "MDY" if locale == "MDY" else "DMY"}
        rows = []  # (line index, date, description, amount cents)
        for i, ln in enumerate(lines[:-1]):
            token = re.split(r"\t|\s{2,}", ln.text.strip())[0].rstrip(".")
            if not re.search(r"\d", token) or len(token) > 14 or find_dates(token, locale_hint=locale) or \
                    find_money(token, default_currency=currency):
                continue
            try:
                day = dateparser.parse(token, languages=["en", "fr", "de", "nl"], settings=settings)
            except (ValueError, OverflowError):  # an odd token is no row date, never a failed document
                day = None
            if day is None:
                continue
            rest = ln.text.strip()[len(token):].strip(" .\t")
            found = find_money(rest, default_currency=currency, bare=bool(currency))
            if found:
                desc, amount = rest[:found[-1].start].strip(), found[-1]
            else:  # one cell per line: the merchant (unless on the date's line), then the amount
                desc = rest or lines[i + 1].text
                amount_line = lines[i + 1] if rest else (lines[i + 2] if i + 2 < len(lines) else None)
                amounts = find_money(amount_line.text, default_currency=currency) if amount_line else []
                if not amounts:
                    continue
                amount = amounts[0]
            if amount.negative or _letters(desc) < 3 or _NOT_SPENDING_ROW.search(desc):
                continue
            rows.append((i, day.date(), desc.strip(), amount.amount_cents))
        return self._statement_records(document, lines, rows, currency) if len(rows) >= 2 else []

    def _statement_records(self, document, lines, rows, currency) -> list[PaymentRecord]:
        """Paid records of statement ``rows`` (line index, date, description, amount cents), each categorised by
        its description (a rule, else its meaning: one embedding batch)."""
        descs = [desc for _, _, desc, _ in rows]
        unnamed = [d for d in dict.fromkeys(descs) if category_rule(d) is None][:MAX_ROWS_EMBEDDED]
        vectors = dict(zip(unnamed, embed_texts(unnamed))) if unnamed else {}
        out = []
        for at, paid_on, desc, amount in rows:
            payee = re.sub(r"^(?:DEBIT CARD PURCHASE|POS PURCHASE|ONLINE PMT|CARD PAYMENT|DIRECT DEBIT)\s+", "",
                           desc, flags=re.I)
            payee = re.sub(r"\s+(?:PMT|AUTOPAY|RENT|PAYMENT|DD)$", "", payee, flags=re.I).strip()
            out.append(PaymentRecord(document=document, page_number=lines[at].page, amount_cents=amount,
                                     currency=currency, kind=PaymentRecord.Kind.PAID, paid_on=paid_on,
                                     payee=payee[:300], extractor=self.name,
                                     category=category_for(desc, issuer=desc, issuer_vector=vectors.get(desc),
                                                           strict=True),
                                     snippet=f"{paid_on.isoformat()} {desc} {amount / 100:.2f}"))
        return out
