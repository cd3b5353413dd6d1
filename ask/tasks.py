"""Celery tasks of Ask: thin wrappers over ``ask.index_switch``."""
from celery import shared_task
from django.db import InterfaceError, OperationalError


@shared_task(acks_late=True, autoretry_for=(OperationalError, InterfaceError), retry_backoff=5, max_retries=5,
             soft_time_limit=3600, time_limit=3660)
def embeddings_rebuild() -> int:
    """Rebuild the missing embeddings after Ask is turned back on."""
    from .index_switch import embeddings_rebuild_run

    return embeddings_rebuild_run()
