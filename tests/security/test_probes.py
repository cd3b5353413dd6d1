"""The probe suite: cross-user, cross-household and confidential probes over the REST API, the portal,
search, and MCP over stdio and streamable HTTP, against one archive of two households with private,
shared, confidential and restricted papers and e-mails whose sharing changed after they arrived.

Each document carries two canaries, a word in its text and one in its title. The expectations are
written out here from the rules (who may open what, what is in Ask's pool), not computed by the code
under test. Every probe records its surface; the suite asserts zero leaks (a canary of a document the
user may not reach in any response), zero 5xx, that reachable documents are found (so the probes can
fail), and that at least 500 probes ran.
"""
import itertools
import re
import sys
from dataclasses import dataclass, field

import pytest
from django.conf import settings
from django.contrib.auth.models import Group
from django.test import Client
from rest_framework.test import APIClient

from archive.documents import document_update
from archive.models import Document
from archive.tokens import token_create
from ingest.pipeline import document_delete
from tests.factories import indexed_document, indexed_email

from .conftest import portal_ask, run_async

USERS = ("alice", "bob", "carol", "dave", "root")
HOUSEHOLDS = {"alice": ["home"], "bob": ["home"], "carol": ["flat"], "dave": ["flat"], "root": []}


@dataclass
class Doc:
    """One probed document: its canaries, who may open it and whether it is in Ask's pool."""

    key: str
    word: str  # canary in the text
    title_word: str  # canary in the title or filename
    openers: set
    sensitive: bool
    pk: int = 0

    def pool(self) -> set:
        return set() if self.sensitive else self.openers


@dataclass
class Probes:
    count: int = 0
    leaks: list = field(default_factory=list)
    errors: list = field(default_factory=list)
    by_surface: dict = field(default_factory=dict)

    def check(self, surface: str, user: str, status: int, body: str, forbidden: list[Doc]) -> None:
        """Record one probe: a 5xx or any canary of ``forbidden`` in ``body`` is a failure."""
        self.count += 1
        self.by_surface[surface] = self.by_surface.get(surface, 0) + 1
        if status >= 500:
            self.errors.append((surface, user, status))
        for doc in forbidden:  # canaries are stored lower-case; probes ask in upper case, so echoes never match
            if doc.word in body or doc.title_word in body:
                self.leaks.append((surface, user, doc.key))


def _canary(n: int) -> tuple[str, str]:
    return f"kq{n:03d}vault", f"tt{n:03d}label"


def _build(people) -> dict[str, Doc]:
    """The archive. Sharing/sensitivity changes to e-mails go through ``document_update`` (the API's
    path) after the attachments exist, as a user re-sharing an e-mail would."""
    alice, bob, carol, dave = (people[u] for u in ("alice", "bob", "carol", "dave"))
    home, flat = people["home"], people["flat"]
    specs = []
    n = itertools.count(1)

    def pdf(key, owner, openers, *, sensitivity="internal", share=None, text="A note about the house."):
        word, title = _canary(next(n))
        doc = indexed_document(owner, f"{text}\nReference {word} for the records.", title=f"{key} {title}",
                               filename=f"{key}.pdf", sensitivity=sensitivity, share_with=share)
        specs.append(Doc(key, word, title, set(openers), sensitivity in ("confidential", "restricted"), doc.pk))

    pdf("alice-private", alice, {"alice"}, share=[])
    pdf("alice-home", alice, {"alice", "bob"}, share=[home])
    pdf("alice-home-confidential", alice, {"alice", "bob"}, sensitivity="confidential", share=[home])
    pdf("alice-private-restricted", alice, {"alice"}, sensitivity="restricted", share=[])
    pdf("alice-public", alice, {"alice", "bob"}, sensitivity="public", share=[home])
    pdf("bob-home", bob, {"alice", "bob"}, share=[home])
    pdf("bob-private-confidential", bob, {"bob"}, sensitivity="confidential", share=[])
    pdf("carol-private", carol, {"carol"}, share=[])
    pdf("carol-flat", carol, {"carol", "dave"}, share=[flat])
    pdf("carol-flat-restricted", carol, {"carol", "dave"}, sensitivity="restricted", share=[flat])
    pdf("dave-flat", dave, {"carol", "dave"}, share=[flat])

    def email(key, owner, share, after, openers, sensitive):
        body_word, body_title = _canary(next(n))
        att_word, att_title = _canary(next(n))
        parent, (attachment,) = indexed_email(
            owner, f"Letter {body_word} with the statement attached.",
            (f"{att_title}-statement.pdf", f"Statement {att_word}\nAmount paid: $3,210.98"),
            subject=f"{key} {body_title}", share_with=share)
        document_update(owner, parent, **after)
        specs.append(Doc(key, body_word, body_title, set(openers), sensitive, parent.pk))
        specs.append(Doc(f"{key}/attachment", att_word, att_title, set(openers), sensitive, attachment.pk))

    # shared with the household, then made private and confidential
    email("alice-mail-made-private", alice, [home], {"sensitivity": "confidential", "share_with": []},
          {"alice"}, True)
    # private, then re-shared with the household
    email("carol-mail-reshared", carol, [], {"share_with": ["flat"]}, {"carol", "dave"}, False)
    # shared, then made confidential but still shared
    email("bob-mail-made-confidential", bob, [home], {"sensitivity": "confidential"}, {"alice", "bob"}, True)
    # shared with the household, then made private (still internal)
    email("dave-mail-made-private", dave, [flat], {"share_with": []}, {"dave"}, False)
    return {d.key: d for d in specs}


