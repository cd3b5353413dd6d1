"""Ask's own table: the state of an answer that arrives in stages (``ask.jobs``)."""
import uuid

from django.conf import settings
from django.db import models


class AskJob(models.Model):
    """One staged ask: the offline answer given at once, and the language model's answer when it comes.

    The question is not stored (the stage that needs it runs in the process that received it); the
    responses are the ``AskResponse`` dicts of ``POST /api/ask``, visible only to ``user``."""

    class Status(models.TextChoices):
        PENDING = "pending"
        DONE = "done"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    offline = models.JSONField()  # the first answer
    result = models.JSONField(null=True)  # the final answer: the model's, or the offline one with a note
    model = models.CharField(max_length=200, blank=True)
    documents = models.PositiveIntegerField(default=0)  # excerpts the model reads
    deadline = models.DateTimeField()  # past it a pending job is reported lost (its process died)
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True)

    class Meta:
        indexes = [models.Index(fields=["created_at"])]
