"""Where backup/restore get the passphrase: --passphrase-file, SHOEBOX_BACKUP_PASSPHRASE, or a prompt."""
import getpass
import os
import sys
from pathlib import Path

from django.core.management.base import CommandError


def passphrase_arguments(parser) -> None:
    parser.add_argument("--passphrase-file", help="read the passphrase from this file (first line)")


def passphrase_get(opts: dict, *, confirm: bool = False) -> str:
    """The passphrase from the file, the environment, or asked twice (``confirm``) on a terminal."""
    if opts.get("passphrase_file"):
        return (Path(opts["passphrase_file"]).read_text().splitlines()[0]
                if Path(opts["passphrase_file"]).stat().st_size else "")
    if os.environ.get("SHOEBOX_BACKUP_PASSPHRASE"):
        return os.environ["SHOEBOX_BACKUP_PASSPHRASE"]
    if not sys.stdin.isatty():
        raise CommandError("no passphrase: pass --passphrase-file or set SHOEBOX_BACKUP_PASSPHRASE")
    first = getpass.getpass("backup passphrase: ")
    if confirm and getpass.getpass("again: ") != first:
        raise CommandError("the passphrases differ")
    return first
