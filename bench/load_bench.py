"""Load benchmark: concurrent asks against the ASGI server, served the way the README serves it
(``uvicorn archive.asgi:application``), while a real Celery worker ingests the household corpus.

Run: python bench/load_bench.py [--asks 2000] [--concurrency 50] [--chunks 10000]

It makes a database of its own (``<db>_loadbench`` on the configured server), migrates it, adds a bench
user with ``--chunks`` synthetic chunks (as ``manage.py bench_ask`` builds them), starts uvicorn and a
worker on a queue of their own, queues the household corpus for the worker, and holds ``--concurrency``
asks in flight until ``--asks`` have been answered. Prints latency p50/p95/max, status codes, requests over
5 s, the ask's own time (``elapsed_ms``) beside it, and the server's open PostgreSQL connections before,
at the end and after 10 s idle (bounded by ``SHOEBOX_DB_POOL_MAX`` per server process). ``--workers``
server processes, 2 by default as the README serves it.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
CORPUS = ROOT / "tests" / "data" / "corpus" / "household"


def _database_url() -> tuple[str, dict]:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "archive.settings")
    import django
    from django.conf import settings

    django.setup()
    db = settings.DATABASES["default"]
    name = f"{db['NAME']}_loadbench"
    auth = db["USER"] + (f":{db['PASSWORD']}" if db.get("PASSWORD") else "")
    return f"postgresql://{auth}@{db['HOST']}:{db['PORT']}/{name}", {**db, "NAME": name}


def _prepare(url: str, db: dict, chunks: int) -> tuple[str, list[dict]]:
    """Create and migrate the bench database, the bench user's chunks and token; returns (token, questions)."""
    import psycopg

    with psycopg.connect(host=db["HOST"], port=db["PORT"], user=db["USER"], password=db.get("PASSWORD") or None,
                         dbname="postgres", autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (db["NAME"],)).fetchone():
            conn.execute(f'CREATE DATABASE "{db["NAME"]}"')
    env = dict(os.environ, DATABASE_URL=url)
    subprocess.run([sys.executable, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=env, check=True)
    script = f"""
import random
from django.contrib.auth import get_user_model
from archive.models import Chunk, Document
from archive.tokens import token_create
from ask.management.commands.bench_ask import Command, _sentences
from ingest import embedding
from ingest.corpus import corpus_users
from pathlib import Path
import json
user, _ = get_user_model().objects.get_or_create(username="bench-load")
have = Chunk.objects.filter(document__owner=user).count()
if have < {chunks}:
    rng = random.Random(42)
    sentences = _sentences()
    texts = [" ".join(rng.sample(sentences, min(4, len(sentences)))) for _ in range(1000)]
    Command()._grow(user, {chunks} - have, texts, embedding.embed_texts(texts), rng)
users = corpus_users(Path("{CORPUS / 'docs'}"), {{}})
Document.objects.filter(owner__in=users.values()).delete()  # the worker ingests them again
print("TOKEN", token_create(user))
"""
    out = subprocess.run([sys.executable, "manage.py", "shell", "--no-imports", "-c", script], cwd=ROOT, env=env,
                         check=True, capture_output=True, text=True).stdout
    token = next(line.split()[1] for line in out.splitlines() if line.startswith("TOKEN "))
    questions = [json.loads(line) for line in (CORPUS / "questions.jsonl").read_text().splitlines() if line.strip()]
    return token, questions


def _queue_corpus(env: dict) -> None:
    script = f"""
import json
from pathlib import Path
from ingest.corpus import corpus_users, _manifest
from ingest.pipeline import document_create
root = Path("{CORPUS / 'docs'}")
manifest = _manifest(root)
users = corpus_users(root, manifest)
for path in sorted(root.iterdir()):
    entry = manifest.get(path.name, {{}})
    document_create(owner=users.get(entry.get("owner"), next(iter(users.values()))), data=path.read_bytes(),
                    filename=path.name, sensitivity=entry.get("sensitivity", "internal"))
"""
    subprocess.run([sys.executable, "manage.py", "shell", "--no-imports", "-c", script], cwd=ROOT, env=env, check=True)


def _purge(queue: str, env: dict) -> None:
    subprocess.run([sys.executable, "-m", "celery", "-A", "archive", "purge", "-f", "-Q", queue], cwd=ROOT, env=env,
                   capture_output=True)


def _pg_connections(pid: int, pg_port: int) -> int:
    """Open TCP connections from process ``pid`` (and its children) to PostgreSQL."""
    import psutil

    procs = [psutil.Process(pid)] + psutil.Process(pid).children(recursive=True)
    return sum(1 for p in procs for c in p.net_connections(kind="tcp")
               if c.raddr and c.raddr.port == pg_port and c.status == psutil.CONN_ESTABLISHED)


def _ingest_progress(env: dict) -> str:
    script = ("from archive.models import Document; from django.db.models import Count; "
              "print(dict(Document.objects.exclude(owner__username='bench-load').values_list('status')"
              ".annotate(n=Count('id')).order_by()))")
    return subprocess.run([sys.executable, "manage.py", "shell", "--no-imports", "-c", script], cwd=ROOT, env=env,
                          capture_output=True, text=True).stdout.strip()


async def _load(base: str, token: str, questions: list[dict], asks: int, concurrency: int) -> list[tuple]:
    import httpx

    results: list[tuple] = []
    counter = iter(range(asks))
    headers = {"Authorization": f"Token {token}"}

    async def one(client):
        for n in counter:
            q = questions[n % len(questions)]
            body = {"question": q["question"], "as_of": q.get("as_of") or "2026-11-30"}
            t0 = time.monotonic()
            inside = None
            try:
                r = await client.post(f"{base}/api/ask", json=body, headers=headers)
                code = r.status_code
                if code == 200:
                    inside = r.json().get("elapsed_ms", 0) / 1000  # the ask itself, as the server timed it
            except httpx.HTTPError as exc:
                code = type(exc).__name__
            results.append((code, time.monotonic() - t0, inside))

    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:
        await asyncio.gather(*(one(client) for _ in range(concurrency)))
    return results


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--asks", type=int, default=2000)
    parser.add_argument("--concurrency", type=int, default=50)
    parser.add_argument("--chunks", type=int, default=10_000)
    parser.add_argument("--port", type=int, default=8765 + os.getpid() % 1000)
    parser.add_argument("--no-ingest", action="store_true", help="no worker ingesting meanwhile")
    parser.add_argument("--workers", type=int, default=2,
                        help="uvicorn server processes (2: as the README serves it), a connection pool each")
    args = parser.parse_args()

    url, db = _database_url()
    print(f"preparing {db['NAME']} ({args.chunks} chunks) …", flush=True)
    token, questions = _prepare(url, db, args.chunks)
    queue = f"{os.environ.get('SHOEBOX_CELERY_QUEUE', 'celery')}-loadbench"
    env = dict(os.environ, DATABASE_URL=url, SHOEBOX_CELERY_QUEUE=queue, SHOEBOX_THROTTLE_ASK="1000000/min",
               SHOEBOX_LOG_LEVEL="ERROR")
    server = subprocess.Popen([sys.executable, "-m", "uvicorn", "archive.asgi:application", "--host", "127.0.0.1",
                               "--port", str(args.port), "--log-level", "warning", "--no-access-log",
                               "--workers", str(args.workers)],
                              cwd=ROOT, env=env, start_new_session=True)
    worker = None
    try:
        import httpx

        base = f"http://127.0.0.1:{args.port}"
        deadline = time.time() + 120
        while True:
            try:
                httpx.get(f"{base}/api/schema/", timeout=5)
                break
            except httpx.HTTPError:
                if time.time() > deadline or server.poll() is not None:
                    raise SystemExit("server did not start") from None
                time.sleep(0.5)
        asyncio.run(_load(base, token, questions, 20, 4))  # warm-up: embedding session, pool
        before = _pg_connections(server.pid, int(db["PORT"]))
        if not args.no_ingest:
            _purge(queue, env)  # messages a previous run left for documents that are gone
            worker = subprocess.Popen([sys.executable, "-m", "celery", "-A", "archive", "worker", "-Q", queue,
                                       "-c", "1", "-l", "ERROR", "--without-gossip", "--without-mingle"],
                                      cwd=ROOT, env=env, start_new_session=True)
            _queue_corpus(env)
        print(f"{args.asks} asks, {args.concurrency} in flight, {args.workers} server process(es)"
              f"{', worker ingesting' if worker else ''} …", flush=True)
        started = time.monotonic()
        results = asyncio.run(_load(base, token, questions, args.asks, args.concurrency))
        wall = time.monotonic() - started
        at_end = _pg_connections(server.pid, int(db["PORT"]))
        time.sleep(10)
        idle = _pg_connections(server.pid, int(db["PORT"]))
        ingest = _ingest_progress(env) if worker else "none"
    finally:
        for proc in (worker, server):
            if proc and proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
                try:
                    proc.wait(30)
                except subprocess.TimeoutExpired:
                    os.killpg(proc.pid, signal.SIGKILL)

    if worker:
        _purge(queue, env)
    latencies = [t for code, t, _ in results if code == 200]
    inside = [t for code, _, t in results if code == 200 and t is not None]
    codes: dict = {}
    for code, _, _ in results:
        codes[code] = codes.get(code, 0) + 1
    five_xx = sum(n for c, n in codes.items() if isinstance(c, int) and c >= 500)
    transport = sum(n for c, n in codes.items() if not isinstance(c, int))
    print(f"asks: {len(results)} in {wall:.0f} s ({len(results) / wall:.1f}/s); status codes {codes}")
    if latencies:
        print(f"latency (200s): p50 {statistics.median(latencies) * 1000:.0f} ms, "
              f"p95 {_pct(latencies, .95) * 1000:.0f} ms, max {max(latencies) * 1000:.0f} ms; "
              f"over 5 s: {sum(1 for t in latencies if t > 5)}")
        print(f"of which the ask itself (service.ask's elapsed_ms): p50 {statistics.median(inside) * 1000:.0f} ms, "
              f"p95 {_pct(inside, .95) * 1000:.0f} ms, max {max(inside) * 1000:.0f} ms; the rest is waiting "
              "(for a thread, a database connection, the CPU) and HTTP")
    print(f"errors: {len(results) - len(latencies)} (5xx: {five_xx}, transport errors: {transport})")
    pool = int(os.environ.get("SHOEBOX_DB_POOL_MAX", 10))
    print(f"server's PostgreSQL connections: before {before}, at the end {at_end}, after 10 s idle {idle} "
          f"(pool max {pool} per process, {pool * args.workers} for {args.workers})")
    print(f"worker ingest meanwhile (documents by status): {ingest}")


if __name__ == "__main__":
    main()
