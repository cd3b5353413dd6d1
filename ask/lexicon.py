"""English words in French, Dutch and German, from the FreeDict bilingual dictionaries.

A household keeps papers in the languages it lives among while it asks in English: "the due date on the
Dutch invoice" must find "Vervaldatum" on a "Factuur". This module maps an English word to the words
that translate it, read from the FreeDict dictionaries (https://freedict.org, GPL; Debian packages
``dict-freedict-{eng-fra,eng-nld,eng-deu,fra-eng,nld-eng,deu-eng}``, dictd format: ``<name>.index``
lines ``headword TAB offset TAB length`` in base64 digits, ``<name>.dict.dz`` gzip-compatible dictzip),
both ways: an English headword's translations, and every foreign headword whose definition is that
English word. Retrieval adds the translations to a question word's full-text match and the offline
reader counts them as that word (``ask.retrieval.question_terms``, ``ask.offline``); nothing here knows
any document.

What is kept: one-word translations of one-word headwords, lower-case, at most ``PER_LANGUAGE`` a
language and word (the ones the language uses most, by wordfreq's word frequencies); a translation that
is also a common English word (at least once in a million English words, or more English than of its
language: "note" for "bill", "auto" for "car"; wordfreq, Zipf scale) is dropped, since it would match
English papers, and change how they rank, for what they mean in English. The table is
built once from the installed dictionaries (about 20 s, mostly the German ones) and cached, keyed by
their sizes and dates, under ``<data dir>/cache/``. With no dictionary
installed (``SHOEBOX_DICT_DIR``, default ``/usr/share/dictd``) every lookup is empty and Ask works as
in English alone; ``available()`` says which languages were found.
"""
from __future__ import annotations

import functools
import logging
import re
import threading
import unicodedata

from ingest.dictd import NOISE as _NOISE
from ingest.dictd import cached_build
from ingest.dictd import dictionary_files as _files
from ingest.dictd import entries as _entries

log = logging.getLogger(__name__)

LANGUAGES = ("fra", "nld", "deu")
PER_LANGUAGE = 4
MIN_LENGTH = 3  # characters of a kept translation
_WORD = re.compile(r"^[^\W\d_][^\W\d_'’\-]*(?:-[^\W\d_]+)?$")
# Annotations a FreeDict definition line carries around its translations.
_CUT = re.compile(r'\s+(?:Note:|see:|Synonyms?:|Antonyms?:|")|\s+-\s+')

_lock = threading.Lock()
_table: dict[str, tuple[str, ...]] | None = None


def available() -> list[str]:
    """The languages (ISO 639-3 codes of ``LANGUAGES``) with at least one dictionary installed."""
    return [lang for lang in LANGUAGES if _files(f"eng-{lang}") or _files(f"{lang}-eng")]


def _translations(lines: list[str]) -> list[str]:
    """The one-word translations a definition gives, in order: ``["facture", "note"]`` from
    ``["1. facture", "2. addition, note"]``."""
    out = []
    for line in lines:
        line = re.sub(r"^\s*\d+\.\s*", "", line)
        line = _NOISE.sub(" ", _CUT.split(line, maxsplit=1)[0])
        for item in re.split(r"[,;]", line):
            item = unicodedata.normalize("NFKC", item).strip().lower()  # the Dutch "ĳ" ligature → "ij"
            if len(item) >= MIN_LENGTH and _WORD.match(item) and item not in out:
                out.append(item)
    return out


#: wordfreq's language codes for LANGUAGES.
_WORDFREQ = {"fra": "fr", "nld": "nl", "deu": "de"}
#: A translation this common in English (Zipf scale: log10 of uses per billion words; 3.0 is once per
#: million) is an English word first, and so is one more common in English than in its own language...
ENGLISH_ZIPF = 3.0
#: ... unless English uses it rarely (under COMMON_ENGLISH_ZIPF) and its own language OWN_MARGIN more on the
#: Zipf scale (1.5: about 30 times as often): "eau" (English 3.2, French 5.5) is a French word that English
#: borrows in a few phrases, while "note" and "auto" are English words as much as French or Dutch.
#: A language's most used words (OWN_FUNCTION_ZIPF and up: "dans", "auf", "het") are its function words, which
#: translate English words only loosely, and stay out.
COMMON_ENGLISH_ZIPF = 3.5
OWN_MARGIN = 1.5
OWN_FUNCTION_ZIPF = 5.8


def _english_first(word: str, lang: str, zipf) -> bool:
    en, own = zipf(word, "en"), zipf(word, _WORDFREQ[lang])
    if en < COMMON_ENGLISH_ZIPF and own - en >= OWN_MARGIN and own < OWN_FUNCTION_ZIPF:
        return False
    return en >= ENGLISH_ZIPF or en >= own


