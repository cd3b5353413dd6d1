"""Hybrid retrieval in PostgreSQL: a full-text leg and a vector leg that share the document budget.

- Full-text leg: the question's content words (PostgreSQL's English stop words removed) are matched as
  an OR query against the language-aware ``search_english`` column and, literally, the ``simple`` column,
  so invoice numbers and rare words match as printed. A chunk's score is the sum of the BM25 inverse
  document frequency (Robertson & Spärck Jones) of the terms it contains, plus a bonus for literal matches;
  the frequencies are counted in the asker's own pool only (``term_weights_in_pool``).
- Vector leg: cosine distance on the HNSW index (pgvector), with ``hnsw.iterative_scan`` so the
  visibility filter never starves it.
- Both legs are filtered inside SQL by ``archive.access.documents_visible`` (owner or shared group,
  sensitivity unless included, status indexed). Documents are then picked alternately from the two legs'
  rankings, so a literal hit keeps its slot instead of being outbid by a mediocre cosine hit.
"""
import calendar
import math
import re
from dataclasses import dataclass, field
from datetime import date, timedelta

from django.db import connection, transaction

from archive.access import documents_visible
from archive.models import Document
from ingest import embedding

from .lexicon import foreign_words
from .question_type import STOPWORDS, asks_current, stem, synonyms
from .service_period import ISSUED_AFTER_DAYS, asks_period_of_paper
from .timerange import parse_time_range

FTS_CANDIDATES = 300  # chunks read from the full-text leg
VECTOR_CANDIDATES = 100  # chunks read from the vector leg
#: The vector leg reads a pool of at most this many chunks exactly (~7 µs a chunk, its embedding read from
#: TOAST), a larger one through the HNSW index, unless the pool is under EXACT_SHARE of all chunks: the
#: index scan then visits too many other users' chunks (hnsw.max_scan_tuples) to find enough of its own.
EXACT_MAX_CHUNKS = 2000
EXACT_SHARE = 0.02
DF_CAP = 5000  # document-frequency counting stops here (a term that common carries ~no weight anyway)
CANDIDATE_SHARE = 0.02  # terms in more than 2 % of chunks do not generate full-text candidates ...
CANDIDATE_MIN_DF = 500  # ... unless the archive is small enough that they are cheap anyway
COMMON_SHARE = 0.10  # a lone question word in more than 10 % of chunks yields no full-text candidates
LITERAL_BONUS = 0.5  # extra weight, as a share of the term's IDF, for a match as printed
META_WEIGHT = 0.5  # share of a term's IDF for a match in a document's title or file name


@dataclass
class Term:
    """One content word of the question: its literal lexeme, English stem and IDF weight."""

    literal: str
    stem: str
    idf: float = 0.0
    df: int = 0  # chunks of the asker's pool holding the term (counting stops at a cap)
    n: int = 0  # chunks in the asker's pool
    # French, Dutch and German words for it (``ask.lexicon``), matched as printed: an English question
    # finds a Dutch invoice.
    foreign: tuple[str, ...] = ()


@dataclass
class DocHit:
    """The best chunk of one document in one or both legs."""

    doc_id: int
    fts_score: float = 0.0
    fts_chunk: int | None = None
    vector_sim: float = -1.0
    vector_chunk: int | None = None
    fts_rank: int | None = None
    vector_rank: int | None = None
    terms: set = field(default_factory=set)
    linked: set = field(default_factory=set)  # of ``terms``, names linked through a shared identifier

    @property
    def best_chunk(self) -> int:
        return self.fts_chunk if self.fts_chunk is not None else self.vector_chunk


# The question's own function words ("us", "please", "tell", "latest") that PostgreSQL's English stop list
# keeps: as search terms they would rank papers that print "contact us" first. Month and number words stay.
_QUESTION_WORDS = STOPWORDS - {"may", "one", "two", "three", "four", "five", "six"}


