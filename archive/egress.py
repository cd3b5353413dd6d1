"""Consent to egress, asked once per archive: what the operator agreed may leave the machine, to which
host, within which bounds. A new host, or bounds larger than agreed, need a new acknowledgement.

The record is the ``llm.egress_consent`` setting (JSON); ``llm.egress_ack`` stays the switch every
request checks (``archive.llm.llm_chat``).
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass

import httpx
from django.utils import timezone

from .config import setting_get, setting_set


@dataclass(frozen=True)
class EgressConsent:
    """``host`` is "host:port" of the endpoint; ``max_docs`` × ``excerpt_chars`` bounds each ask;
    ``by`` is the username who agreed, ``at`` an ISO timestamp."""

    host: str
    max_docs: int
    excerpt_chars: int
    by: str
    at: str


def endpoint_host(url: str) -> str:
    """"host:port" of ``url`` (port made explicit), or "" when it is not an http(s) URL."""
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, TypeError):
        return ""
    if parsed.scheme not in ("http", "https") or not parsed.host:
        return ""
    return f"{parsed.host}:{parsed.port or (443 if parsed.scheme == 'https' else 80)}"


def egress_consent_get() -> EgressConsent | None:
    """The recorded consent, or None. Needs the database."""
    raw = setting_get("llm.egress_consent")
    try:
        return EgressConsent(**json.loads(raw)) if raw else None
    except (ValueError, TypeError):
        return None


def egress_consent_covers(consent: EgressConsent | None, *, endpoint_url: str, max_docs: int,
                          excerpt_chars: int) -> bool:
    """Whether ``consent`` covers sending at most ``max_docs`` × ``excerpt_chars`` per ask to ``endpoint_url``."""
    return (consent is not None and bool(endpoint_host(endpoint_url)) and consent.host == endpoint_host(endpoint_url)
            and max_docs <= consent.max_docs and excerpt_chars <= consent.excerpt_chars)


def egress_consent_record(user, *, endpoint_url: str, max_docs: int, excerpt_chars: int) -> EgressConsent:
    """Record that ``user`` agreed to what the set-up page states for these values, and turn egress on."""
    consent = EgressConsent(host=endpoint_host(endpoint_url), max_docs=max_docs, excerpt_chars=excerpt_chars,
                            by=user.get_username(), at=timezone.now().isoformat(timespec="seconds"))
    setting_set("llm.egress_consent", json.dumps(asdict(consent)))
    setting_set("llm.egress_ack", True)
    return consent


def egress_consent_withdraw() -> None:
    """Forget the consent and turn egress off: nothing is sent until someone agrees again."""
    setting_set("llm.egress_consent", "")
    setting_set("llm.egress_ack", False)
