"""Consistency of household variant 3: it is what its generator writes, in the shared corpus's
formats, with gold answers that follow from its manifest. No database."""
import hashlib
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

from questions import compute_evaluate, money_text  # tests/corpus_gen is on sys.path (rootdir-less)

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
VARIANT = DATA / "household_variant3"
SHARED = DATA / "corpus"  # the in-repository copy of the shared corpora (tests/data/corpus/README.md)


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_variant3_uses_the_shared_formats():
    shared_rows = _jsonl(SHARED / "household" / "manifest.jsonl")
    rows = _jsonl(VARIANT / "manifest.jsonl")
    required = set.intersection(*(set(r) for r in shared_rows))
    pay_keys = {"amount_cents", "currency", "paid_on", "category", "payee", "direction"}
    archive = json.loads((VARIANT / "archive.json").read_text())
    users = {m["user"] for m in archive["household"]["members"]}
    assert archive["documents"] == len(rows) and 50 <= len(rows) <= 70
    files = {r["file"] for r in rows}
    assert len(files) == len(rows)
    for r in rows:
        assert required <= set(r), r["file"]
        assert (VARIANT / r["file"]).is_file()
        assert r["owner"] in users and r["sensitivity"] in ("public", "internal", "confidential", "restricted")
        assert "2024-01-01" <= r["created"] <= "2026-11-30"
        for p in r["payments"]:
            assert pay_keys <= set(p) and isinstance(p["amount_cents"], int)
            assert p.get("dup_of", r["file"]) in files and p.get("dup_of") != r["file"]
    shared_q_keys = set().union(*(set(q) for q in _jsonl(SHARED / "household" / "questions.jsonl")))
    questions = _jsonl(VARIANT / "questions.jsonl")
    assert archive["questions"] == len(questions) and 50 <= len(questions) <= 70
    assert len({q["id"] for q in questions}) == len(questions)
    for q in questions:
        assert set(q) <= shared_q_keys, set(q) - shared_q_keys
        assert set(q["doc_files"]) <= files
        assert q["asker"] in users and q["as_of"] == "2026-11-30"
        assert (q["answer"] is None) == (q["kind"] == "absent") == (not q["doc_files"])
        assert q["requires_confidential"] == (q["kind"] == "confidential")
    assert sum((VARIANT / f).stat().st_size for f in files) < 6_000_000


def test_variant3_covers_the_document_and_question_kinds():
    rows = _jsonl(VARIANT / "manifest.jsonl")
    formats = Counter(r["format"] for r in rows)
    assert formats["eml"] >= 2 and formats["photo_jpg"] >= 2 and formats["scan_pdf"] >= 1
    assert {"confidential", "restricted"} <= {r["sensitivity"] for r in rows}
    assert {"fr", "de", "nl"} <= {r.get("facts", {}).get("language") for r in rows}
    pays = [p for r in rows for p in r["payments"]]
    assert any("dup_of" in p for p in pays) and any(p["amount_cents"] < 0 for p in pays)
    kinds = Counter(q["kind"] for q in _jsonl(VARIANT / "questions.jsonl"))
    for kind in ("aggregate", "amount", "date", "lookup", "party", "confidential", "absent"):
        assert kinds[kind] >= 3, kind
    ops = {q["compute"]["op"] for q in _jsonl(VARIANT / "questions.jsonl") if "compute" in q}
    assert {"sum", "max", "min", "avg_monthly", "count_docs", "argmax_month", "diff", "unpaid",
            "unpaid_sum"} <= ops


def test_variant3_aggregates_follow_from_the_manifest():
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
    assert checked >= 15


def test_variant3_utilities_exclude_internet_and_count_a_duplicate_once():
    docs = _jsonl(VARIANT / "manifest.jsonl")
    dup = next(p for d in docs for p in d["payments"] if "dup_of" in p)
    spec = {"op": "sum", "categories": [dup["category"]], "from": dup["paid_on"], "to": dup["paid_on"]}
    value, files = compute_evaluate(docs, spec, None)
    assert value == {dup["currency"]: {"amount_cents": dup["amount_cents"]}} and files == [dup["dup_of"]]
    for q in _jsonl(VARIANT / "questions.jsonl"):
        if "compute" in q and "categories" in q["compute"] and "gas" in q["compute"]["categories"]:
            assert "internet" not in q["compute"]["categories"]


def test_committed_variant3_is_what_the_generator_writes(tmp_path):
    subprocess.run([sys.executable, str(HERE / "household_variant3.py"), str(tmp_path)], check=True,
                   capture_output=True)

    def digests(root):
        return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
                for p in root.rglob("*") if p.is_file()}

    assert digests(tmp_path) == digests(VARIANT)


def test_variant3_open_bills_and_new_spellings():
    docs = _jsonl(VARIANT / "manifest.jsonl")
    value, files = compute_evaluate(docs, {"op": "unpaid", "as_of": "2026-11-30",
                                           "sensitivity": ["public", "internal"]}, None)
    assert value == ["electricity", "gas"] and len(files) == 2
    texts = {d["facts"].get("due_date_text") for d in docs if d["file"] in files}
    assert any(t and t.startswith("2026-12") for t in texts)  # ISO on the tear-off slip
    eur = {d["facts"]["language"]: d["facts"]["amount_due_text"] for d in docs
           if d.get("facts", {}).get("language")}
    assert eur["fr"].endswith(" €") and eur["de"].endswith(" €") and eur["nl"].startswith("€ ")


def test_variant3_asks_no_question_of_the_other_archives():
    mine = {q["question"].lower() for q in _jsonl(VARIANT / "questions.jsonl")}
    for other in ("household_variant", "household_variant2", "corpus/household"):
        assert not mine & {q["question"].lower() for q in _jsonl(DATA / other / "questions.jsonl")}
