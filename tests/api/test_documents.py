"""The documents API end to end through DRF's test client on the real database: filters, pagination,
edits (owner/admin only), sensitivity change → payment re-extraction, original download, delete, status."""
import datetime

import pytest
from django.contrib.auth.models import Group
from django.core.files.uploadedfile import SimpleUploadedFile

from archive import storage
from archive.models import Chunk, Document, Page
from ingest.pipeline import document_create
from tests.factories import indexed_document, make_pdf

pytestmark = pytest.mark.django_db


@pytest.fixture
def household(user, other_user):
    group = Group.objects.create(name="home")
    user.groups.add(group)
    other_user.groups.add(group)
    return group


def ids(response):
    assert response.status_code == 200, response.content
    return [d["id"] for d in response.json()["results"]]


def test_list_filters_and_visibility(user, other_user, household, client_for, django_user_model):
    stranger = django_user_model.objects.create_user("carol", password="x-carol-123")
    water = indexed_document(user, "Water bill March", title="Water bill", share_with=[])
    Document.objects.filter(pk=water.pk).update(document_date=datetime.date(2026, 3, 1))
    secret = indexed_document(user, "Tax return 2025", title="Tax return", sensitivity="confidential", share_with=[])
    shared = indexed_document(other_user, "Lease for the flat", title="Lease")  # shared with household
    indexed_document(stranger, "Carol's bank statement", title="Bank")
    queued = document_create(owner=user, data=make_pdf("queued one"), filename="later.pdf", enqueue=False).document

    client = client_for(user)
    assert set(ids(client.get("/api/documents/"))) == {water.pk, secret.pk, shared.pk, queued.pk}
    assert ids(client.get("/api/documents/", {"status": "queued"})) == [queued.pk]
    assert ids(client.get("/api/documents/", {"sensitivity": "confidential"})) == [secret.pk]
    assert ids(client.get("/api/documents/", {"owner": "bob"})) == [shared.pk]
    assert ids(client.get("/api/documents/", {"owner": "carol"})) == []
    assert ids(client.get("/api/documents/", {"q": "WATER"})) == [water.pk]
    assert ids(client.get("/api/documents/", {"date_from": "2026-02-01", "date_to": "2026-03-31"})) == [water.pk]
    assert ids(client.get("/api/documents/", {"date_to": "2026-02-28"})) == []
    today = datetime.date.today().isoformat()
    assert len(ids(client.get("/api/documents/", {"added_from": today}))) == 4
    # only the upload made with default sharing reaches the household
    assert ids(client_for(other_user).get("/api/documents/", {"owner": "alice"})) == [queued.pk]

    page = client.get("/api/documents/", {"page_size": 3}).json()
    assert page["count"] == 4 and len(page["results"]) == 3 and page["next"]
    bad = client.get("/api/documents/", {"status": "lost"})
    assert bad.status_code == 400 and bad.json()["error"]["code"] == "invalid_request"
    assert "status" in bad.json()["error"]["message"]
    assert client.get("/api/documents/", {"page": 99}).json()["error"]["code"] == "not_found"


def test_detail_has_pages_and_status(user, client_for):
    doc = indexed_document(user, "Page one text", "Page two text")
    body = client_for(user).get(f"/api/documents/{doc.pk}/").json()
    assert body["status"] == "indexed" and body["page_count"] == 2
    assert [p["number"] for p in body["pages"]] == [1, 2] and "Page two" in body["pages"][1]["text"]


def test_update_owner_only_and_sharing(user, other_user, household, client_for, django_user_model):
    doc = indexed_document(user, "Car insurance policy", title="Car policy")
    member = client_for(other_user)  # can open (household) but not edit
    assert member.get(f"/api/documents/{doc.pk}/").status_code == 200
    denied = member.patch(f"/api/documents/{doc.pk}/", {"title": "mine now"}, format="json")
    assert denied.status_code == 403 and denied.json()["error"]["code"] == "forbidden"

    owner = client_for(user)
    response = owner.patch(f"/api/documents/{doc.pk}/", {"title": "Car insurance 2026", "document_date": "2026-01-05",
                                                         "share_with": []}, format="json")
    assert response.status_code == 200, response.content
    assert response.json()["title"] == "Car insurance 2026" and response.json()["shared_with"] == []
    assert member.get(f"/api/documents/{doc.pk}/").status_code == 404  # private now
    assert Document.objects.get(pk=doc.pk).document_date == datetime.date(2026, 1, 5)

    bad_group = owner.patch(f"/api/documents/{doc.pk}/", {"share_with": ["neighbours"]}, format="json")
    assert bad_group.status_code == 403 and bad_group.json()["error"]["code"] == "bad_group"
    assert owner.patch(f"/api/documents/{doc.pk}/", {"share_with": ["home"]}, format="json").json()[
        "shared_with"] == ["home"]
    bad = owner.patch(f"/api/documents/{doc.pk}/", {"sensitivity": "top-secret"}, format="json")
    assert bad.status_code == 400 and bad.json()["error"]["code"] == "invalid_request"

    admin = django_user_model.objects.create_superuser("root", password="x-root-123")
    Document.objects.get(pk=doc.pk).shared_with.clear()
    # an admin administers in the Django admin; through the API they edit what they can open
    assert client_for(admin).patch(f"/api/documents/{doc.pk}/", {"title": "x"}, format="json").status_code == 404
    doc.shared_with.add(household)
    admin.groups.add(household)
    assert client_for(admin).patch(f"/api/documents/{doc.pk}/", {"title": "By admin"},
                                   format="json").json()["title"] == "By admin"


