"""Consistency of household variant 4 (held out): it is what its generator writes, in the shared
corpus's formats, with gold answers that follow from its manifest. No database."""
import hashlib
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

from questions import CURRENCY_ORDER, compute_evaluate, money_text  # tests/corpus_gen is on sys.path (rootdir-less)

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
VARIANT = DATA / "household_variant4"
SHARED = DATA / "corpus"  # the in-repository copy of the shared corpora (tests/data/corpus/README.md)
OTHERS = ("household_variant", "household_variant2", "household_variant3", "corpus/household")


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_variant4_uses_the_shared_formats():
    shared_rows = _jsonl(SHARED / "household" / "manifest.jsonl")
    rows = _jsonl(VARIANT / "manifest.jsonl")
    required = set.intersection(*(set(r) for r in shared_rows))
    pay_keys = {"amount_cents", "currency", "paid_on", "category", "payee", "direction"}
    archive = json.loads((VARIANT / "archive.json").read_text())
    users = {m["user"] for m in archive["household"]["members"]}
    assert archive["documents"] == len(rows) and 55 <= len(rows) <= 70
    files = {r["file"] for r in rows}
    assert len(files) == len(rows)
    for r in rows:
        assert required <= set(r), r["file"]
        assert (VARIANT / r["file"]).is_file()
        assert r["owner"] in users and r["sensitivity"] in ("public", "internal", "confidential", "restricted")
        assert "2024-08-01" <= r["created"] <= archive["today"]
        for p in r["payments"]:
            assert pay_keys <= set(p) and isinstance(p["amount_cents"], int)
            assert p.get("dup_of", r["file"]) in files and p.get("dup_of") != r["file"]
    shared_q_keys = set().union(*(set(q) for q in _jsonl(SHARED / "household" / "questions.jsonl")))
    questions = _jsonl(VARIANT / "questions.jsonl")
    assert archive["questions"] == len(questions) and 65 <= len(questions) <= 90
    assert len({q["id"] for q in questions}) == len(questions)
    for q in questions:
        assert set(q) <= shared_q_keys, set(q) - shared_q_keys
        assert set(q["doc_files"]) <= files
        assert q["asker"] in users and q["as_of"] == archive["today"]
        assert (q["answer"] is None) == (q["kind"] == "absent") == (not q["doc_files"])
        assert q["requires_confidential"] == (q["kind"] == "confidential")
    assert sum((VARIANT / f).stat().st_size for f in files) < 6_000_000


def test_variant4_covers_the_document_and_question_kinds():
    rows = _jsonl(VARIANT / "manifest.jsonl")
    formats = Counter(r["format"] for r in rows)
    assert formats["eml"] >= 2 and formats["photo_jpg"] >= 2 and formats["scan_pdf"] >= 1
    assert {"confidential", "restricted"} <= {r["sensitivity"] for r in rows}
    assert {"fr", "de", "nl"} <= {r.get("facts", {}).get("language") for r in rows}
    kinds_docs = Counter(r["kind"] for r in rows)
    assert kinds_docs["reminder"] >= 2 and kinds_docs["credit_note"] >= 2
    pays = [p for r in rows for p in r["payments"]]
    assert any("dup_of" in p for p in pays) and any(p["amount_cents"] < 0 for p in pays)
    questions = _jsonl(VARIANT / "questions.jsonl")
    kinds = Counter(q["kind"] for q in questions)
    for kind in ("amount", "date", "lookup", "party", "confidential", "absent"):
        assert kinds[kind] >= 3, kind
    assert 18 <= kinds["aggregate"] <= 20
    ops = {q["compute"]["op"] for q in questions if "compute" in q}
    assert {"sum", "max", "min", "avg_monthly", "count_docs", "argmax_month", "diff", "unpaid",
            "unpaid_sum"} <= ops


def test_variant4_aggregates_follow_from_the_manifest():
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
    assert checked >= 18


