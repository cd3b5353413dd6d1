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


def test_a_letter_signed_in_its_window_beats_a_contract_signed_on_its_last_page(user):
    # The agreement prints every word of the question, the letter not "letter": the agreement is about it more.
    indexed_document(
        user, "RESIDENTIAL TENANCY AGREEMENT\nLandlord: Quillon Estates Ltd\nTenant: Barnaby Tisch\n"
              "Monthly rent: £1,150.00, reviewed once a year; the review is sent by letter.\n" + TERMS,
        "13. Signatures\nOdalys Fenwright\nfor and on behalf of Quillon Estates Ltd\nBarnaby Tisch\nTenant",
        filename="tenancy-agreement.pdf")
    letter = indexed_document(
        user, "Quillon Estates Ltd\nDear Mr Tisch,\nRent review: from 1 May 2027 your monthly rent will be £1,190.00.\n"
              "Kind regards,\nPerpetua Langholm\nLettings manager", filename="quillon-2027.pdf")
    got = ask(user, "Who signed the letter about the rent review?", as_of=AS_OF)
    assert got.answer == "Perpetua Langholm" and got.cited_doc_ids == [letter.pk], got


def test_minutes_signed_under_each_name_give_both_signers(user):
    indexed_document(
        user, "BODY CORPORATE 4471 - KELLBACH RISE\nMinutes of the Annual General Meeting held 16th of September 2026\n"
              "1. Accounts for the year to 30 June 2026 were received and approved.\n"
              "2. General business: bins must be returned by 7pm on collection day. Meeting closed 8:42pm.\n"
              "Odalys Fenwright\nOdalys Fenwright, Chairperson\nSigned 18/09/2026\n"
              "Barnaby Tisch\nBarnaby Tisch, Body corporate manager\nSigned 18/09/2026",
        filename="agm-minutes-2026.pdf")
    got = ask(user, "Who signed the body corporate AGM minutes?", as_of=AS_OF)
    assert got.answer == "Odalys Fenwright; Barnaby Tisch", got
