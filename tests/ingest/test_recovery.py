"""Leases, the recovery sweep, the attempt cap and the one declared flow, on the real database."""
import os
import signal
import socket
from datetime import timedelta

import pymupdf
import pytest
from celery.exceptions import SoftTimeLimitExceeded
from django.core.management import call_command
from django.db import connection
from django.utils import timezone

from archive.models import Chunk, Document, Page, PaymentRecord
from ingest import lease
from ingest.pdf import pdf_pages
from ingest.pipeline import BUSY, document_create, document_process, document_process_inline
from ingest.recovery import INDEX, PAYMENTS, documents_recover
from tests.factories import make_pdf

BILL = ("Riverbend Water Authority\nStatement date: 03/14/2026\nAccount 1234\nAmount due\n$88.15\n"
        "Due date: 04/02/2026\n")


def _stored(user, text="A water bill, amount due $12.00", name="bill.pdf"):
    return document_create(owner=user, data=make_pdf(text), filename=name, enqueue=False).document


def _set(doc, **fields):
    Document.objects.filter(pk=doc.pk).update(**fields)
    doc.refresh_from_db()


def _nul_email() -> bytes:
    """A quoted-printable e-mail whose subject and body hold NUL characters (=00)."""
    return (b"From: Billing <billing@example.org>\r\nTo: a@example.org\r\n"
            b"Subject: =?utf-8?q?Your_bill=00_for_March?=\r\nDate: Fri, 03 Apr 2026 07:12:05 -0500\r\n"
            b"MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n"
            b"Content-Transfer-Encoding: quoted-printable\r\n\r\n"
            b"Amount due=00 $41.20 by April 24, 2026.=00=00\r\nThank you.\r\n")


@pytest.mark.django_db
def test_nul_characters_are_removed_and_the_email_is_indexed(user):
    doc = document_create(owner=user, data=_nul_email(), filename="nul.eml", enqueue=False).document
    assert document_process(doc.pk) == Document.Status.INDEXED
    doc.refresh_from_db()
    text = Page.objects.get(document=doc).text
    assert "\x00" not in text and "\x00" not in doc.title
    assert "Amount due  $41.20" in text and doc.title.startswith("Your bill")


@pytest.mark.parametrize("filename", ["raw-nul.eml", "raw-nul"])
def test_raw_nul_bytes_in_an_email_file_still_read_as_email(filename):
    from ingest.extract import EML, detect_mime, extract

    data = (b"From: Billing <billing@example.org>\nTo: a@example.org\nSubject: NUL\x00 in the subject\n"
            b"Content-Type: text/plain\n\nAmount due\x00 $41.20 by April 24, 2026.\n")
    assert detect_mime(data, filename) == EML
    assert "$41.20" in extract(data, filename=filename).pages[0].text
    assert detect_mime(b"From: x\n" + bytes(range(256)) * 8, "blob") != EML  # one header is not a mail


@pytest.mark.django_db
def test_a_database_refusal_fails_the_document_instead_of_raising(user):
    with connection.cursor() as cur:  # a real refusal by PostgreSQL, scoped to this test's transaction
        cur.execute("""CREATE FUNCTION refuse_marked() RETURNS trigger LANGUAGE plpgsql AS $$
                       BEGIN IF NEW.text LIKE '%REFUSE-ME%' THEN RAISE EXCEPTION 'refused'; END IF;
                       RETURN NEW; END $$""")
        cur.execute("CREATE TRIGGER refuse_marked BEFORE INSERT ON archive_page FOR EACH ROW "
                    "EXECUTE FUNCTION refuse_marked()")
    doc = _stored(user, "Please REFUSE-ME now")
    assert document_process(doc.pk) == Document.Status.FAILED
    doc.refresh_from_db()
    assert doc.status == "failed" and "database refused" in doc.failure_reason
    assert doc.lease_owner == "" and not Page.objects.filter(document=doc).exists()


