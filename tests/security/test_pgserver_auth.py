"""The embedded PostgreSQL authenticates every connection with SCRAM and the generated password; a
cluster made by an older Shoebox with trust auth is switched over on its next start."""
import os
import subprocess

import psycopg
import pytest

from archive import pgserver
from tests.mcp.conftest import free_port


@pytest.fixture
def own_cluster(tmp_path, monkeypatch):
    """A data directory and port of its own for one embedded cluster; stopped afterwards."""
    monkeypatch.setenv("SHOEBOX_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("SHOEBOX_PG_PORT", str(free_port()))
    monkeypatch.delenv("SHOEBOX_PGDATA", raising=False)
    yield tmp_path / "data"
    pgserver.stop()


def _connect(password=None):
    return psycopg.connect(host="127.0.0.1", port=int(os.environ["SHOEBOX_PG_PORT"]), user="postgres",
                           dbname="shoebox", password=password, connect_timeout=10)


def _refused_without_password():
    with pytest.raises(psycopg.OperationalError, match="password"):
        _connect(None).close()
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        _connect("not-the-password").close()


def test_new_cluster_uses_scram_with_the_generated_password(own_cluster):
    pgserver.start()
    secret = (own_cluster / "keys" / "pg.password").read_text().strip()
    assert len(secret) >= 32 and (own_cluster / "keys" / "pg.password").stat().st_mode & 0o077 == 0
    _refused_without_password()
    with _connect(secret) as conn:
        method = conn.execute("SELECT rolpassword FROM pg_authid WHERE rolname = 'postgres'").fetchone()[0]
    assert method.startswith("SCRAM-SHA-256$")
    assert "trust" not in (own_cluster / "pg" / "pg_hba.conf").read_text()


def test_trust_cluster_from_before_is_switched_on_start(own_cluster):
    pgdata = own_cluster / "pg"
    pgdata.mkdir(parents=True)
    as_user = pgserver._run_as()
    if as_user:
        pgserver._make_traversable(pgdata)
        os.chown(pgdata, pgserver.pwd.getpwnam(pgserver.SYSTEM_USER).pw_uid, as_user["group"])
    pgdata.chmod(0o700)
    subprocess.run([str(pgserver.POSTGRES_BIN_PATH / "initdb"), "-D", str(pgdata), "-U", "postgres", "--auth=trust",
                    "--encoding=UTF8", "--locale=C.UTF-8"], check=True, stdout=subprocess.DEVNULL, **as_user)
    pgserver.start()
    _refused_without_password()
    with _connect((own_cluster / "keys" / "pg.password").read_text().strip()) as conn:
        assert conn.execute("SELECT 1").fetchone() == (1,)


def test_another_checkouts_server_on_the_port_is_named_not_trusted(own_cluster, tmp_path, monkeypatch):
    pgserver.start()
    monkeypatch.setenv("SHOEBOX_DATA_DIR", str(tmp_path / "second-checkout"))  # same port, other data directory
    with pytest.raises(pgserver.PortTaken, match="SHOEBOX_PG_PORT"):
        pgserver.start()
    monkeypatch.setenv("SHOEBOX_DATA_DIR", str(own_cluster))
