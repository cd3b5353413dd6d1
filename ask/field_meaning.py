"""Reading a page field by its label's meaning: the offline answerer's last resort, when neither the text
windows nor the page fields read by the question's own words give an answer (``ask.offline``).
"""
from __future__ import annotations

import html
import re
from datetime import date

from ask.candidates import (
    Candidate,
    about_question,
    extractive_answer,
    finder,
    finished,
    format_span,
    question_terms,
    question_values,
)
from ask.question_type import DOCUMENT_NOUNS, SLOT_NOUNS, STOPWORDS, question_period, words
from ask.term_role import asked_role, label_role
from ask.types import Answer, Excerpt

#: A field read by its label's meaning alone (``field_by_meaning``) is offered from MEANING_FLOOR and needs
#: MEANING_MIN_SIMILARITY cosine similarity of label and question (``Excerpt.field_similarity``), and a lead of
#: MEANING_MIN_LEAD over the best field of another value (short labels score low with MiniLM: "Due Date" and
#: "by when must it be paid" meet at 0.32, the document's other date label at 0.17).
MEANING_FLOOR = 0.2
MEANING_MIN_SIMILARITY = 0.30
MEANING_MIN_LEAD = 0.08
#: Question types whose answer is a typed value a field's label can name by meaning.
_MEANING_TYPES = ("date", "amount", "party")
#: A name read by its label's meaning ("Sold by: …" for "where did we buy …") needs a closer label than a
#: typed value: any short text is a candidate name, where only a date can answer a date question.
PARTY_MIN_SIMILARITY = 0.40
_BARE_LABELS = {"date", "day", "amount", "value", "total", "number", "no", "sum"}


def _printed_label(e: Excerpt) -> str:
    """The label of field excerpt ``e`` as the page prints it (its snippet before the value; a foreign field's
    text is its gloss)."""
    printed = html.unescape(re.sub(r"<[^>]+>", "", e.snippet or ""))
    return printed.split(": ", 1)[0] if ": " in printed else ""


def _about_the_thing(question: str, fields: list[Excerpt], about: list, terms, gate_terms, period) -> list:
    """The fields, of documents the coverage gate left out, whose document prints a word of every noun phrase
    the question names its object by (``ask.fields.slot_and_topic``): a warranty card printing "vacuum" is about
    "the vacuum cleaner" though it never prints "cleaner". Only for names read by meaning, whose label must
    then mean the rest of the question (the asked slot)."""
    from ask.coverage import doc_view, question_modifiers
    from ask.fields import asked_part, slot_and_topic

    kept = {d.excerpt.number for d in about}
    modifiers = question_modifiers(question, gate_terms)
    out = []
    for rank, e in enumerate(fields):
        if e.number in kept:
            continue
        printed = f"{e.title} {e.original_filename.replace('_', ' ')}\n{e.context}"
        if not slot_and_topic(asked_part(question), printed)[1]:
            continue
        doc = doc_view(e, rank, terms, gate_terms, period, modifiers, question)
        if doc.in_period:
            out.append(doc)
    return out


#: Distinct payees among the documents that print a name, from which the name is the household's own: a
#: company's name is printed on its own papers, the household's on the papers of everyone who bills it.
HOUSEHOLD_PAYEES = 3


def names_the_household(name: str, doc_id: int) -> bool:
    """Whether ``name`` is printed on the papers of HOUSEHOLD_PAYEES or more different payees among the
    documents of ``doc_id``'s owner (``PaymentRecord.payee``): the customer, addressee or policyholder, not
    a counterparty. Looks only at that owner's documents; a case-insensitive substring match of page text."""
    from archive.models import Document, Page, PaymentRecord

    if len(name) < 4:
        return False
    owner = Document.objects.filter(pk=doc_id).values_list("owner_id", flat=True).first()
    docs = Page.objects.filter(document__owner_id=owner, text__icontains=name).values("document_id")
    payees = PaymentRecord.objects.filter(document_id__in=docs).exclude(payee="").values_list("payee", flat=True)
    return len({p.strip().lower() for p in payees.distinct()[:50]}) >= HOUSEHOLD_PAYEES


