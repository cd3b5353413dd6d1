"""Ingest benchmark: born-digital pages/s and OCR s/page next to bare Tesseract (bench/ocr_bench.py),
embedding chunks/s (bench/embed_bench.py), and the peak memory of a real Celery worker (2 processes)
ingesting the household corpus end to end into a scratch embedded PostgreSQL.

    python bench/ingest_bench.py [--quick]

Prints figures only; nothing here asserts. Run on a quiet machine: figures are medians, but a busy
2-core box still moves them a lot.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
HOUSEHOLD = ROOT / "tests" / "data" / "corpus" / "household" / "docs"


def _tree_rss(proc: psutil.Process) -> int:
    """Resident memory of a process and its children (bytes)."""
    total = 0
    for p in [proc] + proc.children(recursive=True):
        try:
            total += p.memory_info().rss
        except psutil.Error:
            pass
    return total


def worker_memory(docs: Path) -> None:
    scratch = tempfile.mkdtemp(prefix="shoebox-bench-")
    env = dict(os.environ, SHOEBOX_DATA_DIR=scratch, SHOEBOX_PG_PORT="55470", SHOEBOX_CELERY_QUEUE="bench-ingest")
    env.pop("DATABASE_URL", None)
    manage = [sys.executable, str(ROOT / "manage.py")]
    run = lambda *args: subprocess.run(manage + list(args), env=env, cwd=ROOT, check=True,  # noqa: E731
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    run("migrate")
    run("shell", "-c", "from django.contrib.auth.models import User; User.objects.get_or_create(username='bench')")
    worker = subprocess.Popen([sys.executable, "-m", "celery", "-A", "archive", "worker", "-c", "2", "-Q",
                               "bench-ingest", "-l", "ERROR", "-n", "bench@%h"], env=env, cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peak, per_child, stop = [0], [0], threading.Event()

    def sample():
        proc = psutil.Process(worker.pid)
        while not stop.is_set():
            peak[0] = max(peak[0], _tree_rss(proc))
            for child in proc.children():
                try:
                    per_child[0] = max(per_child[0], child.memory_info().rss)
                except psutil.Error:
                    pass
            time.sleep(0.2)

    threading.Thread(target=sample, daemon=True).start()
    started = time.monotonic()
    try:
        run("ingest", str(docs), "--owner", "bench", "--wait")
    finally:
        elapsed = time.monotonic() - started
        stop.set()
        worker.terminate()
        worker.wait(30)
        subprocess.run([sys.executable, "-m", "archive.pgserver", "stop"], env=env, cwd=ROOT)
    files = sum(1 for p in docs.rglob("*") if p.is_file())
    print(f"worker ingest of {files} household files: {elapsed:.0f} s ({files / elapsed * 60:.0f} files/min); "
          f"peak RSS of the worker (main + 2 processes) {peak[0] / 2**20:.0f} MiB, "
          f"largest single worker process {per_child[0] / 2**20:.0f} MiB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer OCR pages and embedding runs")
    args = parser.parse_args()
    print("== extraction and OCR (bench/ocr_bench.py)", flush=True)
    subprocess.run([sys.executable, str(ROOT / "bench" / "ocr_bench.py")] + (["--quick"] if args.quick else []),
                   cwd=ROOT, check=False)
    print("\n== embedding (bench/embed_bench.py)", flush=True)
    subprocess.run([sys.executable, str(ROOT / "bench" / "embed_bench.py"), "--skip-quality"]
                   + (["--runs", "1"] if args.quick else []), cwd=ROOT, check=False)
    print("\n== worker memory and end-to-end ingest", flush=True)
    worker_memory(HOUSEHOLD)


if __name__ == "__main__":
    main()
