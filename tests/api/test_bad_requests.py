"""Bad requests answer 4xx with the error shape, never 500: dates out of range, nested JSON, periods
beyond the calendar."""
import pytest
from rest_framework.test import APIClient

from archive.tokens import token_create
from tests.factories import indexed_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def client(user):
    c = APIClient(raise_request_exception=False)
    c.credentials(HTTP_AUTHORIZATION=f"Token {token_create(user)}")
    return c


@pytest.fixture
def archive(user):
    return indexed_document(user, "Water bill. Amount paid $41.20 on 3 March 2026.", filename="water.pdf")


@pytest.mark.parametrize("as_of", ["0001-01-15", "9999-12-31", "1899-12-31"])
def test_as_of_out_of_range_is_a_400(client, archive, as_of):
    response = client.post("/api/ask", {"question": "What did I pay last month?", "as_of": as_of}, format="json")
    assert response.status_code == 400
    assert "as_of must be between" in response.json()["error"]["message"]


def test_deeply_nested_json_is_a_400(client):
    body = "[" * 30_000 + "]" * 30_000  # 60 KB, under the size limit
    response = client.generic("POST", "/api/ask", body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "malformed_request"


@pytest.mark.parametrize("question", ["What did I pay in the last 99999 months?",
                                      "How much did I spend on water in the past 99999 months?"])
def test_a_period_beyond_the_calendar_is_not_a_500(client, archive, question):
    response = client.post("/api/ask", {"question": question, "as_of": "2026-11-30"}, format="json")
    assert response.status_code == 200
    assert "error" not in response.json()
