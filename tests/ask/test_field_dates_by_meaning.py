"""A date field whose label words the question does not use, read by the label's meaning (ask.fields,
ask.field_meaning), in the real PostgreSQL with the real embedder; invented papers."""
from datetime import date

import pytest

from ask.service import ask
from tests.factories import indexed_document

pytestmark = pytest.mark.django_db


def test_the_date_labelled_with_the_event_asked_is_the_answer(user):
    doc = indexed_document(
        user, "Larkspur Express - parcel notice\nNotice date: 5 March 2027\nSender: Wrenfield Books\n"
              "Consignment code: LX-4471-209Q\nShipped on: 4 March 2027\n"
              "Expected delivery: Tuesday, 9 March 2027, between 8 a.m. and noon\n"
              "Deliver to: 14 Orchard Row, Millbrook", filename="parcel-notice.pdf")
    got = ask(user, "When is the parcel from Wrenfield Books supposed to arrive?", as_of=date(2027, 3, 5))
    assert got.answer and got.answer.startswith("2027-03-09"), got
    assert got.cited_doc_ids == [doc.pk]
