"""Celery tasks: thin wrappers over ``ingest.pipeline``'s steps. State lives in the database (each step
holds a lease, ``ingest.lease``), so every task is idempotent and safe to deliver twice or re-run after
a crash (``acks_late``). The chain mirrors ``pipeline.document_process_inline``: index, then payments."""
import logging
from pathlib import Path

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded
from celery.signals import worker_ready
from django.conf import settings

from archive.models import Document

from . import lease, pipeline

log = logging.getLogger(__name__)

TRANSIENT = pipeline.TRANSIENT_DB_ERRORS


def _fail(document_id: int, reason: str) -> None:
    doc = Document.objects.filter(pk=document_id).first()
    if doc:
        pipeline.document_fail(doc, reason)


@shared_task(bind=True, acks_late=True, autoretry_for=TRANSIENT, retry_backoff=5, retry_backoff_max=300,
             max_retries=5, soft_time_limit=900, time_limit=960)
def process_document(self, document_id: int) -> str:
    """Index one document, then queue its payment extraction, handing the lease over."""
    holder = lease.holder_new()
    try:
        status = pipeline.document_process(document_id, holder=holder, keep_lease=True)
    except SoftTimeLimitExceeded:
        _fail(document_id, "processing took longer than 15 minutes; the file may be too complex")
        return Document.Status.FAILED
    except TRANSIENT:
        raise
    except Exception as exc:  # a bug or unexpected input must not kill the worker or loop forever
        log.exception("document %s failed", document_id)
        _fail(document_id, f"internal error while processing: {type(exc).__name__}")
        return Document.Status.FAILED
    if status == Document.Status.INDEXED and Document.objects.filter(pk=document_id, lease_owner=holder).exists():
        sent = True
        try:
            extract_payments.delay(document_id, handoff=holder)
        except Exception as exc:  # broker trouble: the recovery sweep sends it (queued_at stays empty)
            log.warning("could not queue payment extraction of %s (%s)", document_id, type(exc).__name__)
            sent = False
        lease.lease_release(document_id, holder, sent=sent)
    return status


@shared_task(acks_late=True, autoretry_for=TRANSIENT, retry_backoff=5, max_retries=3, soft_time_limit=300,
             time_limit=330)
def extract_payments(document_id: int, handoff: str | None = None) -> str:
    """Payment-record extraction after indexing; failures are recorded on the document, never retried
    forever, and never block indexing."""
    try:
        return pipeline.document_payments(document_id, handoff=handoff)
    except SoftTimeLimitExceeded:
        Document.objects.filter(pk=document_id).update(
            extraction_status=Document.Extraction.FAILED, lease_owner="", lease_until=None,
            extraction_error="payment extraction took longer than 5 minutes")
        return Document.Extraction.FAILED


@shared_task
def requeue_stale() -> int:
    """Periodic: take up documents whose worker is gone and send messages that never reached the broker
    (``ingest.recovery``); never re-sends a document merely waiting in the queue."""
    from .recovery import recovery_sweep

    return len(recovery_sweep())


@shared_task
def scan_consume_folder() -> int:
    """Periodic: ingest files dropped into ``SHOEBOX_CONSUME_DIR/<username>/`` (owner = that user)."""
    from .consume import consume_folder_scan

    return consume_folder_scan(Path(settings.SHOEBOX_CONSUME_DIR))


@worker_ready.connect
def _recover_on_worker_start(sender=None, **kwargs) -> None:
    """Every worker, with no beat and no operator, checks at start and then every
    ``SHOEBOX_RECOVER_EVERY_S`` for documents whose worker is gone."""
    from .recovery import recovery_thread_start

    recovery_thread_start()
