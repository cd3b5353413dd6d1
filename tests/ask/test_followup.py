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
