"""Session-wide corpora, ingested once through the real pipeline (extraction, OCR, chunks, embeddings,
payment records) into the test database. Non-transactional tests read them inside their own
transaction; pytest-django runs transactional tests (which flush tables) after these."""
from pathlib import Path

import pytest

from archive.models import Document
from ingest.corpus import corpus_load

#: The corpora the suite needs, in the repository (tests/data/corpus/README.md gives sources and licences).
CORPUS = Path(__file__).resolve().parent / "data" / "corpus"


def _load(django_db_blocker, root: Path) -> dict:
    with django_db_blocker.unblock():
        loaded = corpus_load(root)
        docs = {}
        for doc in Document.objects.filter(pk__in=loaded.documents):
            docs[doc.original_filename] = doc
        return {"users": loaded.users, "docs": docs, "rejected": loaded.rejected}


@pytest.fixture(scope="session")
def household_corpus(django_db_setup, django_db_blocker) -> dict:
    """The household archive: users talia, quintus, sage in group 'household'; ``docs`` by file name."""
    return _load(django_db_blocker, CORPUS / "household" / "docs")


@pytest.fixture(scope="session")
def real_corpus(django_db_setup, django_db_blocker) -> dict:
    """The 20 real public documents, owned by the user 'evaluator'; ``docs`` by file name."""
    return _load(django_db_blocker, CORPUS / "real")


@pytest.fixture
def household(household_corpus, db) -> dict:
    """The session's household corpus inside this test's transaction, ``docs`` keyed as in manifest.jsonl
    ("docs/<file>")."""
    return {**household_corpus, "docs": {f"docs/{k}": v for k, v in household_corpus["docs"].items()}}
