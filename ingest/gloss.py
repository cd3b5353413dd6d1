"""English glosses of labels and passages printed in other languages, word by word from the FreeDict dictionaries.

A German policy's "Jahresprämie" or "Rate 2 von 2 Fällig am" says what its value is, in words an English
embedding model (MiniLM, ``ingest.embedding``) cannot compare with an English question. Glossed ("annual
premium", "Rate instalment installment tranche 2 2 exigible payable due") they can be. This module reads the
foreign → English FreeDict dictionaries (``freedict-{fra,nld,deu,spa,ita,por}-eng``, GPL; Debian packages
``dict-freedict-*``; read by ``ingest.dictd``) into one table per language: a headword → its English
translations, up to GLOSS_SENSES of them, multi-word ones kept ("Kaufdatum" → "date of purchase", "purchase
date"), and the senses a dictionary tags as finance, economy, administration, law or commerce first (household
papers are bills, policies and notices: a "Rechnung" is an invoice there before it is a reckoning). A word
only the English → foreign dictionary of that language knows is taken from it, read backwards.

``gloss(label, lang)`` replaces each word the table knows by its translations, looking a word up in its
dictionary form too (simplemma: "betaald" → "betalen"), splits a compound the table does not know into two parts
it does (the longest known prefix whose rest, less a linking "s"/"n"/"en"/"e", is known too; after Koehn &
Knight 2003, without their frequencies), and keeps every other word, number and name as printed. It is a bag
of words for an embedding, not a translation: the French, Dutch, Spanish and Italian dictionaries are small
(3k–23k headwords), so many of their words stay as printed. Built once (about 25 s) and cached under
``<data dir>/cache/``; with no dictionary installed every label glosses to itself. ``passage_vectors`` embeds
a chunk with its gloss for the index. Measured in docs/multilingual.md.
"""
from __future__ import annotations

import functools
import re
import threading
import unicodedata

from .dictd import NOISE as _NOISE
from .dictd import cached_build
from .dictd import dictionary_files as _files
from .dictd import entries as _entries

#: The foreign → English dictionaries read: ISO 639-1 code (``ingest.languages.DETECTED``) → ISO 639-3 code.
LANGUAGES = {"fr": "fra", "nl": "nld", "de": "deu", "es": "spa", "it": "ita", "pt": "por"}
#: Translations kept per headword, and words per translation.
GLOSS_SENSES = 3
MAX_PHRASE_WORDS = 3
#: A dictionary's subject tags that mark a sense of the household-paper domain (FreeDict deu-eng style
#: "[fin.]", "[econ.]", "[adm.]", "[jur.]", "[comm.]", "[insur.]").
_DOMAIN = re.compile(r"\[(?:fin|econ|adm|jur|comm|insur|bank|tax)\.\]")
_CUT = re.compile(r'\s+(?:Note:|see:|Synonyms?:|Antonyms?:|")|\s+-\s+')
_PHRASE = re.compile(r"^[^\W\d_](?:[^\W\d_]|['’ \-])*$")
_TOKEN = re.compile(r"[^\W\d_]+|\d+")
MIN_PART = 4  # letters of each part of a split compound
# Words of three letters or fewer are the language's particles ("am", "op", "le"): glossed, they add more noise
# (abbreviations, other senses) than meaning, and printed, they are no English.
SHORT_WORD = 3  # a word this short is left out of a gloss
_LINKS = ("", "s", "es", "n", "en", "e")

_lock = threading.Lock()
_table: dict[str, dict[str, tuple[str, ...]]] | None = None


def available_languages() -> list[str]:
    """The languages (ISO 639-1) of LANGUAGES with a dictionary installed, either direction."""
    return [lang for lang, code in LANGUAGES.items() if _files(f"{code}-eng") or _files(f"eng-{code}")]


