"""Shared fixtures. Tests run against the real PostgreSQL with pgvector named by DATABASE_URL
(default: the embedded server, ``python -m archive.pgserver start``)."""
import os

import pytest


def pytest_configure(config):
    """With no DATABASE_URL, the tests use (and if needed start) the embedded PostgreSQL, as manage.py does."""
    if not os.environ.get("DATABASE_URL"):
        from archive import pgserver

        pgserver.start()


@pytest.fixture
def configured_llm(db):
    """A scripted LLM endpoint on 127.0.0.1 (tests/ask/fake_llm.py), configured and egress acknowledged."""
    from archive.config import setting_set
    from tests.ask.fake_llm import FakeLLM

    with FakeLLM() as server:
        setting_set("llm.endpoint_url", server.url("openai"))
        setting_set("llm.model", "fake")
        setting_set("llm.egress_ack", "true")
        setting_set("ASK_TIMEOUT", "5")
        setting_set("ask.llm_offline_kinds", "")  # every kind reaches the model (the default routes some away)
        yield server


@pytest.fixture
def user(django_user_model):
    return django_user_model.objects.create_user("alice", password="pw-alice-123")


@pytest.fixture
def other_user(django_user_model):
    return django_user_model.objects.create_user("bob", password="pw-bob-123")


from tests.corpus import CORPUS, household, household_corpus, real_corpus  # noqa: E402,F401  (in-repo corpora)


@pytest.fixture
def client_for():
    """``make(user, scheme="Token")`` → a DRF APIClient that authenticates as ``user`` with a fresh API token."""
    from rest_framework.test import APIClient

    from archive.tokens import token_create

    def make(user, scheme: str = "Token"):
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"{scheme} {token_create(user)}")
        return client
    return make