def question_terms(question: str) -> list[Term]:
    """Content words of ``question`` with their English stems (stop words and the question's function
    words dropped), in a stable order."""
    with connection.cursor() as cur:
        cur.execute(
            "SELECT s.lexeme, ts_lexize('english_stem', s.lexeme) FROM unnest(to_tsvector('simple', %s)) s "
            "ORDER BY s.lexeme", [question[:2000]])
        rows = cur.fetchall()
    terms = []
    for literal, stems in rows:
        if stems:  # an empty array means a stop word
            literal = literal.strip("-")
            if literal and literal not in _QUESTION_WORDS:
                terms.append(Term(literal=literal, stem=stems[0].strip("-"), foreign=foreign_words(literal)))
    return terms


def _tsquery_literal(word: str) -> str:
    return "'" + word.replace("'", "''").replace("\\", "\\\\") + "'"


def _simple_query(term: Term) -> str:
    """tsquery text for ``term`` on the 'simple' configuration: the word as printed, or any of its
    translations as printed (``('invoice' | 'factuur' | 'rechnung' ...)``). Whole words only: a prefix
    query per translation ("rechnung:*" for "Rechnungsbetrag") cost 4× the full-text leg at 10k chunks;
    compounds are split at ingest instead (``Chunk.search_compounds``, read by ``_matches_sql``)."""
    return _any_word((term.literal, *term.foreign)) if term.foreign else _tsquery_literal(term.literal)


def _any_word(words) -> str:
    """tsquery text matching any of ``words`` as printed: ``('a' | 'b')``."""
    return "(" + " | ".join(_tsquery_literal(w) for w in words) + ")"


def term_weights_in_pool(terms: list[Term], pool_sql: str, pool_params: list) -> tuple[int, int]:
    """Set each term's ``df`` (chunks holding it), ``n`` (chunks in the pool) and
    IDF = ln(1 + (n − df + 0.5)/(df + 0.5)) (BM25's, Robertson & Spärck Jones), in place. Returns (chunks
    in the pool, the planner's estimate of all chunks; 0 when the table was never analysed).

    Counted over the asker's own retrieval pool (``pool_sql``: the visibility gate's document ids) and
    nothing else: weights drawn from everyone's chunks would let a user learn, from how their own
    excerpts are ranked and placed, which rare words occur in papers they cannot open. One query: the
    pool is computed once; each term is counted through the full-text indexes, stopping at DF_CAP (in
    pools so large that this is under COMMON_SHARE, a one-word question's word is counted on to just past
    it, so the full-text leg's "common word" test stays exact); rare words, the ones that carry weight, are
    always counted exactly.
    """
    def count_sql(limit: int, foreign: bool) -> str:
        # A translation counts inside a compound too ("rechnung" in "Stromrechnung"), as _matches_sql finds it.
        compounds = " OR c.search_compounds @@ %s::tsquery" if foreign else ""
        return ("(SELECT count(*) FROM (SELECT 1 FROM archive_chunk c WHERE (c.search_english @@ %s::tsquery "
                f"OR c.search_simple @@ %s::tsquery{compounds}) AND c.document_id IN (SELECT id FROM pool) "
                f"LIMIT {int(limit)}) x)")

    def run(limit: int, subset: list[Term], *, foreign: bool = False) -> tuple:
        params = [p for t in subset for p in (
            (_tsquery_literal(t.stem), _simple_query(t), _any_word(t.foreign)) if foreign
            else (_tsquery_literal(t.stem), _tsquery_literal(t.literal)))]
        counts = "".join(", " + count_sql(limit, foreign) for _ in subset)
        sql = (f"WITH pool AS MATERIALIZED ({pool_sql}) SELECT (SELECT count(*) FROM archive_chunk c "
               f"WHERE c.document_id IN (SELECT id FROM pool)), (SELECT greatest(reltuples, 0)::bigint FROM "
               f"pg_class WHERE oid = 'archive_chunk'::regclass){counts}")
        with connection.cursor() as cur:
            cur.execute(sql, pool_params + params)
            return cur.fetchone()

    row = run(DF_CAP, terms)
    pool_chunks, all_chunks = int(row[0]), int(row[1] or 0)
    n = max(pool_chunks, 1)
    dfs = dict(zip(map(id, terms), row[2:]))
    cap = int(COMMON_SHARE * n) + 1
    capped = [t for t in terms if dfs[id(t)] >= DF_CAP]
    # A very large pool: count a lone common word on, up to the common share, since only a one-word
    # question is judged by that share (``_fts_leg``); with more words the capped count ranks them alike
    # and counting on cost ~190 ms at 100k chunks.
    if capped and cap > DF_CAP and len(terms) == 1:
        dfs.update(zip(map(id, capped), run(cap, capped)[2:]))
    # A word's weight is its English rarity, as printed; only a word no paper prints in English is
    # weighed by its translations ("invoice" for a "Rechnung"), so that "juli" in a Dutch paper does
    # not make "July" commoner in English ones.
    unprinted = [t for t in terms if not dfs[id(t)] and t.foreign]
    if unprinted:
        dfs.update(zip(map(id, unprinted), run(DF_CAP, unprinted, foreign=True)[2:]))
    for term in terms:
        term.df = int(dfs[id(term)])
        term.n = max(n, term.df)
        term.idf = math.log(1 + (term.n - term.df + 0.5) / (term.df + 0.5)) if term.df else 0.0
    return pool_chunks, all_chunks


