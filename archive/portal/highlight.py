"""Marking a cited passage in a page's text, for the document page.

A citation link marks the passage the answer stood on **by reference**: ``?hl=START-END[,START-END…]``,
character offsets into that page's text, never the text itself (document text in a URL would land in
access logs, browser history and Referer headers). The passage is found in the page when the link is
built (whitespace-insensitive, because excerpts squeeze whitespace); the document page wraps the
referenced spans in ``<mark class="cite">``. Everything else stays escaped: the only markup in the
output is the one mark this module adds.
"""
import html
import re

from django.utils.safestring import SafeString, mark_safe

MAX_HL_CHARS = 1000  # bound the passage searched for
MAX_SPANS = 8  # spans a link may reference
PROBE_WORDS = 10  # when the whole passage is not found, try its first or last this-many words


def snippet_plain(snippet: str) -> str:
    """A ``<mark>`` snippet (escaped text from ts_headline) as plain text."""
    return html.unescape(re.sub(r"</?mark>", "", snippet or ""))


def _pattern(words: list[str]) -> re.Pattern | None:
    if not words:
        return None
    return re.compile(r"\s+".join(re.escape(w) for w in words), re.IGNORECASE)


def find_passage(text: str, passage: str) -> tuple[int, int] | None:
    """[start, end) of ``passage`` in ``text`` ignoring whitespace differences, else of its first or last
    words; None when none of these is found."""
    words = (passage or "")[:MAX_HL_CHARS].split()
    if len(words) > 1 and len(words[-1]) < 4:
        words = words[:-1]  # an excerpt may end mid-word
    for candidate in (words, words[:PROBE_WORDS], words[-PROBE_WORDS:]):
        pattern = _pattern(candidate)
        match = pattern.search(text) if pattern else None
        if match:
            return match.start(), match.end()
    return None


def find_passages(text: str, passage: str) -> list[tuple[int, int]]:
    """Spans of ``text`` matching the fragments of ``passage`` (excerpts join fragments, possibly from
    other pages, with "…"), sorted and non-overlapping."""
    spans = []
    for fragment in re.split(r"\s*(?:…|\.\.\.)\s*", (passage or "")[:MAX_HL_CHARS]):
        if len(fragment.split()) < 2 and len(fragment) < 8:
            continue  # a word or two alone would mark noise all over the page
        span = find_passage(text, fragment)
        if span and all(span[1] <= s or span[0] >= e for s, e in spans):
            spans.append(span)
    return sorted(spans)


def spans_ref(spans: list[tuple[int, int]]) -> str:
    """The ``hl`` value for character spans: ``"12-80,140-170"`` (empty for none)."""
    return ",".join(f"{start}-{end}" for start, end in spans[:MAX_SPANS])


def spans_from_ref(ref: str, text_length: int) -> list[tuple[int, int]]:
    """Spans from an ``hl`` value, kept only when well-formed, inside ``[0, text_length]``, non-empty,
    sorted and non-overlapping; anything else (including old text-style values) yields []."""
    spans = []
    for part in (ref or "").split(",")[:MAX_SPANS]:
        match = re.fullmatch(r"(\d{1,9})-(\d{1,9})", part.strip())
        if not match:
            return []
        start, end = int(match[1]), int(match[2])
        if not 0 <= start < end <= text_length or (spans and start < spans[-1][1]):
            return []
        spans.append((start, end))
    return spans


def passage_ref(doc_id: int, page: int, snippet: str) -> str:
    """The ``hl`` reference of a ``<mark>`` snippet's passage on page ``page`` of document ``doc_id``
    (which the caller has already passed through the visibility gate); "" when it is not found."""
    from archive.models import Page

    text = Page.objects.filter(document_id=doc_id, number=page).values_list("text", flat=True).first()
    if not text:
        return ""
    return spans_ref(find_passages(text, " ".join(snippet_plain(snippet).split())))


def page_text_html(text: str, passage: str = "", *, spans: list[tuple[int, int]] | None = None
                   ) -> tuple[SafeString, bool]:
    """``text`` escaped for HTML, with the given ``spans`` (or the parts of ``passage`` found in it)
    wrapped in ``<mark class="cite">`` (the first one gets ``id="cited-passage"``). Returns (html, found)."""
    if spans is None:
        spans = find_passages(text, passage) if passage else []
    out, pos = [], 0
    for i, (start, end) in enumerate(spans):
        ident = ' id="cited-passage"' if i == 0 else ""
        out += [html.escape(text[pos:start]), f'<mark class="cite"{ident}>', html.escape(text[start:end]), "</mark>"]
        pos = end
    out.append(html.escape(text[pos:]))
    # Every piece of document text was escaped above; the only markup is the marks added here.
    return mark_safe("".join(out)), bool(spans)


def value_spans(text: str, value: str, label: str = "") -> list[tuple[int, int]]:
    """[(start, end)] of the printed ``value`` in a page's ``text`` (whitespace-insensitive): the first
    occurrence after ``label`` when the label is printed, else the first; [] when absent."""
    parts = value.split()
    if not parts:
        return []
    pattern = re.compile(r"\s*".join(re.escape(p) for p in parts), re.I)
    start = 0
    label_parts = label.split()[-2:]  # a table cell's label joins the row's name and the header
    if label_parts:
        found = re.search(r"\s+".join(re.escape(p) for p in label_parts), text, re.I)
        if found:
            start = found.end()
    match = pattern.search(text, start) or pattern.search(text)
    return [(match.start(), match.end())] if match else []
