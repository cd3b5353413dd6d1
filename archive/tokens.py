"""Per-user API tokens (django-rest-knox): one token per user, created, rotated and revoked here.

Only a SHA-512 digest of each token (and its first 15 characters, to find the row) is stored, so a read
of the database or a backup yields no working token; the key itself is shown once, when created.
The portal, ``manage.py create_token``, ``POST/DELETE /api/tokens/`` and the MCP HTTP transport all use
these functions. A token is sent as ``Authorization: Token <key>`` or ``Authorization: Bearer <key>``.
"""
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from knox.auth import TokenAuthentication
from knox.models import AuthToken
from rest_framework import exceptions

#: Authorization header schemes accepted for a token (case-insensitive).
TOKEN_KEYWORDS = ("token", "bearer")


def token_create(user: AbstractBaseUser) -> str:
    """A new API token key (40 hex characters, 160 random bits) for ``user``; any previous token stops
    working. Only its digest is stored."""
    with transaction.atomic():
        AuthToken.objects.filter(user=user).delete()
        _, key = AuthToken.objects.create(user=user, expiry=None)
        return key


def token_revoke(user: AbstractBaseUser) -> bool:
    """Delete ``user``'s API token. Returns True when there was one."""
    deleted, _ = AuthToken.objects.filter(user=user).delete()
    return deleted > 0


def token_exists(user: AbstractBaseUser) -> bool:
    """Whether ``user`` currently has an API token (its key is shown only when created)."""
    return AuthToken.objects.filter(user=user).exists()


def token_from_header(value: str | None) -> str | None:
    """The key from an ``Authorization`` header value (``Token k`` or ``Bearer k``), or None."""
    parts = (value or "").split()
    if len(parts) != 2 or parts[0].lower() not in TOKEN_KEYWORDS:
        return None
    return parts[1]


def user_for_token(key: str | None):
    """The active user owning token ``key``, or None (unknown key, inactive user, no key)."""
    if not key or "\x00" in key or len(key) > 200:
        return None
    try:
        user, _ = TokenAuthentication().authenticate_credentials(key.encode("utf-8", "surrogateescape"))
    except (exceptions.AuthenticationFailed, UnicodeError, ValueError):
        return None
    return user


class BearerOrTokenAuthentication(TokenAuthentication):
    """knox token authentication accepting both ``Token <key>`` and ``Bearer <key>``."""

    def authenticate(self, request):
        header = request.META.get("HTTP_AUTHORIZATION", "")
        parts = header.split()
        if not parts or parts[0].lower() not in TOKEN_KEYWORDS:
            return None
        if len(parts) != 2 or "\x00" in parts[1] or len(parts[1]) > 200:
            raise exceptions.AuthenticationFailed("invalid Authorization header: expected 'Token <key>'")
        try:
            return self.authenticate_credentials(parts[1].encode("utf-8"))
        except UnicodeError:
            raise exceptions.AuthenticationFailed("invalid token") from None

    def authenticate_header(self, request):
        return "Token"
