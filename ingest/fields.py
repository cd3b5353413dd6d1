"""Labelled values read from a page's layout at ingest: form fields and table cells.

A *field* is one printed value (a date, an amount, an identifier, a quantity, a short text) with the
words that name it, kept with its page and its box so Ask can quote it and the document page can mark
it. Forms print label and value apart, which text windows read badly: a label far left and its value far
right on one row, a label above its value in a box, a column header over a table's rows. Here the page's
*words with their boxes* are read instead:

- text-layer PDF pages: PyMuPDF's ``page.get_text("words")``, and ``page.find_tables()`` for ruled
  tables (their header row names the columns);
- OCR'd pages: Tesseract's word boxes (``ingest.ocr.OcrResult.boxes``, carried on ``PageText.words``);
- pages with no layout (e-mails, text files): ``Label: value`` lines, without a box.

Words form rows (vertical centres within half a median word height, as ``ingest.layout``), a row splits
into cells at gaps wider than ``layout.GAP_EM`` word heights, and a cell ``Label: value`` splits at its
colon. A value cell takes as its label, in this order: the column header above it when it sits in a
table (a header line of ≥ 3 label cells over rows of values; the label is then the row's name and the
column's), the label cell left of it on its row, the label cell right above it in its column. Values are
typed with the project's parsers (``ingest.money``: amounts and dates, the document's locale hint for
numeric dates). Nothing here knows a label's wording: the methods are geometric and generic; what a
label *means* is left to Ask (embedding similarity of label and question, ``ask.fields``).

Work is bounded: the first ``MAX_PAGES`` pages, ``MAX_WORDS`` words and ``MAX_FIELDS`` fields a page.
Never raises on odd input: a page that cannot be read yields no fields.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from .layout import GAP_EM, word_rows
from .money import date_order, find_dates, find_money, local_dollar
from .pages import PageText

log = logging.getLogger(__name__)

#: Pages read for fields per document, words per page, fields kept per page (a 2,000-page export must
#: not cost minutes; household forms and bills have a few pages).
MAX_PAGES = 40
MAX_WORDS = 4000
MAX_FIELDS = 300
#: Rows looked up for a value's column header, and the largest vertical gap inside a table, in word heights.
MAX_HEADER_ROWS = 30
MAX_ROW_GAP = 3.5
#: A label cell has at most this many words; a text value at most this many.
MAX_LABEL_WORDS = 8
MAX_TEXT_WORDS = 10
MAX_LABEL_CHARS, MAX_VALUE_CHARS = 300, 500

Box = tuple[float, float, float, float]

_IDENT = re.compile(r"(?=[^\s]*\d)[A-Za-z0-9][A-Za-z0-9\-/.#]{3,}[A-Za-z0-9]")
_QUANTITY = re.compile(r"[-+]?\d{1,7}(?:[.,]\d{1,3})?\s?(?:%|[A-Za-zµ³²]{1,6}\.?)?")
# A number printed in groups ("700 418 229", "DE89 3704 0044 0532", "NGD 7730 1148 25"): customer, account and
# meter numbers are set so for reading aloud; at least GROUPED_DIGITS digits, so "12 500" stays a figure.
_GROUPED = re.compile(r"(?:[A-Z]{1,4}\d{0,4} )?\d{2,6}(?: \d{1,6}){1,6}")
GROUPED_DIGITS = 7
_LETTERS = re.compile(r"[^\W\d_]")
_RULE = re.compile(r"[|¦!\[\]_—–-]{1,3}")


@dataclass
class FieldValue:
    """One labelled value. ``kind``: date, amount, identifier, quantity or text; ``value`` as printed;
    ``value_date`` / ``amount_cents`` + ``currency`` the normalised value; ``bbox`` the value's box
    (x0, y0, x1, y1) on the page as shown, in the page's units (PDF points or image pixels), None from
    plain text; ``page_size`` (width, height) in the same units; ``table_row`` (1-based) and
    ``table_column`` (header text) for a table cell."""

    page: int
    label: str
    value: str
    kind: str
    value_date: date | None = None
    amount_cents: int | None = None
    currency: str = ""
    bbox: Box | None = None
    page_size: tuple[float, float] | None = None
    table_row: int | None = None
    table_column: str = ""


@dataclass
class _Cell:
    x0: float
    y0: float
    x1: float
    y1: float
    text: str
    typed: tuple | None = None  # see _typed

    @property
    def box(self) -> Box:
        return (self.x0, self.y0, self.x1, self.y1)


def _letters(text: str) -> int:
    return len(_LETTERS.findall(text))


def _clean_label(text: str) -> str:
    text = re.sub(r"[.·…_]{3,}", " ", text)  # dot leaders
    return " ".join(text.strip(" \t:;-–—|/*#=,").split())


def _typed(text: str, *, currency: str | None, date_hint: str) -> tuple | None:
    """(kind, value_date, amount_cents, currency) when ``text`` is one value and nothing else; else None."""
    stripped = text.strip()
    if not stripped or len(stripped) > 60:
        return None

    def alone(start: int, end: int) -> bool:
        rest = stripped[:start] + stripped[end:]
        return _letters(rest) == 0 and len(re.sub(r"[\s()*:.,;+\-–]", "", rest)) <= 1

    for d in find_dates(stripped, locale_hint=date_hint):
        if alone(d.start, d.end) or _leads(stripped, d.start, d.end):
            return ("date", d.value, None, "")
    money = find_money(stripped, default_currency=currency, bare=bool(currency))
    for m in money:
        if alone(m.start, m.end) and (not m.bare or re.search(r"\d[.,]\d{2}\b", m.text)):
            return ("amount", None, m.signed_cents, m.currency)
    if _QUANTITY.fullmatch(stripped):
        digits = re.sub(r"\D", "", stripped)
        if len(digits) >= 6 and stripped.isdigit():
            return ("identifier", None, None, "")  # an account or policy number printed as digits
        return ("quantity", None, None, "")
    if _IDENT.fullmatch(stripped) and sum(c.isdigit() for c in stripped) >= 2:
        return ("identifier", None, None, "")
    if _GROUPED.fullmatch(stripped) and sum(c.isdigit() for c in stripped) >= GROUPED_DIGITS:
        return ("identifier", None, None, "")
    return None


# What may follow a date that is still the value: "Thursday, 3 December 2026, between 9 a.m. and 1 p.m.".
_DATE_TAIL = re.compile(r"\s*[,;(]|\s+[–-]\s|\s+(?:at|between|from|by|before|after|until|till)\b", re.I)


def _leads(text: str, start: int, end: int) -> bool:
    """Whether the date at ``text[start:end]`` is the value, with at most a weekday before it and a time or
    window after a comma or preposition ("Thursday, December 3, 2026, between 9 a.m. and 1 p.m."): a
    delivery slot or an appointment, dated by its first words."""
    head = text[:start].strip(" ,")
    return (not head or (head.isalpha() and len(head) <= 10)) and (end == len(text) or bool(_DATE_TAIL.match(
        text, end)))


def _is_label(cell: _Cell) -> bool:
    text = cell.text.strip(" \t:;-–—|*#=,([")
    # A label is words: one opening with a figure ("238 kWh x", "1 Cappuccino") is a quantity or an item.
    return (cell.typed is None and _letters(text) >= 2 and len(text.split()) <= MAX_LABEL_WORDS
            and text[:1].isalpha() and not re.search(r"[.!?]$", text) and len(text) <= 80)


def _text_value(text: str) -> bool:
    """Whether ``text`` can be a short text value: a few words, not a sentence, not another label."""
    text = text.strip()
    return (_letters(text) >= 2 and len(text.split()) <= MAX_TEXT_WORDS and not text.endswith(":")
            and not (len(text.split()) >= 4 and re.search(r"[.!?]$", text)))


def _cell(words: Sequence[tuple]) -> _Cell:
    return _Cell(min(w[0] for w in words), min(w[1] for w in words), max(w[2] for w in words),
                 max(w[3] for w in words), " ".join(str(w[4]) for w in words))


#: Columns: word left edges within this many word heights of each other start the same column; a table
#: has at least TABLE_COLUMNS of them shared by at least TABLE_ROWS consecutive rows.
COLUMN_TOLERANCE = 0.5
#: A gap wider than this many word heights, more than a space, can open a column.
COLUMN_GAP_EM = 0.8
TABLE_COLUMNS, TABLE_ROWS = 3, 3


def column_starts(rows: list[list[tuple]], height: float) -> list[list[float]]:
    """For each row, the left edges (x0) of the table columns it takes part in: x positions where a word
    starts in TABLE_ROWS or more consecutive rows, when the row has TABLE_COLUMNS or more such positions;
    [] for rows outside a table. A table's cells are often closer than a cell gap (``GAP_EM``) but their
    words start at the same x row after row, which a sentence's words do not (the left margin aside)."""
    tol = COLUMN_TOLERANCE * height
    # Only a word after a gap wider than a space can start a column ("28," in "November 28, 2025" cannot).
    opening = [[w[0] for k, w in enumerate(row) if k == 0 or w[0] - row[k - 1][2] > COLUMN_GAP_EM * height]
               for row in rows]
    starts: list[list[float]] = [[] for _ in rows]
    for r in range(len(rows)):
        for x in opening[r]:
            run = [r]
            for k in range(r + 1, len(rows)):  # the consecutive rows below that open a word at x
                if not any(abs(v - x) <= tol for v in opening[k]):
                    break
                run.append(k)
            if len(run) >= TABLE_ROWS:
                for k in run:
                    if not any(abs(x - y) <= tol for y in starts[k]):
                        starts[k].append(x)
    return [sorted(xs) if len(xs) >= TABLE_COLUMNS else [] for xs in starts]


