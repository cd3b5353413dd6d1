"""Excerpts: for each retrieved document, at most ``ASK_EXCERPT_CHARS`` characters of its best page,
placed around the densest cluster of question terms (weighted by IDF) and started a little before it at
a line boundary, so an answer arrives with the label or question printed above it. Display snippets
are the excerpt, HTML-escaped, with matches marked by PostgreSQL's ``ts_headline`` (``<mark>``)."""
import html
import re

from django.db import connection

from archive.models import Chunk, Document

from .retrieval import DocHit, Term
from .types import Excerpt

LEAD_CHARS = 60  # context kept before the first matched term


def _term_positions(text: str, terms: list[Term]) -> list[tuple[int, float, str]]:
    """(offset, weight, stem) of each occurrence of a term in ``text``: literal or stem-prefix matches."""
    found = []
    for term in terms:
        if term.idf <= 0:
            continue
        pattern = re.escape(term.stem if len(term.stem) >= 3 else term.literal)
        for m in re.finditer(r"(?<![\w])" + pattern, text, re.I):
            found.append((m.start(), term.idf, term.stem))
    return sorted(found)


def _window(text: str, lo: int, hi: int, width: int, positions) -> tuple[int, int]:
    """Best [start, end) of ``width`` chars of the page: the window that holds the most question-term
    weight (each distinct term its IDF, each repeat a third of it), ties going to the best chunk [lo, hi)."""
    if len(text) <= width:
        return 0, len(text)
    best, best_score = (max(0, lo), min(len(text), max(0, lo) + width)), -1.0
    for pos, _, _ in positions:
        start = max(0, pos - LEAD_CHARS)
        end = start + width
        inside = [(w, stem) for p, w, stem in positions if start <= p < end - 3]
        distinct = {stem: w for w, stem in inside}
        score = sum(distinct.values()) + (sum(w for w, _ in inside) - sum(distinct.values())) / 3
        if start < hi and end > lo:
            score += 1e-6
        if score > best_score:
            best, best_score = (start, end), score
    start, end = best
    # Start at a line (or word) boundary so the excerpt reads cleanly.
    line_start = text.rfind("\n", max(0, start - LEAD_CHARS), start)
    if line_start != -1 and start - line_start <= LEAD_CHARS:
        start = line_start + 1
    else:
        space = text.find(" ", start, start + 20)
        start = space + 1 if space != -1 and start > 0 else start
    end = min(len(text), start + width)
    return start, end


def _clean(text: str) -> str:
    text = re.sub(r"[ \t\r\f\v]+", " ", text)
    text = re.sub(r"\n\s*\n+", "\n", text)
    return text.strip()


def build_excerpts(hits: list[DocHit], terms: list[Term], *, excerpt_chars: int = 400) -> list[Excerpt]:
    """One Excerpt per hit, numbered 1..n in order; ``text`` is never longer than ``excerpt_chars``."""
    chunks = {c.id: c for c in Chunk.objects.filter(id__in=[h.best_chunk for h in hits]).select_related(
        "page", "document")}
    excerpts = []
    for number, hit in enumerate(hits, start=1):
        chunk = chunks[hit.best_chunk]
        page, doc = chunk.page, chunk.document
        positions = _term_positions(page.text, terms)
        # A little over the bound before whitespace is squeezed; the cut below enforces the bound.
        start, end = _window(page.text, chunk.char_start, chunk.char_end, int(excerpt_chars * 1.15), positions)
        text = _clean(page.text[start:end])[:excerpt_chars]
        excerpts.append(Excerpt(
            number=number, doc_id=doc.pk, title=doc.title, document_date=doc.document_date, page=page.number,
            text=text, source=page.source, ocr_confidence=page.ocr_confidence,
            score=hit.fts_score + max(hit.vector_sim, 0.0), original_filename=doc.original_filename,
            literal_hit=hit.fts_chunk is not None,
        ))
    _add_snippets(excerpts, terms)
    return excerpts


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
