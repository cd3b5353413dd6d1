"""python manage.py restore PATH [--passphrase-file FILE]: restore a backup into an empty instance."""
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from archive.backup import BackupError, backup_restore

from ._passphrase import passphrase_arguments, passphrase_get


class Command(BaseCommand):
    help = "Restore a `manage.py backup` file into this (migrated, empty) instance."

    def add_arguments(self, parser):
        parser.add_argument("path")
        passphrase_arguments(parser)

    def handle(self, *args, **opts):
        if not Path(opts["path"]).is_file():
            raise CommandError(f"no such file: {opts['path']}")
        try:
            manifest = backup_restore(Path(opts["path"]), passphrase=passphrase_get(opts), progress=True)
        except BackupError as exc:
            raise CommandError(str(exc)) from None
        counts = ", ".join(f"{k.split('.')[1]}: {v}" for k, v in manifest["counts"].items())
        self.stdout.write(f"restored from {opts['path']} (made {manifest['created']}; {counts})")
