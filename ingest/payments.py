"""Structured extraction of money records (bills, invoices, policies, receipts, bank statements) at ingest.

The ingest pipeline calls ``payments_store(document)`` after indexing. Extraction is behind the
``PaymentExtractor`` protocol: ``ingest.payments_rules.RulesExtractor`` (deterministic labels, layouts and
label meanings) is the default; ``ingest.payments_llm.LLMPaymentExtractor`` is chosen by
``extractor_default`` when an LLM endpoint is configured and egress acknowledged. This module only chooses
and stores; it depends on both extractors, neither depends on it.
"""
from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Protocol

from django.db import transaction
from django.db.models import Count

from archive.config import setting_get
from archive.llm import LLMConfig
from archive.models import Document, PaymentRecord

from .money import DOLLARS, paper_dollar
from .payments_llm import LLMPaymentExtractor
from .payments_rules import RulesExtractor
from .schedule import with_table_payments

__all__ = ["PaymentExtractor", "RulesExtractor", "LLMPaymentExtractor", "extractor_default", "household_currency",
           "household_dollar", "payments_restate_dollar",
           "payment_key", "payments_categories_link",
           "payments_extract", "payments_family_dedupe", "payments_store"]

log = logging.getLogger(__name__)


class PaymentExtractor(Protocol):
    """Reads a document's page texts and returns unsaved PaymentRecord instances (``document`` set)."""

    name: str  # stored in PaymentRecord.extractor

    def extract(self, document: Document, pages: Sequence[tuple[int, str]]) -> list[PaymentRecord]:
        """``pages`` are ``(number, text)`` in page order. Raises only on programming errors."""
        ...


def household_currency(document: Document | None) -> str | None:
    """The currency to read amounts in when a document prints none: the ``payments.default_currency``
    setting, else the currency most of the owner's own stored payment records are in, else None. Never
    other users' records: what is read from one person's papers must not depend on anyone else's."""
    configured = setting_get("payments.default_currency")
    if configured or document is None:
        return configured or None
    row = (PaymentRecord.objects.exclude(document=document).filter(document__owner_id=document.owner_id)
           .values("currency").annotate(n=Count("id")).order_by("-n", "currency").first())
    return row["currency"] if row else None


def household_dollar(document: Document | None) -> str | None:
    """The dollar a bare "$" stands for on a paper that does not say which (``money.paper_dollar``): the
    ``payments.default_currency`` setting when it is a dollar, else the dollar most of the owner's own other
    payment records are in (a New Zealand household's papers that print "NZ$" make its plain "$41.15" NZD),
    else None (read as USD). Only the owner's records, as in ``household_currency``."""
    configured = setting_get("payments.default_currency")
    if configured or document is None:
        return configured if configured in DOLLARS else None
    row = (PaymentRecord.objects.exclude(document=document).filter(document__owner_id=document.owner_id,
                                                                    currency__in=DOLLARS)
           .values("currency").annotate(n=Count("id")).order_by("-n", "currency").first())
    return row["currency"] if row else None


def payments_restate_dollar(document: Document) -> int:
    """Re-read the owner's other papers whose bare "$" was read in another dollar before ``document`` made its
    own the household's (``household_dollar``): an e-mailed bill ingested before the first bill that prints
    "NZ$" was read in USD. Only finished papers (extraction done) whose own words name no dollar
    (``money.paper_dollar``) are re-read, each by ``payments_store``. Returns how many were re-read; a no-op when
    the setting names the household's currency or ``document`` has no record in a dollar."""
    if setting_get("payments.default_currency"):
        return 0
    owned = PaymentRecord.objects.filter(document__owner_id=document.owner_id, currency__in=DOLLARS)
    mine = set(owned.filter(document=document).values_list("currency", flat=True))
    top = owned.values("currency").annotate(n=Count("id")).order_by("-n", "currency").first()
    if not top or top["currency"] not in mine:
        return 0
    dollar = top["currency"]
    stale = (Document.objects.filter(owner_id=document.owner_id, extraction_status=Document.Extraction.DONE,
                                     payments__currency__in=[c for c in DOLLARS if c != dollar])
             .exclude(pk=document.pk).distinct())
    count = 0
    for other in stale:
        text = "\n".join(other.pages.order_by("number").values_list("text", flat=True))
        if paper_dollar(text) is None:
            payments_store(other)
            count += 1
    return count


def extractor_default(document: Document | None = None) -> PaymentExtractor:
    """The extractor ingest uses: ``LLMPaymentExtractor`` when ``llm.endpoint_url`` is set and
    ``llm.egress_ack`` is true, else ``RulesExtractor`` (also the LLM's fallback), reading currency-less
    amounts in ``household_currency(document)``. A new instance per call (it holds a per-call ``note``).
    Needs the database (settings table)."""
    config = LLMConfig.from_settings()
    rules = RulesExtractor(default_currency=household_currency(document), dollar=household_dollar(document))
    if config.endpoint_url and config.egress_ack:
        return LLMPaymentExtractor(config, fallback=rules)
    return rules


