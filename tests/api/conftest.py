"""Fixtures for the REST API tests: token-authenticated clients; throttle counters reset per test."""
import pytest
from rest_framework.test import APIClient

from archive.tokens import token_create
from tests.cache import cache_clear_own


@pytest.fixture(autouse=True)
def _fresh_throttles():
    cache_clear_own()
    yield
    cache_clear_own()


@pytest.fixture(autouse=True)
def _originals_in_tmp(settings, tmp_path):
    """Uploaded originals go to a temporary folder, so rolled-back rows leave no files behind."""
    settings.DATA_DIR = tmp_path


@pytest.fixture
def client_for():
    def make(user, scheme: str = "Token"):
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"{scheme} {token_create(user)}")
        return client
    return make
