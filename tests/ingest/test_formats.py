"""Everyday files that used to fail and hostile ones that used to exhaust a worker: HEIC photos,
multi-page TIFF with alpha, forwarded e-mails, garbage text layers, animation and frame bombs."""
import codecs
import io
from email.message import EmailMessage

import pymupdf
import pytest
from PIL import Image, ImageDraw, ImageFont

from ingest import ocr
from ingest.extract import ExtractionError, extract

TEXT = "Water bill for March 2026. Amount due 88.15 USD by April 2, 2026. Account 411948."


def _text_image(text=TEXT, size=(1700, 500), mode="RGB", background="white") -> Image.Image:
    img = Image.new(mode, size, background)
    font = ImageFont.load_default(size=40)
    ImageDraw.Draw(img).text((40, 200), text, fill="black" if mode != "RGBA" else (0, 0, 0, 255), font=font)
    return img


def _words(result) -> str:
    return " ".join(p.text for p in result.pages).lower()


def test_iphone_heic_photo_is_read():
    buf = io.BytesIO()
    _text_image().save(buf, format="HEIF", quality=90)
    result = extract(buf.getvalue(), filename="IMG_0042.HEIC")
    assert "amount due" in _words(result) and "88.15" in _words(result)


def test_multipage_tiff_with_alpha_reads_every_page():
    pages = [_text_image(f"Page {n} of the lease. Rent due 2,275.00 on the first.", mode="RGBA",
                         background=(0, 0, 0, 0)) for n in (1, 2, 3)]
    buf = io.BytesIO()
    pages[0].save(buf, format="TIFF", save_all=True, append_images=pages[1:], compression="tiff_deflate")
    result = extract(buf.getvalue(), filename="lease.tiff")
    assert [p.number for p in result.pages] == [1, 2, 3]
    for n, page in enumerate(result.pages, start=1):
        assert f"page {n}" in page.text.lower() and "rent due" in page.text.lower()


def test_animated_gif_bomb_is_read_as_one_frame():
    """40 frames of 2000x2000 in a few kB: an animation is not a document; only its first frame is
    decoded (the others never leave the file)."""
    frames = [Image.new("L", (2000, 2000), 255) for _ in range(40)]
    ImageDraw.Draw(frames[0]).text((100, 100), "hello", fill=0)
    buf = io.BytesIO()
    frames[0].save(buf, format="GIF", save_all=True, append_images=frames[1:])
    assert len(buf.getvalue()) < 200_000
    decoded = list(ocr.iter_frames(buf.getvalue()))
    assert len(decoded) == 1


def test_frame_bomb_tiff_is_refused_by_the_total_pixel_budget():
    frames = [Image.new("1", (7000, 7000), 1) for _ in range(3)]  # 49 MP each, tiny once compressed
    buf = io.BytesIO()
    frames[0].save(buf, format="TIFF", save_all=True, append_images=frames[1:], compression="group4")
    gen = ocr.iter_frames(buf.getvalue(), pixel_budget=100_000_000)
    assert next(gen).size == (7000, 7000) and next(gen).size == (7000, 7000)
    with pytest.raises(ocr.ImageTooLarge, match="100 megapixels in all"):
        next(gen)


def test_frames_are_decoded_one_at_a_time():
    frames = [_text_image(f"page {n}", size=(400, 200)) for n in range(3)]
    buf = io.BytesIO()
    frames[0].save(buf, format="TIFF", save_all=True, append_images=frames[1:])
    gen = ocr.iter_frames(buf.getvalue())
    assert not isinstance(gen, list) and next(gen).size == (400, 200)


