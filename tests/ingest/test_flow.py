"""One declared flow: the corpus loader, `ingest --sync`, `reindex --sync` and the Celery chain end a
document (and its attachments) in the same state; a worker killed with no operator recovers by itself."""
import os
import time
from email.message import EmailMessage

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from archive.models import Document
from ingest.corpus import corpus_load
from ingest.pipeline import document_create
from tests.factories import make_pdf
from tests.ingest.test_worker import _scanned_pdf
from tests.worker import Worker

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(600)]

BILL = ("Riverbend Water Authority\nStatement date: 03/14/2026\nAccount 1234\nAmount due\n$88.15\n"
        "Due date: 04/02/2026\n")


def _email() -> bytes:
    msg = EmailMessage()
    msg["From"] = "Riverbend Water <billing@riverbend.example>"
    msg["To"] = "household@example.org"
    msg["Subject"] = "Your March water bill"
    msg["Date"] = "Sat, 14 Mar 2026 07:12:05 -0500"
    msg.set_content("Your statement is attached. Amount due $88.15 by 04/02/2026.\n")
    msg.add_attachment(make_pdf(BILL), maintype="application", subtype="pdf", filename="water-2026-03.pdf")
    return msg.as_bytes()


def _state(owner) -> list[tuple]:
    """Everything a run leaves for ``owner``: per document status, extraction, pages, chunks, records."""
    out = []
    for doc in Document.objects.filter(owner=owner).order_by("original_filename"):
        out.append((doc.original_filename, doc.status, doc.extraction_status, doc.page_count,
                    [p.text for p in doc.pages.order_by("number")], doc.chunks.count(),
                    sorted((r.amount_cents, r.currency, r.kind) for r in doc.payments.all()), doc.lease_owner))
    return out


def _wait_done(owner, expected: int, timeout=180):
    deadline = time.time() + timeout
    while time.time() < deadline:
        docs = list(Document.objects.filter(owner=owner))
        if len(docs) == expected and all(d.status in ("indexed", "failed") and d.extraction_status != "pending"
                                         and d.extraction_status != "processing" and not d.lease_owner
                                         for d in docs):
            return
        time.sleep(0.3)
    raise AssertionError(
        f"timed out: {[(d.pk, d.status, d.extraction_status) for d in Document.objects.filter(owner=owner)]}")


def test_every_entry_point_ends_in_the_same_state(tmp_path):
    users = get_user_model().objects
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "bill.eml").write_bytes(_email())
    loaded = corpus_load(tmp_path / "corpus")  # owner: the corpus's default user
    via_corpus = _state(loaded.users["evaluator"])

    sync_user = users.create_user("sync")
    call_command("ingest", str(tmp_path / "corpus" / "bill.eml"), "--owner", "sync", "--sync",
                 stdout=open(os.devnull, "w"), stderr=open(os.devnull, "w"))
    via_ingest_sync = _state(sync_user)

    celery_user = users.create_user("celery")
    worker = Worker().start()
    try:
        document_create(owner=celery_user, data=_email(), filename="bill.eml")
        _wait_done(celery_user, 2)
    finally:
        worker.stop()
    via_celery = _state(celery_user)

    parent = Document.objects.get(owner=celery_user, parent=None)
    call_command("reindex", str(parent.pk), "--sync", stdout=open(os.devnull, "w"))
    via_reindex_sync = _state(celery_user)

    assert len(via_corpus) == 2 and via_corpus[1][1:3] == ("indexed", "done")
    assert (88_15, "USD", "due") in via_corpus[1][6]
    assert via_ingest_sync == via_corpus
    assert via_celery == via_corpus
    assert via_reindex_sync == via_corpus


def _wait_status(ids, timeout):
    deadline = time.time() + timeout
    while time.time() < deadline:
        docs = list(Document.objects.filter(pk__in=ids))
        if all(d.status in ("indexed", "failed") and d.extraction_status not in ("pending", "processing")
               and not d.lease_owner for d in docs):
            return docs
        time.sleep(0.3)
    raise AssertionError(
        f"not recovered in {timeout}s: "
        f"{[(d.pk, d.status, d.extraction_status, d.lease_owner) for d in Document.objects.filter(pk__in=ids)]}")


#: Short lease and sweep so the test is quick; production defaults (60 s, 30 s) keep recovery under 2 min.
FAST = dict(SHOEBOX_LEASE_S="4", SHOEBOX_RECOVER_EVERY_S="1")


@pytest.mark.parametrize("how", ["whole worker", "pool child"])
def test_killed_worker_recovers_with_no_operator_step(user, how):
    worker = Worker(visibility_timeout=3600, **FAST).start()  # the broker would give the message back only
    try:                                                      # after an hour: the lease must do it
        doc = document_create(owner=user, data=_scanned_pdf(3), filename="scan.pdf").document
        deadline = time.time() + 60
        while Document.objects.get(pk=doc.pk).status != "processing":
            assert time.time() < deadline, "worker never started the document"
            time.sleep(0.1)
        time.sleep(1.0)
        if how == "whole worker":
            worker.kill()
            worker = Worker(visibility_timeout=3600, **FAST).start()
        else:
            assert worker.kill_child()
        started = time.time()
        [final] = _wait_status([doc.pk], timeout=90)
        recovered_in = time.time() - started
    finally:
        worker.stop()
    assert final.status == "indexed" and final.extraction_status == "done" and final.attempts == 2
    assert final.pages.count() == 3 and final.lease_owner == ""
    assert recovered_in < 60
