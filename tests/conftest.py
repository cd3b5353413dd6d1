"""Shared fixtures. Tests run against the real PostgreSQL with pgvector named by DATABASE_URL
(default: the embedded server, ``python -m archive.pgserver start``)."""
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"
CORPUS = SHARED / "corpus"


@pytest.fixture
def user(django_user_model):
    return django_user_model.objects.create_user("alice", password="pw-alice-123")


@pytest.fixture
def other_user(django_user_model):
    return django_user_model.objects.create_user("bob", password="pw-bob-123")


from tests.corpus import household, household_corpus, real_corpus  # noqa: E402,F401  (shared fixtures)
