"""Page fields as answer candidates: a labelled value read from a page's layout at ingest
(``archive.models.PageField``, ``ingest.fields``) offered to the offline answerer as a tiny excerpt of its
own, ``"Label: value"``, so the label sits right before its value even where the page prints them far
apart (a form's two columns, a table's header rows above), and a question is compared with what the
value is *called*.

``field_excerpts`` picks, among the retrieved documents' fields of the kind the question asks for, those
whose label is nearest the question by meaning (cosine similarity of MiniLM embeddings, the label's
stored at ingest) or carries one of its words; the answerer scores them like any excerpt, and an answer
read from one cites the field (``Answer.cited_fields``): its page and box, which the document page marks.
``field_citation`` gives what a citation shows of it. Callers pass only excerpts of documents the asker
may open (retrieval's visibility gate), so no field of another document is read. ``ask.service`` offers
them with the ``ask.page_fields`` setting on (the default; docs/evaluation.md has the measurement).
"""
from __future__ import annotations

import html
import re
from dataclasses import replace

import numpy as np

from archive.models import PageField

from .question_type import STOPWORDS, classify_question, key_terms, words
from .types import Excerpt

#: Question type (``ask.question_type.classify_question``) → the field kinds that can answer it.
KINDS = {
    "date": ("date",),
    "yesno": ("date",),
    "amount": ("amount",),
    "party": ("text",),
    "lookup": ("identifier", "quantity", "text"),
}
#: Cosine floor of label and question for a field to be offered (a label carrying a question word
#: is offered whatever its similarity); fields offered per document and in all; rows read at most.
MIN_SIMILARITY = 0.35
PER_DOCUMENT = 2
MAX_FIELD_EXCERPTS = 6
MAX_ROWS = 500


def _label_words(label: str) -> set[str]:
    return {w for _, w in words(label) if not w.isdigit()}


#: Words that name a label's slot, not what it is about: "Policy number", "Due date", "Balance due".
SLOT_NOUNS = {"number", "no", "nr", "id", "code", "date", "day", "amount", "total", "value", "name", "ref",
              "reference", "due", "balance", "paid", "payable", "owed", "owing"}
#: Words that name the kind of document ("the water bill"), canonical (``ask.question_type.stem``).
DOCUMENT_NOUNS = {"bill", "receipt", "document", "letter", "notice", "report", "invoice", "statement"}
_WHOLE_DOCUMENT = re.compile(r"\b(?:the|that|this|our|my|whole|entire|full)\s+(?:[\w'-]+\s+){0,4}?"
                             r"(?:bill|invoice|statement|receipt)s?\b", re.I)


def _asks_whole_document(question: str) -> bool:
    """Whether ``question`` asks about a bill, invoice, statement or receipt as a whole ("how much was the
    gas bill"), so that a table row's amount (one line of it) is not its answer."""
    return bool(_WHOLE_DOCUMENT.search(question))


def field_excerpts(question: str, excerpts: list[Excerpt], *, qtype: str | None = None) -> list[Excerpt]:
    """Excerpts made of the retrieved documents' fields that may answer ``question`` (of type ``qtype``,
    by default ``classify_question``'s), numbered after ``excerpts``: text ``"Label: value"``, the
    field's page, ``field_id`` set, everything else (title, date, retrieval evidence, and the question's
    words its text showed) as the document's own excerpt. Best by label similarity first, at most
    PER_DOCUMENT a document and MAX_FIELD_EXCERPTS in all; [] when no field fits. One query and one
    embedding of the question (plus any label not embedded yet)."""
    qtype = qtype or classify_question(question)
    kinds = KINDS.get(qtype)
    parents = {}
    for e in excerpts:
        if e.field_id is None:
            parents.setdefault(e.doc_id, e)
    if not kinds or not parents:
        return []
    rows = list(PageField.objects.filter(document_id__in=list(parents), kind__in=kinds)
                .order_by("document_id", "ordinal")
                .values("id", "document_id", "page_number", "label", "value", "label_embedding",
                        "table_row")[:MAX_ROWS])
    if _asks_whole_document(question):
        rows = [r for r in rows if r["table_row"] is None]  # "the gas bill" is its total, not a line's
    if not rows:
        return []
    from ingest.embedding import embed_texts

    missing = [r for r in rows if r["label_embedding"] is None]  # Ask was just turned on: not rebuilt yet
    vectors = embed_texts([question] + [r["label"] for r in missing])
    for r, v in zip(missing, vectors[1:]):
        r["label_embedding"] = v
    q = vectors[0].astype(np.float32)
    # A label carrying one of the question's words is offered whatever its similarity ("pay" names "Payment
    # due", "billed" names "Bill To"), unless the word only names a slot or, outside a party question, the
    # kind of document: "Statement date" is no answer to "when did we pay the bill".
    doc_nouns = set() if qtype == "party" else DOCUMENT_NOUNS
    terms = set(key_terms(question)) - SLOT_NOUNS - doc_nouns
    scored = []
    asked = {w for _, w in words(question)}
    for r in rows:
        sim = float(np.asarray(r["label_embedding"], dtype=np.float32) @ q)
        label = _label_words(r["label"])
        named = bool(terms & label)
        # What the label says beyond its slot noun ("Notice" in "Notice date", "Policy" in "Policy
        # number") must be asked too: a "Notice date" answers no question about a due date.
        if (label - SLOT_NOUNS - STOPWORDS) - asked:
            continue
        if sim >= MIN_SIMILARITY or named:
            scored.append((sim + 0.1 * named, r))
    scored.sort(key=lambda s: -s[0])
    out, per_doc = [], {}
    number = max((e.number for e in excerpts), default=0)
    asked = set(key_terms(question))
    # The document's own excerpt showed some of the question's words: they stay evidence that the
    # document is about the question when its field is read on its own.
    shown = {doc_id: sorted(asked & {w for _, w in words(f"{e.text} {e.context}")}) for doc_id, e in parents.items()}
    for _, r in scored:
        if per_doc.get(r["document_id"], 0) >= PER_DOCUMENT:
            continue
        per_doc[r["document_id"]] = per_doc.get(r["document_id"], 0) + 1
        number += 1
        line = f"{r['label']}: {r['value']}"
        parent = parents[r["document_id"]]
        # The parent excerpt's text rides along as context: whether the document is about the question is
        # judged on it (ask.offline), not on one label and value.
        out.append(replace(parent, number=number, page=r["page_number"], text=line, context=parent.text,
                           snippet=html.escape(line), field_id=r["id"],
                           doc_terms=list(dict.fromkeys([*parent.doc_terms, *shown[r["document_id"]]]))))
        if len(out) >= MAX_FIELD_EXCERPTS:
            break
    return out


def field_citation(doc_id: int, field_id: int) -> dict | None:
    """What a citation shows of field ``field_id`` of document ``doc_id``: ``{"id", "label", "value",
    "kind", "page", "bbox": [x0, y0, x1, y1] or None, "snippet": HTML with the value marked}``; None when
    the field is gone (re-indexed since) or belongs to another document."""
    f = PageField.objects.filter(pk=field_id, document_id=doc_id).first()
    if f is None:
        return None
    return {"id": f.pk, "label": f.label, "value": f.value, "kind": f.kind, "page": f.page_number,
            "bbox": list(f.bbox) if f.bbox else None,
            "snippet": f"{html.escape(f.label)}: <mark>{html.escape(f.value)}</mark>"}

