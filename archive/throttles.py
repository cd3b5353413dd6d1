"""Per-user request throttles for the expensive endpoints, so one client cannot starve the others.

Rates come from ``REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]`` (``"ask"``, ``"upload"``), read on every
request so tests and operators can change them; counters live in Django's default cache.
"""
from rest_framework.settings import api_settings
from rest_framework.throttling import ScopedRateThrottle


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
        return super(ScopedRateThrottle, self).allow_request(request, view)


class AskThrottle(_LiveScopedThrottle):
    """``POST /api/ask``: rate ``ask`` per user (default 30/min)."""

    scope_name = "ask"


class UploadThrottle(_LiveScopedThrottle):
    """``POST /api/documents/``: rate ``upload`` per user (default 60/min); listing is not throttled."""

    scope_name = "upload"
    methods = ("POST",)
