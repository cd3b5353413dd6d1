"""Links into the portal, built from its URL names (``archive.portal_urls``) with ``django.urls.reverse``,
once per kind of link. API responses, MCP tools and portal pages all point at documents through these."""
from urllib.parse import urlencode

from django.urls import reverse


def document_url(doc_id: int, *, page: int | None = None, hl: str | None = None, field: int | None = None) -> str:
    """The portal page of document ``doc_id``: ``/documents/<id>/``; with ``page``, the cited page marked
    and scrolled to (``?page=N#page-N``); with ``hl`` (character offsets on that page, from
    ``archive.portal.highlight.passage_ref``) the cited passage highlighted too; with ``field`` (a
    PageField id) the cited field's box and value marked instead."""
    url = reverse("document", kwargs={"pk": doc_id})
    if page is None:
        return url
    query = {"page": page}
    if field is not None:
        query["field"] = field
    elif hl:
        query["hl"] = hl
    return f"{url}?{urlencode(query)}#page-{page}"


def page_image_url(doc_id: int, number: int) -> str:
    """The PNG of page ``number`` (1-based) of document ``doc_id``."""
    return reverse("page-image", kwargs={"pk": doc_id, "number": number})
