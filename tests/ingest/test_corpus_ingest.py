"""Both shared corpora through the real ingest pipeline into the real database (slow; run in CI)."""
import json
import re

import pytest
from django.db.models import Q

from archive.models import Chunk, Document, Page
from ingest.corpus import corpus_load
from tests.corpus import CORPUS

pytestmark = [pytest.mark.slow, pytest.mark.django_db]


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).replace(" ,", ",").lower()


def _family_text(doc: Document) -> str:
    pages = Page.objects.filter(Q(document=doc) | Q(document__parent=doc)).order_by("document_id", "number")
    return _norm("\n".join(p.text for p in pages))


@pytest.mark.parametrize("corpus", ["household", "real"])
def test_every_document_is_indexed_or_failed_with_a_reason(corpus, household_corpus, real_corpus):
    # Session fixtures are requested as arguments so they load before this test's transaction begins.
    loaded = household_corpus if corpus == "household" else real_corpus
    assert loaded["docs"] and not loaded["rejected"]
    family = Document.objects.filter(Q(pk__in=[d.pk for d in loaded["docs"].values()]) |
                                     Q(parent_id__in=[d.pk for d in loaded["docs"].values()]))
    for doc in family:
        assert doc.status in ("indexed", "failed"), doc.original_filename
        if doc.status == "failed":
            assert doc.failure_reason, doc.original_filename
        else:
            assert doc.page_count == Page.objects.filter(document=doc).count()
            if doc.has_text:  # committed chunks with embeddings before "indexed"
                assert Chunk.objects.filter(document=doc, embedding__isnull=False).exists(), doc.original_filename
    print(f"\n{corpus}: {family.filter(status='indexed').count()} indexed, "
          f"{family.filter(status='failed').count()} failed of {family.count()}")


def test_scans_and_photos_go_the_ocr_path_and_are_read(household_corpus, real_corpus):
    docs = {**household_corpus["docs"], **real_corpus["docs"]}
    images = [d for name, d in docs.items() if name.lower().endswith((".jpg", ".jpeg", ".png"))]
    images.append(docs["Scan_20261107_0007.pdf"])  # the image-only PDF
    for doc in images:
        pages = list(Page.objects.filter(document=doc))
        assert pages and all(p.source == "ocr" for p in pages), doc.original_filename
        assert all(p.ocr_confidence is not None for p in pages)
    born_digital = docs["ACWD_2025-11_invoice.pdf"]
    assert set(Page.objects.filter(document=born_digital).values_list("source", flat=True)) == {"text_layer"}


def test_household_printed_facts_are_in_the_page_text(household_corpus):
    """Every household question's evidence string, and every photo's and scan's key facts, are found in
    the text of one of the documents that hold them (e-mail attachments count for their e-mail)."""
    docs = household_corpus["docs"]
    missing = []
    for line in (CORPUS / "household" / "questions.jsonl").read_text().splitlines():
        gold = json.loads(line)
        texts = [_family_text(docs[f.split("/")[-1]]) for f in gold.get("doc_files", [])]
        for evidence in gold.get("evidence") or []:
            if not any(_norm(evidence) in t for t in texts):
                missing.append((gold["id"], evidence))
    for line in (CORPUS / "household" / "manifest.jsonl").read_text().splitlines():
        entry = json.loads(line)
        text = _family_text(docs[entry["file"].split("/")[-1]])
        for fact in entry.get("ocr_facts") or []:
            if _norm(fact) not in text:
                missing.append((entry["file"], fact))
    assert missing == []


def test_duplicates_are_detected(household_corpus):
    again = corpus_load(CORPUS / "household" / "docs", process=False)
    assert len(again.documents) == len(household_corpus["docs"])
    assert Document.objects.filter(pk__in=again.documents).count() == len(household_corpus["docs"])
    assert set(again.documents) == {d.pk for d in household_corpus["docs"].values()}


def test_a_corpus_folders_own_description_and_gold_are_not_papers(tmp_path):
    """README.md, questions.jsonl and the manifest describe a corpus; only the papers beside them are stored."""
    from ingest.corpus import corpus_files
    for name in ("README.md", "questions.jsonl", "manifest.jsonl", "bill.pdf", "notes.md"):
        (tmp_path / name).write_text("x")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "README.md").write_text("x")
    assert [p.name for p in corpus_files(tmp_path)] == ["bill.pdf", "notes.md"]
