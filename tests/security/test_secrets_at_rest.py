"""Secrets at rest: a read of the database yields no working API token."""
import pytest
from django.db import connection
from rest_framework.test import APIClient

from archive.tokens import token_create, user_for_token

pytestmark = pytest.mark.django_db


def _every_text_value() -> str:
    """Every text and varchar value of every table in the database, concatenated (a stolen dump)."""
    with connection.cursor() as cur:
        cur.execute("SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' "
                    "AND data_type IN ('text', 'character varying')")
        columns = cur.fetchall()
        out = []
        for table, column in columns:
            cur.execute(f'SELECT "{column}"::text FROM "{table}" WHERE "{column}" IS NOT NULL')
            out += [r[0] for r in cur.fetchall()]
    return "\n".join(out)


def test_database_holds_no_usable_token(people):
    key = token_create(people["alice"])
    assert APIClient(HTTP_AUTHORIZATION=f"Bearer {key}").get("/api/status").status_code == 200
    dump = _every_text_value()
    assert key not in dump
    assert key[15:] not in dump  # not even the part after knox's lookup prefix
    # What the database does hold (digest, lookup prefix) does not authenticate.
    with connection.cursor() as cur:
        cur.execute("SELECT digest, token_key FROM knox_authtoken")
        digest, prefix = cur.fetchone()
    for stolen in (digest, prefix, digest[:40]):
        assert user_for_token(stolen) is None
        assert APIClient(HTTP_AUTHORIZATION=f"Bearer {stolen}").get("/api/status").status_code == 401


def test_plain_text_token_table_is_gone():
    with connection.cursor() as cur:
        cur.execute("SELECT to_regclass('authtoken_token')")
        assert cur.fetchone()[0] is None


def test_migration_hashes_existing_plain_tokens(people):
    """A key issued before the change (DRF's plain table) keeps working after the migration's SQL runs,
    and the plain table is dropped."""
    from importlib import import_module

    convert = import_module("archive.migrations.0004_api_tokens_hashed").CONVERT
    old_key = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678"
    with connection.cursor() as cur:
        cur.execute("CREATE TABLE authtoken_token (key varchar(40) PRIMARY KEY, created timestamptz NOT NULL, "
                    "user_id bigint NOT NULL)")
        cur.execute("INSERT INTO authtoken_token VALUES (%s, now(), %s)", [old_key, people["bob"].pk])
        cur.execute(convert)
        cur.execute("SELECT to_regclass('authtoken_token')")
        assert cur.fetchone()[0] is None
    assert user_for_token(old_key) == people["bob"]
    assert old_key not in _every_text_value()


def test_malformed_tokens_are_refused_not_errors(people):
    for key in ("x\x00y", "a" * 5000, "é" * 40, ""):
        assert user_for_token(key) is None
        response = APIClient(HTTP_AUTHORIZATION=f"Bearer {key}").get("/api/status")
        assert response.status_code == 401, (key[:10], response.status_code)
