"""Marking a cited passage in a page's text, for the document page.

A citation link carries the snippet the answer stood on (``?hl=``, plain text). The page text is shown
HTML-escaped; the passage is found again in it (whitespace-insensitive, because excerpts squeeze
whitespace) and wrapped in ``<mark class="cite">``. Everything else stays escaped: the only markup in the
output is the one mark this module adds.
"""
import html
import re

from django.utils.safestring import SafeString, mark_safe

MAX_HL_CHARS = 1000  # bound the user-supplied pattern
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


def page_text_html(text: str, passage: str = "") -> tuple[SafeString, bool]:
    """``text`` escaped for HTML, with ``passage`` (if found) wrapped in ``<mark class="cite">``.
    Returns (html, found)."""
    span = find_passage(text, passage) if passage else None
    if span is None:
        return mark_safe(html.escape(text)), False  # escaped above: no markup from the text survives
    start, end = span
    out = (html.escape(text[:start]) + '<mark class="cite" id="cited-passage">' + html.escape(text[start:end])
           + "</mark>" + html.escape(text[end:]))
    return mark_safe(out), True  # every piece of document text was escaped; the mark is ours
