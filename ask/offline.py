"""The offline answerer: extractive, no language model.

It quotes a span of the type the question asks for (date, amount, party, identifier or line) from
the retrieved excerpts, cites the excerpt's document, and scores its confidence from retrieval
evidence only. When no span of the right type sits near the question's terms in an excerpt that is
about the question, it answers None with reason ``not_in_excerpts``: a false "no" is cheaper to
recover from than a confidently wrong date.
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from ask import spans as sp
from ask.balance import account_kind_printed, asks_account_balance, labelled_balance
from ask.candidates import (
    BACKEND,
    DOCUMENT_QUESTION,
    END_QUESTION,
    EXTRACTIVE_NOTE,
    MIN_PROXIMITY,
    VALIDITY_QUESTION,
    Candidate,
    about_question,
    extractive_answer,
    find_candidates,
    finished,
    format_span,
    none_answer,
    question_terms,
    rerank_by_meaning,
    score_candidates,
    withheld,
)
from ask.coverage import WORD_RE, DocView, doc_view, question_modifiers
from ask.current_amount import current_amount
from ask.date_cues import cued_date
from ask.excerpts import closing_page
from ask.field_meaning import MEANING_FLOOR, field_by_meaning
from ask.fields import foreign_field_excerpts
from ask.languages import LANGUAGE_NAMES, text_language
from ask.lexicon import foreign_index
from ask.question_type import LABEL_CUES, asks_current, classify_question, key_terms, question_period, stem, words
from ask.reasons import Reason
from ask.types import Answer, Excerpt
from ask.validity import find_term_ends

__all__ = ["BACKEND", "MEANING_FLOOR", "offline_answer"]


def _documents_answer(docs: list[DocView]) -> Answer | None:
    """The documents that are about everything the question names (full coverage), best first, at most
    three: "Title (file name)" each, every one cited. Confidence is the share of the question's words
    found; these answers are not calibrated (they quote no value)."""
    chosen = [d for d in sorted(docs, key=lambda d: (-d.coverage, d.rank)) if d.coverage >= 0.99][:3]
    if not chosen:
        return None
    text = "; ".join(f"{d.excerpt.title} ({d.excerpt.original_filename})" for d in chosen)
    return Answer(answer=text, cited=[d.excerpt.doc_id for d in chosen], confidence=0.8, backend=BACKEND,
                  notes=[EXTRACTIVE_NOTE], cited_pages={d.excerpt.doc_id: d.excerpt.page for d in chosen})


_WHICH_VERSION = re.compile(r"\b(?:original|first|initial|earlier|earliest|previous|old|older|new|newer|latest|"
                            r"second|current|renewed)\b", re.I)
# "Who signed for the landlord?", "… on behalf of the company": one side's signer is asked.
_SIGNED_FOR = re.compile(r"\b(?:for|on behalf of) (?:the |our |my )?([a-z]+)", re.I)
# Signing for someone else prints so on the signer's role line ("Letting coordinator for the Owner",
# "manager, on behalf of …"); a party signing for itself prints its role ("Tenant", "Occupier").
_REPRESENTS = re.compile(r"\bfor\b|\bon behalf\b|\bp\.?p\.?\b", re.I)
_REPRESENTED = {"landlord", "owner", "lessor", "company", "seller", "vendor", "employer", "agency", "insurer", "bank",
                "firm", "business", "supplier", "contractor", "provider", "letting", "management"}


def _signers_for(question: str, text: str, names: list[sp.Span]) -> list[sp.Span]:
    """The signers of the side ``question`` asks about, by the role line printed after each name; all of
    ``names`` when it asks about no side."""
    m = _SIGNED_FOR.search(question)
    if not m:
        return names
    side = m.group(1).lower().rstrip("s")
    kept = []
    for name in names:
        role = text[name.end:name.end + 120].split("\n")
        role_line = " ".join(role[:2]).lower()
        if side in role_line or (side in _REPRESENTED and _REPRESENTS.search(role_line)):
            kept.append(name)
    return kept


#: "The original lease", "the first agreement": of several signed papers about it, the oldest is asked.
_EARLIEST = re.compile(r"\b(?:original|first|initial|earliest|earlier)\b", re.I)


def _signed_reading(doc: DocView, question: str, *, last_page: bool) -> tuple[DocView, list[sp.Span]]:
    """``doc`` as read for its signers, and the signers of the side asked: its wider local window, or with
    ``last_page`` its last page, where a contract of several pages is signed (retrieval seldom picks that page
    for the excerpt)."""
    if not last_page:
        text = doc.excerpt.context if len(doc.excerpt.context) > len(doc.excerpt.text) else doc.excerpt.text
        names = _signers_for(question, text, sp.find_signers(text))
        return (replace(doc, excerpt=replace(doc.excerpt, text=text)) if text is not doc.excerpt.text else doc), names
    closing = closing_page(doc.excerpt.doc_id)
    if closing is None or closing[0] == doc.excerpt.page:
        return doc, []
    number, text = closing
    names = _signers_for(question, text, sp.find_signers(text))
    return replace(doc, excerpt=replace(doc.excerpt, text=text, context=text, page=number)), names


SIGNATURE_DATE_CHARS = 60  # characters after the last signer's name where the signing date is printed


def _signed_on(doc: DocView, names: list[sp.Span]) -> date | None:
    """When ``doc`` was signed: the latest date printed among its signers' lines (a renewal signed in 2026 that
    cites the 2025 agreement is dated by its signatures), else its document date."""
    text = doc.excerpt.text
    block = text[names[0].start:names[-1].end + SIGNATURE_DATE_CHARS]
    year = doc.excerpt.document_date.year if doc.excerpt.document_date else None
    printed = [s.value for s in sp.find_dates(block, default_year=year)]
    return max(printed) if printed else doc.excerpt.document_date


def _signers_answer(docs: list[DocView], question: str = "") -> Answer | None:
    """"Who signed …": every signer of the best-matching signed document (of the side asked, "for the
    landlord", when the question names one; none when no signer's role line says that side); of the one signed
    first (``_signed_on``) when the question asks for the original."""
    ranked = sorted(docs, key=lambda d: (-d.coverage, d.rank))
    # The windows read first: a paper whose excerpt shows no signature is looked at to its end only after.
    signed = [(doc, names) for doc, names in (_signed_reading(d, question, last_page=False) for d in ranked) if names]
    earliest = bool(_EARLIEST.search(question))
    if not signed or earliest:  # the original may be signed on a last page while a renewal is signed in its window
        found = {doc.excerpt.doc_id for doc, _ in signed}
        signed += [(doc, names) for doc, names in (_signed_reading(d, question, last_page=True) for d in ranked
                                                   if d.excerpt.doc_id not in found) if names]
    if not signed:
        return None
    doc, names = signed[0]
    dated = [(d, n, when) for d, n in signed if (when := _signed_on(d, n))]
    if earliest and len(dated) > 1:
        doc, names, _ = min(dated, key=lambda triple: triple[2])
    return extractive_answer("; ".join(s.printed for s in names), Candidate(doc, names[0], proximity=1.0), None)


def offline_answer(question: str, excerpts: list[Excerpt], *, as_of: date, previous: str | None = None,
                   fields: list[Excerpt] = (), meaning_fields: list[Excerpt] = ()) -> Answer:
    """Answer ``question`` by quoting the excerpts, without a language model.

    ``excerpts`` come in retrieval order (best first); ``as_of`` is "today" for relative periods and
    for yes/no validity questions. Returns an ``Answer`` with ``backend="offline-extractive"``: either
    a quoted span (dates as ``YYYY-MM-DD (printed form)``, amounts as printed with their currency,
    names joined with "; "), ``cited=[doc_id]`` and ``cited_pages={doc_id: page}``, confidence 0..1;
    or ``answer=None`` with ``reason`` ``no_matches`` (no excerpts) or ``not_in_excerpts``. Never raises
    on odd text. ``fields``: excerpts made of page fields (``ask.fields.field_excerpts``), read on their
    own when the excerpts give no answer the calibration would let through; an answer read from one also
    sets ``cited_fields``. ``meaning_fields``: the fields of the asked kind at least MEANING_FLOOR like the
    question, read by their label's meaning alone when neither gives an answer (``field_by_meaning``).
    """
    if not excerpts:
        return none_answer(Reason.NO_MATCHES)
    excerpts = [_widened(e, question) for e in excerpts]
    answer = _read_excerpts(question, excerpts, as_of=as_of, previous=previous)
    if answer.answer is None and any(len(e.context) > len(e.text) for e in excerpts):
        # Nothing in the excerpts: read the wider local window, where a value often sits just past the
        # excerpt's end. Such answers are marked, so calibration can weigh them apart.
        wide = _read_excerpts(question, [replace(e, text=e.context or e.text) for e in excerpts], as_of=as_of,
                              previous=previous)
        if wide.answer is not None:
            wide.features["wide"] = 1.0
            answer = wide
    answer = finished(question, answer)
    if fields and withheld(answer) and not DOCUMENT_QUESTION.search(question):
        # Nothing the text windows hold is sure enough to give: read the page fields (ask.fields) alone,
        # whose labels sit right before their values however far apart the page prints them.
        with_fields = finished(question, _read_excerpts(question, list(fields), as_of=as_of, previous=previous))
        if with_fields.features:
            with_fields.features["field"] = 1.0  # read from a page field: calibration weighs these apart
        if with_fields.cited_fields and not withheld(with_fields) and \
                with_fields.features.get("margin", 0.0) >= FIELD_MIN_MARGIN:
            answer = with_fields
    if meaning_fields and withheld(answer) and not DOCUMENT_QUESTION.search(question):
        by_meaning = field_by_meaning(question, list(meaning_fields), as_of=as_of, previous=previous)
        # Only in place of no answer: where the text windows give one, it was the righter of the two 2 times
        # of the 3 they disagreed on the dev and test sets (docs/evaluation.md, fifth session).
        if by_meaning is not None and not withheld(by_meaning):
            answer = by_meaning
    return answer


def foreign_field_answer(question: str, excerpts: list[Excerpt], *, as_of: date,
                         previous: str | None = None) -> Answer | None:
    """The value of a page field of a paper in another language whose label, glossed in English
    (``ask.fields.foreign_field_excerpts``), means what the question asks (``field_by_meaning``), the paper
    judged about the question through the translations of its words (``ask.lexicon``). None when no field
    fits or the answer would be withheld. Features carry ``foreign`` = 1."""
    if DOCUMENT_QUESTION.search(question):
        return None
    fields = foreign_field_excerpts(question, excerpts, floor=MEANING_FLOOR)
    if not fields:
        return None
    answer = field_by_meaning(question, fields, as_of=as_of, previous=previous,
                              foreign=_question_foreign(question, question_terms(question, previous)[2]))
    if answer is None or withheld(answer):
        return None
    answer.features["foreign"] = 1.0  # read through a dictionary gloss: evaluate counts these apart
    return answer


def _question_foreign(question: str, gate_terms: dict[str, float]) -> dict[str, set[str]]:
    """Translation → the question's gate terms it stands for (``ask.lexicon.foreign_index``), from the terms and
    the words the question prints them as."""
    return foreign_index([(stem(m.group()), m.group()) for m in WORD_RE.finditer(question.lower())
                          if stem(m.group()) in gate_terms] + [(t, t) for t in gate_terms])


#: A field's value must stand this clear (``_features``' margin, 0..1) of the next field of another value:
#: labels of one form ("Amount", "Total") often fit a question alike, and then neither is the answer.
FIELD_MIN_MARGIN = 0.25


def _widened(e: Excerpt, question: str) -> Excerpt:
    """``e`` with its wider local window as text when that window prints a label word of the question
    ("deductible", "due") the excerpt lacks: the value asked for is labelled there; or, for a question about
    when something ends, a term it runs for ("24 months manufacturer warranty", ``ask.validity``) that the
    excerpt cuts off."""
    if len(e.context) <= len(e.text):
        return e
    if END_QUESTION.search(question) and not find_term_ends(e.text, issued=e.document_date) and \
            find_term_ends(e.context, issued=e.document_date):
        return replace(e, text=e.context)  # "… 24 months manufacturer warranty" just past the excerpt's end
    cues = {t for t in key_terms(question) if t in LABEL_CUES}
    inside = {w for _, w in words(e.text)}
    wider = {w for _, w in words(e.context)}
    if cues and (cues - inside) & wider:
        return replace(e, text=e.context)
    return _sentence_completed(e, question)


#: How far past the excerpt's end a cut sentence is followed to its end (characters).
SENTENCE_TAIL_CHARS = 160
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n\s*\n")


def _sentence_completed(e: Excerpt, question: str) -> Excerpt:
    """``e`` with its last sentence read on to its end in the wider window, when the excerpt cuts that sentence
    off, the sentence holds a word of the question and what follows prints a value of the asked kind ("Please pay
    at the club office by 14 May 2026" cut after "Please pay at the cl"); else ``e``.
    Only the rest of that sentence (≤ SENTENCE_TAIL_CHARS characters) is added, no other line."""
    qtype = classify_question(question)
    if qtype not in ("date", "amount") or len(e.text) < 60:
        return e
    at = e.context.find(e.text[-60:])
    if at < 0:
        return e
    end = at + 60
    stop = _SENTENCE_END.search(e.context, end)
    rest = e.context[end:stop.end() if stop else len(e.context)]
    if not rest.strip() or len(rest) > SENTENCE_TAIL_CHARS:
        return e
    last = list(_SENTENCE_END.finditer(e.text))
    tail = e.text[last[-1].end():] if last else e.text
    if not {w for _, w in words(tail)} & set(key_terms(question)):
        return e
    # A value the cut ran through ("by 25 September| 2026") counts as one past the end.
    whole = tail + rest
    found = sp.find_dates(whole) if qtype == "date" else sp.find_amounts(whole)
    return replace(e, text=e.text + rest) if any(span.end > len(tail) for span in found) else e


def _read_excerpts(question: str, excerpts: list[Excerpt], *, as_of: date, previous: str | None = None) -> Answer:
    qtype, terms, gate_terms = question_terms(question, previous)
    about_documents = DOCUMENT_QUESTION.search(question)
    period = question_period(question, as_of)
    docs = about_question(question, excerpts, terms, gate_terms, period=period, previous=previous)
    if not docs and qtype == "party" and "sign" in terms and excerpts:
        # "Who signed the lease?" of a "Letting contract": no paper prints every word asked, but the first
        # one retrieval found may be signed; its signature lines are read, at a confidence calibrated
        # apart ("ungated").
        # "The original lease", "the newer agreement": which of several related papers is asked is not
        # told by retrieval order, so such questions are left unanswered here.
        signed = [] if _WHICH_VERSION.search(question) else [
            e for e in excerpts[:1] if sp.find_signers(e.context or e.text)]
        first = doc_view(signed[0], 0, terms, gate_terms, period, question=question) if signed else None
        answer = _signers_answer([first], question) if first else None
        if answer is not None:
            answer.features["ungated"] = 1.0
            return answer
    if not docs:
        modifiers = question_modifiers(question, gate_terms)
        asked = f"{question}. {previous}" if previous else question
        return none_answer(notes=_translated_only_note(question, excerpts, terms, gate_terms, period, modifiers, asked))
    if qtype == "party" and "sign" in terms:
        return _signers_answer(docs, question) or none_answer()
    if about_documents:
        return _documents_answer(docs) or none_answer()

    # A weakly labelled span is still acceptable in an excerpt that carries nearly all the question's words.
    # A value whose own label is a question word ("The cost is $22.00") in such an excerpt too.
    # A term's computed end (ask.validity) is offered only to questions about an end: the document being
    # about the question is enough.
    cands = [c for c in find_candidates(qtype, question, docs, terms)
             if c.proximity >= MIN_PROXIMITY or (c.doc.coverage >= 0.75 and (c.proximity > 0.02 or c.label > 0))
             or c.span.note]
    if not cands:
        return none_answer()
    score_candidates(cands, asks_current(question) and period is None, len(excerpts))
    cands.sort(key=lambda c: -c.score)
    rerank_by_meaning(question, cands)
    best = cued_date(question, cands, as_of=as_of)  # "From when …?": the date printed after "from"
    beaten = {best.span.value}
    if best is cands[0]:
        best = current_amount(question, cands, docs, as_of=as_of)  # "What's our rent now?": the figure in force today
        beaten.add(best.span.value)  # the figure it supersedes (was € 1.385,00, now € 1.426,55) is no rival to it
    runner_up = next((c for c in cands if c.span.value not in beaten), None)
    if qtype == "yesno":
        return _yes_no(question, best, runner_up, as_of)
    if qtype == "amount" and asks_account_balance(question) and not (
            labelled_balance(best.doc.excerpt.text, best.span)
            and account_kind_printed(question, best.doc.excerpt.title, best.doc.excerpt.text)):
        # "How much is in the bank account?": a bill's debit from it, or a gas account's balance, is no answer.
        return none_answer()
    return extractive_answer(format_span(best.span), best, runner_up)


def _translated_only_note(question: str, excerpts: list[Excerpt], terms, gate_terms, period, modifiers,
                          asked: str) -> list[str]:
    """Why no answer, when papers print the question's words only in French, Dutch or German
    (``ask.lexicon``): this reader's label rules are English, and the answers it read through
    translations were right 2 times of 6 (docs/multilingual.md), so it reads such papers only by their page
    fields' glossed labels (``foreign_field_answer``, tried after the payment records) and otherwise leaves them
    to a language model, which retrieval and the excerpts serve in full. [] when no paper is about the question
    even so."""
    foreign = _question_foreign(question, gate_terms)
    if not foreign:
        return []
    about = [e for rank, e in enumerate(excerpts)
             if (d := doc_view(e, rank, terms, gate_terms, period, modifiers, asked, foreign)).coverage > 0
             and d.in_period]
    if not about:
        return []
    names = sorted({LANGUAGE_NAMES[lang] for e in about for lang in [text_language(f"{e.text}\n{e.context}")]
                    if lang and lang != "en"}) or ["another language"]
    return [f"The papers about this are in {' and '.join(names)}; the offline answerer reads them only through a "
            "dictionary's word-by-word gloss, which found no answer. A configured language model can read them."]


def _yes_no(question: str, best: Candidate, runner_up: Candidate | None, as_of: date) -> Answer:
    """Validity questions ("is X still under warranty?") compare the end date found with ``as_of``;
    other yes/no questions get the evidence line without a verdict."""
    if best.span.kind == "date" and VALIDITY_QUESTION.search(question):
        when = format_span(best.span)
        verdict = f"No, it expired on {when}" if best.span.value < as_of else f"Yes, valid until {when}"
        return extractive_answer(verdict, best, runner_up, [f"Compared with today's date {as_of.isoformat()}."])
    return extractive_answer(format_span(best.span), best, runner_up,
                             ["No yes/no verdict: this is the closest evidence."])
