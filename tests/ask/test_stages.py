"""Answers in stages through the API against the real database and a real HTTP endpoint on 127.0.0.1
(tests/ask/fake_llm.py): the offline answer at once, the model's when it arrives and passes the checks,
and the offline answer with a note when the model times out, is unreachable or states an unprinted figure."""
import time

import pytest
from rest_framework.test import APIClient

from archive.config import setting_set
from ask.jobs import ask_job_state
from ask.models import AskJob
from tests.ask.fake_llm import Reply
from tests.factories import indexed_document

pytestmark = pytest.mark.django_db(transaction=True)  # the stage runs on its own thread and connection

BILL = ("Acme Power electricity bill\nAccount 5521\nAmount due: $84.20\nDue date: 12 March 2025\n"
        "Thank you for paying on time.")
QUESTION = "What is the amount due on the Acme Power electricity bill?"


def _client(user) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def _poll(client, url: str, *, timeout_s: float = 20) -> dict:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        state = client.get(url).json()
        if state["status"] == "done":
            return state
        time.sleep(0.1)
    raise AssertionError("the stage never finished")


def test_offline_answer_first_then_the_models_answer_replaces_it(user, configured_llm):
    doc = indexed_document(user, BILL, title="Acme Power bill")
    configured_llm.script(Reply.of_json({"answer": "The amount due is $84.20, by 12 March 2025.", "cited": [1],
                                         "confidence": 0.9}, delay_s=1.5))
    client = _client(user)
    started = time.monotonic()
    first = client.post("/api/ask", {"question": QUESTION, "wait": False}, format="json").json()
    assert time.monotonic() - started < 1.5  # did not wait for the model
    assert first["backend"] == "offline-extractive" and "84.20" in first["answer"]
    stage = first["stage"]
    assert stage["status"] == "pending" and stage["model"] == "fake" and stage["documents"] == 1
    state = _poll(client, stage["poll_url"])
    final = state["response"]
    assert final["backend"] == "llm-openai" and final["answer"] == "The amount due is $84.20, by 12 March 2025."
    assert final["cited_doc_ids"] == [doc.pk]
    assert len(configured_llm.requests) == 1


def test_model_timeout_keeps_the_offline_answer_with_a_note(user, configured_llm):
    indexed_document(user, BILL, title="Acme Power bill")
    setting_set("ASK_TIMEOUT", "1")
    configured_llm.script(Reply.of_json({"answer": "late", "cited": [1], "confidence": 1}, delay_s=4))
    client = _client(user)
    first = client.post("/api/ask", {"question": QUESTION, "wait": False}, format="json").json()
    final = _poll(client, first["stage"]["poll_url"])["response"]
    assert final["backend"] == "offline-extractive" and final["answer"] == first["answer"]
    assert any("did not answer within 1 s" in n and "offline answer" in n for n in final["notes"])


def test_unprinted_figure_drops_the_models_answer(user, configured_llm):
    indexed_document(user, BILL, title="Acme Power bill")
    configured_llm.script(Reply.of_json({"answer": "You owe $94.20.", "cited": [1], "confidence": 0.95}))
    body = _client(user).post("/api/ask", {"question": QUESTION}, format="json").json()  # wait: the default
    assert body["backend"] == "offline-extractive" and "84.20" in body["answer"] and "94.20" not in body["answer"]
    assert any("does not print" in n or "do not print" in n for n in body["notes"])
    assert any("$94.20" in n for n in body["notes"]) and body["stage"] is None


def test_unreachable_endpoint_keeps_the_offline_answer(user):
    setting_set("llm.endpoint_url", "http://127.0.0.1:9/v1")
    setting_set("llm.model", "fake")
    setting_set("llm.egress_ack", "true")
    setting_set("ask.llm_offline_kinds", "")
    indexed_document(user, BILL, title="Acme Power bill")
    body = _client(user).post("/api/ask", {"question": QUESTION}, format="json").json()
    assert "84.20" in body["answer"] and body["backend"] == "offline-extractive"
    assert any("could not be reached" in n for n in body["notes"])


def test_no_stage_without_a_model_and_another_users_job_is_not_found(user, other_user, configured_llm):
    indexed_document(user, BILL, title="Acme Power bill")
    setting_set("llm.egress_ack", "false")
    first = _client(user).post("/api/ask", {"question": QUESTION, "wait": False}, format="json").json()
    assert first["stage"] is None and configured_llm.requests == []
    setting_set("llm.egress_ack", "true")
    configured_llm.script(Reply.of_json({"answer": None, "cited": [], "confidence": 0, "reason": "none"}))
    first = _client(user).post("/api/ask", {"question": QUESTION, "wait": False}, format="json").json()
    assert _client(other_user).get(first["stage"]["poll_url"]).status_code == 404
    final = _poll(_client(user), first["stage"]["poll_url"])["response"]
    assert final["answer"] == first["answer"]  # the model found nothing: the offline answer stands
    assert any("found no answer" in n for n in final["notes"])


def test_a_job_whose_thread_died_is_reported_lost(user):
    from django.utils import timezone

    job = AskJob.objects.create(user=user, offline={"answer": "x", "notes": []}, model="m", documents=2,
                                deadline=timezone.now())
    state = ask_job_state(job)
    assert state["status"] == "done" and "was lost" in state["response"]["notes"][-1]


def test_mcp_ask_returns_the_best_answer_within_its_time_budget(user, configured_llm):
    from ask.mcp_server import tool_ask

    indexed_document(user, BILL, title="Acme Power bill")
    configured_llm.script(Reply.of_json({"answer": "$84.20 by 12 March 2025.", "cited": [1],
                                         "confidence": 0.9}, delay_s=0.2),
                          Reply.of_json({"answer": "$84.20", "cited": [1], "confidence": 0.9}, delay_s=3))
    in_time = tool_ask(user, QUESTION, budget_s=10)
    assert in_time["backend"] == "llm-openai"
    started = time.monotonic()
    late = tool_ask(user, QUESTION, budget_s=0.5)
    assert time.monotonic() - started < 2.5
    assert late["backend"] == "offline-extractive" and "84.20" in late["answer"]
    assert any("still reading 1 documents" in n for n in late["notes"])


def test_kinds_the_local_model_does_worse_are_routed_to_the_offline_answer(user, configured_llm):
    indexed_document(user, BILL, title="Acme Power bill")
    setting_set("ask.llm_offline_kinds", "amount,lookup,party")
    first = _client(user).post("/api/ask", {"question": QUESTION, "wait": False}, format="json").json()
    assert first["stage"] is None and "84.20" in first["answer"]  # an amount question: offline only
    configured_llm.script(Reply.of_json({"answer": "It is due on 12 March 2025.", "cited": [1], "confidence": 0.9}))
    first = _client(user).post("/api/ask", {"question": "When is the Acme Power bill due?", "wait": False},
                               format="json").json()
    assert first["stage"] is not None  # a date question: the model reads
    assert _poll(_client(user), first["stage"]["poll_url"])["response"]["backend"] == "llm-openai"
    assert len(configured_llm.requests) == 1
