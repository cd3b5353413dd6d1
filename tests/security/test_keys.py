"""Key files: two processes starting at once get one key, and neither ever reads an empty one."""
import os
import subprocess
import sys

from django.conf import settings

# Key generation is made slow (as on a starved machine), which widens any window between a key file
# appearing and its content being written.
SCRIPT = """
import secrets, time
_bytes, _urlsafe = secrets.token_bytes, secrets.token_urlsafe
secrets.token_bytes = lambda n: (time.sleep(0.3), _bytes(n))[1]
secrets.token_urlsafe = lambda n: (time.sleep(0.3), _urlsafe(n))[1]
from archive import paths
print(paths.encryption_key().hex(), paths.secret_key(), paths.pg_password())
"""


def test_processes_starting_together_share_one_complete_key(tmp_path):
    for attempt in range(2):
        data = tmp_path / f"data{attempt}"
        env = dict(os.environ, SHOEBOX_DATA_DIR=str(data))
        env.pop("SHOEBOX_ENCRYPTION_KEY", None)
        env.pop("SHOEBOX_SECRET_KEY", None)
        procs = [subprocess.Popen([sys.executable, "-c", SCRIPT], env=env, cwd=settings.BASE_DIR,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(8)]
        outs = [p.communicate(timeout=60) for p in procs]
        assert all(p.returncode == 0 for p in procs), [o[1][-500:] for o in outs]
        lines = {o[0].strip() for o in outs}
        assert len(lines) == 1, lines
        enc, secret, pg = lines.pop().split()
        assert len(bytes.fromhex(enc)) == 32 and len(secret) > 40 and len(pg) > 30
        keys = data / "keys"
        assert sorted(p.name for p in keys.iterdir()) == ["encryption.key", "pg.password", "secret.key"]
        assert all((keys / n).stat().st_mode & 0o077 == 0 for n in os.listdir(keys))
