"""python manage.py bench_ask [--chunks 10000 100000] [--questions N]

Ask overhead (everything but the LLM: embedding the question, both retrieval legs, excerpts, the offline
answerer, citations) at archive sizes of 10k and 100k chunks. Synthetic documents are made from the
shared corpora's sentences with embeddings of real text (jittered), inserted with COPY under a bench
user, measured, and deleted again. Prints p50/p95 in ms per size.
"""
import json
import random
import statistics
import time
import uuid
from pathlib import Path

import numpy as np
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import connection

from archive.models import Chunk, Document, Page
from ask.retrieval import rank_documents
from ask.service import ask
from ingest import embedding
from ingest.compounds import compound_terms

CORPUS = Path(__file__).resolve().parents[3] / "tests" / "data" / "corpus"
CHUNKS_PER_DOC = 10


def _sentences() -> list[str]:
    import pymupdf

    out = []
    for pdf in sorted(CORPUS.rglob("*.pdf")):
        try:
            with pymupdf.open(pdf) as doc:
                for page in doc:
                    out += [line.strip() for line in page.get_text().splitlines() if len(line.strip()) > 20]
        except Exception:
            continue
    return out or ["sample sentence about a water bill amount due"]


def _questions(limit: int) -> list[str]:
    qs = []
    for path in sorted(CORPUS.rglob("questions.jsonl")):
        qs += [json.loads(line)["question"] for line in path.read_text().splitlines() if line.strip()]
    random.Random(1).shuffle(qs)
    return qs[:limit]


class Command(BaseCommand):
    help = "Benchmark Ask overhead (no LLM) at 10k and 100k chunks."

    def add_arguments(self, parser):
        parser.add_argument("--chunks", type=int, nargs="+", default=[10_000, 100_000])
        parser.add_argument("--questions", type=int, default=60)
        parser.add_argument("--keep", action="store_true", help="keep the synthetic documents (for profiling)")
        parser.add_argument("--reuse", action="store_true", help="measure the kept documents, add none")

    def handle(self, *args, **opts):
        user, _ = get_user_model().objects.get_or_create(username="bench-ask")
        rng = random.Random(42)
        sentences = _sentences()
        base_texts = [" ".join(rng.sample(sentences, min(4, len(sentences)))) for _ in range(1000)]
        base_vecs = None
        if not opts["reuse"]:
            self.stdout.write(f"embedding {len(base_texts)} base texts …")
            base_vecs = embedding.embed_texts(base_texts)
        questions = _questions(opts["questions"])
        try:
            have = Chunk.objects.filter(document__owner=user).count()
            for target in sorted(opts["chunks"]):
                if not opts["reuse"]:
                    self._grow(user, target - have, base_texts, base_vecs, rng)
                    have = target
                self._measure(user, target, questions)
        finally:
            if not opts["keep"]:
                Document.objects.filter(owner=user).delete()
                user.delete()

    def _grow(self, user, n_chunks, texts, vecs, rng):
        started = time.monotonic()
        n_docs = max(1, n_chunks // CHUNKS_PER_DOC)
        docs = Document.objects.bulk_create(
            Document(owner=user, title=f"bench {i}", original_filename=f"bench-{i}.pdf", mime_type="application/pdf",
                     sha256=uuid.uuid4().hex * 2, storage_name=f"bench-{uuid.uuid4().hex}",
                     status="indexed", page_count=1) for i in range(n_docs))
        pages = Page.objects.bulk_create(Page(document=d, number=1, text="", source="text_layer") for d in docs)
        with connection.cursor() as cur, cur.copy(
                "COPY archive_chunk (document_id, page_id, ordinal, text, char_start, char_end, embedding, "
                "embedding_model, compound_parts) FROM STDIN") as copy:
            for d, p in zip(docs, pages):
                for ordinal in range(CHUNKS_PER_DOC):
                    k = rng.randrange(len(texts))
                    v = vecs[k] + np.random.default_rng(rng.getrandbits(32)).normal(0, 0.02, vecs.shape[1])
                    v = (v / np.linalg.norm(v)).astype(np.float32)
                    copy.write_row((d.pk, p.pk, ordinal, texts[k], 0, len(texts[k]),
                                    "[" + ",".join(f"{x:.6f}" for x in v) + "]", embedding.MODEL_ID,
                                    compound_terms(texts[k])))
        with connection.cursor() as cur:
            cur.execute("ANALYZE archive_chunk")
        self.stdout.write(f"added {n_docs} documents / {n_docs * CHUNKS_PER_DOC} chunks in "
                          f"{time.monotonic() - started:.0f} s")

    def _measure(self, user, size, questions):
        ask(user, questions[0])  # warm-up: model session, connections
        total, retrieval = [], []
        for q in questions:
            t0 = time.monotonic()
            rank_documents(user, q, max_docs=8)
            retrieval.append((time.monotonic() - t0) * 1000)
            t0 = time.monotonic()
            ask(user, q)
            total.append((time.monotonic() - t0) * 1000)
        chunks = Chunk.objects.filter(document__owner=user).count()

        def p(values, q):
            values = sorted(values)
            return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]
        self.stdout.write(f"{chunks:>7} chunks: ask overhead p50 {statistics.median(total):6.1f} ms"
                          f"  p95 {p(total, .95):6.1f} ms"
                          f"   | retrieval only p50 {statistics.median(retrieval):6.1f} ms"
                          f"  p95 {p(retrieval, .95):6.1f} ms"
                          f"   ({len(questions)} questions)")
