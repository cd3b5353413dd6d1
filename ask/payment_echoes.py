"""Payments a bill only acknowledges ("Payment received 18/02/2026 −€478.44", "Vorige nota € 118,40 ontvangen op
04-12-2025"): the payment of the bill before it, which the payment extractor (``ingest.payments_rules``) stores
as a paid record on the later bill. Aggregation counts such an echo once, and only when the archive holds the
bill it paid: a household's totals are over the bills it keeps, and a payment shown on a bill and again on the
next one (two days apart, as booked and as received) is one payment.
"""
from __future__ import annotations

from collections import defaultdict
from datetime import timedelta
from typing import NamedTuple

from django.db.models import QuerySet

from archive.models import PaymentRecord

#: Days apart two papers may date one payment (a debit announced for a day, booked on the next banking day).
LINK_DAYS = 3
#: Days before an acknowledged payment within which the bill it paid must be dated (a quarter's bill and the
#: reminder after it).
EARLIER_BILL_DAYS = 120

_BILLS = (PaymentRecord.Kind.DUE, PaymentRecord.Kind.CHARGED)


def _rows(visible: QuerySet) -> list[dict]:
    return list(PaymentRecord.objects.filter(document__in=visible.values("id")).values(
        "id", "document_id", "kind", "amount_cents", "currency", "paid_on", "due_on", "statement_date",
        "document__document_date"))


def _acknowledged(rows: list[dict]) -> set[int]:
    """Ids of the paid records dated before the issue date (statement date, else document date) of a bill on
    their own document: a bill's own record is due, charged, or paid with a due date (autopay)."""
    issued: dict[int, list] = defaultdict(list)
    for r in rows:
        if r["kind"] in _BILLS or r["due_on"] is not None:
            day = r["statement_date"] or r["document__document_date"]
            if day:
                issued[r["document_id"]].append((r["id"], day))
    return {r["id"] for r in rows if r["kind"] == PaymentRecord.Kind.PAID and r["paid_on"]
            and any(pk != r["id"] and day > r["paid_on"] for pk, day in issued[r["document_id"]])}


def acknowledged_payments(visible: QuerySet) -> set[int]:
    """Ids of the paid records of ``visible`` documents that acknowledge an earlier bill's payment (see
    ``_acknowledged``): a document is counted by its own bill, not by these."""
    return _acknowledged(_rows(visible))


class EchoSets(NamedTuple):
    """Ids of paid records (``PaymentRecord.pk``) from one read of the visible documents' records."""

    #: acknowledged payments to leave out of a sum (see ``echo_sets``)
    dropped: frozenset[int]
    #: those of ``dropped`` left out only because the bill they paid is not held: payments made whose bill is
    #: older than the archive; a total over the period they fall in may be asked to count them
    unheld: frozenset[int]


def echo_sets(visible: QuerySet) -> EchoSets:
    """The acknowledged payments (``_acknowledged``) of ``visible`` documents to leave out of a sum: one another
    document shows as a payment of its own within LINK_DAYS, one a lower-numbered acknowledgement on another
    document already shows, and one whose bill is not held (no bill of its amount and currency on another
    document, issued up to EARLIER_BILL_DAYS before it); and, apart, the last of these. One query; the rest in
    memory."""
    rows = _rows(visible)
    acks = _acknowledged(rows)
    by_amount: dict[tuple, list[dict]] = defaultdict(list)
    for r in rows:
        by_amount[(r["amount_cents"], r["currency"])].append(r)
    link, window = timedelta(days=LINK_DAYS), timedelta(days=EARLIER_BILL_DAYS)
    dropped, unheld, kept = set(), set(), []
    for r in sorted((r for r in rows if r["id"] in acks), key=lambda r: r["id"]):
        same = [o for o in by_amount[(r["amount_cents"], r["currency"])] if o["document_id"] != r["document_id"]]
        paid_twin = any(o["kind"] == PaymentRecord.Kind.PAID and o["id"] not in acks and o["paid_on"]
                        and abs(o["paid_on"] - r["paid_on"]) <= link for o in same)
        ack_twin = any(o["id"] in kept and abs(o["paid_on"] - r["paid_on"]) <= link for o in same)
        held = any((o["kind"] in _BILLS or (o["kind"] == PaymentRecord.Kind.PAID and o["id"] not in acks))
                   and (day := o["statement_date"] or o["document__document_date"] or o["due_on"] or o["paid_on"])
                   and r["paid_on"] - window <= day <= r["paid_on"] for o in same)
        if paid_twin or ack_twin or not held:
            dropped.add(r["id"])
            if not (paid_twin or ack_twin):
                unheld.add(r["id"])
        else:
            kept.append(r["id"])
    return EchoSets(frozenset(dropped), frozenset(unheld))
