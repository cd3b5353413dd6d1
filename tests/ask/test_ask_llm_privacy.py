"""Ask through the service with a configured LLM endpoint (a real HTTP server on 127.0.0.1): what the
endpoint receives is only the question and bounded excerpts of documents the asker may use."""
import json

import pytest
from django.contrib.auth.models import Group

from archive.config import setting_set
from ask.service import ask
from tests.ask.fake_llm import Reply
from tests.factories import indexed_document

pytestmark = pytest.mark.django_db

LONG = "Harbor Mutual auto insurance renewal. " * 40


@pytest.fixture
def llm(configured_llm):
    return configured_llm


def _sent_text(server) -> str:
    return json.dumps([r.body for r in server.requests])


def test_endpoint_receives_only_visible_non_sensitive_bounded_excerpts(user, other_user, llm):
    mine = indexed_document(user, LONG + "Premium due December 28, 2026.", filename="mine.pdf", share_with=[])
    secret = indexed_document(user, "Harbor Mutual auto insurance renewal: SECRET-PAYSLIP-MARKER", filename="c.pdf",
                              sensitivity="confidential")
    theirs = indexed_document(other_user, "Harbor Mutual auto insurance renewal OTHER-USER-MARKER",
                              filename="theirs.pdf", share_with=[])
    llm.script(Reply.of_json({"answer": "December 28, 2026", "cited": [1], "confidence": 0.9}))
    response = ask(user, "When is my Harbor Mutual auto insurance renewal due?")
    sent = _sent_text(llm)
    assert len(llm.requests) == 1
    assert "SECRET-PAYSLIP-MARKER" not in sent and "OTHER-USER-MARKER" not in sent
    assert "mine.pdf" not in sent and f'"doc_id": {mine.pk}' not in sent
    user_message = llm.requests[0].body["messages"][-1]["content"]
    assert "When is my Harbor Mutual auto insurance renewal due?" in user_message
    assert response.answer == "December 28, 2026" and response.cited_doc_ids == [mine.pk]
    assert secret.pk not in response.cited_doc_ids and theirs.pk not in response.cited_doc_ids
    # No excerpt over the bound: the longest run of document text in the prompt is at most 400 characters.
    for excerpt in response.excerpts:
        assert len(excerpt["snippet"].replace("<mark>", "").replace("</mark>", "")) <= 400 + 50


def test_shared_group_document_is_sent_but_confidential_only_when_included(user, other_user, llm, admin_user):
    household = Group.objects.create(name="h")
    for u in (user, other_user, admin_user):
        u.groups.add(household)
    indexed_document(other_user, "Payslip net pay CONFIDENTIAL-NET-PAY 3,210.55", filename="p.pdf",
                     sensitivity="confidential")
    indexed_document(other_user, "Payslip reminder: net pay is shown on the confidential payslip", filename="n.pdf")
    llm.script(Reply.of_json({"answer": None, "cited": [], "confidence": 0, "reason": "not in excerpts"}))
    first = ask(user, "What was the payslip net pay?")
    assert len(llm.requests) == 1 and first.answer is None
    assert "CONFIDENTIAL-NET-PAY" not in _sent_text(llm)
    llm.script(Reply.of_json({"answer": "3,210.55", "cited": [1], "confidence": 0.8}))
    response = ask(admin_user, "What was the payslip net pay?", include_sensitive=True)
    assert "CONFIDENTIAL-NET-PAY" in json.dumps(llm.requests[-1].body)
    assert response.answer == "3,210.55" and response.cited_doc_ids


def test_nothing_is_sent_before_egress_is_acknowledged(user, llm):
    setting_set("llm.egress_ack", "false")
    indexed_document(user, "Harbor Mutual renewal due December 28, 2026")
    response = ask(user, "When is the Harbor Mutual renewal due?")
    assert llm.requests == []
    assert response.answer is None and response.reason == "egress_not_acknowledged"
    assert response.excerpts  # exact search results are still returned


def test_unreachable_endpoint_is_reported_and_excerpts_kept(user):
    setting_set("llm.endpoint_url", "http://127.0.0.1:9/v1")
    setting_set("llm.model", "fake")
    setting_set("llm.egress_ack", "true")
    indexed_document(user, "Harbor Mutual renewal due December 28, 2026")
    response = ask(user, "When is the Harbor Mutual renewal due?")
    assert response.answer is None and response.reason == "llm_unreachable"
    assert response.excerpts and any("could not be reached" in n for n in response.notes)


def test_phantom_citation_is_dropped(user, llm):
    doc = indexed_document(user, "Harbor Mutual renewal due December 28, 2026")
    llm.script(Reply.of_json({"answer": "December 28, 2026", "cited": [1, 7, 7], "confidence": 0.9}))
    response = ask(user, "When is the Harbor Mutual renewal due?")
    assert response.cited_doc_ids == [doc.pk]
    llm.script(Reply.of_json({"answer": "January 1, 2030", "cited": [9], "confidence": 0.9}))
    response = ask(user, "When is the Harbor Mutual renewal due?")
    assert response.answer is None and response.reason == "no_valid_citation"
