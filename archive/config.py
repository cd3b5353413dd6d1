"""Typed access to the settings table, with environment fallbacks.

Lookup order for a key: the settings table, then the environment variable named in ``KEYS``, then the
default. Secret keys (``llm.api_key``) are stored encrypted and never printed in full.
"""
import base64
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import crypto


@dataclass(frozen=True)
class Key:
    env: str
    default: Any
    parse: Callable[[str], Any]
    secret: bool = False
    doc: str = ""


def _bool(text: str) -> bool:
    value = str(text).strip().lower()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off", ""}:
        return False
    raise ValueError(f"not a boolean: {text!r}")


def _int_range(low: int, high: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        value = int(text)
        if not low <= value <= high:
            raise ValueError(f"must be between {low} and {high}")
        return value
    return parse


def _float_range(low: float, high: float) -> Callable[[str], float]:
    def parse(text: str) -> float:
        value = float(text)
        if not low <= value <= high:
            raise ValueError(f"must be between {low} and {high}")
        return value
    return parse


def _currency(text: str) -> str:
    value = str(text).strip().upper()
    if value and not (len(value) == 3 and value.isalpha()):
        raise ValueError(f"not an ISO 4217 currency code: {text!r}")
    return value


KEYS: dict[str, Key] = {
    "llm.endpoint_url": Key("LLM_ENDPOINT_URL", "", str, doc="OpenAI-compatible base URL (…/v1) or Ollama URL"),
    "llm.api": Key("LLM_API", "openai", lambda t: {"openai": "openai", "ollama": "ollama"}[t.strip().lower()],
                   doc="openai (chat completions) or ollama (native /api/chat)"),
    "llm.model": Key("LLM_MODEL", "", str),
    "llm.api_key": Key("LLM_API_KEY", "", str, secret=True),
    "llm.egress_ack": Key("LLM_EGRESS_ACK", False, _bool,
                          doc="nothing is sent to the endpoint until the operator sets this true"),
    "llm.egress_consent": Key("LLM_EGRESS_CONSENT", "", str,
                              doc="what the operator agreed may leave the machine (JSON: host, bounds, who, when)"),
    "ask.enabled": Key("ASK_ENABLED", True, _bool,
                       doc="off deletes the embeddings (Ask stops; exact search stays); on rebuilds them"),
    "ask.llm_offline_kinds": Key("ASK_LLM_OFFLINE_KINDS", "amount,lookup,party",
                                 lambda t: ",".join(k.strip() for k in str(t).split(",") if k.strip()),
                                 doc="question kinds answered offline only (the local model measured worse)"),
    "ask.page_fields": Key("ASK_PAGE_FIELDS", True, _bool,
                           doc="the offline answerer also reads the page fields (labelled values from the "
                               "layout) when the text gives no sure answer (measured on the dev halves: +5 "
                               "right, +1 wrong; test halves +6 / +2; docs/evaluation.md)"),
    "ask.include_sensitive": Key("ASK_INCLUDE_SENSITIVE", False, _bool,
                                 doc="include confidential and restricted documents in retrieval"),
    "payments.default_currency": Key("PAYMENTS_DEFAULT_CURRENCY", "", lambda t: _currency(t),
                                     doc="ISO 4217 code for amounts printed with no currency at all (till "
                                         "receipts); empty: the currency most of the owner's payments are in"),
    "locale.hemisphere": Key("LOCALE_HEMISPHERE", "", lambda t: {"": "", "north": "north", "south": "south"}[
                                 str(t).strip().lower()],
                             doc="how a question's seasons are read (\"last summer\"): north, south, or empty: "
                                 "south when most payments are in a southern country's currency (NZD, AUD, ZAR…)"),
    "ASK_MAX_DOCS": Key("ASK_MAX_DOCS", 8, _int_range(1, 20)),
    "ASK_EXCERPT_CHARS": Key("ASK_EXCERPT_CHARS", 400, _int_range(100, 2000)),
    # A local 1.5 B model on 2 cores reads an 8-excerpt prompt in ~40 s; the model stage runs after the
    # offline answer, so the bound can be generous.
    "ASK_TIMEOUT": Key("ASK_TIMEOUT", 120.0, _float_range(1, 600), doc="seconds"),
    "ASK_MAX_TOKENS": Key("ASK_MAX_TOKENS", 4096, _int_range(16, 32768)),
}


class UnknownSetting(KeyError):
    """The key is not in ``KEYS``."""


def _key(name: str) -> Key:
    try:
        return KEYS[name]
    except KeyError:
        raise UnknownSetting(f"unknown setting {name!r}; known: {', '.join(sorted(KEYS))}") from None


def setting_get(name: str) -> Any:
    """The effective value of setting ``name`` (typed). Raises UnknownSetting."""
    from .models import Setting

    key = _key(name)
    row = Setting.objects.filter(key=name).first()
    if row is not None:
        if row.is_secret:
            raw = crypto.decrypt(base64.b64decode(row.value), associated_data=name.encode()).decode()
            return key.parse(raw)
        return json.loads(row.value)
    env = os.environ.get(key.env)
    if env is not None:
        return key.parse(env)
    return key.default


def setting_set(name: str, value: Any) -> Any:
    """Validate and store ``value`` (a string or a typed value) for ``name``; return the typed value.
    Raises UnknownSetting, ValueError on an invalid value."""
    from .models import Setting

    key = _key(name)
    typed = key.parse(value if isinstance(value, str) else json.dumps(value) if isinstance(value, bool) else str(value))
    if key.secret:
        stored = base64.b64encode(crypto.encrypt(str(typed).encode(), associated_data=name.encode())).decode()
    else:
        stored = json.dumps(typed)
    Setting.objects.update_or_create(key=name, defaults={"value": stored, "is_secret": key.secret})
    return typed


def setting_display(name: str) -> str:
    """The value as an operator may see it: secrets masked to their last 4 characters."""
    value = setting_get(name)
    if _key(name).secret:
        return ("…" + str(value)[-4:]) if value else ""
    return json.dumps(value)
