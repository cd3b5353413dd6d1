"""The application-error base (``archive.errors.ShoeboxError``): each domain error's stable code and
status, rendered by the one DRF exception handler in the API's error shape, by the portal's middleware
as an error page, by the CLI and MCP as its message."""
import uuid

import pytest
from django.core.management import CommandError, call_command
from django.test import RequestFactory

from archive.access import DocumentNotVisible, OverrideNotAllowed, retrieval_include_sensitive
from archive.api_errors import ApiError, api_exception_handler
from archive.documents import DocumentEditError
from archive.errors import Forbidden, InvalidInput, NotFound, ShoeboxError
from archive.portal.errors import shoebox_error_response
from ask.jobs import AskJobNotFound
from ask.search import SearchQueryError, search_documents
from ask.service import AskInputError, ask
from ingest.pipeline import IngestError


class _Conflict(ShoeboxError):
    code = "test_conflict"
    status = 409
    default_message = "that clashes with something"


def test_handler_renders_a_subclass_with_its_code_status_and_message():
    response = api_exception_handler(_Conflict(), {})
    assert response.status_code == 409
    assert response.data == {"error": {"code": "test_conflict", "message": "that clashes with something"}}
    response = api_exception_handler(_Conflict("other words", code="test_other", status=422), {})
    assert response.status_code == 422
    assert response.data == {"error": {"code": "test_other", "message": "other words"}}


def test_api_error_is_a_shoebox_error_rendered_the_same_way():
    exc = ApiError("no_file", "attach a file", 400)
    assert isinstance(exc, ShoeboxError) and str(exc) == "attach a file"
    response = api_exception_handler(exc, {})
    assert (response.status_code, response.data) == (400, {"error": {"code": "no_file", "message": "attach a file"}})


@pytest.mark.parametrize("exc, code, status, message", [
    (DocumentNotVisible(7), "not_found", 404, "no such document"),
    (OverrideNotAllowed(), "forbidden", 403, "only an admin may include confidential documents for one request"),
    (AskJobNotFound(), "not_found", 404, "no such ask"),
    (AskInputError("question must not be empty"), "invalid_request", 400, "question must not be empty"),
    (SearchQueryError("query must be 1 to 500 characters"), "invalid_request", 400,
     "query must be 1 to 500 characters"),
    (DocumentEditError("bad_group", "you can share only with existing groups you belong to", 403), "bad_group", 403,
     "you can share only with existing groups you belong to"),
    (IngestError("file too large"), "invalid_file", 400, "file too large"),
])
def test_domain_errors_carry_stable_codes_and_statuses(exc, code, status, message):
    assert isinstance(exc, ShoeboxError)
    assert (exc.code, exc.status, exc.message, str(exc)) == (code, status, message, message)
    assert api_exception_handler(exc, {}).data == {"error": {"code": code, "message": message}}


def test_generic_kinds_and_compatibility_bases():
    assert issubclass(DocumentNotVisible, NotFound) and issubclass(AskJobNotFound, NotFound)
    assert issubclass(OverrideNotAllowed, Forbidden) and not issubclass(OverrideNotAllowed, PermissionError)
    # callers that caught ValueError for bad input still do
    assert issubclass(AskInputError, InvalidInput) and issubclass(AskInputError, ValueError)
    assert issubclass(SearchQueryError, InvalidInput) and issubclass(SearchQueryError, ValueError)


@pytest.mark.django_db
def test_the_override_rule_raises_its_domain_error(user, django_user_model):
    with pytest.raises(OverrideNotAllowed):
        retrieval_include_sensitive(user, override=True)
    assert retrieval_include_sensitive(user, override=False) is False
    admin = django_user_model.objects.create_superuser("root-errors", password="pw-root-errors-1")
    assert retrieval_include_sensitive(admin, override=True) is True


@pytest.mark.django_db
def test_api_renders_domain_errors_raised_below_the_views(user, client_for):
    client = client_for(user)
    denied = client.post("/api/ask", {"question": "anything?", "include_sensitive": True}, format="json")
    assert denied.status_code == 403
    assert denied.json() == {"error": {"code": "forbidden", "message": OverrideNotAllowed.default_message}}
    missing = client.get(f"/api/ask/{uuid.uuid4()}")
    assert missing.status_code == 404 and missing.json() == {"error": {"code": "not_found", "message": "no such ask"}}
    gone = client.get("/api/documents/999999/")
    assert gone.json() == {"error": {"code": "not_found", "message": "no such document"}}


@pytest.mark.django_db
def test_search_and_ask_raise_their_input_errors(user):
    with pytest.raises(SearchQueryError):
        search_documents(user, "   ")
    with pytest.raises(AskInputError):
        ask(user, "x" * 1001)


@pytest.mark.parametrize("exc, status", [(NotFound("no such thing"), 404), (Forbidden("not yours"), 403),
                                         (InvalidInput("bad value"), 400), (_Conflict(), 409)])
def test_portal_renders_an_error_page_with_the_status(exc, status):
    response = shoebox_error_response(RequestFactory().get("/documents/1/"), exc)
    assert response.status_code == status
    if status == 409:
        assert response.content.decode() == "that clashes with something"


@pytest.mark.django_db
def test_portal_middleware_answers_a_domain_error_a_view_let_through(user, client):
    client.force_login(user)
    response = client.get(f"/portal/ask/{uuid.uuid4()}")  # ask_job_get raises AskJobNotFound
    assert response.status_code == 404
    assert client.get("/documents/999999/").status_code == 404  # DocumentNotVisible


@pytest.mark.django_db
def test_cli_shows_the_message(user):
    with pytest.raises(CommandError, match="only an admin may include confidential documents"):
        call_command("ask", "anything?", user=user.username, include_sensitive=True)
    with pytest.raises(CommandError, match="question must not be empty"):
        call_command("ask", "   ", user=user.username)
