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
from dataclasses import dataclass, replace

import numpy as np

from archive.models import PageField

from .question_type import DOCUMENT_NOUNS, SLOT_NOUNS, STOPWORDS, classify_question, key_terms, words
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
NAMED_BONUS = 0.1  # added to a label's similarity when it prints one of the question's words


def _label_words(label: str) -> set[str]:
    return {w for _, w in words(label) if not w.isdigit()}


_WHOLE_DOCUMENT = re.compile(r"\b(?:the|that|this|our|my|whole|entire|full)\s+(?:[\w'-]+\s+){0,4}?"
                             r"(?:bill|invoice|statement|receipt)s?\b", re.I)


def _asks_whole_document(question: str) -> bool:
    """Whether ``question`` asks about a bill, invoice, statement or receipt as a whole ("how much was the
    gas bill"), so that a table row's amount (one line of it) is not its answer."""
    return bool(_WHOLE_DOCUMENT.search(question))


_NAME_WORD = re.compile(r"(?<![.?!]\s)(?<!^)\b[A-Z][\w'’.&-]*")


def asked_part(question: str, names: str = "") -> str:
    """``question`` without what names its document: capitalised words past its first (names of people,
    issuers, places: "Sammy Maystone's", "Best Corp.", "OYO") and the words of ``names`` (the document's
    title and file name: "electricity", "statement"). What is left says what is asked ("by when does … have
    to be paid"), which is what a field's label is compared with: a word naming the document pulls every
    label of it alike. The question itself when fewer than two words would be left."""
    drop = {w for _, w in words(names.replace("-", " ").replace("_", " "))} - STOPWORDS
    kept = [w for w in _NAME_WORD.sub(" ", question.strip()).split() if not ({x for _, x in words(w)} & drop)]
    return " ".join(kept) if len(kept) >= 2 else question


#: A label that says more than the question's own words is read by meaning (party questions only) from
#: this cosine similarity to the asked slot: "Bought from" meets "where did we buy" at 0.63 and "which shop
#: did come from" at 0.41, while a label of the thing asked about meets a slot at 0.1–0.3 (probe labels, not
#: a corpus: tests/ask/test_fields_slot.py).
SLOT_SIMILARITY = 0.40
#: A date field whose label words the question does not use ("Expected delivery" for "when is it supposed to
#: arrive") is read by meaning from this cosine similarity of label and asked part (MiniLM scores such pairs
#: 0.5–0.6, a date label of another event 0.2–0.4).
EXTRA_DATE_SIMILARITY = 0.45


def asked_slot(question: str, document_text: str) -> str:
    return slot_and_topic(question, document_text)[0]


def slot_and_topic(question: str, document_text: str) -> tuple[str, set[str]]:
    """What ``question`` asks *of* a document, without what names the thing it is about: the question less
    its noun phrases (Penn tags, TextBlob's tagger, ``ask.pos``) of which ``document_text`` prints a word. "Where
    did we buy the swamp cooler?" of a card that prints "cooler" is "Where did we buy?"; "Who is our landlord?"
    of a lease that never says "landlord" keeps it. A label is compared with this, so the thing asked about
    (the card's "Appliance: … vacuum") does not pull its own label up. The question itself when nothing, or
    fewer than two words, would be left. Also returns the canonical words dropped (the topic)."""
    from .pos import tag

    printed = {w for _, w in words(document_text)}
    tags = tag(question)

    def in_document(w: str) -> bool:
        ws = {x for _, x in words(w)}
        return bool(ws) and ws <= printed

    dropped = [False] * len(tags)
    k = 0
    while k < len(tags):
        # A noun phrase: a determiner or possessive and the adjectives, nouns and participles after it ("the
        # swamp cooler", "our belongings"), or a bare run of nouns. It names the thing asked about when the
        # paper prints one of its words (the tagger's tags are loose: "pump" a verb, "cooler" an adjective).
        j = k + (tags[k][1] in ("DT", "PRP$"))
        end = j
        while end < len(tags) and (tags[end][1][:2] in ("JJ", "NN", "CD") or tags[end][1] in ("VBG", "VBN") or (
                end > j and tags[end][1].startswith("VB") and tags[end - 1][1].startswith("NN")
                and in_document(tags[end][0]))):
            end += 1
        has_noun = any(t[:2] in ("NN", "JJ") for _, t in tags[j:end])
        if end > j and has_noun and (j > k or tags[j][1].startswith("NN")) and \
                any(in_document(w) for w, t in tags[j:end] if t[:2] in ("NN", "JJ", "VB")):
            for m in range(k, end):
                dropped[m] = True
            k = end
        else:
            k += 1
    kept = [w for k, (w, _) in enumerate(tags) if not dropped[k]]
    text = re.sub(r"\s+([?.,!])", r"\1", " ".join(kept)).strip()
    topic = {x for k, (w, _) in enumerate(tags) if dropped[k] for _, x in words(w)} - STOPWORDS
    return (text if len(re.findall(r"\w+", text)) >= 2 else question), topic