def _pool_sql(user, include_sensitive: bool) -> tuple[str, list]:
    """SQL for the ids of documents in this user's retrieval pool (the visibility gate, never bypassed)."""
    qs = documents_visible(user, include_sensitive=include_sensitive).filter(
        status=Document.Status.INDEXED).values("id")
    sql, params = qs.query.sql_with_params()
    return sql, list(params)


def _matches_sql(term: Term) -> str:
    """SQL true when chunk ``c`` holds ``term``: its English stem, or one of its translations, as a word or as
    a part of a Dutch or German compound (``Chunk.compound_parts``: "rechnung" in "Stromrechnung")."""
    if not term.foreign:
        return "c.search_english @@ %s::tsquery"
    return "(c.search_english @@ %s::tsquery OR c.search_simple @@ %s::tsquery OR c.search_compounds @@ %s::tsquery)"


def _matches_params(term: Term) -> list[str]:
    if not term.foreign:
        return [_tsquery_literal(term.stem)]
    return [_tsquery_literal(term.stem), _any_word(term.foreign), _any_word(term.foreign)]


def _fts_leg(terms: list[Term], pool_sql: str, pool_params: list) -> list[tuple[int, int, float, set]]:
    terms = [t for t in terms if t.idf > 0]
    if not terms:
        return []
    parts, params = [], []
    for term in terms:
        # The word in another language is the word itself: it earns the stem's weight and the literal's.
        parts.append(f"(CASE WHEN {_matches_sql(term)} THEN {term.idf:.6f} ELSE 0 END"
                     f" + CASE WHEN c.search_simple @@ %s::tsquery THEN {term.idf * LITERAL_BONUS:.6f} ELSE 0 END)")
        params += [*_matches_params(term), _simple_query(term)]
    # Candidates come from the terms that narrow the archive down; terms held by more than
    # CANDIDATE_SHARE of all chunks still score, but only among those candidates (bounded work).
    narrow = [t for t in terms if t.df <= max(CANDIDATE_MIN_DF, CANDIDATE_SHARE * max(t.n, 1))]
    joiner = " | "
    if not narrow:  # every word is common: candidates must hold the two rarest together
        narrow, joiner = sorted(terms, key=lambda t: t.df)[:2], " & "
        if len(narrow) == 1 and narrow[0].df > COMMON_SHARE * max(narrow[0].n, 1):
            return []  # one word found everywhere says nothing literal; the vector leg decides
    eng_any = joiner.join(_tsquery_literal(t.stem) for t in narrow)
    lit_any = joiner.join(_simple_query(t) for t in narrow)
    # A translation inside a compound makes a candidate too, when every narrowing word has translations
    # (with " & ", one word without them could only be matched in English, which the other tests cover).
    foreign = [t for t in narrow if t.foreign]
    compound_any = joiner.join(_any_word(t.foreign) for t in foreign) if foreign and (
        joiner == " | " or len(foreign) == len(narrow)) else None
    sql = (f"SELECT c.id, c.document_id, {' + '.join(parts)} AS score, "
           + ", ".join(_matches_sql(t) for t in terms)
           + " FROM archive_chunk c WHERE (c.search_english @@ %s::tsquery OR c.search_simple @@ %s::tsquery"
           + (" OR c.search_compounds @@ %s::tsquery" if compound_any else "")
           + f") AND c.document_id IN ({pool_sql}) ORDER BY score DESC, c.id LIMIT {FTS_CANDIDATES}")
    params += [p for t in terms for p in _matches_params(t)] + [eng_any, lit_any] + (
        [compound_any] if compound_any else []) + pool_params
    with connection.cursor() as cur:
        cur.execute(sql, params)
        rows = cur.fetchall()
    return [(r[0], r[1], float(r[2]), {t.stem for t, hit in zip(terms, r[3:]) if hit}) for r in rows]


