"""Dutch and German compound words split into their parts for the full-text index.

"Hausratversicherung" is a home-contents *insurance*, "Wasserrechnung" a water *bill*, "vervaldatum" a due
*date*: the word a question's translation looks for ("versicherung", "rechnung", "datum"; ``ask.lexicon``)
is printed only inside a longer word, which PostgreSQL's full-text parser keeps whole. Ingest stores the
parts of a chunk's compounds beside its text (``archive.models.Chunk.compound_parts``), whose own 'simple'
full-text vector (``search_compounds``) the full-text leg of retrieval reads for translated words. A prefix
query per translation ("rechnung:*") would find only the first part, and cost 4× the full-text leg at 10k
chunks (docs/multilingual.md).

Method: Koehn & Knight (2003), "Empirical Methods for Compound Splitting" (EACL), frequency-based: a word
splits where its parts, each a word of the language, have a higher geometric mean frequency than the word
itself (the mean of their Zipf values, since Zipf is log10 frequency), allowing a linking element between
them ("Rechnung-s-betrag"); a part longer than MIN_WORD splits again, up to MAX_DEPTH levels. Word
frequencies are wordfreq's (Zipf scale; https://github.com/rspeer/wordfreq). Nothing here knows any document.
"""
from __future__ import annotations

import functools
import re

LANGUAGES = ("de", "nl")
MIN_WORD = 7  # letters: a word (or part) must be longer than this to be read as a compound
MIN_PART = 3  # letters of each part
#: A part must be a word its language uses at least this often (Zipf: 2.5 is about 3 uses per million
#: words), so a rare string that happens to be a word ("ung") does not make a split.
MIN_PART_ZIPF = 2.5
#: ... and no function word (Zipf this high: "ein", "den", "wat"), which would split any word it begins or ends.
MAX_PART_ZIPF = 6.0
#: The parts' mean Zipf must beat the word's own by this much: a word in its own right ("levering", "Schein")
#: is not split into two shorter words that happen to spell it.
SPLIT_MARGIN = 0.5
#: A split with a linking element scores this much less, so "Umsatz|steuer" wins over "Umsatz-s-|teuer".
LINK_PENALTY = 0.25
#: A word English uses this often (Zipf) is read as English and left whole ("understanding").
ENGLISH_ZIPF = 1.0
#: Linking elements that may join two parts, longest first (German "Fugenelemente"; Dutch "-s-", "-en-").
LINKS = ("es", "en", "er", "s", "n", "e")
MAX_DEPTH = 3
_LETTERS = re.compile(r"[^\W\d_]+")


@functools.lru_cache(maxsize=262144)
def _zipf(word: str, lang: str) -> float:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, lang)


def _best_split(word: str, lang: str) -> tuple[str, str] | None:
    """(head, tail) of ``word`` (lower case) in ``lang`` whose mean Zipf beats the word's own, the head
    without its linking element; None when no split does."""
    best, best_score = None, _zipf(word, lang) + SPLIT_MARGIN
    for k in range(MIN_PART, len(word) - MIN_PART + 1):
        head, tail = word[:k], word[k:]
        tail_zipf = _zipf(tail, lang)
        if not MIN_PART_ZIPF <= tail_zipf < MAX_PART_ZIPF:
            continue
        for link in ("", *LINKS):
            if link and not head.endswith(link):
                continue
            stem = head[:len(head) - len(link)]
            if len(stem) < MIN_PART:
                continue
            head_zipf = _zipf(stem, lang)
            if not MIN_PART_ZIPF <= head_zipf < MAX_PART_ZIPF:
                continue
            score = (head_zipf + tail_zipf) / 2 - (LINK_PENALTY if link else 0.0)
            if score > best_score:
                best, best_score = (stem, tail), score
    return best


@functools.lru_cache(maxsize=65536)
def compound_parts(word: str) -> tuple[str, ...]:
    """The parts of the Dutch or German compound ``word`` (any case), lower case, in order, each a word of
    its language: ``compound_parts("Rechnungsbetrag")`` → ``("rechnung", "betrag")``,
    ``compound_parts("vervaldatum")`` → ``("verval", "datum")``; () for a word that is no compound, is
    no longer than MIN_WORD letters, or is English ("understanding")."""
    word = word.lower()
    if len(word) < MIN_WORD + 1 or not word.isalpha() or _zipf(word, "en") >= ENGLISH_ZIPF:
        return ()
    best: tuple[str, ...] = ()
    for lang in LANGUAGES:
        parts = _split(word, lang, MAX_DEPTH)
        if len(parts) > len(best):
            best = parts
    return best if len(best) > 1 else ()


def _split(word: str, lang: str, depth: int) -> tuple[str, ...]:
    # A part is split again only when it is as long as a compound ("Laufzeit"), not "Factuur" or "Hausrat".
    found = _best_split(word, lang) if depth > 0 and len(word) >= MIN_WORD + 1 else None
    if found is None:
        return (word,)
    head, tail = found
    return _split(head, lang, depth - 1) + _split(tail, lang, depth - 1)


def compound_terms(text: str) -> str:
    """The parts of every compound word ``text`` prints, once each, space-separated in order of first
    appearance (the chunk's ``compound_parts`` column); "" when it prints none."""
    seen: dict[str, None] = {}
    for m in _LETTERS.finditer(text):
        for part in compound_parts(m.group()):
            seen.setdefault(part, None)
    return " ".join(seen)
