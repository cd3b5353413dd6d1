"""OCR of page images with Tesseract: orientation, deskew, photo clean-up, text + mean word confidence.

The pipeline is chosen per image so clean scans cost about one bare Tesseract run:

1. normalise: EXIF orientation, alpha composited on white, grayscale, oversized photos downscaled;
2. measure skew (projection profile, cheap numpy/OpenCV work) and whether the background is uneven
   (a phone photo: shadows, a table around the paper);
3. one OCR pass: photos get the heavy clean-up (flatten lighting, deskew, Otsu threshold), scans just
   the deskew;
4. only if that pass reads poorly (low mean confidence / few words) do we pay for more: Tesseract OSD
   for 90/180/270 rotation and the other preprocessing variant; the best-confidence result wins.
"""
from __future__ import annotations

import io
import logging
import os
import re
import struct
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

import cv2
import magic
import numpy as np
import pillow_heif
import pytesseract
from PIL import Image, ImageOps, ImageSequence

log = logging.getLogger(__name__)

#: Pixel count beyond which an image is refused outright (decompression bombs, absurd scans).
MAX_PIXELS = 60_000_000
#: Images above this pixel count are downscaled before OCR; a 12 MP phone photo is fine, 48 MP is not.
OCR_MAX_PIXELS = 16_000_000
#: Grey levels (0..255) between an image's darkest and lightest pixel below which it is blank: no text
#: can be read at such contrast (a blank back page, a uniform frame of a pixel bomb).
BLANK_CONTRAST = 8
#: Frames read from a multi-page TIFF at most.
MAX_FRAMES = 500
#: Pixels decoded across all frames of one file or rendered across all pages of one PDF (about 240
#: letter pages at 300 dpi); a small file declaring many huge frames is refused instead of using up the
#: worker's time decoding them.
MAX_TOTAL_PIXELS = 2_000_000_000
#: Image formats whose frames are pages; in any other a later frame is animation, not a page.
PAGED_FORMATS = {"TIFF"}
#: Below this mean word confidence (0..100) or word count a first pass is considered poor and retried.
GOOD_CONFIDENCE = 75.0
MIN_WORDS = 8
#: Images whose long side is under this many pixels are upscaled 2x before OCR (e.g. 700x900 scans).
SMALL_SIDE = 1400
#: noise_level above which an image is median-filtered before OCR.
NOISY = 4.5
#: Median word height (pixels of the image Tesseract reads, ascender to descender) outside which a page is
#: read again rescaled to TEXT_HEIGHT: Tesseract reads best at capitals about 30 px tall (willus.org,
#: "Tesseract accuracy", 2023, the rule k2pdfopt applies); a phone photo taken close up prints 80+ px words
#: and a small scan 8 px ones, and both lose words and digits.
TEXT_HEIGHT_BAND = (18.0, 64.0)
TEXT_HEIGHT = 40.0
#: Rescale factors allowed for that second reading.
TEXT_SCALE_RANGE = (0.25, 4.0)
#: Skew search range and resolution, degrees.
MAX_SKEW = 10.0
_SKEW_STEP = 0.2
#: Background spread (p95 - p5 of a text-free background estimate, 0..255) above which we treat the
#: image as a photo; clean scans measure 0..30, the household receipt photos 95..190.
_PHOTO_SPREAD = 50
_PHOTO_DARK_BG = 180

# Tesseract's OpenMP threads fight each other on a small shared box: measured 3.4x slower on 2 busy
# cores. One thread per process is Tesseract's own advice when pages run in parallel workers.
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

pillow_heif.register_heif_opener()  # HEIC/HEIF, the default camera format of many phones



class ImageTooLarge(ValueError):
    """The image's declared size exceeds MAX_PIXELS; str() is user-facing."""


@dataclass
class OcrResult:
    """Text of one image. ``confidence``: mean word confidence 0..100 (0.0 when no word was read);
    ``rotation``: degrees rotated clockwise before OCR (0/90/180/270); ``deskew_angle``: degrees the
    image was rotated counter-clockwise to level the text lines; ``preprocessed``: photo clean-up used.
    ``boxes``: the words read, ``(x0, y0, x1, y1, text)`` in pixels of the input image turned ``rotation``
    degrees clockwise (the page as the portal shows it; not deskewed), origin top left; ``size``: that
    frame's (width, height) in pixels (None when unknown)."""

    text: str
    confidence: float
    words: int
    rotation: int = 0
    deskew_angle: float = 0.0
    preprocessed: bool = False
    boxes: list = field(default_factory=list)
    size: tuple[int, int] | None = None


