"""The ingest pipeline as plain functions: store a document, then process it into pages, chunks and
embeddings. Celery tasks (``ingest.tasks``), the ingest command, the upload API and tests all call these.

One declared flow: ``document_process_inline`` runs the steps of a document here and now (the corpus
loader, ``ingest --sync``, ``reindex --sync``); the Celery chain in ``ingest.tasks`` runs the same steps
(``document_process`` then ``document_payments``) as two tasks.

Crash safety: each step holds a lease (``ingest.lease``) renewed while its worker lives; pages, chunks,
embeddings, the pages' labelled fields (``ingest.fields``) and the ``indexed`` mark commit in one
transaction, so a crash leaves the old state whole and a lease that runs out, which ``ingest.recovery``
takes up again. Re-running a step replaces its rows,
so a document is indexed exactly once.
"""
import hashlib
import logging
import os
import re
import unicodedata
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.contrib.auth.models import Group
from django.db import DatabaseError, IntegrityError, InterfaceError, OperationalError, transaction
from django.utils import timezone

from archive import storage
from archive.config import setting_get
from archive.errors import ShoeboxError
from archive.models import Chunk, Document, Page, PageField, Sensitivity

from . import chunking, embedding, lease
from .compounds import compound_terms
from .dates import document_date_guess, filename_date
from .extract import ExtractionError, detect_mime, extract
from .fields import document_fields
from .gloss import passage_vectors
from .pages import text_storable

log = logging.getLogger(__name__)

MAX_FILENAME_CHARS = 200


class IngestError(ShoeboxError):
    """The file cannot be accepted at all (too large, bad sensitivity); nothing was stored. The upload
    surfaces report it per file (``error``), code ``invalid_file`` (400) when rendered alone."""

    code = "invalid_file"
    status = 400


@dataclass
class CreateResult:
    document: Document
    created: bool  # False: the same owner already has these bytes (a duplicate)


def clean_filename(name: str) -> str:
    """A display-safe base name: no directories, control characters or leading dots; ≤ 200 characters.
    The stored file never uses it (originals get random names), so this is about display only."""
    name = unicodedata.normalize("NFC", os.path.basename(name.replace("\\", "/")))
    name = re.sub(r"[\x00-\x1f\x7f]", "", name).strip().lstrip(".")
    if len(name) > MAX_FILENAME_CHARS:
        stem, dot, ext = name.rpartition(".")
        name = ((stem[: MAX_FILENAME_CHARS - len(ext) - 1] + "." + ext) if dot and len(ext) <= 10
                else name[:MAX_FILENAME_CHARS])
    return name or "unnamed"


def _title_from_filename(name: str) -> str:
    stem = name.rsplit(".", 1)[0] if "." in name else name
    return re.sub(r"[_\-]+", " ", stem).strip() or name


def document_create(*, owner, data: bytes, filename: str, sensitivity: str = Sensitivity.INTERNAL,
                    share_with: list[Group] | None = None, parent: Document | None = None,
                    title: str | None = None, enqueue: bool = True) -> CreateResult:
    """Store an original encrypted and queue it for processing.

    ``share_with`` None shares with all of the owner's groups (the household default); ``[]`` shares with
    nobody. Returns the existing document with ``created=False`` when this owner already stored the same
    bytes (SHA-256). Raises IngestError for a file over ``SHOEBOX_MAX_UPLOAD_BYTES`` or an unknown
    sensitivity. Empty or unreadable files are stored and then fail in processing with a clear reason.
    """
    if sensitivity not in Sensitivity.values:
        raise IngestError(f"unknown sensitivity {sensitivity!r}; one of {', '.join(Sensitivity.values)}")
    if len(data) > settings.SHOEBOX_MAX_UPLOAD_BYTES:
        raise IngestError(f"file too large: {len(data)} bytes exceeds {settings.SHOEBOX_MAX_UPLOAD_BYTES}")
    digest = hashlib.sha256(data).hexdigest()
    existing = Document.objects.filter(owner=owner, sha256=digest).first()
    if existing is not None:
        return CreateResult(existing, False)
    filename = clean_filename(filename)
    name = storage.original_store(data)
    try:
        with transaction.atomic():
            doc = Document.objects.create(
                owner=owner, parent=parent, title=(title or _title_from_filename(filename))[:500],
                original_filename=filename, mime_type="application/octet-stream", size_bytes=len(data),
                sha256=digest, storage_name=name, sensitivity=sensitivity,
            )
            groups = list(owner.groups.all()) if share_with is None else share_with
            doc.shared_with.set(groups)
            if enqueue:
                transaction.on_commit(lambda: _enqueue(doc.pk))
    except IntegrityError:
        # The same bytes arrived twice at once (a double-click, the consume folder): one wins.
        storage.original_delete(name)
        existing = Document.objects.filter(owner=owner, sha256=digest).first()
        if existing is None:
            raise
        return CreateResult(existing, False)
    except Exception:
        storage.original_delete(name)
        raise
    return CreateResult(doc, True)


