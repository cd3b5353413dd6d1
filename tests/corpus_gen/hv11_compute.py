"""Variant 11: gold computation over the generator's own payment and bill records."""
from __future__ import annotations

from datetime import date

from tests.corpus_gen.hv11_base import TODAY, Archive, D

PUBLIC = ["public", "internal"]


def _select(ar: Archive, spec: dict):
    sens = tuple(spec.get("sensitivity", PUBLIC))
    frm = D(spec["from"]) if "from" in spec else date.min
    to = D(spec["to"]) if "to" in spec else date.max
    out = []
    for _pid, (p, files) in sorted(ar.payments(sens).items()):
        if "categories" in spec and p.category not in spec["categories"]:
            continue
        if "payee" in spec and p.payee != spec["payee"]:
            continue
        if "currency" in spec and p.currency != spec["currency"]:
            continue
        if not frm <= p.paid_on <= to:
            continue
        out.append((p, files))
    return out


def per_currency(rows) -> dict:
    sums: dict[str, int] = {}
    for p, _ in rows:
        sums[p.currency] = sums.get(p.currency, 0) + p.amount_cents
    return {c: {"amount_cents": v} for c, v in sorted(sums.items())}


def files_of(rows) -> list[str]:
    fs = set()
    for p, files in rows:
        fs.update(files)
        if p.bill:
            fs.add(p.bill)
    return sorted(fs)


def evaluate(ar: Archive, spec: dict):
    """Returns (answer_value, doc_files)."""
    op = spec["op"]
    if op == "sum":
        rows = _select(ar, spec)
        return per_currency(rows), files_of(rows)
    if op == "count":
        rows = [r for r in _select(ar, spec) if r[0].amount_cents > 0]
        return len(rows), files_of(rows)
    if op == "avg":
        rows = [r for r in _select(ar, spec) if r[0].amount_cents > 0]
        cur = spec["currency"]
        total = sum(p.amount_cents for p, _ in rows)
        return {cur: {"amount_cents": round(total / len(rows))}}, files_of(rows)
    if op == "max":
        rows = _select(ar, spec)
        p, files = max(rows, key=lambda r: r[0].amount_cents)
        return {p.currency: {"amount_cents": p.amount_cents}}, files_of([(p, files)])
    if op == "diff":
        a, fa = evaluate(ar, spec["a"])
        b, fb = evaluate(ar, spec["b"])
        cur = spec["currency"]
        v = a.get(cur, {}).get("amount_cents", 0) - b.get(cur, {}).get("amount_cents", 0)
        return {cur: {"amount_cents": v}}, sorted(set(fa) | set(fb))
    if op == "argmax_month":
        rows = _select(ar, spec)
        months: dict[str, int] = {}
        for p, _ in rows:
            k = p.paid_on.strftime("%Y-%m")
            months[k] = months.get(k, 0) + p.amount_cents
        best = max(sorted(months), key=lambda k: months[k])
        return best, files_of([r for r in rows if r[0].paid_on.strftime("%Y-%m") == best])
    if op == "compare":
        a, fa = evaluate(ar, spec["a"])
        b, fb = evaluate(ar, spec["b"])
        cur = spec["currency"]
        va, vb = (x.get(cur, {}).get("amount_cents", 0) for x in (a, b))
        return (spec["a_label"] if va > vb else spec["b_label"]), sorted(set(fa) | set(fb))
    if op in ("open_bills", "open_sum"):
        bills = open_bills(ar, spec)
        if op == "open_bills":
            return sorted(b.label for b, _ in bills), sorted({f for _, f in bills})
        sums: dict[str, int] = {}
        for b, _ in bills:
            sums[b.currency] = sums.get(b.currency, 0) + b.amount_cents
        return ({c: {"amount_cents": v} for c, v in sorted(sums.items())},
                sorted({f for _, f in bills}))
    raise ValueError(op)


def open_bills(ar: Archive, spec: dict):
    sens = tuple(spec.get("sensitivity", PUBLIC))
    paid_ids = set(ar.payments(sens))
    frm = D(spec.get("from", TODAY.isoformat()))
    to = D(spec["to"]) if "to" in spec else date.max
    out = []
    for doc in ar.docs:
        if doc.sensitivity not in sens:
            continue
        for b in doc.bills:
            if b.paid_by and b.paid_by in paid_ids:
                continue
            if "currency" in spec and b.currency != spec["currency"]:
                continue
            if frm <= b.due <= to:
                out.append((b, doc.file))
    return out
