"""The application-error base: a domain rule refused a request, in words a user can read.

A :class:`ShoeboxError` carries a stable ``code`` (part of the API contract: add, never rename), the HTTP
``status`` it maps to, and a ``message`` for people. Plain functions raise subclasses of it; each
surface renders it in one place: the API's DRF exception handler (``archive.api_errors``) as
``{"error": {"code", "message"}}`` with ``status``, the portal's middleware (``archive.portal.errors``)
as an error page, the management commands and MCP tools as their message. Nothing here imports a web
framework, so every layer may raise one.
"""


class ShoeboxError(Exception):
    """Base of Shoebox's domain errors.

    Subclasses set the class attributes ``code`` (str), ``status`` (HTTP status, int) and
    ``default_message``; a raise site may override any of them: ``ShoeboxError("why", code="x",
    status=403)``. ``message`` is the text shown to the user (also ``str(exc)``)."""

    code: str = "error"
    status: int = 400
    default_message: str = "the request could not be completed"

    def __init__(self, message: str | None = None, *, code: str | None = None, status: int | None = None):
        self.message = message or self.default_message
        if code is not None:
            self.code = code
        if status is not None:
            self.status = status
        super().__init__(self.message)


class InvalidInput(ShoeboxError):
    """A value given to a plain function is out of its range or malformed (400 ``invalid_request``)."""

    code = "invalid_request"
    status = 400
    default_message = "invalid request"


class Forbidden(ShoeboxError):
    """The user may not do this (403 ``forbidden``)."""

    code = "forbidden"
    status = 403
    default_message = "not allowed"


class NotFound(ShoeboxError):
    """There is no such thing for this user (404 ``not_found``); "absent" and "not yours" look the same."""

    code = "not_found"
    status = 404
    default_message = "not found"
