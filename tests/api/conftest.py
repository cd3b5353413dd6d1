"""Fixtures for the REST API tests: token-authenticated clients; throttle counters reset per test."""
import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

from archive.tokens import token_create


@pytest.fixture(autouse=True)
def _fresh_throttles():
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def client_for():
    def make(user, scheme: str = "Token"):
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"{scheme} {token_create(user)}")
        return client
    return make
