"""Fixtures for the REST API tests: token-authenticated clients; throttle counters reset per test."""
import pytest

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

