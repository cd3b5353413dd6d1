"""Per-user request throttles for the expensive endpoints, so one client cannot starve the others.

Rates come from ``REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]`` (``"ask"``, ``"upload"``), read on every
request so tests and operators can change them. Counters live in Django's default cache, which is Redis
(``SHOEBOX_CACHE_URL``): every web, ASGI and MCP process counts against the same budget, and the API's
``POST /api/ask``, the portal's Ask and the MCP ``ask`` tool share one ``ask`` budget per user.
If the cache cannot be reached the request is let through (and a warning logged): Redis being down must
not take the archive down with it.
"""
import logging
from types import SimpleNamespace

from rest_framework.settings import api_settings
from rest_framework.throttling import ScopedRateThrottle

log = logging.getLogger(__name__)


class _LiveScopedThrottle(ScopedRateThrottle):
    """A scoped throttle with a fixed scope whose rate is looked up at request time."""

    scope_name = ""
    methods: tuple[str, ...] = ()  # empty: every method

    def allow_request(self, request, view):
        if self.methods and request.method not in self.methods:
            return True
        self.scope = self.scope_name
        self.rate = api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)
        if self.rate is None:
            return True
        self.num_requests, self.duration = self.parse_rate(self.rate)
        try:
            return super(ScopedRateThrottle, self).allow_request(request, view)
        except Exception as exc:  # the shared cache is unreachable: fail open, loudly
            log.warning("throttle %s: cache unavailable (%s); request let through", self.scope, type(exc).__name__)
            return True


class AskThrottle(_LiveScopedThrottle):
    """``POST /api/ask``, the portal's Ask, MCP ``ask``: rate ``ask`` per user (default 30/min)."""

    scope_name = "ask"


class UploadThrottle(_LiveScopedThrottle):
    """``POST /api/documents/``: rate ``upload`` per user (default 60/min); listing is not throttled."""

    scope_name = "upload"
    methods = ("POST",)


def throttle_wait(throttle_class: type[_LiveScopedThrottle], user, request=None) -> float | None:
    """Count one request by ``user`` against ``throttle_class``'s budget, outside DRF (the portal, MCP).
    Returns None when allowed, else the seconds to wait before the next request is."""
    request = request if request is not None else SimpleNamespace(user=user, META={}, method="POST")
    throttle = throttle_class()
    if throttle.allow_request(request, None):
        return None
    return max(1.0, throttle.wait() or 1.0)