def test_variant4_duplicate_counted_once_and_separate_receipt_counted():
    docs = _jsonl(VARIANT / "manifest.jsonl")
    by_file = {d["file"]: d for d in docs}
    dup_row = next(d for d in docs if any("dup_of" in p for p in d["payments"]))
    dup = dup_row["payments"][0]
    assert (VARIANT / dup_row["file"]).read_bytes() == (VARIANT / dup["dup_of"]).read_bytes()  # same file twice
    spec = {"op": "sum", "categories": [dup["category"]], "from": dup["paid_on"], "to": dup["paid_on"]}
    value, files = compute_evaluate(docs, spec, None)
    assert value == {dup["currency"]: {"amount_cents": dup["amount_cents"]}} and files == [dup["dup_of"]]
    # a bill without a payment of its own whose payment is the separate receipt's
    bill = next(d for d in docs if d.get("facts", {}).get("paid_via"))
    receipt = by_file[bill["facts"]["paid_via"]]
    assert not bill["payments"] and receipt["payments"] and receipt["facts"]["against"] == bill["file"]
    assert bill["facts"]["due_date"] < json.loads((VARIANT / "archive.json").read_text())["today"]
    p = receipt["payments"][0]
    value, files = compute_evaluate(docs, {"op": "sum", "categories": [p["category"]], "from": p["paid_on"],
                                           "to": p["paid_on"]}, None)
    assert files == [receipt["file"]] and value[p["currency"]]["amount_cents"] == p["amount_cents"]
    for q in _jsonl(VARIANT / "questions.jsonl"):
        if "compute" in q and "categories" in q["compute"] and "gas" in q["compute"]["categories"]:
            assert "internet" not in q["compute"]["categories"]


def test_variant4_open_bills_and_foreign_currencies():
    docs = _jsonl(VARIANT / "manifest.jsonl")
    today = json.loads((VARIANT / "archive.json").read_text())["today"]
    value, files = compute_evaluate(docs, {"op": "unpaid", "as_of": today, "sensitivity": ["public", "internal"]},
                                    None)
    assert len(value) == len(files) == 2
    currencies = {p["currency"] for d in docs for p in d["payments"]}
    assert {"EUR", "USD"} <= currencies and currencies - set(CURRENCY_ORDER)  # one not summed by questions.py
    for q in _jsonl(VARIANT / "questions.jsonl"):  # so no aggregate may touch it
        if "compute" in q and q["compute"]["op"] in ("sum", "max", "min", "avg_monthly", "argmax_month"):
            assert q["compute"].get("currency") != "CHF"


def test_committed_variant4_is_what_the_generator_writes(tmp_path):
    subprocess.run([sys.executable, str(HERE / "household_variant4.py"), str(tmp_path)], check=True,
                   capture_output=True)

    def digests(root):
        return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
                for p in root.rglob("*") if p.is_file()}

    assert digests(tmp_path) == digests(VARIANT)


def test_variant4_asks_no_question_of_the_other_archives():
    mine = {q["question"].lower() for q in _jsonl(VARIANT / "questions.jsonl")}
    assert len(mine) == len(_jsonl(VARIANT / "questions.jsonl"))
    for other in OTHERS:
        assert not mine & {q["question"].lower() for q in _jsonl(DATA / other / "questions.jsonl")}


def test_variant4_names_no_issuer_of_the_other_archives():
    def parties(path: Path) -> set[str]:
        out = set()
        for r in _jsonl(path):
            for p in r["payments"]:
                out.add(p["payee"].lower())
            for key in ("issuer", "store", "employer", "insurer", "landlord", "school"):
                if isinstance(r.get("facts", {}).get(key), str):
                    out.add(r["facts"][key].lower())
        return out

    mine = parties(VARIANT / "manifest.jsonl")
    for other in OTHERS:
        assert not mine & parties(DATA / other / "manifest.jsonl"), other
