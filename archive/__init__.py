"""Shoebox archive: project settings, the Celery app and the core models."""
from .celery import app as celery_app

__all__ = ["celery_app"]