def _meta_leg(terms: list[Term], pool_sql: str, pool_params: list) -> list[tuple[int, int | None, float, set]]:
    """Documents whose title or file name (split at ``_``, ``-`` and ``.``) holds question terms:
    (document id, its first chunk id, META_WEIGHT × the matched terms' IDF, matched stems). Titles name
    what a document is about ("Water bill, March 2026", "2026-03_Lakeside_Water.pdf") in words its
    text may not repeat."""
    # A word printed in no chunk (only in a title) is as rare as a word can be.
    weight = {id(t): t.idf or math.log(1 + (max(t.n, 1) + 0.5) / 0.5) for t in terms}
    terms = [t for t in terms if len(t.stem) >= 3]
    if not terms:
        return []
    meta = ("to_tsvector('english', d.title || ' ' || regexp_replace(d.original_filename, '[_.\\-]+', ' ', 'g'))")
    hits = [f"{meta} @@ %s::tsquery" for _ in terms]
    sql = ("SELECT d.id, (SELECT min(c.id) FROM archive_chunk c WHERE c.document_id = d.id), "
           + ", ".join(hits) + f" FROM archive_document d WHERE d.id IN ({pool_sql}) AND {meta} @@ %s::tsquery")
    params = [_tsquery_literal(t.stem) for t in terms] + pool_params + [
        " | ".join(_tsquery_literal(t.stem) for t in terms)]
    with connection.cursor() as cur:
        cur.execute(sql, params)
        rows = cur.fetchall()
    out = []
    for row in rows:
        matched = [t for t, hit in zip(terms, row[2:]) if hit]
        out.append((row[0], row[1], META_WEIGHT * sum(weight[id(t)] for t in matched), {t.stem for t in matched}))
    return out


