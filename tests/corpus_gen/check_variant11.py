"""Check tests/data/household_variant11 against the generator's own payment records.

    cd /work/main && python3 -m tests.corpus_gen.check_variant11

Recomputes every aggregate gold answer from manifest.jsonl (payments and bills; this file has its
own small evaluator and does not read the question text), checks every doc_file exists, that each
payment's amount and paid-on date are printed on the paper that records it, and that single-paper
answers appear on a cited paper. Exits 1 on any mismatch."""
from __future__ import annotations

import email
import json
import re
from datetime import date
from pathlib import Path

import pymupdf

ROOT = Path(__file__).resolve().parents[1] / "data" / "household_variant11"
MONTHS_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
             "Oktober", "November", "Dezember"]
errors: list[str] = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ text of a paper
def pdf_text(data: bytes) -> str:
    doc = pymupdf.open("pdf", data)
    return " ".join(p.get_text() for p in doc)


def doc_text(rec: dict) -> str:
    data = (ROOT / rec["file"]).read_bytes()
    if rec.get("printed_text"):
        txt = " ".join(rec["printed_text"])
    elif rec["format"] == "pdf":
        txt = pdf_text(data)
    elif rec["format"] == "eml":
        msg = email.message_from_bytes(data)
        parts = []
        for part in msg.walk():
            ctype = part.get_content_type()
            if ctype == "text/plain":
                parts.append(part.get_payload(decode=True).decode("utf-8"))
            elif ctype == "application/pdf":
                parts.append(pdf_text(part.get_payload(decode=True)))
        txt = " ".join(parts + [str(msg["Subject"])])
    else:
        txt = ""
    return re.sub(r"\s+", " ", txt)


def money_forms(cents: int) -> list[str]:
    c = abs(cents)
    u, r = divmod(c, 100)
    g = f"{u:,}.{r:02d}"
    de = f"{u:,}".replace(",", ".") + f",{r:02d}"
    return [f"${g}", g, f"{de} €", de]


def date_forms(d: date) -> list[str]:
    return [f"{d.day}/{d.month:02d}/{d.year}", f"{d:%d/%m/%Y}", f"{d.day} {d:%b %Y}",
            f"{d.day} {d:%B %Y}", f"{d:%d.%m.%Y}", f"{d.day}. {MONTHS_DE[d.month - 1]} {d.year}",
            d.isoformat(), f"of {d:%B %Y}", f"{d.day} {d:%b}"]


def has_any(text: str, forms) -> bool:
    return any(f in text for f in forms)


# ------------------------------------------------------------------ independent evaluator
def visible_payments(manifest, sens):
    pays: dict[str, dict] = {}
    for rec in manifest:
        if rec["sensitivity"] not in sens:
            continue
        for p in rec["payments"]:
            key = p["payment_id"]
            if key not in pays:
                pays[key] = {**p, "files": {rec["file"]}}
            else:
                pays[key]["files"].add(rec["file"])
    return pays


def pick(manifest, spec):
    lo = date.fromisoformat(spec.get("from", "0001-01-01"))
    hi = date.fromisoformat(spec.get("to", "9999-12-31"))
    out = []
    for p in visible_payments(manifest, set(spec["sensitivity"])).values():
        if spec.get("categories") and p["category"] not in spec["categories"]:
            continue
        if spec.get("payee") and p["payee"] != spec["payee"]:
            continue
        if spec.get("currency") and p["currency"] != spec["currency"]:
            continue
        if lo <= date.fromisoformat(p["paid_on"]) <= hi:
            out.append(p)
    return out


def totals(pays):
    t: dict[str, int] = {}
    for p in pays:
        t[p["currency"]] = t.get(p["currency"], 0) + p["amount_cents"]
    return {c: {"amount_cents": v} for c, v in t.items()}


def compute(manifest, spec, today):
    spec = {"sensitivity": spec.get("sensitivity", ["public", "internal"]), **spec}
    op = spec["op"]
    if op == "sum":
        return totals(pick(manifest, spec))
    if op == "count":
        return sum(1 for p in pick(manifest, spec) if p["amount_cents"] > 0)
    if op == "avg":
        ps = [p["amount_cents"] for p in pick(manifest, spec) if p["amount_cents"] > 0]
        return {spec["currency"]: {"amount_cents": round(sum(ps) / len(ps))}}
    if op == "max":
        p = max(pick(manifest, spec), key=lambda p: p["amount_cents"])
        return {p["currency"]: {"amount_cents": p["amount_cents"]}}
    if op in ("diff", "compare"):
        def sub(s):
            return compute(manifest, {**s, "sensitivity": spec["sensitivity"]}, today)
        cur = spec["currency"]
        a = sub(spec["a"]).get(cur, {}).get("amount_cents", 0)
        b = sub(spec["b"]).get(cur, {}).get("amount_cents", 0)
        if op == "diff":
            return {cur: {"amount_cents": a - b}}
        return spec["a_label"] if a > b else spec["b_label"]
    if op == "argmax_month":
        m: dict[str, int] = {}
        for p in pick(manifest, spec):
            m[p["paid_on"][:7]] = m.get(p["paid_on"][:7], 0) + p["amount_cents"]
        return max(m, key=m.get)
    if op in ("open_bills", "open_sum"):
        paid = set(visible_payments(manifest, set(spec["sensitivity"])))
        lo = date.fromisoformat(spec.get("from", today))
        hi = date.fromisoformat(spec.get("to", "9999-12-31"))
        bills = [b for r in manifest if r["sensitivity"] in spec["sensitivity"] for b in r["bills"]
                 if not (b["paid_by"] and b["paid_by"] in paid)
                 and lo <= date.fromisoformat(b["due"]) <= hi]
        if op == "open_bills":
            return sorted(b["label"] for b in bills)
        return totals(bills)
    raise ValueError(op)


