"""The portal's pages through Django's test client: visibility, CSRF, editing rights, page images, the
honesty states of Ask, the admin set-up page and escaping. Fast; the browser tests cover the flows."""
import io
import socket

import pytest
from django.contrib.auth.models import Group
from django.test import Client
from PIL import Image

from archive.config import setting_get, setting_set
from archive.models import Document
from archive.portal.highlight import find_passage, page_text_html
from ingest.pipeline import document_create
from tests.factories import indexed_document

pytestmark = pytest.mark.django_db

BILL = ("Acme Power electricity bill\nAccount 5521\nAmount due: $84.20\nDue date: 12 March 2025\n"
        "Thank you for paying on time.")


def login(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def admin(django_user_model):
    return django_user_model.objects.create_superuser("root", password="pw-root-123")


def test_pages_need_sign_in():
    client = Client()
    for url in ["/", "/documents/", "/upload/", "/setup/", "/documents/1/", "/documents/1/pages/1.png",
                "/portal/documents/status?ids=1", "/account/"]:
        response = client.get(url)
        assert response.status_code == 302 and response["Location"].startswith("/accounts/login/"), url


def test_other_users_documents_are_invisible_everywhere(user, other_user):
    doc = indexed_document(user, BILL, share_with=[], title="Acme Power bill")
    bob = login(other_user)
    assert bob.get(f"/documents/{doc.pk}/").status_code == 404
    assert bob.get(f"/documents/{doc.pk}/pages/1.png").status_code == 404
    assert bob.post(f"/documents/{doc.pk}/", {"title": "x", "sensitivity": "public"}).status_code == 404
    assert bob.get(f"/portal/documents/status?ids={doc.pk}").json() == {"documents": []}
    assert doc.title not in bob.get("/documents/").content.decode()
    assert "Acme" not in bob.get("/?mode=search&q=electricity").content.decode()
    body = bob.post("/", {"q": "How much is the electricity bill"}).content.decode()
    assert "Acme" not in body and 'data-reason="no_indexed_documents"' in body
    # The owner filter offers only owners whose papers bob can open: never alice.
    assert "alice" not in bob.get("/documents/").content.decode()


def test_group_member_sees_shared_document(user, other_user):
    household = Group.objects.create(name="test-household")
    user.groups.add(household)
    other_user.groups.add(household)
    doc = indexed_document(user, BILL, share_with=[household])
    body = login(other_user).get("/documents/?owner=alice").content.decode()
    assert doc.title in body
    page = login(other_user).get(f"/documents/{doc.pk}/").content.decode()
    assert "Edit title" not in page  # only the owner or an admin edits


def test_csrf_is_enforced_on_every_form(user, admin):
    doc = indexed_document(user, BILL)
    alice = Client(enforce_csrf_checks=True)
    alice.force_login(user)
    assert alice.post(f"/documents/{doc.pk}/", {"title": "x", "sensitivity": "public"}).status_code == 403
    assert alice.post("/upload/", {"sensitivity": "internal"}).status_code == 403
    root = Client(enforce_csrf_checks=True)
    root.force_login(admin)
    assert root.post("/setup/", {"action": "sensitive", "include_sensitive": "on"}).status_code == 403
    assert setting_get("ask.include_sensitive") is False
    assert alice.post("/", {"q": "How much is the bill?"}).status_code == 403
    # Every POST form the pages render carries the token.
    for url, client in [(f"/documents/{doc.pk}/", alice), ("/upload/", alice), ("/setup/", root), ("/", alice)]:
        html = client.get(url).content.decode()
        assert html.count('method="post"') == html.count("csrfmiddlewaretoken"), url


def test_owner_edits_sensitivity_and_non_owner_cannot(user, other_user):
    household = Group.objects.create(name="test-household")
    user.groups.add(household)
    other_user.groups.add(household)
    doc = indexed_document(user, BILL, share_with=[household])
    response = login(user).post(f"/documents/{doc.pk}/", {"title": "Power bill", "sensitivity": "confidential",
                                                         "share_with": [household.pk]})
    assert response.status_code == 302
    doc.refresh_from_db()
    assert (doc.title, doc.sensitivity) == ("Power bill", "confidential")
    response = login(other_user).post(f"/documents/{doc.pk}/", {"title": "mine now", "sensitivity": "public"})
    assert response.status_code == 403
    doc.refresh_from_db()
    assert doc.sensitivity == "confidential"


def test_upload_json_and_status(user):
    alice = login(user)
    pdf = io.BytesIO(b"%PDF-1.4 not really")
    pdf.name = "scan.pdf"
    text = io.BytesIO(b"hello")
    text.name = "note.txt"
    response = alice.post("/upload/", {"file": [pdf, text], "sensitivity": "internal"},
                          HTTP_ACCEPT="application/json")
    assert response.status_code == 201
    results = response.json()["results"]
    assert [r["filename"] for r in results] == ["scan.pdf", "note.txt"]
    ids = ",".join(str(r["id"]) for r in results)
    statuses = alice.get(f"/portal/documents/status?ids={ids}").json()["documents"]
    assert {d["status"] for d in statuses} == {"queued"}
    # The same bytes again: a duplicate, not a second document.
    again = io.BytesIO(b"hello")
    again.name = "note-copy.txt"
    dup = alice.post("/upload/", {"file": again, "sensitivity": "internal"}, HTTP_ACCEPT="application/json").json()
    assert dup["results"][0]["duplicate"] is True


def test_page_image_renders_pdf_and_image_and_labels_ocr(user):
    doc = indexed_document(user, BILL, "Second page")
    alice = login(user)
    png = alice.get(f"/documents/{doc.pk}/pages/2.png")
    assert png.status_code == 200 and png["Content-Type"] == "image/png"
    assert "private" in png["Cache-Control"]
    assert Image.open(io.BytesIO(png.content)).width > 500
    assert alice.get(f"/documents/{doc.pk}/pages/3.png").status_code == 404
    start = BILL.index("Amount due: $84.20")  # citation links mark passages by offsets, not by text
    page = alice.get(f"/documents/{doc.pk}/?page=1&hl={start}-{start + 18}").content.decode()
    assert '<mark class="cite" id="cited-passage">Amount due: $84.20</mark>' in page
    assert "read from the file" in page
    # An image document: rendered with Pillow; its page is labelled as recognised.
    img = Image.new("RGB", (400, 200), "white")
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    created = document_create(owner=user, data=buf.getvalue(), filename="photo.png", enqueue=False).document
    Document.objects.filter(pk=created.pk).update(mime_type="image/png", status="indexed")
    created.pages.create(number=1, text="recognised words", source="ocr", ocr_confidence=71.0)
    assert alice.get(f"/documents/{created.pk}/pages/1.png").status_code == 200
    assert "recognised (OCR, confidence 71%)" in alice.get(f"/documents/{created.pk}/").content.decode()


def test_document_text_is_escaped(user):
    doc = indexed_document(user, "<script>alert(1)</script> Amount due $5", title="<b>bold</b>")
    body = login(user).get(f"/documents/{doc.pk}/?page=1&hl=<script>alert(1)</script>").content.decode()
    assert "<script>alert(1)" not in body and "&lt;script&gt;" in body
    assert "<b>bold</b>" not in body


def test_highlight_tolerates_squeezed_whitespace():
    text = "Policy   number:\n  PX-77\nRenewal date 1 May"
    assert find_passage(text, "Policy number: PX-77") == (0, text.index("PX-77") + 5)
    html, found = page_text_html("a < b", "nothing like it")
    assert not found and html == "a &lt; b"


def test_ask_answer_citations_and_standing_line(user):
    doc = indexed_document(user, BILL, title="Acme Power bill")
    body = login(user).post("/", {"q": "What is the amount due on the Acme Power bill?"}).content.decode()
    assert 'id="answer"' in body or 'id="low-confidence"' in body
    assert '<details class="citations" id="citations">' in body  # closed by default
    assert f"/documents/{doc.pk}/?page=1&amp;hl=" in body
    assert "Answers can be wrong" in body


def test_asking_is_a_post_and_the_question_stays_out_of_urls(user):
    indexed_document(user, BILL, title="Acme Power bill")
    alice = login(user)
    page = alice.get("/").content.decode()
    assert '<form method="post" action="/"' in page
    # A question in the URL is not asked (it would sit in access logs and browser history).
    body = alice.get("/?q=What+is+the+amount+due+on+the+Acme+Power+bill").content.decode()
    assert 'id="ask-response"' not in body
    body = alice.post("/", {"q": "What is the amount due on the Acme Power bill?"}).content.decode()
    assert 'id="ask-response"' in body and "84.20" in body
    assert "What is the amount due" not in body.split("<title>")[1].split("</title>")[0]
    assert 'href="/?mode=ask&amp;q=' not in body


def test_search_tab_highlights(user):
    indexed_document(user, BILL, title="Acme Power bill")
    body = login(user).get("/?mode=search&q=electricity").content.decode()
    assert "<mark>electricity</mark>" in body.lower() or "<mark>Electricity</mark>" in body


def test_ask_states_no_index_lagging_and_unreachable_llm(user):
    alice = login(user)
    body = alice.post("/", {"q": "When is the bill due"}).content.decode()
    assert "Nothing to search yet" in body
    indexed_document(user, BILL, title="Acme Power bill")
    document_create(owner=user, data=b"pending text", filename="pending.txt", enqueue=False)
    body = alice.post("/", {"q": "When is the Acme bill due"}).content.decode()
    assert 'id="index-lag"' in body and "still being indexed" in body
    # A language model on a port nobody listens on: the failure is said, and search is offered.
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    setting_set("llm.endpoint_url", f"http://127.0.0.1:{port}/v1")
    setting_set("llm.model", "m")
    setting_set("llm.egress_ack", True)
    body = alice.post("/", {"q": "When is the Acme bill due"}).content.decode()
    assert "12 March 2025" in body and 'id="llm-stage"' in body  # the offline answer first, the model pending
    from ask.jobs import ask_job_run
    from ask.models import AskJob
    from ask.service import AskResponse

    job = AskJob.objects.get()  # the stage's thread starts on commit; in this test's transaction, run it here
    ask_job_run(job.pk, user, "When is the Acme bill due", AskResponse(**job.offline))
    state = alice.get(f"/portal/ask/{job.pk}").json()
    assert state["status"] == "done" and "12 March 2025" in state["html"] and "could not be reached" in state["html"]


def test_no_text_note_is_shown(user):
    indexed_document(user, BILL, title="Acme Power bill")
    blank = indexed_document(user, "", title="Water meter photo")
    assert not blank.has_text
    body = login(user).post("/", {"q": "water meter reading"}).content.decode()
    assert "has no readable text" in body


def test_setup_page_admin_only_and_key_write_only(user, admin):
    assert login(user).get("/setup/").status_code == 404
    root = login(admin)
    setting_set("llm.api_key", "sk-secret-value-1234")
    page = root.get("/setup/").content.decode()
    assert "sk-secret" not in page and "…1234" in page
    assert "characters per document" in page
    form = {"action": "save", "endpoint_url": "http://127.0.0.1:9/v1", "api": "ollama", "model": "llama3",
            "api_key": "", "egress_ack": "on", "max_docs": "5", "timeout": "12", "max_tokens": "512"}
    assert root.post("/setup/", form).status_code == 302
    assert setting_get("llm.api_key") == "sk-secret-value-1234"  # empty field keeps the key
    assert (setting_get("llm.api"), setting_get("ASK_MAX_DOCS"), setting_get("llm.egress_ack")) == ("ollama", 5, True)
    bad = root.post("/setup/", dict(form, max_docs="50"))
    assert bad.status_code == 200 and setting_get("ASK_MAX_DOCS") == 5
    tested = root.post("/setup/", dict(form, action="test", egress_ack="")).content.decode()
    assert 'id="test-result"' in tested and "Nothing was sent" in tested
    root.post("/setup/", dict(form, clear_api_key="on"))
    assert setting_get("llm.api_key") == ""
    assert root.post("/setup/", {"action": "sensitive", "include_sensitive": "on"}).status_code == 302
    assert setting_get("ask.include_sensitive") is True


def test_setup_test_button_sends_the_stored_key_only_to_the_stored_endpoint(admin):
    from tests.ask.fake_llm import FakeLLM, Reply

    root = login(admin)
    with FakeLLM() as stored, FakeLLM() as typed:
        setting_set("llm.endpoint_url", stored.url("openai"))
        setting_set("llm.api_key", "sk-stored-secret-9876")
        form = {"action": "test", "endpoint_url": typed.url("openai"), "api": "openai", "model": "m",
                "api_key": "", "egress_ack": "on", "max_docs": "5", "timeout": "5", "max_tokens": "64"}
        page = root.post("/setup/", form).content.decode()
        assert typed.requests == [] and "Type the API key again" in page  # another URL: nothing sent
        typed.script(Reply.of_content("ok"))
        page = root.post("/setup/", dict(form, api_key="sk-typed-1111")).content.decode()
        assert "Connection works" in page
        assert [r.headers.get("Authorization") for r in typed.requests] == ["Bearer sk-typed-1111"]
        stored.script(Reply.of_content("ok"))
        page = root.post("/setup/", dict(form, endpoint_url=stored.url("openai"))).content.decode()
        assert "Connection works" in page
        assert [r.headers.get("Authorization") for r in stored.requests] == ["Bearer sk-stored-secret-9876"]


def test_low_confidence_renders_as_a_hint_with_citations(rf, user):
    from django.template.loader import render_to_string

    from archive.portal.search import _ask_context
    from ask.service import AskResponse

    citation = {"doc_id": 7, "title": "Some letter", "original_filename": "l.pdf", "document_date": None,
                "page": 3, "source": "ocr", "ocr_confidence": 64.0, "snippet": "a <mark>word</mark>",
                "url": "/documents/7/?page=3#page-3"}
    response = AskResponse(answer="maybe this", cited_doc_ids=[7], confidence=0.3, excerpts=[],
                           citations=[citation], summary="Based on 1 document", indexed_through=None,
                           backend="offline-extractive", reason=None)
    html = render_to_string("_ask_response.html", dict(_ask_context(response), search_url="/?mode=search"))
    assert "I found some possibly related documents; check them yourself." in html
    assert "maybe this" not in html
    assert "recognised (OCR, 64%)" in html and "page 3" in html and "a <mark>word</mark>" in html


def test_assets_are_served_without_debug():
    css = Client().get("/portal/assets/portal.css")
    assert css.status_code == 200 and css["Content-Type"].startswith("text/css")
    assert Client().get("/portal/assets/../settings.py").status_code == 404


def test_account_page_token_shown_once_and_revoked(user):
    import re

    from knox.models import AuthToken

    from archive.tokens import user_for_token

    alice = login(user)
    created = alice.post("/account/", {"action": "create"}).content.decode()
    (key,) = set(re.findall(r"\b[0-9a-f]{40}\b", created))
    assert user_for_token(key) == user
    assert key not in alice.get("/account/").content.decode()
    alice.post("/account/", {"action": "revoke"})
    assert not AuthToken.objects.filter(user=user).exists() and user_for_token(key) is None


def test_ask_offers_a_follow_up_and_reads_the_next_question_with_the_previous_one(user):
    indexed_document(user, "Tollgate Mutual\nCar insurance renewal notice\nVehicle: hatchback\n"
                           "Renewal date: 2027-01-09\nRenewal premium: $812.40", filename="car-renewal.pdf")
    indexed_document(user, "Tollgate Mutual\nBoat insurance renewal notice\nVessel: dinghy\n"
                           "Renewal date: 2027-04-02\nRenewal premium: $233.75", filename="boat-renewal.pdf")
    alice = login(user)
    assert 'name="previous"' not in alice.get("/").content.decode()  # nothing to follow up yet
    first = alice.post("/", {"q": "When is the boat insurance renewal due?"}).content.decode()
    assert '<input type="checkbox" name="previous" value="When is the boat insurance renewal due?">' in first
    body = alice.post("/", {"q": "And how much is the premium?",
                            "previous": "When is the boat insurance renewal due?"}).content.decode()
    assert 'id="followup-of"' in body and "233.75" in body and "812.40" not in body.split('id="citations"')[0]
    # Unticked, the question stands alone: no follow-up line.
    alone = alice.post("/", {"q": "And how much is the premium?"}).content.decode()
    assert 'id="followup-of"' not in alone
    # The previous question is checked like a question.
    assert "at most" in alice.post("/", {"q": "And the premium?", "previous": "x" * 1001}).content.decode()
