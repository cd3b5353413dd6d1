"""The MCP server (official ``mcp`` SDK, 2.x): tools ``ask``, ``search`` and ``get_document`` for
assistants, with the API's visibility rules, because they call the same plain functions
(``ask.service.ask``, ``ask.search.search_documents``, ``archive.access.document_get_visible``).

An assistant is an egress (its model provider reads whatever a tool returns), so every tool applies
Ask's sensitivity rule: confidential and restricted documents, and attachments of such documents, are
out of ``search`` and ``get_document`` as they are out of ``ask``, unless an admin turned
``ask.include_sensitive`` on (:func:`mcp_include_sensitive`).

Two transports:
* stdio, for a desktop assistant: ``python manage.py mcp --user USER`` (the process acts as USER);
* streamable HTTP at ``/mcp`` for remote assistants, authenticated per request by a DRF API token
  (``Authorization: Bearer <key>`` or ``Token <key>``; anything else → 401). Served by
  ``uvicorn archive.asgi:application`` (with the rest of the app) or ``python manage.py mcp --http``.

Tool results are JSON objects (structured content, also sent as JSON text). Anticipated failures
(bad input, a document you cannot open: ``archive.errors.ShoeboxError``) come back as tool errors
(``is_error``) with their message (:func:`_run_tool`).
"""
import json
import logging
from typing import Annotated, Any

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import close_old_connections
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.transport_security import TransportSecuritySettings
from pydantic import Field

log = logging.getLogger(__name__)

#: get_document without ``page``: page texts are cut once their total passes this (characters)
DOCUMENT_TEXT_BUDGET = 20_000
MCP_PATH = "/mcp"
MAX_MCP_BODY_BYTES = 64 * 1024  # one JSON-RPC message; the tools take short arguments
#: Seconds the ask tool waits for the language model's stage before returning the offline answer.
ASK_BUDGET_S = 25.0

INSTRUCTIONS = (
    "Shoebox is a household paper archive. Use `ask` for questions (the answer comes with checked citations: "
    "quote them, and say when `answer` is null), `search` for exact words or numbers, and `get_document` to "
    "read a cited page. Only documents the signed-in user may open are ever returned; confidential and "
    "restricted ones only when the archive's admin allowed them for assistants."
)


def _in_thread(fn, *args, **kwargs):
    """Run a Django ORM function from async code (one thread, fresh connections as Django would)."""

    def call():
        close_old_connections()
        try:
            return fn(*args, **kwargs)
        finally:
            close_old_connections()

    return sync_to_async(call, thread_sensitive=True)()


def _run_tool(fn, *args, **kwargs):
    """``fn(*args, **kwargs)`` in a thread (:func:`_in_thread`); a domain error (``ShoeboxError``) becomes a
    tool error carrying its message, the one place MCP renders them."""
    from archive.errors import ShoeboxError

    def call():
        try:
            return fn(*args, **kwargs)
        except ShoeboxError as exc:
            raise ToolError(exc.message) from None

    return _in_thread(call)


# --- plain functions (sync, testable without MCP) -----------------------------------------------------
def user_from_authorization(header: str | None):
    """The active user whose API token is in an ``Authorization`` header value, or None."""
    from archive.tokens import token_from_header, user_for_token

    return user_for_token(token_from_header(header))


def mcp_include_sensitive(user) -> bool:
    """Whether MCP tools may return confidential/restricted documents to ``user``'s assistant: Ask's
    rule, the archive setting ``ask.include_sensitive`` (no per-request override over MCP)."""
    from archive.access import retrieval_include_sensitive

    return retrieval_include_sensitive(user)


