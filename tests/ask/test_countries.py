"""A question about one country answered only from papers addressed in another is not answered (ask.countries), in
the real PostgreSQL with the real index; invented parties."""
from datetime import date

import pytest

from ask.countries import address_countries, other_country
from ask.service import ask
from tests.factories import indexed_document

pytestmark = pytest.mark.django_db
AS_OF = date(2026, 11, 25)
POLICY = ("Kellbach Insurance\nMotor vehicle insurance - renewal notice\nCorvina Fernley\n7 Corvina Lane\n"
          "Fernley Heads 3197\nNew Zealand\nPolicy number\nKI-MV-4471020\nRenewal date\n9 December 2026\n"
          "Your comprehensive car policy renews on 9 December 2026.\nAnnual premium to pay\n$1,184.40\n")


def test_the_country_a_question_names_must_be_the_papers(user):
    doc = indexed_document(user, POLICY, filename="kellbach-motor-renewal.pdf")
    here = ask(user, "When does the car insurance renew?", as_of=AS_OF)
    assert here.answer is not None and "2026" in here.answer, here
    abroad = ask(user, "When does the car insurance for the car in Germany renew?", as_of=AS_OF)
    assert abroad.answer is None, abroad
    assert other_country("when is the car insurance for mum's car in germany due?", [doc.pk]) == (
        {"germany"}, {"new zealand"})
    assert other_country("when is the car insurance in new zealand due?", [doc.pk]) is None
    assert other_country("when is the car insurance due?", [doc.pk]) is None


def test_only_an_address_line_names_a_papers_country():
    assert address_countries("Fernley Heads 3197\nNew Zealand") == {"new zealand"}
    assert address_countries("12 Corvina Road, Wellington 6011, New Zealand") == {"new zealand"}
    assert address_countries("Jordan Lee\nGeorgia Power, Atlanta\nTurkey sandwich $9.00") == set()
