"""Portal links come from the URL names (``archive.links``), in the shape the API has always given."""
import pytest

from archive.links import document_url, page_image_url


def test_document_links():
    assert document_url(5) == "/documents/5/"
    assert document_url(5, page=3) == "/documents/5/?page=3#page-3"
    assert document_url(5, page=3, hl="10-20,30-40") == "/documents/5/?page=3&hl=10-20%2C30-40#page-3"
    assert document_url(5, page=3, hl="") == "/documents/5/?page=3#page-3"
    assert page_image_url(5, 2) == "/documents/5/pages/2.png"


@pytest.mark.django_db
def test_pages_link_by_url_name_and_the_script_reads_the_status_url(user, client):
    from pathlib import Path

    client.force_login(user)
    body = client.get("/documents/").content.decode()
    assert 'data-status-url="/portal/documents/status"' in body
    assert 'href="/portal/assets/portal.css"' in body and 'href="/upload/"' in body
    script = (Path(__file__).resolve().parents[2] / "archive/static/shoebox/portal.js").read_text("utf-8")
    assert "document.body.dataset.statusUrl" in script and '"/portal/documents/status' not in script
