"""Reading the FreeDict bilingual dictionaries as Debian installs them (https://freedict.org, GPL; packages
``dict-freedict-<from>-<to>``, dictd format): ``<name>.index`` lines ``headword TAB offset TAB length``, the
numbers in base64 digits, over ``<name>.dict.dz``, which gzip reads (dictzip is gzip-compatible). Used by
``ask.lexicon`` (English question words in other languages) and ``ingest.gloss`` (labels and passages of
other languages in English words). Nothing here knows any document.
"""
from __future__ import annotations

import gzip
import hashlib
import logging
import os
import pickle
import re
import unicodedata
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

log = logging.getLogger(__name__)

_B64 = {c: i for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}
#: Annotations a FreeDict definition line carries around its translations: tags, notes, pronunciations.
NOISE = re.compile(r"<[^>]*>|\[[^\]]*\]|\([^)]*\)|\{[^}]*\}|/[^/]*/")


def dict_dir() -> Path:
    """Where the dictd files are looked for (``SHOEBOX_DICT_DIR``, default ``/usr/share/dictd``)."""
    return Path(os.environ.get("SHOEBOX_DICT_DIR", "/usr/share/dictd"))


def dictionary_files(pair: str) -> tuple[Path, Path] | None:
    """(index, data) of dictionary ``pair`` ("deu-eng"), or None when it is not installed."""
    base = dict_dir() / f"freedict-{pair}"
    index, data = base.with_suffix(".index"), Path(f"{base}.dict.dz")
    return (index, data) if index.is_file() and data.is_file() else None


def _number(digits: str) -> int:
    n = 0
    for c in digits:
        n = n * 64 + _B64[c]
    return n


def entries(pair: str, *, max_words: int = 1):
    """(headword, definition lines) of every headword of at most ``max_words`` words in dictionary ``pair``
    (e.g. "eng-fra"), headwords NFKC-normalised and lower case; nothing when the dictionary is missing or
    unreadable (logged)."""
    files = dictionary_files(pair)
    if files is None:
        return
    index, data = files
    try:
        raw = gzip.open(data).read()
        lines = index.read_text(encoding="utf-8", errors="replace").splitlines()
    except (OSError, EOFError, zlib.error) as exc:  # BadGzipFile is an OSError
        log.warning("dictionary %s unreadable, left out: %s", pair, exc)
        return
    for line in lines:
        parts = line.split("\t")
        if len(parts) < 3 or parts[0].startswith("00-database") or len(parts[0].split()) > max_words:
            continue
        try:
            start, length = _number(parts[1]), _number(parts[2])
        except KeyError:  # not base64 digits: a damaged line
            continue
        body = raw[start:start + length].decode("utf-8", "replace").split("\n")[1:]
        yield unicodedata.normalize("NFKC", parts[0]).lower(), body


T = TypeVar("T")


def cached_build(name: str, pairs: Iterable[str], version: str, build: Callable[[], T]) -> T:
    """``build()``'s result, kept as ``<data dir>/cache/<name>-<stamp>.pickle``: the stamp covers the installed
    dictionaries ``pairs`` (file names, sizes and dates) and ``version``, so a changed dictionary or builder
    builds anew. Read back when present; else built and written atomically (a concurrent reader sees the old
    file or the whole new one). Callers hold their own lock."""
    from archive.paths import data_dir

    stamp = hashlib.sha256()
    for pair in pairs:
        for f in dictionary_files(pair) or ():
            st = f.stat()
            stamp.update(f"{f.name}:{st.st_size}:{int(st.st_mtime)};".encode())
    stamp.update(version.encode())
    path = data_dir() / "cache" / f"{name}-{stamp.hexdigest()[:16]}.pickle"
    try:
        return pickle.loads(path.read_bytes())
    except (OSError, pickle.UnpicklingError, EOFError):
        built = build()
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(pickle.dumps(built, protocol=pickle.HIGHEST_PROTOCOL))
        tmp.replace(path)
        return built
