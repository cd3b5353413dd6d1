"""Where Shoebox keeps its files, and the keys it creates on first run.

Everything lives under one data directory (``SHOEBOX_DATA_DIR``, default ``<project>/data``):
``originals/`` (encrypted originals), ``keys/`` (secret and encryption key, the embedded PostgreSQL's
password; mode 0600),
``pg/`` (the embedded PostgreSQL cluster when no ``DATABASE_URL`` is set), ``consume/``.
"""
import base64
import os
import secrets
import tempfile
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    """The data directory (created if absent)."""
    path = Path(os.environ.get("SHOEBOX_DATA_DIR", PROJECT_DIR / "data")).resolve()
    path.mkdir(parents=True, exist_ok=True)
    return path


def _key_file(name: str, make) -> str:
    """The content of ``keys/<name>``, created with ``make()`` on first use.

    Race-free: the key is written in full to a private temporary file, flushed, then linked into place
    (``link`` fails if the name exists, like O_EXCL, but the file appears only complete). So of two
    processes starting at once one key wins and neither ever reads an empty or partial file."""
    keys = data_dir() / "keys"
    keys.mkdir(mode=0o700, exist_ok=True)
    path = keys / name
    if not path.exists():
        fd, tmp = tempfile.mkstemp(dir=keys, prefix=f".{name}.")  # mode 0600, O_EXCL
        try:
            with os.fdopen(fd, "w") as fh:
                fh.write(make())
                fh.flush()
                os.fsync(fh.fileno())
            try:
                os.link(tmp, path)
            except FileExistsError:
                pass  # another process won; use its key
        finally:
            os.unlink(tmp)
    return path.read_text().strip()


def secret_key() -> str:
    """Django's SECRET_KEY: ``SHOEBOX_SECRET_KEY`` or a random one kept in ``keys/secret.key``."""
    return os.environ.get("SHOEBOX_SECRET_KEY") or _key_file("secret.key", lambda: secrets.token_urlsafe(50))


def encryption_key() -> bytes:
    """The 256-bit AES-GCM key for data at rest: ``SHOEBOX_ENCRYPTION_KEY`` (urlsafe base64 of 32 bytes)
    or a random one kept in ``keys/encryption.key``. Raises ValueError if the key is not 32 bytes."""
    raw = os.environ.get("SHOEBOX_ENCRYPTION_KEY") or _key_file(
        "encryption.key", lambda: base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()
    )
    key = base64.urlsafe_b64decode(raw)
    if len(key) != 32:
        raise ValueError("SHOEBOX_ENCRYPTION_KEY must be 32 bytes, urlsafe-base64 encoded")
    return key


def pg_password() -> str:
    """The password of the embedded PostgreSQL's ``postgres`` role (SCRAM-SHA-256), kept in
    ``keys/pg.password`` and created on first use."""
    return _key_file("pg.password", lambda: secrets.token_urlsafe(32))
