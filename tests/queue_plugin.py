"""Loaded with ``-p tests.queue_plugin`` before Django's settings: every test run sends its Celery tasks
to a queue of its own, so parallel runs (or a developer's worker) never take each other's tasks."""
import os
import uuid

os.environ.setdefault("SHOEBOX_CELERY_QUEUE", f"shoebox-test-{uuid.uuid4().hex[:8]}")
