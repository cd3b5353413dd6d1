"""The consume folder takes only regular files from inside the user's own folder: links (to the
encryption key, to another user's folder) and special files are set aside, never ingested."""
import os
import time

import pytest

from archive.models import Document
from ingest.consume import consume_folder_scan
from tests.factories import make_pdf

pytestmark = pytest.mark.django_db


def _settled(path):
    old = time.time() - 60
    os.utime(path, (old, old), follow_symlinks=False)


def test_links_and_special_files_are_refused(tmp_path, people):
    root = tmp_path / "consume"
    alice_dir, bob_dir = root / "alice", root / "bob"
    (alice_dir / "sub").mkdir(parents=True)
    bob_dir.mkdir(parents=True)
    secret = tmp_path / "keys" / "encryption.key"
    secret.parent.mkdir()
    secret.write_bytes(b"THE-ENCRYPTION-KEY")
    bobs = bob_dir / "bob-private.pdf"
    bobs.write_bytes(make_pdf("Bob's private letter"))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "inner.pdf").write_bytes(make_pdf("outside the folder"))
    _settled(elsewhere / "inner.pdf")
    (alice_dir / "key.txt").symlink_to(secret)
    (alice_dir / "bobs.pdf").symlink_to(bobs)
    (alice_dir / "outside").symlink_to(elsewhere, target_is_directory=True)
    os.link(elsewhere / "inner.pdf", alice_dir / "hardlinked.pdf")
    os.mkfifo(alice_dir / "pipe.pdf")
    (root / "carol").symlink_to(bob_dir, target_is_directory=True)  # carol's folder is bob's
    ok = alice_dir / "sub" / "own.pdf"
    ok.write_bytes(make_pdf("Alice's own bill"))
    for p in [secret, bobs, *alice_dir.iterdir(), ok, root / "carol"]:
        _settled(p)
    _settled(bobs)

    bob_before = set(os.listdir(bob_dir))
    taken = consume_folder_scan(root)
    assert taken == 2  # alice's own file, and bob's own file from bob's folder
    names = sorted(Document.objects.filter(owner=people["alice"]).values_list("original_filename", flat=True))
    assert names == ["own.pdf"]
    assert list(Document.objects.filter(owner=people["bob"]).values_list("original_filename", flat=True)) == [
        "bob-private.pdf"]
    assert not Document.objects.filter(owner=people["carol"]).exists()
    # nothing stored holds the key; the links were moved aside (not their targets)
    assert secret.read_bytes() == b"THE-ENCRYPTION-KEY" and (elsewhere / "inner.pdf").exists()
    failed = alice_dir / "failed"
    assert sorted(os.listdir(failed)) == ["bobs.pdf", "hardlinked.pdf", "key.txt", "outside", "pipe.pdf"]
    assert (failed / "key.txt").is_symlink()
    assert bob_before == {"bob-private.pdf"}