@dataclass
class _Scored:
    """One field row with its label's cosine similarity to the question (``sim``) and to its asked part
    (``part_sim``) and to its asked slot (``slot_sim``), whether the label carries one of the question's own
    words (``named``), and whether it says more than those words ask (``extra``: read by meaning only)."""

    row: dict
    sim: float
    part_sim: float
    named: bool
    slot_sim: float = 0.0  # to the question's asked slot (``asked_slot``)
    extra: bool = False  # the label says more than the question's own words ask


def _scored_fields(question: str, excerpts: list[Excerpt], qtype: str) -> tuple[list[_Scored], dict[int, Excerpt]]:
    """The retrieved documents' fields of the kinds ``qtype`` asks for, scored (one query; one embedding
    batch: the question, its asked part for each document, and any label not embedded yet), and the
    documents' own excerpts by id. Fields whose label says more than the question asks are left out."""
    kinds = KINDS.get(qtype)
    parents: dict[int, Excerpt] = {}
    for e in excerpts:
        if e.field_id is None:
            parents.setdefault(e.doc_id, e)
    if not kinds or not parents:
        return [], parents
    rows = list(PageField.objects.filter(document_id__in=list(parents), kind__in=kinds)
                .order_by("document_id", "ordinal")
                .values("id", "document_id", "page_number", "label", "value", "label_embedding",
                        "table_row", "kind")[:MAX_ROWS])
    if _asks_whole_document(question):
        rows = [r for r in rows if r["table_row"] is None]  # "the gas bill" is its total, not a line's
    if not rows:
        return [], parents
    from ingest.embedding import embed_texts

    # What the question asks, without the names of the document it is asked of, per document.
    with_rows = {r["document_id"] for r in rows}
    parts = {doc_id: asked_part(question, f"{e.title} {e.original_filename}") for doc_id, e in parents.items()
             if doc_id in with_rows}
    # The slot from the question less its names only: the title's words are part of what the document prints.
    slot_topics = {doc_id: slot_and_topic(asked_part(question), f"{e.title} {e.original_filename.replace('_', ' ')}"
                                          f"\n{e.text}\n{e.context}")
                   for doc_id, e in parents.items() if doc_id in with_rows}
    slots = {doc_id: st[0] for doc_id, st in slot_topics.items()}
    distinct = list(dict.fromkeys([*parts.values(), *slots.values()]))
    missing = [r for r in rows if r["label_embedding"] is None]  # Ask was just turned on: not rebuilt yet
    vectors = embed_texts([question, *distinct, *(r["label"] for r in missing)])
    q = vectors[0].astype(np.float32)
    part_vectors = {text: v.astype(np.float32) for text, v in zip(distinct, vectors[1:1 + len(distinct)])}
    for r, v in zip(missing, vectors[1 + len(distinct):]):
        r["label_embedding"] = v
    # A label carrying one of the question's words is offered whatever its similarity ("pay" names "Payment
    # due", "billed" names "Bill To"), unless the word only names a slot or, outside a party question, the
    # kind of document: "Statement date" is no answer to "when did we pay the bill".
    doc_nouns = set() if qtype == "party" else DOCUMENT_NOUNS
    terms = set(key_terms(question)) - SLOT_NOUNS - doc_nouns
    asked = {w for _, w in words(question)}
    out = []
    for r in rows:
        label = _label_words(r["label"])
        # What the label says beyond its slot noun ("Notice" in "Notice date", "Policy" in "Policy
        # number") must be asked too: a "Notice date" answers no question about a due date.
        # Read by meaning it may still be the answer ("Sold by" for "where did we buy …"): kept, marked.
        extra = bool((label - SLOT_NOUNS - STOPWORDS) - asked)
        if extra and qtype == "date" and r["table_row"] is None:
            pass  # a page prints few dates, under labels that say which ("Expected delivery"): judged by meaning
        elif extra and (qtype != "party" or r["table_row"] is not None or label & slot_topics[r["document_id"]][1]):
            # Only a name is read this way: a bill prints many amounts and dates under labels MiniLM finds
            # alike ("Gross pay" for "take-home pay"), a table many rows of one column, and a row named by the
            # thing asked about ("Sleeping pad Price each") is not what is asked of it.
            continue
        vector = np.asarray(r["label_embedding"], dtype=np.float32)
        part = part_vectors[parts[r["document_id"]]]
        slot = part_vectors[slots[r["document_id"]]]
        out.append(_Scored(r, float(vector @ q), float(vector @ part), bool(terms & label),
                           slot_sim=float(vector @ slot), extra=extra))
    return out, parents


