"""The portal's one rendering of domain errors: a ``ShoeboxError`` a portal view lets through becomes
Django's error page for its status (404 and 403 look like any other), with its message.

Forms that can say what went wrong next to the field catch ``ShoeboxError`` themselves and show
``exc.message`` there. The API never gets here: DRF renders its errors (``archive.api_errors``)."""
from django.core.exceptions import BadRequest, PermissionDenied
from django.http import Http404, HttpResponse
from django.views import defaults

from archive.errors import ShoeboxError


class ShoeboxErrorMiddleware:
    """``MIDDLEWARE`` entry: ShoeboxError → 400/403/404 page (Django's ``bad_request``,
    ``permission_denied``, ``page_not_found``), other statuses → the message as plain text."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exc):
        if not isinstance(exc, ShoeboxError):
            return None
        return shoebox_error_response(request, exc)


def shoebox_error_response(request, exc: ShoeboxError) -> HttpResponse:
    """The portal's response for ``exc``: an error page with ``exc.status``."""
    if exc.status == 404:
        return defaults.page_not_found(request, Http404(exc.message))
    if exc.status == 403:
        return defaults.permission_denied(request, PermissionDenied(exc.message))
    if exc.status == 400:
        return defaults.bad_request(request, BadRequest(exc.message))
    return HttpResponse(exc.message, status=exc.status, content_type="text/plain; charset=utf-8")
