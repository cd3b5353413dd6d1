"""Citation and search links mark the passage by reference (character offsets), never by carrying
document text in the URL."""
import re
from html import unescape
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.factories import indexed_document

from .conftest import portal_ask

pytestmark = pytest.mark.django_db

BILL = ("Acme Power electricity bill\nAccount 5521\nAmount due: $84.20\nDue date: 12 March 2025\n"
        "Thank you for paying on time.")


def _links(body: str, doc_id: int) -> list[str]:
    return [unescape(h) for h in re.findall(rf'href="(/documents/{doc_id}/\?[^"]*)"', body)]


@pytest.mark.parametrize("tab", ["ask", "search"])
def test_links_carry_offsets_not_text(people, portal_for, tab):
    doc = indexed_document(people["alice"], BILL, title="Acme Power bill", share_with=[])
    alice = portal_for(people["alice"])
    if tab == "ask":
        page = portal_ask(alice, "What is the amount due on the Acme Power bill?")
    else:
        page = alice.get("/", {"mode": "search", "q": "electricity amount"})
    links = _links(page.content.decode(), doc.pk)
    assert links
    marked = 0
    for link in links:
        query = parse_qs(urlsplit(link).query)
        assert set(query) <= {"page", "hl"}
        for value in query.get("hl", []):
            assert re.fullmatch(r"\d+-\d+(,\d+-\d+)*", value), value
        for word in ("Acme", "Power", "electricity", "84.20", "Amount", "Due"):
            assert word.lower() not in link.lower()
        page = alice.get(link).content.decode()
        if 'id="cited-passage"' in page:
            marked += 1
            mark = re.search(r'<mark class="cite" id="cited-passage">(.*?)</mark>', page, re.S).group(1)
            assert mark and unescape(mark) in BILL
    assert marked >= 1


def test_text_in_hl_is_ignored_and_bad_offsets_are_harmless(people, portal_for):
    doc = indexed_document(people["alice"], BILL, share_with=[])
    alice = portal_for(people["alice"])
    for hl in ("Amount due: $84.20", "5-2", "0-99999", "3-9,1-4", "-1-4", "a-b", "1-3,"):
        response = alice.get(f"/documents/{doc.pk}/", {"page": 1, "hl": hl})
        assert response.status_code == 200
        assert 'class="cite"' not in response.content.decode()
    ok = alice.get(f"/documents/{doc.pk}/", {"page": 1, "hl": "0-10"}).content.decode()
    assert '<mark class="cite" id="cited-passage">Acme Power</mark>' in ok