def _as_excerpts(question: str, chosen: list[_Scored], parents: dict[int, Excerpt],
                 excerpts: list[Excerpt], *, by_slot: bool = False) -> list[Excerpt]:
    """``chosen`` fields as excerpts ``"Label: value"`` numbered after ``excerpts`` (see ``field_excerpts``)."""
    out = []
    number = max((e.number for e in excerpts), default=0)
    asked = set(key_terms(question))
    # The document's own excerpt showed some of the question's words: they stay evidence that the
    # document is about the question when its field is read on its own.
    shown = {doc_id: sorted(asked & {w for _, w in words(f"{e.text} {e.context}")}) for doc_id, e in parents.items()}
    for s in chosen:
        r = s.row
        number += 1
        line = f"{r['label']}: {r['value']}"
        parent = parents[r["document_id"]]
        # The parent excerpt's text rides along as context: whether the document is about the question is
        # judged on it (ask.offline), not on one label and value.
        out.append(replace(parent, number=number, page=r["page_number"], text=line, context=parent.text,
                           snippet=html.escape(line), field_id=r["id"],
                           field_similarity=s.slot_sim if by_slot else s.part_sim,
                           doc_terms=list(dict.fromkeys([*parent.doc_terms, *shown[r["document_id"]]]))))
    return out


def _select(scored: list[_Scored], *, min_similarity: float, per_document: int, by: str) -> list[_Scored]:
    """The best fields by similarity ``by`` "question", "part" (``asked_part``) or "slot" (``asked_slot``), a
    label naming a question word first among equals, each at least ``min_similarity`` or named, at most
    ``per_document`` a document and MAX_FIELD_EXCERPTS in all. A label saying more than the question's words
    ask (``extra``) is taken only by its slot similarity, from SLOT_SIMILARITY."""
    by_slot = by == "slot"

    def sim(s: _Scored) -> float:
        return {"question": s.sim, "part": s.part_sim, "slot": s.slot_sim}[by]

    def key(s: _Scored) -> float:
        return sim(s) + NAMED_BONUS * s.named

    def fits(s: _Scored) -> bool:
        if s.extra and s.row["kind"] == "date":
            return by == "part" and s.part_sim >= EXTRA_DATE_SIMILARITY
        if s.extra:
            return by_slot and s.slot_sim >= SLOT_SIMILARITY
        return sim(s) >= min_similarity or s.named

    kept = sorted((s for s in scored if fits(s)), key=lambda s: -key(s))
    out, per_doc = [], {}
    for s in kept:
        doc_id = s.row["document_id"]
        if per_doc.get(doc_id, 0) >= per_document:
            continue
        per_doc[doc_id] = per_doc.get(doc_id, 0) + 1
        out.append(s)
        if len(out) >= MAX_FIELD_EXCERPTS:
            break
    return out


