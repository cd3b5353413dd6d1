"""Rows of a PDF page rebuilt from its words' positions, so a label and the value printed to its right
on the same row are read together whatever order the PDF's content stream wrote them in.

PyMuPDF's ``page.get_text("words")`` gives every word with its box (x0, y0, x1, y1 in points). Words
whose vertical centres lie within half a median word height of each other form one row, read left to
right; where the gap between two words is wider than ``GAP_EM`` median word heights, a tab marks a
column break ("Amount due\t$88.15"), so a caller can take the cell nearest a value as its label.

Only ingest's stored page *text* is in the database (``archive.models.Page``); the word boxes are read
again from the stored original when payments are extracted. Scanned pages have no words in the PDF
(their text came from OCR): they are left out, and the caller reads their stored lines.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Sequence
from statistics import median

import pymupdf

log = logging.getLogger(__name__)

#: A horizontal gap wider than this many median word heights separates two cells of a row.
GAP_EM = 1.5

Word = tuple  # (x0, y0, x1, y1, text, block, line, word) as PyMuPDF returns it


def word_rows(words: Iterable[Word]) -> tuple[list[list[Word]], float]:
    """``words`` (x0, y0, x1, y1, text, ...) grouped in rows top to bottom, each sorted left to right (a word
    joins a row when its vertical centre is within half the median word height of the row's first word);
    and that median height (1.0 when there are no words)."""
    items = [w for w in words if str(w[4]).strip()]
    if not items:
        return [], 1.0
    height = median(w[3] - w[1] for w in items) or 1.0
    items.sort(key=lambda w: ((w[1] + w[3]) / 2, w[0]))
    rows: list[list[Word]] = []
    centre = None
    for w in items:
        c = (w[1] + w[3]) / 2
        if rows and abs(c - centre) <= height / 2:
            rows[-1].append(w)
        else:
            rows.append([w])
            centre = c
    for row in rows:
        row.sort(key=lambda w: w[0])
    return rows, height


def words_rows(words: Iterable[Word]) -> list[str]:
    """The rows of one page's ``words`` (PyMuPDF tuples), top to bottom, each read left to right; cells
    separated by a tab where the gap is wide. Empty list for no words."""
    rows, height = word_rows(words)
    out = []
    for row in rows:
        text = str(row[0][4])
        for prev, w in zip(row, row[1:]):
            text += ("\t" if w[0] - prev[2] > GAP_EM * height else " ") + str(w[4])
        out.append(text)
    return out


def _tokens(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


def pdf_page_rows(data: bytes, pages: Sequence[tuple[int, str]]) -> dict[int, list[str]]:
    """Page number → rows (``words_rows``) for every page of the PDF ``data`` whose stored text in
    ``pages`` (``(number, text)``) is its text layer: the words of both agree (≥ 90 % of the stored
    tokens). Pages read by OCR, and any PDF PyMuPDF cannot open, give nothing; never raises."""
    stored = {n: t for n, t in pages}
    out: dict[int, list[str]] = {}
    try:
        doc = pymupdf.open(stream=data, filetype="pdf")
    except Exception as exc:  # noqa: BLE001 - the layout is an aid; the stored text is still read
        log.info("layout: PDF not readable (%s)", type(exc).__name__)
        return out
    with doc:
        for index in range(doc.page_count):
            number = index + 1
            text = stored.get(number) or ""
            if not text.strip():
                continue
            try:
                words = doc.load_page(index).get_text("words")
            except Exception:  # noqa: BLE001 - one damaged page must not lose the others
                continue
            layer = {t for w in words for t in _tokens(str(w[4]))}
            tokens = _tokens(text)
            if tokens and sum(t in layer for t in tokens) >= 0.9 * len(tokens):
                out[number] = words_rows(words)
    return out
