"""The OpenAPI 3 schema (drf-spectacular) and its Swagger UI, public so scripts and generators can fetch
them without a token. Settings are local (``SPECTACULAR``) so ``settings.py`` needs no extra block."""
from pathlib import Path

import drf_spectacular
from django.template.backends.django import DjangoTemplates
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView
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


class SwaggerView(SpectacularSwaggerView):
    """GET /api/docs/ → Swagger UI over /api/schema/."""

    authentication_classes = []
    permission_classes = [AllowAny]
    renderer_classes = [_SpectacularTemplateRenderer]
