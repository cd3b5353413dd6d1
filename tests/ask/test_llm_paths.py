"""The LLM answering path end to end against a real HTTP server on 127.0.0.1 (tests/ask/fake_llm.py)."""
import json
import re
import socket
import time
from dataclasses import replace
from datetime import date

import pytest

from archive.llm import LLMConfig, llm_chat, llm_test_connection
from ask.llm import llm_answer
from ask.prompt import ANSWER_CHARS, answer_schema, build_messages, clip_excerpt
from ask.types import Excerpt

from .fake_llm import FakeLLM, Reply

AS_OF = date(2026, 12, 1)
QUESTION = "How much is the Acme Power bill and when is it due?"
BOUND = 400
TAIL = "TAILMARKER-not-to-be-sent"


def _excerpts(count: int = 3) -> list[Excerpt]:
    texts = [
        "Acme Power electricity bill. Amount due $1,053.52 by December 28, 2026. Account 55-1234. "
        + "Usage details follow. " * 60 + TAIL,
        "Geico auto policy renewal on March 3, 2027. Premium 612.40 for six months.",
        "Water bill from City of Springfield, $84.10 paid on 2026-11-02.",
    ]
    return [
        Excerpt(number=i + 1, doc_id=7340019 + 1111 * i, title=f"Household paper {i + 1}",
                document_date=date(2026, 11, 1 + i), page=i + 2, text=texts[i % len(texts)],
                snippet=f"<mark>snippet-{i}</mark>", original_filename=f"scan-{i}-private.pdf")
        for i in range(count)
    ]


@pytest.fixture
def fake():
    with FakeLLM() as server:
        yield server


@pytest.fixture(params=["openai", "ollama"])
def api(request):
    return request.param


def _config(fake: FakeLLM, api: str, **overrides) -> LLMConfig:
    config = LLMConfig(endpoint_url=fake.url(api), api=api, model="test-model", api_key="sk-test-123",
                       egress_ack=True, timeout_s=5.0, max_tokens=512, excerpt_chars=BOUND)
    return replace(config, **overrides)


def _assert_request_clean(request, excerpts: list[Excerpt], *, bound: int = BOUND) -> None:
    """The endpoint got the question and clipped excerpts, and nothing that identifies a document."""
    raw = request.raw.decode()
    for excerpt in excerpts:
        assert str(excerpt.doc_id) not in raw
        assert excerpt.original_filename not in raw
        assert excerpt.snippet not in raw
    assert TAIL not in raw
    messages = request.body["messages"]
    sent = re.findall(r'Excerpt: """(.*?)"""', messages[1]["content"], re.DOTALL)
    assert len(sent) == len(excerpts)
    assert all(len(text) <= bound for text in sent)
    clipped = [replace(e, text=clip_excerpt(e.text, bound)) for e in excerpts]
    assert messages == build_messages(QUESTION, clipped, as_of=AS_OF, excerpt_chars=bound)
    assert "Today's date: 2026-12-01" in messages[1]["content"]


def test_cited_answer(fake, api):
    excerpts = _excerpts()
    fake.script(Reply.of_json({"answer": "You owe $1,053.52 to Acme Power, due 2026-12-28.", "cited": [1],
                               "confidence": 0.9, "reason": None}))
    answer = llm_answer(QUESTION, excerpts, as_of=AS_OF, config=_config(fake, api))

    assert answer.answer == "You owe $1,053.52 to Acme Power, due 2026-12-28."
    assert answer.cited == [excerpts[0].doc_id]
    assert answer.cited_pages == {excerpts[0].doc_id: 2}
    assert answer.confidence == 0.9
    assert answer.reason is None and answer.notes == []
    assert answer.backend == f"llm-{api}"

    [request] = fake.requests
    _assert_request_clean(request, excerpts)
    body = request.body
    assert body["model"] == "test-model"
    if api == "openai":
        assert request.path == "/v1/chat/completions"
        assert request.headers["Authorization"] == "Bearer sk-test-123"
        assert body["response_format"]["type"] == "json_schema"
        schema = body["response_format"]["json_schema"]["schema"]
        assert body["max_tokens"] == 512
    else:
        assert request.path == "/api/chat"
        schema = body["format"]
        assert body["stream"] is False
        assert body["options"]["num_predict"] == 512
    # Only the numbers that were sent can be cited, and the texts are bounded, whatever the model does.
    assert schema == answer_schema([e.number for e in excerpts])
    assert schema["properties"]["cited"]["items"]["enum"] == [1, 2, 3]
    assert schema["properties"]["answer"]["maxLength"] == ANSWER_CHARS


