"""The evaluate command end to end on a tiny corpus written here: it ingests, asks, scores, splits and
prints the table and the confidence bands."""
import json
from io import StringIO

import pytest
from django.core.management import call_command

from tests.factories import make_pdf


@pytest.mark.django_db(transaction=True)
def test_evaluate_scores_a_small_corpus(tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "water.pdf").write_bytes(make_pdf("Brookmere Water\nStatement date: 2026-10-02\nAmount due: $48.20\n"
                                              "Please pay by 2026-10-25"))
    (docs / "lease.pdf").write_bytes(make_pdf("Lease agreement\nThe monthly rent is $1,310.00.\nTerm ends 2027-06-30."))
    manifest = [{"file": "docs/water.pdf", "owner": "ann", "sensitivity": "internal", "facts": {"issuer": "Brookmere"}},
                {"file": "docs/lease.pdf", "owner": "ann", "sensitivity": "internal"}]
    (tmp_path / "manifest.jsonl").write_text("\n".join(json.dumps(m) for m in manifest) + "\n")
    questions = [
        {"id": "t1", "question": "How much is the monthly rent?", "answer": "USD 1310.00",
         "answer_aliases": ["$1,310.00"], "doc_files": ["docs/lease.pdf"], "kind": "amount", "asker": "ann",
         "as_of": "2026-11-30"},
        {"id": "t2", "question": "When is the Brookmere water bill due?", "answer": "2026-10-25", "answer_aliases": [],
         "doc_files": ["docs/water.pdf"], "kind": "date", "asker": "ann", "as_of": "2026-11-30"},
        {"id": "t3", "question": "What is the boat mooring fee?", "answer": None, "doc_files": [], "kind": "absent",
         "asker": "ann", "as_of": "2026-11-30"},
    ]
    qfile = tmp_path / "questions.jsonl"
    qfile.write_text("\n".join(json.dumps(q) for q in questions) + "\n")
    out = StringIO()
    call_command("evaluate", docs=str(docs), questions=str(qfile), verbose=True, stdout=out)
    text = out.getvalue()
    assert "split:dev" in text or "split:test" in text
    assert "confidence band" in text
    row = next(line for line in text.splitlines() if line.startswith("all "))
    assert row.split()[1] == "3"  # three questions scored
    out = StringIO()
    call_command("evaluate", docs=str(docs), questions=str(qfile), json=True, reuse=True, stdout=out)
    data = json.loads(out.getvalue())
    assert {q["id"] for q in data["questions"]} == {"t1", "t2", "t3"} and "bands" in data


@pytest.mark.parametrize(("got", "right"), [
    ("3 water payments (1 December 2025 – 30 November 2026).", True),
    ("You paid three times.", True),
    ("4 water documents (1 December 2025 – 30 November 2026).", False),  # 3 only inside "30 November"
    ("13 bills (2026).", False),
    ("USD 3.50", False),
    ("Paid on 3 March 2026: 2 bills.", False),
])
def test_a_count_is_matched_as_a_number_of_its_own(got, right):
    from ask.evaluation import answer_matches

    gold = {"answer": "3", "answer_aliases": ["three"], "kind": "aggregate"}
    assert answer_matches(got, gold) is right


def test_a_number_with_separators_matches_its_alias_only_whole():
    from ask.evaluation import answer_matches

    gold = {"answer": "45728", "answer_aliases": ["45,728", "45,728 mi"], "kind": "amount"}
    assert answer_matches("The odometer read 45,728 miles.", gold)
    assert not answer_matches("The odometer read 145,728 miles.", gold)


def test_an_answer_or_alias_is_matched_as_whole_words_only():
    from ask.evaluation import answer_matches

    vat = {"answer": "4,90 EUR", "answer_aliases": ["4.90 EUR", "EUR 4.90"], "kind": "amount"}
    assert answer_matches("4.90 EUR", vat)
    assert not answer_matches("104.90 EUR", vat)  # the total, which only ends in the VAT's digits
    seller = {"answer": "Ann Oakley", "answer_aliases": ["Oakley"], "kind": "party"}
    assert answer_matches("Ann Oakley; Bo Reyes", seller)
    assert not answer_matches("Joanna Oakleyford", seller)
