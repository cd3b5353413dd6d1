"""The ingest pipeline against the real database: storage, duplicates, sharing, indexing, failure, delete."""
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth.models import Group

from archive import storage
from archive.models import Chunk, Document, Page
from ingest.pipeline import clean_filename, document_create, document_delete, document_process
from tests.factories import indexed_document, make_pdf

pytestmark = pytest.mark.django_db


def test_indexed_document_has_pages_chunks_embeddings(user):
    doc = indexed_document(user, "Alder Creek Water District\nAmount due: $223.42\nDue date: 2023-02-05",
                           "Second page about the meter reading")
    assert doc.status == Document.Status.INDEXED and doc.indexed_at is not None
    assert doc.page_count == 2 and doc.has_text
    pages = list(doc.pages.order_by("number"))
    assert [p.source for p in pages] == ["text_layer", "text_layer"]
    assert "Amount due: $223.42" in pages[0].text
    chunks = list(Chunk.objects.filter(document=doc).order_by("ordinal"))
    assert chunks and all(c.embedding is not None and len(c.embedding) == 384 for c in chunks)
    for chunk in chunks:  # offsets point back into the page text
        assert chunk.page.text[chunk.char_start:chunk.char_end] == chunk.text
    assert doc.mime_type == "application/pdf"


def test_original_is_encrypted_at_rest(user):
    data = make_pdf("Secret household paper 4711")
    doc = document_create(owner=user, data=data, filename="x.pdf", enqueue=False).document
    on_disk = (Path(settings.DATA_DIR) / "originals" / doc.storage_name).read_bytes()
    assert data not in on_disk and b"%PDF" not in on_disk
    assert storage.original_read(doc.storage_name) == data


def test_duplicate_is_detected_per_owner(user, other_user):
    data = make_pdf("same bytes")
    first = document_create(owner=user, data=data, filename="a.pdf", enqueue=False)
    again = document_create(owner=user, data=data, filename="b.pdf", enqueue=False)
    assert first.created and not again.created and again.document.pk == first.document.pk
    # Another user's copy is not reported as a duplicate: that would reveal the first user's papers.
    theirs = document_create(owner=other_user, data=data, filename="a.pdf", enqueue=False)
    assert theirs.created
    assert Document.objects.filter(owner__in=[user, other_user]).count() == 2


def test_new_documents_are_shared_with_the_owners_groups(user):
    household = Group.objects.create(name="test-household")
    user.groups.add(household)
    doc = document_create(owner=user, data=make_pdf("x"), filename="x.pdf", enqueue=False).document
    assert list(doc.shared_with.all()) == [household]
    private = document_create(owner=user, data=make_pdf("y"), filename="y.pdf", share_with=[], enqueue=False).document
    assert private.shared_with.count() == 0


@pytest.mark.parametrize("name,expected", [
    ("../../etc/passwd", "passwd"), ("C:\\Users\\x\\bill.pdf", "bill.pdf"), ("\x00evil\x1b.pdf", "evil.pdf"),
    ("...", "unnamed"), ("a" * 300 + ".pdf", "a" * 196 + ".pdf"),
])
def test_hostile_filenames_are_cleaned(name, expected):
    assert clean_filename(name) == expected


def test_bad_file_fails_with_reason_and_keeps_original(user):
    doc = document_create(owner=user, data=b"this is not a pdf at all", filename="bill.pdf", enqueue=False).document
    assert document_process(doc.pk) == Document.Status.FAILED
    doc.refresh_from_db()
    assert doc.status == Document.Status.FAILED and doc.failure_reason
    assert storage.original_read(doc.storage_name) == b"this is not a pdf at all"


def test_empty_file_fails_with_reason(user):
    doc = document_create(owner=user, data=b"", filename="empty.pdf", enqueue=False).document
    document_process(doc.pk)
    doc.refresh_from_db()
    assert doc.status == Document.Status.FAILED and "empty" in doc.failure_reason.lower()


def test_reprocessing_replaces_rows_exactly_once(user):
    doc = indexed_document(user, "Invoice 2601-28868 total $42.00")
    chunks = Chunk.objects.filter(document=doc).count()
    Document.objects.filter(pk=doc.pk).update(status=Document.Status.PROCESSING)  # as a crash leaves it
    document_process(doc.pk)
    assert Chunk.objects.filter(document=doc).count() == chunks
    assert Page.objects.filter(document=doc).count() == 1


def test_delete_removes_file_pages_chunks(user):
    doc = indexed_document(user, "to be deleted")
    path = Path(settings.DATA_DIR) / "originals" / doc.storage_name
    assert path.exists()
    document_delete(doc)
    assert not path.exists()
    assert not Page.objects.filter(document_id=doc.pk).exists()
    assert not Chunk.objects.filter(document_id=doc.pk).exists()


@pytest.mark.django_db(transaction=True)
def test_simultaneous_duplicate_uploads_store_one_document(user):
    """Eight uploads of the same bytes at once: one document, the rest told it is a duplicate."""
    import threading

    from django.db import connection

    data = make_pdf("double-clicked upload")
    results, errors = [], []

    def upload():
        try:
            results.append(document_create(owner=user, data=data, filename="race.pdf", enqueue=False))
        except Exception as exc:  # pragma: no cover - the assertion below reports it
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=upload) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert sum(r.created for r in results) == 1
    assert len({r.document.pk for r in results}) == 1
    assert Document.objects.filter(owner=user, sha256=results[0].document.sha256).count() == 1


@pytest.mark.django_db
def test_with_ask_off_new_documents_get_no_embeddings(user):
    from archive.config import setting_set
    from archive.models import Chunk
    from tests.factories import indexed_document

    setting_set("ask.enabled", False)
    doc = indexed_document(user, "Water bill\nAmount due $42.10")
    chunks = Chunk.objects.filter(document=doc)
    assert chunks.exists() and not chunks.exclude(embedding=None).exists()  # searchable, nothing embedded
    setting_set("ask.enabled", True)
    doc = indexed_document(user, "Gas bill\nAmount due $18.00", filename="gas.pdf")
    assert not Chunk.objects.filter(document=doc, embedding=None).exists()