def _category_leg(terms: list[Term], pool_sql: str, pool_params: list) -> list[tuple[int, int | None, float, set]]:
    """Documents whose payment records are of a spending category a question word names ("electricity" for a
    bill headed "Stromrechnung", ``PaymentRecord.category``, read at ingest by meaning in any language):
    (document id, its first chunk id, the matched terms' IDF, matched stems). The word counts as printed: a
    dictionary rarely gives every way a language names a bill's kind ("Strom" is "power", "current"). No query
    when no question word names a category (``ingest.categories.DESCRIPTIONS``)."""
    from ingest.categories import DESCRIPTIONS

    by_stem = {stem(t.literal): t for t in terms}
    named = {c: by_stem[stem(c)] for c in DESCRIPTIONS if c != "other" and stem(c) in by_stem}
    if not named:
        return []
    with connection.cursor() as cur:
        cur.execute(f"SELECT r.document_id, array_agg(DISTINCT r.category), (SELECT min(c.id) FROM archive_chunk c "
                    f"WHERE c.document_id = r.document_id) FROM archive_paymentrecord r WHERE r.document_id IN "
                    f"({pool_sql}) AND r.category = ANY(%s) GROUP BY r.document_id", pool_params + [list(named)])
        rows = cur.fetchall()
    weight = {t.stem: t.idf or math.log(1 + (max(t.n, 1) + 0.5) / 0.5) for t in named.values()}
    out = []
    for doc_id, categories, first_chunk in rows:
        matched = {named[c].stem for c in categories}
        out.append((doc_id, first_chunk, sum(weight[m] for m in matched), matched))
    return out


def vector_exact(pool_chunks: int, all_chunks: int) -> bool:
    """Whether the vector leg reads the pool's chunks exactly (True) or walks the HNSW index (False): exact
    for a small pool, or one so small a share of all chunks that the index scan would run out of
    candidates before it found enough of the pool's."""
    return pool_chunks <= EXACT_MAX_CHUNKS or (all_chunks > 0 and pool_chunks < EXACT_SHARE * all_chunks)


def _vector_leg(query_vec, pool_sql: str, pool_params: list, *, exact: bool = False) -> list[tuple[int, int, float]]:
    # Through the HNSW index the pool is a filter on the index scan ("+ 0": no document-id index may serve
    # it, or the planner reads the pool's chunks through that index and sorts them all, each embedding
    # from TOAST: measured at 10k chunks, 55 ms against 5 ms, the 10 nearest the same). Exact: that plan.
    with transaction.atomic(), connection.cursor() as cur:
        vector_query(cur, query_vec, pool_sql, pool_params, exact=exact)
        rows = cur.fetchall()
    return sorted(((r[0], r[1], float(r[2])) for r in rows), key=lambda r: -r[2])


def vector_query(cur, query_vec, pool_sql: str, pool_params: list, *, exact: bool, prefix: str = "") -> None:
    """Run the vector leg's statement on ``cur`` (inside a transaction: it sets LOCAL options);
    ``prefix`` e.g. "EXPLAIN " (tests). Rows: (chunk id, document id, cosine similarity), nearest first."""
    pool = f"c.document_id IN ({pool_sql})" if exact else f"(c.document_id + 0) = ANY(ARRAY({pool_sql}))"
    if not exact:
        cur.execute("SET LOCAL hnsw.ef_search = 100")
        cur.execute("SET LOCAL hnsw.iterative_scan = relaxed_order")
        cur.execute("SET LOCAL enable_seqscan = off")
    cur.execute(
        f"{prefix}SELECT c.id, c.document_id, 1 - (c.embedding <=> %s::vector) AS sim FROM archive_chunk c "
        f"WHERE c.embedding IS NOT NULL AND {pool} ORDER BY c.embedding <=> %s::vector LIMIT {VECTOR_CANDIDATES}",
        [_vec(query_vec)] + pool_params + [_vec(query_vec)])


def _vec(v) -> str:
    return "[" + ",".join(f"{float(x):.7f}" for x in v) + "]"