@pytest.fixture(scope="module")
def archive(django_db_setup, django_db_blocker):
    """The probe archive, committed once for the module (MCP servers in other processes read it), and
    each user's API token; removed afterwards."""
    from django.contrib.auth import get_user_model

    with django_db_blocker.unblock():
        users = get_user_model().objects
        groups = {name: Group.objects.create(name=name) for name in ("home", "flat")}
        people = dict(groups)
        for name in USERS:
            user = (users.create_superuser if name == "root" else users.create_user)(name, password=f"pw-{name}-123")
            user.groups.add(*(groups[g] for g in HOUSEHOLDS[name]))
            people[name] = user
        try:
            docs = _build(people)
            tokens = {name: token_create(people[name]) for name in USERS}
            yield {"people": people, "docs": docs, "tokens": tokens}
        finally:
            for doc in Document.objects.filter(owner__username__in=USERS, parent=None):
                document_delete(doc)
            users.filter(username__in=USERS).delete()
            Group.objects.filter(name__in=["home", "flat"]).delete()


@pytest.fixture
def unthrottled(settings):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK,
                               "DEFAULT_THROTTLE_RATES": {"ask": "100000/min", "upload": "100000/min"}}


def _api(token: str) -> APIClient:
    return APIClient(HTTP_AUTHORIZATION=f"Bearer {token}")


def _expect_found(probes_missed: list, surface, user, doc, body: str):
    if doc.word not in body:
        probes_missed.append((surface, user, doc.key))


@pytest.mark.django_db
def test_api_portal_and_search_probes(archive, unthrottled):
    docs, people, tokens = archive["docs"], archive["people"], archive["tokens"]
    probes, missed = Probes(), []
    for user in USERS:
        api = _api(tokens[user])
        portal = Client()
        portal.force_login(people[user])
        hidden = [d for d in docs.values() if user not in d.openers]
        outside_pool = [d for d in docs.values() if user not in d.pool()]
        # listings and status
        for surface, response in (("api list", api.get("/api/documents/", {"page_size": 200})),
                                  ("api list owner=carol", api.get("/api/documents/", {"owner": "carol"})),
                                  ("api status", api.get("/api/status")),
                                  ("portal list", portal.get("/documents/")),
                                  ("portal status", portal.get("/portal/documents/status",
                                                               {"ids": ",".join(str(d.pk) for d in docs.values())}))):
            probes.check(surface, user, response.status_code, response.content.decode(), hidden)
        listed = {d["id"] for d in api.get("/api/documents/", {"page_size": 200}).json()["results"]}
        assert listed == {d.pk for d in docs.values() if user in d.openers}, user
        for doc in docs.values():
            allowed = user in doc.openers
            for surface, response in (
                    ("api detail", api.get(f"/api/documents/{doc.pk}/")),
                    ("api original", api.get(f"/api/documents/{doc.pk}/original")),
                    ("portal detail", portal.get(f"/documents/{doc.pk}/")),
                    ("portal page image", portal.get(f"/documents/{doc.pk}/pages/1.png"))):
                body = response.content.decode("latin-1")
                probes.check(surface, user, response.status_code, body, hidden)
                if surface in ("api detail", "portal detail"):
                    assert (response.status_code == 200) == allowed, (surface, user, doc.key, response.status_code)
                    if allowed:
                        _expect_found(missed, surface, user, doc, body)
            # an edit by anyone but the owner changes nothing
            if doc.openers and people[user].pk != Document.objects.get(pk=doc.pk).owner_id:
                response = api.patch(f"/api/documents/{doc.pk}/", {"share_with": HOUSEHOLDS[user]}, format="json")
                probes.check("api patch", user, response.status_code, response.content.decode(), hidden)
                assert response.status_code in (403, 404)
            # exact search for each canary: API and the portal's Search tab
            for surface, response in (("api search", api.get("/api/search", {"q": doc.word.upper()})),
                                      ("portal search", portal.get("/", {"mode": "search", "q": doc.word.upper()}))):
                body = response.content.decode()
                probes.check(surface, user, response.status_code, body, hidden)
                if surface == "api search":
                    ids = [r["doc_id"] for r in response.json()["results"]]
                    assert ids == ([doc.pk] if allowed else []), (user, doc.key, ids)
            # Ask, about each canary: API and the portal's Ask tab
            question = f"What does the paper with reference {doc.word.upper()} say?"
            response = api.post("/api/ask", {"question": question}, format="json")
            body = response.content.decode()
            probes.check("api ask", user, response.status_code, body, outside_pool)
            cited = set(response.json()["cited_doc_ids"]) | {e["doc_id"] for e in response.json()["excerpts"]}
            assert cited <= {d.pk for d in docs.values() if user in d.pool()}, (user, doc.key)
            if user in doc.pool() and doc.pk not in cited:
                missed.append(("api ask", user, doc.key))
            response = portal_ask(portal, question)
            probes.check("portal ask", user, response.status_code, response.content.decode(), outside_pool)
    print(f"\nprobes: {probes.count} over API/portal/search: {probes.by_surface}")
    assert probes.errors == []
    assert probes.leaks == []
    assert missed == [], missed  # every reachable paper was found where it should be
    assert probes.count >= 500, probes.by_surface


