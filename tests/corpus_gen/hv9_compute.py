"""Variant 9 aggregate semantics (shared by the generator and, independently re-implemented, by
check_variant9.py).

* payments are selected by paid-on date (inclusive ``from``/``to``), per currency, never converted;
* only documents whose sensitivity is in ``sensitivity`` (default public + internal) count;
* a payment carrying ``dup_of`` repeats a payment already on another paper and is skipped;
* refunds are negative payments (direction "in") and reduce a sum;
* ``direction`` (optional) restricts to "out" or "in";
* open bills = documents whose facts say status "open" with a due date on or after ``as_of``.
"""
from __future__ import annotations

from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

VISIBLE = ["public", "internal"]


def selected(rows, c):
    out = []
    for d in rows:
        if d["sensitivity"] not in c.get("sensitivity", VISIBLE):
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
            if "from" in c and p["paid_on"] < c["from"]:
                continue
            if "to" in c and p["paid_on"] > c["to"]:
                continue
            out.append((d, p))
    return out


def sums(pairs):
    acc = defaultdict(int)
    for _, p in pairs:
        acc[p["currency"]] += p["amount_cents"]
    return {cur: {"amount_cents": acc[cur]} for cur in sorted(acc)}


def open_bills(rows, c):
    return [d for d in rows if d["sensitivity"] in c.get("sensitivity", VISIBLE)
            and d["facts"].get("status") == "open" and d["facts"].get("due_date", "") >= c["as_of"]]


def evaluate(rows, c):
    """Returns (answer_value, doc_files) for one compute spec."""
    op = c["op"]
    if op == "sum":
        pairs = selected(rows, c)
        return sums(pairs), sorted({d["file"] for d, _ in pairs})
    if op == "max":
        pairs = selected(rows, c)
        assert len({p["currency"] for _, p in pairs}) == 1
        d, p = max(pairs, key=lambda dp: dp[1]["amount_cents"])
        return {p["currency"]: {"amount_cents": p["amount_cents"]}}, [d["file"]]
    if op == "avg_monthly":
        pairs = selected(rows, c)
        value = {cur: {"amount_cents": int((Decimal(v["amount_cents"]) / c["months"]).quantize(
            Decimal("1"), rounding=ROUND_HALF_UP))} for cur, v in sums(pairs).items()}
        return value, sorted({d["file"] for d, _ in pairs})
    if op == "count_docs":
        files = sorted(d["file"] for d in rows
                       if d["category"] in c["categories"]
                       and ("payees" not in c or d["facts"].get("issuer") in c["payees"])
                       and ("kinds" not in c or d["kind"] in c["kinds"])
                       and c["from"] <= d["created"] <= c["to"]
                       and d["sensitivity"] in c.get("sensitivity", VISIBLE))
        return len(files), files
    if op == "argmax_month":
        by_month, files = defaultdict(int), defaultdict(set)
        for d, p in selected(rows, c):
            by_month[p["paid_on"][:7]] += p["amount_cents"]
            files[p["paid_on"][:7]].add(d["file"])
        month = max(sorted(by_month), key=lambda m: by_month[m])
        return month, sorted(files[month])
    if op == "diff":
        a, fa = evaluate(rows, c["a"])
        b, fb = evaluate(rows, c["b"])
        cur = c["currency"]
        return ({cur: {"amount_cents": a[cur]["amount_cents"] - b[cur]["amount_cents"]}},
                sorted(set(fa) | set(fb)))
    if op == "unpaid":
        docs = open_bills(rows, c)
        return sorted(d["file"] for d in docs), sorted(d["file"] for d in docs)
    if op == "unpaid_sum":
        docs = open_bills(rows, c)
        acc = defaultdict(int)
        for d in docs:
            acc[d["payments_currency"] if "payments_currency" in d else "EUR"] += \
                d["facts"]["amount_due_cents"]
        return {cur: {"amount_cents": acc[cur]} for cur in sorted(acc)}, sorted(d["file"] for d in docs)
    raise ValueError(op)
