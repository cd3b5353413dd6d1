"""The LLM transport, shared by Ask's answerer and ingest's payment extractor: the endpoint's
configuration, its errors, one chat call (OpenAI-compatible or Ollama), the connection test, and the
tolerant scanning of JSON out of a model's reply.

Nothing is sent until the operator has acknowledged egress (``llm.egress_ack``). Only sizes, timings
and status codes are logged, never document text, questions or replies. What to send (prompts,
excerpts) and what a reply means belong to the callers (``ask.llm``, ``ingest.payments_llm``).
"""
import errno
import json
import logging
import re
import socket
import time
from dataclasses import dataclass, replace

import httpx

log = logging.getLogger(__name__)

_FALLBACK_NOTE = "exact search still works and the retrieved excerpts are below."


@dataclass
class LLMConfig:
    """Where and how to ask. ``api`` is "openai" (``POST {endpoint_url}/chat/completions``, the URL
    usually ending in /v1) or "ollama" (``POST {endpoint_url}/api/chat``). ``timeout_s`` is in
    seconds and bounds each phase (connect, send, each read); ``max_tokens`` bounds the reply."""

    endpoint_url: str = ""
    api: str = "openai"
    model: str = ""
    api_key: str = ""
    egress_ack: bool = False
    timeout_s: float = 30.0
    max_tokens: int = 4096
    excerpt_chars: int = 400

    @classmethod
    def from_settings(cls) -> "LLMConfig":
        """The configuration in the settings table (with environment fallbacks). Needs the database."""
        from archive.config import setting_get

        return cls(
            endpoint_url=setting_get("llm.endpoint_url"),
            api=setting_get("llm.api"),
            model=setting_get("llm.model"),
            api_key=setting_get("llm.api_key"),
            egress_ack=setting_get("llm.egress_ack"),
            timeout_s=float(setting_get("ASK_TIMEOUT")),
            max_tokens=int(setting_get("ASK_MAX_TOKENS")),
            excerpt_chars=int(setting_get("ASK_EXCERPT_CHARS")),
        )

    @property
    def backend(self) -> str:
        return "llm-ollama" if self.api == "ollama" else "llm-openai"

    @property
    def display_url(self) -> str:
        """The endpoint URL without any user:password part, for messages."""
        try:
            return str(httpx.URL(self.endpoint_url).copy_with(username=None, password=None))
        except (httpx.InvalidURL, TypeError):
            return self.endpoint_url


class LLMError(Exception):
    """The endpoint could not give a usable reply. ``reason`` is one of :attr:`REASONS` (the same strings
    as the ``LLM_*``/``EGRESS_*`` members of ``ask.reasons.Reason``, which Ask reports them as);
    ``message`` is a sentence for the user of Ask (``detail`` plus a word on what still works);
    ``detail`` alone suits the set-up page."""

    REASONS = frozenset({"llm_not_configured", "egress_not_acknowledged", "llm_unreachable", "llm_timeout",
                         "llm_refused", "llm_http_error", "llm_malformed"})

    def __init__(self, reason: str, detail: str):
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail
        self.message = f"{detail}; {_FALLBACK_NOTE}"


def _connect_failure(exc: Exception) -> str:
    """Why a connection failed, in words, from the OSError under httpx's exception."""
    seen = exc
    while seen is not None:
        if isinstance(seen, socket.gaierror):
            return "the host name could not be resolved"
        if isinstance(seen, OSError) and seen.errno == errno.ECONNREFUSED:
            return "connection refused"
        seen = seen.__cause__ or seen.__context__
    text = str(exc).lower()
    if "refused" in text:
        return "connection refused"
    if "name or service" in text or "nodename" in text or "name resolution" in text:
        return "the host name could not be resolved"
    return "connection failed"


def _request_body(messages: list[dict], config: LLMConfig, schema: dict | None, fmt: str) -> dict:
    if config.api == "ollama":
        body = {"model": config.model, "messages": messages, "stream": False,
                "options": {"num_predict": config.max_tokens, "temperature": 0}}
        if fmt == "json_schema":
            body["format"] = schema
        elif fmt == "json_object":
            body["format"] = "json"  # Ollama before 0.5 knows only this
        return body
    body = {"model": config.model, "messages": messages, "max_tokens": config.max_tokens, "temperature": 0}
    if fmt == "json_schema":
        body["response_format"] = {"type": "json_schema",
                                   "json_schema": {"name": "answer", "schema": schema, "strict": True}}
    elif fmt == "json_object":
        body["response_format"] = {"type": "json_object"}
    return body


