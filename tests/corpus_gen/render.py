"""Small drawing helpers for the synthetic household variant: PDF pages (PyMuPDF), receipt photos
(Pillow) and e-mails with attachments (stdlib ``email``). Test-data code only."""
from __future__ import annotations

import io
import random
from datetime import date, datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import format_datetime

import pymupdf
from PIL import Image, ImageDraw, ImageFilter, ImageFont

BASE14 = {"sans": ("helv", "hebo"), "serif": ("tiro", "tibo"), "mono": ("cour", "cobo")}
_FONTS: dict[str, pymupdf.Font] = {}


def _font(code: str) -> pymupdf.Font:
    if code not in _FONTS:
        _FONTS[code] = pymupdf.Font(code)
    return _FONTS[code]


class Page:
    """One PDF page; coordinates in points from the top-left corner, y is the text baseline."""

    def __init__(self, pdf: Pdf, page: pymupdf.Page):
        self.pdf, self.page = pdf, page
        self.width, self.height = page.rect.width, page.rect.height

    def _name(self, family: str, bold: bool) -> tuple[str, str]:
        code = BASE14[family][1 if bold else 0]
        return (f"U{code}" if self.pdf.unicode else code), code

    def text(self, x, y, s, size=9.0, bold=False, family=None, color=(0, 0, 0), rotate=0):
        name, _ = self._name(family or self.pdf.family, bold)
        self.page.insert_text((x, y), s, fontname=name, fontsize=size, color=color, rotate=rotate)

    def width_of(self, s, size=9.0, bold=False, family=None) -> float:
        _, code = self._name(family or self.pdf.family, bold)
        return _font(code).text_length(s, fontsize=size)

    def right(self, x_right, y, s, size=9.0, bold=False, family=None, color=(0, 0, 0)):
        self.text(x_right - self.width_of(s, size, bold, family), y, s, size, bold, family, color)

    def center(self, x_center, y, s, size=9.0, bold=False, family=None, color=(0, 0, 0)):
        self.text(x_center - self.width_of(s, size, bold, family) / 2, y, s, size, bold, family, color)

    def line(self, x0, y0, x1, y1, width=0.5, color=(0, 0, 0)):
        self.page.draw_line((x0, y0), (x1, y1), color=color, width=width)

    def rect(self, x0, y0, x1, y1, fill=None, color=(0, 0, 0), width=0.5):
        self.page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=color, fill=fill, width=width)

    def paragraph(self, x, y, s, width, size=9.0, leading=1.35, bold=False, family=None) -> float:
        """Write ``s`` wrapped to ``width`` points; returns the baseline after the last line."""
        words, line = s.split(), ""
        for word in words:
            trial = f"{line} {word}".strip()
            if self.width_of(trial, size, bold, family) > width and line:
                self.text(x, y, line, size, bold, family)
                y += size * leading
                line = word
            else:
                line = trial
        if line:
            self.text(x, y, line, size, bold, family)
            y += size * leading
        return y

    def table(self, x, y, columns, rows, size=8.5, row_h=14.0, header_bold=True, grid=True,
              header_fill=(0.9, 0.9, 0.9)) -> float:
        """Draw a table; ``columns`` is [(title, width, 'l'|'r')]; returns the y below it."""
        total_w = sum(c[1] for c in columns)
        if header_fill:
            self.rect(x, y, x + total_w, y + row_h, fill=header_fill, color=header_fill)
        for r, row in enumerate([[c[0] for c in columns]] + rows):
            cx = x
            base = y + row_h * (r + 1) - 4
            for (_title, w, align), cell in zip(columns, row):
                bold = header_bold and r == 0
                if align == "r":
                    self.right(cx + w - 4, base, cell, size, bold)
                else:
                    self.text(cx + 4, base, cell, size, bold)
                cx += w
            if grid:
                self.line(x, y + row_h * (r + 1), x + total_w, y + row_h * (r + 1), 0.3)
        return y + row_h * (len(rows) + 1)


class Pdf:
    """A PDF under construction; ``unicode`` embeds subset fonts (needed for the euro sign)."""

    def __init__(self, title, author, created: date, family="sans", unicode=False, size=(612, 792)):
        self.doc = pymupdf.open()
        self.family, self.unicode, self.size = family, unicode, size
        # only the families a page draws with are embedded (then subset), to keep files small
        self.unicode_fonts = sorted({c for f in {family, "sans"} for c in BASE14[f]})
        stamp = f"D:{created:%Y%m%d}093000"
        self.doc.set_metadata({"title": title, "author": author, "creator": author,
                               "producer": "PaperMill Render 2.1", "creationDate": stamp,
                               "modDate": stamp})

    def page(self) -> Page:
        page = self.doc.new_page(width=self.size[0], height=self.size[1])
        if self.unicode:
            for code in self.unicode_fonts:
                page.insert_font(fontname=f"U{code}", fontbuffer=_font(code).buffer)
        return Page(self, page)

    def tobytes(self) -> bytes:
        if self.unicode:
            self.doc.subset_fonts()
        return self.doc.tobytes(garbage=3, deflate=True, no_new_id=True)


