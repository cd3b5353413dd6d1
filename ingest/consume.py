"""The watched consume folder: ``<consume dir>/<username>/<any files>``. Each file is ingested as that
user's document, then removed (a failed file is moved to ``<consume dir>/<username>/failed/``)."""
import logging
import time
from pathlib import Path

from django.contrib.auth import get_user_model

from .pipeline import IngestError, document_create

log = logging.getLogger(__name__)
SETTLE_S = 5  # a file still being written is left for the next scan


def consume_folder_scan(root: Path) -> int:
    """Ingest settled files under ``root``; returns how many were taken in (new or duplicate)."""
    taken = 0
    if not root.is_dir():
        return 0
    users = get_user_model().objects
    for user_dir in sorted(p for p in root.iterdir() if p.is_dir()):
        owner = users.filter(username=user_dir.name).first()
        if owner is None:
            continue
        for path in sorted(user_dir.rglob("*")):
            if not path.is_file() or "failed" in path.relative_to(user_dir).parts or path.name.startswith("."):
                continue
            if time.time() - path.stat().st_mtime < SETTLE_S:
                continue
            try:
                document_create(owner=owner, data=path.read_bytes(), filename=path.name)
                path.unlink()
                taken += 1
            except (IngestError, OSError) as exc:
                log.warning("consume: %s rejected: %s", path.name, exc)
                failed = user_dir / "failed"
                failed.mkdir(exist_ok=True)
                path.replace(failed / path.name)
    return taken
