"""A real Celery worker in a subprocess, on the test database and a queue of its own."""
import os
import signal
import socket
import subprocess
import sys
import time

from django.conf import settings

from archive.celery import app


class Worker:
    """Start/stop a ``celery worker`` process bound to the current (test) database."""

    def __init__(self, *, visibility_timeout: int = 5, concurrency: int = 1, log_path=None, **env: str):
        """``log_path``: a file for the worker's output (its log at WARNING and above), else inherited."""
        self.queue = settings.CELERY_TASK_DEFAULT_QUEUE  # per test run: see tests/queue_plugin.py
        db = settings.DATABASES["default"]
        auth = db["USER"] + (f":{db['PASSWORD']}" if db.get("PASSWORD") else "")
        self.env = dict(os.environ, DATABASE_URL=f"postgresql://{auth}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
            SHOEBOX_CELERY_QUEUE=self.queue, SHOEBOX_VISIBILITY_TIMEOUT=str(visibility_timeout),
            SHOEBOX_TASKS_EAGER="0", **env)
        self.concurrency = concurrency
        self.log_path = log_path
        self.proc = None

    def start(self) -> "Worker":
        log = open(self.log_path, "ab") if self.log_path else None
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "archive", "worker", "-Q", self.queue, "-c", str(self.concurrency),
             "-n", f"{self.queue}@%h",
             "--without-gossip", "--without-mingle", "--without-heartbeat", "-l", "WARNING"],
            env=self.env, cwd=settings.BASE_DIR, start_new_session=True, stdout=log, stderr=log)
        if log:
            log.close()  # the child has its own descriptor
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                if app.control.ping(timeout=0.5, destination=[f"{self.queue}@{socket.gethostname()}"]):
                    break
            except Exception:
                pass
            time.sleep(0.5)
        return self

    def kill(self) -> None:
        """SIGKILL the whole worker process group: a crash, not a shutdown."""
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)

    def children(self) -> list[int]:
        """Pids of the pool processes (the prefork children of the worker's main process)."""
        import psutil

        if not self.alive:
            return []
        return [c.pid for c in psutil.Process(self.proc.pid).children()]

    def kill_child(self) -> bool:
        """SIGKILL one pool process (the main process forks a new one); False when there is none."""
        for pid in self.children():
            try:
                os.kill(pid, signal.SIGKILL)
                return True
            except ProcessLookupError:
                continue
        return False

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.kill()

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None
