"""Per-user API tokens (DRF ``authtoken``): one token per user, created, rotated and revoked here.

The portal, ``manage.py create_token``, ``POST/DELETE /api/tokens/`` and the MCP HTTP transport all use
these functions. A token is sent as ``Authorization: Token <key>`` or ``Authorization: Bearer <key>``.
"""
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from rest_framework import exceptions
from rest_framework.authentication import TokenAuthentication
from rest_framework.authtoken.models import Token

#: Authorization header schemes accepted for a token (case-insensitive).
TOKEN_KEYWORDS = ("token", "bearer")


def token_create(user: AbstractBaseUser) -> str:
    """A new API token key (40 hex characters) for ``user``; any previous token stops working."""
    with transaction.atomic():
        Token.objects.filter(user=user).delete()
        return Token.objects.create(user=user).key


def token_revoke(user: AbstractBaseUser) -> bool:
    """Delete ``user``'s API token. Returns True when there was one."""
    deleted, _ = Token.objects.filter(user=user).delete()
    return deleted > 0


def token_exists(user: AbstractBaseUser) -> bool:
    """Whether ``user`` currently has an API token (its key is shown only when created)."""
    return Token.objects.filter(user=user).exists()


def token_from_header(value: str | None) -> str | None:
    """The key from an ``Authorization`` header value (``Token k`` or ``Bearer k``), or None."""
    parts = (value or "").split()
    if len(parts) != 2 or parts[0].lower() not in TOKEN_KEYWORDS:
        return None
    return parts[1]


def user_for_token(key: str | None):
    """The active user owning token ``key``, or None (unknown key, inactive user, no key)."""
    if not key:
        return None
    token = Token.objects.select_related("user").filter(key=key).first()
    if token is None or not token.user.is_active:
        return None
    return token.user


class BearerOrTokenAuthentication(TokenAuthentication):
    """DRF token authentication accepting both ``Token <key>`` and ``Bearer <key>``."""

    keyword = "Token"

    def authenticate(self, request):
        header = request.META.get("HTTP_AUTHORIZATION", "")
        parts = header.split()
        if not parts or parts[0].lower() not in TOKEN_KEYWORDS:
            return None
        if len(parts) != 2:
            raise exceptions.AuthenticationFailed("invalid Authorization header: expected 'Token <key>'")
        return self.authenticate_credentials(parts[1])