def scan_pdf(page_pdf: bytes, rng: random.Random, angle: float, dpi: int = 200,
             quality: int = 60) -> bytes:
    """Turn a one-page born-digital PDF into an image-only "scanned" PDF (grey, tilted, noisy)."""
    src = pymupdf.open("pdf", page_pdf)
    pix = src[0].get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    img = Image.frombytes("L", (pix.width, pix.height), pix.samples)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=235)
    img = img.filter(ImageFilter.GaussianBlur(0.7))
    noise = Image.effect_noise(img.size, 24)
    img = Image.blend(img, noise, 0.05)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality, optimize=True)
    out = pymupdf.open()
    page = out.new_page(width=src[0].rect.width, height=src[0].rect.height)
    page.insert_image(page.rect, stream=buf.getvalue())
    out.set_metadata({"producer": "ScanStation 3", "creator": "ScanStation 3",
                      "creationDate": src.metadata.get("creationDate", ""),
                      "modDate": src.metadata.get("creationDate", "")})
    return out.tobytes(garbage=3, deflate=True, no_new_id=True)


def receipt_photo(lines: list, rng: random.Random, angle: float, blur: float = 0.6,
                  width: int = 820, font_px: int = 30, quality: int = 72) -> bytes:
    """Render receipt lines onto a paper strip photographed on a table; returns JPEG bytes.

    ``lines`` holds strings (``*`` prefix: bold, ``^`` prefix: centred) or (left, right) pairs
    whose right part is right-aligned. The paper is rotated by ``angle`` degrees, slightly
    blurred, shaded and noised so OCR has to work.
    """
    font = ImageFont.truetype("DejaVuSans.ttf", font_px)
    bold = ImageFont.truetype("DejaVuSans-Bold.ttf", font_px)
    line_h = int(font_px * 1.45)
    paper_h = line_h * (len(lines) + 4)
    paper = Image.new("L", (width - 160, paper_h), 246)
    draw = ImageDraw.Draw(paper)
    y = line_h
    for item in lines:
        left, right = (item, "") if isinstance(item, str) else item
        f = bold if left.startswith("*") else font
        left = left.lstrip("*")
        ink = rng.randint(20, 45)
        if left.startswith("^"):
            left = left[1:]
            draw.text(((paper.width - draw.textlength(left, font=f)) / 2, y), left, fill=ink, font=f)
        else:
            draw.text((60, y), left, fill=ink, font=f)
        if right:
            draw.text((paper.width - 60 - draw.textlength(right, font=f), y), right, fill=ink,
                      font=f)
        y += line_h
    paper = paper.convert("RGB")
    canvas_h = paper_h + 220
    canvas = Image.new("RGB", (width, canvas_h), (118 + rng.randint(-10, 10), 96, 74))
    canvas.paste(paper, (80, 110))
    canvas = canvas.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=(110, 90, 70))
    # uneven light: a soft shadow over one corner
    shade = Image.new("L", canvas.size, 0)
    sd = ImageDraw.Draw(shade)
    sd.ellipse((-canvas.width // 2, canvas_h // 2, canvas.width // 2, canvas_h * 3 // 2), fill=60)
    shade = shade.filter(ImageFilter.GaussianBlur(120))
    canvas = Image.composite(Image.new("RGB", canvas.size, (0, 0, 0)), canvas, shade)
    canvas = canvas.filter(ImageFilter.GaussianBlur(blur))
    noise = Image.effect_noise(canvas.size, 18).convert("RGB")
    canvas = Image.blend(canvas, noise, 0.06)
    out = io.BytesIO()
    canvas.save(out, "JPEG", quality=quality, optimize=True)
    return out.getvalue()


def email_with_pdf(sender, to, subject, sent: datetime, body: str, attachment_name: str,
                   attachment: bytes, message_id: str) -> bytes:
    """An RFC 5322 message with a text body and one PDF attachment (deterministic boundary)."""
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = sender, to, subject
    msg["Date"] = format_datetime(sent)
    msg["Message-ID"] = message_id
    msg.set_content(body)
    msg.add_attachment(attachment, maintype="application", subtype="pdf", filename=attachment_name)
    msg.set_boundary("==_sbx_" + message_id.strip("<>").split("@")[0])
    return msg.as_bytes()


def local_time(d: date, hour: int, minute: int, offset_hours: int = -8) -> datetime:
    return datetime(d.year, d.month, d.day, hour, minute, 5, tzinfo=timezone(timedelta(hours=offset_hours)))
