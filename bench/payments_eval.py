"""Payment records against a corpus manifest: precision and recall of the rules extractor.

    python bench/payments_eval.py --docs ../shared/corpus/household [--verbose] [--no-cache]

Every file of the folder is read the way ingest reads it (``ingest.extract.extract``: text layer, OCR,
e-mail bodies and their attachments as documents of their own) and given to the rules extractor; page
texts are cached under ``$SHOEBOX_DATA_DIR/bench_cache/pages`` by file hash, since OCR dominates the run.
A file's records (its attachments' included) are compared with its manifest ``payments`` whose
``direction`` is ``out``:

- a record is a *payment* when its kind is ``paid`` or ``refunded``; it matches a manifest payment with
  the same amount (cents, sign included), currency and ``paid_on``;
- ``+category`` also requires the category (the manifest's finer categories folded onto the stored
  ones: car/home insurance → insurance, pharmacy → medical, anything else outside the stored list → other).

Prints precision and recall over all payments, the category agreement of matched ones, and per-kind
counts. No database is needed (records are built, never saved). Nothing here asserts.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "archive.settings")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402

from archive.models import Document  # noqa: E402
from ingest.extract import ExtractionError, extract  # noqa: E402

try:
    from ingest.payments import payments_categories_link as link  # noqa: E402
except ImportError:  # an older tree
    link = None
try:  # the layout rows arrived with the semantic extractor; an older tree measures without them
    from ingest.layout import pdf_page_rows  # noqa: E402
except ImportError:
    pdf_page_rows = None

try:  # the rules live in their own module since the split of ingest/payments.py
    from ingest.categories import CATEGORIES  # noqa: E402
    from ingest.payments_rules import RulesExtractor  # noqa: E402
except ImportError:  # measuring a tree from before the split
    from ingest.payments import CATEGORIES, RulesExtractor  # noqa: E402

FOLD = {"car_insurance": "insurance", "home_insurance": "insurance", "pharmacy": "medical"}
PAYMENT_KINDS = ("paid", "refunded")


def fold_category(name: str) -> str:
    """The stored category a manifest category stands for."""
    name = FOLD.get(name, name)
    return name if name in CATEGORIES else "other"


def _cache_dir() -> Path:
    path = Path(settings.DATA_DIR) / "bench_cache" / "pages"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _title(filename: str, metadata_title: str | None) -> str:
    """The title ingest gives a document: its PDF/e-mail title, else the file name (ingest.pipeline)."""
    stem = filename.rsplit(".", 1)[0] if "." in filename else filename
    return metadata_title or re.sub(r"[_\-]+", " ", stem).strip() or filename


def documents_read(data: bytes, filename: str, *, cache: bool) -> list[tuple[str, list[tuple[int, str]]]]:
    """(title, pages ``(number, text)``) of the file and of each attachment (recursively), one per document."""
    key = hashlib.sha256(filename.encode() + b"\0" + data).hexdigest()
    cached = _cache_dir() / f"{key}.v2.json"
    if cache and cached.exists():
        return [(title, [tuple(p) for p in pages]) for title, pages in json.loads(cached.read_text())]
    out = []
    try:
        result = extract(data, filename=filename, ocr_languages=settings.SHOEBOX_OCR_LANGUAGES)
    except ExtractionError:
        return []
    out.append((_title(filename, result.title), [(p.number, p.text) for p in result.pages]))
    for att in result.attachments:
        out += documents_read(att.data, att.filename, cache=cache)
    cached.write_text(json.dumps(out))
    return out


def _pdf_page_fields(data: bytes, pages) -> list[tuple[int, str, str]]:
    """(page, value, label) of a text-layer PDF's layout fields, as ingest stores them (``ingest.fields``)."""
    try:
        from ingest.fields import document_fields
        from ingest.pages import PageText
    except ImportError:  # an older tree
        return []
    texts = [PageText(number=n, text=t, source="text_layer", ocr_confidence=None) for n, t in pages]
    return [(f.page, f.value, f.label) for f in document_fields(data, "application/pdf", texts)]


