"""Portal links come from the URL names (``archive.links``), in the shape the API has always given."""
from archive.links import document_url, page_image_url


def test_document_links():
    assert document_url(5) == "/documents/5/"
    assert document_url(5, page=3) == "/documents/5/?page=3#page-3"
    assert document_url(5, page=3, hl="10-20,30-40") == "/documents/5/?page=3&hl=10-20%2C30-40#page-3"
    assert document_url(5, page=3, hl="") == "/documents/5/?page=3#page-3"
    assert page_image_url(5, 2) == "/documents/5/pages/2.png"