def field_excerpts(question: str, excerpts: list[Excerpt], *, qtype: str | None = None) -> list[Excerpt]:
    """Excerpts made of the retrieved documents' fields that may answer ``question`` (of type ``qtype``,
    by default ``classify_question``'s), numbered after ``excerpts``: text ``"Label: value"``, the
    field's page, ``field_id`` and ``field_similarity`` set, everything else (title, date, retrieval
    evidence, and the question's words its text showed) as the document's own excerpt. Best by label
    similarity first, at most PER_DOCUMENT a document and MAX_FIELD_EXCERPTS in all, each at least
    MIN_SIMILARITY like the question or naming one of its words; [] when no field fits."""
    return field_excerpt_sets(question, excerpts, qtype=qtype)[0]


def field_excerpt_sets(question: str, excerpts: list[Excerpt], *, qtype: str | None = None,
                       meaning_floor: float = 0.2) -> tuple[list[Excerpt], list[Excerpt]]:
    """(``field_excerpts``, the fields to read by meaning): the second holds the fields of the asked kind
    whose label is at least ``meaning_floor`` like the question's ``asked_slot`` (or names one of its words),
    up to MAX_FIELD_EXCERPTS, for ``ask.offline``'s reading by meaning. One scoring of the fields for both."""
    qtype = qtype or classify_question(question)
    scored, parents = _scored_fields(question, excerpts, qtype)
    if not scored:
        return [], []
    lexical = _select(scored, min_similarity=MIN_SIMILARITY, per_document=PER_DOCUMENT, by="question")
    # A name is read by its label's likeness to the asked slot; dates and amounts, as measured before, to the
    # asked part (docs/evaluation.md: the slot let "Gross pay" answer "take-home pay").
    by_slot = qtype == "party"
    meaning = _select(scored, min_similarity=meaning_floor, per_document=MAX_FIELD_EXCERPTS,
                      by="slot" if by_slot else "part")
    return (_as_excerpts(question, lexical, parents, excerpts),
            _as_excerpts(question, meaning, parents, excerpts, by_slot=by_slot))


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


#: Roles of ``ingest.payment_fields`` that name one value however a bill words it: a bill's amount is due,
#: totalled, paid or debited; a payment is due or debited on a day.
_ROLE_FAMILIES = {"amount_due": "bill", "total": "bill", "amount_paid": "bill", "debit": "bill",
                  "due_date": "due", "debit_date": "due"}


def _role_family(kind: str, vector) -> str | None:
    from ingest.payment_fields import role_by_meaning

    role, _ = role_by_meaning(kind, vector)
    return _ROLE_FAMILIES.get(role, role)


def _names_the_document(glossed: list[tuple[str, tuple[str, ...]]]) -> bool:
    """Whether a glossed label (``ingest.gloss.glossed_words``) only names its document and a slot of it: each
    translated word has a sense made of DOCUMENT_NOUNS and SLOT_NOUNS, one of them a document noun."""
    def senses(found: tuple[str, ...], allowed: set[str]) -> bool:
        return any({w for _, w in words(t)} - STOPWORDS <= allowed for t in found)

    translated = [found for _, found in glossed if found]
    return bool(translated) and all(senses(f, DOCUMENT_NOUNS | SLOT_NOUNS) for f in translated) and \
        any(senses(f, DOCUMENT_NOUNS) for f in translated)


def _other_role(asked: str | None, printed: str | None) -> bool:
    return asked is not None and printed is not None and asked != printed