def _enqueue(document_id: int) -> None:
    from .tasks import process_document

    try:
        process_document.delay(document_id)
    except Exception as exc:  # the broker is down: the document is stored and stays queued
        log.warning("could not queue document %s (%s); the recovery sweep will send it again",
                    document_id, type(exc).__name__)
        return
    Document.objects.filter(pk=document_id, status=Document.Status.QUEUED).update(queued_at=timezone.now())


#: Returned by a step when another live worker holds the document's lease (nothing was done).
BUSY = "busy"
#: Database errors that may pass (a dropped connection, a restart): the task retries them.
TRANSIENT_DB_ERRORS = (OperationalError, InterfaceError)


def _claim(document_id: int, holder: str) -> Document | str:
    """Take the lease for indexing. Returns the document, or a status string when there is nothing to
    do: its current status (indexed, failed, or failed now because the attempt cap is reached), BUSY
    when another live worker holds it, "gone" when it was deleted."""
    now = timezone.now()
    with transaction.atomic():
        doc = Document.objects.select_for_update().filter(pk=document_id).first()
        if doc is None:
            return "gone"
        reindex = doc.status == Document.Status.INDEXED and doc.reindex_requested_at is not None
        if doc.status == Document.Status.FAILED or (doc.status == Document.Status.INDEXED and not reindex):
            return doc.status
        if lease.lease_live(doc, now=now) and doc.lease_owner != holder:
            return BUSY
        if doc.attempts >= settings.SHOEBOX_MAX_ATTEMPTS:
            document_fail(doc, f"gave up after {doc.attempts} interrupted attempts: processing this file "
                               "ended its worker each time (out of memory, a crash or the time limit)")
            return Document.Status.FAILED
        if not reindex:  # a re-indexed document stays indexed (and in search) until its new rows commit
            doc.status = Document.Status.PROCESSING
        doc.attempts += 1
        doc.processing_started_at = now
        doc.failure_reason = ""
        doc.lease_owner = holder
        doc.lease_until = lease.lease_expiry()
        doc.save(update_fields=["status", "attempts", "processing_started_at", "failure_reason", "lease_owner",
                                "lease_until"])
        return doc


def document_fail(document: Document, reason: str) -> None:
    """Record a failure state with a user-facing reason and end any lease; stored pages and the original
    are kept."""
    Document.objects.filter(pk=document.pk).update(
        status=Document.Status.FAILED, failure_reason=reason[:2000], has_text=False, lease_owner="",
        lease_until=None, reindex_requested_at=None)


def document_process(document_id: int, *, holder: str | None = None, keep_lease: bool = False,
                     enqueue_attachments: bool = True) -> str:
    """The indexing step: extract, chunk, embed and index one document; returns its final status
    (``indexed``/``failed``), or BUSY when another live worker holds it.

    ``holder``: the lease holder id (``ingest.lease.holder_new()``); ``keep_lease``: on ``indexed`` keep
    the lease for the next step (payment extraction) to take over; the caller releases it. Raises only for
    transient database trouble (TRANSIENT_DB_ERRORS), which the task retries; bad content and any other
    database refusal end as ``failed`` with a reason. Pages, chunks, embeddings, fields and the ``indexed``
    mark commit in one transaction: a re-index replaces the old rows atomically and never leaves search.
    """
    holder = holder or lease.holder_new()
    claimed = _claim(document_id, holder)
    if not isinstance(claimed, Document):
        return claimed
    try:
        with lease.Heartbeat(claimed.pk, holder):
            status = _index(claimed, holder, enqueue_attachments=enqueue_attachments)
        if not keep_lease:
            lease.lease_release(claimed.pk, holder, sent=True)
        return status
    except TRANSIENT_DB_ERRORS:
        try:  # let the retry (or the sweep) take it up at once
            lease.lease_release(claimed.pk, holder, sent=True)
        except DatabaseError:
            pass  # the lease runs out on its own
        raise
    except DatabaseError as exc:  # the database refuses this document's rows: fail it, never loop
        log.warning("document %s refused by the database: %s", claimed.pk, exc)
        document_fail(claimed, f"the database refused this document's text ({type(exc).__name__})")
        return Document.Status.FAILED


