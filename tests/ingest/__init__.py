"""Tests of the extraction layer (ingest.extract / pdf / ocr / email); no database."""
import pymupdf
from PIL import Image

SAMPLE_LINES = [
    "Northwind Power and Light",
    "Statement date March 14 2026",
    "Account number 4471 2209 8813",
    "Amount due 128.45 by April 2 2026",
    "Thank you for paying on time",
]


def text_page_image(lines=SAMPLE_LINES, *, dpi=200, fontsize=14) -> Image.Image:
    """A white letter-size page with the lines printed on it, rendered by PyMuPDF (grayscale)."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    for i, line in enumerate(lines):
        page.insert_text((72, 100 + i * 2.2 * fontsize), line, fontsize=fontsize, fontname="helv")
    pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    return Image.frombytes("L", (pix.width, pix.height), pix.samples)


def words_found(text: str, lines=SAMPLE_LINES) -> float:
    """Share (0..1) of the sample's words found in text, case-insensitive."""
    wanted = [w.lower() for line in lines for w in line.split()]
    got = set(text.lower().split())
    return sum(w in got for w in wanted) / len(wanted)
