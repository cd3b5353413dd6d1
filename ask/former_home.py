"""Bills of a home the household has left: one supplier's papers fall into groups that share an account or meter
number, and a group whose papers all predate the group of the newest paper is the earlier home's (the old flat's
meter, the account closed by a final bill). "Our house" means the home of now, so its bills leave those out.

Identifiers are the page fields ``ask.linked_papers.identifiers_of`` reads (policy, account, meter numbers).
Only groups of MIN_GROUP papers or more count, on both sides: a paper that shares no number with another (a
one-off invoice printing only its own number) says nothing about which home it is for, and stays.
"""
from __future__ import annotations

from django.db.models import QuerySet

from archive.models import Document

from .linked_papers import identifiers_of

#: Papers a group needs before it is read as one home's account.
MIN_GROUP = 2


def _groups(doc_ids: list[int], ids: dict[int, set[str]]) -> list[set[int]]:
    """Connected groups of ``doc_ids`` (papers sharing an identifier are one group), the papers without any
    identifier left out."""
    groups: list[tuple[set[int], set[str]]] = []
    for doc in doc_ids:
        values = ids.get(doc)
        if not values:
            continue
        joined = [g for g in groups if g[1] & values]
        docs, vals = {doc}, set(values)
        for g in joined:
            docs |= g[0]
            vals |= g[1]
            groups.remove(g)
        groups.append((docs, vals))
    return [docs for docs, _ in groups]


def former_home_documents(recs: QuerySet) -> set[int]:
    """Documents of ``recs`` (payment records) that are an earlier home's, by payee: the groups (``_groups``) of
    MIN_GROUP papers or more whose every paper is dated before the first paper of the group holding the payee's
    newest paper. Empty when a payee's papers share no number, or their groups overlap in time (two homes at
    once: a holiday flat, which other rules tell apart). Two queries."""
    by_payee: dict[str, set[int]] = {}
    for payee, doc in recs.exclude(payee="").values_list("payee", "document_id").distinct():
        by_payee.setdefault(payee.lower(), set()).add(doc)
    all_docs = set().union(*by_payee.values()) if by_payee else set()
    dated = dict(Document.objects.filter(id__in=all_docs, document_date__isnull=False)
                 .values_list("id", "document_date"))
    ids = identifiers_of(list(dated))
    former: set[int] = set()
    for docs in by_payee.values():
        groups = [g for g in _groups(sorted(d for d in docs if d in dated), ids) if len(g) >= MIN_GROUP]
        if len(groups) < 2:
            continue
        current = max(groups, key=lambda g: max(dated[d] for d in g))
        since = min(dated[d] for d in current)
        for g in groups:
            if g is not current and max(dated[d] for d in g) < since:
                former |= g
    return former


def without_former_home(recs: QuerySet, notes: list[str]) -> QuerySet:
    """``recs`` without the earlier home's documents (``former_home_documents``); ``notes`` says how many were
    left out."""
    former = former_home_documents(recs)
    if not former:
        return recs
    notes.append(f"Only the bills of the home lived in now counted; {len(former)} document(s) of an account or meter "
                 "that ended before it (an earlier home) left out.")
    return recs.exclude(document__in=former)
