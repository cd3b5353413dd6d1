"""python manage.py ingest PATH... [--owner USER] [--sensitivity LEVEL] [--share-with GROUP]... [--private]
[--apply-stricter] [--wait]"""
import json
import time
from pathlib import Path

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from archive.documents import document_update, duplicate_settings_text, duplicate_stricter_settings
from archive.models import Document, Sensitivity
from ingest.corpus import SKIP_NAMES
from ingest.pipeline import IngestError, document_create, document_process_inline


def _files(paths: list[str]) -> list[Path]:
    found = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.is_file() and not p.name.startswith(".")
                            and p.name not in SKIP_NAMES)
        elif path.is_file():
            found.append(path)
        else:
            raise CommandError(f"no such file or folder: {raw}")
    return found


class Command(BaseCommand):
    help = "Ingest files and folders (recursive) into the archive."

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+")
        parser.add_argument("--owner", help="username (default: the only superuser)")
        parser.add_argument("--sensitivity", choices=Sensitivity.values, default=None,
                            help="default: internal, or the manifest's value")
        parser.add_argument("--share-with", action="append", default=None, metavar="GROUP",
                            help="share with this group (repeatable); default: all of the owner's groups")
        parser.add_argument("--private", action="store_true", help="share with nobody")
        parser.add_argument("--apply-stricter", action="store_true",
                            help="a file already stored with a lower sensitivity or wider sharing than asked "
                                 "for gets the stricter settings (and so do its attachments)")
        parser.add_argument("--manifest", help="manifest.jsonl giving file → owner and sensitivity")
        parser.add_argument("--wait", action="store_true", help="wait until every new document is processed")
        parser.add_argument("--sync", action="store_true", help="process in this process instead of the workers")

    def handle(self, *args, **opts):
        users = get_user_model().objects
        owner = self._owner(opts["owner"])
        share = None
        if opts["private"]:
            share = []
        elif opts["share_with"]:
            share = []
            for name in opts["share_with"]:
                group = Group.objects.filter(name=name).first()
                if group is None:
                    raise CommandError(f"no such group: {name}")
                share.append(group)
        manifest = self._manifest(opts["manifest"])
        files = _files(opts["paths"])
        added, duplicates, rejected, new_ids, looser = [], [], [], [], []
        for path in tqdm(files, desc="storing", unit="file", disable=not files):
            entry = manifest.get(path.name, {})
            file_owner = users.filter(username=entry["owner"]).first() if entry.get("owner") else owner
            if file_owner is None:
                raise CommandError(f"manifest names unknown user {entry['owner']!r} for {path.name}")
            try:
                result = document_create(owner=file_owner, data=path.read_bytes(), filename=path.name,
                                         sensitivity=opts["sensitivity"] or entry.get("sensitivity", "internal"),
                                         share_with=share, title=entry.get("title"), enqueue=not opts["sync"])
            except (IngestError, OSError) as exc:
                rejected.append((path.name, str(exc)))
                continue
            (added if result.created else duplicates).append(path.name)
            if result.created:
                new_ids.append(result.document.pk)
                continue
            stricter = duplicate_stricter_settings(
                result.document, sensitivity=opts["sensitivity"] or entry.get("sensitivity"), share_with=share)
            if stricter:
                if opts["apply_stricter"]:
                    document_update(file_owner, result.document, **stricter)
                looser.append((path.name, duplicate_settings_text(stricter)))
        if opts["sync"]:
            self._process_inline(new_ids)
        elif opts["wait"]:
            self._wait(new_ids)
        self._summary(added, duplicates, rejected, new_ids, waited=opts["wait"] or opts["sync"])
        for name, wanted in looser:
            if opts["apply_stricter"]:
                self.stdout.write(f"  stricter settings applied to {name}: {wanted}")
            else:
                self.stdout.write(self.style.WARNING(
                    f"  {name} is already stored with looser settings than asked ({wanted}); "
                    "run again with --apply-stricter to apply them"))

    def _owner(self, username):
        users = get_user_model().objects
        if username:
            owner = users.filter(username=username).first()
            if owner is None:
                raise CommandError(f"no such user: {username}")
            return owner
        supers = list(users.filter(is_superuser=True)[:2])
        if len(supers) != 1:
            raise CommandError("pass --owner USER (there is not exactly one superuser to default to)")
        return supers[0]

    def _manifest(self, path):
        if not path:
            return {}
        entries = {}
        for line in Path(path).read_text().splitlines():
            if line.strip():
                entry = json.loads(line)
                entries[Path(entry["file"]).name] = entry
        return entries

    def _process_inline(self, ids):
        with tqdm(total=len(ids), desc="indexing", unit="doc") as bar:
            for document_id in ids:
                document_process_inline(document_id)  # attachments too
                bar.update(1)

    def _wait(self, ids):
        done_states = [Document.Status.INDEXED, Document.Status.FAILED]
        with tqdm(total=len(ids), desc="indexing", unit="doc") as bar:
            while True:
                family = Document.objects.filter(pk__in=ids) | Document.objects.filter(parent_id__in=ids)
                total = family.count()
                done = family.filter(status__in=done_states).count()
                bar.total = total
                bar.n = done
                bar.refresh()
                if done >= total:
                    break
                time.sleep(0.5)

    def _summary(self, added, duplicates, rejected, ids, *, waited):
        self.stdout.write(f"added: {len(added)}  duplicates: {len(duplicates)}  rejected: {len(rejected)}")
        for name in duplicates:
            self.stdout.write(f"  duplicate: {name}")
        for name, reason in rejected:
            self.stdout.write(f"  rejected: {name}: {reason}")
        if waited:
            family = Document.objects.filter(pk__in=ids) | Document.objects.filter(parent_id__in=ids)
            indexed = family.filter(status=Document.Status.INDEXED).count()
            failed = family.filter(status=Document.Status.FAILED)
            self.stdout.write(f"indexed: {indexed}  failed: {failed.count()}")
            for doc in failed:
                self.stdout.write(f"  failed: {doc.original_filename}: {doc.failure_reason}")
