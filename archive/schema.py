"""The OpenAPI 3 schema (drf-spectacular) and its Swagger UI, public so scripts and generators can fetch
them without a token. Settings are local (``SPECTACULAR``) so ``settings.py`` needs no extra block.

Both API surfaces (``archive.api``, ``ask.api``) declare their error responses with :func:`errors`, in
the shared shape :class:`ErrorSerializer` (rendered by ``archive.api_errors``)."""
from pathlib import Path

import drf_spectacular
import drf_spectacular_sidecar
from csp.decorators import csp_update
from django.template.backends.django import DjangoTemplates
from django.urls import reverse
from django.utils.decorators import method_decorator
from django.views.static import serve
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.utils import OpenApiResponse
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.renderers import TemplateHTMLRenderer

SPECTACULAR = {
    "TITLE": "Shoebox API",
    "DESCRIPTION": ("Archive household papers and ask questions answered with checked citations. "
                    "Authenticate with `Authorization: Token <key>` (or `Bearer <key>`). Errors are "
                    '`{"error": {"code": ..., "message": ...}}`.'),
    "VERSION": "1.0.0",
    "COMPONENT_SPLIT_REQUEST": True,
    "SCHEMA_PATH_PREFIX": r"/api/",
    "ENUM_NAME_OVERRIDES": {"DocumentStatusEnum": "archive.models.Document.Status",
                            "SensitivityEnum": "archive.models.Sensitivity"},
}


class ErrorDetailSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="stable machine-readable code, e.g. not_found, invalid_request, throttled")
    message = serializers.CharField(help_text="human-readable explanation")
    fields = serializers.DictField(required=False, help_text="per-field validation messages (400 only)")


class ErrorSerializer(serializers.Serializer):
    """The body of every API error: ``{"error": {"code", "message", "fields"?}}``."""

    error = ErrorDetailSerializer()


_ERROR_TEXT = {400: "invalid request", 401: "missing or bad credentials", 403: "not allowed", 404: "no such document",
               405: "method not allowed", 413: "request too large", 415: "unsupported media type",
               429: "throttled; see Retry-After"}


def errors(*codes: int) -> dict:
    """OpenAPI responses for the given error statuses (``extend_schema(responses=...)``), all in the
    shared error shape."""
    return {c: OpenApiResponse(ErrorSerializer, description=_ERROR_TEXT.get(c, "error")) for c in codes}


_ENGINE = DjangoTemplates({"NAME": "spectacular", "DIRS": [Path(drf_spectacular.__file__).parent / "templates"],
                           "APP_DIRS": False, "OPTIONS": {}})


class SchemaView(SpectacularAPIView):
    """GET /api/schema/ → the OpenAPI 3 document (YAML; ``?format=json`` for JSON)."""

    custom_settings = SPECTACULAR
    authentication_classes = []
    permission_classes = [AllowAny]


class _SpectacularTemplateRenderer(TemplateHTMLRenderer):
    """Finds drf-spectacular's own templates even when it is not in INSTALLED_APPS."""

    def resolve_template(self, template_names):
        return _ENGINE.get_template(template_names[0])


SWAGGER_ASSETS = (Path(drf_spectacular_sidecar.__file__).parent
                  / "static" / "drf_spectacular_sidecar" / "swagger-ui-dist")


@method_decorator(csp_update({"script-src": ["'unsafe-inline'"], "style-src": ["'unsafe-inline'"]}), name="dispatch")
class SwaggerView(SpectacularSwaggerView):
    """GET /api/docs/ → Swagger UI over /api/schema/. Its scripts come from the drf-spectacular-sidecar
    package and are served by this app (``/api/docs/assets/``): no CDN, so it works offline. Its page
    starts Swagger UI with an inline script, so this page alone allows inline script and style (it shows
    no archive data: the schema only)."""

    authentication_classes = []
    permission_classes = [AllowAny]
    renderer_classes = [_SpectacularTemplateRenderer]

    @staticmethod
    def _swagger_ui_resource(filename):
        return reverse("api-docs-asset", kwargs={"path": filename})

    @staticmethod
    def _swagger_ui_favicon():
        return reverse("api-docs-asset", kwargs={"path": "favicon-32x32.png"})


def swagger_asset(request, path):
    """GET /api/docs/assets/<file> → a Swagger UI file from the sidecar package."""
    return serve(request, path, document_root=str(SWAGGER_ASSETS))


class BearerOrTokenScheme(OpenApiAuthenticationExtension):
    """The API token (``archive.tokens.BearerOrTokenAuthentication``) in the published schema."""

    target_class = "archive.tokens.BearerOrTokenAuthentication"
    name = "tokenAuth"

    def get_security_definition(self, auto_schema):
        return {"type": "apiKey", "in": "header", "name": "Authorization",
                "description": 'API token with the prefix "Token" or "Bearer": `Authorization: Bearer <key>`'}