def _row_cells(row: list[tuple], height: float, typer,
               starts: Sequence[float] = ()) -> list[tuple[_Cell, _Cell | None]]:
    """The cells of one row, each as (cell, its own label) where a cell reads ``Label: value`` or ends with
    a typed value after its label words ("Amount due $88.15"); the label is None otherwise. A word at one of
    ``starts`` (``column_starts``) begins a cell, however close to the word before."""
    groups: list[list[tuple]] = [[]]
    prev = None
    tol = COLUMN_TOLERANCE * height
    for w in row:
        if _RULE.fullmatch(str(w[4])):  # OCR reads a table's vertical rule as "|": a cell border
            groups.append([])
            continue
        at_column = any(abs(w[0] - x) <= tol for x in starts)
        if prev is not None and (w[0] - prev[2] > GAP_EM * height or at_column) and groups[-1]:
            groups.append([])
        groups[-1].append(w)
        prev = w
    groups = [g for g in groups if g]
    if not groups:
        return []
    out = []
    for group in groups:
        split = _split_colon(group)
        if split is None:
            split = _split_tail(group, typer)
        if split is not None:
            label, value = _cell(split[0]), _cell(split[1])
            label.text = _clean_label(label.text)
            value.typed = typer(value.text)
            if _letters(label.text) >= 2 and len(label.text.split()) <= MAX_LABEL_WORDS and label.text[:1].isalpha():
                out.append((value, label))
                continue
        cell = _cell(group)
        cell.typed = typer(cell.text)
        out.append((cell, None))
    return out


