"""Split a page's text into overlapping spans sized for the embedding model.

Sizes: a chunk holds at most ``MAX_TOKENS`` = 128 wordpieces including ``[CLS]``/``[SEP]``, the length
all-MiniLM-L6-v2 was fine-tuned on, so nothing is truncated away and nothing is diluted past what the
model learnt; breaks at paragraph/line/sentence ends make the average chunk about 90-100 wordpieces, a
few lines of a bill or a short paragraph: small enough that one fact dominates the vector, large
enough to keep a label with its value. Consecutive chunks share up to 16 wordpieces (about a line), so a
fact cut by a break still appears whole in one of them. ``bench/embed_bench.py`` compares sizes.

Method: tokenise the page once with the model's tokenizer (its offsets map wordpieces to characters),
then walk forward greedily: each chunk ends at the best break among the last half of its budget,
preferring a blank line, then a line end, then a sentence end, then any word end.
"""
from __future__ import annotations

import re

from .embedding import MAX_TOKENS, tokenizer

DEFAULT_MAX_TOKENS = MAX_TOKENS
DEFAULT_OVERLAP_TOKENS = 16
_SPECIAL = 2  # [CLS] and [SEP], counted in max_tokens
_SENTENCE_END = re.compile(r"[.!?;:][\"')\]]*$")
_BLANK_LINE = re.compile(r"\n\s*\n")
_SPACE = re.compile(r"\s")

# Kinds of gap between two wordpieces, best break first; 0 is inside a word, chosen only if nothing else.
_PARAGRAPH, _LINE, _SENTENCE, _WORD, _PUNCT = 5, 4, 3, 2, 1


def chunk_page(text: str, *, max_tokens: int = DEFAULT_MAX_TOKENS,
               overlap_tokens: int = DEFAULT_OVERLAP_TOKENS) -> list[tuple[int, int]]:
    """Chunk spans of ``text``: a list of ``(char_start, char_end)`` (Python ``str`` indices, end exclusive).

    Every span starts and ends on a wordpiece, so it is never empty or whitespace-only; together the
    spans cover every character the tokenizer reads (whitespace between chunks may be left out); each
    span's text encodes to at most ``max_tokens`` wordpieces including the two special tokens (a single
    word longer than the budget is cut between wordpieces, where re-encoding may differ slightly).
    Consecutive spans overlap by at most ``overlap_tokens`` wordpieces, starting on a word or line.
    Text without any token (empty, whitespace, control characters) gives ``[]``.
    Raises ``ValueError`` unless ``max_tokens >= 8`` and ``0 <= overlap_tokens < max_tokens // 2``.
    """
    if max_tokens < 8:
        raise ValueError("max_tokens must be at least 8")
    if not 0 <= overlap_tokens < max_tokens // 2:
        raise ValueError("overlap_tokens must be between 0 and max_tokens // 2 (exclusive)")
    enc = tokenizer(truncation=False).encode(text, add_special_tokens=False)
    offsets, words = enc.offsets, enc.word_ids
    n = len(offsets)
    if n == 0:
        return []
    budget = max_tokens - _SPECIAL

    def gap_kind(k: int) -> int:
        """How good a break is between wordpiece k-1 and k (0: inside a word, never chosen if avoidable)."""
        if words[k] == words[k - 1]:
            return 0
        end = offsets[k - 1][1]
        gap = text[end:offsets[k][0]]
        if not _SPACE.search(gap):
            return _PUNCT  # "12" | ".50": no whitespace, e.g. inside an amount or a date
        if "\n" in gap:
            return _PARAGRAPH if _BLANK_LINE.search(gap) else _LINE
        if _SENTENCE_END.search(text, max(0, end - 4), end):
            return _SENTENCE
        return _WORD

    spans: list[tuple[int, int]] = []
    start = 0
    while True:
        limit = start + budget
        if limit >= n:
            spans.append((offsets[start][0], offsets[n - 1][1]))
            return spans
        # Best break in the second half of the budget; ties go to the latest (fuller chunk).
        best_k, best_kind = limit, 0
        for k in range(limit, start + budget // 2, -1):
            kind = gap_kind(k)
            if kind > best_kind:
                best_k, best_kind = k, kind
                if kind == _PARAGRAPH:
                    break
        end = best_k
        spans.append((offsets[start][0], offsets[end - 1][1]))
        # Next chunk starts up to overlap_tokens back, at the earliest line start (else word start) there.
        nxt = end
        candidates = range(max(end - overlap_tokens, start + 1), end)
        for wanted in (_LINE, _WORD):
            found = next((k for k in candidates if gap_kind(k) >= wanted), None)
            if found is not None:
                nxt = found
                break
        start = nxt