def tool_ask(user, question: str, max_docs: int | None = None, *, budget_s: float | None = None,
             previous_question: str | None = None) -> dict:
    """``ask.service.ask`` as a dict (the ``POST /api/ask`` body): the best answer within ``budget_s``
    seconds (default ASK_BUDGET_S): the language model's if its stage finishes in time, else the offline
    answer with a note. Raises ToolError when ``user`` is over the ``ask`` rate (shared with the API and
    the portal) and AskInputError (a ShoeboxError) on bad input."""
    from archive.throttles import AskThrottle, throttle_wait
    from ask.jobs import ask_job_wait, ask_with_stages, pending_note

    wait = throttle_wait(AskThrottle, user)
    if wait is not None:
        raise ToolError(f"throttled: too many questions; try again in {int(wait)} seconds")
    offline, job = ask_with_stages(user, question, max_docs=max_docs, previous_question=previous_question)
    if job is None:
        return offline.to_dict()
    state = ask_job_wait(user, job.pk, budget_s=ASK_BUDGET_S if budget_s is None else budget_s)
    return state["response"] if state["status"] == "done" else pending_note(state)


def tool_search(user, query: str, limit: int = 20) -> dict:
    """``{"results": [...]}`` as ``GET /api/search``. Raises SearchQueryError (a ShoeboxError) for an
    empty/over-long query."""
    from ask.search import search_documents

    return {"results": search_documents(user, query, limit=limit, include_sensitive=mcp_include_sensitive(user))}


def tool_get_document(user, doc_id: int, page: int | None = None) -> dict:
    """A visible document's metadata and page texts: one page when ``page`` is given, else all pages up
    to ``DOCUMENT_TEXT_BUDGET`` characters (``truncated`` says so). Raises ToolError when the document
    does not exist, ``user`` may not open it, or it is confidential/restricted while inclusion is off
    (none told apart), or the page does not exist."""
    from archive.access import DocumentNotVisible, document_get_visible
    from archive.links import document_url

    try:
        doc = document_get_visible(user, doc_id, include_sensitive=mcp_include_sensitive(user))
    except DocumentNotVisible:
        raise ToolError(f"no document {doc_id} that you can open") from None
    pages = doc.pages.order_by("number")
    if page is not None:
        pages = pages.filter(number=page)
        if not pages.exists():
            raise ToolError(f"document {doc_id} has no page {page} (it has {doc.page_count})")
    out_pages, used, truncated = [], 0, False
    for p in pages:
        text = p.text
        if page is None and used + len(text) > DOCUMENT_TEXT_BUDGET:
            text, truncated = text[: max(0, DOCUMENT_TEXT_BUDGET - used)], True
        used += len(text)
        out_pages.append({"number": p.number, "source": p.source, "ocr_confidence": p.ocr_confidence,
                          "text": text, "url": document_url(doc.pk, page=p.number)})
        if truncated:
            break
    return {
        "doc_id": doc.pk, "title": doc.title, "original_filename": doc.original_filename,
        "mime_type": doc.mime_type, "document_date": doc.document_date.isoformat() if doc.document_date else None,
        "added_at": doc.added_at.isoformat(), "sensitivity": doc.sensitivity, "status": doc.status,
        "failure_reason": doc.failure_reason, "page_count": doc.page_count, "owner": doc.owner.username,
        "pages": out_pages, "truncated": truncated,
    }