def _split_colon(group: list[tuple]) -> tuple[list, list] | None:
    for i, w in enumerate(group[:-1]):
        if str(w[4]).endswith(":") and i < MAX_LABEL_WORDS:
            return group[:i + 1], group[i + 1:]
    return None


def _split_tail(group: list[tuple], typer) -> tuple[list, list] | None:
    """"Amount due $88.15" as one cell: the trailing one to three words that make one value, after words."""
    if len(group) < 2 or len(group) > MAX_LABEL_WORDS + 3:
        return None
    if typer(" ".join(str(w[4]) for w in group)):
        return None  # the words make one value already: "EUR 118.40", "3 March 2026"
    for n in (3, 2, 1):
        if len(group) - n < 1:
            continue
        tail = " ".join(str(w[4]) for w in group[-n:])
        typed = typer(tail)
        if typed and typed[0] in ("date", "amount"):
            head = " ".join(str(w[4]) for w in group[:-n])
            if _letters(head) >= 3 and typer(head) is None:
                return group[:-n], group[-n:]
    return None


def _overlaps(a: _Cell, b: _Cell) -> bool:
    return min(a.x1, b.x1) - max(a.x0, b.x0) > 0


def _header_above(grid: list[list[_Cell]], tops: list[float], r: int, cell: _Cell,
                  height: float) -> tuple[_Cell, int, int] | None:
    """The nearest label cell above ``cell`` (row ``r``) in its column, through rows whose cell there is a
    value: (header cell, its row index, value rows in between); None when a long text or a wide gap
    comes first."""
    between = 0
    last_top = tops[r]
    for j in range(r - 1, max(-1, r - 1 - MAX_HEADER_ROWS), -1):
        if last_top - tops[j] > MAX_ROW_GAP * height * (1 + (between == 0)):
            return None
        over = [c for c in grid[j] if _overlaps(c, cell)]
        if not over:
            continue
        above = over[0]
        if above.typed is not None:
            between += 1
            last_top = tops[j]
            continue
        return (above, j, between) if _is_label(above) else None
    return None


