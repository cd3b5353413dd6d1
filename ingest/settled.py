"""A receipt for a bill paid in full: "Amount owing $0.00" under the payments that settled it ("Deposit paid
12 May 2026 (debit) $100.00", "Balance paid at pick-up 3 June 2026 (debit) $189.99", "Patient portion paid by
debit $82.40"). The zero is what is left to pay, not what was paid: the household's payments are the paid lines,
each on its own date, and a share a third party paid ("Paid by insurer $329.60") is no payment of the household.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from archive.models import PaymentRecord

from .payment_fields import Field

#: Roles (``ingest.payment_fields.MONEY_ROLES``) of an amount the payer handed over.
_PAID_ROLES = ("amount_paid", "debit")
#: A share paid by someone other than the household: an insurer, a benefits plan, a public scheme. Domain words in
#: English, French, German and Dutch, written for this module.
_THIRD_PARTY = re.compile(r"\b(?:insurer|insurance|insured|claim|benefits? plan|plan paid|covered|coverage|"
                          r"assureur|assurance|mutuelle|remboursé par|versicherung|krankenkasse|"
                          r"verzekeraar|verzekering|zorgverzekeraar)\b", re.I)


def settled_payments(record: PaymentRecord, fields: Sequence[Field], *,
                     issued: date | None = None) -> list[PaymentRecord]:
    """The household's payments on a paper paid in full: one that prints nothing left to pay (an amount-due field
    of zero, or ``record``, its bill from the payment extractor, at zero) and whose paid lines add up to its total
    (the arithmetic check: the household's payments plus a third payer's share equal a printed total). One paid
    record per line printing a positive amount in the record's currency with a paid or debit role
    (``_PAID_ROLES``) and no third payer (``_THIRD_PARTY``), dated by a date on that line, else the record's own
    paid or statement date, else ``issued`` (the paper's date). Amounts in cents. An empty list when the paper
    is not settled, the lines do not add up, or no date is found (the record is then kept as it is). Unsaved;
    never raises."""
    money = [f for f in fields if f.kind == "money" and f.value.currency == record.currency]
    nothing_left = record.amount_cents == 0 or any(f.role == "amount_due" and f.cents == 0 for f in money)
    if not nothing_left:
        return []
    dated = {f.line: f.day for f in fields if f.kind == "date"}
    own, others, seen = [], [], set()
    for f in money:
        if f.cents == 0 or f.line in seen or f.role in ("total", "amount_due", "subtotal", "tax"):
            continue
        if _THIRD_PARTY.search(f.line_text) and f.cents > 0:
            seen.add(f.line)
            others.append(f)
        elif f.role in _PAID_ROLES:
            # A paid line may print what it took off the balance ("Paid 12/06/2025 (card)  -$64.10").
            seen.add(f.line)
            own.append(f)
    totals = {f.cents for f in money if f.role == "total" and f.cents > 0}
    if not own or sum(abs(f.cents) for f in own + others) not in totals:
        return []
    found = []
    for f in own:
        when = dated.get(f.line) or record.paid_on or record.statement_date or issued
        if when is None:
            return []
        found.append(PaymentRecord(
            document=record.document, page_number=f.page, amount_cents=abs(f.cents), currency=record.currency,
            kind=PaymentRecord.Kind.PAID, paid_on=when, statement_date=record.statement_date,
            category=record.category, payee=record.payee, extractor=record.extractor, snippet=f.line_text[:1000]))
    return found