def rank_documents(user, question: str, *, max_docs: int = 8, include_sensitive: bool = False,
                   terms: list[Term] | None = None, as_of: date | None = None) -> tuple[list[DocHit], list[Term]]:
    """The ``max_docs`` best documents for ``question`` in ``user``'s pool, best first, and the weighed
    question terms. When the question names a period ("the water bill we got in August 2026", relative
    to ``as_of``, default today), documents dated in it go first within each leg. Raises nothing for an
    empty pool (returns [])."""
    terms = question_terms(question) if terms is None else terms
    pool_sql, pool_params = _pool_sql(user, include_sensitive)
    pool_chunks, all_chunks = term_weights_in_pool(terms, pool_sql, pool_params)
    hits: dict[int, DocHit] = {}
    fts_order, vec_order = [], []
    for chunk_id, doc_id, score, matched in _fts_leg(terms, pool_sql, pool_params):
        hit = hits.setdefault(doc_id, DocHit(doc_id))
        if hit.fts_chunk is None:
            hit.fts_chunk, hit.fts_score, hit.terms = chunk_id, score, matched
            fts_order.append(doc_id)
    for doc_id, first_chunk, score, matched in _meta_leg(terms, pool_sql, pool_params):
        hit = hits.setdefault(doc_id, DocHit(doc_id))
        if hit.fts_chunk is None:
            if first_chunk is None:
                continue
            hit.fts_chunk, hit.terms = first_chunk, matched
            fts_order.append(doc_id)
        hit.fts_score += score
    for doc_id, first_chunk, score, matched in _category_leg(terms, pool_sql, pool_params):
        hit = hits.setdefault(doc_id, DocHit(doc_id))
        if hit.fts_chunk is None:
            if first_chunk is None:
                continue
            hit.fts_chunk = first_chunk
            fts_order.append(doc_id)
        new = matched - hit.terms
        if new:
            hit.terms = hit.terms | new
            hit.fts_score += score * len(new) / len(matched)
    fts_order.sort(key=lambda d: -hits[d].fts_score)  # stable: chunk order kept among equal scores
    for chunk_id, doc_id, sim in _vector_leg(embedding.embed_query(question), pool_sql, pool_params,
                                             exact=vector_exact(pool_chunks, all_chunks)):
        hit = hits.setdefault(doc_id, DocHit(doc_id))
        if hit.vector_chunk is None:
            hit.vector_chunk, hit.vector_sim = chunk_id, sim
            vec_order.append(doc_id)
    period = parse_time_range(question, as_of=as_of or date.today())
    if period is None and asks_current(question) and hits:
        # "the open gas bill", "our rent these days": among near-equal hits (a monthly bill of one issuer
        # scores like the next) the newest describes the present, so it goes first.
        dated = dict(Document.objects.filter(pk__in=list(hits)).values_list("id", "document_date"))
        newest = lambda d: -(dated.get(d) or date.min).toordinal()  # noqa: E731
        top_fts = max((hits[d].fts_score for d in fts_order), default=0.0) or 1.0
        fts_order.sort(key=lambda d: (-round(hits[d].fts_score / top_fts, 1), newest(d)))
        vec_order.sort(key=lambda d: (-round(hits[d].vector_sim * 20), newest(d)))  # 0.05 bands
    if period:
        dated = dict(Document.objects.filter(pk__in=list(hits)).values_list("id", "document_date"))
        # "the bill for March" is issued after March ends: the weeks after count as its period too.
        last = period[1] + timedelta(days=ISSUED_AFTER_DAYS) if asks_period_of_paper(question) else period[1]
        in_period = lambda d: dated.get(d) is not None and period[0] <= dated[d] <= last  # noqa: E731
        fts_order.sort(key=lambda d: not in_period(d))  # stable: leg order kept within each group
        vec_order.sort(key=lambda d: not in_period(d))
    for rank, doc_id in enumerate(fts_order):
        hits[doc_id].fts_rank = rank
    for rank, doc_id in enumerate(vec_order):
        hits[doc_id].vector_rank = rank
    chosen: list[int] = []
    legs = [iter(fts_order), iter(vec_order)]
    turn = 0
    while len(chosen) < max_docs and legs:
        leg = legs[turn % len(legs)]
        doc_id = next((d for d in leg if d not in chosen), None)
        if doc_id is None:
            legs.remove(leg)
            continue
        chosen.append(doc_id)
        turn += 1
    chosen = _with_named_language(question, chosen, [d for d in fts_order + vec_order if d not in chosen],
                                  max_docs)
    # Present in fused order (reciprocal rank fusion, Cormack et al. 2009, k=60).
    def rrf(hit: DocHit) -> float:
        return sum(1 / (60 + r) for r in (hit.fts_rank, hit.vector_rank) if r is not None)

    ranked = sorted((hits[d] for d in chosen), key=rrf, reverse=True)
    linked: dict[int, set[str]] = {}
    for hit, found in zip(ranked, _doc_terms([h.doc_id for h in ranked], terms, question, linked)):
        hit.terms, hit.linked = found, linked.get(hit.doc_id, set())
    return ranked, terms


