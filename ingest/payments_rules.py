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

import re
from collections import Counter
from dataclasses import dataclass
from datetime import date
from typing import Sequence

from archive.models import Document, PaymentRecord

from .money import MoneyMatch, find_dates, find_money, parse_money

CATEGORIES = ("electricity", "gas", "water", "internet", "phone", "rent", "insurance", "tax", "groceries",
              "medical", "other")

# Ordered: the first category whose pattern hits the issuer lines wins (then the whole text). "broadband"
# comes before "phone" because broadband bills list call bundles; "fuel" is deliberately not "gas".
_CATEGORY_PATTERNS = [
    ("water", r"\bwater (?:district|company|utility|authority|board|bill)|\bsewer\b|\bgallons?\b"),
    ("electricity", r"\belectric|\bpower\b|\bkwh\b|\benergia\b|\benergy\b|\bstrom\b|\bélectricité"),
    ("gas", r"\bgas (?:co|company|bill|supply|utility)|\btherms?\b|\bnatural gas\b|\bheating oil\b|"
            r"\bdistrict heat"),
    ("internet", r"\bfib(?:er|re)\b|\bbroadband\b|\binternet\b|\bwi-?fi\b|\bcable\b"),
    ("phone", r"\bmobile\b|\bwireless\b|\bcellular\b|\btelecom\b|\bphone bill\b"),
    ("insurance", r"\binsurance\b|\bpolicy (?:number|period|declarations)|\bpremium\b"),
    ("rent", r"\brent\b|\bproperty (?:holdings|management)\b|\blandlord\b"),
    ("tax", r"\bdepartment of revenue\b|\binternal revenue\b|\btax (?:bill|notice|return)\b|\bproperty tax\b"),
    ("groceries", r"\bgrocer|\bfoods?\b|\bsupermarket\b|\bmarket\b"),
    ("medical", r"\bpharmacy\b|\bclinic\b|\bmedical\b|\bhospital\b|\bdental\b|\bphysician\b"),
]

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
_DUE = re.compile(r"\bdue(?: date| by| on)?\b|\bpay by\b|data limite|\bpayment due\b|fällig|échéance", re.I)
_STATEMENT_DATE = re.compile(r"^(?:statement date|bill date|invoice date|date|notice date|issue date|"
                             r"data da fatura|rechnungsdatum)\b", re.I)
_PERIOD = re.compile(r"^(?:billing period|service period|statement period|policy period|period|período|"
                     r"periodo|zeitraum)\b", re.I)
# A point-of-sale receipt: paid there and then, by card or cash.
_TENDER = re.compile(r"\b(?:visa|mastercard|amex|american express|debit card|credit card|contactless|"
                     r"approved|auth(?:orization)?\s*(?:code|#|:)?\s*\d|cash tendered)\b", re.I)
_NOT_RECEIPT_TOTAL = re.compile(r"\b(?:cash|tendered|change|balance)\b", re.I)
_INCOME_DOC = re.compile(r"earnings statement|payslip|pay slip|pay stub|net pay", re.I)
_BANK_DOC = re.compile(r"withdrawals", re.I)


@dataclass
class _Line:
    page: int
    text: str


def _lines(pages: Sequence[tuple[int, str]]) -> list[_Line]:
    return [_Line(n, ln.strip()) for n, text in pages for ln in (text or "").splitlines() if ln.strip()]


def category_for(text: str, issuer: str = "") -> str:
    """One of ``CATEGORIES`` from the issuer/letterhead first, then from the whole text."""
    for haystack in (issuer, text):
        for name, pattern in _CATEGORY_PATTERNS:
            if re.search(pattern, haystack or "", re.I):
                return name
    return "other"


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


