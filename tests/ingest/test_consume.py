"""The watched consume folder: <dir>/<username>/<files> become that user's documents."""
import os
import time

import pytest

from archive.models import Document
from ingest.consume import consume_folder_scan
from tests.factories import make_pdf

pytestmark = pytest.mark.django_db


def _settled(path):
    old = time.time() - 60
    os.utime(path, (old, old))


def test_files_are_taken_in_as_the_folders_user(tmp_path, user, other_user, settings):
    mine = tmp_path / user.username
    (mine / "sub").mkdir(parents=True)
    bill = mine / "sub" / "bill.pdf"
    bill.write_bytes(make_pdf("consumed bill"))
    _settled(bill)
    fresh = mine / "still-copying.pdf"
    fresh.write_bytes(make_pdf("half written"))  # too new: left for the next scan
    (tmp_path / "nobody-by-this-name").mkdir()
    (tmp_path / "nobody-by-this-name" / "x.pdf").write_bytes(b"x")
    assert consume_folder_scan(tmp_path) == 1
    doc = Document.objects.get(owner=user)
    assert doc.original_filename == "bill.pdf" and doc.status == "queued"
    assert not bill.exists() and fresh.exists()
    assert not Document.objects.filter(owner=other_user).exists()


def test_rejected_file_is_moved_aside(tmp_path, user, settings):
    settings.SHOEBOX_MAX_UPLOAD_BYTES = 10
    folder = tmp_path / user.username
    folder.mkdir()
    big = folder / "big.pdf"
    big.write_bytes(make_pdf("far more than ten bytes"))
    _settled(big)
    assert consume_folder_scan(tmp_path) == 0
    assert (folder / "failed" / "big.pdf").exists() and not big.exists()
    assert consume_folder_scan(tmp_path) == 0  # the failed/ folder is not scanned again
