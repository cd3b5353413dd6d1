"""Nothing a user sees depends on documents they cannot open: two archives that differ only in another
household's documents give byte-identical Ask responses (everything but ``elapsed_ms``)."""
import json

import pytest

from ask.retrieval import question_terms, rank_documents
from tests.factories import indexed_document

pytestmark = pytest.mark.django_db

QUESTIONS = [
    "When is the zephyr or quokka visit booked?",
    "Which visit mentions the quokka hedge?",
    "zephyr boiler",
]


def _alice_archive(alice):
    indexed_document(alice, "Zephyr maintenance note.\nThe boiler service visit is booked for 4 May 2026.",
                     title="Maintenance note", share_with=[])
    indexed_document(alice, "Quokka gardening note.\nThe hedge trimming visit is booked for 9 June 2026.",
                     title="Gardening note", share_with=[])
    indexed_document(alice, "Household notes.\nThe visit of the chimney sweep is booked every autumn.",
                     title="Household notes", share_with=[])


def _responses(client) -> list[bytes]:
    out = []
    for question in QUESTIONS:
        response = client.post("/api/ask", {"question": question, "as_of": "2026-04-01"}, format="json")
        assert response.status_code == 200, response.content
        body = response.json()
        body.pop("elapsed_ms")
        out.append(json.dumps(body, sort_keys=True).encode())
    return out


def test_responses_do_not_depend_on_another_households_documents(people, api_for):
    alice = people["alice"]
    _alice_archive(alice)
    client = api_for(alice)
    before = _responses(client)
    terms_before = [(t.literal, t.df, t.idf) for t in question_terms(QUESTIONS[0])]
    hits_before, weighed_before = rank_documents(alice, QUESTIONS[0], max_docs=8)
    # Another household's confidential letters, full of one of alice's rare words.
    for i in range(12):
        indexed_document(people["carol"], f"Confidential letter {i}.\nZephyr zephyr zephyr settlement offer {i}.",
                         sensitivity="confidential", share_with=[], filename=f"letter-{i}.pdf")
    assert _responses(client) == before
    hits_after, weighed_after = rank_documents(alice, QUESTIONS[0], max_docs=8)
    assert [(h.doc_id, h.fts_score) for h in hits_after] == [(h.doc_id, h.fts_score) for h in hits_before]
    assert [(t.literal, t.df, t.idf) for t in weighed_after] == [(t.literal, t.df, t.idf) for t in weighed_before]
    assert terms_before == [(t.literal, t.df, t.idf) for t in question_terms(QUESTIONS[0])]


def test_weights_count_only_the_askers_pool(people):
    """A word the asker's pool holds once has one chunk of document frequency, whoever else holds it."""
    alice = people["alice"]
    _alice_archive(alice)
    for i in range(5):
        indexed_document(people["carol"], f"Zephyr note {i}", share_with=[], filename=f"z-{i}.pdf")
    _, terms = rank_documents(alice, "zephyr", max_docs=8)
    (zephyr,) = terms
    assert (zephyr.df, zephyr.n) == (1, 3)  # alice's three documents, one chunk each
    _, terms = rank_documents(people["carol"], "zephyr", max_docs=8)
    assert (terms[0].df, terms[0].n) == (5, 5)