def test_excerpts_are_clipped_to_a_small_bound(fake, api):
    excerpts = _excerpts()
    fake.script(Reply.of_json({"answer": "Acme Power.", "cited": [1], "confidence": 0.5}))
    llm_answer(QUESTION, excerpts, as_of=AS_OF, config=_config(fake, api, excerpt_chars=120))
    _assert_request_clean(fake.requests[0], excerpts, bound=120)


def test_numbers_never_sent_are_dropped(fake, api):
    excerpts = _excerpts()
    fake.script(Reply.of_json({"answer": "Acme Power bill.", "cited": [7, 1, 0, -2], "confidence": 0.8}))
    answer = llm_answer(QUESTION, excerpts, as_of=AS_OF, config=_config(fake, api))
    assert answer.cited == [excerpts[0].doc_id]
    assert any("-2, 0, 7" in note for note in answer.notes)


def test_only_unsent_numbers_is_no_valid_citation(fake, api):
    fake.script(Reply.of_json({"answer": "Acme Power bill.", "cited": [4, 9], "confidence": 0.8}))
    answer = llm_answer(QUESTION, _excerpts(), as_of=AS_OF, config=_config(fake, api))
    assert answer.answer is None
    assert answer.reason == "no_valid_citation"
    assert answer.cited == []


def test_duplicate_numbers_are_deduped(fake, api):
    excerpts = _excerpts()
    fake.script(Reply.of_json({"answer": "Acme Power and Geico.", "cited": [2, 2, 1, 2, 1], "confidence": 0.7}))
    answer = llm_answer(QUESTION, excerpts, as_of=AS_OF, config=_config(fake, api))
    assert answer.cited == [excerpts[1].doc_id, excerpts[0].doc_id]


def test_ten_citations_are_capped_at_eight(fake, api):
    excerpts = _excerpts(10)
    fake.script(Reply.of_json({"answer": "They are all household papers.", "cited": list(range(1, 11)),
                               "confidence": 0.6}))
    answer = llm_answer(QUESTION, excerpts, as_of=AS_OF, config=_config(fake, api))
    assert answer.cited == [e.doc_id for e in excerpts[:8]]
    assert len(answer.cited_pages) == 8
    _assert_request_clean(fake.requests[0], excerpts)


def test_no_citations_is_no_valid_citation(fake, api):
    fake.script(Reply.of_json({"answer": "You owe $1,053.52.", "cited": [], "confidence": 0.9}))
    answer = llm_answer(QUESTION, _excerpts(), as_of=AS_OF, config=_config(fake, api))
    assert (answer.answer, answer.reason) == (None, "no_valid_citation")


def test_null_answer_is_not_in_excerpts(fake, api):
    fake.script(Reply.of_json({"answer": None, "cited": [], "confidence": 0,
                               "reason": "No excerpt mentions a gas bill."}))
    answer = llm_answer("What was the gas bill?", _excerpts(), as_of=AS_OF, config=_config(fake, api))
    assert (answer.answer, answer.reason) == (None, "not_in_excerpts")
    assert any("gas bill" in note for note in answer.notes)


@pytest.mark.parametrize("content", [
    "Sure! You owe $1,053.52 according to document 1.",
    '{"answer": "You owe $1,053.52", "cited": [1], "confidence": 0.9',  # cut off
    '{"cited": [1], "confidence": 0.9}',  # no answer field
    '{"answer": "You owe $1,053.52", "cited": "1", "confidence": 0.9}',  # ill-typed cited
])
def test_malformed_reply_is_llm_malformed(fake, api, content):
    fake.script(Reply.of_content(content))
    answer = llm_answer(QUESTION, _excerpts(), as_of=AS_OF, config=_config(fake, api))
    assert (answer.answer, answer.reason) == (None, "llm_malformed")
    assert answer.notes and fake.url(api) in answer.notes[0]


def test_non_chat_body_is_llm_malformed(fake, api):
    fake.script(Reply(status=200, body="<html>not json</html>"), Reply(status=200, body={"unexpected": True}))
    for _ in range(2):
        answer = llm_answer(QUESTION, _excerpts(), as_of=AS_OF, config=_config(fake, api))
        assert answer.reason == "llm_malformed"


@pytest.mark.parametrize("wrap", [
    "```json\n{}\n```",
    "Here is the JSON you asked for:\n```\n{}\n```\nLet me know if you need more.",
    "The answer is {} as requested.",
])
def test_json_in_prose_or_fences_is_parsed(fake, api, wrap):
    reply = json.dumps({"answer": "You owe $1,053.52.", "cited": [1], "confidence": 0.8})
    fake.script(Reply.of_content(wrap.replace("{}", reply)))
    answer = llm_answer(QUESTION, _excerpts(), as_of=AS_OF, config=_config(fake, api))
    assert answer.answer == "You owe $1,053.52."
    assert answer.confidence == 0.8


