"""Encrypted originals under ``DATA_DIR/originals``. The database keeps only the storage name."""
import os
import uuid
from pathlib import Path

from django.conf import settings

from . import crypto


def _originals() -> Path:
    path = Path(settings.DATA_DIR) / "originals"
    path.mkdir(parents=True, exist_ok=True)
    return path


def original_store(data: bytes) -> str:
    """Encrypt and write ``data``; return the new storage name (a random hex name, never user input)."""
    name = uuid.uuid4().hex
    tmp = _originals() / (name + ".tmp")
    tmp.write_bytes(crypto.encrypt(data, associated_data=name.encode()))
    os.replace(tmp, _originals() / name)  # atomic: a crash never leaves a half-written original
    return name


def original_read(storage_name: str) -> bytes:
    """Decrypted bytes of a stored original. Raises FileNotFoundError, crypto.DecryptionError."""
    return crypto.decrypt((_originals() / storage_name).read_bytes(), associated_data=storage_name.encode())


def original_delete(storage_name: str) -> None:
    """Remove a stored original if present."""
    (_originals() / storage_name).unlink(missing_ok=True)
