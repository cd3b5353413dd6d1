"""Citation snippets a person can check: the part of a cited excerpt that holds the answer, marked."""
import html
import re

WINDOW_CHARS = 240  # characters of excerpt shown around the answer


def _candidates(answer: str) -> list[str]:
    """Forms of the answer as they may be printed: the whole, each part of a list ("A; B"), and the
    printed form an answerer put in parentheses ("2026-12-28 (December 28, 2026)")."""
    out = [answer]
    out += [m.group(1) for m in re.finditer(r"\(([^()]{3,80})\)", answer)]
    out += [part.strip() for part in answer.split(";") if len(part.strip()) >= 3]
    return [c for c in dict.fromkeys(out) if c]


def answer_snippet(answer: str | None, excerpt_text: str) -> str | None:
    """HTML: up to ``WINDOW_CHARS`` characters of ``excerpt_text`` around where ``answer`` (or one of its
    printed forms) occurs, escaped, with every occurrence of the found forms wrapped in ``<mark>``.
    None when no form of the answer occurs in the excerpt (the caller keeps its term-highlighted snippet)."""
    if not answer:
        return None
    flat = re.sub(r"\s+", " ", excerpt_text)
    found = []  # (form index, match) for every occurrence of every printed form
    for k, candidate in enumerate(_candidates(answer)):
        pattern = re.escape(re.sub(r"\s+", " ", candidate)).replace(r"\ ", r"\s*")
        found += [(k, m) for m in re.finditer(pattern, flat, re.I)]
    if not found:
        return None

    def forms_shown(start: int) -> int:
        return len({k for k, m in found if start <= m.start() and m.end() <= start + WINDOW_CHARS})

    # The window that shows the most forms of the answer at once (a list's names together in the signature
    # block, not the first name alone in a clause above), the earliest among equals.
    starts = sorted({max(0, m.start() - lead) for _, m in found for lead in (WINDOW_CHARS // 3, 12)})
    start = max(starts, key=lambda s0: (forms_shown(s0), -s0))
    end = min(len(flat), start + WINDOW_CHARS)
    found = [m for _, m in found]
    spans = sorted((max(m.start(), start), min(m.end(), end)) for m in found if m.start() < end and m.end() > start)
    pieces, cursor = [], start
    for a, b in spans:
        if a < cursor:
            continue
        pieces += [html.escape(flat[cursor:a]), "<mark>", html.escape(flat[a:b]), "</mark>"]
        cursor = b
    pieces.append(html.escape(flat[cursor:end]))
    return ("… " if start > 0 else "") + "".join(pieces) + (" …" if end < len(flat) else "")