# --- the server ---------------------------------------------------------------------------------------
def build_server(user_id: int | None = None) -> MCPServer:
    """An MCPServer with the three tools. ``user_id`` fixes the acting user (stdio); None resolves the
    user from each HTTP request's ``Authorization`` header (streamable HTTP)."""
    server = MCPServer("shoebox", title="Shoebox", instructions=INSTRUCTIONS, version="1.0.0",
                       log_level="WARNING")

    async def current_user(ctx: Context):
        if user_id is not None:
            from django.contrib.auth import get_user_model

            user = await _in_thread(lambda: get_user_model().objects.filter(pk=user_id, is_active=True).first())
        else:
            headers = ctx.headers or {}
            user = await _in_thread(user_from_authorization, headers.get("authorization"))
        if user is None:
            raise ToolError("not authenticated: send 'Authorization: Bearer <API token>'")
        return user

    @server.tool(description=(
        "Answer a question from the user's documents. Returns {answer (null when nothing supports one), "
        "reason, citations: [{doc_id, title, original_filename, document_date, page, snippet, url}], "
        "confidence 0..1, excerpts, summary, notes, indexed_through}. Cite the citations, not the excerpts."))
    async def ask(question: Annotated[str, Field(description="the question, at most 1000 characters")],
                  ctx: Context,
                  max_docs: Annotated[int | None, Field(ge=1, le=20, description="documents to read (1-20)")] = None,
                  previous_question: Annotated[str | None, Field(
                      description="the question this one follows up, if any (nothing is remembered between "
                                  "calls)")] = None,
                  ) -> dict[str, Any]:
        user = await current_user(ctx)
        return await _run_tool(tool_ask, user, question, max_docs, previous_question=previous_question)

    @server.tool(description=(
        "Exact full-text search (every word must match; quotes, OR and -word work). Returns {results: "
        "[{doc_id, title, original_filename, document_date, page, snippet (HTML, <mark> around matches), "
        "rank, url}]}, best first."))
    async def search(query: Annotated[str, Field(description="words to find, 1-500 characters")], ctx: Context,
                     limit: Annotated[int, Field(ge=1, le=100, description="at most this many documents")] = 20,
                     ) -> dict[str, Any]:
        user = await current_user(ctx)
        return await _run_tool(tool_search, user, query, limit)

    @server.tool(description=(
        "Read one document the user can open: metadata and page texts (one page with `page`, else all "
        "pages up to 20000 characters; `truncated` tells)."))
    async def get_document(doc_id: Annotated[int, Field(description="the document id (doc_id in results)")],
                           ctx: Context,
                           page: Annotated[int | None, Field(ge=1, description="1-based page number")] = None,
                           ) -> dict[str, Any]:
        user = await current_user(ctx)
        return await _run_tool(tool_get_document, user, doc_id, page)

    return server


def _transport_security() -> TransportSecuritySettings:
    """Host-header checking from Django's ALLOWED_HOSTS (off when it contains '*')."""
    hosts = [h for h in settings.ALLOWED_HOSTS if h]
    if "*" in hosts or not hosts:
        return TransportSecuritySettings(enable_dns_rebinding_protection=False)
    allowed = [v for h in hosts for v in (h, f"{h}:*")]
    origins = [f"{scheme}://{v}" for scheme in ("http", "https") for v in allowed]
    return TransportSecuritySettings(enable_dns_rebinding_protection=True, allowed_hosts=allowed,
                                     allowed_origins=origins)


class TokenAuthMiddleware:
    """ASGI middleware in front of the MCP HTTP app: refuses any HTTP request without a valid API token
    with 401 and the API's JSON error shape. Lifespan events pass through."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http":
            header = next((v.decode("latin-1") for k, v in scope.get("headers", []) if k == b"authorization"), None)
            user = await _in_thread(user_from_authorization, header)
            if user is None:
                body = json.dumps({"error": {"code": "authentication_failed", "message": (
                    "a valid API token is required: 'Authorization: Bearer <key>'")}}).encode()
                await send({"type": "http.response.start", "status": 401, "headers": [
                    (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                    (b"www-authenticate", b'Bearer realm="shoebox"')]})
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


def mcp_http_app():
    """The streamable-HTTP MCP ASGI app (path ``/mcp``), stateless JSON responses, behind token auth.
    Mount it at the root (it routes ``/mcp`` itself) and forward ASGI lifespan events to it."""
    server = build_server(None)
    app = server.streamable_http_app(streamable_http_path=MCP_PATH, stateless_http=True, json_response=True,
                                     transport_security=_transport_security(),
                                     max_request_body_size=MAX_MCP_BODY_BYTES)
    return TokenAuthMiddleware(app)
