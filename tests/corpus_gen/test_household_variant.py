"""Consistency of the generated test data: the paraphrase files keep every gold field of their
originals, and the household variant is what its generator writes, in the shared corpus's formats,
with aggregate answers that follow from its manifest."""
import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from questions import compute_evaluate, money_text  # tests/corpus_gen is on sys.path (rootdir-less)

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
VARIANT = DATA / "household_variant"
SHARED = DATA / "corpus"  # the in-repository copy of the shared corpora (tests/data/corpus/README.md)


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.mark.parametrize("corpus", ["real", "household"])
def test_paraphrases_keep_every_gold_field(corpus):
    originals = {q["id"]: q for q in _jsonl(SHARED / corpus / "questions.jsonl")}
    rows = _jsonl(DATA / "paraphrases" / f"{corpus}.jsonl")
    assert len(rows) == 3 * len(originals)
    for row in rows:
        orig = originals[row["paraphrase_of"]]
        assert row["id"].startswith(orig["id"] + "-p")
        assert row["question"].strip() and row["question"] != orig["question"]
        rest = {k: v for k, v in row.items() if k not in ("id", "question", "paraphrase_of")}
        assert rest == {k: v for k, v in orig.items() if k not in ("id", "question")}
    assert len({r["id"] for r in rows}) == len(rows)


def test_variant_uses_the_shared_formats():
    shared_rows = _jsonl(SHARED / "household" / "manifest.jsonl")
    rows = _jsonl(VARIANT / "manifest.jsonl")
    required = set.intersection(*(set(r) for r in shared_rows))
    pay_keys = {"amount_cents", "currency", "paid_on", "category", "payee", "direction"}
    users = {m["user"] for m in json.loads((VARIANT / "archive.json").read_text())["household"]["members"]}
    for r in rows:
        assert required <= set(r), r["file"]
        assert (VARIANT / r["file"]).is_file()
        assert r["owner"] in users and r["sensitivity"] in ("public", "internal", "confidential", "restricted")
        for p in r["payments"]:
            assert pay_keys <= set(p) and isinstance(p["amount_cents"], int)
    shared_q_keys = set().union(*(set(q) for q in _jsonl(SHARED / "household" / "questions.jsonl")))
    files = {r["file"] for r in rows}
    for q in _jsonl(VARIANT / "questions.jsonl"):
        assert set(q) <= shared_q_keys, set(q) - shared_q_keys
        assert set(q["doc_files"]) <= files
        assert q["asker"] in users and q["as_of"] == "2026-11-30"
    assert sum((VARIANT / f).stat().st_size for f in files) < 6_000_000


def test_variant_aggregates_follow_from_the_manifest():
    docs = _jsonl(VARIANT / "manifest.jsonl")
    checked = 0
    for q in _jsonl(VARIANT / "questions.jsonl"):
        if "compute" not in q:
            continue
        value, files = compute_evaluate(docs, q["compute"], None)
        assert value == q["answer_value"], q["id"]
        assert files == q["doc_files"], q["id"]
        if isinstance(value, dict):
            assert money_text(value)[0] == q["answer"]
        checked += 1
    assert checked >= 19


def test_committed_variant_is_what_the_generator_writes(tmp_path):
    subprocess.run([sys.executable, str(HERE / "household_variant.py"), str(tmp_path)], check=True,
                   capture_output=True)

    def digests(root):
        return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
                for p in root.rglob("*") if p.is_file() and p.name != "README.md"}

    assert digests(tmp_path) == digests(VARIANT)
