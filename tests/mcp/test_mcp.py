"""The MCP server through the official SDK client, over stdio (``manage.py mcp --user``) and over
streamable HTTP (``uvicorn archive.asgi:application``, token auth): tool listing, each tool, visibility
between users, sensitivity, and refusal of bad tokens."""
import json
import sys

import anyio
import httpx
import pytest
from django.conf import settings
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from archive.tokens import token_create
from tests.factories import indexed_document

from .conftest import server_env

pytestmark = pytest.mark.django_db(transaction=True)

RENEWAL = ("Harbor Mutual Auto Insurance\nRenewal notice\nYour policy renews on December 28, 2026. "
           "Premium due on the renewal date: $612.40")


@pytest.fixture
def archive(user, other_user):
    mine = indexed_document(user, RENEWAL, "Page two: policy number HM-5521-A", filename="renewal.pdf",
                            share_with=[])
    theirs = indexed_document(other_user, "Harbor Mutual Auto Insurance\nBob's policy HM-9999-B renews "
                              "on March 3, 2027. Premium $700.00", filename="bob.pdf", share_with=[])
    secret = indexed_document(user, "Harbor Mutual confidential settlement letter HM-7777-C", filename="secret.pdf",
                              sensitivity="confidential", share_with=[])
    return {"mine": mine, "theirs": theirs, "secret": secret}


def data(result) -> dict:
    assert not result.is_error, result.content
    if result.structured_content is not None:
        return result.structured_content
    return json.loads(result.content[0].text)


async def exercise(client, archive):
    """Every tool once, as alice; returns nothing, asserts everything."""
    mine, theirs, secret = archive["mine"].pk, archive["theirs"].pk, archive["secret"].pk
    tools = {t.name: t for t in (await client.list_tools()).tools}
    assert set(tools) == {"ask", "search", "get_document"}
    assert "question" in tools["ask"].input_schema["required"]
    assert set(tools["get_document"].input_schema["properties"]) == {"doc_id", "page"}

    answer = data(await client.call_tool("ask", {"question": "When is my car insurance due?", "max_docs": 5}))
    assert answer["cited_doc_ids"] in ([mine], [])  # only alice's renewal can be cited
    assert theirs not in [e["doc_id"] for e in answer["excerpts"]]
    assert secret not in [e["doc_id"] for e in answer["excerpts"]]  # confidential: out of the ask pool
    if answer["answer"] is not None:
        assert answer["citations"][0]["doc_id"] == mine and answer["citations"][0]["page"] >= 1
    bad = await client.call_tool("ask", {"question": "   "})
    assert bad.is_error and "empty" in bad.content[0].text

    found = data(await client.call_tool("search", {"query": "Harbor Mutual", "limit": 10}))["results"]
    assert {r["doc_id"] for r in found} == {mine}  # what alice may open, less confidential (an egress)
    assert data(await client.call_tool("search", {"query": "HM-7777-C"}))["results"] == []
    hidden = await client.call_tool("get_document", {"doc_id": secret})
    assert hidden.is_error and "no document" in hidden.content[0].text and "HM-7777" not in hidden.content[0].text
    assert data(await client.call_tool("search", {"query": "HM-9999-B"}))["results"] == []

    doc = data(await client.call_tool("get_document", {"doc_id": mine}))
    assert doc["original_filename"] == "renewal.pdf" and [p["number"] for p in doc["pages"]] == [1, 2]
    page2 = data(await client.call_tool("get_document", {"doc_id": mine, "page": 2}))
    assert [p["number"] for p in page2["pages"]] == [2] and "HM-5521-A" in page2["pages"][0]["text"]
    denied = await client.call_tool("get_document", {"doc_id": theirs})
    assert denied.is_error and "no document" in denied.content[0].text
    missing_page = await client.call_tool("get_document", {"doc_id": mine, "page": 9})
    assert missing_page.is_error


def test_stdio_server(user, archive):
    params = StdioServerParameters(command=sys.executable, args=["manage.py", "mcp", "--user", "alice"],
                                   env=server_env(), cwd=str(settings.BASE_DIR))

    async def main():
        async with Client(params, read_timeout_seconds=120) as client:
            await exercise(client, archive)

    anyio.run(main)


