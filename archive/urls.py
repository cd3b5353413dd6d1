"""URL routes: the admin, sign-in, the REST API under /api/ (schema at /api/schema/, Swagger UI at
/api/docs/) and the portal. The MCP endpoint /mcp is served by the ASGI app (``archive.asgi``)."""
from django.contrib import admin
from django.urls import include, path

from archive.api import DocumentDetailView, DocumentListView, DocumentOriginalView, StatusView, TokenView
from archive.schema import SchemaView, SwaggerView, swagger_asset
from ask.api import AskJobView, AskView, SearchView

handler404 = "archive.api_errors.json_404"
handler500 = "archive.api_errors.json_500"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("accounts/", include("django.contrib.auth.urls")),
    path("api/schema/", SchemaView.as_view(), name="api-schema"),
    path("api/docs/", SwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("api/docs/assets/<path:path>", swagger_asset, name="api-docs-asset"),
    path("api/documents/", DocumentListView.as_view(), name="api-documents"),
    path("api/documents/<int:pk>/", DocumentDetailView.as_view(), name="api-document"),
    path("api/documents/<int:pk>/original", DocumentOriginalView.as_view(), name="api-document-original"),
    path("api/status", StatusView.as_view(), name="api-status"),
    path("api/tokens/", TokenView.as_view(), name="api-tokens"),
    path("api/ask", AskView.as_view(), name="api-ask"),
    path("api/ask/<uuid:job_id>", AskJobView.as_view(), name="api-ask-job"),
    path("api/search", SearchView.as_view(), name="api-search"),
    path("", include("archive.portal_urls")),
]
