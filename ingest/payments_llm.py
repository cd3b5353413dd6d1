"""The LLM payment extractor: one chat request per document, every returned record checked against the text.

The design's prompt is "Extract every payment record you can find. Return [{doc_id, amount_cents, currency,
paid_on}]". One document is sent per request, so no ``doc_id`` is asked for or sent: the caller already
knows the document, and a number in the prompt would only be something more to leak or to hallucinate.

What leaves the server: the instruction and bounded windows of the document's text around the lines that
print an amount (each such line with up to ``LINES_BEFORE`` lines before and ``LINES_AFTER`` after, in page
order), at most ``ASK_EXCERPT_CHARS`` characters per document in all: the same per-document bound as Ask's
excerpts, so the consent the operator gave covers both. A document with no amount printed is not sent at all
(the rules extractor reads it). Never ids, titles, file names or anything of another document. Nothing is sent
unless ``llm.egress_ack`` is true, and confidential/restricted documents are not sent unless the admin has
turned on ``ask.include_sensitive`` (the same rule as retrieval); those use the rules extractor.

A record is kept only if every field validates and its amount and each date occur in the text sent; it is
never completed with invented values. When the endpoint fails (unreachable, timeout, refused, malformed
reply) the rules extractor's records are returned instead and ``note`` says so; ``payments_store`` saves
that note in ``Document.extraction_error``. Logs carry counts and reasons only, never document text.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from datetime import date

from archive.llm import LLMConfig, LLMError, json_candidates, llm_chat
from archive.models import SENSITIVE_LEVELS, Document, PaymentRecord

from .categories import CATEGORIES
from .money import find_dates, find_money
from .payments_rules import RulesExtractor

log = logging.getLogger(__name__)

LINES_BEFORE, LINES_AFTER = 3, 2  # context kept around a money line: its label, the issuer, the date
WINDOW_GAP = "\n\n"  # between windows and pages
KINDS = tuple(k.value for k in PaymentRecord.Kind)

INSTRUCTION = (
    "Extract every payment record you can find in the document below (bills, invoices, receipts, policies, "
    "statements). Reply with JSON only: {\"payments\": [{amount_cents, currency, kind, paid_on, due_on, payee, "
    "category}]}. amount_cents: the amount as an integer in minor units (e.g. $1,053.52 -> 105352). currency: "
    "ISO 4217 code. kind: paid (the document shows it was paid, with the date), due (a bill not shown paid), "
    "charged (an invoice total), refunded. paid_on/due_on: YYYY-MM-DD exactly as printed in the document, or "
    "null. payee: who is paid, as printed. category: one of " + ", ".join(CATEGORIES) + ". Do not guess: omit a "
    "record whose amount is not printed, use null for a date that is not printed. A previous balance or a "
    "payment received for an earlier bill is not this document's payment. Reply {\"payments\": []} if none."
)

# OpenAI's strict json_schema needs an object at the root and every property listed as required.
PAYMENTS_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["payments"],
    "properties": {"payments": {"type": "array", "items": {
        "type": "object",
        "additionalProperties": False,
        "required": ["amount_cents", "currency", "kind", "paid_on", "due_on", "payee", "category"],
        "properties": {
            "amount_cents": {"type": "integer"},
            "currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
            "kind": {"type": "string", "enum": list(KINDS)},
            "paid_on": {"type": ["string", "null"]},
            "due_on": {"type": ["string", "null"]},
            "payee": {"type": "string"},
            "category": {"type": "string", "enum": list(CATEGORIES)},
        },
    }}},
}

_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


class MalformedPayments(ValueError):
    """The model's reply holds no ``{"payments": [...]}`` object (nor a bare JSON array)."""


def parse_payments_json(text: str) -> list:
    """The list of record candidates in the model's ``text``: bare JSON, fenced JSON or a JSON object in
    prose, either ``{"payments": [...]}`` or a bare array. Items are not checked here. Raises
    MalformedPayments when no such list is found."""
    for candidate in json_candidates(text):
        if isinstance(candidate, list):
            return candidate
        if isinstance(candidate, dict) and isinstance(candidate.get("payments"), list):
            return candidate["payments"]
    raise MalformedPayments("no JSON object with a 'payments' list in the reply")


def payment_windows(pages: Sequence[tuple[int, str]], *, budget: int) -> tuple[str, list[tuple[int, int, int]]]:
    """The text the extractor sends for ``pages`` (``(number, text)`` in order) and each part's
    ``(start, end, page number)`` offsets in it.

    Windows of whole lines around every line that prints an amount (``find_money``), overlapping
    windows merged, joined by WINDOW_GAP; the result is cut at ``budget`` characters, so at most
    ``budget`` characters of the document leave the server. "" when no line prints an amount."""
    parts: list[tuple[int, str]] = []
    for number, page_text in pages:
        lines = (page_text or "").split("\n")
        money = [i for i, line in enumerate(lines) if find_money(line)]
        ranges: list[list[int]] = []
        for i in money:
            lo, hi = max(0, i - LINES_BEFORE), min(len(lines), i + LINES_AFTER + 1)
            if ranges and lo <= ranges[-1][1]:
                ranges[-1][1] = max(ranges[-1][1], hi)
            else:
                ranges.append([lo, hi])
        parts += [(number, "\n".join(lines[lo:hi]).strip()) for lo, hi in ranges]
    text, spans = "", []
    for number, part in parts:
        if not part:
            continue
        start = len(text) + (len(WINDOW_GAP) if text else 0)
        if start >= budget:
            break
        text = (text + WINDOW_GAP if text else "") + part
        spans.append((start, min(len(text), budget), number))
    return text[:budget], spans


