"""Fixtures for the security tests: two households (alice and bob share ``home``; carol is alone in
``flat``), an admin, token clients, fresh throttle counters, originals in a temporary folder."""
import pytest
from django.contrib.auth.models import Group
from django.test import Client

from tests.cache import cache_clear_own


@pytest.fixture(autouse=True)
def _fresh_throttles():
    cache_clear_own()
    yield
    cache_clear_own()


@pytest.fixture(autouse=True)
def _originals_in_tmp(settings, tmp_path):
    settings.DATA_DIR = tmp_path


@pytest.fixture
def people(django_user_model):
    """{"alice", "bob" (household ``home``), "carol" (household ``flat``), "root" (superuser), "home", "flat"}."""
    home, flat = Group.objects.create(name="home"), Group.objects.create(name="flat")
    alice = django_user_model.objects.create_user("alice", password="pw-alice-123")
    bob = django_user_model.objects.create_user("bob", password="pw-bob-123")
    carol = django_user_model.objects.create_user("carol", password="pw-carol-123")
    root = django_user_model.objects.create_superuser("root", password="pw-root-123")
    alice.groups.add(home)
    bob.groups.add(home)
    carol.groups.add(flat)
    return {"alice": alice, "bob": bob, "carol": carol, "root": root, "home": home, "flat": flat}


@pytest.fixture
def api_for(client_for):
    return lambda user: client_for(user, "Bearer")


@pytest.fixture
def portal_for():
    def make(user):
        client = Client()
        client.force_login(user)
        return client
    return make


def run_async(fn, *args):
    """``anyio.run(fn, *args)`` on a thread of its own: the browser tests' session-long Playwright loop
    may be running on the main thread, and an event loop cannot be started inside another."""
    import threading

    import anyio

    box = {}

    def target():
        try:
            box["result"] = anyio.run(fn, *args)
        except BaseException as exc:  # re-raised on the caller's thread
            box["error"] = exc

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box.get("result")


def portal_ask(client, question: str):
    """Ask through the portal's Ask tab: POST when the portal takes questions by POST (so they stay out
    of URLs and logs), else the older GET form."""
    response = client.post("/", {"q": question, "mode": "ask"})
    if response.status_code == 405:
        response = client.get("/", {"q": question})
    return response
