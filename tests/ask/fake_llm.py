"""A scripted LLM endpoint on 127.0.0.1 for tests: real HTTP, both protocols, every request recorded.

It answers ``POST …/chat/completions`` (OpenAI-compatible) and ``POST /api/chat`` (Ollama). Each
request takes the next scripted Reply from a queue; an empty queue answers 500.

    with FakeLLM() as llm:
        llm.script(Reply.of_json({"answer": "…", "cited": [1], "confidence": 0.9}))
        config = LLMConfig(endpoint_url=llm.url("openai"), …)
"""
import json
import queue
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Reply:
    """One scripted response: ``content`` is the model's text, wrapped in the protocol's envelope;
    otherwise ``body`` (a dict is sent as JSON, a str as is) with ``status``. ``delay_s`` is waited
    before answering (to force a client timeout)."""

    status: int = 200
    body: dict | str | None = None
    content: str | None = None
    delay_s: float = 0.0

    @classmethod
    def of_content(cls, text: str, **kw) -> "Reply":
        return cls(content=text, **kw)

    @classmethod
    def of_json(cls, reply: dict, **kw) -> "Reply":
        """The model replying with ``reply`` serialised as JSON."""
        return cls(content=json.dumps(reply), **kw)


@dataclass
class Request:
    path: str
    headers: dict
    raw: bytes
    body: dict | None = field(default=None)


def _envelope(path: str, content: str) -> dict:
    if path.endswith("/api/chat"):
        return {"model": "fake", "created_at": "2026-01-01T00:00:00Z",
                "message": {"role": "assistant", "content": content}, "done": True, "done_reason": "stop"}
    return {"id": "chatcmpl-fake", "object": "chat.completion", "created": 0, "model": "fake",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}}


class FakeLLM:
    """The server; a context manager. ``requests`` lists what it received, in order."""

    def __init__(self):
        self.replies: queue.Queue[Reply] = queue.Queue()
        self.requests: list[Request] = []
        self._stop = threading.Event()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                try:
                    body = json.loads(raw)
                except ValueError:
                    body = None
                fake.requests.append(Request(self.path, dict(self.headers), raw, body))
                try:
                    reply = fake.replies.get_nowait()
                except queue.Empty:
                    reply = Reply(status=500, body={"error": "no scripted reply"})
                if reply.delay_s and fake._stop.wait(reply.delay_s):
                    return
                if reply.content is not None:
                    payload = json.dumps(_envelope(self.path, reply.content)).encode()
                elif isinstance(reply.body, dict):
                    payload = json.dumps(reply.body).encode()
                else:
                    payload = (reply.body or "").encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        # A short poll interval keeps shutdown (once per test) quick.
        self._thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.02},
                                        daemon=True)

    def url(self, api: str) -> str:
        """The base URL a user would configure: …/v1 for "openai", the bare host for "ollama"."""
        return f"http://127.0.0.1:{self.port}" + ("/v1" if api == "openai" else "")

    def script(self, *replies: Reply) -> None:
        for reply in replies:
            self.replies.put(reply)

    def __enter__(self) -> "FakeLLM":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self.server.shutdown()
        self.server.server_close()
