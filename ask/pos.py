"""Part-of-speech tags of a question, from TextBlob's ``PatternTagger`` (the Brill-style lexicon and
contextual rules of CLiPS Pattern, BSD; TextBlob, MIT), which ship inside the package: nothing is
downloaded. Tags are Penn Treebank ones ("NN", "VB", "VBD", "JJ", …).

The reader uses them to tell which of a question's words name its topic and which only relate it: in
"How many notes fit on one disk?" or "by what date must our notice reach the landlord?" the verbs
("fit", "reach") say how the asker put it, not what the paper is about, so a paper need not print them.
A tagger reads the verb off the sentence, where a word list only knows the verbs somebody thought of.
"""
from __future__ import annotations

import functools
import re


@functools.cache
def _get_tagger():
    from textblob.en.taggers import PatternTagger

    return PatternTagger()  # loads the lexicon (about 2 s) on first use


@functools.lru_cache(maxsize=4096)
def tag(text: str) -> tuple[tuple[str, str], ...]:
    """``(word, Penn Treebank tag)`` for each token of ``text`` in order, punctuation included:
    ``tag("Who signed the lease?")`` → ``(("Who", "WP"), ("signed", "VBD"), ("the", "DT"), ("lease", "NN"),
    ("?", "."))``. Empty text gives ()."""
    if not text.strip():
        return ()
    return tuple((str(w), str(t)) for w, t in _get_tagger().tag(text))


_CONTRACTION = re.compile(r"(?i)\b(what|who|where|when|how|which|that|it|there)['’]s\b")
# VBZ is left out: the tagger takes a plural noun for one too readily ("the number of tracks"), and a
# question's third-person verbs are mostly "is" and "does", stopwords anyway; VBG too ("heating" names a
# topic as often as it relates one).
_VERB_TAGS = {"VB", "VBD", "VBN", "VBP", "MD"}


# A question worded as a sentence: the tagger misreads terse ones ("Permit number?", "Lock code for the shed?").
_SENTENCE = re.compile(r"\b(?:what|when|who|whom|whose|where|which|why|how|did|do|does|is|are|was|were|can|could|"
                       r"will|would|should|must|may|has|have|had)\b", re.I)
# A word right after a determiner, a possessive or an adjective is a noun, whatever its tag ("the repair quote").
_BEFORE_NOUN = {"DT", "PRP$", "POS", "JJ", "JJR", "JJS"}


def verbs(text: str) -> set[str]:
    """The lower-case words of ``text`` tagged as verbs (VB, VBD, VBN, VBP) or modals (MD), "what's" read
    as "what is", in a question worded as a sentence (none for a terse one, which the tagger misreads):
    ``verbs("How many notes fit on one disk?")`` → ``{"fit"}``, ``verbs("Permit number?")`` → ``set()``."""
    if not _SENTENCE.search(text):
        return set()
    tags = tag(_CONTRACTION.sub(r"\1 is", text))

    def in_compound(k: int) -> bool:  # "the parking permit number": between two nouns
        return 0 < k < len(tags) - 1 and tags[k - 1][1].startswith("NN") and tags[k + 1][1].startswith("NN")

    return {w.lower() for k, (w, t) in enumerate(tags)
            if t in _VERB_TAGS and not (k and tags[k - 1][1] in _BEFORE_NOUN) and not in_compound(k)}


def noun_modifiers(text: str) -> set[str]:
    """The lower-case "-ing" words of ``text`` that qualify the noun right after them ("washing" in "the washing
    machine", "swimming" in "swimming lessons"): they name which thing, as an adjective would, where "-ing"
    words elsewhere mostly relate the topic ("what are we paying"). ``noun_modifiers("Where did we buy the
    washing machine?")`` → ``{"washing"}``."""
    tags = tag(_CONTRACTION.sub(r"\1 is", text))
    return {w.lower() for (w, _), (nxt, t) in zip(tags, tags[1:])
            if w.lower().endswith("ing") and len(w) > 5 and t in ("NN", "NNS") and nxt.isalpha()}
