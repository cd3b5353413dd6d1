"""Ingest through a real Celery worker over the real Redis: hostile files fail with reasons while the
worker keeps serving, and a worker killed mid-document ends with the document indexed exactly once."""
import time

import pymupdf
import pytest
from PIL import Image, ImageDraw

from archive.models import Chunk, Document, Page
from ingest.pipeline import document_create
from tests.factories import make_pdf
from tests.worker import Worker

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(600)]


def _wait(ids, *, states=("indexed", "failed"), timeout=300):
    deadline = time.time() + timeout
    while time.time() < deadline:
        docs = list(Document.objects.filter(pk__in=ids))
        if len(docs) == len(ids) and all(d.status in states for d in docs):
            return {d.pk: d for d in docs}
        time.sleep(0.3)
    raise AssertionError(f"timed out; states: {[(d.pk, d.status) for d in Document.objects.filter(pk__in=ids)]}")


def _encrypted_pdf() -> bytes:
    pdf = pymupdf.open()
    pdf.new_page().insert_text((72, 72), "secret")
    data = pdf.tobytes(encryption=pymupdf.PDF_ENCRYPT_AES_256, owner_pw="o", user_pw="u")
    pdf.close()
    return data


def _scanned_pdf(pages: int) -> bytes:
    """An image-only PDF (no text layer), so every page goes the OCR path."""
    pdf = pymupdf.open()
    for n in range(pages):
        img = Image.new("L", (1700, 2200), 255)
        draw = ImageDraw.Draw(img)
        for line in range(30):
            draw.text((100, 100 + line * 60), f"Page {n + 1} line {line} meter reading account statement", fill=0)
        import io

        buf = io.BytesIO()
        img.save(buf, format="PNG")
        page = pdf.new_page(width=612, height=792)
        page.insert_image(page.rect, stream=buf.getvalue())
    data = pdf.tobytes()
    pdf.close()
    return data


@pytest.fixture
def worker():
    w = Worker().start()
    yield w
    w.stop()


def test_hostile_inputs_fail_with_reasons_and_worker_keeps_serving(user, worker):
    hostile = {
        "empty.pdf": b"",
        "not-a-pdf.pdf": b"<html>I am not a PDF</html>",
        "encrypted.pdf": _encrypted_pdf(),
        "truncated.pdf": make_pdf("truncated document")[:300],
        "archive.zip": b"PK\x03\x04" + b"\x00" * 100,
    }
    ids = {name: document_create(owner=user, data=data, filename=name).document.pk for name, data in hostile.items()}
    good = document_create(owner=user, data=make_pdf("A good bill, amount due $12.00"), filename="good.pdf")
    docs = _wait(list(ids.values()) + [good.document.pk])
    for name, doc_id in ids.items():
        assert docs[doc_id].status == "failed", name
        assert docs[doc_id].failure_reason, name
    assert "encrypt" in docs[ids["encrypted.pdf"]].failure_reason.lower()
    assert "empty" in docs[ids["empty.pdf"]].failure_reason.lower()
    assert docs[good.document.pk].status == "indexed"
    assert worker.alive


def test_killed_worker_mid_document_ends_indexed_exactly_once(user, worker):
    doc = document_create(owner=user, data=_scanned_pdf(4), filename="scan.pdf").document
    deadline = time.time() + 60
    while Document.objects.get(pk=doc.pk).status != "processing":
        assert time.time() < deadline, "worker never started the document"
        time.sleep(0.1)
    time.sleep(1.0)  # well inside OCR of a four-page scan
    worker.kill()
    assert Document.objects.get(pk=doc.pk).status == "processing"
    restarted = Worker(visibility_timeout=5)  # the same queue: the unacknowledged task comes back
    restarted.start()
    try:
        try:  # Redis hands the unacknowledged task out again once its visibility timeout passes ...
            final = _wait([doc.pk], timeout=40)[doc.pk]
        except AssertionError:  # ... or the periodic stale sweep (reindex --stale) queues it again.
            from datetime import timedelta

            from ingest.pipeline import documents_requeue_stale
            from ingest.tasks import process_document

            for stale_id in documents_requeue_stale(older_than=timedelta(0)):
                process_document.delay(stale_id)
            final = _wait([doc.pk], timeout=300)[doc.pk]
    finally:
        restarted.stop()
    assert final.status == "indexed"
    assert final.attempts >= 2
    assert Page.objects.filter(document=doc).count() == 4
    ordinals = list(Chunk.objects.filter(document=doc).values_list("ordinal", flat=True))
    assert len(ordinals) == len(set(ordinals)) and ordinals


def test_stale_documents_are_requeued(user):
    from datetime import timedelta

    from django.utils import timezone

    from ingest.pipeline import documents_requeue_stale

    doc = document_create(owner=user, data=make_pdf("stale"), filename="s.pdf", enqueue=False).document
    Document.objects.filter(pk=doc.pk).update(status="processing", added_at=timezone.now() - timedelta(hours=1),
                                              processing_started_at=timezone.now() - timedelta(hours=1))
    assert documents_requeue_stale() == [doc.pk]
    Document.objects.filter(pk=doc.pk).update(processing_started_at=timezone.now())
    assert documents_requeue_stale() == []
