"""Celery tasks: thin wrappers over ``ingest.pipeline`` and ``ingest.payments``. State lives in the
database, so every task is idempotent and safe to re-run after a crash (``acks_late``)."""
import logging
from pathlib import Path

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import DatabaseError, InterfaceError, OperationalError

from archive.models import Document

from . import pipeline

log = logging.getLogger(__name__)

TRANSIENT = (OperationalError, InterfaceError)


@shared_task(bind=True, acks_late=True, autoretry_for=TRANSIENT, retry_backoff=5, retry_backoff_max=300,
             max_retries=5, soft_time_limit=900, time_limit=960)
def process_document(self, document_id: int) -> str:
    """Index one document, then queue its payment extraction."""
    try:
        status = pipeline.document_process(document_id)
    except SoftTimeLimitExceeded:
        doc = Document.objects.filter(pk=document_id).first()
        if doc:
            pipeline.document_fail(doc, "processing took longer than 15 minutes; the file may be too complex")
        return Document.Status.FAILED
    except TRANSIENT:
        raise
    except DatabaseError:
        raise
    except Exception as exc:  # a bug or unexpected input must not kill the worker or loop forever
        log.exception("document %s failed", document_id)
        doc = Document.objects.filter(pk=document_id).first()
        if doc:
            pipeline.document_fail(doc, f"internal error while processing: {type(exc).__name__}")
        return Document.Status.FAILED
    if status == Document.Status.INDEXED:
        extract_payments.delay(document_id)
    return status


@shared_task(acks_late=True, autoretry_for=TRANSIENT, retry_backoff=5, max_retries=3, soft_time_limit=300)
def extract_payments(document_id: int) -> int:
    """Payment-record extraction after indexing; failures are recorded on the document, never retried
    forever, and never block indexing."""
    from .payments import payments_store

    doc = Document.objects.filter(pk=document_id, status=Document.Status.INDEXED).first()
    return payments_store(doc) if doc else 0


@shared_task
def requeue_stale() -> int:
    """Periodic: re-queue documents a crashed worker left queued/processing."""
    ids = pipeline.documents_requeue_stale()
    for document_id in ids:
        process_document.delay(document_id)
    return len(ids)


@shared_task
def scan_consume_folder() -> int:
    """Periodic: ingest files dropped into ``SHOEBOX_CONSUME_DIR/<username>/`` (owner = that user)."""
    from .consume import consume_folder_scan

    return consume_folder_scan(Path(settings.SHOEBOX_CONSUME_DIR))
