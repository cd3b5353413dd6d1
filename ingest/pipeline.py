"""The ingest pipeline as plain functions: store a document, then process it into pages, chunks and
embeddings. Celery tasks (``ingest.tasks``), the ingest command, the upload API and tests all call these.

Crash safety: pages, chunks and embeddings are committed in one transaction *before* the document is
marked ``indexed``; a crash in between leaves it ``processing``, which ``documents_requeue_stale`` picks
up again. Re-running ``document_process`` replaces the rows, so a document is indexed exactly once.
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
from django.db import IntegrityError, transaction
from django.utils import timezone

from archive import storage
from archive.models import Chunk, Document, Page, Sensitivity

from . import chunking, embedding
from .dates import document_date_guess
from .extract import ExtractionError, detect_mime, extract

log = logging.getLogger(__name__)

MAX_FILENAME_CHARS = 200


class IngestError(Exception):
    """The file cannot be accepted at all (too large, bad sensitivity); nothing was stored."""


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
        name = (stem[: MAX_FILENAME_CHARS - len(ext) - 1] + "." + ext) if dot and len(ext) <= 10 else name[:MAX_FILENAME_CHARS]
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
        log.warning("could not queue document %s (%s); the stale sweep or `reindex --stale` will pick it up",
                    document_id, type(exc).__name__)


def _claim(document_id: int) -> Document | None:
    """Mark the document processing (idempotent). None when it is already indexed or gone."""
    with transaction.atomic():
        doc = Document.objects.select_for_update().filter(pk=document_id).first()
        if doc is None or doc.status == Document.Status.INDEXED:
            return None
        doc.status = Document.Status.PROCESSING
        doc.attempts += 1
        doc.processing_started_at = timezone.now()
        doc.failure_reason = ""
        doc.save(update_fields=["status", "attempts", "processing_started_at", "failure_reason"])
        return doc


def document_fail(document: Document, reason: str) -> None:
    """Record a failure state with a user-facing reason; stored pages and the original are kept."""
    Document.objects.filter(pk=document.pk).update(status=Document.Status.FAILED, failure_reason=reason[:2000],
                                                   has_text=False)


def document_process(document_id: int) -> str:
    """Extract, chunk, embed and index one document; returns its final status.

    Raises only for transient trouble (database or broker errors), which the task retries; bad content
    ends as ``failed`` with a reason. Order: pages + chunks + embeddings committed, then ``indexed``.
    """
    doc = _claim(document_id)
    if doc is None:
        return Document.Status.INDEXED
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
    for att in result.attachments:
        document_create(owner=doc.owner, data=att.data, filename=att.filename, sensitivity=doc.sensitivity,
                        share_with=list(doc.shared_with.all()), parent=doc)
    spans = []  # (page_number, start, end, text)
    for page in result.pages:
        for start, end in chunking.chunk_page(page.text):
            spans.append((page.number, start, end, page.text[start:end]))
    vectors = embedding.embed_texts([s[3] for s in spans]) if spans else []
    has_text = bool(spans)
    full_text = "\n".join(p.text for p in result.pages)
    doc_date = (result.sent_at.date() if result.sent_at else None) or document_date_guess(full_text)
    with transaction.atomic():
        Chunk.objects.filter(document=doc).delete()
        Page.objects.filter(document=doc).delete()
        pages = Page.objects.bulk_create(
            Page(document=doc, number=p.number, text=p.text, source=p.source, ocr_confidence=p.ocr_confidence,
                 rotation=p.rotation, deskew_angle=p.deskew_angle)
            for p in result.pages
        )
        by_number = {p.number: p for p in pages}
        Chunk.objects.bulk_create(
            Chunk(document=doc, page=by_number[num], ordinal=i, text=text, char_start=start, char_end=end,
                  embedding=vectors[i], embedding_model=embedding.MODEL_ID)
            for i, (num, start, end, text) in enumerate(spans)
        )
    # Only now, with the rows committed, is the document covered.
    updates = dict(status=Document.Status.INDEXED, indexed_at=timezone.now(), page_count=len(result.pages),
                   has_text=has_text, document_date=doc.document_date or doc_date,
                   extraction_status=Document.Extraction.PENDING)
    if result.title and doc.title == _title_from_filename(doc.original_filename) and not doc.parent_id:
        updates["title"] = result.title[:500]
    Document.objects.filter(pk=doc.pk).update(**updates)
    return Document.Status.INDEXED


def documents_requeue_stale(*, older_than: timedelta | None = None) -> list[int]:
    """Ids of documents left ``queued``/``processing`` longer than ``older_than`` (default
    ``SHOEBOX_STALE_AFTER_S``) by a crashed worker; the caller re-queues them."""
    cutoff = timezone.now() - (older_than or timedelta(seconds=settings.SHOEBOX_STALE_AFTER_S))
    stale = Document.objects.filter(status__in=[Document.Status.QUEUED, Document.Status.PROCESSING]).filter(
        added_at__lt=cutoff).exclude(processing_started_at__gte=cutoff)
    return list(stale.values_list("id", flat=True))


def document_delete(document: Document) -> None:
    """Delete a document, its attachments, pages, chunks, records and stored originals."""
    names = [document.storage_name] + list(document.attachments.values_list("storage_name", flat=True))
    document.delete()
    for name in names:
        storage.original_delete(name)