def iter_frames(data: bytes, *, max_frames: int = MAX_FRAMES,
                pixel_budget: int = MAX_TOTAL_PIXELS) -> Iterator[Image.Image]:
    """Decode image bytes (JPEG, PNG, TIFF incl. multi-page, WebP, GIF, HEIC/HEIF, ...) into normalised
    RGB/L frames, one at a time: a frame is decoded only when the caller asks for it, so memory holds one.

    Only TIFF frames are pages; an animation (GIF, WebP, APNG) is read as its first frame. Raises
    ImageTooLarge when a frame exceeds MAX_PIXELS or the frames together exceed ``pixel_budget``
    pixels, ValueError (user-facing text) when the bytes cannot be decoded.
    """
    limit = f"exceeds {MAX_PIXELS // 1_000_000} megapixels"
    try:
        with warnings.catch_warnings():
            # Pillow warns above its own limit and refuses at twice it; we apply MAX_PIXELS ourselves
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            img = Image.open(io.BytesIO(data))
            w, h = img.size  # header only: nothing decoded yet
            if w * h > MAX_PIXELS:
                raise ImageTooLarge(f"image too large: {w}x{h} px {limit}")
            pages = max_frames if img.format in PAGED_FORMATS else 1
            spent = 0
            for i, frame in enumerate(ImageSequence.Iterator(img)):
                if i >= pages:
                    break
                fw, fh = frame.size  # this frame's header; its pixels are not decoded yet
                if fw * fh > MAX_PIXELS:
                    raise ImageTooLarge(f"image too large: {fw}x{fh} px {limit}")
                spent += fw * fh
                if spent > pixel_budget:
                    raise ImageTooLarge(f"image too large: its frames exceed {pixel_budget // 1_000_000} "
                                        f"megapixels in all (at frame {i + 1})")
                yield normalise(frame.copy())
    except Image.DecompressionBombError as exc:  # far beyond: Pillow refused before we saw the size
        # libmagic's description carries the header's dimensions ("PNG image data, 30000 x 30000, ...")
        dims = re.search(r"(\d+) ?x ?(\d+)", magic.from_buffer(data[:4096]))
        size = f"{dims.group(1)}x{dims.group(2)}" if dims else re.sub(r"\D", "", str(exc))[:12]
        raise ImageTooLarge(f"image too large: {size} px {limit}") from exc
    except ImageTooLarge:
        raise
    except (OSError, SyntaxError, ValueError, EOFError, TypeError, KeyError, IndexError, struct.error) as exc:
        # Pillow's decoders raise any of these on damaged files (a cut TIFF: TypeError "Missing dimensions")
        raise ValueError(f"unreadable image: {exc or type(exc).__name__}") from exc


def open_images(data: bytes, *, max_frames: int = MAX_FRAMES) -> list[Image.Image]:
    """All frames of ``iter_frames`` as a list (small images: the portal's page view, benchmarks)."""
    return list(iter_frames(data, max_frames=max_frames))


def normalise(img: Image.Image) -> Image.Image:
    """Apply EXIF orientation, composite any alpha channel on white, return an 'RGB' or 'L' image."""
    img = ImageOps.exif_transpose(img)
    if img.mode in ("RGBA", "LA", "PA") or (img.mode == "P" and "transparency" in img.info):
        rgba = img.convert("RGBA")
        # transparent pixels are often black RGB; without this they OCR as a black slab
        background = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        img = Image.alpha_composite(background, rgba)
    if img.mode not in ("RGB", "L"):
        img = img.convert("RGB")
    return img


def _to_gray(img: Image.Image) -> np.ndarray:
    """uint8 HxW grayscale, downscaled to at most OCR_MAX_PIXELS."""
    gray = np.asarray(img.convert("L"))
    h, w = gray.shape
    if h * w > OCR_MAX_PIXELS:
        s = (OCR_MAX_PIXELS / (h * w)) ** 0.5
        gray = cv2.resize(gray, (int(w * s), int(h * s)), interpolation=cv2.INTER_AREA)
    return gray