#: A key–value block: at least KV_ROWS consecutive rows of exactly two cells, a label cell and a value
#: cell whose left edges line up (within COLUMN_TOLERANCE word heights), at least one value typed.
KV_ROWS = 3


def key_value_rows(grid: list[list[_Cell]], height: float) -> set[int]:
    """Rows of ``grid`` that sit in a key–value block (a form printed as "Label      value" rows: a
    certificate's "Sold by / Pemberly Climate Supplies", a card's "Policyholders / …"), where a value cell of
    words is labelled by the cell left of it though no colon says so. A block is at least KV_ROWS
    consecutive two-cell rows, labels left, values starting at one x, one value at least typed (a date, an
    amount, an identifier): lone pairs of words stay unread, as a heading beside a date would be misread."""
    tol = COLUMN_TOLERANCE * height

    def pair(row: list[_Cell]) -> bool:
        return len(row) == 2 and _is_label(row[0]) and not row[0].text.rstrip().endswith(".")

    out: set[int] = set()
    r = 0
    while r < len(grid):
        if not pair(grid[r]):
            r += 1
            continue
        run = [r]
        while run[-1] + 1 < len(grid) and pair(grid[run[-1] + 1]) and \
                abs(grid[run[-1] + 1][1].x0 - grid[r][1].x0) <= tol:
            run.append(run[-1] + 1)
        if len(run) >= KV_ROWS and any(grid[k][1].typed is not None for k in run):
            out.update(run)
        r = run[-1] + 1
    return out


def _colon_label_above(grid: list[list[_Cell]], tops: list[float], r: int, cell: _Cell,
                       height: float) -> _Cell | None:
    """The nearest cell above ``cell`` (row ``r``) in its column, when it is a label ending with a colon
    ("Bill To:", "Employer:") at most MAX_ROW_GAP word heights up: the label of the text value under it.
    None otherwise (rows of another column in between are passed over)."""
    for j in range(r - 1, -1, -1):
        if cell.y0 - tops[j] > MAX_ROW_GAP * height:
            return None
        over = [c for c in grid[j] if _overlaps(c, cell)]
        if over:
            above = over[0]
            return above if len(over) == 1 and _is_label(above) and above.text.rstrip().endswith(":") else None
    return None


