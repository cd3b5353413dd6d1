"""Backup → restore round trip into an empty instance (a second database and data directory): every
document, page, chunk (with its embedding), payment record, user, group, token and setting comes back,
and the originals open with the new instance's own key."""
import os
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest
from django.conf import settings
from django.contrib.auth.models import Group
from django.core.management import call_command

from archive.backup import BackupError, backup_restore, backup_write
from archive.config import setting_set
from archive.models import Document
from archive.tokens import token_create
from ingest.pipeline import document_create, document_process_inline
from tests.db import connect_kwargs, database_url
from tests.factories import make_pdf

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(600)]

PASSPHRASE = "correct horse battery staple"
BILL = "Riverbend Water Authority\nStatement date: 03/14/2026\nAmount due\n$88.15\nDue date: 04/02/2026\n"

#: One row per object a restore must give back, compared as text (ids included).
SNAPSHOT_SQL = {
    "users": "SELECT id, username, password, is_superuser FROM auth_user ORDER BY id",
    "groups": "SELECT g.id, g.name, array_agg(ug.user_id ORDER BY ug.user_id) FROM auth_group g "
              "LEFT JOIN auth_user_groups ug ON ug.group_id = g.id GROUP BY g.id ORDER BY g.id",
    "tokens": "SELECT digest, token_key, user_id FROM knox_authtoken ORDER BY digest",
    "settings": "SELECT key, is_secret, CASE WHEN is_secret THEN '' ELSE value END FROM archive_setting ORDER BY key",
    "documents": "SELECT d.id, owner_id, parent_id, title, sha256, storage_name, status, page_count, sensitivity, "
                 "extraction_status, document_date, array_agg(s.group_id ORDER BY s.group_id) FROM archive_document d "
                 "LEFT JOIN archive_document_shared_with s ON s.document_id = d.id GROUP BY d.id ORDER BY d.id",
    "pages": "SELECT id, document_id, number, text, source FROM archive_page ORDER BY id",
    "chunks": "SELECT id, document_id, page_id, ordinal, text, embedding::text, search_english::text "
              "FROM archive_chunk ORDER BY id",
    "payments": "SELECT id, document_id, amount_cents, currency, kind, due_on FROM archive_paymentrecord ORDER BY id",
}


def _snapshot(dbname: str) -> dict:
    with psycopg.connect(**connect_kwargs(dbname)) as conn:
        return {k: conn.execute(sql).fetchall() for k, sql in SNAPSHOT_SQL.items()}


@pytest.fixture
def empty_instance(tmp_path):
    """A second, migrated, empty instance: its own database and data directory (so its own key)."""
    db = settings.DATABASES["default"]
    name = f"{db['NAME']}_restore"
    with psycopg.connect(**connect_kwargs("postgres"),
                         autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    env = dict(os.environ, DATABASE_URL=database_url(name),
               SHOEBOX_DATA_DIR=str(tmp_path / "restored-data"))
    env.pop("SHOEBOX_ENCRYPTION_KEY", None)
    subprocess.run([sys.executable, "manage.py", "migrate", "-v", "0"], cwd=settings.BASE_DIR, env=env, check=True)
    yield name, env
    with psycopg.connect(**connect_kwargs("postgres"),
                         autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _archive(django_user_model):
    talia = django_user_model.objects.create_user("talia", password="pw-talia-123")
    quintus = django_user_model.objects.create_user("quintus", password="pw-quintus-123")
    household = Group.objects.create(name="household")
    talia.groups.add(household)
    quintus.groups.add(household)
    bill = document_create(owner=talia, data=make_pdf(BILL), filename="water.pdf").document
    note = document_create(owner=quintus, data=make_pdf("Lease renewal notice, signed by both tenants."),
                           filename="lease.pdf", sensitivity="confidential", share_with=[]).document
    for doc in (bill, note):
        document_process_inline(doc.pk)
    setting_set("ASK_MAX_DOCS", "6")
    setting_set("llm.api_key", "sk-secret-value")
    token_create(talia)
    return bill, note


def test_backup_restore_round_trip(django_user_model, empty_instance, tmp_path):
    bill, note = _archive(django_user_model)
    path = tmp_path / "shoebox.backup"
    manifest = backup_write(path, passphrase=PASSPHRASE)
    assert manifest["counts"]["archive.document"] == 2 and manifest["counts"]["archive.chunk"] >= 2
    raw = path.read_bytes()
    assert b"Riverbend" not in raw and b"sk-secret-value" not in raw  # encrypted as a whole

    name, env = empty_instance
    env["SHOEBOX_BACKUP_PASSPHRASE"] = PASSPHRASE
    restore = subprocess.run([sys.executable, "manage.py", "restore", str(path)], cwd=settings.BASE_DIR, env=env,
                             capture_output=True, text=True)
    assert restore.returncode == 0, restore.stderr
    assert _snapshot(name) == _snapshot(settings.DATABASES["default"]["NAME"])

    # The restored instance reads its originals and secret setting with its own (new) key.
    check = ("from archive import storage; from archive.models import Document; from archive.config import setting_get;"
             f"print(storage.original_read(Document.objects.get(pk={bill.pk}).storage_name)[:5], "
             "setting_get('llm.api_key'), setting_get('ASK_MAX_DOCS'))")
    out = subprocess.run([sys.executable, "manage.py", "shell", "--no-imports", "-c", check], cwd=settings.BASE_DIR,
                         env=env, capture_output=True, text=True)
    assert out.stdout.split() == ["b'%PDF-'", "sk-secret-value", "6"], out.stderr
    assert (Path(env["SHOEBOX_DATA_DIR"]) / "keys" / "encryption.key").read_bytes() != \
        (Path(settings.DATA_DIR) / "keys" / "encryption.key").read_bytes()

    # A second restore into the now full instance is refused; so is a wrong passphrase.
    again = subprocess.run([sys.executable, "manage.py", "restore", str(path)], cwd=settings.BASE_DIR, env=env,
                           capture_output=True, text=True)
    assert again.returncode != 0 and "empty instance" in again.stderr


def test_wrong_passphrase_and_non_empty_instance_are_refused(django_user_model, tmp_path):
    _archive(django_user_model)
    path = tmp_path / "b.backup"
    call_command("backup", str(path), "--passphrase-file", _file(tmp_path, PASSPHRASE), stdout=open(os.devnull, "w"),
                 stderr=open(os.devnull, "w"))
    with pytest.raises(BackupError, match="empty instance"):
        backup_restore(path, passphrase=PASSPHRASE)
    Document.objects.all().delete()
    django_user_model.objects.all().delete()
    with pytest.raises(BackupError, match="wrong passphrase"):
        backup_restore(path, passphrase="not it")


def _file(tmp_path, text) -> str:
    p = tmp_path / "passphrase"
    p.write_text(text + "\n")
    return str(p)
