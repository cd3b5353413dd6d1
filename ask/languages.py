"""Languages named in a question and the language a text is written in.

"The due date on the Dutch invoice", "the holiday stay invoice from Germany": the question names a
language (or a country) that the paper never prints, it is written in it. ``named_languages`` maps such
a word to language codes (Babel's English names of languages and territories, CLDR, and the official
languages of a territory); ``text_language`` tells which of ``DETECTED`` a text is in, by the share of its
words that are among each language's most used words (wordfreq's frequency lists). The offline reader
counts a question word that names the language of the document as a word the document shows.
"""
from __future__ import annotations

import re
from functools import cache

#: Languages ``text_language`` tells apart (ISO 639-1).
DETECTED = ("en", "fr", "nl", "de", "es", "it", "pt")
TOP_WORDS = 3000  # most used words of each language that count as its evidence
MIN_SHARE = 0.12  # share of a text's words among a language's most used words to call it that language
MIN_RATIO = 1.5  # ... and this many times the share of the next language
MIN_WORDS = 8
_LETTERS = re.compile(r"[^\W\d_]+")


@cache
def _names() -> dict[str, frozenset[str]]:
    from babel import Locale
    from babel.languages import get_official_languages

    english = Locale("en")
    out: dict[str, set[str]] = {}
    for code, name in english.languages.items():
        if "_" not in code and " " not in name:
            out.setdefault(name.lower(), set()).add(code)
    for code, name in english.territories.items():
        if code.isalpha() and " " not in name:
            langs = {lang.split("_")[0] for lang in get_official_languages(code, de_facto=True)}
            if langs:
                out.setdefault(name.lower(), set()).update(langs)
    return {name: frozenset(codes) for name, codes in out.items()}


def named_languages(word: str) -> frozenset[str]:
    """Language codes that ``word`` names, as a language or as a country: "Dutch" → {"nl"},
    "Germany" → {"de"}, "Belgium" → {"nl", "fr", "de"}; empty for any other word. A word that lost
    its final "s" to stemming ("netherland") is looked up with it too."""
    names = _names()
    word = word.lower()
    return names.get(word) or names.get(word + "s", frozenset())


@cache
def _top(lang: str) -> frozenset[str]:
    from wordfreq import top_n_list

    return frozenset(top_n_list(lang, TOP_WORDS))


def text_language(text: str) -> str | None:
    """The language of ``DETECTED`` that ``text`` is written in, or None when its words are too few
    (< MIN_WORDS) or no language has MIN_SHARE of them among its most used words and MIN_RATIO times the
    next language's share."""
    tokens = [w.lower() for w in _LETTERS.findall(text) if len(w) > 1]
    if len(tokens) < MIN_WORDS:
        return None
    shares = {lang: sum(t in _top(lang) for t in tokens) / len(tokens) for lang in DETECTED}
    best, second = sorted(shares, key=shares.get, reverse=True)[:2]
    return best if shares[best] >= MIN_SHARE and shares[best] >= MIN_RATIO * shares[second] else None
