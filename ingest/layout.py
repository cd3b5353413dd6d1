"""Reading order from layout: a PDF page's text with each visual row of a form or table on one line.

PyMuPDF returns text block by block, so a label and its value printed side by side ("Total" … "€ 717,97"),
or a table row's cells, come out on separate lines, often far apart. Here the page's lines (with their
boxes, from ``page.get_text("dict")``) are kept in PyMuPDF's order, except that short lines standing on
the same visual row are joined left to right into one line, cells separated by :data:`CELL_SEP`. A block
holding a long line is prose (a paragraph, a column of a newsletter): its lines are never joined with
anything, so multi-column text keeps its reading order.
"""
from __future__ import annotations

from dataclasses import dataclass

import pymupdf

CELL_SEP = "   "  # between the cells of one row: three spaces, so "\s{2,}" finds cell boundaries
#: A line of at least this many characters is prose, not a cell.
PROSE_CHARS = 45
#: Two lines stand on one row when their vertical extents overlap by this share of the smaller height.
ROW_OVERLAP = 0.6


@dataclass
class _Line:
    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    order: int
    is_cell: bool = True  # False for prose: a long line, or any line of a block holding a long line


def _lines(page: pymupdf.Page) -> list[_Line]:
    out: list[_Line] = []
    for block in page.get_text("dict").get("blocks", []):
        if block.get("type") != 0:  # images
            continue
        lines = []
        for line in block.get("lines", []):
            text = "".join(span.get("text", "") for span in line.get("spans", [])).strip()
            if text:
                x0, y0, x1, y1 = line["bbox"]
                lines.append(_Line(text, x0, y0, x1, y1, len(out) + len(lines)))
        # A paragraph's short last line is still prose: the block decides, not the line.
        prose = any(len(ln.text) >= PROSE_CHARS for ln in lines)
        for ln in lines:
            ln.is_cell = not prose
        out += lines
    return out


def _same_row(a: _Line, b: _Line) -> bool:
    overlap = min(a.y1, b.y1) - max(a.y0, b.y0)
    height = min(a.y1 - a.y0, b.y1 - b.y0)
    return height > 0 and overlap >= ROW_OVERLAP * height


def rows_text(lines: list[_Line]) -> str:
    """The lines as text: prose lines in their own order, cells on one visual row joined left to right
    at the place of the row's first line. Pure function of the boxes (points, PDF user space)."""
    used: set[int] = set()
    out: list[str] = []
    for line in lines:
        if line.order in used:
            continue
        if not line.is_cell:
            out.append(line.text)
            used.add(line.order)
            continue
        row = [other for other in lines if other.order not in used and other.is_cell and _same_row(line, other)]
        row.sort(key=lambda ln: ln.x0)
        used.update(ln.order for ln in row)
        out.append(CELL_SEP.join(ln.text for ln in row))
    return "\n".join(out)


def layout_text(page: pymupdf.Page) -> str:
    """``page``'s text with form and table rows on one line each (see the module docstring).

    Same characters as ``page.get_text("text")``, in another order and with other line breaks. Raises
    what PyMuPDF raises for a broken page."""
    return rows_text(_lines(page))
