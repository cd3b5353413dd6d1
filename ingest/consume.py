"""The watched consume folder: ``<consume dir>/<username>/<any files>``. Each file is ingested as that
user's document, then removed (a failed or refused file is moved to ``<consume dir>/<username>/failed/``).

Only regular files from inside the user's own folder are taken: the folder is walked with directory file
descriptors (``os.fwalk``, links never followed) and each file is opened relative to its directory with
``O_NOFOLLOW``, then checked with ``fstat`` on the open descriptor. So a symbolic link (to the encryption
key, to another user's folder), a hard link to a file elsewhere, a FIFO or a device never becomes a
document, and a folder swapped for a link between the walk and the open cannot redirect the read."""
import errno
import logging
import os
import stat
import time
from pathlib import Path

from django.contrib.auth import get_user_model

from .pipeline import IngestError, document_create

log = logging.getLogger(__name__)
SETTLE_S = 5  # a file still being written is left for the next scan
FAILED = "failed"
_OPEN_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)


class ConsumeRefused(Exception):
    """A directory entry that is not a plain file of the user's own (a link, a FIFO, a device)."""


def consume_file_read(name: str, dir_fd: int) -> tuple[bytes, float] | None:
    """(bytes, mtime) of regular file ``name`` in directory ``dir_fd``, opened without following links;
    None when it has not settled (modified less than SETTLE_S ago). Raises ConsumeRefused for a symbolic
    link, a non-regular file or a file with other hard links; OSError for other read errors."""
    try:
        fd = os.open(name, _OPEN_FLAGS, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENXIO):  # a symbolic link; a FIFO or socket without a writer
            raise ConsumeRefused("a link or special file, not a regular file") from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ConsumeRefused("not a regular file")
        if info.st_nlink != 1:
            raise ConsumeRefused("a hard link to a file elsewhere")
        if time.time() - info.st_mtime < SETTLE_S:
            return None
        os.set_blocking(fd, True)
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks), info.st_mtime
    finally:
        os.close(fd)


def _set_aside(name: str, dir_fd: int, user_fd: int) -> None:
    """Move entry ``name`` (never its target) into the user's ``failed/`` folder."""
    try:
        os.mkdir(FAILED, 0o700, dir_fd=user_fd)
    except FileExistsError:
        pass
    failed_fd = os.open(FAILED, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=user_fd)
    try:
        os.rename(name, name, src_dir_fd=dir_fd, dst_dir_fd=failed_fd)
    finally:
        os.close(failed_fd)


def consume_folder_scan(root: Path) -> int:
    """Ingest settled files under ``root``; returns how many were taken in (new or duplicate)."""
    taken = 0
    if not root.is_dir():
        return 0
    users = get_user_model().objects
    for entry in sorted(os.scandir(root), key=lambda e: e.name):
        if not entry.is_dir(follow_symlinks=False):
            continue  # a user "folder" that is a link elsewhere is never walked
        owner = users.filter(username=entry.name).first()
        if owner is None:
            continue
        try:
            user_fd = os.open(entry.path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
        except OSError:
            continue
        try:
            taken += _scan_user_folder(owner, user_fd)
        finally:
            os.close(user_fd)
    return taken


def _scan_user_folder(owner, user_fd: int) -> int:
    taken = 0
    for dirpath, dirnames, filenames, dir_fd in os.fwalk(".", dir_fd=user_fd, follow_symlinks=False):
        if dirpath == ".":
            dirnames[:] = [d for d in dirnames if d != FAILED]
        dirnames.sort()
        # fwalk lists links to directories among dirnames without entering them; they are refused too.
        links = [d for d in dirnames if stat.S_ISLNK(os.stat(d, dir_fd=dir_fd, follow_symlinks=False).st_mode)]
        dirnames[:] = [d for d in dirnames if d not in links]
        for name in sorted(filenames + links):
            if name.startswith("."):
                continue
            try:
                read = consume_file_read(name, dir_fd)
                if read is None:
                    continue
                document_create(owner=owner, data=read[0], filename=name)
                os.unlink(name, dir_fd=dir_fd)
                taken += 1
            except (IngestError, ConsumeRefused, OSError) as exc:
                log.warning("consume: %s rejected: %s", name, exc)
                try:
                    _set_aside(name, dir_fd, user_fd)
                except OSError as move_exc:
                    log.warning("consume: could not move %s aside: %s", name, move_exc)
    return taken
