"""Payments listed row by row in a table: an instalment plan ("Instalment | Due date | Amount"), the payments a
receipt acknowledges ("Payment date | Amount"), the visits a receipt charges and was paid for ("Visit date | Fee |
Paid"). One payment record per row, where the reader of the whole paper keeps one amount for it.

The table cells come from ``ingest.fields`` (``PageField`` rows with ``table_row`` and ``table_column``, read
from the page layout at indexing). A table is taken as a list of payments only when

- it has one date column and an amount column whose headers say which: a paid amount or a payment date
  (``payment_fields`` roles: "Paid (Visa)", "Payment date") makes each row a payment made on its date; a due
  date ("Due date", "Échéance") makes each row an instalment owed then, paid on that day when the paper says it
  pays itself (a pre-authorised plan, ``payment_fields.says_autopay``);
- at least two rows carry both, and their amounts add up to an amount the paper prints elsewhere (its total,
  the balance the plan spreads, a "Total paid" row): the arithmetic check that tells a payment list from a
  price list;
- it is no account statement: no column holds a running balance, and no more than two amount columns.

The rows then stand for the paper's own amount: the records of the bill as a whole (its amount due or charged,
a payment of the same sum or of one row's amount) give way to the rows.
"""
from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date

from archive.models import Document, PageField, PaymentRecord

from .money import DOLLARS

#: Rows of a table that sum the others up rather than list a payment ("Total paid", "Balance", "Solde").
_SUMMARY_ROW = re.compile(r"^(?:sub-?)?total\b|^balance\b|^solde\b|^saldo\b|^gesamt|^summe\b|^totaal\b|"
                          r"^restant|^reste\b", re.I)
#: A column of running balances: an account statement, whose rows are no one bill's payments.
_BALANCE_COLUMN = re.compile(r"\bbalance\b|\bsolde\b|\bsaldo\b|\bkontostand\b", re.I)
#: Rows a table must list before it is read as payments.
MIN_ROWS = 2


@dataclass(frozen=True)
class ScheduledPayment:
    """One row of a payment table: ``amount_cents`` (minor units of ``currency``), the row's date ``on``, whether
    the row is a payment made (``paid``) or an instalment owed on that day, its page and the row's text."""

    amount_cents: int
    currency: str
    on: date
    paid: bool
    page: int
    snippet: str


def _row_name(cell: PageField) -> str:
    """The row's own words: a table cell's label is the row's name followed by its column's header."""
    label = cell.label.strip()
    column = (cell.table_column or "").strip()
    return label[:-len(column)].strip() if column and label.endswith(column) else label


def _column_role(kind: str, header: str) -> str | None:
    """The role (``payment_fields``) of a column's header: its rule, else its meaning ("Payment date")."""
    from .embedding import embed_texts
    from .payment_fields import _rule_role, role_by_meaning

    return _rule_role(kind, header) or (role_by_meaning(kind, embed_texts([header])[0])[0] if header else None)


def _tables(cells: list[PageField]) -> list[list[PageField]]:
    """Cells grouped by page and by runs of consecutive reading order: one list per table."""
    tables: list[list[PageField]] = []
    last = None
    for cell in sorted(cells, key=lambda c: c.ordinal):
        if last is None or cell.page_number != last.page_number or cell.ordinal != last.ordinal + 1:
            tables.append([])
        tables[-1].append(cell)
        last = cell
    return tables


def table_payments(fields: list[PageField], *, autopay: bool) -> list[ScheduledPayment]:
    """The payments the tables among ``fields`` (a document's ``PageField`` rows, any order) list row by row (see
    the module docstring), or [] when none does. ``autopay``: the paper says its instalments are collected on
    their due dates (each due row is then paid on that day)."""
    printed = {f.amount_cents for f in fields if f.kind == PageField.Kind.AMOUNT and f.amount_cents}
    # The balances a paper prints, zero included ("Closing balance $0.00").
    balances = {f.amount_cents for f in fields if f.kind == PageField.Kind.AMOUNT and f.amount_cents is not None
                and _BALANCE_COLUMN.search(f.label or "")}
    out: list[ScheduledPayment] = []
    for table in _tables([f for f in fields if f.table_row is not None]):
        out.extend(_read_table(table, printed, balances, autopay=autopay))
    return out