def test_invented_amount_lowers_confidence(fake, api):
    excerpts = _excerpts()
    fake.script(Reply.of_json({"answer": "You owe $1,153.52 by December 28, 2026.", "cited": [1],
                               "confidence": 0.95}))
    answer = llm_answer(QUESTION, excerpts, as_of=AS_OF, config=_config(fake, api))
    assert answer.answer == "You owe $1,153.52 by December 28, 2026."
    assert answer.confidence <= 0.3
    assert answer.reason == "grounding_failed"
    assert any("$1,153.52" in note for note in answer.notes)


def test_timeout_is_llm_timeout(fake, api):
    fake.script(Reply.of_json({"answer": "late", "cited": [1], "confidence": 1}, delay_s=5))
    started = time.monotonic()
    answer = llm_answer(QUESTION, _excerpts(), as_of=AS_OF, config=_config(fake, api, timeout_s=0.5))
    assert time.monotonic() - started < 3
    assert (answer.answer, answer.reason) == (None, "llm_timeout")
    assert "0.5 s" in answer.notes[0]


def test_server_error_is_llm_http_error(fake, api):
    fake.script(Reply(status=500, body={"error": "model crashed"}))
    answer = llm_answer(QUESTION, _excerpts(), as_of=AS_OF, config=_config(fake, api))
    assert (answer.answer, answer.reason) == (None, "llm_http_error")
    assert "HTTP 500" in answer.notes[0]


@pytest.mark.parametrize("status", [401, 403])
def test_refusal_is_llm_refused(fake, api, status):
    fake.script(Reply(status=status, body={"error": "invalid api key"}))
    answer = llm_answer(QUESTION, _excerpts(), as_of=AS_OF, config=_config(fake, api))
    assert (answer.answer, answer.reason) == (None, "llm_refused")
    assert f"HTTP {status}" in answer.notes[0]


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_connection_refused_is_llm_unreachable(api):
    url = f"http://127.0.0.1:{_closed_port()}" + ("/v1" if api == "openai" else "")
    config = LLMConfig(endpoint_url=url, api=api, model="m", egress_ack=True, timeout_s=2)
    answer = llm_answer(QUESTION, _excerpts(), as_of=AS_OF, config=config)
    assert (answer.answer, answer.reason) == (None, "llm_unreachable")
    assert answer.notes == [f"The language model at {url} could not be reached (connection refused); "
                            "exact search still works and the retrieved excerpts are below."]


def test_egress_not_acknowledged_sends_nothing(fake, api):
    fake.script(Reply.of_json({"answer": "x", "cited": [1], "confidence": 1}))
    answer = llm_answer(QUESTION, _excerpts(), as_of=AS_OF, config=_config(fake, api, egress_ack=False))
    assert (answer.answer, answer.reason) == (None, "egress_not_acknowledged")
    ok, _ = llm_test_connection(_config(fake, api, egress_ack=False))
    assert not ok
    assert fake.requests == []


def _requested_format(request):
    if "response_format" in request.body:
        return request.body["response_format"]["type"]
    if "format" in request.body:
        return "json_schema" if isinstance(request.body["format"], dict) else request.body["format"]
    return None


def test_format_falls_back_on_400(fake, api):
    fake.script(Reply(status=400, body={"error": "response_format json_schema not supported"}),
                Reply.of_json({"answer": "Acme Power.", "cited": [1], "confidence": 0.7}))
    answer = llm_answer(QUESTION, _excerpts(), as_of=AS_OF, config=_config(fake, api))
    assert answer.cited == [_excerpts()[0].doc_id]
    plain = "json_object" if api == "openai" else "json"
    assert [_requested_format(r) for r in fake.requests] == ["json_schema", plain]


def test_repeated_400_is_llm_http_error_after_one_round_of_fallbacks(fake, api):
    fake.script(*[Reply(status=400, body={"error": "bad request"})] * 4)
    answer = llm_answer(QUESTION, _excerpts(), as_of=AS_OF, config=_config(fake, api))
    assert answer.reason == "llm_http_error"
    plain = "json_object" if api == "openai" else "json"
    assert [_requested_format(r) for r in fake.requests] == ["json_schema", plain, None]


def test_test_connection(fake, api):
    fake.script(Reply.of_content("ok"), Reply(status=401, body={"error": "no"}))
    ok, message = llm_test_connection(_config(fake, api))
    assert ok and "test-model" in message
    ok, message = llm_test_connection(_config(fake, api))
    assert not ok and "HTTP 401" in message
    assert all("messages" in r.body and len(r.raw) < 500 for r in fake.requests)


def test_llm_chat_returns_raw_text(fake, api):
    fake.script(Reply.of_content("plain words"))
    messages = [{"role": "user", "content": "hi"}]
    assert llm_chat(messages, config=_config(fake, api), schema=None) == "plain words"
    body = fake.requests[0].body
    assert "response_format" not in body and "format" not in body