def _senses(lines: list[str]) -> list[tuple[bool, list[str]]]:
    """(in the domain, translations) of each sense line of a definition: ``[(True, ["invoice"])]`` from
    ``[" [econ.] invoice <n>", ...]``; translations up to MAX_PHRASE_WORDS words, lower case."""
    out = []
    for line in lines:
        domain = bool(_DOMAIN.search(line))
        line = re.sub(r"^\s*\d+\.\s*", "", line)
        line = _NOISE.sub(" ", _CUT.split(line, maxsplit=1)[0])
        found = []
        for item in re.split(r"[,;/]", line):
            item = " ".join(unicodedata.normalize("NFKC", item).lower().split())
            if len(item) >= 2 and _PHRASE.match(item) and len(item.split()) <= MAX_PHRASE_WORDS and item not in found:
                found.append(item)
        if found:
            out.append((domain, found))
    return out


def _build_language(code: str) -> dict[str, tuple[str, ...]]:
    senses: dict[str, list[tuple[bool, int, str]]] = {}
    for head, body in _entries(f"{code}-eng"):
        slot = senses.setdefault(head, [])
        for domain, found in _senses(body):
            slot += [(domain, len(slot) + k, t) for k, t in enumerate(found)]
    out = {}
    for head, found in senses.items():
        kept: list[str] = []
        for _, _, t in sorted(found, key=lambda s: (not s[0], s[1])):
            if t not in kept and t != head:
                kept.append(t)
            if len(kept) >= GLOSS_SENSES:
                break
        if kept:
            out[head] = tuple(kept)
    return out


def _inverse_language(code: str) -> dict[str, tuple[str, ...]]:
    """Foreign word → the English headwords (up to MAX_PHRASE_WORDS words) of dictionary ``eng-<code>`` that
    it translates, the most used in English first (wordfreq): "échéance" → ("due date", "deadline", …).
    The other direction's table lacks many words a bill prints; this one has them as translations."""
    from wordfreq import zipf_frequency

    found: dict[str, list[str]] = {}
    for head, body in _entries(f"eng-{code}", max_words=MAX_PHRASE_WORDS):
        for _, words in _senses(body):
            for word in words:
                if " " not in word and head not in found.setdefault(word, []):
                    found[word].append(head)
    return {word: tuple(sorted(heads, key=lambda h: -zipf_frequency(h, "en"))[:GLOSS_SENSES])
            for word, heads in found.items()}


def _build() -> dict[str, dict[str, tuple[str, ...]]]:
    out = {}
    for lang, code in LANGUAGES.items():
        inverse = _inverse_language(code) if _files(f"eng-{code}") else {}
        table = _build_language(code) if _files(f"{code}-eng") else {}
        if inverse or table:
            # The foreign → English dictionary's senses first; a word only the other direction knows, from it.
            out[lang] = {**inverse, **table}
    return out


def table() -> dict[str, dict[str, tuple[str, ...]]]:
    """Language (ISO 639-1) → foreign headword (lower case, accents kept) → up to GLOSS_SENSES English
    translations, domain senses first; built on first use and cached on disk; {} when no dictionary is
    installed."""
    global _table
    if _table is not None:
        return _table
    with _lock:
        if _table is None:
            if not available_languages():
                _table = {}
                return _table
            pairs = [pair for code in LANGUAGES.values() for pair in (f"{code}-eng", f"eng-{code}")]
            _table = cached_build("gloss", pairs, f"gloss-v3:{GLOSS_SENSES}:{MAX_PHRASE_WORDS}", _build)
    return _table


def _lemma(word: str, lang: str) -> str:
    """The dictionary form of a printed word (simplemma: "betaald" → "betalen", "payé" → "payer"), lower case."""
    import simplemma

    try:
        return simplemma.lemmatize(word, lang=lang).lower()
    except (ValueError, KeyError):  # a language simplemma lacks
        return word.lower()


@functools.lru_cache(maxsize=65536)
def gloss_word(word: str, lang: str) -> tuple[str, ...]:
    """English translations of one printed word (any case) of language ``lang`` (ISO 639-1): of the word, else
    of its dictionary form (``_lemma``), else of its two parts when it is a compound the dictionary lacks;
    () when none is known."""
    t = table().get(lang, {})
    low = word.lower()
    for form in (low, _lemma(word, lang)):
        if form in t:
            return t[form]
    for k in range(len(low) - MIN_PART, MIN_PART - 1, -1):
        head = low[:k]
        if head not in t:
            continue
        for link in _LINKS:
            rest = low[k + len(link):] if low[k:].startswith(link) else None
            if rest and len(rest) >= MIN_PART:
                found = t.get(rest) or t.get(_lemma(rest, lang))
                if found:
                    return t[head][:2] + found[:2]
    return ()