def _reply_text(data, api: str) -> str:
    try:
        content = data["message"]["content"] if api == "ollama" else data["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        content = None
    if not isinstance(content, str):
        raise ValueError("no message content")
    return content


def llm_chat(messages: list[dict], *, config: LLMConfig, schema: dict | None) -> str:
    """Send ``messages`` to the configured endpoint and return the model's raw reply text.

    With a ``schema``, OpenAI-compatible servers get ``response_format`` json_schema and Ollama gets
    it as ``format``; a server that rejects that with HTTP 400 is retried once asking for plain JSON
    (``{"type": "json_object"}`` / ``"json"``) and then once without a format. Raises LLMError (see
    its reasons); nothing is sent unless ``config.egress_ack`` is true.
    """
    url = config.display_url
    if not config.egress_ack:
        raise LLMError("egress_not_acknowledged",
                       f"Nothing was sent to the language model at {url}: the operator has not yet "
                       "acknowledged that excerpts leave this server")
    if not config.endpoint_url or not config.model or config.api not in ("openai", "ollama"):
        raise LLMError("llm_not_configured",
                       "The language model is not fully configured (endpoint, API and model are needed)")
    try:
        base = httpx.URL(config.endpoint_url)
    except httpx.InvalidURL:
        base = None
    if base is None or base.scheme not in ("http", "https") or not base.host:
        raise LLMError("llm_not_configured",
                       f"The language model endpoint {url!r} is not an http(s) URL")

    target = config.endpoint_url.rstrip("/") + ("/api/chat" if config.api == "ollama" else "/chat/completions")
    headers = {"Authorization": f"Bearer {config.api_key}"} if config.api_key else {}
    formats = ["json_schema", "json_object", "none"] if schema is not None else ["none"]
    # No proxies from the environment and no redirects: excerpts go to the acknowledged endpoint only.
    with httpx.Client(timeout=config.timeout_s, trust_env=False, follow_redirects=False) as client:
        for fmt in formats:
            body = _request_body(messages, config, schema, fmt)
            started = time.monotonic()
            try:
                response = client.post(target, json=body, headers=headers)
            except httpx.TimeoutException:
                log.warning("llm %s timed out after %.1f s", config.api, time.monotonic() - started)
                raise LLMError("llm_timeout", f"The language model at {url} did not answer "
                                              f"within {config.timeout_s:g} s") from None
            except httpx.TransportError as exc:
                why = _connect_failure(exc)
                log.warning("llm %s transport error: %s (%s)", config.api, why, type(exc).__name__)
                raise LLMError("llm_unreachable",
                               f"The language model at {url} could not be reached ({why})") from None
            elapsed_ms = (time.monotonic() - started) * 1000
            log.info("llm %s status=%d format=%s sent=%d B received=%d B in %.0f ms", config.api,
                     response.status_code, fmt, len(response.request.content), len(response.content), elapsed_ms)
            if response.status_code == 400 and fmt != formats[-1]:
                continue  # probably the response_format; try the next, plainer one
            break

    if response.status_code in (401, 403):
        raise LLMError("llm_refused",
                       f"The language model at {url} refused the request (HTTP {response.status_code}, "
                       "check the API key)")
    if not response.is_success:
        raise LLMError("llm_http_error",
                       f"The language model at {url} answered with HTTP {response.status_code}")
    try:
        return _reply_text(response.json(), config.api)
    except ValueError:
        raise LLMError("llm_malformed",
                       f"The language model at {url} sent a reply that is not a chat response") from None


def llm_test_connection(config: LLMConfig) -> tuple[bool, str]:
    """A tiny request (no documents) to check the endpoint, model and key. Returns (ok, message).

    Respects ``egress_ack`` like every other request. ``max_tokens`` is kept small so a paid endpoint
    costs next to nothing.
    """
    probe = replace(config, max_tokens=min(config.max_tokens, 16))
    messages = [{"role": "user", "content": "Reply with the single word: ok"}]
    started = time.monotonic()
    try:
        llm_chat(messages, config=probe, schema=None)
    except LLMError as exc:
        return False, exc.detail
    return True, (f"The language model {config.model!r} at {config.display_url} answered in "
                  f"{time.monotonic() - started:.1f} s.")


# --- tolerant JSON scanning ----------------------------------------------------------------------

_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)


def _json_objects(text: str):
    """Yield every top-level JSON object embedded in ``text``, left to right."""
    decoder = json.JSONDecoder()
    index = text.find("{")
    while index != -1:
        try:
            value, end = decoder.raw_decode(text, index)
        except json.JSONDecodeError:
            index = text.find("{", index + 1)
            continue
        if isinstance(value, dict):
            yield value
        index = text.find("{", end)


def json_candidates(text: str) -> list:
    """Every JSON value a model's reply may mean, most literal first: the whole text, each code-fenced
    block, then each JSON object found inside prose. Never raises."""
    text = (text or "").strip()
    candidates = []
    try:
        candidates.append(json.loads(text))
    except json.JSONDecodeError:
        pass
    for block in _FENCE.findall(text):
        try:
            candidates.append(json.loads(block))
        except json.JSONDecodeError:
            candidates.extend(_json_objects(block))
    candidates.extend(_json_objects(text))
    return candidates
