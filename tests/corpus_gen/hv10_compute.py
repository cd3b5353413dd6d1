"""Variant 10 aggregate semantics, used by the generator to compute gold answers (check_variant10.py
re-implements them independently).

* payments are selected by paid-on date (inclusive ``from``/``to``), per currency, never converted;
* only documents whose sensitivity is in ``sensitivity`` count (public + internal unless the asker may
  see confidential papers);
* a payment carrying ``dup_of`` repeats a payment already on another paper and is skipped;
* refunds are negative payments (direction "in") and reduce a sum;
* optional filters: ``categories``, ``payees``, ``direction``, ``currency``, ``member`` (whose paper:
  facts.member), ``property`` ("home" or "cottage": facts.property, default "home");
* open bills = documents whose facts say status "open" with a due date on or after ``as_of``.
"""
from __future__ import annotations

from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

VISIBLE = ["public", "internal"]


def _doc_ok(d, c) -> bool:
    if d["sensitivity"] not in c.get("sensitivity", VISIBLE):
        return False
    if "member" in c and d["facts"].get("member") != c["member"]:
        return False
    if "property" in c and d["facts"].get("property", "home") != c["property"]:
        return False
    return True


def selected(rows, c):
    out = []
    for d in rows:
        if not _doc_ok(d, c):
            continue
        for p in d["payments"]:
            if "dup_of" in p:
                continue
            if "categories" in c and p["category"] not in c["categories"]:
                continue
            if "payees" in c and p["payee"] not in c["payees"]:
                continue
            if "direction" in c and p["direction"] != c["direction"]:
                continue
            if "currency" in c and p["currency"] != c["currency"]:
                continue
            if p["paid_on"] < c.get("from", "0000-00-00") or p["paid_on"] > c.get("to", "9999-99-99"):
                continue
            out.append((d, p))
    return out


def sums(pairs, currency=None):
    acc = defaultdict(int)
    if currency:
        acc[currency] = 0
    for _, p in pairs:
        acc[p["currency"]] += p["amount_cents"]
    return {cur: {"amount_cents": acc[cur]} for cur in sorted(acc)}


def _files(pairs):
    return sorted({d["file"] for d, _ in pairs})


def _round(value: Decimal) -> int:
    return int(value.quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def open_bills(rows, c):
    return [d for d in rows if _doc_ok(d, c) and d["facts"].get("status") == "open"
            and d["facts"].get("due_date", "") >= c["as_of"]
            and ("payees" not in c or d["facts"].get("issuer") in c["payees"])]


def evaluate(rows, c):
    """Returns (answer_value, doc_files) for one compute spec."""
    op = c["op"]
    if op in ("sum", "avg_monthly", "avg_payment", "count_payments", "late_fees"):
        pairs = selected(rows, c)
        if op == "sum":
            return sums(pairs, c.get("currency")), _files(pairs)
        if op == "count_payments":
            return len(pairs), _files(pairs)
        if op == "late_fees":
            fees = [(d, p) for d, p in pairs if p.get("includes_late_fee_cents")]
            acc = defaultdict(int)
            for _, p in fees:
                acc[p["currency"]] += p["includes_late_fee_cents"]
            return {k: {"amount_cents": v} for k, v in sorted(acc.items())}, _files(fees)
        total = sums(pairs)
        n = c["months"] if op == "avg_monthly" else len(pairs)
        return ({cur: {"amount_cents": _round(Decimal(v["amount_cents"]) / n)} for cur, v in total.items()},
                _files(pairs))
    if op in ("max", "min"):
        pairs = selected(rows, c)
        assert len({p["currency"] for _, p in pairs}) == 1
        pick = max if op == "max" else min
        d, p = pick(pairs, key=lambda dp: dp[1]["amount_cents"])
        return {p["currency"]: {"amount_cents": p["amount_cents"]}}, [d["file"]]
    if op == "count_docs":
        files = sorted(d["file"] for d in rows if _doc_ok(d, c)
                       and d["category"] in c["categories"]
                       and ("payees" not in c or d["facts"].get("issuer") in c["payees"])
                       and ("kinds" not in c or d["kind"] in c["kinds"])
                       and c["from"] <= d["created"] <= c["to"])
        return len(files), files
    if op == "argmax_month":
        by_month, files = defaultdict(int), defaultdict(set)
        for d, p in selected(rows, c):
            by_month[p["paid_on"][:7]] += p["amount_cents"]
            files[p["paid_on"][:7]].add(d["file"])
        best = max(by_month.values())
        month = min(m for m, v in by_month.items() if v == best)
        return month, sorted(files[month])
    if op == "diff":
        a, fa = evaluate(rows, c["a"])
        b, fb = evaluate(rows, c["b"])
        cur = c["currency"]
        return ({cur: {"amount_cents": a[cur]["amount_cents"] - b[cur]["amount_cents"]}},
                sorted(set(fa) | set(fb)))
    if op == "unpaid":
        files = sorted(d["file"] for d in open_bills(rows, c))
        return files, files
    if op == "unpaid_sum":
        docs = open_bills(rows, c)
        acc = defaultdict(int)
        for d in docs:
            acc[d["facts"]["currency"]] += d["facts"]["amount_due_cents"]
        return {cur: {"amount_cents": acc[cur]} for cur in sorted(acc)}, sorted(d["file"] for d in docs)
    raise ValueError(op)
