"""The set-up page's consent to egress (asked once per archive; again for a new host or larger bounds)
and Ask's off switch (off deletes the embeddings; on rebuilds them on a real Celery worker, with a
progress bar), against the real database, Redis and worker."""
import time

import numpy as np
import pytest
from django.test import Client

from archive.config import setting_get
from archive.egress import egress_consent_get
from archive.models import Chunk
from ask.service import ask
from tests.factories import indexed_document

BILL = ("Acme Power electricity bill\nAccount 5521\nAmount due: $84.20\nDue date: 12 March 2025\n"
        "Thank you for paying on time.")
FORM = {"action": "save", "endpoint_url": "http://127.0.0.1:8080/v1", "api": "openai", "model": "qwen",
        "api_key": "", "egress_ack": "on", "max_docs": "8", "timeout": "60", "max_tokens": "512"}


@pytest.fixture
def root(django_user_model) -> Client:
    client = Client()
    client.force_login(django_user_model.objects.create_superuser("root", password="pw-root-123"))
    return client


@pytest.mark.django_db
def test_consent_is_asked_once_and_again_only_for_a_new_host_or_larger_bounds(root):
    page = root.get("/setup/").content.decode()
    assert 'id="consent-record"' not in page and "the host of the endpoint URL above" in page
    root.post("/setup/", FORM)
    consent = egress_consent_get()
    assert (consent.host, consent.max_docs, consent.excerpt_chars, consent.by) == ("127.0.0.1:8080", 8, 400, "root")
    assert setting_get("llm.egress_ack") is True
    page = root.get("/setup/").content.decode()
    assert "the question plus at most 8 × 400 characters" in page and "127.0.0.1:8080" in page
    assert 'id="consent-record"' in page and "Allowed once for this archive by <strong>root</strong>" in page

    # Saving again (another model, fewer documents) does not ask again: the record is unchanged.
    root.post("/setup/", dict(FORM, model="other", max_docs="5"))
    assert egress_consent_get() == consent and setting_get("llm.egress_ack") is True

    # Another host with the box still ticked: nothing goes there until someone agrees for that host.
    page = root.post("/setup/", dict(FORM, endpoint_url="http://10.1.2.3:9000/v1"), follow=True).content.decode()
    assert setting_get("llm.egress_ack") is False and egress_consent_get() is None
    assert "nothing will be sent to 10.1.2.3:9000" in page and 'id="consent-record"' not in page
    assert "to <strong>10.1.2.3:9000</strong>" in page
    root.post("/setup/", dict(FORM, endpoint_url="http://10.1.2.3:9000/v1"))
    assert egress_consent_get().host == "10.1.2.3:9000" and setting_get("llm.egress_ack") is True

    # Larger bounds than agreed: asked again.
    root.post("/setup/", dict(FORM, endpoint_url="http://10.1.2.3:9000/v1", max_docs="12"))
    assert setting_get("llm.egress_ack") is False
    # Unticking withdraws.
    root.post("/setup/", dict(FORM, endpoint_url="http://10.1.2.3:9000/v1", max_docs="12"))
    root.post("/setup/", dict(FORM, endpoint_url="http://10.1.2.3:9000/v1", max_docs="12", egress_ack=""))
    assert egress_consent_get() is None and setting_get("llm.egress_ack") is False


@pytest.mark.django_db(transaction=True)
@pytest.mark.timeout(300)
def test_ask_off_deletes_the_embeddings_and_on_rebuilds_them_with_progress(root, user):
    from tests.worker import Worker

    indexed_document(user, BILL, title="Acme Power bill")
    indexed_document(user, *[f"Harbor Mutual home insurance, page {n}\nRenewal date: 3 June 2025" for n in range(3)],
                     title="Policy")
    before = {c.pk: np.array(c.embedding) for c in Chunk.objects.all()}
    assert len(before) >= 2 and all(v is not None for v in before.values())

    page = root.post("/setup/", {"action": "ask_off"}, follow=True).content.decode()
    assert f"The index of meaning was deleted ({len(before)} passage embeddings)" in page
    assert Chunk.objects.exclude(embedding=None).count() == 0
    assert 'id="ask-state">off' in page
    response = ask(user, "What is the amount due on the Acme Power bill?")
    assert response.answer is None and response.reason == "ask_off" and response.excerpts == []

    page = root.post("/setup/", {"action": "ask_on"}, follow=True).content.decode()
    assert f"Rebuilding the index of meaning ({len(before)} passages)" in page
    assert f'<progress id="rebuild-progress" max="{len(before)}" value="0"' in page
    assert root.get("/setup/index-progress").json() == {"done": 0, "total": len(before), "enabled": True}
    worker = Worker().start()
    try:
        deadline = time.monotonic() + 120
        while root.get("/setup/index-progress").json()["done"] < len(before):
            assert time.monotonic() < deadline, "the rebuild did not finish"
            time.sleep(0.5)
    finally:
        worker.stop()
    after = {c.pk: np.array(c.embedding) for c in Chunk.objects.all()}
    assert all(np.allclose(before[pk], after[pk], atol=1e-5) for pk in before)
    assert 'id="rebuild-progress"' not in root.get("/setup/").content.decode()
    assert "84.20" in (ask(user, "What is the amount due on the Acme Power bill?").answer or "")