def _iso(value) -> date | None | str:
    """None for null/absent, a date for "YYYY-MM-DD", else the string "bad" (the record is rejected)."""
    if value is None:
        return None
    if not isinstance(value, str) or not _ISO_DATE.match(value.strip()):
        return "bad"
    try:
        return date.fromisoformat(value.strip())
    except ValueError:
        return "bad"


class LLMPaymentExtractor:
    """Payment extraction by the configured language model (see the module docstring).

    ``note`` is set by each ``extract`` call: empty, or why the rules were used / records rejected (counts
    only). An instance is meant for one ``payments_store`` call; ``extractor_default`` makes a new one."""

    name = "llm"

    def __init__(self, config: LLMConfig | None = None, *, fallback=None):
        self.config = config
        self.fallback = fallback or RulesExtractor()
        self.note = ""

    def extract(self, document: Document, pages: Sequence[tuple[int, str]]) -> list[PaymentRecord]:
        """Unsaved records for ``document`` from ``pages`` (``(number, text)`` in order). Amounts are cents
        of the record's currency. Never raises for endpoint trouble (the rules are used instead)."""
        from archive.config import setting_get

        self.note = ""
        config = self.config or LLMConfig.from_settings()
        if document.sensitivity in SENSITIVE_LEVELS and not setting_get("ask.include_sensitive"):
            return self.fallback.extract(document, pages)  # the product rule: sensitive papers stay here
        if not config.egress_ack or not config.endpoint_url:
            return self.fallback.extract(document, pages)
        text, spans = payment_windows(pages, budget=config.excerpt_chars)
        if not text.strip():
            return self.fallback.extract(document, pages)  # no amount printed: nothing worth sending
        try:
            reply = llm_chat([{"role": "system", "content": INSTRUCTION}, {"role": "user", "content": text}],
                             config=config, schema=PAYMENTS_SCHEMA)
            try:
                items = parse_payments_json(reply)
            except MalformedPayments:
                raise LLMError("llm_malformed", "the reply was not the expected JSON") from None
        except LLMError as exc:
            # An unreachable model must not leave the aggregates empty; the request is not retried here
            # (llm_chat bounds its own attempts) and the next re-extraction tries the model again.
            log.warning("llm payment extraction for document %s failed (%s); using rules", document.pk, exc.reason)
            self.note = f"llm extractor unavailable: {exc.reason}: {exc.detail}; used rules"[:2000]
            return self.fallback.extract(document, pages)
        return self._validated(document, items, text, spans)

    def _validated(self, document, items: list, text: str, spans) -> list[PaymentRecord]:
        """Records from ``items`` whose every field checks out and whose amount and dates are in ``text``."""
        # Both readings of "03/04/2026" count as occurring: the model may read it either way; a date that
        # is in neither reading is not in the document.
        printed_dates = {d.value for hint in ("US", "DMY") for d in find_dates(text, locale_hint=hint)}
        out, rejected = [], {"field": 0, "amount": 0, "date": 0}
        for item in items:
            rec, why = self._record(document, item, text, spans, printed_dates)
            if rec is None:
                rejected[why] += 1
            else:
                out.append(rec)
        total = sum(rejected.values())
        if total:
            counts = ", ".join(f"{k} {v}" for k, v in rejected.items() if v)
            log.info("llm payments for document %s: kept %d, rejected %d (%s)", document.pk, len(out), total, counts)
            self.note = f"llm extractor: rejected {total} of {len(items)} records ({counts})"
        return out

    def _record(self, document, item, text, spans, printed_dates) -> tuple[PaymentRecord | None, str]:
        if not isinstance(item, dict):
            return None, "field"
        amount, currency, kind = item.get("amount_cents"), item.get("currency"), item.get("kind")
        if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0:
            return None, "field"
        if not isinstance(currency, str) or not re.fullmatch(r"[A-Z]{3}", currency):
            return None, "field"
        if kind not in KINDS:
            return None, "field"
        paid_on, due_on = _iso(item.get("paid_on")), _iso(item.get("due_on"))
        if "bad" in (paid_on, due_on):
            return None, "field"
        # "$" is read in the record's own dollar; the sign is ignored (refunds and credits print as -$x).
        hits = [m for m in find_money(text, default_currency=currency)
                if m.amount_cents == amount and m.currency == currency]
        if not hits:
            return None, "amount"
        if any(d is not None and d not in printed_dates for d in (paid_on, due_on)):
            return None, "date"
        category = item.get("category") if item.get("category") in CATEGORIES else "other"
        payee = item.get("payee") if isinstance(item.get("payee"), str) else ""
        payee = " ".join(payee.split())
        if payee and payee.lower() not in " ".join(text.split()).lower():
            payee = ""  # a payee that is not printed would be invented
        at = hits[0].start
        page = next((n for start, end, n in spans if start <= at < end), None)
        line_start, line_end = text.rfind("\n", 0, at) + 1, text.find("\n", at)
        snippet = text[line_start: line_end if line_end != -1 else len(text)].strip()
        return PaymentRecord(document=document, page_number=page, amount_cents=amount, currency=currency,
                             kind=kind, paid_on=paid_on, due_on=due_on, payee=payee[:300], category=category,
                             snippet=snippet[:1000], extractor=self.name), ""
