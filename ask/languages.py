"""The language a text is written in: ``text_language`` tells which of ``DETECTED`` a text is in, by the
share of its words that are among each language's most used words (wordfreq's frequency lists). The
offline answerer names the language when the papers about a question show its words only in translation
(it leaves those to a language model); ``evaluate`` groups its figures by the language of the gold papers;
``place_languages`` lets "the invoice from Germany" be about a paper written in German.
"""
from __future__ import annotations

from functools import cache

from ingest.languages import DETECTED, MIN_RATIO, text_language  # noqa: F401  (Ask's callers import them here)

#: English names of the DETECTED languages, for what the answerer tells the asker.
LANGUAGE_NAMES = {"en": "English", "fr": "French", "nl": "Dutch", "de": "German", "es": "Spanish",
                  "it": "Italian", "pt": "Portuguese"}


@cache
def place_languages() -> dict[str, frozenset[str]]:
    """Canonical question word (``ask.question_type.stem``) of an English language or country name → the
    DETECTED languages it names or whose country speaks them officially: "german" → {"de"}, "netherland"
    → {"nl"}, "belgium" → {"nl", "fr", "de"}. From the CLDR data Babel ships (language and territory names,
    official languages by territory); single-word names only."""
    from babel import Locale
    from babel.languages import get_official_languages

    from ask.question_type import stem

    english = Locale("en")
    out: dict[str, set[str]] = {}
    # English is left out: an English paper not printing "Jamaica" or "India" says nothing of where it is from.
    for code in DETECTED[1:]:
        out.setdefault(stem(english.languages[code].lower()), set()).add(code)
    for territory, name in english.territories.items():
        if len(territory) != 2 or not territory.isalpha() or " " in name:
            continue
        spoken = {lang for lang in get_official_languages(territory) if lang in DETECTED[1:]}
        if spoken:
            out.setdefault(stem(name.lower()), set()).update(spoken)
    return {word: frozenset(langs) for word, langs in out.items()}


def named_languages(question: str) -> frozenset[str]:
    """The DETECTED languages ``question`` names by a language or country word ("the German guesthouse
    invoice" → {"de"}, "the bike order from the Netherlands" → {"nl"}; ``place_languages``); empty for none."""
    from ask.question_type import key_terms

    places = place_languages()
    return frozenset().union(*(places[t] for t in key_terms(question) if t in places))
