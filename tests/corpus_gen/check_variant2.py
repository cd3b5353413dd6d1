"""Check that household variant 2's documents are readable and hold what the gold needs.

Reads the documents as ``check_variant.py`` does (PyMuPDF text for PDFs and for PDF attachments of
.eml files, the message's text parts, Tesseract with default settings for photos and for pages
without a text layer), then checks, and prints the figures:

1. every ``evidence`` string of every question occurs in the text of one of its ``doc_files``;
2. every payment's amount and paid-on date occur in the text of the document that evidences it
   (in any of the spellings the generator prints, French long dates included);
3. every photo's and scan's ``ocr_facts`` occur in its OCR text;
4. no ``absent_terms`` of an absent question occurs (as a word) in any document;
5. every aggregate's documents show one of their payment amounts.

With ``--overlap`` it also lists the short label lines this archive shares verbatim with the
shared household and the first variant (informational: the point of the archive is new wording).
Exit status 1 when check 1, 2, 3, 4 or 5 fails. Run from the project root:

    python3 tests/corpus_gen/check_variant2.py [tests/data/household_variant2] [--overlap]
"""
from __future__ import annotations

import json
import re
import sys
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from check_variant import amount_spellings, document_text, norm
from check_variant import date_spellings as base_date_spellings
from formats import MONTHS_FR


def date_spellings(iso: str) -> set[str]:
    d = date.fromisoformat(iso)
    return base_date_spellings(iso) | {f"{d.day} {MONTHS_FR[d.month - 1]} {d.year}"}


def label_lines(text: str) -> set[str]:
    return {norm(line) for line in text.splitlines()
            if 3 < len(line.strip()) <= 40 and not re.search(r"\d", line)}


def main(root: Path, overlap: bool = False) -> int:
    manifest = [json.loads(line) for line in (root / "manifest.jsonl").open(encoding="utf-8")]
    questions = [json.loads(line) for line in (root / "questions.jsonl").open(encoding="utf-8")]
    raw = {row["file"]: document_text(root / row["file"]) for row in manifest}
    texts = {f: norm(t) for f, t in raw.items()}
    failures = []

    ev_total = ev_ok = 0
    for q in questions:
        for ev in q.get("evidence", []):
            ev_total += 1
            if any(norm(ev) in texts[f] for f in q["doc_files"]):
                ev_ok += 1
            else:
                failures.append(f"{q['id']} ({q['kind']}): evidence {ev!r} not in {q['doc_files']}")

    amt_total = amt_ok = date_ok = 0
    for row in manifest:
        for p in row["payments"]:
            amt_total += 1
            text = texts[row["file"]]
            a = any(norm(s) in text for s in amount_spellings(p["amount_cents"], p["currency"]))
            d = any(norm(s) in text for s in date_spellings(p["paid_on"]))
            amt_ok += a
            date_ok += d
            if not (a and d):
                failures.append(f"payment {row['file']}: {p['amount_cents']} {p['currency']} "
                                f"{p['paid_on']} amount={'ok' if a else 'MISSING'} "
                                f"date={'ok' if d else 'MISSING'}")

    docs = {r["file"]: r for r in manifest}
    agg = [q for q in questions if "compute" in q]
    agg_ok = 0
    for q in agg:
        if all(not docs[f]["payments"]
               or any(any(norm(s) in texts[f] for s in amount_spellings(p["amount_cents"], p["currency"]))
                      for p in docs[f]["payments"])
               for f in q["doc_files"]):
            agg_ok += 1
        else:
            failures.append(f"{q['id']}: an amount behind the aggregate is not readable")

    photos = [r for r in manifest if r["format"] in ("photo_jpg", "scan_pdf")]
    ocr_total = ocr_ok = 0
    for r in photos:
        for fact in r.get("ocr_facts", []):
            ocr_total += 1
            if norm(fact) in texts[r["file"]]:
                ocr_ok += 1
            else:
                failures.append(f"{r['file']}: OCR fact {fact!r} not read")

    absent_total = absent_ok = 0
    for q in questions:
        for term in q.get("absent_terms", []):
            absent_total += 1
            hits = [f for f, t in texts.items() if re.search(rf"\b{re.escape(term.lower())}", t)]
            if hits:
                failures.append(f"{q['id']}: absent term {term!r} occurs in {hits}")
            else:
                absent_ok += 1

    print(f"documents read: {len(texts)} (photos and scans OCR'd: {len(photos)})")
    print(f"question evidence strings found: {ev_ok}/{ev_total}")
    print(f"aggregate questions whose every document shows a payment amount: {agg_ok}/{len(agg)}")
    print(f"payments whose amount is in the document text: {amt_ok}/{amt_total}; "
          f"paid-on date in the text: {date_ok}/{amt_total}")
    print(f"photo and scan OCR facts read by Tesseract (default settings): {ocr_ok}/{ocr_total}")
    print(f"absent terms found nowhere: {absent_ok}/{absent_total}")
    if overlap:
        here = set().union(*(label_lines(t) for t in raw.values()))
        others = {}
        for name, other in [("shared household", root.parent / "corpus" / "household"),
                            ("variant 1", root.parent / "household_variant")]:
            for p in sorted((other / "docs").glob("*")):
                if p.suffix.lower() in (".pdf", ".eml", ".txt"):
                    for line in label_lines(document_text(p)) & here:
                        others.setdefault(line, set()).add(name)
        print(f"label lines shared with the other archives: {len(others)}")
        for line, where in sorted(others.items()):
            print(f"  {line!r}: {', '.join(sorted(where))}")
    for line in failures:
        print("  FAIL:", line)
    return 1 if failures else 0


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    default = Path(__file__).resolve().parent.parent / "data" / "household_variant2"
    sys.exit(main(Path(args[0]) if args else default, "--overlap" in sys.argv))
