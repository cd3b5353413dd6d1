"""POST /api/ask, GET /api/search and the documents API over real HTTP handling (DRF test client)."""
import pytest
from rest_framework.test import APIClient

from tests.factories import indexed_document, make_pdf

pytestmark = pytest.mark.django_db


def test_ask_requires_auth():
    assert APIClient().post("/api/ask", {"question": "x"}, format="json").status_code in (401, 403)


@pytest.mark.parametrize("body,message", [
    ({"question": ""}, "empty"),
    ({"question": "   "}, "empty"),
    ({"question": "x" * 1001}, "too long"),
    ({"question": "ok?", "max_docs": 0}, "max_docs"),
    ({"question": "ok?", "max_docs": 21}, "max_docs"),
    ({}, "question"),
])
def test_ask_rejects_bad_input_with_clear_message(user, client_for, body, message):
    response = client_for(user).post("/api/ask", body, format="json")
    assert response.status_code == 400
    assert message in response.json()["error"]["message"]


def test_ask_with_no_documents_says_so(user, client_for):
    body = client_for(user).post("/api/ask", {"question": "When is my car insurance due?"}, format="json").json()
    assert body["answer"] is None and body["reason"] == "no_indexed_documents"


def test_ask_response_shape_and_citations(user, client_for):
    doc = indexed_document(user, "Harbor Mutual Auto Insurance\nRenewal notice\nYour policy renews on "
                           "December 28, 2026. Premium due on the renewal date: $612.40", filename="renewal.pdf")
    body = client_for(user).post("/api/ask", {"question": "When is my car insurance due?", "max_docs": 5,
                                              "as_of": "2026-11-30"}, format="json").json()
    for key in ("answer", "cited_doc_ids", "confidence", "excerpts", "citations", "summary", "indexed_through",
                "backend", "reason", "elapsed_ms"):
        assert key in body
    assert body["excerpts"][0]["doc_id"] == doc.pk
    if body["answer"] is not None:
        assert body["cited_doc_ids"] == [doc.pk]
        citation = body["citations"][0]
        assert citation["page"] == 1 and citation["source"] == "text_layer"
        assert citation["original_filename"] == "renewal.pdf"
        assert citation["url"].startswith(f"/documents/{doc.pk}/")


def test_index_lag_is_reported(user, client_for):
    indexed_document(user, "Water bill amount due $10.00")
    from ingest.pipeline import document_create

    document_create(owner=user, data=make_pdf("still queued"), filename="q.pdf", enqueue=False)
    body = client_for(user).post("/api/ask", {"question": "water bill amount"}, format="json").json()
    assert body["indexed_through"] is not None
    assert any("still being indexed" in n for n in body["notes"])


def test_search_highlights_and_respects_visibility(user, other_user, client_for):
    mine = indexed_document(user, "Invoice number 2601-28868 from Brightline Fiber")
    indexed_document(other_user, "Invoice number 2601-28868 from Brightline Fiber, their copy", share_with=[])
    results = client_for(user).get("/api/search", {"q": "2601-28868"}).json()["results"]
    assert [r["doc_id"] for r in results] == [mine.pk]
    assert "<mark>" in results[0]["snippet"]
    assert client_for(user).get("/api/search", {"q": ""}).status_code == 400


def test_upload_and_detail_and_delete(user, other_user, client_for):
    from django.core.files.uploadedfile import SimpleUploadedFile

    client = client_for(user)
    data = make_pdf("uploaded bill")
    upload = SimpleUploadedFile("../../bill.pdf", data, content_type="application/pdf")
    response = client.post("/api/documents/", {"file": upload}, format="multipart")
    assert response.status_code == 201
    doc = response.json()["results"][0]["document"]
    assert doc["original_filename"] == "bill.pdf" and doc["status"] == "queued"
    again = client.post("/api/documents/", {"file": SimpleUploadedFile("b.pdf", data)}, format="multipart")
    assert again.status_code == 200  # nothing new was created
    assert again.json()["results"][0]["duplicate"] is True
    assert client_for(other_user).get(f"/api/documents/{doc['id']}/").status_code == 404
    assert client.get(f"/api/documents/{doc['id']}/").status_code == 200
    assert client_for(other_user).delete(f"/api/documents/{doc['id']}/").status_code == 404
    assert client.delete(f"/api/documents/{doc['id']}/").status_code == 204


def test_nul_characters_are_refused_not_crashing(user, client_for):
    from ask.search import search_documents
    from ask.service import AskInputError, ask

    indexed_document(user, "Water bill amount due $10.00")
    with pytest.raises(AskInputError):
        ask(user, "water\x00bill")
    with pytest.raises(ValueError):
        search_documents(user, "a\x00b")
    from django.test import Client

    browser = Client()
    browser.force_login(user)
    assert browser.get("/", {"q": "water\x00bill"}).status_code == 200
    assert browser.get("/", {"q": "a\x00b", "mode": "search"}).status_code == 200