# The number sign of European papers ("Kunden-Nr.", "Facture n°", "Polis nr."), which no dictionary lists and
# whose short word a gloss would drop: it says the value is a number, as "number" says in English.
_NUMBER_SIGN = re.compile(r"(?<![^\W\d_])(?:nrs?\.?|n[°º]s?|no\.|nos\.)(?![^\W\d_])", re.I)


def glossed_words(label: str, lang: str) -> list[tuple[str, tuple[str, ...]]]:
    """(word as printed, its English translations) for each word and number of ``label`` that ``gloss`` keeps,
    in order; the translations are () for a number or a word no dictionary knows. A number sign ("Nr.",
    "n°", "No.") is glossed "number"."""
    out = []
    for m in _TOKEN.finditer(_NUMBER_SIGN.sub(" Nr ", label)):
        token = m.group()
        if token == "Nr":
            out.append((token, ("number",)))
            continue
        if token[0].isalpha() and len(token) <= SHORT_WORD:
            continue
        out.append((token, gloss_word(token, lang) if token[0].isalpha() else ()))
    return out


def gloss(label: str, lang: str) -> str:
    """``label``, printed in language ``lang`` (ISO 639-1), as words and numbers with each word its dictionary
    translates replaced by its translations ("Rate 2 von 2 Fällig am" → "instalment installment tranche 2 2
    exigible payable due"); a word English uses too ("Total", "Rate") is kept before its translations;
    particles (SHORT_WORD letters or fewer) left out, other words and numbers kept as printed, signs dropped.
    Raises nothing; ``label`` unchanged for English or a language without a dictionary."""
    if lang not in LANGUAGES:
        return label
    return gloss_text(glossed_words(label, lang))


def gloss_text(glossed: list[tuple[str, tuple[str, ...]]]) -> str:
    """The gloss ``gloss`` gives, from a label's ``glossed_words``: each word's translations, a word English
    uses too kept before them, an unknown word as printed."""
    return " ".join(" ".join((token, *found) if english_word(token) else found) if found else token
                    for token, found in glossed)


ENGLISH_ZIPF = 3.0  # wordfreq: a printed word this common in English is kept beside its gloss ("Total", "Service")


@functools.lru_cache(maxsize=65536)
def english_word(word: str) -> bool:
    """Whether English uses ``word`` too (wordfreq Zipf ≥ ENGLISH_ZIPF, any case): kept beside its gloss."""
    from wordfreq import zipf_frequency

    return zipf_frequency(word.lower(), "en") >= ENGLISH_ZIPF


def passage_vectors(texts: list[str]):
    """Embeddings of passages for the index (``ingest.embedding``, float32[n, 384], unit rows): a passage
    ``ingest.languages`` finds written in one of LANGUAGES is the normalised mean of its own vector and its
    gloss's, so an English question finds it by what its words mean as well as by what it prints (names,
    numbers); others are their own vector. Measured in docs/multilingual.md (vector leg recall@8 of the
    non-English questions 0.14–0.76 → 0.44–1.00 on six development sets, English ones unchanged or within
    one question)."""
    import numpy as np

    from .embedding import embed_texts
    from .languages import text_language

    vectors = embed_texts(texts)
    langs = [text_language(t) for t in texts]
    foreign = [i for i, lang in enumerate(langs) if lang in LANGUAGES]
    if foreign and available_languages():
        glossed = embed_texts([gloss(texts[i], langs[i]) for i in foreign])
        mean = vectors[foreign] + glossed
        vectors[foreign] = mean / np.maximum(np.linalg.norm(mean, axis=1, keepdims=True), 1e-12)
    return vectors


if __name__ == "__main__":  # python -m ask.gloss: build the cached table now, print its size
    import time

    began = time.perf_counter()
    print(f"gloss: {sum(map(len, table().values()))} headwords in {time.perf_counter() - began:.1f} s")