def _small(gray: np.ndarray, side: int = 1000) -> tuple[np.ndarray, float]:
    s = min(1.0, side / max(gray.shape))
    if s == 1.0:
        return gray, 1.0
    return cv2.resize(gray, None, fx=s, fy=s, interpolation=cv2.INTER_AREA), s


def _background(gray: np.ndarray, kernel: int) -> np.ndarray:
    """Text-free background estimate: a closing (max then min) erases dark strokes thinner than kernel."""
    k = cv2.getStructuringElement(cv2.MORPH_RECT, (kernel, kernel))
    return cv2.morphologyEx(gray, cv2.MORPH_CLOSE, k)


def is_photo(gray: np.ndarray) -> bool:
    """True when the background lighting is uneven or dark (phone photo), False for flat scans."""
    small, _ = _small(gray, 800)
    bg = _background(small, 25)
    p5, p50, p95 = np.percentile(bg, [5, 50, 95])
    return (p95 - p5) > _PHOTO_SPREAD or p50 < _PHOTO_DARK_BG


def flatten(gray: np.ndarray) -> np.ndarray:
    """Divide out uneven lighting: gray / background * 255, background from a downscaled closing."""
    small, s = _small(gray, 1000)
    bg = _background(small, 31)
    bg = cv2.GaussianBlur(bg, (0, 0), 8)
    bg = cv2.resize(bg, (gray.shape[1], gray.shape[0]), interpolation=cv2.INTER_LINEAR)
    return cv2.divide(gray, np.maximum(bg, 1), scale=255)


