"""Page images rendered on the fly from the decrypted original (PyMuPDF for PDFs, Pillow for images).

Nothing is cached on disk: a rendered page of a confidential paper would otherwise sit unencrypted
next to the encrypted originals. Callers check visibility first.
"""
import io
import logging

import pymupdf
from PIL import Image

from archive import storage
from archive.models import Document

log = logging.getLogger(__name__)

WIDTH = 1100  # px; wide enough to read a bill's small print, small enough to send quickly
IMAGE_TYPES = ("image/",)


def renderable(doc: Document) -> bool:
    """Whether pages of ``doc`` can be shown as images (PDFs and images; not e-mails or text)."""
    return doc.mime_type == "application/pdf" or doc.mime_type.startswith(IMAGE_TYPES)


def _to_png(img: Image.Image, rotation: int) -> bytes:
    if rotation:
        # OCR read the page after turning it ``rotation`` degrees clockwise; show it the same way up.
        img = img.rotate(-rotation, expand=True)
    if img.width > WIDTH:
        img = img.resize((WIDTH, max(1, round(img.height * WIDTH / img.width))), Image.LANCZOS)
    out = io.BytesIO()
    img.convert("RGB" if img.mode not in ("L", "RGB") else img.mode).save(out, format="PNG", optimize=False)
    return out.getvalue()


def page_png(doc: Document, number: int, rotation: int = 0) -> bytes | None:
    """PNG bytes of page ``number`` (1-based) of ``doc``, or None when it cannot be rendered (not a
    PDF or image, no such page, unreadable original)."""
    if not renderable(doc) or number < 1:
        return None
    try:
        data = storage.original_read(doc.storage_name)
        if doc.mime_type == "application/pdf":
            with pymupdf.open(stream=data, filetype="pdf") as pdf:
                if number > pdf.page_count:
                    return None
                page = pdf[number - 1]
                zoom = min(WIDTH / max(page.rect.width, 1), 4.0)
                pix = page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), alpha=False)
                img = Image.frombytes("RGB", (pix.width, pix.height), pix.samples)
        else:
            from ingest.ocr import open_images  # the same size limits and decoding as ingest

            frames = open_images(data)
            if number > len(frames):
                return None
            img = frames[number - 1]
        return _to_png(img, rotation)
    except Exception as exc:  # a broken original must not break the document page; the text still shows
        log.warning("page image %s/%s not rendered: %s", doc.pk, number, type(exc).__name__)
        return None