def _index(doc: Document, holder: str, *, enqueue_attachments: bool) -> str:
    try:
        data = storage.original_read(doc.storage_name)
        mime = detect_mime(data, doc.original_filename)
        Document.objects.filter(pk=doc.pk).update(mime_type=mime)
        result = extract(data, filename=doc.original_filename, mime_type=mime,
                         ocr_languages=settings.SHOEBOX_OCR_LANGUAGES)
    except ExtractionError as exc:
        document_fail(doc, str(exc))
        return Document.Status.FAILED
    except MemoryError:
        document_fail(doc, "ran out of memory while reading the file")
        return Document.Status.FAILED
    for page in result.pages:
        page.text = text_storable(page.text)
    for att in result.attachments:
        document_create(owner=doc.owner, data=att.data, filename=att.filename, sensitivity=doc.sensitivity,
                        share_with=list(doc.shared_with.all()), parent=doc, enqueue=enqueue_attachments)
    spans = []  # (page_number, start, end, text)
    for page in result.pages:
        for start, end in chunking.chunk_page(page.text):
            spans.append((page.number, start, end, page.text[start:end]))
    # With Ask turned off the archive keeps no embeddings (the operator's off switch); full-text search
    # still works, and turning Ask on embeds every chunk then.
    from .payments import household_dollar

    fields = document_fields(data, mime, result.pages, dollar=household_dollar(doc))
    for f in fields:
        f.label, f.value = text_storable(f.label), text_storable(f.value)
    embed = bool(spans) and bool(setting_get("ask.enabled"))
    # A chunk in another language is embedded with its English gloss too (ingest.gloss.passage_vectors).
    vectors = list(passage_vectors([s[3] for s in spans])) if embed else [None] * len(spans)
    label_vectors = list(embedding.embed_texts([f.label for f in fields])) if embed and fields \
        else [None] * len(fields)
    compounds = [compound_terms(text) for _, _, _, text in spans]  # before the row lock, as the vectors are
    has_text = bool(spans)
    full_text = "\n".join(p.text for p in result.pages)
    # The e-mail's sent date, else a date the text labels as the issue date (or the first one), else the
    # date a camera or scanner wrote into the file name.
    doc_date = ((result.sent_at.date() if result.sent_at else None) or document_date_guess(full_text)
                or filename_date(doc.original_filename))
    updates = dict(status=Document.Status.INDEXED, indexed_at=timezone.now(), page_count=len(result.pages),
                   has_text=has_text, document_date=doc.document_date or doc_date, reindex_requested_at=None,
                   extraction_status=Document.Extraction.PENDING, extraction_error="", failure_reason="")
    title = text_storable(result.title or "")
    if title and doc.title == _title_from_filename(doc.original_filename) and not doc.parent_id:
        updates["title"] = title[:500]
    # One transaction: the old rows answer searches until the new ones (and the indexed mark) commit.
    with transaction.atomic():
        current = Document.objects.select_for_update().filter(pk=doc.pk).first()
        if current is None or current.lease_owner != holder:  # deleted, or taken over after a stall
            return BUSY
        Chunk.objects.filter(document=doc).delete()
        PageField.objects.filter(document=doc).delete()
        Page.objects.filter(document=doc).delete()
        pages = Page.objects.bulk_create(
            Page(document=doc, number=p.number, text=p.text, source=p.source, ocr_confidence=p.ocr_confidence,
                 rotation=p.rotation, deskew_angle=p.deskew_angle)
            for p in result.pages
        )
        by_number = {p.number: p for p in pages}
        Chunk.objects.bulk_create(
            Chunk(document=doc, page=by_number[num], ordinal=i, text=text, char_start=start, char_end=end,
                  compound_parts=compounds[i], embedding=vectors[i],
                  embedding_model=embedding.MODEL_ID if embed else "")
            for i, (num, start, end, text) in enumerate(spans)
        )
        PageField.objects.bulk_create(
            PageField(document=doc, page_number=f.page, ordinal=i, label=f.label, value=f.value, kind=f.kind,
                      value_date=f.value_date, amount_cents=f.amount_cents, currency=f.currency,
                      x0=f.bbox[0] if f.bbox else None, y0=f.bbox[1] if f.bbox else None,
                      x1=f.bbox[2] if f.bbox else None, y1=f.bbox[3] if f.bbox else None,
                      page_width=f.page_size[0] if f.page_size and f.bbox else None,
                      page_height=f.page_size[1] if f.page_size and f.bbox else None,
                      table_row=f.table_row, table_column=f.table_column, label_embedding=label_vectors[i])
            for i, f in enumerate(fields)
        )
        Document.objects.filter(pk=doc.pk).update(**updates)
    return Document.Status.INDEXED


