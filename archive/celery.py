"""The Celery application. Tasks live in ``ingest.tasks``; they are thin wrappers over plain functions."""
import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "archive.settings")

app = Celery("shoebox")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