def test_stdio_admin_toggle_lets_assistants_read_confidential(user, archive):
    """With ``ask.include_sensitive`` on, every tool may return alice's confidential letter; still never
    bob's papers."""
    from archive.config import setting_set

    setting_set("ask.include_sensitive", "true")
    params = StdioServerParameters(command=sys.executable, args=["manage.py", "mcp", "--user", "alice"],
                                   env=server_env(), cwd=str(settings.BASE_DIR))

    async def main():
        async with Client(params, read_timeout_seconds=120) as client:
            found = data(await client.call_tool("search", {"query": "Harbor Mutual", "limit": 10}))["results"]
            assert {r["doc_id"] for r in found} == {archive["mine"].pk, archive["secret"].pk}
            doc = data(await client.call_tool("get_document", {"doc_id": archive["secret"].pk}))
            assert "HM-7777-C" in doc["pages"][0]["text"] and doc["sensitivity"] == "confidential"
            assert (await client.call_tool("get_document", {"doc_id": archive["theirs"].pk})).is_error

    anyio.run(main)


def test_stdio_refuses_unknown_user():
    import subprocess

    result = subprocess.run([sys.executable, "manage.py", "mcp", "--user", "nobody"], env=server_env(),
                            cwd=settings.BASE_DIR, capture_output=True, text=True, timeout=120,
                            stdin=subprocess.DEVNULL)
    assert result.returncode != 0 and "no active user" in result.stderr


def http_client(url: str, token: str) -> Client:
    transport = streamable_http_client(f"{url}/mcp", http_client=create_mcp_http_client(
        headers={"Authorization": f"Bearer {token}"}))
    return Client(transport, read_timeout_seconds=120)


def test_http_server_with_token_auth(user, other_user, archive, asgi_server):
    alice, bob = token_create(user), token_create(other_user)

    async def main():
        async with http_client(asgi_server, alice) as client:
            await exercise(client, archive)
        async with http_client(asgi_server, bob) as client:  # bob's token cannot reach alice's papers
            denied = await client.call_tool("get_document", {"doc_id": archive["mine"].pk})
            assert denied.is_error
            assert data(await client.call_tool("get_document", {"doc_id": archive["theirs"].pk}))["owner"] == "bob"
            found = data(await client.call_tool("search", {"query": "Harbor Mutual"}))["results"]
            assert [r["doc_id"] for r in found] == [archive["theirs"].pk]
            answer = data(await client.call_tool("ask", {"question": "When is my car insurance due?"}))
            assert archive["mine"].pk not in answer["cited_doc_ids"] + [e["doc_id"] for e in answer["excerpts"]]

    anyio.run(main)

    # a bad or missing token is refused before MCP sees the request, in the API's error shape
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}
    headers = {"Accept": "application/json, text/event-stream"}
    for auth in ({}, {"Authorization": "Bearer " + "0" * 40}, {"Authorization": f"Basic {alice}"}):
        response = httpx.post(f"{asgi_server}/mcp", json=init, headers=headers | auth, timeout=30)
        assert response.status_code == 401 and response.json()["error"]["code"] == "authentication_failed"
    ok = httpx.post(f"{asgi_server}/mcp", json=init, headers=headers | {"Authorization": f"Token {alice}"}, timeout=30)
    assert ok.status_code == 200

    # the same server serves the REST API
    status = httpx.get(f"{asgi_server}/api/status", headers={"Authorization": f"Bearer {alice}"}, timeout=30)
    assert status.status_code == 200 and status.json()["counts"]["indexed"] == 2


def test_http_client_with_bad_token_fails(user, asgi_server):
    async def main():
        async with http_client(asgi_server, "f" * 40) as client:
            await client.list_tools()

    from mcp.shared.exceptions import MCPError

    def leaves(exc):
        return [leaf for e in exc.exceptions for leaf in leaves(e)] if isinstance(exc, BaseExceptionGroup) else [exc]

    with pytest.raises(BaseException) as failure:
        anyio.run(main)
    assert any(isinstance(leaf, MCPError) and "error response" in str(leaf) for leaf in leaves(failure.value))
