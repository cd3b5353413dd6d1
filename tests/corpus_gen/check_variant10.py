#!/usr/bin/env python3
"""Checks tests/data/household_variant10: schema, byte-identical regeneration, every payment's amount
and date printed on the papers, aggregates recomputed from manifest.jsonl (own implementation, not
hv10_compute), the evidence and the gold value of every other question found in the cited papers,
and absent questions really absent. Exits 1 on any mismatch.

Run from the project root:  python3 tests/corpus_gen/check_variant10.py [--ocr]
(--ocr also runs tesseract over the photos and scans and reports, without failing, totals it misses.)"""
from __future__ import annotations

import email
import json
import re
import sys
from collections import defaultdict
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data" / "household_variant10"
TODAY = "2026-11-20"
KINDS = {"aggregate", "amount", "date", "lookup", "party", "confidential", "absent"}
SENS = ("public", "internal", "confidential")
PAY_KEYS = {"amount_cents", "currency", "paid_on", "category", "payee", "direction"}
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
errors: list[str] = []


def err(msg):
    errors.append(msg)


def norm(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


def pdf_text(data: bytes) -> str:
    return " ".join(p.get_text() for p in pymupdf.open("pdf", data))


def money_spellings(cents: int) -> set[str]:
    u, r = divmod(abs(cents), 100)
    out = {f"{u:,}.{r:02d}", f"{u:,}".replace(",", " ") + f",{r:02d}"}
    if r == 0:
        out |= {f"${u:,} ", f"{u:,} $"}         # whole dollars: "$1,000" / "1 000 $"
    return out


def date_spellings(iso: str) -> set[str]:
    d = date.fromisoformat(iso)
    return {iso, f"{d.day} {d:%B %Y}", f"{d:%B} {d.day}, {d.year}", f"{d:%b} {d.day}, {d.year}", f"{d:%d/%m/%Y}",
            f"{d.day} {FR_MONTHS[d.month - 1]} {d.year}"}


def has_any(text: str, spellings) -> bool:
    return any(s in text for s in spellings)


# ------------------------------------------------------------------ independent aggregate semantics
def pick(rows, c):
    out = []
    for d in rows:
        if d["sensitivity"] not in c["sensitivity"]:
            continue
        if c.get("member", d["facts"].get("member")) != d["facts"].get("member"):
            continue
        if c.get("property", d["facts"].get("property", "home")) != d["facts"].get("property", "home"):
            continue
        for p in d["payments"]:
            ok = ("dup_of" not in p
                  and p["category"] in c.get("categories", [p["category"]])
                  and p["payee"] in c.get("payees", [p["payee"]])
                  and p["direction"] == c.get("direction", p["direction"])
                  and p["currency"] == c.get("currency", p["currency"])
                  and c.get("from", "0000") <= p["paid_on"] <= c.get("to", "9999"))
            if ok:
                out.append((d["file"], p))
    return out


def total(pairs, currency=None):
    t = defaultdict(int)
    if currency:
        t[currency] += 0
    for _, p in pairs:
        t[p["currency"]] += p["amount_cents"]
    return {k: {"amount_cents": v} for k, v in sorted(t.items())}


def half_up(x: Decimal) -> int:
    return int(x.to_integral_value(ROUND_HALF_UP))


def opened(rows, c):
    return sorted((d for d in rows if d["sensitivity"] in c["sensitivity"]
                   and d["facts"].get("property", "home") == c.get("property", d["facts"].get("property", "home"))
                   and d["facts"].get("status") == "open" and d["facts"].get("due_date", "") >= c["as_of"]),
                  key=lambda d: d["file"])


def recompute(rows, c):
    """(value, files) for one compute spec."""
    op = c["op"]
    pairs = pick(rows, c) if op not in ("diff", "unpaid", "unpaid_sum", "count_docs") else []
    files = sorted({f for f, _ in pairs})
    if op == "sum":
        return total(pairs, c.get("currency")), files
    if op in ("max", "min"):
        f, p = (max if op == "max" else min)(pairs, key=lambda fp: fp[1]["amount_cents"])
        return {p["currency"]: {"amount_cents": p["amount_cents"]}}, [f]
    if op == "avg_monthly":
        return {k: {"amount_cents": half_up(Decimal(v["amount_cents"]) / c["months"])}
                for k, v in total(pairs).items()}, files
    if op == "count_payments":
        return len(pairs), files
    if op == "late_fees":
        fees = [(f, p) for f, p in pairs if p.get("includes_late_fee_cents")]
        t = defaultdict(int)
        for _, p in fees:
            t[p["currency"]] += p["includes_late_fee_cents"]
        return {k: {"amount_cents": v} for k, v in t.items()}, sorted({f for f, _ in fees})
    if op == "count_docs":
        fs = sorted(d["file"] for d in rows if d["category"] in c["categories"]
                    and d["facts"].get("issuer") in c.get("payees", [d["facts"].get("issuer")])
                    and d["kind"] in c.get("kinds", [d["kind"]])
                    and c["from"] <= d["created"] <= c["to"] and d["sensitivity"] in c["sensitivity"])
        return len(fs), fs
    if op == "argmax_month":
        m, mf = defaultdict(int), defaultdict(set)
        for f, p in pairs:
            m[p["paid_on"][:7]] += p["amount_cents"]
            mf[p["paid_on"][:7]].add(f)
        best = min(k for k, v in m.items() if v == max(m.values()))
        return best, sorted(mf[best])
    if op == "diff":
        (a, fa), (b, fb) = recompute(rows, c["a"]), recompute(rows, c["b"])
        cur = c["currency"]
        return {cur: {"amount_cents": a[cur]["amount_cents"] - b[cur]["amount_cents"]}}, sorted(set(fa) | set(fb))
    if op == "unpaid":
        fs = [d["file"] for d in opened(rows, c)]
        return fs, fs
    if op == "unpaid_sum":
        t = defaultdict(int)
        for d in opened(rows, c):
            t[d["facts"]["currency"]] += d["facts"]["amount_due_cents"]
        return {k: {"amount_cents": v} for k, v in sorted(t.items())}, [d["file"] for d in opened(rows, c)]
    raise ValueError(op)


def money_text(value: dict) -> str:
    parts = []
    for cur, v in sorted(value.items()):
        c = v["amount_cents"]
        parts.append(f"{cur} {'-' if c < 0 else ''}{abs(c) // 100}.{abs(c) % 100:02d}")
    return "; ".join(parts)


# ------------------------------------------------------------------ texts
def doc_texts(rows, sources):
    texts = {}
    for r in rows:
        data = (DATA / r["file"]).read_bytes()
        if r["format"] == "pdf":
            t = pdf_text(data)
            if not t.strip():                       # a scan: the strings drawn before scanning
                t = " ".join(sources.get(r["file"], []))
            texts[r["file"]] = norm(t)
        elif r["format"] == "eml":
            msg = email.message_from_bytes(data)
            parts = [str(msg["Subject"])]
            for part in msg.walk():
                if part.get_content_type() == "text/plain":
                    parts.append(part.get_payload(decode=True).decode("utf-8"))
                elif part.get_content_type() == "application/pdf":
                    parts.append(pdf_text(part.get_payload(decode=True)))
            texts[r["file"]] = norm(" ".join(parts))
        else:
            texts[r["file"]] = norm(" ".join(sources[r["file"]]))
    return texts


def check_payments(rows, texts):
    by_file = {r["file"]: r for r in rows}
    for r in rows:
        for p in r["payments"]:
            if set(p) - {"dup_of", "includes_late_fee_cents"} != PAY_KEYS:
                err(f"{r['file']}: payment keys {sorted(p)}")
            if (p["amount_cents"] < 0) != (p["direction"] == "in" and p["category"] != "salary"):
                err(f"{r['file']}: sign/direction {p}")
            if "dup_of" in p:
                orig = by_file.get(p["dup_of"])
                twin = {k: v for k, v in p.items() if k != "dup_of"}
                if not orig or twin not in orig["payments"]:
                    err(f"{r['file']}: dup_of without the same payment on {p['dup_of']}")
            t = texts[r["file"]]
            if not has_any(t, money_spellings(p["amount_cents"])):
                err(f"{r['file']}: amount {p['amount_cents']} not printed")
            if has_any(t, date_spellings(p["paid_on"])):
                continue
            shown = [f for f, x in texts.items() if by_file[f]["facts"].get("issuer") == p["payee"]
                     and has_any(x, date_spellings(p["paid_on"])) and has_any(x, money_spellings(p["amount_cents"]))]
            if not shown:
                err(f"{r['file']}: paid-on {p['paid_on']} printed nowhere with the amount")


def check_question(q, rows, texts, users, owners):
    by_file = {r["file"]: r for r in rows}
    if q["kind"] not in KINDS or q["asker"] not in users or q["as_of"] != TODAY:
        err(f"{q['id']}: kind/asker/as_of")
    for f in q["doc_files"]:
        if f not in by_file:
            err(f"{q['id']}: unknown doc {f}")
            return
    conf = [f for f in q["doc_files"] if by_file[f]["sensitivity"] == "confidential"]
    if q["requires_confidential"] != bool(conf):
        err(f"{q['id']}: requires_confidential inconsistent")
    if any(owners[f] != q["asker"] for f in conf):
        err(f"{q['id']}: asker may not see {conf}")
    if q["kind"] == "absent":
        if q["answer"] is not None or q["doc_files"]:
            err(f"{q['id']}: absent with an answer")
        everything = " ".join(texts.values()).lower()
        for term in q.get("absent_terms", []):
            if re.search(r"(?<!\w)" + re.escape(term.lower()) + r"(?!\w)", everything):
                err(f"{q['id']}: absent term {term!r} occurs in the archive")
        kc = q.get("absent_in", {}).get("kind_category")
        if kc:
            cat, scope = kc
            for r in rows:
                if r["category"] != cat:
                    continue
                span = (r["facts"].get("period_start", r["created"])[:7],
                        r["facts"].get("period_end", r["created"])[:7])
                hit = (scope == r["facts"].get("property", "home") or (len(scope) == 7 and span[0] <= scope <= span[1])
                       or (len(scope) == 4 and (str(r["facts"].get("year")) == scope
                                                or any(p["paid_on"][:4] == scope for p in r["payments"]))))
                if hit:
                    err(f"{q['id']}: {r['file']} answers the absent question")
        if not q.get("absent_terms") and not kc:
            err(f"{q['id']}: absent question says nothing about what is absent")
        return
    if q["kind"] == "aggregate":
        c = q["compute"]
        value, files = recompute(rows, c)
        if value != q["answer_value"]:
            err(f"{q['id']}: aggregate {value} != gold {q['answer_value']}")
        if files != q["doc_files"]:
            err(f"{q['id']}: doc_files {q['doc_files']} != contributing {files}")
        if c["op"] in ("count_docs", "count_payments"):
            ok = q["answer"] == str(value)
        elif c["op"] == "argmax_month":
            ok = q["answer"] == value
        elif c["op"] == "unpaid":
            ok = (all(by_file[f]["facts"]["issuer"] in q["answer"] for f in value)
                  and len(value) == q["answer"].count(";") + 1)
        else:
            ok = q["answer"] == money_text(value)
        if not ok:
            err(f"{q['id']}: answer text {q['answer']!r} does not match {value}")
        if c["op"] not in ("count_docs", "unpaid", "unpaid_sum") and "paid-on" not in q.get("notes", ""):
            err(f"{q['id']}: notes lack the paid-on rule")
        if c["sensitivity"] != (list(SENS) if q["asker"] == "renata" else ["public", "internal"]):
            err(f"{q['id']}: sensitivity does not follow the asker")
        return
    hay = " ".join(texts[f] for f in q["doc_files"])
    if not q.get("evidence"):
        err(f"{q['id']}: no evidence")
    for ev in q.get("evidence", []):
        if norm(ev) not in hay:
            err(f"{q['id']}: evidence {ev!r} not found in {q['doc_files']}")
    v = q["answer_value"]
    if q["kind"] in ("amount", "confidential") and isinstance(v, dict):
        if q["answer"] != money_text(v) or not has_any(hay, money_spellings(next(iter(v.values()))["amount_cents"])):
            err(f"{q['id']}: amount {q['answer']} not on its papers")
    elif q["kind"] == "date" or (isinstance(v, str) and re.fullmatch(r"\d{4}-\d\d-\d\d", v)):
        if q["answer"] != v or not has_any(hay, date_spellings(v)):
            err(f"{q['id']}: date {v} not on its papers")
    elif q["kind"] == "party":
        if q["answer"] != "; ".join(v) or not all(n in hay for n in v):
            err(f"{q['id']}: party {v} not on its papers")
    elif q["answer"] not in hay:
        err(f"{q['id']}: answer {q['answer']!r} not on its papers")


def ocr_report(rows, by_file_bytes):
    import io
    import shutil
    import subprocess
    import tempfile
    if not shutil.which("tesseract"):
        print("ocr: tesseract not found, skipped")
        return
    for r in rows:
        pays = [p for p in r["payments"] if "dup_of" not in p]
        if r["format"] not in ("jpg", "png") and not r["facts"].get("scanned") or not pays:
            continue
        data = by_file_bytes[r["file"]]
        if r["format"] == "pdf":
            data = pymupdf.open("pdf", data)[0].get_pixmap(dpi=200).tobytes("png")
        with tempfile.NamedTemporaryFile(suffix=".png") as fh:
            fh.write(data if r["format"] != "jpg" else _jpg_to_png(io, data))
            fh.flush()
            text = subprocess.run(["tesseract", fh.name, "-", "-l", "eng"], capture_output=True, text=True).stdout
        found = sum(has_any(norm(text), money_spellings(p["amount_cents"])) for p in pays)
        print(f"ocr {r['file']}: {found}/{len(pays)} amounts read")


def _jpg_to_png(io, data):
    from PIL import Image
    out = io.BytesIO()
    Image.open(io.BytesIO(data)).save(out, "PNG")
    return out.getvalue()


def main():
    sys.path.insert(0, str(HERE))
    from household_variant10 import build_archive
    from hv10_questions import build_questions
    ar = build_archive()
    rows = [json.loads(line) for line in open(DATA / "manifest.jsonl", encoding="utf-8")]
    qs = [json.loads(line) for line in open(DATA / "questions.jsonl", encoding="utf-8")]
    archive = json.loads((DATA / "archive.json").read_text(encoding="utf-8"))
    users = {m["user"] for m in archive["household"]["members"]}
    owners = {r["file"]: r["owner"] for r in rows}
    # determinism: an in-memory rebuild gives the bytes, rows and questions on disk
    for f, data in ar.blobs.items():
        if not (DATA / f).exists() or (DATA / f).read_bytes() != data:
            err(f"{f}: regenerated bytes differ")
    if json.loads(json.dumps(ar.rows)) != rows:
        err("manifest.jsonl differs from a rebuild")
    if json.loads(json.dumps(build_questions(ar))) != qs:
        err("questions.jsonl differs from a rebuild")
    files = {r["file"] for r in rows}
    if sorted(p.name for p in (DATA / "docs").iterdir()) != sorted(f[5:] for f in files):
        err("docs/ and manifest disagree")
    if not 45 <= len(rows) <= 55:
        err(f"{len(rows)} documents, expected 45-55")
    for r in rows:
        for k in ("file", "title", "kind", "created", "sensitivity", "owner", "payments", "household", "format",
                  "category", "facts"):
            if k not in r:
                err(f"{r.get('file')}: missing {k}")
        if r["owner"] not in users or r["sensitivity"] not in SENS or "language" not in r["facts"]:
            err(f"{r['file']}: bad owner/sensitivity/language")
        if r["facts"].get("status") == "open" and r["facts"].get("due_date", "") < TODAY:
            err(f"{r['file']}: open bill already past due")
    texts = doc_texts(rows, ar.sources)
    check_payments(rows, texts)
    if len({q["id"] for q in qs}) != len(qs):
        err("duplicate question ids")
    for q in qs:
        check_question(q, rows, texts, users, owners)
    kinds = defaultdict(int)
    for q in qs:
        kinds[q["kind"]] += 1
    if kinds["aggregate"] < 30 or not 6 <= kinds["absent"] <= 8 or not 65 <= len(qs) <= 75:
        err(f"question mix {dict(kinds)}")
    if "--ocr" in sys.argv:
        ocr_report(rows, ar.blobs)
    n_pay = sum(len(r["payments"]) for r in rows)
    print(f"{len(rows)} docs, {n_pay} payments checked, {len(qs)} questions {dict(sorted(kinds.items()))}")
    if errors:
        print("\n".join("FAIL " + e for e in errors))
        sys.exit(1)
    print("check_variant10: OK")


if __name__ == "__main__":
    main()
