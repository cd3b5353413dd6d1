#!/usr/bin/env python
"""Django's command-line utility for Shoebox."""
import os
import sys


def main():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "archive.settings")
    if not os.environ.get("DATABASE_URL") and os.environ.get("SHOEBOX_EMBEDDED_PG", "1") == "1":
        # No database configured: use (and if needed start) the embedded PostgreSQL with pgvector.
        from archive import pgserver

        try:
            pgserver.start()
        except pgserver.PortTaken as exc:
            sys.exit(f"shoebox: {exc}")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
