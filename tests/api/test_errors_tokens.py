"""Error shape for every failure status, throttling, body limits, tokens (API, command, Bearer) and
the published schema."""
import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from archive.api_errors import api_exception_handler
from archive.tokens import token_create

pytestmark = pytest.mark.django_db


def error_of(response, status):
    assert response.status_code == status, response.content
    body = response.json()
    assert set(body) == {"error"} and body["error"]["code"] and body["error"]["message"]
    return body["error"]["code"]


def test_error_shapes(user, client_for):
    anon = APIClient()
    assert error_of(anon.get("/api/documents/"), 401) == "not_authenticated"
    assert error_of(anon.post("/api/ask", {"question": "x"}, format="json"), 401) == "not_authenticated"
    bad = APIClient(HTTP_AUTHORIZATION="Bearer " + "0" * 40)
    assert error_of(bad.get("/api/status"), 401) == "authentication_failed"
    client = client_for(user)
    assert error_of(client.get("/api/nothing-here"), 404) == "not_found"
    assert error_of(client.get("/api/documents/999999/"), 404) == "not_found"
    assert error_of(client.put("/api/ask", {"question": "x"}, format="json"), 405) == "method_not_allowed"
    assert error_of(client.post("/api/ask", "not json", content_type="application/json"), 400) == "malformed_request"
    assert error_of(client.post("/api/ask", "question=x", content_type="application/x-www-form-urlencoded"),
                    415) == "unsupported_media_type"
    huge = {"question": "x", "pad": "y" * 70_000}
    assert error_of(client.post("/api/ask", huge, format="json"), 413) == "too_large"


def test_unexpected_exception_becomes_json_500():
    response = api_exception_handler(RuntimeError("boom"), {})
    assert response.status_code == 500
    assert response.data == {"error": {"code": "internal_error", "message": "internal server error"}}


def test_ask_is_throttled_per_user(user, other_user, client_for, settings):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK,
                               "DEFAULT_THROTTLE_RATES": {"ask": "2/min", "upload": "60/min"}}
    client = client_for(user)
    for _ in range(2):
        assert client.post("/api/ask", {"question": "anything?"}, format="json").status_code == 200
    response = client.post("/api/ask", {"question": "anything?"}, format="json")
    assert error_of(response, 429) == "throttled" and int(response["Retry-After"]) > 0
    # another user is not starved
    assert client_for(other_user).post("/api/ask", {"question": "anything?"}, format="json").status_code == 200
    assert client.get("/api/status").status_code == 200  # other endpoints unaffected


def test_upload_is_throttled_but_listing_is_not(user, client_for, settings):
    from django.core.files.uploadedfile import SimpleUploadedFile

    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK,
                               "DEFAULT_THROTTLE_RATES": {"ask": "30/min", "upload": "1/min"}}
    client = client_for(user)
    assert client.post("/api/documents/", {"file": SimpleUploadedFile("a.txt", b"a")},
                       format="multipart").status_code == 201
    assert error_of(client.post("/api/documents/", {"file": SimpleUploadedFile("b.txt", b"b")}, format="multipart"),
                    429) == "throttled"
    for _ in range(3):
        assert client.get("/api/documents/").status_code == 200


def test_token_endpoints_for_session_users(user):
    browser = APIClient()
    browser.force_login(user)
    first = browser.post("/api/tokens/")
    assert first.status_code == 201 and len(first.json()["token"]) == 40
    second = browser.post("/api/tokens/").json()["token"]
    assert second != first.json()["token"]
    old = APIClient(HTTP_AUTHORIZATION=f"Token {first.json()['token']}")
    assert old.get("/api/status").status_code == 401  # replaced
    for scheme in ("Token", "Bearer", "bearer"):
        assert APIClient(HTTP_AUTHORIZATION=f"{scheme} {second}").get("/api/status").status_code == 200
    # a token cannot mint tokens
    assert APIClient(HTTP_AUTHORIZATION=f"Bearer {second}").post("/api/tokens/").status_code in (401, 403)
    assert browser.delete("/api/tokens/").status_code == 204
    assert APIClient(HTTP_AUTHORIZATION=f"Bearer {second}").get("/api/status").status_code == 401


def test_create_token_command(user, capsys):
    call_command("create_token", "alice")
    key = capsys.readouterr().out.strip()
    assert APIClient(HTTP_AUTHORIZATION=f"Bearer {key}").get("/api/status").status_code == 200
    call_command("create_token", "alice", "--revoke")
    assert "revoked" in capsys.readouterr().out
    assert APIClient(HTTP_AUTHORIZATION=f"Bearer {key}").get("/api/status").status_code == 401
    with pytest.raises(Exception, match="no user"):
        call_command("create_token", "nobody")


def test_schema_describes_every_endpoint():
    schema = APIClient().get("/api/schema/", {"format": "json"}).json()
    paths = schema["paths"]
    for path in ("/api/ask", "/api/search", "/api/documents/", "/api/documents/{id}/",
                 "/api/documents/{id}/original", "/api/status", "/api/tokens/"):
        assert path in paths
    ask = paths["/api/ask"]["post"]
    assert ask["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("/AskRequest")
    assert ask["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].endswith("/AskResponse")
    assert ask["responses"]["429"]["content"]["application/json"]["schema"]["$ref"].endswith("/Error")
    citation = schema["components"]["schemas"]["Citation"]["properties"]
    assert {"doc_id", "page", "snippet", "url"} <= set(citation)
    assert "patch" in paths["/api/documents/{id}/"]
    assert APIClient().get("/api/docs/").status_code == 200


def test_existing_token_helper(user):
    assert len(token_create(user)) == 40


def test_swagger_ui_is_served_without_a_cdn(client):
    page = client.get("/api/docs/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "cdn.jsdelivr" not in html and "/api/docs/assets/swagger-ui-bundle.js" in html
    asset = client.get("/api/docs/assets/swagger-ui-bundle.js")
    assert asset.status_code == 200
