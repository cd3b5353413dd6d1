"""URL routes."""
from django.contrib import admin
from django.urls import include, path

from archive.api import DocumentDetailView, DocumentListView
from ask.api import AskView, SearchView

urlpatterns = [
    path("admin/", admin.site.urls),
    path("accounts/", include("django.contrib.auth.urls")),
    path("api/documents/", DocumentListView.as_view(), name="api-documents"),
    path("api/documents/<int:pk>/", DocumentDetailView.as_view(), name="api-document"),
    path("api/ask", AskView.as_view(), name="api-ask"),
    path("api/search", SearchView.as_view(), name="api-search"),
    path("", include("archive.portal_urls")),
]
