"""The language a text is written in: ``text_language`` tells which of ``DETECTED`` a text is in, by the
share of its words that are among each language's most used words (wordfreq's frequency lists). Ingest
glosses passages of other languages for the index (``ingest.gloss``); Ask reads it through
``ask.languages``.
"""
from __future__ import annotations

import re
from functools import cache

#: Languages ``text_language`` tells apart (ISO 639-1).
DETECTED = ("en", "fr", "nl", "de", "es", "it", "pt")  # English first
TOP_WORDS = 3000  # most used words of each language that count as its evidence
MIN_SHARE = 0.12  # share of a text's words among a language's most used words to call it that language
MIN_RATIO = 1.5  # ... and this many times the share of the next language
MIN_WORDS = 8
_LETTERS = re.compile(r"[^\W\d_]+")


@cache
def _top(lang: str) -> frozenset[str]:
    from wordfreq import top_n_list

    return frozenset(top_n_list(lang, TOP_WORDS))


def text_language(text: str, *, min_ratio: float = MIN_RATIO) -> str | None:
    """The language of ``DETECTED`` that ``text`` is written in, or None when its words are too few
    (< MIN_WORDS) or no language has MIN_SHARE of them among its most used words and ``min_ratio`` (default
    MIN_RATIO) times the next language's share. Spanish and Portuguese, or Dutch and German, share many
    frequent words: a caller that only asks "is it one of these" may pass a lower ratio."""
    tokens = [w.lower() for w in _LETTERS.findall(text) if len(w) > 1]
    if len(tokens) < MIN_WORDS:
        return None
    shares = {lang: sum(t in _top(lang) for t in tokens) / len(tokens) for lang in DETECTED}
    best, second = sorted(shares, key=shares.get, reverse=True)[:2]
    return best if shares[best] >= MIN_SHARE and shares[best] >= min_ratio * shares[second] else None