def evaluate(folder: Path, *, verbose: bool, cache: bool, dump: dict | None = None, nolayout: bool = False,
             default_currency: str | None = None) -> dict:
    """Figures for one corpus folder holding ``manifest.jsonl`` and ``docs/``."""
    entries = [json.loads(line) for line in (folder / "manifest.jsonl").read_text().splitlines() if line.strip()]
    # Amounts printed with no currency anywhere are read in the household's currency: in the product the
    # one most of the owner's stored records are in (ingest.payments.household_currency); here, the
    # manifest-free equivalent, the currency most records of a first pass are in.
    extractor = RulesExtractor()
    if default_currency is None:
        first = Counter(rec.currency for entry in entries if (folder / entry["file"]).exists()
                        for _, pages in documents_read((folder / entry["file"]).read_bytes(),
                                                       entry["file"].split("/")[-1], cache=cache)
                        for rec in extractor.extract(Document(), pages, **({"layout": {}} if pdf_page_rows else {})))
        default_currency = first.most_common(1)[0][0] if first else None
    try:
        extractor = RulesExtractor(default_currency=default_currency or None)
    except TypeError:  # an older tree
        extractor = RulesExtractor()
    tp = tp_cat = n_got = n_want = 0
    by_kind: dict[str, Counter] = defaultdict(Counter)
    started = time.monotonic()
    by_file, stored, rows = [], [], []
    for entry in entries:
        path = folder / entry["file"]
        if not path.exists():
            continue
        want = Counter((p["amount_cents"], p["currency"], p["paid_on"]) for p in entry["payments"]
                       if p.get("direction", "out") == "out")
        want_cat = {(p["amount_cents"], p["currency"], p["paid_on"]): fold_category(p["category"])
                    for p in entry["payments"] if p.get("direction", "out") == "out"}
        by_file.append((entry, want, want_cat, []))
        for title, pages in documents_read(path.read_bytes(), path.name, cache=cache):
            kwargs = {}
            if pdf_page_rows is not None:
                use = path.suffix.lower() == ".pdf" and not nolayout
                kwargs["layout"] = pdf_page_rows(path.read_bytes(), pages) if use else {}
                kwargs["page_fields"] = _pdf_page_fields(path.read_bytes(), pages) if use else []
            recs = extractor.extract(Document(title=title, original_filename=path.name), pages, **kwargs)
            if link is not None:  # what payments_store does against the records already stored
                link(recs, stored)
            stored += recs
            by_file[-1][3].extend(recs)
    for entry, want, want_cat, recs in by_file:
        got, got_cat = Counter(), {}
        for rec in recs:
            if dump is not None:
                dump.setdefault(entry["file"], []).append(
                    [rec.kind, rec.amount_cents, rec.currency, str(rec.paid_on), str(rec.due_on),
                     str(rec.statement_date), rec.category, rec.payee])
            if rec.kind in PAYMENT_KINDS and rec.paid_on:
                key = (rec.amount_cents, rec.currency, rec.paid_on.isoformat())
                got[key] += 1
                got_cat.setdefault(key, rec.category)
        rows += [{"file": entry["file"], "sensitivity": entry.get("sensitivity", "internal"), "kind": str(r.kind),
                  "amount": r.amount_cents, "currency": r.currency, "paid_on": r.paid_on, "due_on": r.due_on,
                  "statement_date": r.statement_date, "category": r.category, "payee": r.payee or "",
                  "snippet": r.snippet or ""} for r in recs]
        hit = sum((got & want).values())
        hit_cat = sum(min(got[k], want[k]) for k in got & want if got_cat.get(k) == want_cat.get(k))
        tp, tp_cat, n_got, n_want = tp + hit, tp_cat + hit_cat, n_got + sum(got.values()), n_want + sum(want.values())
        k = by_kind[entry.get("kind", "?")]
        k["want"] += sum(want.values())
        k["got"] += sum(got.values())
        k["hit"] += hit
        if verbose and (got != want or hit_cat != hit):
            print(f"  {entry['file']}: want {sorted(want.elements())} {sorted(set(want_cat.values()))}"
                  f" got {sorted(got.elements())} {sorted(set(got_cat.values()))}")
    return {"files": len(entries), "want": n_want, "got": n_got, "hit": tp, "hit_category": tp_cat,
            "precision": tp / n_got if n_got else 0.0, "recall": tp / n_want if n_want else 0.0,
            "precision_category": tp_cat / n_got if n_got else 0.0,
            "recall_category": tp_cat / n_want if n_want else 0.0,
            "by_kind": {k: dict(v) for k, v in sorted(by_kind.items())}, "seconds": time.monotonic() - started,
            "aggregates": aggregates_check(rows, folder / "questions.jsonl", verbose=verbose)
            if (folder / "questions.jsonl").exists() else None}


# ---------------------------------------------------------------- aggregates from the records

def _in(day, spec) -> bool:
    return day is not None and (not spec.get("from") or day.isoformat() >= spec["from"]) and (
        not spec.get("to") or day.isoformat() <= spec["to"])


def _select(rows: list[dict], spec: dict) -> list[dict]:
    """Paid (and refunded) records matching a gold ``compute`` spec, a payment shown by two documents
    counted once (the copy on the document with more records is dropped, as ask.aggregate does)."""
    cats = {fold_category(c) for c in spec.get("categories", [])}
    out = []
    for r in rows:
        if r["kind"] not in PAYMENT_KINDS or r["sensitivity"] not in spec.get("sensitivity", ["public", "internal"]):
            continue
        if cats and r["category"] not in cats or spec.get("currency") and r["currency"] != spec["currency"]:
            continue
        if spec.get("payee") and spec["payee"].split()[0].lower() not in (r["payee"] + " " + r["snippet"]).lower():
            continue
        if _in(r["paid_on"], spec):
            out.append(r)
    n = Counter(r["file"] for r in rows)
    twins = {(r["amount"], r["currency"], r["paid_on"]): r for r in rows if r["kind"] == "paid"}
    keep = []
    for r in out:
        dup = [o for o in rows if o["kind"] == "paid" and o["file"] != r["file"] and o["amount"] == r["amount"]
               and o["currency"] == r["currency"] and o["paid_on"] == r["paid_on"] and n[o["file"]] < n[r["file"]]]
        if not dup:
            keep.append(r)
    del twins
    return keep


