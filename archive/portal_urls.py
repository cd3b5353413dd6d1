"""Portal pages (Django templates). Views live in ``archive.portal``, one module per screen.

The portal's own CSS/JS is served from ``/portal/assets/`` by Django itself, so the pages look right
under ``runserver`` with DEBUG off (how the demo and docker-compose run it) without collectstatic."""
from pathlib import Path

from django.urls import path, re_path
from django.views.static import serve

from .portal import account, documents, search, setup, upload

ASSETS = Path(__file__).resolve().parent / "static" / "shoebox"

urlpatterns = [
    path("", search.home, name="home"),
    path("documents/", documents.document_list, name="documents"),
    path("documents/<int:pk>/", documents.document_detail, name="document"),
    path("documents/<int:pk>/pages/<int:number>.png", documents.page_image, name="page-image"),
    path("upload/", upload.upload, name="upload"),
    path("setup/", setup.setup, name="setup"),
    path("setup/index-progress", setup.index_progress, name="index-progress"),
    path("account/", account.account, name="account"),
    path("portal/documents/status", documents.document_status, name="document-status"),
    path("portal/ask/<uuid:job_id>", search.ask_stage, name="ask-stage"),
    re_path(r"^portal/assets/(?P<path>[\w.-]+\.(?:css|js))$", serve, {"document_root": ASSETS}, name="asset"),
]
