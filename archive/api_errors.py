"""One error shape for every API response that is not a success:
``{"error": {"code": "<stable code>", "message": "<human text>", "fields"?: {...}}}``.

``api_exception_handler`` is DRF's ``EXCEPTION_HANDLER`` (settings ``REST_FRAMEWORK``): it renders every
``archive.errors.ShoeboxError`` a plain function raises (its ``code``, ``message`` and ``status``), DRF's
own exceptions and Django's. ``json_404`` and ``json_500`` are Django's ``handler404``/``handler500``
(``archive.urls``) so unknown ``/api/`` URLs and crashes outside DRF answer in the same shape. Codes are
part of the API contract: add, never rename.
"""
import logging

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import RequestDataTooBig, SuspiciousOperation
from django.http import Http404, JsonResponse
from rest_framework import exceptions, status
from rest_framework.response import Response

from .errors import ShoeboxError

log = logging.getLogger(__name__)


class RequestTooLarge(exceptions.APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = "request body is too large"
    default_code = "too_large"


class ApiError(ShoeboxError):
    """A request error only a view can see (a missing multipart field, a stored file gone): an explicit
    code, message and HTTP status. Domain rules raise their own ShoeboxError subclasses instead."""

    def __init__(self, code: str, message: str, http: int = status.HTTP_400_BAD_REQUEST):
        super().__init__(message, code=code, status=http)


# DRF exception class → stable code
_CODES = [
    (exceptions.NotAuthenticated, "not_authenticated"),
    (exceptions.AuthenticationFailed, "authentication_failed"),
    (exceptions.PermissionDenied, "forbidden"),
    (exceptions.NotFound, "not_found"),
    (exceptions.MethodNotAllowed, "method_not_allowed"),
    (exceptions.NotAcceptable, "not_acceptable"),
    (exceptions.UnsupportedMediaType, "unsupported_media_type"),
    (exceptions.Throttled, "throttled"),
    (exceptions.ParseError, "malformed_request"),
    (exceptions.ValidationError, "invalid_request"),
    (RequestTooLarge, "too_large"),
]


def error_body(code: str, message: str, fields: dict | None = None) -> dict:
    """The JSON error document."""
    error = {"code": code, "message": message}
    if fields:
        error["fields"] = fields
    return {"error": error}


def _first_message(detail) -> str:
    """'field: first message' from a ValidationError detail (dict / list / str)."""
    if isinstance(detail, dict):
        field, errors = next(iter(detail.items()), ("request", ["invalid"]))
        inner = _first_message(errors)
        return inner if field == "non_field_errors" else f"{field}: {inner}"
    if isinstance(detail, (list, tuple)):
        return _first_message(detail[0]) if detail else "invalid"
    return str(detail)


def api_exception_handler(exc, context):
    """DRF EXCEPTION_HANDLER: any exception → the JSON error shape (500s are logged, never detailed).
    A ShoeboxError answers with its own ``status``, ``code`` and ``message``."""
    if isinstance(exc, ShoeboxError):
        return Response(error_body(exc.code, exc.message), status=exc.status)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound("not found")
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied()
    elif isinstance(exc, RequestDataTooBig):
        exc = RequestTooLarge("request body is too large")
    elif isinstance(exc, SuspiciousOperation):
        exc = exceptions.ParseError(str(exc) or "malformed request")

    if not isinstance(exc, exceptions.APIException):
        log.exception("unhandled API error", exc_info=exc)
        return Response(error_body("internal_error", "internal server error"),
                        status=status.HTTP_500_INTERNAL_SERVER_ERROR)

    headers = {}
    if getattr(exc, "auth_header", None):
        headers["WWW-Authenticate"] = exc.auth_header
    if getattr(exc, "wait", None):
        headers["Retry-After"] = "%d" % exc.wait
    code = next((c for cls, c in _CODES if isinstance(exc, cls)), "error")
    if isinstance(exc, exceptions.ValidationError):
        body = error_body(code, _first_message(exc.detail),
                          exc.detail if isinstance(exc.detail, dict) else None)
    else:
        body = error_body(code, _first_message(exc.detail))
    return Response(body, status=exc.status_code, headers=headers)


def json_404(request, exception=None):
    """handler404: JSON for ``/api/`` paths, Django's page elsewhere."""
    if request.path.startswith("/api/"):
        return JsonResponse(error_body("not_found", "no such API endpoint"), status=404)
    from django.views.defaults import page_not_found

    return page_not_found(request, exception)


def json_500(request):
    """handler500: JSON for ``/api/`` paths, Django's page elsewhere."""
    if request.path.startswith("/api/"):
        return JsonResponse(error_body("internal_error", "internal server error"), status=500)
    from django.views.defaults import server_error

    return server_error(request)