def foreign_field_excerpts(question: str, excerpts: list[Excerpt], *, qtype: str | None = None,
                           floor: float = 0.2) -> list[Excerpt]:
    """The fields of the retrieved documents written in another language than English (``ask.languages``)
    with a dictionary gloss (``ingest.gloss``), as excerpts whose text is ``"<English gloss of the label>:
    value"`` and whose ``field_similarity`` is the cosine similarity (MiniLM) of that gloss with the
    question's asked part (``asked_part``): "Rate 2 von 2 Fällig am: 01.07.2026" is offered to "when was the
    second instalment due" as "instalment … 2 … payable due: 01.07.2026". The snippet shows the label as
    printed. Of the asked kind (``KINDS``), at least ``floor`` similar, best first, at most
    MAX_FIELD_EXCERPTS; [] when no retrieved document is in such a language."""
    from ask.languages import text_language
    from ingest.gloss import LANGUAGES, gloss, gloss_text, glossed_words

    qtype = qtype or classify_question(question)
    kinds = KINDS.get(qtype)
    if not kinds:
        return []
    parents: dict[int, tuple[Excerpt, str]] = {}
    for e in excerpts:
        if e.field_id is None and e.doc_id not in parents:
            lang = text_language(f"{e.text}\n{e.context}")
            if lang in LANGUAGES:
                parents[e.doc_id] = (e, lang)
    if not parents:
        return []
    rows = list(PageField.objects.filter(document_id__in=list(parents), kind__in=kinds)
                .order_by("document_id", "ordinal")
                .values("id", "document_id", "page_number", "label", "value", "table_row")[:MAX_ROWS])
    if _asks_whole_document(question):
        rows = [r for r in rows if r["table_row"] is None]
    if not rows:
        return []
    from ingest.embedding import embed_texts

    # "Facture n° 5620", "Rechnungsdatum": the document's own number or date, no answer by meaning (as
    # ``ask.field_meaning`` skips "Invoice date"), told per printed word since a gloss lists every sense.
    glossed = [(r, glossed_words(r["label"], parents[r["document_id"]][1])) for r in rows]
    glossed = [(r, g) for r, g in glossed if not _names_the_document(g)]
    if not glossed:
        return []
    rows = [r for r, _ in glossed]
    glosses = [gloss_text(g) for _, g in glossed]
    parts = {doc_id: asked_part(question, f"{e.title} {e.original_filename}") for doc_id, (e, _) in parents.items()}
    distinct = list(dict.fromkeys(parts.values()))
    vectors = embed_texts([*distinct, *glosses]).astype(np.float32)
    part_vectors = dict(zip(distinct, vectors[:len(distinct)]))
    # A gloss carrying one of the question's own words ("warranty" in "guarantee … warranty valid until") names
    # what is asked, as a label printing it does (``_select``'s bonus): glosses are bags of senses, so their
    # similarities sit close together.
    terms = set(key_terms(question)) - SLOT_NOUNS - DOCUMENT_NOUNS
    # A field whose label plays another role on a bill than the one the question asks about (an invoice's own
    # date for "when did they receive our payment") is no answer however near its gloss: roles by meaning, as
    # the payment extractor assigns them (``ingest.payment_fields.role_by_meaning``).
    kind = {"amount": "money", "date": "date"}.get(qtype)
    asked_roles = {doc_id: _role_family(kind, part_vectors[p]) if kind else None for doc_id, p in parts.items()}
    scored = sorted(((float(v @ part_vectors[parts[r["document_id"]]]) + NAMED_BONUS * bool(terms & _label_words(g)),
                      r, g) for r, g, v in zip(rows, glosses, vectors[len(distinct):])
                     if not (kind and _other_role(asked_roles[r["document_id"]], _role_family(kind, v)))),
                    key=lambda s: -s[0])
    out = []
    number = max((e.number for e in excerpts), default=0)
    # The document's excerpt rides along as context, with its gloss: whether the paper is about the question is
    # judged on both (a "Waschmaschine" is a washing machine).
    contexts = {doc_id: e.text + "\n" + gloss(e.title + "\n" + e.text, lang) for doc_id, (e, lang) in parents.items()}
    for similarity, r, glossed in scored[:MAX_FIELD_EXCERPTS]:
        if similarity < floor:
            break
        parent = parents[r["document_id"]][0]
        number += 1
        out.append(replace(parent, number=number, page=r["page_number"], text=f"{glossed}: {r['value']}",
                           context=contexts[r["document_id"]],
                           snippet=html.escape(f"{r['label']}: {r['value']}"),
                           field_id=r["id"], field_similarity=similarity))
    return out