@pytest.mark.django_db
def test_attempt_cap_ends_a_document_that_keeps_killing_workers(user, settings):
    doc = _stored(user)
    _set(doc, status="processing", attempts=settings.SHOEBOX_MAX_ATTEMPTS, lease_owner="elsewhere:1:x",
         lease_until=timezone.now() - timedelta(seconds=1))
    assert document_process(doc.pk) == Document.Status.FAILED
    doc.refresh_from_db()
    assert doc.status == "failed" and f"gave up after {settings.SHOEBOX_MAX_ATTEMPTS}" in doc.failure_reason
    assert document_process(doc.pk) == Document.Status.FAILED  # a late duplicate message does nothing


@pytest.mark.django_db
def test_claim_refuses_a_document_another_live_worker_holds(user):
    doc = _stored(user)
    live_here = f"{socket.gethostname()}:{os.getpid()}:other"  # this process is alive: a live holder
    _set(doc, status="processing", lease_owner=live_here, lease_until=timezone.now() + timedelta(seconds=60))
    assert document_process(doc.pk) == BUSY
    _set(doc, lease_owner="another-host:4242:x")  # another host, lease current: alive as far as we know
    assert document_process(doc.pk) == BUSY
    assert not Page.objects.filter(document=doc).exists()
    _set(doc, lease_until=timezone.now() - timedelta(seconds=1))  # its lease ran out: the worker is gone
    assert document_process(doc.pk) == Document.Status.INDEXED


@pytest.mark.django_db
def test_a_dead_pool_child_on_this_host_is_taken_over_at_once(user):
    doc = _stored(user)
    pid = os.fork()
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)  # that pid is gone now
    _set(doc, status="processing", lease_owner=f"{socket.gethostname()}:{pid}:x",
         lease_until=timezone.now() + timedelta(seconds=60))
    assert documents_recover() == [(doc.pk, INDEX)]
    assert document_process(doc.pk) == Document.Status.INDEXED


@pytest.mark.django_db
def test_sweep_leaves_a_backlog_alone_and_takes_up_what_was_abandoned(user):
    long_ago = timezone.now() - timedelta(hours=1)
    backlog = _stored(user, "waiting in the queue", "a.pdf")
    _set(backlog, added_at=long_ago, queued_at=long_ago)  # its message was sent: it is just waiting
    never_sent = _stored(user, "the broker was down", "b.pdf")
    _set(never_sent, added_at=long_ago, queued_at=None)
    dead = _stored(user, "its worker died", "c.pdf")
    _set(dead, status="processing", added_at=long_ago, lease_owner="gone-host:1:x",
         lease_until=timezone.now() - timedelta(seconds=5))
    alive = _stored(user, "its worker works", "d.pdf")
    _set(alive, status="processing", added_at=long_ago, lease_owner="busy-host:1:x",
         lease_until=timezone.now() + timedelta(seconds=30))
    no_payments = _stored(user, "killed before payment extraction", "e.pdf")
    _set(no_payments, status="indexed", indexed_at=long_ago, extraction_status="pending",
         lease_owner="gone-host:2:y", lease_until=timezone.now() - timedelta(seconds=5))
    paying = _stored(user, "payments message in the queue", "f.pdf")
    _set(paying, status="indexed", indexed_at=long_ago, extraction_status="pending", queued_at=long_ago)

    assert sorted(documents_recover()) == sorted([(never_sent.pk, INDEX), (dead.pk, INDEX),
                                                  (no_payments.pk, PAYMENTS)])
    dead.refresh_from_db()
    assert dead.status == "queued" and dead.lease_owner == ""
    assert documents_recover() == []  # taken once: no second sweeper queues them again


@pytest.mark.django_db
def test_reindex_stale_sync_finds_a_just_crashed_document(user):
    doc = _stored(user)
    _set(doc, status="processing", processing_started_at=timezone.now(), lease_owner="gone-host:1:x",
         lease_until=timezone.now() - timedelta(seconds=1))
    call_command("reindex", "--stale", "--sync", stdout=open(os.devnull, "w"))
    doc.refresh_from_db()
    assert doc.status == "indexed" and doc.extraction_status == "done"


