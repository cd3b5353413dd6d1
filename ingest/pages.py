"""The per-page result of extraction, shared by the PDF, image, e-mail and text readers."""
from dataclasses import dataclass


@dataclass
class PageText:
    """One page: ``number`` 1-based; ``source`` 'text_layer' or 'ocr'; ``ocr_confidence`` mean word
    confidence 0..100 (None for text_layer); ``rotation`` degrees applied clockwise before OCR;
    ``deskew_angle`` degrees the image was rotated to level its lines."""

    number: int
    text: str
    source: str
    ocr_confidence: float | None
    rotation: int = 0
    deskew_angle: float = 0.0