def _claim_payments(document_id: int, holder: str, handoff: str | None) -> Document | str:
    with transaction.atomic():
        doc = Document.objects.select_for_update().filter(pk=document_id).first()
        if doc is None:
            return "gone"
        if (doc.status != Document.Status.INDEXED or doc.reindex_requested_at is not None
                or doc.extraction_status not in (Document.Extraction.PENDING, Document.Extraction.PROCESSING)):
            return doc.extraction_status  # done already, or the index step comes first
        if lease.lease_live(doc) and doc.lease_owner not in (holder, handoff):
            return BUSY
        doc.extraction_status = Document.Extraction.PROCESSING
        doc.lease_owner = holder
        doc.lease_until = lease.lease_expiry()
        doc.save(update_fields=["extraction_status", "lease_owner", "lease_until"])
        return doc


def document_payments(document_id: int, *, holder: str | None = None, handoff: str | None = None) -> str:
    """The payment-extraction step of an indexed document; returns its ``extraction_status`` (done,
    failed, skipped), or BUSY when another live worker holds it.

    ``handoff``: the lease holder of the index step that queued this one, whose lease may be taken over.
    Extraction problems are recorded on the document (``ingest.payments.payments_store``), never raised.
    """
    from .payments import payments_restate_dollar, payments_store

    holder = holder or lease.holder_new()
    claimed = _claim_payments(document_id, holder, handoff)
    if not isinstance(claimed, Document):
        return claimed
    with lease.Heartbeat(claimed.pk, holder):
        payments_store(claimed)
        payments_restate_dollar(claimed)  # its "NZ$" may tell what an earlier paper's bare "$" meant
    lease.lease_release(claimed.pk, holder, sent=True)
    return Document.objects.values_list("extraction_status", flat=True).get(pk=claimed.pk)


def document_process_inline(document_id: int) -> str:
    """The whole flow of one document in this process: the index step, then payment extraction, then
    the same for each attachment the e-mail yielded. The Celery chain (``ingest.tasks.process_document``
    → ``extract_payments``) runs the same two steps. Returns the document's final status."""
    holder = lease.holder_new()
    status = document_process(document_id, holder=holder, keep_lease=True, enqueue_attachments=False)
    if status == Document.Status.INDEXED:
        document_payments(document_id, holder=holder)
    lease.lease_release(document_id, holder, sent=True)
    for child in Document.objects.filter(parent_id=document_id).exclude(
            status=Document.Status.INDEXED, extraction_status__in=DONE_EXTRACTION).values_list("id", flat=True):
        document_process_inline(child)
    return Document.objects.values_list("status", flat=True).get(pk=document_id)


#: Extraction states after which nothing is left to do.
DONE_EXTRACTION = (Document.Extraction.DONE, Document.Extraction.FAILED, Document.Extraction.SKIPPED)


def documents_requeue_stale(*, older_than: timedelta | None = None) -> list[int]:
    """Ids of documents left ``queued``/``processing`` longer than ``older_than`` (default
    ``SHOEBOX_STALE_AFTER_S``; ``timedelta(0)``: every one) whose lease is not held by a live worker;
    the caller (``reindex --stale``) re-queues them. The automatic recovery is ``ingest.recovery``."""
    cutoff = timezone.now() - (older_than if older_than is not None
                               else timedelta(seconds=settings.SHOEBOX_STALE_AFTER_S))
    stale = Document.objects.filter(status__in=[Document.Status.QUEUED, Document.Status.PROCESSING]).filter(
        added_at__lte=cutoff).exclude(processing_started_at__gt=cutoff)
    return [d.pk for d in stale.order_by("pk") if not lease.lease_live(d)]


def documents_reindex_request(ids: list[int]) -> None:
    """Mark documents for re-processing: an indexed one keeps answering searches until its new rows
    commit (``reindex_requested_at``); any other goes back to ``queued``. Attempts start again at 0."""
    now = timezone.now()
    Document.objects.filter(pk__in=ids, status=Document.Status.INDEXED).update(
        reindex_requested_at=now, attempts=0, queued_at=None)
    Document.objects.filter(pk__in=ids).exclude(status=Document.Status.INDEXED).update(
        status=Document.Status.QUEUED, attempts=0, queued_at=None, failure_reason="")


def document_delete(document: Document) -> None:
    """Delete a document, its attachments, pages, chunks, records and stored originals."""
    names = [document.storage_name] + list(document.attachments.values_list("storage_name", flat=True))
    document.delete()
    for name in names:
        storage.original_delete(name)
