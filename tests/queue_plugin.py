"""Loaded with ``-p tests.queue_plugin`` before Django's settings: every test run sends its Celery tasks
to a queue of its own, so parallel runs (or a developer's worker) never take each other's tasks, and
counts its throttles under a cache prefix of its own."""
import os
import uuid

RUN = uuid.uuid4().hex[:8]
os.environ.setdefault("SHOEBOX_CELERY_QUEUE", f"shoebox-test-{RUN}")
# Throttle counters in the shared Redis: a prefix of this run's own (servers it starts inherit it).
os.environ.setdefault("SHOEBOX_CACHE_PREFIX", f"shoebox-test-{RUN}")
