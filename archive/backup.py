"""Encrypted backup and restore of a whole instance in one file: the database rows of Shoebox's tables
(users, groups, tokens, settings, documents, pages, chunks with embeddings, payment records), the
encrypted originals, and the archive key that opens them.

File layout: ``b"SHOEBOX-BACKUP-1\\n"``, one JSON header line, then an age-format stream (``pyrage``,
X25519) holding a tar of ``manifest.json``, ``keys/encryption.key``, ``db/*.jsonl`` (Django's
serializer, 1,000 rows per member) and ``originals/<storage name>``. The age identity that opens the
stream is in the header, AES-256-GCM encrypted under a key derived from the passphrase (scrypt), so the
file and its passphrase are all a restore needs. Nothing is ever written unencrypted to disk.
"""
from __future__ import annotations

import base64
import io
import json
import os
import tarfile
import threading
from pathlib import Path

import pyrage
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt
from django.apps import apps
from django.contrib.auth import get_user_model
from django.core import serializers
from django.core.management.color import no_style
from django.db import connection, transaction
from django.utils import timezone
from tqdm import tqdm

from . import crypto, storage
from .models import Document
from .paths import encryption_key

MAGIC = b"SHOEBOX-BACKUP-1\n"
FORMAT = 1
#: Restored in this order (foreign keys point backwards).
MODELS = ["auth.group", "auth.user", "knox.authtoken", "archive.setting", "archive.document", "archive.page",
          "archive.chunk", "archive.paymentrecord"]
BATCH = 1000
_SCRYPT = {"n": 2 ** 15, "r": 8, "p": 1}


class BackupError(Exception):
    """The backup cannot be written or restored; str() says why (wrong passphrase, not empty, ...)."""


def _kdf(passphrase: str, salt: bytes, params: dict) -> bytes:
    return Scrypt(salt=salt, length=32, **params).derive(passphrase.encode())


def _header(identity: str, passphrase: str) -> bytes:
    salt, nonce = os.urandom(16), os.urandom(12)
    sealed = AESGCM(_kdf(passphrase, salt, _SCRYPT)).encrypt(nonce, identity.encode(), MAGIC)
    b64 = lambda b: base64.b64encode(b).decode()  # noqa: E731
    return json.dumps({"format": FORMAT, "kdf": "scrypt", **_SCRYPT, "salt": b64(salt), "nonce": b64(nonce),
                       "identity": b64(sealed), "created": timezone.now().isoformat()}).encode() + b"\n"


def _identity(header: dict, passphrase: str) -> pyrage.x25519.Identity:
    try:
        key = _kdf(passphrase, base64.b64decode(header["salt"]),
                   {k: int(header[k]) for k in ("n", "r", "p")})
        secret = AESGCM(key).decrypt(base64.b64decode(header["nonce"]), base64.b64decode(header["identity"]), MAGIC)
    except (InvalidTag, KeyError, ValueError) as exc:
        raise BackupError("wrong passphrase, or the backup is damaged") from exc
    return pyrage.x25519.Identity.from_str(secret.decode())


def _add(tar: tarfile.TarFile, name: str, data: bytes) -> None:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mtime = int(timezone.now().timestamp())
    tar.addfile(info, io.BytesIO(data))


def _counts() -> dict[str, int]:
    return {label: apps.get_model(label).objects.count() for label in MODELS}


def _write_tar(out, bar) -> dict:
    """Stream the instance as a tar into ``out``; returns the manifest."""
    manifest = {"format": FORMAT, "created": timezone.now().isoformat(), "counts": _counts(),
                "originals": Document.objects.count()}
    with tarfile.open(fileobj=out, mode="w|") as tar:
        _add(tar, "manifest.json", json.dumps(manifest).encode())
        _add(tar, "keys/encryption.key", base64.urlsafe_b64encode(encryption_key()))
        for n, label in enumerate(MODELS):
            model = apps.get_model(label)
            batch, part = [], 0
            for obj in model.objects.order_by("pk").iterator(chunk_size=BATCH):
                batch.append(obj)
                if len(batch) == BATCH:
                    _add(tar, f"db/{n:02d}-{label}-{part:06d}.jsonl", _serialize(batch))
                    bar.update(len(batch))
                    batch, part = [], part + 1
            if batch:
                _add(tar, f"db/{n:02d}-{label}-{part:06d}.jsonl", _serialize(batch))
                bar.update(len(batch))
        for name in Document.objects.order_by("pk").values_list("storage_name", flat=True).iterator():
            path = Path(storage._originals()) / name
            if path.exists():
                _add(tar, f"originals/{name}", path.read_bytes())  # as stored: encrypted with the archive key
            bar.update(1)
    return manifest


def _serialize(objects: list) -> bytes:
    return serializers.serialize("jsonl", objects, use_natural_foreign_keys=True).encode()