def _mcp_probes(client, user: str, docs: dict[str, Doc], probes: Probes, missed: list, surface: str):
    """Every MCP tool against every document, as ``user`` (an async helper)."""
    import json

    async def run():
        outside_pool = [d for d in docs.values() if user not in d.pool()]
        for doc in docs.values():
            for tool, args in (("get_document", {"doc_id": doc.pk}), ("search", {"query": doc.word.upper()}),
                               ("ask", {"question": f"What does the paper with reference {doc.word.upper()} say?"})):
                result = await client.call_tool(tool, args)
                text = json.dumps(result.structured_content) if result.structured_content else " ".join(
                    getattr(c, "text", "") for c in result.content)
                probes.check(f"{surface} {tool}", user, 500 if "Traceback" in text else 200, text, outside_pool)
                reachable = user in doc.pool()
                if tool == "get_document":
                    assert result.is_error != reachable, (surface, user, doc.key)
                if tool == "search" and reachable and doc.word not in text:
                    missed.append((surface, tool, user, doc.key))
    return run


@pytest.mark.django_db
def test_mcp_stdio_probes(archive):
    from mcp import Client as MCPClient
    from mcp.client.stdio import StdioServerParameters

    from tests.mcp.conftest import server_env

    probes, missed = Probes(), []
    for user in ("alice", "bob", "carol"):
        params = StdioServerParameters(command=sys.executable, args=["manage.py", "mcp", "--user", user],
                                       env=server_env() | {"SHOEBOX_THROTTLE_ASK": "100000/min"},
                                       cwd=str(settings.BASE_DIR))

        async def session(user=user, params=params):
            async with MCPClient(params, read_timeout_seconds=120) as client:
                await _mcp_probes(client, user, archive["docs"], probes, missed, "mcp stdio")()

        run_async(session)
    print(f"\nprobes: {probes.count} over MCP stdio: {probes.by_surface}")
    assert probes.errors == [] and probes.leaks == [] and missed == []
    assert probes.count >= 3 * 3 * len(archive["docs"])


@pytest.mark.django_db
def test_mcp_http_probes(archive, asgi_server_unthrottled):
    from mcp import Client as MCPClient
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    probes, missed = Probes(), []
    for user in ("bob", "dave", "root"):
        transport = streamable_http_client(f"{asgi_server_unthrottled}/mcp", http_client=create_mcp_http_client(
            headers={"Authorization": f"Bearer {archive['tokens'][user]}"}))

        async def session(user=user, transport=transport):
            async with MCPClient(transport, read_timeout_seconds=120) as client:
                await _mcp_probes(client, user, archive["docs"], probes, missed, "mcp http")()

        run_async(session)
    print(f"\nprobes: {probes.count} over MCP HTTP: {probes.by_surface}")
    assert probes.errors == [] and probes.leaks == [] and missed == []
    assert probes.count >= 3 * 3 * len(archive["docs"])


@pytest.fixture
def asgi_server_unthrottled():
    """``uvicorn archive.asgi:application`` (portal, API and /mcp) with ask throttling out of the way."""
    import socket
    import subprocess
    import time

    from tests.mcp.conftest import free_port, server_env

    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "uvicorn", "archive.asgi:application", "--host", "127.0.0.1",
                             "--port", str(port), "--log-level", "warning"],
                            env=server_env() | {"SHOEBOX_THROTTLE_ASK": "100000/min"}, cwd=settings.BASE_DIR,
                            start_new_session=True)
    deadline = time.time() + 60
    while time.time() < deadline and proc.poll() is None:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            break
        except OSError:
            time.sleep(0.2)
    yield f"http://127.0.0.1:{port}"
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)


def test_canaries_are_distinct():
    words = [w for n in range(1, 40) for w in _canary(n)]
    assert len(set(words)) == len(words) and all(re.fullmatch(r"[a-z0-9]+", w) for w in words)
