"""Extraction benchmark over the shared corpora. Run: python bench/ocr_bench.py [--quick]

Prints
1. born-digital throughput: text-layer pages/s over the corpora's born-digital PDFs;
2. OCR cost: seconds/page of ingest.ocr.ocr_image next to the bare `tesseract` CLI on the same page
   images (photos, image files, scanned PDF pages rendered at 300 dpi, a few born-digital pages
   rendered as clean "scans"), medians and ratios; bare Tesseract is timed with its default threads
   and with OMP_THREAD_LIMIT=1 (what ingest.ocr uses);
3. key-fact hit rate on the household receipt photos (manifest `ocr_facts`): bare Tesseract vs our
   pipeline with the photo clean-up forced off vs our pipeline as shipped.
Runs sequentially: the box is shared, so never parallelise this.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ingest import ocr  # noqa: E402
from ingest.pdf import open_pdf, pdf_pages, render  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "corpus"
SCANNED_PDFS = {"Scan_20261107_0007.pdf", "linn.pdf"}
IMAGE_EXT = {".jpg", ".jpeg", ".png", ".tif", ".tiff", ".webp"}


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def born_digital_rate() -> tuple[int, float]:
    """(pages, seconds) for text-layer extraction of every born-digital corpus PDF."""
    pdfs = [p for p in sorted(CORPUS.glob("*/*.pdf")) + sorted(CORPUS.glob("household/docs/*.pdf"))
            if p.name not in SCANNED_PDFS]
    blobs = [p.read_bytes() for p in pdfs]
    start, pages = time.perf_counter(), 0
    for data in blobs:
        result, _ = pdf_pages(data)
        pages += len(result)
    return pages, time.perf_counter() - start


def page_images(quick: bool) -> list[tuple[str, Path]]:
    """(label, png path) of the page images both OCR runs read, written to a temp dir."""
    out_dir = Path(tempfile.mkdtemp(prefix="ocr_bench_"))
    items: list[tuple[str, Path]] = []
    for path in sorted(CORPUS.glob("real/*")) + sorted(CORPUS.glob("household/docs/*")):
        if path.suffix.lower() in IMAGE_EXT:
            # normalised like ingest does (EXIF, alpha), so both sides see the same pixels
            img = ocr.open_images(path.read_bytes())[0]
            target = out_dir / f"{path.stem}.png"
            img.save(target)
            items.append((path.name, target))
    clean = [CORPUS / "household/docs/NPL_Statement_20251102.pdf", CORPUS / "real/AmazonWebServices.pdf",
             CORPUS / "household/docs/Lease_Agreement_signed.pdf"]
    scanned = [p for p in sorted(CORPUS.glob("*/*.pdf")) + sorted(CORPUS.glob("household/docs/*.pdf"))
               if p.name in SCANNED_PDFS]
    for path in scanned + ([] if quick else clean):
        doc = open_pdf(path.read_bytes())
        img, dpi = render(doc[0])
        target = out_dir / f"{path.stem}-p1.png"
        img.save(target, dpi=(dpi, dpi))  # the CLI gets the true resolution, as ocr_image does
        items.append((path.name + ("" if path.name in SCANNED_PDFS else " (rendered)"), target))
    return items[:6] if quick else items


def bare_tesseract(png: Path, *, one_thread: bool) -> tuple[float, str]:
    env = dict(os.environ)
    if one_thread:
        env["OMP_THREAD_LIMIT"] = "1"
    else:
        env.pop("OMP_THREAD_LIMIT", None)
    start = time.perf_counter()
    text = subprocess.run(["tesseract", str(png), "stdout"], env=env, capture_output=True, text=True,
                          check=True).stdout
    return time.perf_counter() - start, text


def ours(png: Path, *, preprocess: bool | None = None) -> tuple[float, ocr.OcrResult]:
    from PIL import Image
    with Image.open(png) as img:
        img.load()
        dpi = img.info.get("dpi", (0, 0))[0]
        start = time.perf_counter()
        result = ocr.ocr_image(img, preprocess=preprocess, dpi=int(dpi) if dpi else None)
    return time.perf_counter() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="six images only")
    args = parser.parse_args()

    pages, seconds = born_digital_rate()
    print(f"born-digital text layer: {pages} pages in {seconds:.2f} s = {pages / seconds:.0f} pages/s")

    rows = []
    print(f"\n{'page image':44} {'ours s':>7} {'bare s':>7} {'bare1 s':>7} {'conf':>5} rot deskew photo")
    for label, png in page_images(args.quick):
        t_bare, bare_text = bare_tesseract(png, one_thread=False)
        t_bare1, _ = bare_tesseract(png, one_thread=True)
        t_ours, result = ours(png)
        rows.append((label, png, t_ours, t_bare, t_bare1, bare_text, result))
        print(f"{label[:44]:44} {t_ours:7.2f} {t_bare:7.2f} {t_bare1:7.2f} {result.confidence:5.1f} "
              f"{result.rotation:3d} {result.deskew_angle:6.1f} {result.preprocessed!s:5}")
    med = {k: statistics.median(r[i] for r in rows) for k, i in (("ours", 2), ("bare", 3), ("bare1", 4))}
    tot = {k: sum(r[i] for r in rows) for k, i in (("ours", 2), ("bare", 3), ("bare1", 4))}
    print(f"\nOCR s/page median: ours {med['ours']:.2f} | bare tesseract {med['bare']:.2f} "
          f"(ratio {med['ours'] / med['bare']:.2f}x) | bare OMP_THREAD_LIMIT=1 {med['bare1']:.2f} "
          f"(ratio {med['ours'] / med['bare1']:.2f}x)")
    print(f"OCR total: ours {tot['ours']:.1f} s | bare {tot['bare']:.1f} s ({tot['ours'] / tot['bare']:.2f}x) | "
          f"bare1 {tot['bare1']:.1f} s ({tot['ours'] / tot['bare1']:.2f}x) over {len(rows)} pages")

    facts = {}
    for line in open(CORPUS / "household" / "manifest.jsonl"):
        doc = json.loads(line)
        if doc.get("format") == "photo_jpg":
            facts[Path(doc["file"]).name] = doc.get("ocr_facts", [])
    hits = {"bare tesseract": 0, "ours, clean-up off": 0, "ours": 0}
    total = 0
    for label, png, _, _, _, bare_text, result in rows:
        if label not in facts:
            continue
        _, plain = ours(png, preprocess=False)
        for fact in facts[label]:
            total += 1
            hits["bare tesseract"] += norm(fact) in norm(bare_text)
            hits["ours, clean-up off"] += norm(fact) in norm(plain.text)
            hits["ours"] += norm(fact) in norm(result.text)
    if total:
        print("\nhousehold photo key facts: " + " | ".join(f"{k} {v}/{total} ({v / total:.0%})"
                                                          for k, v in hits.items()))


if __name__ == "__main__":
    main()
