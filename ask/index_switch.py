"""The off switch for Ask: off deletes the index of meaning (every chunk's embedding and every page field's
label embedding), so nothing derived
from the documents' sense is kept; exact search (full-text vectors) stays. On rebuilds the embeddings
in the background (``ask.tasks.embeddings_rebuild``); the progress is read from the table itself.
"""
from __future__ import annotations

import logging

from django.db import transaction

from archive.config import setting_get, setting_set
from archive.models import Chunk, PageField

log = logging.getLogger(__name__)

REBUILD_BATCH = 64  # chunks embedded and committed together: progress moves, a crash loses one batch


def ask_enabled() -> bool:
    """Whether Ask answers questions (the ``ask.enabled`` setting). Needs the database."""
    return bool(setting_get("ask.enabled"))


def ask_disable() -> int:
    """Turn Ask off and delete every chunk's embedding; returns how many were deleted."""
    with transaction.atomic():
        setting_set("ask.enabled", False)
        deleted = Chunk.objects.exclude(embedding=None).update(embedding=None, embedding_model="")
        PageField.objects.exclude(label_embedding=None).update(label_embedding=None)
    log.info("ask turned off: %d embeddings deleted", deleted)
    return deleted


def ask_enable() -> int:
    """Turn Ask on and queue the rebuild of the missing embeddings; returns how many chunks need one."""
    from .tasks import embeddings_rebuild

    setting_set("ask.enabled", True)
    missing = Chunk.objects.filter(embedding=None).count()
    if missing:
        transaction.on_commit(lambda: embeddings_rebuild.delay())
    return missing


def embeddings_progress() -> dict:
    """``{"done": chunks with an embedding, "total": chunks, "enabled": bool}``."""
    total = Chunk.objects.count()
    return {"done": total - Chunk.objects.filter(embedding=None).count(), "total": total, "enabled": ask_enabled()}


def embeddings_rebuild_run(*, batch: int = REBUILD_BATCH) -> int:
    """Embed every chunk that has no embedding, then every page field's label, ``batch`` at a time, each
    batch committed; stops early if Ask is turned off meanwhile. Returns the number of chunks embedded.
    Idempotent."""
    from ingest import embedding
    from ingest.gloss import passage_vectors

    done = 0
    while ask_enabled():
        chunks = list(Chunk.objects.filter(embedding=None).order_by("id").only("id", "text")[:batch])
        if not chunks:
            break
        vectors = passage_vectors([c.text for c in chunks])  # as ingest embeds them
        for chunk, vector in zip(chunks, vectors):
            chunk.embedding, chunk.embedding_model = vector, embedding.MODEL_ID
        with transaction.atomic():
            Chunk.objects.bulk_update(chunks, ["embedding", "embedding_model"])
        done += len(chunks)
    while ask_enabled():  # then the fields' labels (ask.fields compares questions with them)
        fields = list(PageField.objects.filter(label_embedding=None).order_by("id").only("id", "label")[:batch])
        if not fields:
            break
        for item, vector in zip(fields, embedding.embed_texts([f.label for f in fields])):
            item.label_embedding = vector
        with transaction.atomic():
            PageField.objects.bulk_update(fields, ["label_embedding"])
    log.info("embeddings rebuilt: %d", done)
    return done