def backup_write(path: Path, *, passphrase: str, progress: bool = False) -> dict:
    """Write the whole instance to ``path`` (replaced atomically); returns the manifest
    (``counts`` by model). Raises BackupError for an empty passphrase."""
    if not passphrase:
        raise BackupError("a passphrase is needed (it is the only way to open the backup)")
    identity = pyrage.x25519.Identity.generate()
    path = Path(path)
    partial = path.with_name(path.name + ".partial")
    read_fd, write_fd = os.pipe()
    result: dict = {}
    total = sum(_counts().values()) + Document.objects.count()
    bar = tqdm(total=total, desc="backup", unit="item", disable=not progress)

    def produce():
        try:
            with os.fdopen(write_fd, "wb") as pipe, transaction.atomic():  # one consistent snapshot
                with connection.cursor() as cur:
                    cur.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
                result["manifest"] = _write_tar(pipe, bar)
        except BaseException as exc:  # noqa: BLE001 - reported by the caller
            result["error"] = exc
        finally:
            connection.close()

    try:
        with open(partial, "wb") as out:
            out.write(MAGIC + _header(str(identity), passphrase))
            thread = threading.Thread(target=produce, name="backup-tar")
            thread.start()
            with os.fdopen(read_fd, "rb") as pipe:
                pyrage.encrypt_io(pipe, out, [identity.to_public()])
            thread.join()
            out.flush()
            os.fsync(out.fileno())
        if "error" in result:
            raise BackupError(f"backup failed: {result['error']}") from result["error"]
        os.replace(partial, path)
    finally:
        bar.close()
        partial.unlink(missing_ok=True)
    return result["manifest"]


def _instance_empty() -> bool:
    return not Document.objects.exists() and not get_user_model().objects.exists()


def backup_restore(path: Path, *, passphrase: str, progress: bool = False) -> dict:
    """Restore a backup into this instance, which must be empty (migrated, no users, no documents).
    Originals and secret settings are re-encrypted with this instance's key. All rows commit in one
    transaction. Returns the manifest; raises BackupError (wrong passphrase, not empty, damaged,
    incomplete)."""
    if not _instance_empty():
        raise BackupError("restore needs an empty instance (no users, no documents): run `migrate` on a "
                          "new database and data directory first")
    with open(path, "rb") as src:
        if src.read(len(MAGIC)) != MAGIC:
            raise BackupError("not a Shoebox backup")
        header = json.loads(src.readline())
        if header.get("format") != FORMAT:
            raise BackupError(f"backup format {header.get('format')} is not supported (this version reads {FORMAT})")
        identity = _identity(header, passphrase)
        read_fd, write_fd = os.pipe()
        failure: dict = {}

        def decrypt():
            try:
                with os.fdopen(write_fd, "wb") as pipe:
                    pyrage.decrypt_io(src, pipe, [identity])
            except BaseException as exc:  # noqa: BLE001 - reported below
                failure["error"] = exc

        thread = threading.Thread(target=decrypt, name="restore-decrypt")
        thread.start()
        written: list[str] = []
        try:
            with os.fdopen(read_fd, "rb") as pipe:
                manifest = _restore_tar(pipe, written, progress)
            thread.join()
            if "error" in failure:
                raise BackupError(f"the backup is damaged: {failure['error']}")
        except BaseException:
            for name in written:
                storage.original_delete(name)
            raise
        finally:
            thread.join()
    return manifest


def _restore_tar(pipe, written: list[str], progress: bool) -> dict:
    manifest, backup_key, counts = None, None, {}
    with transaction.atomic(), tarfile.open(fileobj=pipe, mode="r|") as tar:
        bar = None
        for member in tar:
            data = tar.extractfile(member).read() if member.isfile() else b""
            if member.name == "manifest.json":
                manifest = json.loads(data)
                bar = tqdm(total=sum(manifest["counts"].values()) + manifest["originals"], desc="restore",
                           unit="item", disable=not progress)
            elif member.name == "keys/encryption.key":
                backup_key = base64.urlsafe_b64decode(data)
            elif member.name.startswith("db/"):
                label = member.name.split("-", 1)[1].rsplit("-", 1)[0]
                n = _restore_rows(label, data, backup_key)
                counts[label] = counts.get(label, 0) + n
                bar.update(n)
            elif member.name.startswith("originals/"):
                name = member.name.split("/", 1)[1]
                plain = crypto.decrypt(data, associated_data=name.encode(), key=backup_key)
                _original_put(name, plain)
                written.append(name)
                bar.update(1)
        if manifest is None or backup_key is None:
            raise BackupError("the backup is incomplete (no manifest or key)")
        missing = {k: (v, counts.get(k, 0)) for k, v in manifest["counts"].items() if counts.get(k, 0) != v}
        if missing:
            raise BackupError(f"the backup is incomplete: rows expected/restored {missing}")
        with connection.cursor() as cur:
            for sql in connection.ops.sequence_reset_sql(no_style(), [apps.get_model(m) for m in MODELS]):
                cur.execute(sql)
        if bar:
            bar.close()
    return manifest


def _restore_rows(label: str, data: bytes, backup_key: bytes) -> int:
    objects = list(serializers.deserialize("jsonl", data.decode(), handle_forward_references=False))
    model = apps.get_model(label)
    if label == "archive.setting":
        for d in objects:
            if d.object.is_secret:  # re-encrypt with this instance's key
                plain = crypto.decrypt(base64.b64decode(d.object.value), associated_data=d.object.key.encode(),
                                       key=backup_key)
                d.object.value = base64.b64encode(crypto.encrypt(plain, associated_data=d.object.key.encode())).decode()
    if any(f.many_to_many for f in model._meta.get_fields() if not f.auto_created):
        for d in objects:
            d.save()  # rows and their many-to-many links (groups, shared_with)
    else:
        model.objects.bulk_create([d.object for d in objects], batch_size=BATCH)
    return len(objects)


def _original_put(name: str, data: bytes) -> None:
    """Store a restored original under its recorded storage name, encrypted with this instance's key."""
    target = Path(storage._originals()) / name
    tmp = target.with_name(name + ".tmp")
    tmp.write_bytes(crypto.encrypt(data, associated_data=name.encode()))
    os.replace(tmp, target)