def _forward(inner_disposition=None) -> bytes:
    inner = EmailMessage()
    inner["From"] = "Riverbend Water <billing@riverbend.example>"
    inner["To"] = "quintus@example.org"
    inner["Subject"] = "March statement"
    inner["Date"] = "Sat, 14 Mar 2026 07:12:05 -0500"
    inner.set_content("Your amount due is $88.15, payable by April 2, 2026.\n")
    nested = EmailMessage()
    nested["From"] = "Meter team <meter@riverbend.example>"
    nested["Subject"] = "Reading"
    nested.set_content("Meter reading 004512 taken on March 3.\n")
    inner.add_attachment(nested, disposition="inline")
    outer = EmailMessage()
    outer["From"] = "Quintus <quintus@example.org>"
    outer["To"] = "talia@example.org"
    outer["Subject"] = "Fwd: March statement"
    outer.set_content("Can you pay this one?\n")
    outer.add_attachment(inner, disposition=inner_disposition or "inline")
    return outer.as_bytes()


def test_forwarded_email_keeps_the_forwarded_body_and_nested_forwards():
    result = extract(_forward(), filename="fwd.eml")
    text = result.pages[0].text
    assert "Can you pay this one?" in text
    assert "Subject: March statement" in text and "amount due is $88.15" in text
    assert "Meter reading 004512" in text  # a forward inside the forward
    assert not result.attachments


def test_email_forwarded_as_attachment_still_becomes_its_own_document():
    result = extract(_forward("attachment"), filename="fwd.eml")
    assert "amount due is $88.15" not in result.pages[0].text
    [att] = result.attachments
    assert att.mime_type == "message/rfc822" and b"amount due is $88.15" in att.data


def _scan_with_garbage_layer() -> bytes:
    """A scanned page (an image of the text) under an invisible text layer of letters that form no words,
    as a scanner app with a broken font map writes it."""
    img = Image.new("L", (1700, 2200), 255)
    draw = ImageDraw.Draw(img)
    font = ImageFont.load_default(size=36)
    lines = [f"Line {n}: water bill amount due 88.15 USD, account 411948, due April 2." for n in range(12)]
    for n, line in enumerate(lines):
        draw.text((100, 150 + n * 80), line, fill=0, font=font)
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    pdf = pymupdf.open()
    page = pdf.new_page(width=612, height=792)
    page.insert_image(page.rect, stream=buf.getvalue())
    page.insert_textbox(pymupdf.Rect(36, 50, 576, 760), codecs.encode(" ".join(lines), "rot13"), fontsize=10,
                        render_mode=3)  # invisible, as OCR layers are
    data = pdf.tobytes()
    pdf.close()
    return data


def test_garbage_text_layer_falls_back_to_ocr():
    data = _scan_with_garbage_layer()
    layer = pymupdf.open(stream=data, filetype="pdf")[0].get_text()
    assert len(layer.split()) >= 40 and "jngre" in layer  # long enough to have been trusted before
    [page] = extract(data, filename="scan.pdf").pages
    assert page.source == "ocr" and "amount due" in page.text.lower()


def test_good_french_text_layer_is_kept():
    pdf = pymupdf.open()
    pdf.new_page().insert_textbox(pymupdf.Rect(50, 50, 550, 800), (
        "Facture de votre abonnement internet. Montant total à payer : 29,99 euros, prélevé le 5 avril. "
        "Pour toute question, contactez le service client. Merci de votre confiance. ") * 3, fontsize=11)
    [page] = extract(pdf.tobytes(), filename="facture.pdf").pages
    assert page.source == "text_layer"


def test_bad_gif_is_a_clear_error():
    with pytest.raises(ExtractionError, match="unreadable image"):
        extract(b"GIF89a" + b"\x00" * 40, filename="x.gif")


def test_cut_multipage_tiff_reads_or_fails_with_a_reason():
    """Pillow raises TypeError ("Missing dimensions"), KeyError ... on a cut TIFF: each is a reason."""
    pages = [_text_image(f"Page {n}", size=(600, 200)) for n in (1, 2)]
    buf = io.BytesIO()
    pages[0].save(buf, format="TIFF", save_all=True, append_images=pages[1:], compression="tiff_deflate")
    data = buf.getvalue()
    for cut in range(8, len(data), max(1, len(data) // 60)):
        try:
            extract(data[:cut], filename="cut.tiff")
        except ExtractionError as exc:
            assert str(exc)