def test_sensitivity_change_queues_payment_reextraction(user, client_for, django_capture_on_commit_callbacks):
    from archive.celery import app

    doc = indexed_document(user, "City Water\nAmount due: $45.10\nDue date: December 1, 2026")
    assert doc.extraction_status == "pending"
    client = client_for(user)
    with django_capture_on_commit_callbacks() as callbacks:
        client.patch(f"/api/documents/{doc.pk}/", {"title": "Water"}, format="json")
    assert callbacks == []  # no sensitivity change, nothing queued
    with django_capture_on_commit_callbacks() as callbacks:
        response = client.patch(f"/api/documents/{doc.pk}/", {"sensitivity": "confidential"}, format="json")
    assert response.json()["sensitivity"] == "confidential" and len(callbacks) == 1
    eager = app.conf.task_always_eager
    app.conf["CELERY_TASK_ALWAYS_EAGER"] = True  # namespaced config: the plain key does not stick
    try:
        callbacks[0]()  # what the commit runs: extract_payments.delay(doc.id), here in-process
    finally:
        app.conf["CELERY_TASK_ALWAYS_EAGER"] = eager
    assert Document.objects.get(pk=doc.pk).extraction_status == "done"


def test_original_download_and_delete(user, other_user, client_for):
    data = make_pdf("Original bytes")
    doc = document_create(owner=user, data=data, filename="lease amendment.pdf", enqueue=False,
                          share_with=[]).document
    Document.objects.filter(pk=doc.pk).update(mime_type="application/pdf")
    client = client_for(user)
    response = client.get(f"/api/documents/{doc.pk}/original", HTTP_ACCEPT="application/pdf")
    assert response.status_code == 200 and response.content == data
    assert response["Content-Type"] == "application/pdf"
    assert 'filename="lease amendment.pdf"' in response["Content-Disposition"]
    assert client_for(other_user).get(f"/api/documents/{doc.pk}/original").status_code == 404

    assert client_for(other_user).delete(f"/api/documents/{doc.pk}/").status_code == 404
    assert client.delete(f"/api/documents/{doc.pk}/").status_code == 204
    assert not Document.objects.filter(pk=doc.pk).exists()
    with pytest.raises(FileNotFoundError):
        storage.original_read(doc.storage_name)
    assert client.get(f"/api/documents/{doc.pk}/original").json()["error"]["code"] == "not_found"


def test_delete_removes_pages_and_chunks(user, client_for):
    doc = indexed_document(user, "Some text to index")
    assert Chunk.objects.filter(document_id=doc.pk).exists()
    assert client_for(user).delete(f"/api/documents/{doc.pk}/").status_code == 204
    assert (not Page.objects.filter(document_id=doc.pk).exists()
            and not Chunk.objects.filter(document_id=doc.pk).exists())


def test_upload_limits(user, client_for, settings):
    settings.SHOEBOX_MAX_UPLOAD_BYTES = 2000
    client = client_for(user)
    big = SimpleUploadedFile("big.pdf", b"%PDF-1.4 " + b"x" * 5000)
    response = client.post("/api/documents/", {"file": big}, format="multipart")
    assert response.status_code == 413 and response.json()["error"]["code"] == "too_large"
    assert not Document.objects.filter(owner=user).exists()  # other tests' corpora may be stored
    none = client.post("/api/documents/", {}, format="multipart")
    assert none.status_code == 400 and none.json()["error"]["code"] == "no_file"
    as_text = client.post("/api/documents/", {"file": "not a file part"}, format="multipart")
    assert as_text.status_code == 400 and as_text.json()["error"]["code"] == "empty_file"
    empty = client.post("/api/documents/", {"file": [SimpleUploadedFile("a.txt", b"hello"),
                                                     SimpleUploadedFile("nothing.pdf", b"")]}, format="multipart")
    assert empty.status_code == 400 and empty.json()["error"] == {
        "code": "empty_file", "message": "nothing.pdf is empty (0 bytes): nothing was stored"}
    assert not Document.objects.filter(owner=user).exists()
    bad = client.post("/api/documents/", {"file": SimpleUploadedFile("a.txt", b"hello"), "sensitivity": "x"},
                      format="multipart")
    assert bad.status_code == 400 and "sensitivity" in bad.json()["error"]["message"]


def test_status_counts(user, other_user, client_for):
    indexed_document(user, "indexed one")
    queued = document_create(owner=user, data=make_pdf("q"), filename="q.pdf", enqueue=False).document
    indexed_document(other_user, "not mine", share_with=[])
    body = client_for(user).get("/api/status").json()
    assert body["counts"] == {"queued": 1, "processing": 0, "indexed": 1, "failed": 0} and body["total"] == 2
    assert body["indexed_through"].startswith(queued.added_at.isoformat()[:19])
    assert client_for(other_user).get("/api/status").json()["indexed_through"] is None
