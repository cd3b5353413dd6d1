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
    from ingest.payments_rules import CATEGORIES, RulesExtractor  # noqa: E402
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
    by_file, stored = [], []
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
            "by_kind": {k: dict(v) for k, v in sorted(by_kind.items())}, "seconds": time.monotonic() - started}


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
        for kind, c in r["by_kind"].items():
            if c.get("want") or c.get("got"):
                print(f"    {kind:18} manifest {c.get('want', 0):3}  records {c.get('got', 0):3}  "
                      f"matched {c.get('hit', 0):3}")
    if dump is not None:
        Path(args.dump).write_text(json.dumps(dump, indent=0, sort_keys=True))


if __name__ == "__main__":
    main()
