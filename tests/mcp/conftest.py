"""MCP tests talk to a real server process through the SDK's client. The process uses the test
database (``DATABASE_URL`` built from ``settings.DATABASES``), so tests need committed rows:
``@pytest.mark.django_db(transaction=True)``."""
import os
import socket
import subprocess
import sys
import time

import pytest
from django.conf import settings


def server_env() -> dict:
    db = settings.DATABASES["default"]
    auth = db["USER"] + (f":{db['PASSWORD']}" if db.get("PASSWORD") else "")
    return dict(os.environ, DATABASE_URL=f"postgresql://{auth}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
                SHOEBOX_TASKS_EAGER="0")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def asgi_server():
    """``uvicorn archive.asgi:application`` (Django + /mcp) on a free port; yields its base URL."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "uvicorn", "archive.asgi:application", "--host", "127.0.0.1",
                             "--port", str(port), "--log-level", "warning"], env=server_env(), cwd=settings.BASE_DIR,
                            start_new_session=True)
    deadline = time.time() + 60
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError("uvicorn exited early")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            break
        except OSError:
            time.sleep(0.2)
    yield f"http://127.0.0.1:{port}"
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)
