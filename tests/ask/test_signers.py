"""Who signed a paper, read where it is signed: a contract's last page, past the excerpt retrieval picked, in the
real PostgreSQL with the real index; invented parties."""
from datetime import date

import pytest

from ask.service import ask
from tests.factories import indexed_document

pytestmark = pytest.mark.django_db
AS_OF = date(2026, 11, 30)

TERMS = "\n".join(f"{n}. Clause {n}. The tenant keeps the garden of the house tidy and reports any defect promptly."
                  for n in range(1, 12))


def test_a_contract_is_signed_on_its_last_page(user):
    doc = indexed_document(
        user, "RESIDENTIAL TENANCY AGREEMENT\nLandlord: Quillon Estates Ltd\nTenant: Barnaby Tisch\n"
              "Property: 22 Heron Row\nTerm: 1 May 2026 to 30 April 2027\nMonthly rent: £1,150.00\n" + TERMS,
        "12. Governing law. The law of the place of the property applies.\n13. Signatures\n"
        "Signed in two copies on the date above.\nOdalys Fenwright\nfor and on behalf of Quillon Estates Ltd\n"
        "Barnaby Tisch\nTenant", filename="tenancy-agreement.pdf")
    got = ask(user, "Who signed the tenancy agreement?", as_of=AS_OF)
    assert got.answer == "Odalys Fenwright; Barnaby Tisch", got
    assert got.cited_doc_ids == [doc.pk]
    citation = got.citations[0]
    assert citation["page"] == 2 and "Odalys Fenwright" in citation["snippet"], citation