def words_fields(words: Sequence[tuple], *, page: int, size: tuple[float, float] | None, currency: str | None,
                 date_hint: str, skip: Sequence[Box] = ()) -> list[FieldValue]:
    """The fields of one page from its ``words`` (x0, y0, x1, y1, text, ...) in reading order (see the
    module docstring); words whose centre falls in a ``skip`` box (a table read by ``pdf_table_fields``)
    are left out. At most MAX_FIELDS."""
    def inside(w) -> bool:
        cx, cy = (w[0] + w[2]) / 2, (w[1] + w[3]) / 2
        return any(b[0] <= cx <= b[2] and b[1] <= cy <= b[3] for b in skip)

    words = [w for w in list(words)[:MAX_WORDS] if not inside(w)]
    rows, height = word_rows(words)

    def typer(text):
        return _typed(text, currency=currency, date_hint=date_hint)

    starts_of = column_starts(rows, height)
    block_top = []  # the first row of the table each row is in (its header row)
    for r, starts in enumerate(starts_of):
        block_top.append(block_top[-1] if r and starts and starts_of[r - 1] else r)
    pairs = [_row_cells(row, height, typer, starts) for row, starts in zip(rows, starts_of)]
    grid = [[c for c, _ in row] for row in pairs]
    tops = [min(c.y0 for c in row) if row else 0.0 for row in grid]
    key_value = key_value_rows(grid, height)
    out: list[FieldValue] = []
    for r, row in enumerate(pairs):
        for k, (cell, own) in enumerate(row):
            if len(out) >= MAX_FIELDS:
                return out
            label, table_row, column = None, None, ""
            typed = cell.typed
            if own is not None:
                label = own.text
                if typed is None:
                    if not _text_value(cell.text) or not own.text[:1].isalpha():
                        continue  # "Bill to: Ship to:" is two labels; "Car: next oil change due at …" a note
                    typed = ("text", None, None, "")
            elif typed is not None or (starts_of[r] and _text_value(cell.text)):
                if typed is None:  # a cell of words: the column header is the table's first row, nothing nearer
                    top = block_top[r]
                    over = [c for c in grid[top] if _overlaps(c, cell)] if top < r else []
                    header = (over[0], top, r - top - 1) if len(over) == 1 and _is_label(over[0]) else None
                else:
                    header = _header_above(grid, tops, r, cell, height)
                if header is not None and len(grid[header[1]]) >= 3 and len(row) >= 2 and \
                        sum(_is_label(c) for c in grid[header[1]]) >= 3:
                    head, head_row, _ = header
                    # The row's name: its first cell ("Service A"); in a table read by its columns, its
                    # first cell of words (the employer of a history row opened by dates).
                    first = next((c for c, _ in row if c.typed is None and _letters(c.text) >= 2
                                  and c.text[:1].isupper()), None) if starts_of[r] else row[0][0]
                    if first is not None and not starts_of[r] and not _is_label(first):
                        first = None
                    if typed is None and first is cell:
                        continue  # the row's name itself: what its other cells are labelled with
                    name = first.text if first is not None and first is not cell else ""
                    # The row counted in lines under the header, so that the cells of one printed row share it
                    # though a column skips rows (a ledger's "Charge" and "Paid" each fill half of them).
                    label, table_row, column = f"{name} {head.text}".strip(), r - head_row, head.text
                    typed = typed or ("text", None, None, "")  # a cell of words in a table read by its columns
                elif typed is None:
                    continue
                elif k and _is_label(row[k - 1][0]):
                    label = row[k - 1][0].text
                elif header is not None and header[2] == 0:
                    label = header[0].text
            elif k and len(row) == 2 and _is_label(row[0][0]) and row[0][0].text.rstrip().endswith(":") \
                    and _text_value(cell.text):
                label, typed = row[0][0].text, ("text", None, None, "")
            elif r and _text_value(cell.text) and (above := _colon_label_above(grid, tops, r, cell, height)):
                label, typed = above.text, ("text", None, None, "")  # "Bill To:" over "Jane Example"
            elif k == 1 and r in key_value and _text_value(cell.text):
                label, typed = row[0][0].text, ("text", None, None, "")  # "Sold by      Pemberly Climate Supplies"
            if not label or typed is None:
                continue
            label = _clean_label(label)
            if _letters(label) < 2:
                continue
            kind, day, cents, cur = typed
            out.append(FieldValue(page, label[:MAX_LABEL_CHARS], cell.text.strip()[:MAX_VALUE_CHARS], kind,
                                  value_date=day, amount_cents=cents, currency=cur or "", bbox=cell.box,
                                  page_size=size, table_row=table_row, table_column=column[:MAX_LABEL_CHARS]))
    return out


def pdf_table_fields(page, *, number: int, currency: str | None, date_hint: str) -> tuple[list[FieldValue], list[Box]]:
    """Fields of the ruled tables PyMuPDF finds on ``page`` (a ``pymupdf.Page``) that have a header row:
    every typed cell under its column header, labelled with its row's first cell and the header. Returns
    (fields, the tables' boxes). Tables without a header row of ≥ 2 named columns are left to the words."""
    out: list[FieldValue] = []
    boxes: list[Box] = []
    size = (page.rect.width, page.rect.height)
    for table in page.find_tables().tables:
        names = [_clean_label(n or "") for n in (table.header.names or [])]
        if sum(_letters(n) >= 2 for n in names) < 2:
            continue
        rows = table.extract()
        if not table.header.external:
            rows = rows[1:]
        cells = table.rows[0 if table.header.external else 1:]
        boxes.append(tuple(table.bbox))
        for i, (texts, row) in enumerate(zip(rows, cells), start=1):
            texts = [" ".join((t or "").split()) for t in texts]
            name = next((t for t in texts if t and _typed(t, currency=currency, date_hint=date_hint) is None), "")
            for col, (text, box) in enumerate(zip(texts, row.cells)):
                if col >= len(names) or not text or box is None or not names[col]:
                    continue
                typed = _typed(text, currency=currency, date_hint=date_hint)
                if typed is None:
                    continue
                kind, day, cents, cur = typed
                label = f"{name} {names[col]}".strip() if name != text else names[col]
                out.append(FieldValue(number, label[:MAX_LABEL_CHARS], text[:MAX_VALUE_CHARS], kind, value_date=day,
                                      amount_cents=cents, currency=cur or "", bbox=tuple(box), page_size=size,
                                      table_row=i, table_column=names[col][:MAX_LABEL_CHARS]))
    return out, boxes


