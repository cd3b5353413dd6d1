"""Where Shoebox keeps its files, and the keys it creates on first run.

Everything lives under one data directory (``SHOEBOX_DATA_DIR``, default ``<project>/data``):
``originals/`` (encrypted originals), ``keys/`` (secret and encryption key, mode 0600),
``pg/`` (the embedded PostgreSQL cluster when no ``DATABASE_URL`` is set), ``consume/``.
"""
import base64
import os
import secrets
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    """The data directory (created if absent)."""
    path = Path(os.environ.get("SHOEBOX_DATA_DIR", PROJECT_DIR / "data")).resolve()
    path.mkdir(parents=True, exist_ok=True)
    return path


def _key_file(name: str, make) -> str:
    keys = data_dir() / "keys"
    keys.mkdir(mode=0o700, exist_ok=True)
    path = keys / name
    if not path.exists():
        # O_EXCL: two processes starting together must not write two different keys.
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            return path.read_text().strip()
        with os.fdopen(fd, "w") as fh:
            fh.write(make())
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