def norm(v):
    if isinstance(v, dict):
        return {k: norm(x) for k, x in sorted(v.items())}
    return v


# ------------------------------------------------------------------ main
def main() -> int:
    manifest = [json.loads(line) for line in open(ROOT / "manifest.jsonl", encoding="utf-8")]
    questions = [json.loads(line) for line in open(ROOT / "questions.jsonl", encoding="utf-8")]
    archive = json.loads((ROOT / "archive.json").read_text(encoding="utf-8"))
    today = archive["today"]
    by_file = {r["file"]: r for r in manifest}
    texts = {}
    for r in manifest:
        if not (ROOT / r["file"]).exists():
            err(f"missing file {r['file']}")
            continue
        texts[r["file"]] = doc_text(r)
    on_disk = {f"docs/{p.name}" for p in (ROOT / "docs").iterdir()}
    if on_disk != set(by_file):
        err(f"docs/ and manifest differ: {sorted(on_disk ^ set(by_file))}")
    # every payment: consistent across papers, amount and paid-on date printed on the paper
    seen: dict[str, dict] = {}
    for r in manifest:
        t = texts.get(r["file"], "")
        for p in r["payments"]:
            core = {k: p[k] for k in ("amount_cents", "currency", "paid_on", "category", "payee")}
            if seen.setdefault(p["payment_id"], core) != core:
                err(f"payment {p['payment_id']} differs between papers")
            if not has_any(t, money_forms(p["amount_cents"])):
                err(f"{r['file']}: amount of {p['payment_id']} not printed")
            if not has_any(t, date_forms(date.fromisoformat(p["paid_on"]))):
                err(f"{r['file']}: paid-on date of {p['payment_id']} not printed")
    ids = set()
    for q in questions:
        if not re.fullmatch(r"hv11-\d{3}", q["id"]) or q["id"] in ids:
            err(f"bad id {q['id']}")
        ids.add(q["id"])
        for f in q["doc_files"]:
            if f not in by_file or not (ROOT / f).exists():
                err(f"{q['id']}: doc_file {f} missing")
        if q["as_of"] != today:
            err(f"{q['id']}: as_of {q['as_of']}")
        kind = q["kind"]
        if kind == "absent":
            if q["answer"] is not None or q["doc_files"]:
                err(f"{q['id']}: absent question with an answer")
            continue
        if kind == "aggregate":
            got = compute(manifest, q["compute"], today)
            if norm(got) != norm(q["answer_value"]):
                err(f"{q['id']}: recomputed {got} != gold {q['answer_value']}")
            if isinstance(got, dict):
                for cur, v in got.items():
                    u, r_ = divmod(abs(v["amount_cents"]), 100)
                    if f"{cur} {'-' if v['amount_cents'] < 0 else ''}{u}.{r_:02d}" not in q["answer"]:
                        err(f"{q['id']}: answer text {q['answer']} lacks {cur} {v}")
            if q["compute"]["op"] in ("sum", "count", "avg"):
                spec = {"sensitivity": ["public", "internal"], **q["compute"]}
                for p in pick(manifest, spec):
                    if not p["files"] & set(q["doc_files"]):
                        err(f"{q['id']}: no cited paper shows payment {p['payment_id']}")
            for f in q["doc_files"]:
                if by_file[f]["sensitivity"] == "confidential":
                    err(f"{q['id']}: aggregate cites a confidential paper")
            continue
        # single-paper facts: the value must be printed on one cited paper
        cited = [texts.get(f, "") for f in q["doc_files"]]
        val = q.get("answer_value")
        if isinstance(val, dict) and len(val) == 1 and isinstance(next(iter(val.values())), dict):
            forms = money_forms(next(iter(val.values()))["amount_cents"])
        elif kind == "date":
            forms = date_forms(date.fromisoformat(val))
        elif isinstance(val, list):
            if not any(all(n in t for n in val) for t in cited):
                err(f"{q['id']}: names {val} not on one cited paper")
            continue
        elif isinstance(val, dict):
            forms = [str(v) for v in val.values()]
        else:
            forms = [q["answer"]]
        if not any(has_any(t, forms) for t in cited):
            err(f"{q['id']}: {q['answer']} not found on {q['doc_files']}")
        if kind == "confidential":
            asker = next(u for u in archive["users"] if u["user"] == q["asker"])
            if not q["requires_confidential"] or "confidential" in asker["visible_sensitivities"]:
                err(f"{q['id']}: confidential question the asker may open")
            if any(by_file[f]["sensitivity"] != "confidential" for f in q["doc_files"]):
                err(f"{q['id']}: confidential question cites a visible paper")
    for e in errors:
        print("FAIL", e)
    print(f"{len(manifest)} documents, {len(questions)} questions, {len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
