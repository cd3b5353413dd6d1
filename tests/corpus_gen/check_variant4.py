"""Check that household variant 4's documents are readable, hold what the gold needs, and share no
short label line with the other four archives.

Reads the documents as ``check_variant.py`` does (PyMuPDF text for PDFs and for PDF attachments of
.eml files, the message's text parts, Tesseract with default settings for photos and for pages
without a text layer), then checks, and prints the figures:

1. every ``evidence`` string of every question occurs in the text of one of its ``doc_files``;
2. every payment's amount and paid-on date occur in the text of the document that evidences it
   (in any of the spellings this generator prints);
3. every photo's and scan's ``ocr_facts`` occur in its OCR text;
4. no ``absent_terms`` of an absent question occurs (as a word start) in any document;
5. every aggregate's documents show one of their payment amounts;
6. every aggregate's and amount question's gold follows from the manifest (``questions.py``);
7. no short label line (4-40 characters, no digit) of this archive occurs verbatim in the shared
   household or variants 1-3 (``--overlap`` only lists them without failing; ``--no-overlap``
   skips the comparison).

Exit status 1 when any check fails. Run from the project root:

    python3 tests/corpus_gen/check_variant4.py [tests/data/household_variant4] [--overlap|--no-overlap]
"""
from __future__ import annotations

import json
import re
import sys
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from check_variant import amount_spellings as base_amount_spellings  # noqa: E402
from check_variant import date_spellings as base_date_spellings  # noqa: E402
from check_variant import document_text, norm  # noqa: E402
from check_variant2 import label_lines  # noqa: E402
from household_variant4 import chf, d_ord, de_long, eur_en, eur_pre, fr_long, nl_long, num_comma  # noqa: E402
from questions import compute_evaluate, money_text  # noqa: E402

OTHERS = [("shared household", ("corpus", "household")), ("variant 1", ("household_variant",)),
          ("variant 2", ("household_variant2",)), ("variant 3", ("household_variant3",))]


def amount_spellings(cents: int, currency: str) -> set[str]:
    c = abs(cents)
    if currency == "CHF":
        return {chf(c)}
    forms = base_amount_spellings(c, currency)
    if currency == "EUR":
        forms |= {eur_en(c), eur_pre(c), num_comma(c)}
    return forms


def date_spellings(iso: str) -> set[str]:
    d = date.fromisoformat(iso)
    return base_date_spellings(iso) | {d_ord(d), fr_long(d), nl_long(d), de_long(d)}


def shared_labels(root: Path, here: set[str]) -> dict[str, set[str]]:
    """Label lines of this archive that also occur in one of the other archives' documents."""
    found: dict[str, set[str]] = {}
    for name, parts in OTHERS:
        other = root.parent.joinpath(*parts)
        for p in sorted((other / "docs").glob("*")):
            if p.suffix.lower() in (".pdf", ".eml", ".txt"):
                for line in label_lines(document_text(p)) & here:
                    found.setdefault(line, set()).add(name)
    return found


def gold_failures(manifest: list[dict], questions: list[dict]) -> list[str]:
    """Aggregates recomputed from the manifest; single amounts found in the manifest's payments/facts."""
    out = []
    for q in questions:
        if "compute" in q:
            value, files = compute_evaluate(manifest, q["compute"], date.fromisoformat(q["as_of"]))
            if value != q["answer_value"] or files != q["doc_files"]:
                out.append(f"{q['id']}: aggregate gold does not follow from the manifest")
            elif isinstance(value, dict) and money_text(value)[0] != q["answer"]:
                out.append(f"{q['id']}: answer text {q['answer']!r} != {money_text(value)[0]!r}")
        if q["kind"] == "absent" and (q["answer"] is not None or q["doc_files"]):
            out.append(f"{q['id']}: an absent question with an answer")
    return out


def main(root: Path, overlap: str = "fail") -> int:
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

    gold = gold_failures(manifest, questions)
    failures += gold

    print(f"documents read: {len(texts)} (photos and scans OCR'd: {len(photos)})")
    print(f"question evidence strings found: {ev_ok}/{ev_total}")
    print(f"aggregate questions whose every document shows a payment amount: {agg_ok}/{len(agg)}")
    print(f"payments whose amount is in the document text: {amt_ok}/{amt_total}; "
          f"paid-on date in the text: {date_ok}/{amt_total}")
    print(f"photo and scan OCR facts read by Tesseract (default settings): {ocr_ok}/{ocr_total}")
    print(f"absent terms found nowhere: {absent_ok}/{absent_total}")
    print(f"gold answers recomputed from the manifest: {len(questions) - len(gold)}/{len(questions)} consistent")
    if overlap != "skip":
        here = set().union(*(label_lines(t) for t in raw.values()))
        shared = shared_labels(root, here)
        print(f"label lines ({len(here)}) shared with the other four archives: {len(shared)}")
        for line, where in sorted(shared.items()):
            print(f"  {line!r}: {', '.join(sorted(where))}")
            if overlap == "fail":
                failures.append(f"label line {line!r} is also in {', '.join(sorted(where))}")
    for line in failures:
        print("  FAIL:", line)
    return 1 if failures else 0


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    default = Path(__file__).resolve().parent.parent / "data" / "household_variant4"
    mode = "list" if "--overlap" in sys.argv else "skip" if "--no-overlap" in sys.argv else "fail"
    sys.exit(main(Path(args[0]) if args else default, mode))
