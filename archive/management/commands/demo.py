"""python manage.py demo: the main job end to end on the shipped sample archive.

Starts the embedded PostgreSQL when no DATABASE_URL is set, migrates, creates the household's users,
ingests ``archive/sample`` (through a real Celery worker when Redis answers; in this process otherwise,
and says so), asks the motivating questions with citations, then serves the portal on 127.0.0.1.
"""
import json
import os
import socket
import subprocess
import sys
import time
from datetime import date
from pathlib import Path
from urllib.parse import urlparse

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand
from tqdm import tqdm

SAMPLE = Path(__file__).resolve().parents[2] / "sample"
QUESTIONS = [
    "When is my car insurance due?",
    "What was the total utilities amount paid in November last year?",
    "Who signed the lease amendment?",
]
DEMO_PASSWORD = "shoebox-demo"


def _reachable(url: str) -> bool:
    parsed = urlparse(url)
    try:
        with socket.create_connection((parsed.hostname or "127.0.0.1", parsed.port or 6379), timeout=1):
            return True
    except OSError:
        return False


class Command(BaseCommand):
    help = "Ingest the sample archive, answer the motivating questions with citations, serve the portal."

    def add_arguments(self, parser):
        parser.add_argument("--no-serve", action="store_true", help="stop after the answers")
        parser.add_argument("--port", type=int, default=8000)
        parser.add_argument("--docs", default=str(SAMPLE / "docs"), help="folder to ingest instead of the sample")

    def handle(self, *args, **opts):
        if "DATABASE_URL" not in os.environ:
            from archive import pgserver

            self.stdout.write(f"database: embedded PostgreSQL with pgvector at {pgserver.start()}")
        call_command("migrate", verbosity=0)
        worker = self._ingest(Path(opts["docs"]))
        self._ask()
        if opts["no_serve"]:
            if worker:
                worker.terminate()
            return
        self.stdout.write(f"\nPortal: http://127.0.0.1:{opts['port']}/  (sign in as talia / {DEMO_PASSWORD}; "
                          "Ctrl-C stops)")
        try:
            call_command("runserver", f"127.0.0.1:{opts['port']}", use_reloader=False)
        finally:
            if worker:
                worker.terminate()

    def _users(self, root):
        from ingest.corpus import _manifest, corpus_users

        users = corpus_users(root, _manifest(root))
        for name, user in users.items():
            if not user.has_usable_password():
                user.set_password(DEMO_PASSWORD)
            if name == "talia":
                user.is_staff = user.is_superuser = True
            user.save()
        return users

    def _ingest(self, root: Path):
        from archive.models import Document
        from ingest.corpus import corpus_load

        self._users(root)
        if Document.objects.filter(status=Document.Status.INDEXED).exists():
            self.stdout.write("archive already ingested; reusing it")
            return None
        broker = settings.CELERY_BROKER_URL
        if not _reachable(broker):
            self.stdout.write(f"no broker answers at {broker}: processing in this process (tasks run eagerly)")
            corpus_load(root, process=True, progress=lambda f: tqdm(f, desc="ingesting", unit="file"))
            return None
        self.stdout.write(f"broker {broker} answers: starting a Celery worker for the ingest")
        log_path = Path(settings.DATA_DIR) / "demo-worker.log"
        self.stdout.write(f"worker log: {log_path}")
        worker = subprocess.Popen([sys.executable, "-m", "celery", "-A", "archive", "worker", "-c", "2",
                                   "-l", "WARNING", "-n", "demo@%h"], cwd=settings.BASE_DIR,
                                  stdout=log_path.open("ab"), stderr=subprocess.STDOUT)
        corpus_load(root, process=False)
        with tqdm(desc="indexing", unit="doc") as bar:
            while True:
                docs = Document.objects.all()
                total, done = docs.count(), docs.filter(status__in=["indexed", "failed"]).count()
                pending_payments = docs.filter(status="indexed",
                                               extraction_status__in=["pending", "processing"]).count()
                bar.total, bar.n = total, done
                bar.refresh()
                if done >= total and not pending_payments:
                    break
                if worker.poll() is not None:
                    raise SystemExit("the Celery worker exited; see its log above")
                time.sleep(0.5)
        failed = Document.objects.filter(status="failed")
        self.stdout.write(f"indexed {Document.objects.filter(status='indexed').count()}, failed {failed.count()}"
                          + "".join(f"\n  failed: {d.original_filename}: {d.failure_reason}" for d in failed))
        return worker

    def _ask(self):
        from django.contrib.auth import get_user_model

        from ask.render import response_text
        from ask.service import ask

        today = date.fromisoformat(json.loads((SAMPLE / "archive.json").read_text())["today"])
        user = get_user_model().objects.get(username="talia")
        self.stdout.write(f"\nAsking as talia, as of {today} (the sample archive's today), offline answerer "
                          "unless an LLM endpoint is configured:\n")
        for question in QUESTIONS:
            self.stdout.write(response_text(question, ask(user, question, as_of=today)) + "\n")
