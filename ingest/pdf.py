"""PDF pages to text with PyMuPDF: the text layer where it holds real text, OCR of a render otherwise."""
from __future__ import annotations

import logging
import time
import unicodedata

import pymupdf
import pytesseract
from celery.exceptions import SoftTimeLimitExceeded
from PIL import Image

from ingest import ocr
from ingest.pages import PageText
from ingest.textquality import text_layer_quality

log = logging.getLogger(__name__)

#: Documents with more pages are refused (a household paper is rarely over a few hundred).
MAX_PAGES = 2000
#: Render resolution for OCR, dots per inch; lowered per page so a render stays under OCR_MAX_PIXELS.
OCR_DPI = 300
#: Wall-clock budget for one document, seconds; OCR beyond it fails the document rather than a worker.
TIME_BUDGET = 900.0
#: A text layer counts as real text with at least this many letters/digits ...
MIN_WORD_CHARS = 20
#: ... making up at least this share of its non-space characters (garbled font maps give symbol soup).
MIN_WORD_RATIO = 0.5
#: A text layer whose share of real words (ingest.textquality) is below this is OCRed as well, and the
#: reading with more real words wins (French and Dutch bills measure 0.22 and up, garbage near 0).
MIN_REAL_WORDS = 0.12
#: A page whose images cover this share of it and whose text layer is short is also OCRed (a scan with
#: a stamped header or an OCR layer that only covers part of it); the reading with more words wins.
IMAGE_COVER = 0.5
SHORT_TEXT_WORDS = 40

pymupdf.TOOLS.mupdf_display_errors(False)  # broken PDFs would spam stderr; we report errors ourselves


class PdfError(ValueError):
    """The PDF cannot be read; str() is a user-facing reason."""


def is_real_text(text: str) -> bool:
    """True when text has >= MIN_WORD_CHARS letters/digits and they are >= MIN_WORD_RATIO of the
    non-space characters; False for empty, whitespace-only or garbage text layers."""
    chars = [c for c in text if not c.isspace()]
    if not chars:
        return False
    wordish = sum(1 for c in chars if c.isalnum() and unicodedata.category(c)[0] in "LN")
    return wordish >= MIN_WORD_CHARS and wordish / len(chars) >= MIN_WORD_RATIO


def open_pdf(data: bytes) -> pymupdf.Document:
    """Open PDF bytes; raises PdfError for encrypted, corrupt, empty or over-long documents."""
    try:
        doc = pymupdf.open(stream=data, filetype="pdf")
    except Exception as exc:  # MuPDF raises FileDataError / RuntimeError variants
        raise PdfError(f"corrupt PDF: {exc}") from exc
    if doc.needs_pass:
        raise PdfError("encrypted PDF (password protected)")
    if doc.page_count == 0:
        raise PdfError("corrupt PDF: no pages")
    if doc.page_count > MAX_PAGES:
        raise PdfError(f"PDF has too many pages: {doc.page_count} exceeds {MAX_PAGES}")
    return doc


def _image_cover(page: pymupdf.Page) -> float:
    """Share (0..1) of the page area covered by its largest image."""
    area = abs(page.rect) or 1.0
    best = 0.0
    for info in page.get_image_info():
        best = max(best, abs(pymupdf.Rect(info["bbox"]) & page.rect) / area)
    return best


def render(page: pymupdf.Page, *, dpi: int = OCR_DPI) -> tuple[Image.Image, int]:
    """Render a page to a grayscale PIL image; returns (image, dpi used). The dpi is lowered so the
    pixel count stays under ocr.OCR_MAX_PIXELS (huge page boxes are a cheap PDF bomb)."""
    w_in, h_in = page.rect.width / 72, page.rect.height / 72
    if w_in <= 0 or h_in <= 0:
        raise PdfError(f"corrupt PDF: page {page.number + 1} has no area")
    dpi = min(dpi, int((ocr.OCR_MAX_PIXELS / (w_in * h_in)) ** 0.5))
    dpi = max(dpi, 1)
    pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY, alpha=False)
    return Image.frombytes("L", (pix.width, pix.height), pix.samples), dpi


