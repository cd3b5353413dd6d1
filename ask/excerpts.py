"""Excerpts: for each retrieved document, at most ``ASK_EXCERPT_CHARS`` characters of the page and window
that hold the most question-term weight (IDF), with the values printed next to those terms.

How a window is placed, and why:
- Every page of the document competes, not only the page of the best chunk: a bill's terms ("Free",
  "internet") may fill its legal page while the amount sits on the detail page next to "Total".
- A term counts fully only when there is room after it inside the window (``TAIL_CHARS``): the value
  a question asks for is printed after (or under) its label, so a label at the very end of a window
  is worth little.
- A window earns a bonus for each term followed closely by a value (a digit-bearing token): windows of
  labels with values beat windows of prose that merely repeats the words.
- When a rare question term (a name, a product) is printed elsewhere in the document but not in the
  window, its line is prefixed as context ("Sold To Wingtip Toys … "), so the reader of the excerpt
  still sees what the document is about. The whole excerpt stays within the character bound.

Whitespace is squeezed before windows are measured, so the bound is exact. Display snippets are the
excerpt, HTML-escaped, with matches marked by PostgreSQL's ``ts_headline`` (``<mark>``).
"""
import html
import re

from django.db import connection

from archive.models import Chunk, Page

from .lexicon import find_foreign
from .retrieval import DocHit, Term
from .types import Excerpt

LEAD_CHARS = 60  # context kept before the first matched term (the heading or label above it)
TAIL_CHARS = 50  # room wanted after a term for the value printed after it
VALUE_REACH = 80  # a value within this many characters after a term counts as that term's value
CONTEXT_LINE_MAX = 90  # longest prefixed context line, characters
CONTEXT_SEP = " … "
# A line that is one figure ("$500.00", "(12.50)", "3.94%", "03/20/2026", "1.234,56 €"): a context line
# without a figure takes such a next line, its value.
_LONE_VALUE = re.compile(r"[-(]?[$€£¥]? ?\d[\d.,' /:-]{0,16}\d?(?: ?[%€£$]| ?[A-Z]{3})?\)?")
_VALUE = re.compile(r"\d")
LABELLED_VALUE_MAX = 40  # longest line taken as the value of a label line ending in ":" above it, characters


def _clean(text: str) -> str:
    text = re.sub(r"[ \t\r\f\v]+", " ", text)
    text = re.sub(r" ?\n\s*", "\n", text)
    return text.strip()


def _term_positions(text: str, terms: list[Term]) -> list[tuple[int, float, str]]:
    """(offset, weight, stem) of each occurrence of a term in ``text``: literal or stem-prefix matches."""
    found = []
    for term in terms:
        if term.idf <= 0:
            continue
        pattern = re.escape(term.stem if len(term.stem) >= 3 else term.literal)
        for m in re.finditer(r"(?<![\w])" + pattern, text, re.I):
            found.append((m.start(), term.idf, term.stem))
    # The question's words in French, Dutch or German (``ask.lexicon``) place the window too, for the
    # words the text does not print in English (an English paper keeps its placement).
    printed = {stem for _, _, stem in found}
    foreign = {w: t for t in terms if t.idf > 0 and t.stem not in printed for w in t.foreign}
    for start, _, word in find_foreign(text, foreign):
        found.append((start, foreign[word].idf, foreign[word].stem))
    return sorted(found)


def _window_score(text: str, start: int, end: int, positions) -> tuple[float, set]:
    """Question-term weight inside [start, end): each distinct term its IDF (half when it sits in the
    last ``TAIL_CHARS`` with no value after it), each repeat a third; plus a quarter IDF per term that
    is followed by a value. Returns (score, stems inside)."""
    best: dict[str, float] = {}
    repeats = 0.0
    value_bonus: dict[str, float] = {}
    for pos, weight, stem in positions:
        if not start <= pos < end:
            continue
        after = text[pos:min(end, pos + VALUE_REACH)]
        has_value = bool(_VALUE.search(after[len(stem):]))
        w = weight if (end - pos > TAIL_CHARS or has_value) else weight / 2
        if stem in best:
            repeats += min(w, best[stem]) / 3
            best[stem] = max(best[stem], w)
        else:
            best[stem] = w
        if has_value:
            value_bonus[stem] = weight / 4
    return sum(best.values()) + repeats + sum(value_bonus.values()), set(best)


def _snap(text: str, start: int) -> int:
    """Move ``start`` back to a line start (at most LEAD_CHARS) or forward to a word boundary."""
    if start <= 0:
        return 0
    line_start = text.rfind("\n", max(0, start - LEAD_CHARS), start)
    if line_start != -1:
        return line_start + 1
    space = text.find(" ", start, start + 20)
    return space + 1 if space != -1 else start


def _snap_end(text: str, start: int, end: int) -> int:
    """Move ``end`` back so the window never ends inside a word or a number ("$12.5" of "$12.50"): to the
    last line break or space in its final 40 characters, else keep it."""
    if end >= len(text) or not (text[end - 1].isalnum() and text[end].isalnum() or text[end] in ".,"
                                and end + 1 < len(text) and text[end + 1].isdigit()):
        return end
    cut = max(text.rfind("\n", start, end), text.rfind(" ", start, end))
    return cut if cut > end - 40 and cut > start else end