#: Papers in the language a question names kept among the chosen documents, and how far down the legs they
#: are looked for (documents; each costs one page read).
NAMED_LANGUAGE_SLOTS, NAMED_LANGUAGE_POOL = 2, 40


def _with_named_language(question: str, chosen: list[int], rest: list[int], max_docs: int) -> list[int]:
    """``chosen`` (document ids, best first) with the best NAMED_LANGUAGE_SLOTS documents of ``rest`` (leg
    order) written in the language the question names ("the German guesthouse invoice", "our bill from
    France"; ``ask.languages.named_languages``), when ``chosen`` holds fewer than that: an English question
    meets a German page in neither leg (the meaning model reads English; the words are German), so such a page
    ranks below English papers of the same kind. When ``chosen`` is full, they take the places of its last
    documents in another language; the others keep theirs."""
    from archive.models import Page

    from .languages import named_languages, text_language

    languages = named_languages(question)
    if not languages or not rest:
        return chosen
    pool = list(dict.fromkeys(chosen + rest[:NAMED_LANGUAGE_POOL]))
    first_pages = dict(Page.objects.filter(document_id__in=pool, number=1).values_list("document_id", "text"))
    in_language = {d for d in pool if text_language(first_pages.get(d) or "") in languages}
    have = sum(1 for d in chosen if d in in_language)
    wanted = [d for d in pool if d in in_language and d not in chosen][:max(0, NAMED_LANGUAGE_SLOTS - have)]
    out = list(chosen)
    for doc_id in wanted:
        if len(out) >= max_docs:
            last_other = next((d for d in reversed(out) if d not in in_language), None)
            if last_other is None:
                break
            out.remove(last_other)
        out.append(doc_id)
    return out


def rank_documents_followup(user, question: str, previous: str, *, max_docs: int = 8,
                            include_sensitive: bool = False, as_of: date | None = None
                            ) -> tuple[list[DocHit], list[Term]]:
    """Retrieval for a follow-up question ("and how much was it?" after "when is the car insurance due?"):
    ``question`` alone and ``previous`` + ``question`` together are each ranked, and the ``max_docs``
    slots are shared between the two rankings in turn (alone first). Terms: the question's, then the
    previous question's that it lacks. Same shapes and errors as :func:`rank_documents`."""
    alone, terms = rank_documents(user, question, max_docs=max_docs, include_sensitive=include_sensitive,
                                  as_of=as_of)
    joint, joint_terms = rank_documents(user, f"{previous} {question}", max_docs=max_docs,
                                        include_sensitive=include_sensitive, as_of=as_of)
    chosen: dict[int, DocHit] = {}
    for pair in zip(alone + [None] * len(joint), joint + [None] * len(alone)):
        for hit in pair:
            if hit is not None and hit.doc_id not in chosen and len(chosen) < max_docs:
                chosen[hit.doc_id] = hit
    have = {t.stem for t in terms}
    return list(chosen.values()), terms + [t for t in joint_terms if t.stem not in have]