def field_by_meaning(question: str, fields: list[Excerpt], *, as_of: date, previous: str | None,
                     foreign: dict[str, set[str]] | None = None) -> Answer | None:
    """The value of the page field whose label means what the question asks, however either words it ("by
    when does it have to be paid" → "Due Date: Jan 31, 2022"): among the fields of documents about the
    question (the coverage gate), of the type asked (date or amount), the one with the highest
    ``field_similarity``, when that is at least MEANING_MIN_SIMILARITY and MEANING_MIN_LEAD above every
    field printing another value. The similarity stands in for the proximity of the question's words, which
    a label worded otherwise lacks; the answer is then calibrated like any other. None when no field fits.
    ``foreign``: translations of the question's words (``ask.lexicon.foreign_index``) that the coverage gate
    counts, for fields of papers in another language (``ask.fields.foreign_field_excerpts``)."""
    qtype, terms, gate_terms = question_terms(question, previous)
    if qtype not in _MEANING_TYPES:
        return None
    q_dates, q_amounts = question_values(question)
    asked_values = q_dates | q_amounts  # "paid for the period ending July 18": that date is not the answer
    asked_words = {w for _, w in words(question)}
    cands = []
    period = question_period(question, as_of)
    docs = about_question(question, fields, terms, gate_terms, period=period, previous=previous, foreign=foreign)
    if qtype == "party":
        docs += _about_the_thing(question, fields, docs, terms, gate_terms, period)
    asked_end = asked_role(question) if qtype == "date" else None
    for doc in docs:
        e = doc.excerpt
        if e.field_similarity is None:
            continue
        value_at = e.text.find(": ") + 2
        # Judged on the label as printed: a gloss lists every sense ("gültig": "valid, effective").
        if asked_end and label_role(_printed_label(e) or e.text[:value_at]) not in (None, asked_end):
            continue  # "Vertragsbeginn" for "until when is it insured?": the other end of the term
        label = {w for _, w in words(e.text[:value_at])} - STOPWORDS
        if label & DOCUMENT_NOUNS and not label - SLOT_NOUNS - DOCUMENT_NOUNS:
            continue  # "Statement date", "Invoice no.": the document's own date or number, no answer by meaning
        if label <= _BARE_LABELS:
            continue  # "Date", "Amount": says what kind of value, not which
        if qtype == "party" and {w for _, w in words(e.text[value_at:])} & asked_words - STOPWORDS:
            continue  # "Appliance: … vacuum": the thing the question names, not who sold it
        if qtype == "party" and names_the_household(e.text[value_at:].strip(), e.doc_id):
            continue  # "Customer: <one of us>" is no answer to "who is our water provider?"
        for span in finder(qtype, question, doc):
            if span.start >= value_at and span.kind == qtype and \
                    (span.value[0] if span.kind == "amount" else span.value) not in asked_values:
                cands.append(Candidate(doc, span, proximity=e.field_similarity, label=1.0,
                                        score=e.field_similarity))
    if not cands:
        return None
    cands.sort(key=lambda c: -c.score)
    best = cands[0]
    runner_up = next((c for c in cands[1:] if c.span.value != best.span.value), None)
    # Fields under MEANING_FLOOR were not offered: the lead is over the best of another value or that floor.
    lead = best.score - max(runner_up.score if runner_up else 0.0, MEANING_FLOOR)
    floor = PARTY_MIN_SIMILARITY if qtype == "party" else MEANING_MIN_SIMILARITY
    if best.score < floor or lead < MEANING_MIN_LEAD:
        return None
    answer = finished(question, extractive_answer(format_span(best.span), best, runner_up))
    answer.features.update(field=1.0, meaning=1.0)  # read from a field by meaning: evaluate counts these apart
    return answer
