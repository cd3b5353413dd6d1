"""How much of a PDF text layer is real text: a garbled font encoding (a scanner app's invisible layer,
a font with no Unicode map) yields letters that form no words, or characters that did not survive.

The word list is the embedding model's WordPiece vocabulary (``ingest/assets``, BERT uncased): whole
words of English and the commonest words of other Latin-script languages; no list of our own.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

#: Words of at least this many letters are judged (short ones match the vocabulary by chance).
MIN_LETTERS = 3
#: Below this many judged words a layer is not judged (a table of figures, a heading).
MIN_JUDGED = 8

_WORD = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=1)
def _vocabulary() -> frozenset[str]:
    from .embedding import tokenizer

    return frozenset(w for w in tokenizer().get_vocab() if w.isalpha() and not w.startswith("##"))


def _fold(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))


def known_word(word: str) -> bool:
    """Whether ``word`` (any case, accents folded) is a whole word of the embedding model's vocabulary."""
    return _fold(word) in _vocabulary()


def _lost(c: str) -> bool:
    """A character that did not survive the font's encoding: U+FFFD, private use, stray controls."""
    cat = unicodedata.category(c)
    return c == "\ufffd" or cat == "Co" or (cat == "Cc" and c not in "\n\r\t\f")


def text_layer_quality(text: str) -> float:
    """Share (0..1) of ``text``'s words (>= MIN_LETTERS letters) that are real words, times the share of
    its non-space characters that survived the encoding ("(cid:NN)" placeholders count as lost).
    1.0 when there are fewer than MIN_JUDGED words to judge."""
    chars = [c for c in text if not c.isspace()]
    if not chars:
        return 1.0
    lost = sum(1 for c in chars if _lost(c)) + 6 * text.count("(cid:")
    survived = max(0.0, 1.0 - lost / len(chars))
    words = [w for w in _WORD.findall(text) if len(w) >= MIN_LETTERS]
    if len(words) < MIN_JUDGED:
        return survived
    vocab = _vocabulary()
    real = sum(1 for w in words if _fold(w) in vocab)
    return survived * real / len(words)