def _windows(text: str, width: int, positions, lo: int, hi: int) -> list[tuple[float, int, int, set]]:
    """Candidate ``width``-char windows of ``text`` as (score, start, end, stems inside), earliest first:
    one around the best chunk [lo, hi) and, for each term occurrence, ones that put it near the start,
    the middle and the end (leaving TAIL_CHARS after it). A window overlapping the chunk gets a hair more."""
    if len(text) <= width:
        score, stems = _window_score(text, 0, len(text), positions)
        return [(score, 0, len(text), stems)]
    starts = {_snap(text, max(0, lo))}
    for pos, _, _ in positions:
        for lead in (LEAD_CHARS, width // 2, width - TAIL_CHARS - 40):
            starts.add(_snap(text, max(0, pos - lead)))
    out = []
    for start in sorted({min(s, max(0, len(text) - width)) for s in starts}):
        end = _snap_end(text, start, min(len(text), start + width))
        score, stems = _window_score(text, start, end, positions)
        out.append((score + (1e-3 if start < hi and end > lo else 0.0), start, end, stems))
    return out


def _context_lines(pages: list[str], terms: list[Term], budget: int) -> list[tuple[str, dict]]:
    """Short lines (≤ ``budget`` chars) of the document that carry a rare question word (IDF at least the
    question's median, alphabetic, 4+ letters): [(line, {stem: idf})]. Candidates for the context prefix."""
    weights = sorted(t.idf for t in terms if t.idf > 0)
    if not weights:
        return []
    median = weights[len(weights) // 2]
    rare = [t for t in terms if t.idf >= median and t.idf > 0 and t.literal.isalpha() and len(t.literal) >= 4]
    out, seen = [], set()
    for text in pages:
        raw = [line.strip() for line in text.split("\n")]
        for i, line in enumerate(raw):
            if not line or len(line) > budget or line in seen:
                continue
            after = raw[i + 1] if i + 1 < len(raw) else ""
            if not _VALUE.search(line) and (_LONE_VALUE.fullmatch(after) or (
                    line.endswith(":") and _VALUE.search(after) and len(after) <= LABELLED_VALUE_MAX)) \
                    and len(line) + 1 + len(after) <= budget:
                # A label line ("Deductible (all perils)", "Arriving:") keeps the value under it ("$500.00",
                # "Tuesday, November 16").
                line = f"{line} {after}"
            seen.add(line)
            found = {t.stem: t.idf for t in rare
                     if re.search(r"(?<![\w])" + re.escape(t.stem if len(t.stem) >= 3 else t.literal), line, re.I)}
            if found:
                out.append((line, found))
    return out


def _context_gain(lines: list[tuple[str, dict]], inside: set) -> tuple[float, str]:
    """The context line that adds the most IDF of rare words missing from the window: (gain, line)."""
    best = (0.0, "")
    for line, found in lines:
        gain = sum(w for stem, w in found.items() if stem not in inside)
        if gain > best[0] or (gain == best[0] and gain > 0 and len(line) < len(best[1])):
            best = (gain, line)
    return best


TITLE_WEIGHT = 0.3  # share of a term's weight in placement when the document's title carries it


def _place(pages: list[Page], chunk: Chunk, terms: list[Term], width: int, title: str = "") -> tuple[Page, str]:
    """The page and excerpt text (≤ ``width`` characters) for one document: the best window, scored
    together with the context line it would be given. Terms in the title name the document rather than
    the passage ("lease amendment" in "who signed the lease amendment?"), so they weigh less here."""
    in_title = {t.stem for t in terms if re.search(r"(?<![\w])" + re.escape(t.stem), title, re.I)}
    terms = [Term(t.literal, t.stem, t.idf * (TITLE_WEIGHT if t.stem in in_title else 1.0)) for t in terms]
    cleaned = {p.number: _clean(p.text) for p in pages}
    lines = _context_lines(list(cleaned.values()), terms, min(CONTEXT_LINE_MAX, width // 4))
    best = None
    for page in pages:
        text = cleaned[page.number]
        positions = _term_positions(text, terms)
        if page.pk == chunk.page_id:
            # Chunk offsets are into the raw page text; find the chunk's start in the cleaned text.
            head = _clean(page.text[:chunk.char_start])
            lo, hi = len(head), len(head) + len(_clean(chunk.text))
        else:
            lo = hi = -1
        for candidate in _windows(text, width, positions, lo, hi):
            score, start, end, stems = candidate
            gain, context = _context_gain(lines, stems)
            total = score + 0.8 * gain + (1e-3 if page.pk == chunk.page_id else 0.0)
            if best is None or total > best[0] + 1e-9:
                best = (total, page, positions, start, end, context, lo, hi)
    _, page, positions, start, end, context, lo, hi = best
    text = cleaned[page.number]
    if context and context not in text[start:end]:
        room = width - len(context) - len(CONTEXT_SEP)
        near = [w for w in _windows(text, room, positions, start, end) if start <= w[1] < end] or [
            (0.0, start, start + room, set())]
        _, s2, e2, _ = max(near, key=lambda w: w[0])  # the shortened window stays where the best one was
        return page, context + CONTEXT_SEP + text[s2:_snap_end(text, s2, e2)].strip()
    return page, text[start:end].strip()[:width]


class _NoChunk:
    """Stands for "the best chunk is on another page" when placing the wider reading window."""

    page_id = None
    char_start = 0
    text = ""


_no_chunk = _NoChunk()


# Question words whose value is printed under another label: "how heavy" → "Weight: 2.60 lb".
LABEL_FOR = {"heavy": "weight", "weigh": "weight", "weighs": "weight", "weighed": "weight",
             "tall": "height", "wide": "width", "long": "length"}


def _with_labels(terms: list[Term]) -> list[Term]:
    """``terms`` plus the label each question word is printed under, at that word's weight (the
    question's heaviest weight when the word itself is printed nowhere in the archive)."""
    have = {t.stem for t in terms}
    top = max((t.idf for t in terms), default=0.0) or 1.0
    extra = [Term(LABEL_FOR[t.literal], LABEL_FOR[t.literal], t.idf or top) for t in terms
             if t.literal in LABEL_FOR and LABEL_FOR[t.literal] not in have]
    return terms + extra


#: Characters of context the offline answerer reads around each excerpt (a value often sits just past
#: the 400 characters that may be sent to a language model).
READER_CHARS = 1000


def build_excerpts(hits: list[DocHit], terms: list[Term], *, excerpt_chars: int = 400,
                   reader_chars: int = READER_CHARS) -> list[Excerpt]:
    """One Excerpt per hit, numbered 1..n in order; ``text`` is never longer than ``excerpt_chars``,
    ``context`` (for the local reader only) never longer than ``max(reader_chars, excerpt_chars)``.

    ``page`` is the page the excerpt was taken from (it may differ from the best chunk's page when
    another page carries more of the question's terms)."""
    chunks = {c.id: c for c in Chunk.objects.filter(id__in=[h.best_chunk for h in hits]).select_related(
        "page", "document")}
    pages_by_doc: dict[int, list[Page]] = {}
    for page in Page.objects.filter(document_id__in=[c.document_id for c in chunks.values()]).order_by(
            "document_id", "number"):
        pages_by_doc.setdefault(page.document_id, []).append(page)
    excerpts = []
    for number, hit in enumerate(hits, start=1):
        chunk = chunks[hit.best_chunk]
        doc = chunk.document
        pages = pages_by_doc.get(doc.pk) or [chunk.page]
        labelled = _with_labels(terms)
        page, text = _place(pages, chunk, labelled, excerpt_chars, doc.title)
        context = text
        if reader_chars > excerpt_chars:
            wide_page, wide = _place([page], chunk if chunk.page_id == page.pk else _no_chunk, labelled,
                                     reader_chars, doc.title)
            context = wide if text[:60] in wide or text[-60:] in wide else text
        excerpts.append(Excerpt(
            number=number, doc_id=doc.pk, title=doc.title, document_date=doc.document_date, page=page.number,
            text=text[:excerpt_chars], source=page.source, ocr_confidence=page.ocr_confidence,
            score=hit.fts_score + max(hit.vector_sim, 0.0), original_filename=doc.original_filename,
            literal_hit=hit.fts_chunk is not None, doc_terms=sorted(hit.terms), context=context,
            linked_terms=sorted(hit.linked),
        ))
    _add_snippets(excerpts, terms)
    return excerpts


def closing_page(doc_id: int) -> tuple[int, str] | None:
    """(number, text) of document ``doc_id``'s last page that has text, where a contract's signatures sit;
    None when no page has text. For the local reader only: nothing of it is sent anywhere."""
    page = Page.objects.filter(document_id=doc_id).exclude(text="").order_by("-number").only("number", "text").first()
    return (page.number, page.text) if page else None


def _add_snippets(excerpts: list[Excerpt], terms: list[Term]) -> None:
    if not excerpts:
        return
    from .retrieval import _tsquery_literal

    query = " | ".join(_tsquery_literal(t.stem) for t in terms if t.idf > 0)
    if not query:  # nothing to highlight (only vector hits)
        for excerpt in excerpts:
            excerpt.snippet = html.escape(excerpt.text)
        return
    with connection.cursor() as cur:
        cur.execute(
            "SELECT ts_headline('english', t, %s::tsquery, "
            "'StartSel=<mark>, StopSel=</mark>, HighlightAll=true') FROM unnest(%s::text[]) WITH ORDINALITY AS x(t, i) "
            "ORDER BY i", [query, [html.escape(e.text) for e in excerpts]])
        for excerpt, (snippet,) in zip(excerpts, cur.fetchall()):
            excerpt.snippet = snippet
