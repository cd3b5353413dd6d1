"""Served as the README serves it (uvicorn archive.asgi:application), the app's PostgreSQL connections
stay bounded by the pool however many asks arrive (without the pool every ask leaked one)."""
import asyncio
import os
import signal
import socket
import subprocess
import sys
import time

import httpx
import psutil
import pytest
from django.conf import settings

from archive.tokens import token_create
from tests.db import database_url
from tests.factories import indexed_document

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(300)]

POOL_MAX = 3


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _pg_connections(pid: int) -> int:
    port = int(settings.DATABASES["default"]["PORT"])
    return sum(1 for c in psutil.Process(pid).net_connections(kind="tcp")
               if c.raddr and c.raddr.port == port and c.status == psutil.CONN_ESTABLISHED)


@pytest.fixture
def server():
    port = _free_port()
    env = dict(os.environ, DATABASE_URL=database_url(),
               SHOEBOX_DB_POOL_MAX=str(POOL_MAX), SHOEBOX_THROTTLE_ASK="100000/min")
    env.pop("SHOEBOX_DB_POOL", None)  # archive.asgi turns the pool on by itself
    proc = subprocess.Popen([sys.executable, "-m", "uvicorn", "archive.asgi:application", "--host", "127.0.0.1",
                             "--port", str(port), "--log-level", "warning"], cwd=settings.BASE_DIR, env=env,
                            start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while True:
        try:
            httpx.get(f"{base}/api/schema/", timeout=5)
            break
        except httpx.HTTPError:
            assert time.time() < deadline and proc.poll() is None, "server did not start"
            time.sleep(0.3)
    yield proc, base
    os.killpg(proc.pid, signal.SIGTERM)
    proc.wait(30)


def test_connections_stay_within_the_pool_under_concurrent_asks(user, server):
    proc, base = server
    indexed_document(user, "Water bill. Amount paid $41.20 on 3 March 2026.", filename="water.pdf")
    headers = {"Authorization": f"Token {token_create(user)}"}

    async def burst(n, concurrency):
        sem = asyncio.Semaphore(concurrency)
        async with httpx.AsyncClient(timeout=60) as client:
            async def one(i):
                async with sem:
                    r = await client.post(f"{base}/api/ask", headers=headers,
                                          json={"question": f"What did I pay for water? ({i})"})
                    return r.status_code
            return await asyncio.gather(*(one(i) for i in range(n)))

    codes = asyncio.run(burst(60, 10))
    assert codes == [200] * 60
    assert _pg_connections(proc.pid) <= POOL_MAX
