"""python manage.py reindex --stale | --all | ID... [--sync]"""
from django.core.management.base import BaseCommand, CommandError
from django.db.models import Q
from django.utils import timezone

from archive.models import Document
from ingest.pipeline import document_process_inline, documents_reindex_request, documents_requeue_stale


class Command(BaseCommand):
    help = "Re-process documents: stale ones left by a crashed worker, all (after a model change), or by id."

    def add_arguments(self, parser):
        parser.add_argument("ids", nargs="*", type=int)
        parser.add_argument("--stale", action="store_true")
        parser.add_argument("--all", action="store_true")
        parser.add_argument("--sync", action="store_true", help="process here instead of queueing")

    def handle(self, *args, **opts):
        if opts["stale"]:
            from datetime import timedelta

            ids = documents_requeue_stale(older_than=timedelta(seconds=0) if opts["sync"] else None)
        elif opts["all"]:
            ids = list(Document.objects.exclude(Q(status=Document.Status.FAILED, page_count=0))
                       .values_list("id", flat=True))
        elif opts["ids"]:
            ids = opts["ids"]
        else:
            raise CommandError("pass --stale, --all or document ids")
        documents_reindex_request(ids)
        for document_id in ids:
            if opts["sync"]:
                document_process_inline(document_id)
            else:
                from ingest.tasks import process_document

                process_document.delay(document_id)
                Document.objects.filter(pk=document_id, lease_owner="").update(queued_at=timezone.now())
        self.stdout.write(f"{'processed' if opts['sync'] else 'queued'}: {len(ids)}")
