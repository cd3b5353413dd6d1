"""E-mail attachments follow their e-mail: making an e-mail private or confidential reaches its
attachments through the API, the portal and the admin, and the visibility gate derives it anyway."""
import pytest

from archive.access import documents_visible
from archive.models import Document
from ask.service import ask
from tests.factories import indexed_email

pytestmark = pytest.mark.django_db

BODY = "Please find the statement attached."
STATEMENT = ("Harbour Mutual quarterly statement\nPremium paid: $1,234.56\nPaid on 2 March 2026\n"
             "Policy number HM-99812")


def _shared_email(people):
    return indexed_email(people["alice"], BODY, ("statement.pdf", STATEMENT), share_with=[people["home"]])


def _assert_locked(people, parent, attachment, bob_client, alice_client):
    """bob can no longer open either; alice's Ask no longer quotes the attachment (confidential)."""
    for doc in (parent, attachment):
        assert bob_client.get(f"/api/documents/{doc.pk}/").status_code == 404
    attachment.refresh_from_db()
    assert attachment.sensitivity == "confidential"
    assert list(attachment.shared_with.all()) == []
    assert not documents_visible(people["bob"]).filter(pk=attachment.pk).exists()
    for asker in (people["alice"], people["bob"]):
        response = ask(asker, "How much premium was paid to Harbour Mutual?")
        assert attachment.pk not in response.cited_doc_ids
        assert "1,234.56" not in repr(response.to_dict())
    assert alice_client.get(f"/api/documents/{attachment.pk}/").status_code == 200


def test_api_patch_of_email_reaches_attachments(people, api_for):
    parent, (attachment,) = _shared_email(people)
    bob = api_for(people["bob"])
    assert bob.get(f"/api/documents/{attachment.pk}/").status_code == 200
    assert "1,234.56" in repr(ask(people["bob"], "How much premium was paid to Harbour Mutual?").to_dict())
    alice = api_for(people["alice"])
    response = alice.patch(f"/api/documents/{parent.pk}/", {"sensitivity": "confidential", "share_with": []},
                           format="json")
    assert response.status_code == 200, response.content
    _assert_locked(people, parent, attachment, bob, alice)


def test_portal_edit_of_email_reaches_attachments(people, api_for, portal_for):
    parent, (attachment,) = _shared_email(people)
    response = portal_for(people["alice"]).post(f"/documents/{parent.pk}/", {
        "title": parent.title, "sensitivity": "confidential"})  # no group ticked: private
    assert response.status_code == 302
    _assert_locked(people, parent, attachment, api_for(people["bob"]), api_for(people["alice"]))


def test_admin_edit_of_email_reaches_attachments(people, api_for, portal_for):
    parent, (attachment,) = _shared_email(people)
    root = portal_for(people["root"])
    form = root.get(f"/admin/archive/document/{parent.pk}/change/")
    assert form.status_code == 200
    response = root.post(f"/admin/archive/document/{parent.pk}/change/", {
        "owner": people["alice"].pk, "title": parent.title, "sensitivity": "confidential",
        "document_date": "", "parent": "", "_save": "Save"})
    assert response.status_code == 302, response.content.decode()[:2000]
    _assert_locked(people, parent, attachment, api_for(people["bob"]), api_for(people["alice"]))


def test_gate_derives_attachment_visibility_from_parent(people, api_for):
    """Even when only the parent row is changed (a raw edit, a race with processing), the gate holds."""
    parent, (attachment,) = _shared_email(people)
    parent.shared_with.set([])
    Document.objects.filter(pk=parent.pk).update(sensitivity="restricted")
    assert api_for(people["bob"]).get(f"/api/documents/{attachment.pk}/").status_code == 404
    assert attachment.pk not in ask(people["alice"], "How much premium was paid to Harbour Mutual?").cited_doc_ids
    assert documents_visible(people["alice"], include_sensitive=False).filter(pk=attachment.pk).count() == 0
    assert documents_visible(people["alice"]).filter(pk=attachment.pk).count() == 1


def test_resharing_email_shares_attachments(people, api_for):
    parent, (attachment,) = indexed_email(people["alice"], BODY, ("statement.pdf", STATEMENT), share_with=[])
    bob = api_for(people["bob"])
    assert bob.get(f"/api/documents/{attachment.pk}/").status_code == 404
    response = api_for(people["alice"]).patch(f"/api/documents/{parent.pk}/", {"share_with": ["home"]},
                                              format="json")
    assert response.status_code == 200
    assert bob.get(f"/api/documents/{attachment.pk}/").status_code == 200
