"""Check that the household variant's documents are readable and hold what the gold needs.

Extracts text the way a reader without layout knowledge would: PyMuPDF plain text for PDFs (and
for PDF attachments of .eml files, with the message's text parts), Tesseract with default settings
(``--psm 3``, English) for photos. Then checks, and prints the figures:

1. every ``evidence`` string of every question occurs in the text of one of its ``doc_files``;
2. every payment's amount and paid-on date occur in the text of the document that evidences it
   (in any of the spellings the generator prints);
3. every photo's ``ocr_facts`` occur in its OCR text.

Exit status 1 when check 1 or 3 fails for any question or photo. Run from the project root:

    python3 tests/corpus_gen/check_variant.py [tests/data/household_variant]
"""
from __future__ import annotations

import email
import json
import re
import subprocess
import sys
from datetime import date
from email import policy
from pathlib import Path

import pymupdf

sys.path.insert(0, str(Path(__file__).resolve().parent))

from formats import (  # noqa: E402
    d_de,
    d_fr,
    d_nl,
    d_slash,
    d_uk_long,
    d_uk_short,
    d_us_long,
    d_us_short,
    eur_de,
    eur_fr,
    eur_nl,
    gbp,
    usd,
    usd_plain,
)


def pdf_text(data: bytes) -> str:
    """PyMuPDF text; a page without a text layer (a scan) is rendered at 300 dpi and OCR'd."""
    out = []
    with pymupdf.open("pdf", data) as doc:
        for page in doc:
            text = page.get_text()
            if not text.strip():
                png = page.get_pixmap(dpi=300, colorspace=pymupdf.csGRAY).tobytes("png")
                text = subprocess.run(["tesseract", "-", "-", "-l", "eng"], input=png,
                                      capture_output=True, check=True).stdout.decode()
            out.append(text)
    return "\n".join(out)


def eml_text(data: bytes) -> str:
    msg = email.message_from_bytes(data, policy=policy.default)
    parts = [str(msg.get("Subject", ""))]
    for part in msg.walk():
        ctype = part.get_content_type()
        if ctype == "text/plain":
            parts.append(part.get_content())
        elif ctype == "application/pdf":
            parts.append(pdf_text(part.get_payload(decode=True)))
    return "\n".join(parts)


def ocr_text(path: Path) -> str:
    result = subprocess.run(["tesseract", str(path), "-", "-l", "eng"], capture_output=True,
                            text=True, check=True)
    return result.stdout


def document_text(path: Path) -> str:
    """Plain text of one archive file; raises ValueError for an unknown extension."""
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return pdf_text(path.read_bytes())
    if suffix == ".eml":
        return eml_text(path.read_bytes())
    if suffix in (".jpg", ".jpeg", ".png"):
        return ocr_text(path)
    if suffix == ".txt":
        return path.read_text(encoding="utf-8")
    raise ValueError(f"no reader for {path.name}")


def norm(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip().lower()


def amount_spellings(cents: int, currency: str) -> set[str]:
    c = abs(cents)
    forms = {usd_plain(c)}
    if currency == "USD":
        forms |= {usd(c)}
    elif currency == "GBP":
        forms |= {gbp(c)}
    else:
        forms |= {eur_de(c), eur_fr(c), eur_nl(c)}
    return forms


def date_spellings(iso: str) -> set[str]:
    d = date.fromisoformat(iso)
    return {iso, d_slash(d), d_us_short(d), d_us_long(d), d_uk_long(d), d_uk_short(d), d_fr(d),
            d_de(d), d_nl(d)}


def main(root: Path) -> int:
    manifest = [json.loads(line) for line in (root / "manifest.jsonl").open(encoding="utf-8")]
    questions = [json.loads(line) for line in (root / "questions.jsonl").open(encoding="utf-8")]
    texts = {row["file"]: norm(document_text(root / row["file"])) for row in manifest}
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
    missing_payments = []
    for row in manifest:
        for p in row["payments"]:
            amt_total += 1
            text = texts[row["file"]]
            a = any(norm(s) in text for s in amount_spellings(p["amount_cents"], p["currency"]))
            d = any(norm(s) in text for s in date_spellings(p["paid_on"]))
            amt_ok += a
            date_ok += d
            if not (a and d):
                missing_payments.append(f"{row['file']}: {p['amount_cents']} {p['currency']} "
                                        f"{p['paid_on']} amount={'ok' if a else 'MISSING'} "
                                        f"date={'ok' if d else 'MISSING'}")

    agg = [q for q in questions if "compute" in q]
    agg_ok = 0
    for q in agg:
        docs = {r["file"]: r for r in manifest}
        if all(any(any(norm(s) in texts[f] for s in amount_spellings(p["amount_cents"], p["currency"]))
                   for p in docs[f]["payments"]) or not docs[f]["payments"]
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

    print(f"documents read: {len(texts)} (photos and scans OCR'd: {len(photos)})")
    print(f"question evidence strings found: {ev_ok}/{ev_total}")
    print(f"aggregate questions whose every document shows a payment amount: {agg_ok}/{len(agg)}")
    print(f"payments whose amount is in the document text: {amt_ok}/{amt_total}; "
          f"paid-on date in the text: {date_ok}/{amt_total}")
    print(f"photo and scan OCR facts read by Tesseract (default settings): {ocr_ok}/{ocr_total}")
    for line in missing_payments:
        print("  payment:", line)
    for line in failures:
        print("  FAIL:", line)
    return 1 if failures else 0


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data" / "household_variant"
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else default))
