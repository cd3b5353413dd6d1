"""A crash series: a real worker is SIGKILLed at random moments (the whole process group, or one pool
child) while a small corpus ingests; after each kill of the whole worker a new one is started, with no
other action. Every document must end as in a clean run (status, pages, chunks, embeddings, payment
records) within a bounded time."""
import random
import time

import numpy as np
import pytest
from django.contrib.auth import get_user_model

from archive.models import Document
from ingest.pipeline import document_create, document_process_inline
from tests.corpus import CORPUS
from tests.worker import Worker

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True), pytest.mark.timeout(900)]

FILES = ["2026-04-03_Cedar_Valley_Gas_Co._bill.eml", "2026-08-22_Brightline_Fiber_bill.eml",
         "IMG_20260301_102107.jpg", "Scan_20261107_0007.pdf", "Sentinel_Monitoring_Agreement_SA-816801.pdf",
         "Payslip_Talia_Jul2026.pdf", "house-notes.txt", "ACWD_2023-01_invoice.pdf",
         "Lease_Amendment_1_signed.pdf"]
KILLS = 12
#: Recovery must finish within this after the last kill (production lease 60 s + sweep 30 s: 2 min).
BOUND_S = 180
#: Short lease, sweep and visibility so the series fits in CI minutes. The attempt cap is raised: this
#: test kills on purpose, many times; the cap has a test of its own (test_recovery.py).
FAST = dict(SHOEBOX_LEASE_S="4", SHOEBOX_RECOVER_EVERY_S="1", SHOEBOX_MAX_ATTEMPTS="100")


def _state(owner) -> dict:
    out = {}
    for doc in Document.objects.filter(owner=owner).prefetch_related("pages", "chunks", "payments"):
        out[doc.original_filename] = {
            "status": doc.status, "extraction": doc.extraction_status, "failure": doc.failure_reason,
            "lease": doc.lease_owner, "parent": doc.parent.original_filename if doc.parent else None,
            "pages": [(p.number, p.text, p.source) for p in sorted(doc.pages.all(), key=lambda p: p.number)],
            "chunks": [(c.ordinal, c.text, c.char_start, c.char_end) for c in sorted(doc.chunks.all(),
                                                                                      key=lambda c: c.ordinal)],
            "embeddings": [np.asarray(c.embedding) for c in sorted(doc.chunks.all(), key=lambda c: c.ordinal)],
            "payments": sorted((r.amount_cents, r.currency, r.kind, str(r.paid_on), str(r.due_on), r.category)
                               for r in doc.payments.all()),
        }
    return out


def _settled(owner, expected: int) -> bool:
    docs = list(Document.objects.filter(owner=owner))
    return len(docs) >= expected and all(
        d.status in ("indexed", "failed") and d.extraction_status not in ("pending", "processing")
        and not d.lease_owner for d in docs if d.status != "failed") and all(
        d.status in ("indexed", "failed") for d in docs)


def test_random_kills_end_as_a_clean_run():
    users = get_user_model().objects
    clean_owner, crash_owner = users.create_user("clean"), users.create_user("crashed")
    paths = [CORPUS / "household" / "docs" / name for name in FILES]
    for path in paths:
        document_process_inline(document_create(owner=clean_owner, data=path.read_bytes(), filename=path.name,
                                                enqueue=False).document.pk)
    clean = _state(clean_owner)
    assert len(clean) > len(FILES)  # the e-mails' attachments too

    rng = random.Random(20261201)
    worker = Worker(concurrency=2, **FAST).start()
    kinds = []
    try:
        for path in paths:
            document_create(owner=crash_owner, data=path.read_bytes(), filename=path.name)
        for n in range(KILLS):
            time.sleep(rng.uniform(0.5, 3.0))
            if n % 2 == 0:
                worker.kill()  # the whole process group, as the kernel's OOM killer or a power cut would
                worker = Worker(concurrency=2, **FAST).start()
                kinds.append("group")
            else:
                kinds.append("child" if worker.kill_child() else "child (none)")
        last_kill = time.time()
        while not _settled(crash_owner, len(clean)):
            assert time.time() - last_kill < BOUND_S, f"not recovered within {BOUND_S} s after {kinds}: " + str(
                [(d.original_filename, d.status, d.extraction_status, d.lease_owner)
                 for d in Document.objects.filter(owner=crash_owner)])
            time.sleep(0.5)
    finally:
        worker.stop()
    crashed = _state(crash_owner)
    attempts = sorted(Document.objects.filter(owner=crash_owner).values_list("attempts", flat=True))
    assert kinds.count("group") >= 6 and len(kinds) >= 10
    assert max(attempts) >= 2  # some document really was interrupted and taken up again
    assert sorted(crashed) == sorted(clean)
    for name, want in clean.items():
        got = crashed[name]
        for key in ("status", "extraction", "failure", "lease", "parent", "pages", "chunks", "payments"):
            assert got[key] == want[key], (name, key)
        assert len(got["embeddings"]) == len(want["embeddings"])
        for a, b in zip(got["embeddings"], want["embeddings"]):
            assert np.allclose(a, b, atol=1e-3), name
