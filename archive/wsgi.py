"""WSGI entry point."""
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "archive.settings")
os.environ.setdefault("SHOEBOX_DB_POOL", "1")  # served: a bounded connection pool (archive.settings)
application = get_wsgi_application()
