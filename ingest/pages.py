"""The per-page result of extraction, shared by the PDF, image, e-mail and text readers."""
import re
from dataclasses import dataclass, field


@dataclass
class PageText:
    """One page: ``number`` 1-based; ``source`` 'text_layer' or 'ocr'; ``ocr_confidence`` mean word
    confidence 0..100 (None for text_layer); ``rotation`` degrees applied clockwise before OCR;
    ``deskew_angle`` degrees the image was rotated to level its lines. OCR'd pages also keep the words
    read, ``words``: ``(x0, y0, x1, y1, text)`` on the page as shown (turned by ``rotation``; PDF points
    for a PDF page, pixels for an image), and that page's ``size`` (width, height) in the same units, for
    ``ingest.fields``; text-layer PDF pages are read again from the PDF there."""

    number: int
    text: str
    source: str
    ocr_confidence: float | None
    rotation: int = 0
    deskew_angle: float = 0.0
    words: list = field(default_factory=list)
    size: tuple[float, float] | None = None


# PostgreSQL text cannot hold NUL; lone surrogates cannot be encoded as UTF-8 at all.
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def text_storable(text: str) -> str:
    """``text`` without the characters PostgreSQL refuses in a text column (NUL, lone UTF-16
    surrogates); a NUL between words becomes a space so the words stay apart."""
    return _UNSTORABLE.sub(lambda m: " " if m.group() == "\x00" else "", text)
