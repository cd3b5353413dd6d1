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


def _pdf_of_pages(n: int) -> bytes:
    """An n-page PDF (the page limit) whose first and last pages hold text and the rest are blank."""
    pdf = pymupdf.open()
    for i in range(n):
        page = pdf.new_page()
        if i in (0, n - 1):
            page.insert_text((72, 72), f"Page {i + 1} of the long contract: notice period 90 days.")
    data = pdf.tobytes()
    pdf.close()
    return data


def _everyday_and_hostile() -> dict[str, bytes]:
    """The files issue 10 found failing or exhausting a worker, plus the older hostile set."""
    import io as _io

    from tests.ingest.test_flow import _email
    from tests.ingest.test_formats import _forward, _scan_with_garbage_layer, _text_image
    from tests.ingest.test_recovery import _nul_email

    heic = _io.BytesIO()
    _text_image().save(heic, format="HEIF", quality=90)
    gif = _io.BytesIO()
    frames = [Image.new("L", (2000, 2000), 255) for _ in range(40)]
    frames[0].save(gif, format="GIF", save_all=True, append_images=frames[1:])
    tiff = _io.BytesIO()
    pages = [Image.new("1", (7000, 7000), 1)] * 45  # 2.2 GP declared in a few kB
    pages[0].save(tiff, format="TIFF", save_all=True, append_images=pages[1:], compression="group4")
    return {
        "IMG_0042.HEIC": heic.getvalue(), "fwd.eml": _forward(), "nul.eml": _nul_email(), "bill.eml": _email(),
        "garbage-layer.pdf": _scan_with_garbage_layer(), "animated.gif": gif.getvalue(),
        "frame-bomb.tiff": tiff.getvalue(), "2000-pages.pdf": _pdf_of_pages(2000),
        "encrypted.pdf": _encrypted_pdf(), "empty.pdf": b"", "truncated.pdf": make_pdf("truncated")[:300],
    }


def test_everyday_and_hostile_files_end_indexed_or_failed_with_a_living_worker(user, worker):
    ids = {name: document_create(owner=user, data=data, filename=name).document.pk
           for name, data in _everyday_and_hostile().items()}
    docs = _wait(list(ids.values()), timeout=300)
    family = list(Document.objects.filter(owner=user))
    docs = _wait([d.pk for d in family], timeout=200)  # the e-mail's attachment too
    status = {name: docs[pk].status for name, pk in ids.items()}
    assert {n for n, s in status.items() if s == "indexed"} == {
        "IMG_0042.HEIC", "fwd.eml", "nul.eml", "bill.eml", "garbage-layer.pdf", "animated.gif", "2000-pages.pdf"}
    for name in ("frame-bomb.tiff", "encrypted.pdf", "empty.pdf", "truncated.pdf"):
        assert docs[ids[name]].failure_reason, name
    assert "megapixels in all" in docs[ids["frame-bomb.tiff"]].failure_reason
    assert all(d.attempts == 1 for d in docs.values())  # no worker died on any of them
    assert worker.alive
