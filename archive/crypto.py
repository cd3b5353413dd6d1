"""Data at rest: AES-256-GCM (``cryptography``'s AESGCM, NIST SP 800-38D) with the key from
``archive.paths.encryption_key``.

Blob layout: ``b"SBX1" | nonce (12 bytes) | ciphertext+tag``. The associated data binds a blob to its
purpose (a storage name, a setting key), so blobs cannot be swapped between records unnoticed.
"""
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from .paths import encryption_key

MAGIC = b"SBX1"


class DecryptionError(Exception):
    """The blob is not ours, was tampered with, or was written with another key."""


def encrypt(plaintext: bytes, *, associated_data: bytes, key: bytes | None = None) -> bytes:
    """Encrypt ``plaintext`` (with ``key``, default this instance's); returns the blob (len + 32 bytes)."""
    nonce = os.urandom(12)
    return MAGIC + nonce + AESGCM(key or encryption_key()).encrypt(nonce, plaintext, associated_data)


def decrypt(blob: bytes, *, associated_data: bytes, key: bytes | None = None) -> bytes:
    """Decrypt a blob from :func:`encrypt` (``key`` default: this instance's). Raises DecryptionError on
    a bad header, tag or key."""
    if not blob.startswith(MAGIC) or len(blob) < len(MAGIC) + 12 + 16:
        raise DecryptionError("not a Shoebox encrypted blob")
    nonce = blob[4:16]
    try:
        return AESGCM(key or encryption_key()).decrypt(nonce, blob[16:], associated_data)
    except Exception as exc:  # cryptography raises InvalidTag
        raise DecryptionError("authentication failed: wrong key or tampered data") from exc