def _read_table(table: list[PageField], printed: set[int], balances: set[int], *,
                autopay: bool) -> list[ScheduledPayment]:
    columns: dict[str, list[PageField]] = defaultdict(list)
    for cell in table:
        if cell.kind not in (PageField.Kind.DATE, PageField.Kind.AMOUNT):
            continue
        columns[cell.table_column or ""].append(cell)
    dates = [h for h, cells in columns.items() if any(c.kind == PageField.Kind.DATE for c in cells)]
    amounts = [h for h, cells in columns.items() if any(c.kind == PageField.Kind.AMOUNT for c in cells)]
    if len(dates) != 1 or not 1 <= len(amounts) <= 2 or any(_BALANCE_COLUMN.search(h) for h in columns):
        return []
    date_role = _column_role("date", dates[0])
    roles = {h: _column_role("money", h) for h in amounts}
    paid_column = next((h for h, r in roles.items() if r == "amount_paid"), None)
    if paid_column or date_role == "paid_date":
        paid, column = True, paid_column or amounts[0]
    elif date_role in ("due_date", "debit_date") and len(amounts) == 1:
        paid, column = autopay or date_role == "debit_date", amounts[0]
    else:
        return []
    dated = {c.table_row: c for c in columns[dates[0]] if c.value_date}
    rows = [c for c in columns[column] if c.amount_cents and c.currency and c.table_row in dated
            and not _SUMMARY_ROW.search(_row_name(c))]
    if len(rows) < MIN_ROWS or len({c.currency for c in rows}) != 1:
        return []
    # The arithmetic check: the rows add up to an amount the paper prints (a total, the balance the plan spreads);
    # or, on an account's ledger of charges and payments, the charges less the payments are the balance it prints
    # ("Balance due $0.00").
    paid_sum = sum(c.amount_cents for c in rows)
    if paid_sum not in printed:
        other = [c for h in amounts if h != column for c in columns[h]
                 if c.amount_cents and c.table_row in dated and not _SUMMARY_ROW.search(_row_name(c))]
        if not (paid and other and sum(c.amount_cents for c in other) - paid_sum in balances):
            return []
    return [ScheduledPayment(amount_cents=c.amount_cents, currency=c.currency, on=dated[c.table_row].value_date,
                             paid=paid, page=c.page_number,
                             snippet=" ".join(t for t in (_row_name(c), dated[c.table_row].value, c.value) if t)[:1000])
            for c in sorted(rows, key=lambda c: c.table_row)]


def schedule_records(records: list[PaymentRecord], scheduled: list[ScheduledPayment]) -> list[PaymentRecord]:
    """``records`` (one document's, unsaved) with its table's rows (``table_payments``) standing for the paper's own
    amount: a record of the whole bill (due or charged), or a payment of the rows' sum or of one row's amount, gives
    way to one record per row (paid on, or due on, the row's date; payee and category of the bill's record).
    Unchanged when there are no rows or no record to take the payee from."""
    if not scheduled or not records:
        return records
    total = sum(s.amount_cents for s in scheduled)
    amounts = {s.amount_cents for s in scheduled} | {total}
    model = next((r for r in records if r.kind in (PaymentRecord.Kind.DUE, PaymentRecord.Kind.CHARGED)), records[0])
    kept = [r for r in records if r.kind == PaymentRecord.Kind.REFUNDED or (
        r.kind == PaymentRecord.Kind.PAID and r.amount_cents not in amounts)]
    # A table cell's bare "$" is read without the household (``ingest.fields``); the bill's record knows its dollar.
    rows = [PaymentRecord(
        document=model.document, page_number=s.page, amount_cents=s.amount_cents,
        currency=model.currency if s.currency in DOLLARS and model.currency in DOLLARS else s.currency,
        kind=PaymentRecord.Kind.PAID if s.paid else PaymentRecord.Kind.DUE,
        paid_on=s.on if s.paid else None, due_on=None if s.paid else s.on, statement_date=model.statement_date,
        payee=model.payee, category=model.category, snippet=s.snippet, extractor=model.extractor)
        for s in scheduled]
    return kept + rows


def _says_autopay(pages: Sequence[tuple[int, str]]) -> bool:
    from .embedding import embed_texts
    from .payment_fields import autopay_candidates, says_autopay
    from .payments_rules import MAX_AUTOPAY_LINES

    prose = autopay_candidates([ln for _, text in pages for ln in (text or "").splitlines()])[:MAX_AUTOPAY_LINES]
    return bool(prose) and any(says_autopay(v) for v in embed_texts(prose))


def with_table_payments(document: Document, records: list[PaymentRecord],
                        pages: Sequence[tuple[int, str]]) -> list[PaymentRecord]:
    """``records`` extracted from ``document`` (unsaved) with the payments its tables list row by row in place of
    the bill's single amount (``table_payments``, ``schedule_records``). ``pages``: (number, text) in order, read
    for a sentence saying the instalments are collected automatically (one MiniLM batch, only for a table of
    instalments). Needs the document's stored ``PageField`` rows; unchanged for an unsaved document."""
    if document.pk is None or not records:
        return records
    fields = list(PageField.objects.filter(document=document).defer("label_embedding"))
    scheduled = table_payments(fields, autopay=False)
    if any(not s.paid for s in scheduled) and _says_autopay(pages):
        scheduled = [replace(s, paid=True) for s in scheduled]  # each instalment collected on its due date
    return schedule_records(records, scheduled)
