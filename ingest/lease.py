"""Leases on documents: which process works on a document now, renewed by a heartbeat while it lives.

A step (indexing, payment extraction) claims a document by writing ``lease_owner`` (this process's
holder id) and ``lease_until`` (now + ``SHOEBOX_LEASE_S``); a heartbeat thread renews ``lease_until``
while the step runs. A second worker never takes a document whose lease is current, unless the holder
is a process on this host that no longer exists (a SIGKILLed pool child). A lease that ran out means its
worker is gone: ``ingest.recovery`` takes the document up again.
"""
from __future__ import annotations

import os
import socket
import threading
import uuid
from datetime import datetime, timedelta

import psutil
from django.conf import settings
from django.db import connection
from django.utils import timezone

from archive.models import Document


def lease_seconds() -> float:
    """How long a lease lasts without renewal, seconds (``SHOEBOX_LEASE_S``)."""
    return float(settings.SHOEBOX_LEASE_S)


def holder_new() -> str:
    """A holder id for one claim: ``host:pid:token`` (the token tells two claims of one process apart)."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def holder_gone(holder: str) -> bool:
    """True when ``holder`` names a process on this host that no longer runs (or a zombie). A holder on
    another host is never judged gone here: only its lease running out says so."""
    host, _, rest = holder.partition(":")
    pid_text = rest.partition(":")[0]
    if host != socket.gethostname() or not pid_text.isdigit():
        return False
    try:
        return psutil.Process(int(pid_text)).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True
    except psutil.Error:
        return False


def lease_live(document: Document, *, now: datetime | None = None) -> bool:
    """True when another process holds a current lease on ``document`` (its worker is alive)."""
    if not document.lease_owner or document.lease_until is None:
        return False
    if document.lease_until <= (now or timezone.now()):
        return False
    return not holder_gone(document.lease_owner)


def lease_expiry() -> datetime:
    return timezone.now() + timedelta(seconds=lease_seconds())


def lease_release(document_id: int, holder: str, *, sent: bool) -> None:
    """Give up ``holder``'s lease (no-op when another holder took the document over). ``sent``: the next
    step's message reached the broker (``queued_at`` = now), else ``queued_at`` is cleared so the sweep
    sends it."""
    Document.objects.filter(pk=document_id, lease_owner=holder).update(
        lease_owner="", lease_until=None, queued_at=timezone.now() if sent else None)


class Heartbeat:
    """Context manager: renew ``holder``'s lease on a document every quarter lease until exit.

    Runs a daemon thread with its own database connection (closed on exit). If the process dies the
    renewals stop and the lease runs out, which is how the rest of the system learns of the death.
    """

    def __init__(self, document_id: int, holder: str):
        self.document_id = document_id
        self.holder = holder
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"lease-{document_id}", daemon=True)

    def _run(self) -> None:
        try:
            while not self._stop.wait(lease_seconds() / 4):
                Document.objects.filter(pk=self.document_id, lease_owner=self.holder).update(
                    lease_until=lease_expiry())
        except Exception:  # noqa: BLE001 - a failed renewal only shortens the lease; the step goes on
            pass
        finally:
            connection.close()

    def __enter__(self) -> Heartbeat:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join(timeout=10)