def estimate_skew(gray: np.ndarray, *, max_angle: float = MAX_SKEW) -> float:
    """Skew of the text lines in degrees (counter-clockwise positive, as cv2/PIL rotate take it).

    Projection-profile search: the angle whose row sums of ink are most peaked; 0.0 when no text.
    """
    small, _ = _small(gray, 1000)
    flat = flatten(small)
    _, ink = cv2.threshold(flat, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    if ink.mean() < 0.5:  # (0..255 scale) essentially blank
        return 0.0
    h, w = ink.shape
    centre = (w / 2, h / 2)

    def score(angle: float) -> float:
        m = cv2.getRotationMatrix2D(centre, angle, 1.0)
        rotated = cv2.warpAffine(ink, m, (w, h), flags=cv2.INTER_NEAREST, borderValue=0)
        rows = rotated.sum(axis=1, dtype=np.float64)
        return float(np.sum(np.diff(rows) ** 2))

    coarse = np.arange(-max_angle, max_angle + 1e-9, 1.0)
    best = max(coarse, key=score)
    fine = np.arange(best - 1.0, best + 1.0 + 1e-9, _SKEW_STEP)
    best = max(fine, key=score)
    return round(float(best), 2)


def noise_level(gray: np.ndarray) -> float:
    """Median absolute difference of horizontal neighbours on every 8th row, 0..255 (a few ms on a page):
    0-3 for scans and phone photos, ~4 for Gaussian noise of sigma 10, ~8 for sigma 20."""
    rows = gray[::8].astype(np.int16)
    return float(np.median(np.abs(np.diff(rows, axis=1))))


def denoise(gray: np.ndarray, level: float | None = None) -> np.ndarray:
    """Median-filter grainy images (``level``, default noise_level(gray), > NOISY); Tesseract on
    per-pixel noise is both wrong and slow (it chases thousands of specks: 50 s for one page)."""
    level = noise_level(gray) if level is None else level
    if level <= NOISY:
        return gray
    return cv2.medianBlur(gray, 5 if level > 1.5 * NOISY else 3)


def _rotation_matrix(shape: tuple[int, int], angle: float) -> tuple[np.ndarray, tuple[int, int]]:
    """The 2x3 affine matrix of ``rotate_gray`` for an image of ``shape`` (h, w), and the new (w, h)."""
    h, w = shape
    m = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    cos, sin = abs(m[0, 0]), abs(m[0, 1])
    nw, nh = int(h * sin + w * cos), int(h * cos + w * sin)
    m[0, 2] += nw / 2 - w / 2
    m[1, 2] += nh / 2 - h / 2
    return m, (nw, nh)


def rotate_gray(gray: np.ndarray, angle: float) -> np.ndarray:
    """Rotate counter-clockwise by angle degrees, expanding the canvas, filling with white."""
    m, size = _rotation_matrix(gray.shape, angle)
    return cv2.warpAffine(gray, m, size, flags=cv2.INTER_CUBIC, borderValue=255)


def clean_photo(gray: np.ndarray) -> np.ndarray:
    """Heavy clean-up for phone photos: flatten lighting, 3x3 median, Otsu threshold to black on white."""
    flat = cv2.medianBlur(flatten(gray), 3)  # sensor noise would survive Otsu as speckles
    _, binary = cv2.threshold(flat, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    return binary


#: A dark run this share of the page's height, and at least RULE_MIN_PX long, is a table's or form's vertical
#: rule, not a letter stroke.
RULE_SHARE = 1 / 25
RULE_MIN_PX = 40
#: Pixels: a line at least this thick is a dark area, not a rule.
RULE_THICK = 9
#: Mean word confidence points (0..100) by which the page read without its rules must beat the plain reading.
RULE_GAIN = 1.0


#: Share of the words read that are rules read as characters ("|", "_|", "Name_") from which a page is read
#: again without its rules: measured 8 of 59 on a ruled form Tesseract misread, 5 of 317 on a payslip it read
#: well (where a second reading only cost time).
RULE_TOKEN_SHARE = 0.05
_RULE_TOKEN = re.compile(r"[|¦\[\]]|^_|_$")


def _reads_rules(boxes: list) -> bool:
    """Whether Tesseract read a page's rules as characters: RULE_TOKEN_SHARE of its words, 3 at least."""
    ruled = sum(1 for *_, word in boxes if _RULE_TOKEN.search(str(word)))
    return ruled >= 3 and ruled >= RULE_TOKEN_SHARE * len(boxes)


def remove_rules(gray: np.ndarray) -> np.ndarray:
    """``gray`` (uint8 HxW, dark text on light) with its vertical ruling lines painted white, when it has two
    or more: a ruled table's column borders. Tesseract's layout analysis takes them for column separators
    and drops or splits cells ("Start Date", a row's employer); without them it reads each row as one line.
    Morphological opening with a long thin kernel keeps only the rules (OpenCV's "extract horizontal and
    vertical lines" recipe). Horizontal rules stay: they underline values and touch their digits.
    Returns ``gray`` itself when it has fewer than two rules."""
    _, ink = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    # Solid dark areas (the table a photo was taken on, a black header band) are no rules: what an opening
    # with a RULE_THICK square keeps is left alone.
    square = np.ones((RULE_THICK, RULE_THICK), np.uint8)
    solid = cv2.dilate(cv2.morphologyEx(ink, cv2.MORPH_OPEN, square), square)
    ink = cv2.bitwise_and(ink, cv2.bitwise_not(solid))
    down = cv2.getStructuringElement(cv2.MORPH_RECT, (1, max(RULE_MIN_PX, int(gray.shape[0] * RULE_SHARE))))
    rules = cv2.morphologyEx(ink, cv2.MORPH_OPEN, down)
    if cv2.connectedComponents(rules)[0] - 1 < 2:
        return gray
    rules = cv2.dilate(rules, np.ones((3, 3), np.uint8))  # the rules' anti-aliased edges
    out = gray.copy()
    out[rules > 0] = 255
    return out


def detect_rotation(gray: np.ndarray) -> int:
    """Clockwise degrees (0/90/180/270) that make the text upright, from Tesseract OSD; 0 when OSD
    cannot decide (too little text) or fails."""
    small, _ = _small(gray, 2000)
    try:
        osd = pytesseract.image_to_osd(Image.fromarray(small), config="--psm 0 -c min_characters_to_try=10")
    except pytesseract.TesseractError as exc:  # "Too few characters" on sparse images
        log.debug("OSD failed: %s", exc)
        return 0
    m = re.search(r"Rotate:\s*(\d+)", osd)
    c = re.search(r"Orientation confidence:\s*([\d.]+)", osd)
    if not m or (c and float(c.group(1)) < 1.0):
        return 0
    return int(m.group(1)) % 360


def tesseract_data(img: np.ndarray, *, languages: str = "eng", timeout: float = 0,
                   dpi: int | None = None) -> tuple[str, float, int]:
    """Run Tesseract once (image_to_data) on a uint8 HxW array; return (text with line breaks and blank
    lines between paragraphs, mean word confidence 0..100 over conf>=0 words, word count).

    ``timeout``: seconds, 0 for none; on expiry pytesseract raises RuntimeError. ``dpi``: the true
    resolution when known (PDF renders); otherwise Tesseract estimates it from the text size.
    """
    text, mean, count, _ = _tesseract(img, languages=languages, timeout=timeout, dpi=dpi)
    return text, mean, count


def _tesseract(img: np.ndarray, *, languages: str, timeout: float, dpi: int | None) -> tuple[str, float, int, list]:
    """``tesseract_data`` plus the words read as ``(x0, y0, x1, y1, text)`` in pixels of ``img``."""
    pil = Image.fromarray(img)
    # pytesseract writes a temp file: uncompressed TIFF skips ~0.2 s of PNG compression per page. Not
    # BMP: Pillow stamps BMPs 96 dpi, which misleads Tesseract's layout analysis on photos.
    pil.format = "TIFF"
    config = f"--dpi {int(dpi)}" if dpi else ""
    data = pytesseract.image_to_data(pil, lang=languages, timeout=timeout, config=config,
                                     output_type=pytesseract.Output.DICT)
    lines: dict[tuple, list[str]] = {}
    confs, boxes = [], []
    for i, word in enumerate(data["text"]):
        conf = float(data["conf"][i])
        if conf < 0 or not word.strip():
            continue
        confs.append(conf)
        left, top = data["left"][i], data["top"][i]
        boxes.append((left, top, left + data["width"][i], top + data["height"][i], word))
        key = (data["page_num"][i], data["block_num"][i], data["par_num"][i], data["line_num"][i])
        lines.setdefault(key, []).append(word)
    out, prev_par = [], None
    for key, words in lines.items():
        if prev_par is not None and key[:3] != prev_par:
            out.append("")  # blank line between paragraphs/blocks
        out.append(" ".join(words))
        prev_par = key[:3]
    mean = float(np.mean(confs)) if confs else 0.0
    return "\n".join(out), round(mean, 1), len(confs), boxes


def _good(result: OcrResult) -> bool:
    return result.confidence >= GOOD_CONFIDENCE and result.words >= MIN_WORDS


def _better(a: OcrResult, b: OcrResult) -> OcrResult:
    # confidence weighted by how much was read: a 95% read of 3 words must not beat 80% of 200
    def key(r: OcrResult) -> float:
        return r.confidence * min(r.words, 50)
    return a if key(a) >= key(b) else b


def _pass(gray: np.ndarray, *, photo: bool, languages: str, rotation: int, timeout: float,
          dpi: int | None, scale: float = 1.0) -> OcrResult:
    """One OCR pass; ``scale``: pixels of ``gray`` per pixel of the input image (boxes are mapped back)."""
    if rotation:
        gray = np.ascontiguousarray(np.rot90(gray, k=-rotation // 90))  # rot90 k<0: clockwise
    upright = gray.shape
    angle = estimate_skew(gray)
    inverse = None
    if abs(angle) >= 0.3:  # below this Tesseract copes and the resampling would only blur
        inverse = cv2.invertAffineTransform(_rotation_matrix(gray.shape, angle)[0])
        gray = rotate_gray(gray, angle)
    else:
        angle = 0.0
    img = clean_photo(gray) if photo else gray
    text, conf, words, boxes = _tesseract(img, languages=languages, timeout=timeout, dpi=dpi)
    unruled = remove_rules(img) if _reads_rules(boxes) else img
    if unruled is not img:  # a ruled table: read it again without the rules, keep the surer reading
        again = _tesseract(unruled, languages=languages, timeout=timeout, dpi=dpi)
        if again[1] >= conf + RULE_GAIN:
            text, conf, words, boxes = again
    return OcrResult(text, conf, words, rotation=rotation, deskew_angle=angle, preprocessed=bool(photo),
                     boxes=_boxes_back(boxes, inverse, scale),
                     size=(round(upright[1] / scale), round(upright[0] / scale)))


def _boxes_back(boxes: list, inverse: np.ndarray | None, scale: float) -> list:
    """Word boxes of the deskewed, rescaled image mapped to the upright input frame (see OcrResult)."""
    out = []
    for x0, y0, x1, y1, word in boxes:
        if inverse is not None:
            corners = np.array([[x0, y0, 1], [x1, y0, 1], [x0, y1, 1], [x1, y1, 1]], dtype=np.float64) @ inverse.T
            x0, y0 = corners.min(axis=0)
            x1, y1 = corners.max(axis=0)
        out.append((float(x0) / scale, float(y0) / scale, float(x1) / scale, float(y1) / scale, word))
    return out


def upscale_small(gray: np.ndarray, dpi: int | None) -> tuple[np.ndarray, int | None]:
    """Double low-resolution images (long side < SMALL_SIDE px, or a known dpi < 200): Tesseract
    misreads digits in text under ~20 px tall. Returns (image, its new dpi or None)."""
    small = dpi < 200 if dpi else max(gray.shape) < SMALL_SIDE
    if not small:
        return gray, dpi
    return cv2.resize(gray, None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC), (dpi * 2 if dpi else None)


def text_height(result: OcrResult) -> float | None:
    """Median height in pixels of the input image of the words ``result`` read with two or more letters or
    digits (a word box spans ascenders to descenders: about 1.3x the capital height); None when none."""
    heights = [y1 - y0 for x0, y0, x1, y1, word in result.boxes if sum(ch.isalnum() for ch in word) >= 2]
    return float(np.median(heights)) if heights else None


def _at_text_height(gray: np.ndarray, first: OcrResult, *, kw: dict) -> OcrResult:
    """The page read again at TEXT_HEIGHT, with ``first``'s rotation and clean-up, when ``first`` read its
    words outside TEXT_HEIGHT_BAND; else ``first``. The second reading is kept unless it is less confident
    (mean word confidence, 2 points of slack) or reads under half the words: rescaling is a guess from the
    first reading's boxes."""
    height = text_height(first)
    if height is None:
        return first
    seen = height * kw["scale"]  # in pixels of ``gray``
    if TEXT_HEIGHT_BAND[0] <= seen <= TEXT_HEIGHT_BAND[1] or (seen < TEXT_HEIGHT_BAND[0] and kw["scale"] > 1):
        return first  # small text on an image ``upscale_small`` already doubled: more would cost, not read
    s = min(TEXT_SCALE_RANGE[1], max(TEXT_SCALE_RANGE[0], TEXT_HEIGHT / seen))
    rescaled = cv2.resize(gray, None, fx=s, fy=s, interpolation=cv2.INTER_AREA if s < 1 else cv2.INTER_CUBIC)
    again_kw = {**kw, "scale": kw["scale"] * s, "dpi": round(kw["dpi"] * s) if kw["dpi"] else None}
    second = _pass(rescaled, photo=first.preprocessed, rotation=first.rotation, **again_kw)
    if second.confidence >= first.confidence - 2.0 and second.words >= 0.5 * first.words:
        return replace(second, size=first.size)  # the same input frame, without the resize's rounding
    return first


def ocr_image(img: Image.Image, *, languages: str = "eng", preprocess: bool | None = None,
              timeout: float = 0, dpi: int | None = None) -> OcrResult:
    """OCR one page image. ``languages``: Tesseract codes joined by '+', e.g. 'eng+fra'.

    ``preprocess``: None decides by the image (photo vs scan); True/False forces the photo clean-up on
    or off (used by the benchmark). ``timeout``: seconds per Tesseract run, 0 for none. ``dpi``: the
    image's true resolution when known (PDF renders); None lets Tesseract estimate it.
    Raises pytesseract.TesseractError on a Tesseract failure (e.g. a missing language pack) and
    RuntimeError when a run times out.
    """
    norm = normalise(img)
    gray = _to_gray(norm)
    if int(gray.max()) - int(gray.min()) < BLANK_CONTRAST:
        return OcrResult("", 0.0, 0)  # no ink at all: Tesseract would spend seconds finding nothing
    level = noise_level(gray)  # measured before upscaling, which smooths the grain away
    gray, dpi = upscale_small(gray, dpi)
    gray = denoise(gray, level)  # after upscaling: a median at 2x spares thin strokes
    photo = is_photo(gray) if preprocess is None else preprocess
    kw = {"languages": languages, "timeout": timeout, "dpi": dpi, "scale": gray.shape[1] / max(1, norm.width)}
    best = _pass(gray, photo=photo, rotation=0, **kw)
    if not _good(best):
        rotation = detect_rotation(gray)
        if rotation:
            best = _better(best, _pass(gray, photo=photo, rotation=rotation, **kw))
        if not _good(best) and preprocess is None:
            best = _better(best, _pass(gray, photo=not photo, rotation=rotation, **kw))
    return _at_text_height(gray, best, kw=kw)
