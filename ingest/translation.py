"""Machine translation of excerpts into English, on this machine, with Apertium (https://apertium.org, GPL;
Debian packages ``apertium``, ``apertium-eng-spa``, ``apertium-fr-es``, ``apertium-es-it``, ``apertium-es-pt``
and ``cg3``): Spanish directly, French, Italian and Portuguese through Spanish, the pairs Debian ships.

A rule-based translation reads a sentence better than a word-by-word gloss (``ingest.gloss``): "Date
d'échéance" becomes "Date of expiry", not a bag of senses. Everything an answer is quoted from stays as printed:
dates and amounts (``ingest.money``) are swapped for placeholders the translator passes through unchanged and put
back after it, so "26 maggio 2026" is still printed on the paper when the reader quotes it. Words the pairs do
not know stay untranslated (``-u``); the caller glosses them. Nothing leaves the machine.

With the packages missing, ``translate`` returns None and the caller keeps to the gloss.
"""
from __future__ import annotations

import functools
import re
import shutil
import subprocess
import threading
from collections import OrderedDict

from .money import find_dates, find_money

#: Language (ISO 639-1) → the Apertium modes run one after the other to reach English.
PIPELINES: dict[str, tuple[str, ...]] = {
    "es": ("spa-eng",),
    "fr": ("fr-es", "spa-eng"),
    "it": ("ita-spa", "spa-eng"),
    "pt": ("pt-es", "spa-eng"),
}
#: Seconds one translation run may take (a few excerpts take ~0.2 s a mode) before the gloss is used instead.
TIMEOUT_S = 10
_SEPARATOR = "|||{}|||"
_SPLIT = re.compile(r"\s*\|\|\|(\d+)\|\|\|\s*")
_HOLD = "XQV{}QVX"
_HELD = re.compile(r"XQV(\d+)QVX")
_MARKS = re.compile(r"(?<![\w#@])[#@](?=[^\W\d_])|(?<=[^\W\d_])#")


@functools.lru_cache(maxsize=1)
def _modes() -> frozenset[str]:
    """The Apertium modes installed (``apertium -l``); empty without Apertium."""
    if not shutil.which("apertium"):
        return frozenset()
    try:
        out = subprocess.run(["apertium", "-l"], capture_output=True, text=True, timeout=TIMEOUT_S).stdout
    except (OSError, subprocess.SubprocessError):
        return frozenset()
    return frozenset(out.split())


def available(lang: str) -> bool:
    """Whether ``lang`` (ISO 639-1) can be translated into English here (every mode of its pipeline installed)."""
    modes = PIPELINES.get(lang)
    return bool(modes) and all(m in _modes() for m in modes)


#: A number with decimals printed without a currency ("48,20"), read by the answerer as an amount.
_DECIMAL = re.compile(r"(?<![\w.,])\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}(?![\w.,]?\d)")


def _hold(text: str, held: list[str]) -> str:
    """``text`` with every date and amount replaced by a placeholder, their printed forms appended to ``held``."""
    spans = sorted([(m.start, m.end) for m in find_dates(text) + find_money(text)]
                   + [(m.start(), m.end()) for m in _DECIMAL.finditer(text)], key=lambda s: (s[0], -s[1]))
    out, at = [], 0
    for start, end in spans:
        if start < at:
            continue  # inside a span already held ("48,20" of "48,20 €")
        out += [text[at:start], _HOLD.format(len(held))]
        held.append(text[start:end])
        at = end
    return "".join(out) + text[at:]


#: Translations kept in this process, (language, text) → English, the oldest dropped first: the same excerpts come
#: back question after question, and a translator run costs about 0.2 s a pair.
CACHE_SIZE = 4096
_cache: OrderedDict[tuple[str, str], str] = OrderedDict()
_cache_lock = threading.Lock()


def translate(texts: list[str], lang: str) -> list[str] | None:
    """English translations of ``texts`` (each in language ``lang``), line breaks, dates and amounts kept as
    printed; None when ``lang`` has no installed pipeline or the translator fails or times out (TIMEOUT_S).
    Texts translated before in this process are not translated again (CACHE_SIZE)."""
    if not texts or not available(lang):
        return None
    with _cache_lock:
        known = {t: _cache[(lang, t)] for t in texts if (lang, t) in _cache}
    todo = list(dict.fromkeys(t for t in texts if t not in known))
    if todo:
        done = _run(todo, lang)
        if done is None:
            return None
        with _cache_lock:
            for t, english in zip(todo, done):
                _cache[(lang, t)] = known[t] = english
            while len(_cache) > CACHE_SIZE:
                _cache.popitem(last=False)
    return [known[t] for t in texts]


def _run(texts: list[str], lang: str) -> list[str] | None:
    """One translator run over ``texts`` (see ``translate``)."""
    held: list[str] = []
    joined = "\n\n".join(f"{_SEPARATOR.format(i)}\n\n{_hold(t, held)}" for i, t in enumerate(texts))
    try:
        for mode in PIPELINES[lang]:
            run = subprocess.run(["apertium", "-u", mode], input=joined, capture_output=True, text=True,
                                 timeout=TIMEOUT_S)
            if run.returncode != 0:
                return None
            joined = run.stdout
    except (OSError, subprocess.SubprocessError):
        return None
    parts = _SPLIT.split(joined)
    # parts: [before the first separator, index, text, index, text, ...]
    out: dict[int, str] = {int(parts[i]): parts[i + 1] for i in range(1, len(parts) - 1, 2)}
    if sorted(out) != list(range(len(texts))):
        return None  # a separator lost: better the gloss than texts swapped between papers

    def restore(m: re.Match) -> str:
        i = int(m.group(1))
        return held[i] if i < len(held) else m.group()

    # "#" and "@" mark words a mode could not generate or translate ("Dates# of vencimiento"): the word stays.
    return [_MARKS.sub("", _HELD.sub(restore, out[i])).strip("\n") for i in range(len(texts))]
