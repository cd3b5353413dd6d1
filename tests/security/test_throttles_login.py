"""Throttles count in the shared cache (Redis), across processes and surfaces: the API's ask, the
portal's Ask and MCP ``ask`` draw on one budget per user. Repeated wrong passwords lock sign-in out."""
import sys

import pytest
from django.conf import settings
from django.test import Client
from mcp import Client as MCPClient
from mcp.client.stdio import StdioServerParameters

from tests.mcp.conftest import server_env

from .conftest import portal_ask, run_async


@pytest.mark.django_db(transaction=True)
def test_ask_budget_is_shared_by_api_portal_and_mcp_processes(people, api_for, portal_for, settings):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": {"ask": "3/min",
                                                                                      "upload": "60/min"}}
    api, portal = api_for(people["alice"]), portal_for(people["alice"])
    assert api.post("/api/ask", {"question": "anything?"}, format="json").status_code == 200
    assert portal_ask(portal, "anything?").status_code == 200
    params = StdioServerParameters(command=sys.executable, args=["manage.py", "mcp", "--user", "alice"],
                                   env=server_env() | {"SHOEBOX_THROTTLE_ASK": "3/min"},
                                   cwd=str(settings.BASE_DIR))

    async def mcp_asks():
        async with MCPClient(params, read_timeout_seconds=120) as client:
            first = await client.call_tool("ask", {"question": "anything?"})
            second = await client.call_tool("ask", {"question": "anything?"})
            return first, second

    first, second = run_async(mcp_asks)
    assert not first.is_error  # the third ask of the minute, made by another process
    assert second.is_error and "throttled" in second.content[0].text
    response = api.post("/api/ask", {"question": "anything?"}, format="json")
    assert response.status_code == 429 and response.json()["error"]["code"] == "throttled"
    page = portal_ask(portal, "anything?")
    assert page.status_code == 429 and "Too many questions" in page.content.decode()
    # bob's budget is his own
    assert api_for(people["bob"]).post("/api/ask", {"question": "anything?"}, format="json").status_code == 200


@pytest.mark.django_db
def test_wrong_passwords_lock_sign_in_out(people):
    browser = Client(REMOTE_ADDR="192.0.2.10")
    for _ in range(settings.AXES_FAILURE_LIMIT):
        response = browser.post("/accounts/login/", {"username": "alice", "password": "guess"})
        assert response.status_code in (200, 429)
    response = browser.post("/accounts/login/", {"username": "alice", "password": "pw-alice-123"})
    assert response.status_code == 429
    assert "_auth_user_id" not in browser.session
    # from another address the right password does not help either: the lock is on the username
    elsewhere = Client(REMOTE_ADDR="198.51.100.7")
    assert elsewhere.post("/accounts/login/", {"username": "alice", "password": "pw-alice-123"}).status_code == 429
    # another user signs in from another address
    bob = Client(REMOTE_ADDR="203.0.113.5")
    assert bob.post("/accounts/login/", {"username": "bob", "password": "pw-bob-123"}).status_code == 302
    assert "_auth_user_id" in bob.session


@pytest.mark.django_db
def test_a_few_typos_do_not_lock_out(people):
    browser = Client(REMOTE_ADDR="192.0.2.11")
    for _ in range(3):
        browser.post("/accounts/login/", {"username": "bob", "password": "typo"})
    assert browser.post("/accounts/login/", {"username": "bob", "password": "pw-bob-123"}).status_code == 302


@pytest.mark.django_db
def test_hostile_sign_in_input_is_refused_not_an_error(people):
    browser = Client(REMOTE_ADDR="192.0.2.50")
    for username, password in (("al\x00ice", "x"), ("alice", "x\x00y"), ("\x00", "\x00"), ("a" * 5000, "b")):
        response = browser.post("/accounts/login/", {"username": username, "password": password})
        assert response.status_code in (200, 429) and "_auth_user_id" not in browser.session
    odd_agent = Client(REMOTE_ADDR="192.0.2.51", HTTP_USER_AGENT="U" * 5000 + "\x00")
    response = odd_agent.post("/accounts/login/", {"username": "bob", "password": "wrong"})
    assert response.status_code == 200 and "_auth_user_id" not in odd_agent.session
