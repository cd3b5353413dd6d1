"""Bad input fails with ExtractionError and a reason a user can act on; inputs generated here."""
import io
import struct
import zipfile
import zlib

import pymupdf
import pytest
from PIL import Image

from ingest.extract import ExtractionError, extract
from ingest.pdf import PdfError, pdf_pages


def _pdf(text="Hello world, this is a perfectly ordinary page of text.", pages=1, **save) -> bytes:
    doc = pymupdf.open()
    for _ in range(pages):
        doc.new_page().insert_text((72, 72), text)
    buf = io.BytesIO()
    doc.save(buf, **save)
    return buf.getvalue()


def _bomb_png(width=30000, height=30000) -> bytes:
    """A PNG whose header declares width x height pixels but whose data is tiny (a decompression bomb)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b"")


def _fails(data, filename, match, **kw):
    with pytest.raises(ExtractionError, match=match) as info:
        extract(data, filename=filename, **kw)
    return str(info.value)


def test_empty_file():
    assert _fails(b"", "scan.pdf", "empty") == "empty file (0 bytes)"


def test_pdf_extension_without_pdf_content():
    assert _fails(b"just some text, not a PDF at all\n", "bill.pdf", "not a PDF") == \
        "not a PDF: file content does not match .pdf"


def test_declared_pdf_type_is_checked_too():
    _fails(b"GIF89a" + b"\0" * 64, "attachment", "not a PDF", mime_type="application/pdf")


def test_encrypted_pdf():
    data = _pdf(encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="secret", owner_pw="owner")
    assert _fails(data, "locked.pdf", "encrypted") == "encrypted PDF (password protected)"


def test_owner_password_only_pdf_still_reads():
    data = _pdf(encryption=pymupdf.PDF_ENCRYPT_AES_256, owner_pw="owner", permissions=0)
    assert "ordinary page" in extract(data, filename="restricted.pdf").pages[0].text


def test_truncated_pdf():
    data = _pdf()
    _fails(data[: len(data) // 3], "cut.pdf", "corrupt PDF")


def test_garbage_after_pdf_magic():
    _fails(b"%PDF-1.7\n" + bytes(range(256)) * 40, "junk.pdf", "corrupt PDF")


def test_decompression_bomb_png():
    msg = _fails(_bomb_png(), "huge.png", "image too large")
    assert "30000x30000 px exceeds 60 megapixels" in msg


def test_bomb_beyond_pillows_own_limit():
    _fails(_bomb_png(60000, 60000), "huger.png", "image too large: .* exceeds 60 megapixels")


def test_huge_pdf_page_is_rendered_capped():
    # a 200x200 inch page of image-only content would be 3.6 GP at 300 dpi; the render is capped
    doc = pymupdf.open()
    page = doc.new_page(width=14400, height=14400)
    page.insert_image(page.rect, stream=_png_of_text())
    result = extract(doc.tobytes(), filename="poster.pdf")
    assert result.pages[0].source == "ocr"


def _png_of_text() -> bytes:
    buf = io.BytesIO()
    Image.new("L", (200, 200), 255).save(buf, format="PNG")
    return buf.getvalue()


def test_zip_is_unsupported():
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("a.txt", "hello")
    assert _fails(buf.getvalue(), "papers.zip", "unsupported") == "unsupported file type: application/zip"


def test_image_extension_on_non_image():
    _fails(_pdf(), "photo.jpg", "not an image: file content does not match .jpg")


def test_truncated_jpeg():
    buf = io.BytesIO()
    Image.new("RGB", (400, 300), "white").save(buf, format="JPEG")
    _fails(buf.getvalue()[:200], "cut.jpg", "unreadable image")


def test_too_many_pages(monkeypatch):
    monkeypatch.setattr("ingest.pdf.MAX_PAGES", 3)
    assert _fails(_pdf(pages=4), "long.pdf", "too many pages") == "PDF has too many pages: 4 exceeds 3"


def test_missing_ocr_language_is_reported():
    buf = io.BytesIO()
    img = Image.new("L", (600, 400), 255)
    img.paste(0, (100, 100, 500, 120))  # some ink: a blank image never reaches Tesseract
    img.save(buf, format="PNG")
    _fails(buf.getvalue(), "x.png", "OCR failed", ocr_languages="xxx")


def test_time_budget_is_enforced():
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_image(page.rect, stream=_png_of_text())
    with pytest.raises(PdfError, match="processing time limit exceeded at page 1"):
        pdf_pages(doc.tobytes(), time_budget=0.0)


def test_blank_pdf_page_is_not_ocred():
    doc = pymupdf.open()
    doc.new_page()
    (page,) = extract(doc.tobytes(), filename="blank.pdf").pages
    assert page.source == "text_layer" and page.text == ""
