"""Follow-up questions: the previous question gives the topic; nothing is remembered between calls."""
from datetime import date

import pytest

from ask.service import AskInputError, ask
from tests.factories import indexed_document

pytestmark = pytest.mark.django_db
AS_OF = date(2026, 11, 30)


@pytest.fixture
def two_policies(user):
    car = indexed_document(user, "Tollgate Mutual\nCar insurance renewal notice\nVehicle: hatchback\n"
                                 "Renewal date: 2027-01-09\nRenewal premium: $812.40", filename="car-renewal.pdf")
    boat = indexed_document(user, "Tollgate Mutual\nBoat insurance renewal notice\nVessel: dinghy\n"
                                  "Renewal date: 2027-04-02\nRenewal premium: $233.75", filename="boat-renewal.pdf")
    return car, boat


def test_the_previous_question_picks_the_topic(user, two_policies):
    car, boat = two_policies
    got = ask(user, "And how much is the premium?", as_of=AS_OF,
              previous_question="When is the boat insurance renewal due?")
    assert got.answer and "233.75" in got.answer and got.cited_doc_ids == [boat.pk], got
    got = ask(user, "And how much is the premium?", as_of=AS_OF,
              previous_question="When is the car insurance renewal due?")
    assert got.answer and "812.40" in got.answer and got.cited_doc_ids == [car.pk], got


def test_the_previous_question_is_validated_like_a_question(user, two_policies):
    with pytest.raises(AskInputError):
        ask(user, "And the premium?", previous_question="x" * 1001)


def test_the_api_takes_the_previous_question(user, two_policies, client_for):
    car, boat = two_policies
    client = client_for(user)
    for previous, amount, doc in (("When is the boat insurance renewal due?", "233.75", boat),
                                  ("When is the car insurance renewal due?", "812.40", car)):
        body = client.post("/api/ask", {"question": "And how much is the premium?", "previous_question": previous,
                                        "as_of": "2026-11-30"}, format="json").json()
        assert body["answer"] and amount in body["answer"] and body["cited_doc_ids"] == [doc.pk], body
    too_long = client.post("/api/ask", {"question": "And the premium?", "previous_question": "x" * 1001},
                           format="json")
    assert too_long.status_code == 400


def test_the_mcp_ask_tool_takes_the_previous_question(user, two_policies):
    from ask.mcp_server import tool_ask

    car, _ = two_policies
    body = tool_ask(user, "And how much is the premium?", previous_question="When is the car insurance renewal due?")
    assert body["answer"] and "812.40" in body["answer"] and body["cited_doc_ids"] == [car.pk], body
