"""A duplicate upload that asks for stricter settings says so, and applies them when asked to (through
the API, the portal and the ingest command), attachments included."""
import io

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command

from archive.models import Document
from tests.factories import indexed_email, make_email, make_pdf

pytestmark = pytest.mark.django_db

STATEMENT = "Quarterly statement\nPremium paid: $1,234.56"


def _upload(client, data, name, **fields):
    return client.post("/api/documents/", {"file": SimpleUploadedFile(name, data), **fields}, format="multipart")


def test_api_duplicate_with_stricter_settings_is_reported_then_applied(people, api_for):
    alice, bob = api_for(people["alice"]), api_for(people["bob"])
    data = make_email("See attached.", ("statement.pdf", STATEMENT))
    parent, (attachment,) = indexed_email(people["alice"], "", data=data, share_with=[people["home"]])
    response = _upload(alice, data, "mail.eml", sensitivity="confidential", share_with=[""])
    assert response.status_code == 200
    row = response.json()["results"][0]
    assert row["duplicate"] is True and row["stricter_applied"] is False
    assert row["stricter_settings"] == {"sensitivity": "confidential", "share_with": []}
    assert "looser" in row["notice"] and "apply_stricter" in row["notice"]
    assert Document.objects.get(pk=parent.pk).sensitivity == "internal"  # nothing changed unasked
    assert bob.get(f"/api/documents/{attachment.pk}/").status_code == 200

    response = _upload(alice, data, "mail.eml", sensitivity="confidential", share_with=[""], apply_stricter="true")
    row = response.json()["results"][0]
    assert row["stricter_applied"] is True and row["document"]["sensitivity"] == "confidential"
    assert row["document"]["shared_with"] == []
    assert bob.get(f"/api/documents/{parent.pk}/").status_code == 404
    assert bob.get(f"/api/documents/{attachment.pk}/").status_code == 404
    assert Document.objects.get(pk=attachment.pk).sensitivity == "confidential"
    # asking for looser settings never loosens
    row = _upload(alice, data, "mail.eml", sensitivity="public", apply_stricter="true").json()["results"][0]
    assert "stricter_settings" not in row and row["document"]["sensitivity"] == "confidential"


def test_portal_duplicate_says_so_and_applies_when_ticked(people, portal_for):
    pdf = make_pdf("Payslip November\nNet pay 2,100.00")
    portal = portal_for(people["alice"])
    first = portal.post("/upload/", {"file": io.BytesIO(pdf), "sensitivity": "internal",
                                     "share_with": [people["home"].pk]}, HTTP_ACCEPT="application/json")
    assert first.status_code == 201
    doc_id = first.json()["results"][0]["id"]
    again = portal.post("/upload/", {"file": SimpleUploadedFile("p.pdf", pdf), "sensitivity": "restricted"},
                        HTTP_ACCEPT="application/json").json()["results"][0]
    assert again["duplicate"] and "looser settings" in again["notice"]
    assert Document.objects.get(pk=doc_id).sensitivity == "internal"
    applied = portal.post("/upload/", {"file": SimpleUploadedFile("p.pdf", pdf), "sensitivity": "restricted",
                                       "apply_stricter": "on"}, HTTP_ACCEPT="application/json").json()["results"][0]
    assert "now restricted" in applied["notice"]
    doc = Document.objects.get(pk=doc_id)
    assert doc.sensitivity == "restricted" and not doc.shared_with.exists()


def test_ingest_command_reports_and_applies_stricter(people, tmp_path):
    path = tmp_path / "mail.eml"
    path.write_bytes(make_email("See attached.", ("statement.pdf", STATEMENT)))
    call_command("ingest", str(path), "--owner", "alice", "--sync", stdout=io.StringIO())
    parent = Document.objects.get(owner=people["alice"], parent=None)
    attachment = Document.objects.get(parent=parent)
    assert attachment.shared_with.filter(name="home").exists()
    out = io.StringIO()
    call_command("ingest", str(path), "--owner", "alice", "--sensitivity", "confidential", "--private", stdout=out)
    assert "looser settings" in out.getvalue() and "--apply-stricter" in out.getvalue()
    assert Document.objects.get(pk=attachment.pk).sensitivity == "internal"
    out = io.StringIO()
    call_command("ingest", str(path), "--owner", "alice", "--sensitivity", "confidential", "--private",
                 "--apply-stricter", stdout=out)
    assert "stricter settings applied" in out.getvalue()
    for doc in Document.objects.filter(pk__in=[parent.pk, attachment.pk]):
        assert doc.sensitivity == "confidential" and not doc.shared_with.exists()
