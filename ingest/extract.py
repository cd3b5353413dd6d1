"""Extraction entry point: bytes in, per-page text out. Pure functions, no database.

``extract()`` detects the type by content, dispatches to PDF / image OCR / e-mail / plain text, and turns
every bad-input condition into ``ExtractionError`` with a user-facing reason.
"""
from __future__ import annotations

import codecs
import itertools
import re
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import PurePath

import magic
import pytesseract
from charset_normalizer import from_bytes

from ingest import msg as outlook
from ingest import ocr
from ingest.einvoice import einvoice_text
from ingest.email import html_to_text, parse_email
from ingest.pages import PageText
from ingest.pdf import TIME_BUDGET, PdfError, pdf_pages

#: Characters of plain text per synthetic page (text files and e-mail bodies have no pages of their own).
TEXT_PAGE_CHARS = 6000
#: Text-like files larger than this are refused (a household note is kilobytes).
MAX_TEXT_BYTES = 20_000_000

PDF = "application/pdf"
EML = "message/rfc822"
MSG = outlook.MIME
IMAGE_TYPES = {"image/jpeg", "image/png", "image/tiff", "image/webp", "image/gif", "image/bmp",
               "image/x-ms-bmp", "image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"}
TEXT_TYPES = {"text/plain", "text/markdown", "text/x-markdown", "text/csv"}

_EXT_TYPES = {
    ".pdf": PDF, ".eml": EML, ".msg": MSG, ".txt": "text/plain", ".md": "text/markdown", ".markdown": "text/markdown",
    ".csv": "text/csv", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png",
    ".tif": "image/tiff", ".tiff": "image/tiff", ".webp": "image/webp", ".gif": "image/gif",
    ".bmp": "image/bmp", ".heic": "image/heic", ".heif": "image/heif",
}
_EMAIL_HEADER = re.compile(rb"^(From|To|Subject|Date|Received|Return-Path|Message-ID|MIME-Version|"
                           rb"Delivered-To|X-[\w-]+):", re.I | re.M)


@dataclass
class Attachment:
    """An e-mail attachment; the caller stores it as its own (child) document."""

    filename: str
    mime_type: str
    data: bytes


@dataclass
class Extraction:
    """Result of ``extract``: pages in order; ``title`` from PDF metadata or e-mail Subject;
    ``attachments`` of an e-mail; ``sent_at`` the e-mail Date (timezone-aware) or None."""

    pages: list[PageText]
    title: str | None = None
    attachments: list[Attachment] = field(default_factory=list)
    sent_at: datetime | None = None


class ExtractionError(Exception):
    """Bad input; str(exc) is a clear user-facing reason (e.g. 'encrypted PDF (password protected)')."""


def detect_mime(data: bytes, filename: str) -> str:
    """MIME type from the content (libmagic), not the extension. The filename only refines text types
    libmagic cannot tell apart (.md/.csv as text/markdown, text/csv; an .eml libmagic calls text/plain; a
    .msg libmagic calls only a compound file)."""
    if not data:
        return "application/x-empty"
    mime = magic.from_buffer(data[:65536], mime=True)
    ext = PurePath(filename or "").suffix.lower()
    if ext == ".msg" and mime in outlook.COMPOUND_TYPES:
        return MSG
    if mime == "application/octet-stream" and _EMAIL_HEADER.match(data) and len(
            _EMAIL_HEADER.findall(data[:4096])) >= (2 if ext == ".eml" else 3):
        return EML  # headers first, but raw NUL bytes in it (a broken exporter) make libmagic call it binary
    if mime.startswith("text/") or mime == "application/csv":
        if ext == ".eml" or (mime == "text/plain" and len(_EMAIL_HEADER.findall(data[:4096])) >= 3):
            return EML
        if ext in (".md", ".markdown"):
            return "text/markdown"
        if ext == ".csv" or mime == "application/csv":
            return "text/csv"
        if mime not in TEXT_TYPES and mime != "text/html":
            return "text/plain"  # text/x-python, text/x-shellscript ...: still just text to us
    return mime


def _check_claim(claimed: str | None, actual: str, filename: str) -> None:
    """Refuse a file whose extension or declared type promises something its content is not."""
    if not claimed:
        return
    what = PurePath(filename).suffix.lower() or claimed
    if claimed == PDF and actual != PDF:
        raise ExtractionError(f"not a PDF: file content does not match {what}")
    if claimed in IMAGE_TYPES and actual not in IMAGE_TYPES:
        raise ExtractionError(f"not an image: file content does not match {what}")
    if claimed == MSG and actual != MSG:
        raise ExtractionError(f"not an Outlook message: file content does not match {what}")