class RulesExtractor:
    """Deterministic extractor: label and layout rules for bills, invoices, policies, receipts, statements."""

    name = "rules"

    def extract(self, document: Document, pages: Sequence[tuple[int, str]]) -> list[PaymentRecord]:
        lines = _lines(pages)
        if not lines:
            return []
        full = "\n".join(ln.text for ln in lines)
        if _INCOME_DOC.search(full):
            return []  # payslips evidence income; PaymentRecord has no "received" kind for it
        currency = self._main_currency(full)
        locale = currency if currency in ("EUR", "GBP") else ("US" if currency == "USD" else None)
        if _BANK_DOC.search(full) and re.search(r"\bdeposits\b", full, re.I):
            return self._bank_statement(document, lines, locale=locale)
        record = self._bill(document, lines, full, currency=currency, locale=locale)
        if _TENDER.search(full) and (record is None or record.kind == PaymentRecord.Kind.CHARGED):
            record = self._receipt(document, lines, full, record, currency=currency, locale=locale)
        if record is not None:
            return [record]
        return self._prose(document, lines, currency=currency, locale=locale)

    @staticmethod
    def _main_currency(full: str) -> str | None:
        counts = Counter(m.currency for m in find_money(full))
        return counts.most_common(1)[0][0] if counts else None

    def _bill(self, document, lines, full, *, currency, locale) -> PaymentRecord | None:
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
                if re.search(r"[A-Za-z]{3,}", rest) and not translation and not find_money(rest, default_currency=currency):
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
            if _PAID.search(text) and not _NOT_PAID.search(text) and not _DUE.match(text):
                paid_money = find_money(text, default_currency=currency)
                if paid_money and paid_money[0].negative:
                    continue  # "Payment Received - Thank You … -$139.88": the previous bill's payment
                if not paid_money and i + 1 < len(lines):
                    nxt = find_money(lines[i + 1].text, default_currency=currency)
                    if nxt and nxt[0].negative:
                        continue  # "Payments received 2025-10-28" / "($99.42)"
                if re.search(r"payments? received", text, re.I) and not paid_money:
                    continue  # an account-summary credit without its own amount is not this bill's payment
                dates = _dates_near(lines, i, locale=locale)
                if dates and rec.paid_on is None:
                    rec.paid_on = dates[0]
                    rec.kind = PaymentRecord.Kind.PAID
                    if paid_money and paid_money[0].currency == cur:
                        rec.amount_cents = paid_money[0].amount_cents  # what was actually paid
                    snippets.append(text)
            elif rec.due_on is None and _DUE.search(text) and not re.search(r"not received by the due", text, re.I):
                dates = _dates_near(lines, i, locale=locale)
                if dates:
                    rec.due_on = dates[0]
            if rec.statement_date is None and _STATEMENT_DATE.match(text):
                dates = _dates_near(lines, i, locale=locale)
                if dates:
                    rec.statement_date = dates[0]
            if rec.period_start is None and _PERIOD.match(text):
                dates = _dates_near(lines, i, locale=locale)
                if len(dates) >= 2:
                    rec.period_start, rec.period_end = dates[0], dates[1]
        issuer = self._issuer(lines, lines[idx].page)
        rec.payee = issuer[:300]
        head = "\n".join(ln.text for ln in lines if ln.page == lines[idx].page)[:400]
        rec.category = category_for(full, issuer=head)
        rec.snippet = " … ".join(snippets)[:1000]
        return rec

    def _receipt(self, document, lines, full, record, *, currency, locale) -> PaymentRecord | None:
        """A till receipt was paid at the till on its transaction date (the first date printed). When OCR
        lost the label beside the total, the total is the largest amount printed outside tender lines."""
        if record is None:
            amounts = [(m.amount_cents, m.currency, ln) for ln in lines if not _NOT_RECEIPT_TOTAL.search(ln.text)
                       for m in find_money(ln.text, default_currency=currency) if not m.negative]
            if not amounts:
                return None
            cents, cur, ln = max(amounts, key=lambda a: a[0])
            issuer = self._issuer(lines, ln.page)
            record = PaymentRecord(document=document, page_number=ln.page, amount_cents=cents, currency=cur,
                                   kind=PaymentRecord.Kind.CHARGED, payee=issuer[:300], extractor=self.name,
                                   category=category_for(full, issuer="\n".join(x.text for x in lines[:6])),
                                   snippet=ln.text[:1000])
        dates = find_dates(full, locale_hint=locale)
        if dates:
            record.kind = PaymentRecord.Kind.PAID
            record.paid_on = record.paid_on or dates[0].value
        return record

    @staticmethod
    def _issuer(lines: list[_Line], page: int) -> str:
        """The letterhead: the first line of the page the amount is on that reads like a name."""
        for ln in lines:
            if ln.page != page:
                continue
            if re.match(r"(?:hello|dear|hi)\b", ln.text, re.I) or not re.search(r"[A-Za-z]{3,}", ln.text):
                continue
            chars = re.sub(r"\s", "", ln.text)
            if sum(c.isalpha() for c in chars) < 0.6 * len(chars) or not re.search(r"[A-Za-z]{4,}", ln.text):
                continue  # OCR specks ("ee en,") are not a letterhead
            return ln.text
        return ""

    def _prose(self, document, lines, *, currency, locale) -> list[PaymentRecord]:
        """Notes and letters: a sentence saying something was paid, with an amount and a date."""
        out = []
        for ln in lines:
            for sentence in re.split(r"(?<=[.;])\s+(?=[A-Z-])", ln.text):
                if not re.search(r"\bpaid\b", sentence, re.I) or _NOT_PAID.search(sentence):
                    continue
                money = find_money(ln.text, default_currency=currency)
                dates = find_dates(ln.text, locale_hint=locale)
                if not money or not dates or money[0].negative:
                    continue
                name = re.search(r"(?:[A-Z][a-z]+ ){1,3}[A-Z][a-z]+", ln.text)
                payee = name.group(0) if name else ""
                out.append(PaymentRecord(document=document, page_number=ln.page, amount_cents=money[0].amount_cents,
                                         currency=money[0].currency, kind=PaymentRecord.Kind.PAID,
                                         paid_on=dates[0].value, payee=payee[:300],
                                         category=category_for(ln.text), snippet=ln.text[:1000],
                                         extractor=self.name))
                break
        return out

    def _bank_statement(self, document, lines, *, locale) -> list[PaymentRecord]:
        """Account statements: rows of "MM/DD", description, amount, running balance. A row that lowers the
        balance is a withdrawal; cash withdrawals, transfers and deposits are not payments to anyone."""
        full = "\n".join(ln.text for ln in lines)
        period_end = None
        for i, ln in enumerate(lines):
            if re.match(r"statement period", ln.text, re.I):
                dates = _dates_near(lines, i, locale=locale)
                period_end = dates[-1] if dates else None
        currency = self._main_currency(full) or "USD"
        balance = None
        for i, ln in enumerate(lines):
            if re.match(r"opening balance", ln.text, re.I) and i + 1 < len(lines):
                found = parse_money(lines[i + 1].text, default_currency=currency)
                balance = found[0] if found else None
        if period_end is None or balance is None:
            return []
        out = []
        i = 0
        while i < len(lines):
            m = re.fullmatch(r"(\d{1,2})/(\d{1,2})", lines[i].text)
            if not m or i + 3 >= len(lines):
                i += 1
                continue
            desc = lines[i + 1].text
            nums = []
            j = i + 2
            while j < len(lines) and len(nums) < 3:
                found = parse_money(lines[j].text, default_currency=currency)
                if not found or re.fullmatch(r"\d{1,2}/\d{1,2}", lines[j].text):
                    break
                nums.append(found[0])
                j += 1
            if len(nums) < 2:
                i += 1
                continue
            amount, new_balance = nums[0], nums[-1]
            month, day = (int(m.group(1)), int(m.group(2))) if locale != "EUR" else (int(m.group(2)), int(m.group(1)))
            year = period_end.year - (1 if month > period_end.month else 0)
            withdrawal = new_balance < balance
            balance = new_balance
            i = j
            if not withdrawal or re.search(r"\batm\b|transfer|withdrawal|payroll|deposit", desc, re.I):
                continue
            try:
                paid_on = date(year, month, day)
            except ValueError:
                continue
            payee = re.sub(r"^(?:DEBIT CARD PURCHASE|POS PURCHASE|ONLINE PMT|CARD PAYMENT|DIRECT DEBIT)\s+", "",
                           desc, flags=re.I)
            payee = re.sub(r"\s+(?:PMT|AUTOPAY|RENT|PAYMENT|DD)$", "", payee, flags=re.I).strip()
            out.append(PaymentRecord(document=document, page_number=lines[i - 1].page, amount_cents=amount,
                                     currency=currency, kind=PaymentRecord.Kind.PAID, paid_on=paid_on,
                                     payee=payee[:300], category=category_for(desc, issuer=desc),
                                     snippet=f"{lines[i - (len(nums) + 2)].text} {desc} {amount / 100:.2f}",
                                     extractor=self.name))
        return out
