"""python manage.py backup PATH [--passphrase-file FILE]: the whole instance in one encrypted file."""
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from archive.backup import BackupError, backup_write

from ._passphrase import passphrase_arguments, passphrase_get


class Command(BaseCommand):
    help = ("Write one encrypted backup: database rows (users, groups, tokens, settings, documents, pages, "
            "chunks, payment records), the encrypted originals and the archive key. Restore needs the file "
            "and its passphrase.")

    def add_arguments(self, parser):
        parser.add_argument("path")
        passphrase_arguments(parser)

    def handle(self, *args, **opts):
        try:
            manifest = backup_write(Path(opts["path"]), passphrase=passphrase_get(opts, confirm=True),
                                    progress=True)
        except BackupError as exc:
            raise CommandError(str(exc)) from None
        counts = ", ".join(f"{k.split('.')[1]}: {v}" for k, v in manifest["counts"].items())
        self.stdout.write(f"backup written to {opts['path']} ({counts}; originals: {manifest['originals']})")
