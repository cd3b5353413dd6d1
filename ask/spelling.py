"""Typing slips in questions ("watr bills", "hetaing cost", "brodband"): a word no English text uses is read
(or uses only rarely, next to a far more common spelling) is read as the common English word one letter
away, when there is one, and the answer says so.

Candidates come from SymSpell (symspellpy and its bundled English frequency dictionary, 82,765 words;
Wolf Garbe's symmetric-delete algorithm), one edit at most; "no English text uses" and "common" are
wordfreq's Zipf frequencies (0, and at least ``MIN_ZIPF``). Names are left alone: capitalised words, words
of fewer than ``MIN_LETTERS`` letters, and words with no common neighbour ("zentrolux" stays).
"""
from __future__ import annotations

import functools
import importlib.resources
import logging
import re

log = logging.getLogger(__name__)

MIN_LETTERS = 4  # shorter words are too often abbreviations or names ("aws", "oyo")
MIN_ZIPF = 3.0  # the correction must be a common word (wordfreq Zipf scale: 3 = once per million words)
MAX_EDIT = 1
#: A word English text does use, but rarely (Zipf under this), is still a slip when its neighbour is at
#: least ``RARE_GAP`` more common: "gass" (2.4) for "gas" (5.0), "insurence" (1.2) for "insurance".
RARE_ZIPF = 2.5
RARE_GAP = 2.5
_WORD = re.compile(r"(?<![\w'’-])[a-z]+(?![\w'’-])")


@functools.cache
def _speller():
    """The SymSpell index over symspellpy's English dictionary (built once per process, ~2 s), or None."""
    try:
        from symspellpy import SymSpell

        sym = SymSpell(max_dictionary_edit_distance=MAX_EDIT, prefix_length=7)
        path = importlib.resources.files("symspellpy") / "frequency_dictionary_en_82_765.txt"
        if not sym.load_dictionary(str(path), term_index=0, count_index=1):
            return None
        return sym
    except Exception:  # noqa: BLE001 - no speller means no corrections, never a failed ask
        log.warning("spelling: symspellpy dictionary not available; questions are read as typed")
        return None


def _correction(word: str) -> str | None:
    from wordfreq import zipf_frequency

    own = zipf_frequency(word, "en")
    if own >= RARE_ZIPF:
        return None  # an English word: as typed
    sym = _speller()
    if sym is None:
        return None
    from symspellpy import Verbosity

    found = sym.lookup(word, Verbosity.TOP, max_edit_distance=MAX_EDIT)
    if not found or found[0].term == word:
        return None
    best = found[0].term
    common = zipf_frequency(best, "en")
    return best if common >= MIN_ZIPF and (own == 0 or common >= own + RARE_GAP) else None


def corrected(question: str) -> tuple[str, list[str]]:
    """``question`` with its slips corrected, and one note per correction ("Read “watr” as “water”.").
    Only lower-case words of at least MIN_LETTERS letters that English text never uses are looked at;
    the rest of the question is returned as typed."""
    notes, out, last = [], [], 0
    for m in _WORD.finditer(question):
        word = m.group()
        if len(word) < MIN_LETTERS:
            continue
        fix = _correction(word)
        if fix:
            out += [question[last:m.start()], fix]
            last = m.end()
            notes.append(f"Read “{word}” as “{fix}”.")
    return "".join(out) + question[last:], notes