def _sums(rows: list[dict]) -> dict:
    out: dict = {}
    for r in rows:
        out.setdefault(r["currency"], 0)
        out[r["currency"]] += r["amount"]
    return out


def aggregate_value(rows: list[dict], spec: dict):
    """What the records give for one gold ``compute`` spec, in the gold ``answer_value`` shape."""
    op = spec["op"]
    if op == "diff":
        a, b = _sums(_select(rows, spec["a"])), _sums(_select(rows, spec["b"]))
        cur = spec.get("currency") or next(iter(a or b), "USD")
        return {cur: {"amount_cents": a.get(cur, 0) - b.get(cur, 0)}}
    if op in ("unpaid", "unpaid_sum"):
        as_of = spec["as_of"]
        open_ = [r for r in rows if r["sensitivity"] in spec.get("sensitivity", ["public", "internal"]) and (
            (r["kind"] == "due" and (r["due_on"] is None or r["due_on"].isoformat() >= as_of))
            or (r["kind"] == "paid" and r["paid_on"] and r["paid_on"].isoformat() > as_of))]
        if op == "unpaid":
            return sorted({r["category"] for r in open_})
        return {c: {"amount_cents": v} for c, v in _sums(open_).items()}
    if op == "count_docs":
        cat = fold_category(spec["category"])
        return len({r["file"] for r in rows if r["category"] == cat and r["kind"] != "refunded"
                    and r["sensitivity"] in spec.get("sensitivity", ["public", "internal"])
                    and spec["issuer"].split()[0].lower() in r["payee"].lower()
                    and _in(r["statement_date"] or r["paid_on"] or r["due_on"], spec)})
    chosen = _select(rows, spec)
    if op == "argmax_month":
        months = Counter()
        for r in chosen:
            months[r["paid_on"].isoformat()[:7]] += r["amount"]
        return months.most_common(1)[0][0] if months else None
    out = {}
    for cur in sorted({r["currency"] for r in chosen}):
        amounts = [r["amount"] for r in chosen if r["currency"] == cur]
        value = {"sum": sum(amounts), "max": max(amounts), "min": min(amounts),
                 "avg_monthly": round(sum(amounts) / spec.get("months", 1))}.get(op)
        out[cur] = {"amount_cents": value}
    return out


def aggregates_check(rows: list[dict], questions: Path, *, verbose: bool) -> tuple[int, int]:
    """(exact, total) over the ``aggregate`` questions of ``questions`` with a gold ``compute``."""
    exact = total = 0
    for line in questions.read_text().splitlines():
        q = json.loads(line) if line.strip() else {}
        if q.get("kind") != "aggregate" or "compute" not in q:
            continue
        total += 1
        got = aggregate_value(rows, q["compute"])
        ok = got == q["answer_value"]
        exact += ok
        if verbose and not ok:
            print(f"  aggregate {q['id']} {q['compute']['op']}: want {q['answer_value']} got {got}")
    return exact, total


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", action="append", required=True,
                        help="a corpus folder with manifest.jsonl (repeatable)")
    parser.add_argument("--verbose", "-v", action="store_true", help="print every file that differs")
    parser.add_argument("--no-cache", action="store_true", help="re-read every file (OCR included)")
    parser.add_argument("--default-currency", help="currency for amounts printed without one ('' for none; "
                        "default: the currency most records of a first pass are in)")
    parser.add_argument("--no-layout", action="store_true", help="read fields from stored lines only")
    parser.add_argument("--dump", help="write every record (all kinds) to this JSON file, to diff two runs")
    args = parser.parse_args(argv)
    dump: dict | None = {} if args.dump else None
    for folder in args.docs:
        folder = Path(folder)
        if folder.name == "docs":
            folder = folder.parent
        print(f"{folder}:")
        r = evaluate(folder, verbose=args.verbose, cache=not args.no_cache, dump=dump, nolayout=args.no_layout,
                     default_currency=args.default_currency)
        print(f"  payments in manifest {r['want']}, records {r['got']}, matched {r['hit']} "
              f"(amount+currency+paid_on), {r['hit_category']} with category too")
        print(f"  precision {r['precision']:.3f} recall {r['recall']:.3f} | +category precision "
              f"{r['precision_category']:.3f} recall {r['recall_category']:.3f} | {r['seconds']:.1f} s")
        if r["aggregates"]:
            print(f"  aggregate questions exact from these records (gold query, no question parsing): "
                  f"{r['aggregates'][0]} / {r['aggregates'][1]}")
        for kind, c in r["by_kind"].items():
            if c.get("want") or c.get("got"):
                print(f"    {kind:18} manifest {c.get('want', 0):3}  records {c.get('got', 0):3}  "
                      f"matched {c.get('hit', 0):3}")
    if dump is not None:
        Path(args.dump).write_text(json.dumps(dump, indent=0, sort_keys=True))


if __name__ == "__main__":
    main()