def _build() -> dict[str, tuple[str, ...]]:
    from wordfreq import zipf_frequency

    by_lang: dict[str, dict[str, list[str]]] = {lang: {} for lang in LANGUAGES}
    for lang in LANGUAGES:
        table = by_lang[lang]
        for head, body in _entries(f"eng-{lang}"):
            slot = table.setdefault(head, [])
            slot += [t for t in _translations(body) if t not in slot]
        for head, body in _entries(f"{lang}-eng"):
            for word in _translations(body):
                slot = table.setdefault(word, [])
                if head not in slot and len(head) >= MIN_LENGTH:
                    slot.append(head)
    out: dict[str, tuple[str, ...]] = {}
    for word in set().union(*by_lang.values()):
        found: list[str] = []
        for lang in LANGUAGES:
            kept = [t for t in by_lang[lang].get(word, []) if t != word and not _english_first(t, lang, zipf_frequency)]
            # The translations the language uses most first (wordfreq), so the cap keeps "rekening" for
            # "bill" rather than a rare compound.
            kept.sort(key=lambda t: -zipf_frequency(t, _WORDFREQ[lang]))
            found += [t for t in kept[:PER_LANGUAGE] if t not in found]
        if found:
            out[word] = tuple(found)
    return out


def table() -> dict[str, tuple[str, ...]]:
    """English word (lower case) → its French, Dutch and German translations (lower case, accents
    kept); built on first use and cached on disk; {} when no dictionary is installed."""
    global _table
    if _table is not None:
        return _table
    with _lock:
        if _table is None:
            if not available():
                _table = {}
                return _table
            pairs = [pair for lang in LANGUAGES for pair in (f"eng-{lang}", f"{lang}-eng")]
            _table = cached_build("lexicon", pairs, f"v4:{PER_LANGUAGE}:{MIN_LENGTH}:{ENGLISH_ZIPF}:"
                                  f"{COMMON_ENGLISH_ZIPF}:{OWN_MARGIN}:{OWN_FUNCTION_ZIPF}", _build)
    return _table


def foreign_words(word: str) -> tuple[str, ...]:
    """French, Dutch and German words for the English ``word`` (any case; a plural also tries its
    singular): ``foreign_words("invoice")`` → ``("facture", "factuur", "rechnung", ...)``; () when
    none is known."""
    word = word.lower()
    t = table()
    for form in (word, word[:-1] if word.endswith("s") else None, word[:-2] if word.endswith("es") else None):
        if form and form in t:
            return t[form]
    return ()


COMPOUND_MIN = 4  # a translation this long is also found at the start or the end of a compound word
_LETTERS = re.compile(r"[^\W\d_]+")


ENGLISH_COMPOUND_ZIPF = 1.0  # a printed word this common in English (wordfreq) is not read as a compound


@functools.lru_cache(maxsize=65536)
def _english(word: str) -> bool:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en") >= ENGLISH_COMPOUND_ZIPF


SHORT_PART = 3  # a compound's part this short needs a whole word beside it
FOREIGN_WORD_ZIPF = 2.5  # wordfreq: a word this common in French, Dutch or German is a word of its own


@functools.lru_cache(maxsize=65536)
def _foreign_word(word: str) -> bool:
    from wordfreq import zipf_frequency

    return len(word) >= 4 and max(zipf_frequency(word, code) for code in _WORDFREQ.values()) >= FOREIGN_WORD_ZIPF


def find_foreign(text: str, foreign: dict[str, set[str]] | None) -> list[tuple[int, int, str]]:
    """(start, end, translation) of every translation in ``foreign`` (lower case keys) that ``text``
    prints: as a whole word, or, when at least COMPOUND_MIN letters long, as the start or the end of a
    compound ("rechnung" and "betrag" in "Rechnungsbetrag", "datum" in "Vervaldatum"; the longest such
    parts) that is no English word (wordfreq: "motor" holds no "moto").
    Word by word with set look-ups, so its cost grows with the text, not with the number of translations."""
    if not foreign:
        return []
    out = []
    for m in _LETTERS.finditer(text):
        word = m.group().lower()
        if word in foreign:
            out.append((m.start(), m.end(), word))
            continue
        if len(word) <= COMPOUND_MIN or _english(word):
            continue  # "motor" is no compound of "moto"; compounds are Dutch and German words
        # A compound may join two: "Rechnungsbetrag" is the invoice's amount. A three-letter part counts when
        # the rest of the compound is a word of its own ("gas" in "gaslevering", not in "Gasthof").
        prefix = next((k for k in range(len(word) - 1, SHORT_PART - 1, -1) if word[:k] in foreign and
                       (k >= COMPOUND_MIN or _foreign_word(word[k:]))), 0)
        suffix = next((k for k in range(len(word) - prefix, SHORT_PART - 1, -1) if word[-k:] in foreign and
                       (k >= COMPOUND_MIN or _foreign_word(word[:-k]))), 0)
        if prefix:
            out.append((m.start(), m.start() + prefix, word[:prefix]))
        if suffix:
            out.append((m.end() - suffix, m.end(), word[-suffix:]))
    return out


def foreign_index(pairs) -> dict[str, set[str]]:
    """Translation (lower case) → the terms it stands for, from ``pairs`` of (term, English word as
    printed): ``[("charg", "charges")]`` → ``{"kosten": {"charg"}, ...}``."""
    out: dict[str, set[str]] = {}
    for term, word in pairs:
        for foreign in foreign_words(word):
            out.setdefault(foreign, set()).add(term)
    return out


if __name__ == "__main__":  # python -m ask.lexicon: build the cached table now (.ci/setup does), print its size
    import time

    began = time.perf_counter()
    size = len(table())
    print(f"lexicon: {size} English words with translations ({', '.join(available()) or 'no dictionary'}) "
          f"in {time.perf_counter() - began:.1f} s")