def payments_extract(document: Document, extractor: PaymentExtractor | None = None) -> list[PaymentRecord]:
    """Unsaved PaymentRecord instances for ``document``, read from its pages ordered by number.
    Amounts in cents of the stated currency. Raises whatever the extractor raises on a defect."""
    pages = list(document.pages.order_by("number").values_list("number", "text"))
    records = (extractor or extractor_default(document)).extract(document, pages)
    # A plan of instalments, or a receipt's payments, listed row by row: one record per row.
    records = with_table_payments(document, records, pages)
    # "Balance due $0.00" under a ledger's payments is no payment of nothing.
    return [r for r in records if r.amount_cents or r.kind != PaymentRecord.Kind.PAID]


def payment_key(record: PaymentRecord) -> tuple | None:
    """What makes two records the same payment: (kind, signed amount_cents, currency, paid_on), for paid
    and refunded records with a date; None for others (a due bill is not a payment yet)."""
    if record.kind not in (PaymentRecord.Kind.PAID, PaymentRecord.Kind.REFUNDED) or record.paid_on is None:
        return None
    return record.kind, record.amount_cents, record.currency, record.paid_on


def payments_family_dedupe(document: Document, records: list[PaymentRecord]) -> list[PaymentRecord]:
    """The same payment evidenced by an e-mail and by its attachment (a bill sent with a cover note that
    says "will be debited on …") is kept once, on the attachment: ``records`` (unsaved, for ``document``)
    minus those an attachment already holds; and the parent's stored copies of ``records`` are deleted.
    Order-independent: whichever of the two is stored first, the attachment keeps the record. Call inside
    the storing transaction."""
    child_keys = {payment_key(r) for r in PaymentRecord.objects.filter(document__parent=document)} - {None}
    kept = [r for r in records if payment_key(r) is None or payment_key(r) not in child_keys]
    if document.parent_id:
        keys = {payment_key(r) for r in kept} - {None}
        doomed = [r.pk for r in PaymentRecord.objects.filter(document_id=document.parent_id) if payment_key(r) in keys]
        if doomed:
            PaymentRecord.objects.filter(pk__in=doomed).delete()
    return kept


#: Days apart a statement line and a bill's payment may be dated and still be one payment (a debit
#: announced for a day is booked on the next banking day).
LINK_DAYS = 3


def payments_categories_link(records: Sequence[PaymentRecord], others: Sequence[PaymentRecord]) -> list:
    """The same payment evidenced twice (a bank-statement line and the bill it paid) shares the bill's
    category: every paid record of ``records`` filed as "other" takes the category of a paid record of
    ``others`` with the same currency and amount dated within LINK_DAYS, and the other way round. Both
    lists are changed in place; returns the records of ``others`` that changed (to be saved)."""
    changed = []

    def twin(rec, pool):
        return next((o for o in pool if o.kind == rec.kind == PaymentRecord.Kind.PAID and o.paid_on and rec.paid_on
                     and o.currency == rec.currency and o.amount_cents == rec.amount_cents
                     and abs((o.paid_on - rec.paid_on).days) <= LINK_DAYS and o.category != "other"), None)

    for rec in records:
        if rec.category == "other":
            match = twin(rec, others)
            if match:
                rec.category = match.category
    for other in others:
        if other.category == "other":
            match = twin(other, records)
            if match:
                other.category = match.category
                changed.append(other)
    return changed


def payments_store(document: Document, extractor: PaymentExtractor | None = None) -> int:
    """Replace ``document``'s payment records in one transaction (a payment its e-mail and attachment
    both evidence is kept once, see ``payments_family_dedupe``); set ``extraction_status`` to done
    (or skipped when no page has text), keep the extractor's ``note`` (if any) in ``extraction_error``, and
    return the number stored. Bad content never raises: the failure is recorded as ``failed`` with
    ``extraction_error`` and 0 is returned."""
    try:
        extractor = extractor or extractor_default(document)
        records = payments_extract(document, extractor)
        has_text = document.pages.exclude(text="").exists()
        with transaction.atomic():
            PaymentRecord.objects.filter(document=document).delete()
            records = payments_family_dedupe(document, records)
            amounts = {r.amount_cents for r in records if r.kind == PaymentRecord.Kind.PAID}
            others = list(PaymentRecord.objects.filter(
                document__owner_id=document.owner_id, kind=PaymentRecord.Kind.PAID, amount_cents__in=amounts,
            ).exclude(document=document)) if amounts else []
            for other in payments_categories_link(records, others):
                other.save(update_fields=["category"])
            PaymentRecord.objects.bulk_create(records)
            document.extraction_status = Document.Extraction.DONE if has_text else Document.Extraction.SKIPPED
            # An extractor may leave a ``note`` (e.g. the LLM was unavailable and the rules were used).
            document.extraction_error = str(getattr(extractor, "note", "") or "")[:2000]
            document.save(update_fields=["extraction_status", "extraction_error"])
        return len(records)
    except Exception as exc:  # noqa: BLE001 - a bad document must not stop ingest; the error is kept
        log.exception("payment extraction failed for document %s", document.pk)
        document.extraction_status = Document.Extraction.FAILED
        document.extraction_error = f"{type(exc).__name__}: {exc}"[:2000]
        document.save(update_fields=["extraction_status", "extraction_error"])
        return 0