def _doc_terms(doc_ids: list[int], terms: list[Term], question: str = "",
               linked: dict[int, set[str]] | None = None) -> list[set[str]]:
    """For each document, the question words (literal form) it contains anywhere: stemmed, as printed, in
    translation, or as one of the words ``ask.question_type.stem`` folds into it ("auto" for "car"); and the
    names a paper sharing one of its identifiers prints (``_linked_names``), also put in ``linked`` when given."""
    if not doc_ids or not terms:
        return [set() for _ in doc_ids]
    cols, params = [], []
    for term in terms:
        cols.append("bool_or(c.search_english @@ %s::tsquery OR c.search_simple @@ %s::tsquery)")
        printed = (term.literal, *term.foreign, *sorted(synonyms(term.literal)))
        params += [_tsquery_literal(term.stem), _any_word(printed)]
    with connection.cursor() as cur:
        cur.execute(f"SELECT c.document_id, {', '.join(cols)} FROM archive_chunk c "
                    f"WHERE c.document_id = ANY(%s) GROUP BY c.document_id", params + [doc_ids])
        found = {row[0]: {t.literal for t, hit in zip(terms, row[1:]) if hit} for row in cur.fetchall()}
    for doc_id, named in _category_terms(doc_ids, terms, question).items():
        found.setdefault(doc_id, set()).update(named)
    for doc_id, named in _linked_names(doc_ids, terms, question, found).items():
        found.setdefault(doc_id, set()).update(named)
        if linked is not None:
            linked[doc_id] = named
    return [found.get(d, set()) for d in doc_ids]


def _linked_names(doc_ids: list[int], terms: list[Term], question: str,
                  found: dict[int, set[str]]) -> dict[int, set[str]]:
    """Names the question gives a thing ("the Corvina's insurance", "the Kellbach flat": a word capitalised inside the
    question) that one of ``doc_ids`` prints and another does not, counted for the other when it prints one of
    the first's identifiers (``ask.linked_papers``): a premium notice prints the policy number, not the car's
    model the policy schedule names. {document id: literal question words}; over ``doc_ids`` only."""
    from .linked_papers import identifiers_of, printing_any

    names = {m.group(1).lower() for m in re.finditer(r"[^\s.?!:]\s+([A-Z][^\W\d_]{2,})", question)}
    names -= {n.lower() for n in (*calendar.month_name, *calendar.day_name) if n}
    printing = {t.literal: [d for d in doc_ids if t.literal in found.get(d, ())] for t in terms if t.literal in names}
    printing = {lit: ds for lit, ds in printing.items() if ds and len(ds) < len(doc_ids)}
    if not printing:
        return {}
    values = identifiers_of(sorted({d for ds in printing.values() for d in ds}))
    out: dict[int, set[str]] = {}
    for lit, ds in printing.items():
        linked = set().union(*(values.get(d, set()) for d in ds))
        for doc_id in printing_any([d for d in doc_ids if lit not in found.get(d, ())], linked):
            out.setdefault(doc_id, set()).add(lit)
    return out


def _category_terms(doc_ids: list[int], terms: list[Term], question: str) -> dict[int, set[str]]:
    """Question words that name the spending category of a document's payment records (``PaymentRecord.
    category``, read at ingest from the paper's words and meaning, ``ingest.categories``): a bill headed only
    by the supplier's name is still about "gas". Not a word the question qualifies ("health insurance"): the
    category does not say which kind. {document id: literal question words}."""
    from .coverage import adjacent_modifiers

    qualified = set(adjacent_modifiers(question).values())
    by_stem = {stem(t.literal): t.literal for t in terms if stem(t.literal) not in qualified}
    if not by_stem:
        return {}
    from archive.models import PaymentRecord

    out: dict[int, set[str]] = {}
    rows = PaymentRecord.objects.filter(document_id__in=doc_ids).exclude(category__in=("", "other")) \
        .values_list("document_id", "category").distinct()
    for doc_id, category in rows:
        literal = by_stem.get(stem(category))
        if literal:
            out.setdefault(doc_id, set()).add(literal)
    return out
