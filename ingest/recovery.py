"""Recovery with no operator: find documents whose worker is gone and queue their step again.

A document needs taking up again when
- its lease ran out, or its holder is a process on this host that no longer exists: the worker died in
  the middle of a step (indexing, re-indexing or payment extraction);
- a step's message never reached the broker (``queued_at`` empty: the broker was down when it was sent).

A document whose message was sent and is waiting in the queue is left alone, however long the backlog:
the broker redelivers the messages of a dead worker itself (acks late, ``visibility_timeout``). Every
worker runs the sweep at start and every ``SHOEBOX_RECOVER_EVERY_S`` (``recovery_thread_start``); beat
runs it too. Several sweepers never queue one document twice: rows are taken with SKIP LOCKED.
"""
from __future__ import annotations

import logging
import socket
import threading
from datetime import timedelta

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Q
from django.utils import timezone

from archive.models import Document

from . import lease

log = logging.getLogger(__name__)

INDEX, PAYMENTS = "index", "payments"
#: A message is sent right after its row commits; only after this long is an unsent one recovered, s.
SEND_GRACE_S = 30


def _step(doc: Document) -> str | None:
    """The step a document still needs, or None."""
    if doc.status in (Document.Status.QUEUED, Document.Status.PROCESSING):
        return INDEX
    if doc.status == Document.Status.INDEXED:
        if doc.reindex_requested_at is not None:
            return INDEX
        if doc.extraction_status in (Document.Extraction.PENDING, Document.Extraction.PROCESSING):
            return PAYMENTS
    return None


def _abandoned(doc: Document, now) -> bool:
    """True when no live process is responsible for the document and no message for it is waiting."""
    if doc.lease_owner:
        return doc.lease_until is None or doc.lease_until <= now or lease.holder_gone(doc.lease_owner)
    if doc.status == Document.Status.PROCESSING:  # processing with no lease: left by an older version
        started = doc.processing_started_at or doc.added_at
        return started <= now - timedelta(seconds=settings.SHOEBOX_STALE_AFTER_S)
    # no lease: a message is in the broker unless it never got there
    sent_after = doc.indexed_at if doc.status == Document.Status.INDEXED else doc.added_at
    return doc.queued_at is None and (sent_after or doc.added_at) <= now - timedelta(seconds=SEND_GRACE_S)


def documents_recover() -> list[tuple[int, str]]:
    """Claim the abandoned documents for re-queueing: their lease is cleared, ``processing`` goes back to
    ``queued`` and ``queued_at`` is set (the caller sends the message now, and empties it if it cannot),
    so a second sweeper does not take them too. Returns
    ``[(document_id, "index" | "payments")]``."""
    now = timezone.now()
    pending = (Q(status__in=[Document.Status.QUEUED, Document.Status.PROCESSING])
               | Q(status=Document.Status.INDEXED, reindex_requested_at__isnull=False)
               | Q(status=Document.Status.INDEXED,
                   extraction_status__in=[Document.Extraction.PENDING, Document.Extraction.PROCESSING])
               # a finished document whose worker died between finishing and releasing its lease
               | Q(~Q(lease_owner=""), status__in=[Document.Status.INDEXED, Document.Status.FAILED]))
    # Only rows that may be abandoned are read (a long backlog is never scanned): a lease that ran out or
    # whose holder is on this host, an old lease-less `processing`, or a message never sent.
    grace = now - timedelta(seconds=SEND_GRACE_S)
    maybe = (Q(lease_until__lte=now) | Q(lease_until__isnull=True)
             | Q(lease_owner__startswith=f"{socket.gethostname()}:"))
    candidates = (Q(~Q(lease_owner=""), maybe)
                  | Q(lease_owner="", status=Document.Status.PROCESSING,
                      processing_started_at__lte=now - timedelta(seconds=settings.SHOEBOX_STALE_AFTER_S))
                  | Q(lease_owner="", queued_at__isnull=True, added_at__lte=grace))
    found = []
    with transaction.atomic():
        rows = Document.objects.select_for_update(skip_locked=True).filter(pending).filter(candidates)
        for doc in rows.order_by("pk"):
            step = _step(doc)
            if not _abandoned(doc, now):
                continue
            if step is None:  # nothing left to do: only the dead holder's lease to release
                Document.objects.filter(pk=doc.pk, lease_owner=doc.lease_owner).update(lease_owner="", lease_until=None)
                continue
            if doc.lease_owner or doc.status == Document.Status.PROCESSING:
                log.warning("document %s: its worker is gone; queueing its %s step again", doc.pk, step)
            fields = dict(lease_owner="", lease_until=None, queued_at=now)
            if doc.status == Document.Status.PROCESSING:
                fields["status"] = Document.Status.QUEUED
            Document.objects.filter(pk=doc.pk).update(**fields)
            found.append((doc.pk, step))
    return found


def recovery_sweep() -> list[tuple[int, str]]:
    """Queue again every abandoned document's step (``documents_recover``); returns what was queued.
    A message that cannot be sent stays recorded as unsent and is tried again by the next sweep."""
    from .tasks import extract_payments, process_document

    queued = []
    for document_id, step in documents_recover():
        try:
            (process_document if step == INDEX else extract_payments).delay(document_id)
        except Exception as exc:  # noqa: BLE001 - broker down: the next sweep tries again
            log.warning("recovery could not queue document %s (%s)", document_id, type(exc).__name__)
            Document.objects.filter(pk=document_id, lease_owner="").update(queued_at=None)
            continue
        queued.append((document_id, step))
    return queued


_thread: threading.Thread | None = None


def _loop(stop: threading.Event) -> None:
    while True:
        try:
            recovery_sweep()
        except Exception:  # noqa: BLE001 - the database may be restarting; the next round tries again
            log.warning("recovery sweep failed", exc_info=True)
        finally:
            connection.close()  # never hold a connection between rounds (nor across a pool fork)
        if stop.wait(settings.SHOEBOX_RECOVER_EVERY_S):
            return


def recovery_thread_start() -> threading.Event:
    """Run ``recovery_sweep`` now and every ``SHOEBOX_RECOVER_EVERY_S`` seconds in a daemon thread of
    this process (a worker's main process). Returns the event that stops it."""
    global _thread
    stop = threading.Event()
    if settings.SHOEBOX_RECOVER_EVERY_S > 0 and (_thread is None or not _thread.is_alive()):
        _thread = threading.Thread(target=_loop, args=(stop,), name="shoebox-recovery", daemon=True)
        _thread.start()
    return stop