def text_fields(text: str, *, page: int, currency: str | None, date_hint: str) -> list[FieldValue]:
    """``Label: value`` lines of plain text (no layout), and a ``Label:`` line alone over a line of text
    ("Bill To:" / "Jane Example"): fields without a box."""
    out = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if len(out) >= MAX_FIELDS:
            break
        m = re.match(r"\s*([^:\n]{2,80}?)\s*:\s+(\S.{0,120}?)\s*$", line)
        if m:
            label, value, below = _clean_label(m.group(1)), m.group(2).strip(), False
        elif (m := re.match(r"\s*([^:\n]{2,80}?)\s*:\s*$", line)) and i + 1 < len(lines) and ":" not in lines[i + 1]:
            label, value, below = _clean_label(m.group(1)), lines[i + 1].strip(), True
        else:
            continue
        if _letters(label) < 2 or len(label.split()) > MAX_LABEL_WORDS or re.search(r"https?$", label, re.I) \
                or not label[:1].isalpha():
            continue
        typed = _typed(value, currency=currency, date_hint=date_hint)
        if typed is None:
            if not _text_value(value):
                continue
            typed = ("text", None, None, "")
        elif below:
            continue  # only a text value is read from the line below: a figure there may belong to another label
        kind, day, cents, cur = typed
        out.append(FieldValue(page, label[:MAX_LABEL_CHARS], value[:MAX_VALUE_CHARS], kind, value_date=day,
                              amount_cents=cents, currency=cur or ""))
    return out


def _main_currency(text: str, dollar: str | None = None) -> str | None:
    found = [m.currency for m in find_money(text[:200_000], default_currency=local_dollar(text, dollar or "USD"))]
    return max(set(found), key=found.count) if found else None


def document_fields(data: bytes, mime_type: str, pages: Sequence[PageText], *,
                    dollar: str | None = None) -> list[FieldValue]:
    """Every field of a document, page by page in reading order: text-layer PDF pages from the PDF's
    words and ruled tables, OCR'd pages from their ``words``, other pages from their text lines.

    ``data``: the original's bytes; ``mime_type``: its detected type; ``pages``: what extraction gave
    (``PageText``, with OCR words); ``dollar``: what a bare "$" is when the paper does not say
    (``ingest.payments.household_dollar``; default USD), which also decides the order of its numeric dates.
    Never raises: a page (or PDF) that cannot be read gives nothing."""
    full = "\n".join(p.text for p in pages[:MAX_PAGES])
    currency = _main_currency(full, dollar)
    hint = date_order(full, currency=currency)
    out: list[FieldValue] = []
    pdf = None
    if mime_type == "application/pdf" and any(p.source == "text_layer" for p in pages[:MAX_PAGES]):
        try:
            import pymupdf

            if hasattr(pymupdf, "no_recommend_layout"):
                pymupdf.no_recommend_layout()  # find_tables would print an advert on stdout
            pdf = pymupdf.open(stream=data, filetype="pdf")
        except Exception as exc:  # noqa: BLE001 - fields are an aid; the pages are stored anyway
            log.info("fields: PDF not readable (%s)", type(exc).__name__)
    try:
        for p in pages[:MAX_PAGES]:
            try:
                out.extend(_page_fields(p, pdf, currency=currency, hint=hint))
            except Exception as exc:  # noqa: BLE001 - one odd page must not lose the others
                log.info("fields: page %d not read (%s)", p.number, type(exc).__name__)
    finally:
        if pdf is not None:
            pdf.close()
    return out


def _page_fields(p: PageText, pdf, *, currency: str | None, hint: str) -> list[FieldValue]:
    if not p.text.strip():
        return []
    if p.source == "ocr":
        if not p.words:
            return text_fields(p.text, page=p.number, currency=currency, date_hint=hint)
        return words_fields(p.words, page=p.number, size=p.size, currency=currency, date_hint=hint)
    if pdf is not None and p.number <= pdf.page_count:
        page = pdf.load_page(p.number - 1)
        words = page.get_text("words")
        if words:
            tables, boxes = pdf_table_fields(page, number=p.number, currency=currency, date_hint=hint)
            size = (page.rect.width, page.rect.height)
            return tables + words_fields(words, page=p.number, size=size, currency=currency, date_hint=hint,
                                         skip=boxes)
    return text_fields(p.text, page=p.number, currency=currency, date_hint=hint)
