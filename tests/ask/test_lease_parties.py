"""The landlord read off a rental paper (ask.lease_parties), from papers written for this file; the answer over
the real PostgreSQL."""
from types import SimpleNamespace

import pytest

from archive.models import Document, Page
from ask.lease_parties import asks_landlord, landlord_answer, landlord_names

IN_ROLE = ('1. Parties. This agreement is made on 3 May 2024 between Fernley Homes Trust ("Landlord"), acting '
           'through its agent Ada Brenn, and Cal Ostrow (the "Tenant").\n2. Rent. The rent is $1,200.00 a month.')
LABELLED = "TENANCY AGREEMENT\nLandlord:\nKellbach Lettings Ltd.\nTenant:\nCal Ostrow\nMonthly rent: £950.00"
RENTS_TO = ('HOUSE RENTAL CONTRACT\nThe parties\nCorvina Rentals LLC ("we"), for whom Ada Brenn signs as manager, '
            'rents the house to Cal Ostrow ("you").\nRent is $2,000.00 a month.')
LETTER = ("Transit Residences B.V. · Kadeweg 9\nDear tenants, under your tenancy agreement the rent is reviewed "
          "once a year.\nFrom 1 July your monthly rent will be €1,100.00.\nKind regards,\nAda Brenn\n"
          "Property manager, for Transit Residences B.V.")


def test_questions_asking_for_the_landlord():
    assert asks_landlord("Who's our landlord?")
    assert asks_landlord("Who do we rent our home from?")
    assert asks_landlord("landlord's name")
    assert not asks_landlord("When does the landlord need our notice?")
    assert not asks_landlord("Who signed the lease for the landlord?")


@pytest.mark.parametrize("text, name", [(IN_ROLE, "Fernley Homes Trust"), (LABELLED, "Kellbach Lettings Ltd."),
                                        (RENTS_TO, "Corvina Rentals LLC"), (LETTER, "Transit Residences B.V.")])
def test_the_name_in_a_landlords_role(text, name):
    assert landlord_names(text) == [name]


def test_a_paper_about_no_tenancy_names_no_landlord():
    # A company signed for on a paper with no tenancy words, or on one not written to tenants, is no landlord.
    assert landlord_names("Your quote\nKind regards,\nAda Brenn\nSales manager, for Corvina Kitchens Ltd.") == []
    hall = "The rent for the hall\nKind regards,\nAda Brenn\nSales manager, for Corvina Kitchens Ltd."
    assert landlord_names(hall) == []


def _paper(user, name, text):
    doc = Document.objects.create(owner=user, title=name, original_filename=f"{name}.pdf", mime_type="application/pdf",
                                  sha256=(name * 64)[:64], storage_name=name, status=Document.Status.INDEXED,
                                  extraction_status="done")
    Page.objects.create(document=doc, number=1, text=text, source="text_layer")
    return SimpleNamespace(doc_id=doc.pk)


@pytest.mark.django_db
def test_one_landlord_answers_two_do_not(user):
    lease = _paper(user, "lease", RENTS_TO)
    got = landlord_answer("Who's the landlord?", [lease])
    assert got.answer == "Corvina Rentals LLC" and got.cited == [lease.doc_id], got
    other = _paper(user, "letter", LETTER)
    assert landlord_answer("Who's the landlord?", [lease, other]) is None