def _ocr_page(page: pymupdf.Page, *, languages: str, deadline: float, budget: list[int]) -> PageText:
    """OCR a render of ``page``; ``budget``: [pixels left for this document], decreased by the render."""
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        raise PdfError(f"processing time limit exceeded at page {page.number + 1}")
    try:
        image, dpi = render(page)
        budget[0] -= image.width * image.height
        if budget[0] < 0:
            raise PdfError(f"too much to read: the pages' images exceed {ocr.MAX_TOTAL_PIXELS // 1_000_000} "
                           f"megapixels in all (at page {page.number + 1})")
        result = ocr.ocr_image(image, languages=languages, timeout=remaining, dpi=dpi)
    except RuntimeError as exc:  # pytesseract's timeout
        raise PdfError(f"processing time limit exceeded at page {page.number + 1}") from exc
    except pytesseract.TesseractError as exc:  # e.g. a language pack that is not installed
        raise PdfError(f"OCR failed: {exc.message or exc}") from exc
    points = 72 / dpi  # the render's pixels back to the page's points
    words = [(x0 * points, y0 * points, x1 * points, y1 * points, w) for x0, y0, x1, y1, w in result.boxes]
    size = (result.size[0] * points, result.size[1] * points) if result.size else None
    return PageText(page.number + 1, result.text, "ocr", result.confidence, result.rotation,
                    result.deskew_angle, words=words, size=size)


def pdf_pages(data: bytes, *, languages: str = "eng", time_budget: float = TIME_BUDGET,
              force_ocr: bool = False) -> tuple[list[PageText], str | None]:
    """Extract every page of a PDF. Returns (pages in order, metadata title or None).

    ``languages``: Tesseract codes like 'eng+fra'; ``time_budget``: seconds for the whole document;
    ``force_ocr``: OCR every page even when it has a text layer (benchmarks).
    Raises PdfError (user-facing message) for encrypted/corrupt/over-long PDFs or an exhausted budget.
    """
    deadline = time.monotonic() + time_budget
    doc = open_pdf(data)
    title = (doc.metadata or {}).get("title", "").strip() or None
    pages: list[PageText] = []
    readable = 0
    budget = [ocr.MAX_TOTAL_PIXELS]
    for index in range(doc.page_count):
        try:
            page = doc.load_page(index)
            text = page.get_text("text").strip()
            real = is_real_text(text) and not force_ocr
            # letters that form no words: a scanner app's invisible layer or a font without a Unicode map
            garbled = real and text_layer_quality(text) < MIN_REAL_WORDS
            if not force_ocr and not real and not page.get_images() and not page.get_drawings():
                # nothing drawn but (little) text: a blank or near-blank page, OCR would find nothing
                pages.append(PageText(index + 1, text, "text_layer", None))
            elif real and not garbled and (len(text.split()) >= SHORT_TEXT_WORDS
                                           or _image_cover(page) < IMAGE_COVER):
                pages.append(PageText(index + 1, text, "text_layer", None))
            else:
                scanned = _ocr_page(page, languages=languages, deadline=deadline, budget=budget)
                if garbled:
                    keep_layer = text_layer_quality(text) >= text_layer_quality(scanned.text)
                else:
                    keep_layer = real and len(text.split()) >= len(scanned.text.split())
                pages.append(PageText(index + 1, text, "text_layer", None) if keep_layer else scanned)
            readable += 1
        except (PdfError, SoftTimeLimitExceeded):  # the task's time limit must reach the task
            raise
        except Exception as exc:  # one damaged page must not sink the rest of a repaired file
            log.warning("PDF page %d unreadable: %s", index + 1, exc)
            pages.append(PageText(index + 1, "", "text_layer", None))
    if not readable:
        raise PdfError("corrupt PDF: no readable page")
    return pages, title