@pytest.mark.django_db
def test_reindex_sync_re_extracts_payments(user):
    doc = _stored(user, BILL)
    assert document_process(doc.pk) == Document.Status.INDEXED  # index step only: no payment records yet
    assert not PaymentRecord.objects.filter(document=doc).exists()
    call_command("reindex", str(doc.pk), "--sync", stdout=open(os.devnull, "w"))
    doc.refresh_from_db()
    assert doc.status == "indexed" and doc.extraction_status == "done"
    assert PaymentRecord.objects.filter(document=doc, amount_cents=8815).count() == 1


@pytest.mark.django_db
def test_reindex_keeps_the_document_in_search_until_the_new_rows_commit(user):
    doc = _stored(user, "Old text about the water meter")
    document_process_inline(doc.pk)
    old_chunks = set(Chunk.objects.filter(document=doc).values_list("id", flat=True))
    call_command("reindex", str(doc.pk), stdout=open(os.devnull, "w"))  # queued for a worker
    doc.refresh_from_db()
    assert doc.status == "indexed" and doc.reindex_requested_at is not None
    assert set(Chunk.objects.filter(document=doc).values_list("id", flat=True)) == old_chunks
    assert document_process(doc.pk) == Document.Status.INDEXED
    doc.refresh_from_db()
    assert doc.reindex_requested_at is None and doc.attempts == 1
    assert Chunk.objects.filter(document=doc).exists() and not Chunk.objects.filter(id__in=old_chunks).exists()


def _long_text_pdf(pages: int) -> bytes:
    pdf = pymupdf.open()
    for n in range(pages):
        pdf.new_page().insert_textbox(pymupdf.Rect(50, 50, 550, 800), f"Page {n} statement line " * 60,
                                      fontsize=9)
    data = pdf.tobytes()
    pdf.close()
    return data


def test_soft_time_limit_is_not_swallowed_by_the_per_page_guard():
    """Celery's soft limit is a signal whose handler raises SoftTimeLimitExceeded wherever the code is;
    here a timer does the same in the middle of a long text-layer PDF."""
    data = _long_text_pdf(1500)

    def soft_limit(signum, frame):
        raise SoftTimeLimitExceeded()

    previous = signal.signal(signal.SIGALRM, soft_limit)
    signal.setitimer(signal.ITIMER_REAL, 0.3)
    try:
        with pytest.raises(SoftTimeLimitExceeded):
            pdf_pages(data)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.django_db(transaction=True)
def test_heartbeat_renews_the_lease_while_a_step_runs(user, settings):
    import time

    settings.SHOEBOX_LEASE_S = 0.4
    doc = _stored(user)
    holder = lease.holder_new()
    start = timezone.now()
    _set(doc, lease_owner=holder, lease_until=start)
    with lease.Heartbeat(doc.pk, holder):
        time.sleep(0.8)
    doc.refresh_from_db()
    assert doc.lease_until > start + timedelta(seconds=0.5)  # renewed to now + 0.4 s after 0.1 s steps


@pytest.mark.django_db
def test_a_finished_documents_dead_lease_is_released_without_requeueing(user):
    # The worker died between marking the document done and releasing its lease (seen in the crash series).
    doc = _stored(user)
    _set(doc, status="indexed", extraction_status="done", lease_owner="gone-host:7:z",
         lease_until=timezone.now() - timedelta(seconds=5))
    live = _stored(user, name="other.pdf")
    _set(live, status="indexed", extraction_status="done", lease_owner="busy-host:1:x",
         lease_until=timezone.now() + timedelta(seconds=60))
    assert documents_recover() == []  # nothing to queue again
    doc.refresh_from_db()
    live.refresh_from_db()
    assert (doc.lease_owner, doc.lease_until, doc.status) == ("", None, "indexed")
    assert live.lease_owner == "busy-host:1:x"  # a live holder's lease is left alone