def _text_pages(text: str) -> list[PageText]:
    """Split text into pages at form feeds, then at line breaks near TEXT_PAGE_CHARS."""
    pages: list[str] = []
    for block in text.split("\f"):
        while len(block) > TEXT_PAGE_CHARS:
            cut = block.rfind("\n", 0, TEXT_PAGE_CHARS)
            cut = cut if cut > TEXT_PAGE_CHARS // 2 else TEXT_PAGE_CHARS
            pages.append(block[:cut])
            block = block[cut:]
        pages.append(block)
    pages = [p.strip() for p in pages if p.strip()] or [""]
    return [PageText(i, p, "text_layer", None) for i, p in enumerate(pages, start=1)]


def _decode_text(data: bytes) -> str:
    if len(data) > MAX_TEXT_BYTES:
        raise ExtractionError(f"text file too large: {len(data)} bytes exceeds {MAX_TEXT_BYTES}")
    for bom, enc in ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
                     (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            return data.decode(enc, "replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        best = from_bytes(data).best()  # legacy encodings (cp1252, latin-1 ...) from older machines
        return str(best) if best else data.decode("latin-1")


def _images(data: bytes, languages: str, time_budget: float = TIME_BUDGET) -> list[PageText]:
    pages = []
    deadline = time.monotonic() + time_budget
    frames = ocr.iter_frames(data)
    for number in itertools.count(1):
        try:
            frame = next(frames, None)  # decoded now, dropped after its OCR: one frame in memory at a time
        except ValueError as exc:  # ImageTooLarge included
            raise ExtractionError(str(exc)) from exc
        if frame is None:
            break
        remaining = deadline - time.monotonic()
        try:
            if remaining <= 0:
                raise RuntimeError("budget spent")
            r = ocr.ocr_image(frame, languages=languages, timeout=remaining)
        except pytesseract.TesseractError as exc:
            raise ExtractionError(f"OCR failed: {exc.message or exc}") from exc
        except RuntimeError as exc:  # pytesseract's timeout
            raise ExtractionError(f"processing time limit exceeded at page {number}") from exc
        del frame
        pages.append(PageText(number, r.text, "ocr", r.confidence, r.rotation, r.deskew_angle, words=r.boxes,
                              size=r.size))
    if not pages:
        raise ExtractionError("image has no frames")
    return pages


def extract(data: bytes, *, filename: str, mime_type: str | None = None,
            ocr_languages: str = "eng") -> Extraction:
    """Extract per-page text from a document's bytes.

    ``filename``: the original name (its extension is checked against the content); ``mime_type``: a
    declared type (e.g. an attachment's Content-Type), checked the same way, never trusted over the
    content; ``ocr_languages``: Tesseract codes joined by '+', e.g. 'eng+fra'.
    Supports PDF, JPEG/PNG/TIFF (multi-page)/WebP/GIF/BMP/HEIC, message/rfc822, Outlook .msg,
    text/plain|markdown|csv|html.
    Raises ExtractionError with a user-facing reason for empty, mislabelled, encrypted, corrupt,
    oversized or unsupported input.
    """
    if not data:
        raise ExtractionError("empty file (0 bytes)")
    actual = detect_mime(data, filename)
    ext_type = _EXT_TYPES.get(PurePath(filename or "").suffix.lower())
    _check_claim(ext_type, actual, filename)
    _check_claim(mime_type, actual, filename)

    if actual == PDF:
        try:
            pages, title = pdf_pages(data, languages=ocr_languages)
        except PdfError as exc:
            raise ExtractionError(str(exc)) from exc
        # A Factur-X / ZUGFeRD e-invoice's own data, as one more page of text (ingest.einvoice).
        embedded = einvoice_text(data)
        if embedded:
            pages.append(PageText(len(pages) + 1, embedded, "embedded", None))
        return Extraction(pages, title=title)
    if actual in IMAGE_TYPES:
        return Extraction(_images(data, ocr_languages))
    if actual in (EML, MSG):
        try:
            mail = parse_email(data) if actual == EML else outlook.parse_msg(data)
        except ValueError as exc:
            raise ExtractionError(str(exc)) from exc
        return Extraction(_text_pages(mail.text), title=mail.subject, sent_at=mail.sent_at,
                          attachments=[Attachment(*a) for a in mail.attachments])
    if actual in TEXT_TYPES:
        return Extraction(_text_pages(_decode_text(data)))
    if actual == "text/html":
        return Extraction(_text_pages(html_to_text(_decode_text(data))))
    if actual == "application/x-empty":
        raise ExtractionError("empty file (0 bytes)")
    raise ExtractionError(f"unsupported file type: {actual}")
