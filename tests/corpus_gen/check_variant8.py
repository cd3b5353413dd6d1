"""Check household variant 8: the documents hold what the gold needs and the aggregates add up.

Reads PDFs and e-mails as ``check_variant.py`` does (PyMuPDF text; e-mail text parts and PDF
attachments). For image-only documents (photos, the scanned PDF) it uses the text the generator
rendered into the image (``household_variant8.SOURCE_TEXT``) instead of OCR. Then checks:

1. every ``evidence`` string occurs in the text of one of the question's ``doc_files``;
2. every payment's amount and paid-on date occur in the text of its document (the date may instead
   be in the document named by ``facts.paid_on_shown_in``);
3. every aggregate's ``answer_value`` equals a fresh evaluation of its ``compute`` over the manifest
   written to disk (independent of the generator's own sums), and ``answer`` matches it;
4. bank-statement lines with ``dup_of`` match a payment of the original document;
5. no ``absent_terms`` occurs as a word in any document; every ``ocr_facts`` string is in the
   rendered source text of its image.

Run from the project root:  python3 tests/corpus_gen/check_variant8.py
"""

from __future__ import annotations

import json
import re
import sys
from collections import defaultdict
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import household_variant8 as gen  # noqa: E402
from check_variant import amount_spellings, date_spellings, document_text, norm  # noqa: E402

ROOT = HERE.parent / "data" / "household_variant8"


def amounts(cents: int, cur: str) -> set[str]:
    c = abs(cents)
    return amount_spellings(c, cur) | {gen.gbp(c), gen.de_num(c), gen.nl_amt(c), gen.de_amt(c)}


def dates(iso: str) -> set[str]:
    d = date.fromisoformat(iso)
    return date_spellings(iso) | {gen.d_de_long(d), gen.d_nl_long(d), gen.d_uk(d), gen.d_uk_s(d), gen.d_gb(d)}


def evaluate(rows, c):
    op = c["op"]
    sens = c.get("sensitivity", ["public", "internal"])

    def selected():
        for r in rows:
            if r["sensitivity"] not in sens:
                continue
            for p in r["payments"]:
                if p.get("dup_of") or p["direction"] != c.get("direction", "out"):
                    continue
                if "categories" in c and p["category"] not in c["categories"]:
                    continue
                payees = c.get("payees") or ([c["payee"]] if "payee" in c else None)
                if payees and p["payee"] not in payees:
                    continue
                if "currency" in c and p["currency"] != c["currency"]:
                    continue
                if "from" in c and p["paid_on"] < c["from"]:
                    continue
                if "to" in c and p["paid_on"] > c["to"]:
                    continue
                yield r, p

    if op == "sum":
        s = defaultdict(int)
        for _, p in selected():
            s[p["currency"]] += p["amount_cents"]
        return {k: {"amount_cents": v} for k, v in s.items()}
    if op in ("max", "min"):
        pick = (max if op == "max" else min)(selected(), key=lambda rp: rp[1]["amount_cents"])[1]
        return {pick["currency"]: {"amount_cents": pick["amount_cents"]}}
    if op == "avg_monthly":
        s = evaluate(rows, dict(c, op="sum"))
        return {
            k: {
                "amount_cents": int(
                    (Decimal(v["amount_cents"]) / c["months"]).quantize(Decimal("1"), rounding=ROUND_HALF_UP)
                )
            }
            for k, v in s.items()
        }
    if op == "argmax_month":
        m = defaultdict(int)
        for _, p in selected():
            m[p["paid_on"][:7]] += p["amount_cents"]
        return max(sorted(m), key=lambda k: m[k])
    if op == "diff":
        a, b = evaluate(rows, c["a"]), evaluate(rows, c["b"])
        cur = c["currency"]
        return {cur: {"amount_cents": abs(a[cur]["amount_cents"] - b[cur]["amount_cents"])}}
    if op == "count_docs":
        return sum(
            1
            for r in rows
            if r.get("category") == c["category"]
            and r["kind"] == c["kind"]
            and r["facts"].get("issuer") == c["issuer"]
            and c["from"] <= r["created"] <= c["to"]
            and r["sensitivity"] in sens
        )
    if op in ("unpaid", "unpaid_sum"):
        open_ = [
            r
            for r in rows
            if r["kind"] in ("utility_bill", "email")
            and not r["payments"]
            and r["facts"].get("paid_on") is None
            and r["facts"].get("due_date", "") >= c["as_of"]
            and (not c.get("issuers") or r["facts"]["issuer"] in c["issuers"])
        ]
        if op == "unpaid":
            return sorted(r["facts"]["issuer"] for r in open_)
        s = defaultdict(int)
        for r in open_:
            s[r["facts"]["currency"]] += r["facts"]["amount_due_cents"]
        return {k: {"amount_cents": v} for k, v in s.items()}
    raise ValueError(op)


