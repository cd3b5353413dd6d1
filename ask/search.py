"""Exact full-text search (all words must match, as printed or stemmed), with ``<mark>`` snippets.
Runs through the same visibility gate as Ask; sensitive documents are listed only to users who may
open them (search is not the retrieval pool: it never leaves the machine)."""
from django.db import connection

from archive.access import documents_visible
from archive.errors import InvalidInput
from archive.links import document_url
from archive.models import Document

MAX_QUERY_CHARS = 500


class SearchQueryError(InvalidInput, ValueError):
    """The query is empty, over-long or contains NUL: 400 ``invalid_request``; message is for users."""


def search_documents(user, query: str, *, limit: int = 20, include_sensitive: bool = True) -> list[dict]:
    """Documents matching every word of ``query`` (``websearch_to_tsquery`` syntax: quotes, OR, -word),
    best first: ``[{doc_id, title, original_filename, document_date, page, snippet, rank}]``.
    ``include_sensitive=False`` leaves confidential and restricted documents out (MCP, an egress).
    Raises SearchQueryError (a ValueError) for an empty or over-long query."""
    query = (query or "").strip()
    if "\x00" in query:
        raise SearchQueryError("query must not contain NUL characters")
    if not query or len(query) > MAX_QUERY_CHARS:
        raise SearchQueryError(f"query must be 1 to {MAX_QUERY_CHARS} characters")
    pool_sql, pool_params = (documents_visible(user, include_sensitive=include_sensitive)
                             .filter(status=Document.Status.INDEXED).values("id").query.sql_with_params())
    sql = f"""
        WITH q AS (SELECT websearch_to_tsquery('english', %s) AS qe, websearch_to_tsquery('simple', %s) AS qs),
        hits AS (
            SELECT DISTINCT ON (c.document_id) c.document_id, c.page_id, c.text,
                   greatest(ts_rank_cd(c.search_english, q.qe), ts_rank_cd(c.search_simple, q.qs)) AS rank
            FROM archive_chunk c, q
            WHERE (c.search_english @@ q.qe OR c.search_simple @@ q.qs) AND c.document_id IN ({pool_sql})
            ORDER BY c.document_id, rank DESC)
        SELECT h.document_id, d.title, d.original_filename, d.document_date, p.number,
               ts_headline('english', replace(replace(replace(h.text, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
                           q.qe, 'StartSel=<mark>, StopSel=</mark>, MaxWords=40, MinWords=15'),
               h.rank
        FROM hits h JOIN archive_document d ON d.id = h.document_id JOIN archive_page p ON p.id = h.page_id, q
        ORDER BY h.rank DESC, h.document_id LIMIT %s"""
    with connection.cursor() as cur:
        cur.execute(sql, [query, query, *pool_params, int(limit)])
        rows = cur.fetchall()
    return [{"doc_id": r[0], "title": r[1], "original_filename": r[2],
             "document_date": r[3].isoformat() if r[3] else None, "page": r[4], "snippet": r[5],
             "rank": float(r[6]), "url": document_url(r[0], page=r[4])} for r in rows]