def main() -> int:
    rows = [json.loads(x) for x in (ROOT / "manifest.jsonl").open(encoding="utf-8")]
    qs = [json.loads(x) for x in (ROOT / "questions.jsonl").open(encoding="utf-8")]
    by_file = {r["file"]: r for r in rows}
    texts = {}
    for r in rows:
        name = r["file"][5:]
        if r["format"] in ("photo_jpg", "photo_png", "scan_pdf"):
            texts[r["file"]] = norm(gen.SOURCE_TEXT[name])
        else:
            texts[r["file"]] = norm(document_text(ROOT / r["file"]))
    fails = []

    ev = ok = 0
    for q in qs:
        for e in q.get("evidence", []):
            ev += 1
            if any(norm(e) in texts[f] for f in q["doc_files"]):
                ok += 1
            else:
                fails.append(f"{q['id']}: evidence {e!r} not in {q['doc_files']}")
    print(f"evidence strings found: {ok}/{ev}")

    n = ok = 0
    for r in rows:
        for p in r["payments"]:
            n += 1
            t = texts[r["file"]]
            a = any(norm(s) in t for s in amounts(p["amount_cents"], p["currency"]))
            dt = texts[r["facts"].get("paid_on_shown_in", r["file"])]
            d = any(norm(s) in dt for s in dates(p["paid_on"]))
            if a and d:
                ok += 1
            else:
                fails.append(f"payment {r['file']} {p['amount_cents']} {p['paid_on']} amount={a} date={d}")
            if p.get("dup_of"):
                orig = by_file[p["dup_of"]]
                if not any(
                    o["amount_cents"] == p["amount_cents"] and o["paid_on"] == p["paid_on"] for o in orig["payments"]
                ):
                    fails.append(f"dup_of mismatch {r['file']} -> {p['dup_of']}")
    print(f"payments with amount and date in the text: {ok}/{n}")

    n = ok = 0
    for q in qs:
        if "compute" not in q:
            continue
        n += 1
        v = evaluate(rows, q["compute"])
        if v != q["answer_value"]:
            fails.append(f"{q['id']}: compute gives {v}, gold {q['answer_value']}")
            continue
        if isinstance(v, dict):
            want = "; ".join(
                f"{cur} {x['amount_cents'] // 100}.{x['amount_cents'] % 100:02d}"
                if x["amount_cents"] >= 0
                else f"{cur} -{abs(x['amount_cents']) // 100}.{abs(x['amount_cents']) % 100:02d}"
                for cur, x in v.items()
            )
            if q["answer"] != want and sorted(q["answer"].split("; ")) != sorted(want.split("; ")):
                fails.append(f"{q['id']}: answer {q['answer']!r} != {want!r}")
                continue
        ok += 1
    print(f"aggregates recomputed from the manifest: {ok}/{n}")

    n = ok = 0
    for q in qs:
        for term in q.get("absent_terms", []):
            n += 1
            hits = [f for f, t in texts.items() if re.search(rf"\b{re.escape(term.lower())}\b", t)]
            if hits:
                fails.append(f"{q['id']}: absent term {term!r} in {hits}")
            else:
                ok += 1
        if q["kind"] == "absent":
            assert q["answer"] is None and not q["doc_files"], q["id"]
    print(f"absent terms found nowhere: {ok}/{n}")

    n = ok = 0
    for r in rows:
        for fact in r.get("ocr_facts", []):
            n += 1
            if norm(fact) in texts[r["file"]]:
                ok += 1
            else:
                fails.append(f"{r['file']}: ocr fact {fact!r} not rendered")
    print(f"ocr_facts in the rendered image text: {ok}/{n}")

    for f in fails:
        print("  FAIL:", f)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
