"""Ask: one plain function from a question to a checked, cited response. The API view, the CLI, the
MCP tool and the portal all call :func:`ask`."""
import html
import logging
import time
from dataclasses import asdict, dataclass, field, replace
from datetime import date

from django.db.models import Count, Min, Q
from django.utils import timezone

from archive.access import documents_visible, retrieval_include_sensitive
from archive.config import setting_get
from archive.errors import InvalidInput
from archive.links import document_url
from archive.models import Document, Page, PaymentRecord

from .calibration import CHECK as CALIBRATION_CHECK
from .calibration import CHECK_NOTE, calibrated_confidence
from .calibration import FLOOR as CALIBRATION_FLOOR
from .compound import split_compound
from .excerpts import build_excerpts
from .fields import field_citation, field_excerpt_sets
from .household_locale import archive_dollar, currency_counts, southern_seasons
from .identifiers import documents_naming, question_identifiers
from .reasons import Reason
from .retrieval import rank_documents, rank_documents_followup
from .same_period import resolve_same_period
from .snippets import answer_snippet
from .spans import BARE_DOLLAR
from .spelling import corrected
from .timerange import SOUTHERN_SEASONS
from .types import Answer, Excerpt

log = logging.getLogger(__name__)

MAX_QUESTION_CHARS = 1000
MAX_CITATIONS = 8
#: The days a question may be asked "as of": papers of a household, not of antiquity (period arithmetic
#: around year 1 or 9999 leaves the calendar).
AS_OF_MIN, AS_OF_MAX = date(1900, 1, 1), date(2199, 12, 31)


class AskInputError(InvalidInput, ValueError):
    """The request is invalid (empty or over-long question, max_docs or as_of out of range): 400
    ``invalid_request``; message is for users."""


@dataclass
class AskResponse:
    """The response of ``POST /api/ask`` and ``manage.py ask --json``."""

    answer: str | None
    cited_doc_ids: list[int]
    confidence: float
    excerpts: list[dict]
    citations: list[dict]
    summary: str
    indexed_through: str | None  # ISO timestamp: every document added before it is indexed; None = complete
    backend: str
    reason: str | None  # an ask.reasons.Reason value
    notes: list[str] = field(default_factory=list)
    elapsed_ms: int = 0
    more_citations: int = 0  # contributing documents beyond the shown list (aggregates)
    # For evaluation only, never serialised: the answerer's features and its candidate answer (also when
    # calibration withheld it).
    diagnostics: dict = field(default_factory=dict, repr=False)

    def to_dict(self) -> dict:
        out = asdict(self)
        out.pop("diagnostics")
        if out["reason"] is not None:
            out["reason"] = str(out["reason"])  # the wire string of an ask.reasons.Reason
        return out


def _validate(question: str, max_docs) -> tuple[str, int]:
    question = (question or "").strip()
    if not question:
        raise AskInputError("question must not be empty")
    if "\x00" in question:
        raise AskInputError("question must not contain NUL characters")
    if len(question) > MAX_QUESTION_CHARS:
        raise AskInputError(f"question is too long ({len(question)} characters; at most {MAX_QUESTION_CHARS})")
    if max_docs is None:
        max_docs = setting_get("ASK_MAX_DOCS")
    if isinstance(max_docs, bool) or not isinstance(max_docs, int) or not 1 <= max_docs <= 20:
        raise AskInputError("max_docs must be an integer between 1 and 20")
    return question, max_docs


def _index_state(user, include_sensitive: bool) -> tuple[int, str | None, str | None]:
    """(indexed documents in the pool, indexed_through ISO or None, a note when lagging)."""
    pending_q = Q(status__in=[Document.Status.QUEUED, Document.Status.PROCESSING])
    state = documents_visible(user, include_sensitive=include_sensitive).aggregate(
        indexed=Count("id", filter=Q(status=Document.Status.INDEXED)), pending=Count("id", filter=pending_q),
        oldest=Min("added_at", filter=pending_q))  # one query: this runs on every ask
    indexed, count, oldest = state["indexed"], state["pending"], state["oldest"]
    if oldest is None:
        return indexed, None, None
    note = (f"{count} document{'s are' if count != 1 else ' is'} still being indexed; the index is complete "
            f"only for documents added before {timezone.localtime(oldest):%Y-%m-%d %H:%M}.")
    return indexed, oldest.isoformat(), note


def _no_text_notes(user, include_sensitive: bool, question: str) -> list[str]:
    """Documents without readable text whose title or filename matches a question word."""
    words = [w for w in question.replace("?", " ").split() if len(w) >= 4]
    if not words:
        return []
    match = Q()
    for word in words[:10]:
        match |= Q(title__icontains=word) | Q(original_filename__icontains=word)
    docs = documents_visible(user, include_sensitive=include_sensitive).filter(
        status=Document.Status.INDEXED, has_text=False).filter(match)[:5]
    return [f"“{d.title}” ({d.original_filename}) may be relevant but has no readable text, so it could not "
            "be searched." for d in docs]


def _naming_identifiers(question: str, excerpts: list[Excerpt]) -> tuple[list[Excerpt], str | None]:
    """Only the excerpts of documents that print every identifier the question names, renumbered 1..n;
    and, when the question names identifiers that no retrieved document prints, them as text."""
    idents = question_identifiers(question)
    if not idents or not excerpts:
        return excerpts, None
    keep = documents_naming([e.doc_id for e in excerpts], idents)
    kept = [replace(e, number=n) for n, e in enumerate((e for e in excerpts if e.doc_id in keep), start=1)]
    return kept, (None if kept else ", ".join(idents))


def _calibrate(answer: Answer) -> Answer:
    """Replace an extractive answer's confidence by its calibrated probability of being right
    (``ask.calibration``); withhold it below the floor, flag it below one half."""
    if answer.answer is None or not answer.features:
        return answer
    p = calibrated_confidence(answer.features)
    if p is None:
        return answer
    if p < CALIBRATION_FLOOR:
        return Answer(None, reason=Reason.LOW_CONFIDENCE, backend=answer.backend, notes=[
            f"The best candidate had a calibrated confidence of {p:.2f}, too low to give as an answer."])
    answer.confidence = p
    if p < CALIBRATION_CHECK:
        answer.notes = [*answer.notes, CHECK_NOTE]
    return answer


def _stale(question: str, answer: Answer, as_of: date) -> Answer:
    """No amount or date about the present from a paper whose term ran out before ``as_of`` (``ask.staleness``):
    the lease's rent is not "our rent now" once the lease has ended; the note says what the paper said, and
    until when. Names and identifiers (the landlord, the policy number) are left as answered: measured on the
    dev sets, they outlive the term (docs/evaluation.md, eleventh session)."""
    from .offline import BACKEND as OFFLINE
    from .question_type import asks_current, classify_question
    from .staleness import expired_term

    if answer.answer is None or answer.backend != OFFLINE or not answer.cited or not asks_current(question):
        return answer
    if classify_question(question) not in ("amount", "date"):
        return answer  # a number, a name or an identifier outlives the term that printed it; a price or a date not
    ended = expired_term(answer.cited[0], as_of=as_of)
    if ended is None:
        return answer
    return Answer(None, reason=Reason.LOW_CONFIDENCE, backend=answer.backend, notes=[
        f"The paper that says {answer.answer} ran until {ended:%-d %B %Y}; no paper found says what holds now."])


def _other_country(question: str, answer: Answer) -> Answer:
    """No answer from papers that name another country than the one the question asks about
    (``ask.countries.other_country``): "the boat insurance in Portugal" is not the Canadian policy's."""
    from .countries import other_country

    if answer.answer is None or not answer.cited:
        return answer
    found = other_country(question, answer.cited)
    if found is None:
        return answer
    asked, printed = (", ".join(sorted(n.title() for n in names)) for names in found)
    return Answer(None, reason=Reason.LOW_CONFIDENCE, backend=answer.backend, notes=[
        f"The question asks about {asked}; the papers that would answer it are from {printed}."])


def _uses_llm(llm: bool | None) -> bool:
    """Whether this request is answered by the configured language model (``llm`` as ``ask`` takes it)."""
    return llm is not False and bool(setting_get("llm.endpoint_url"))


def _no_answer(answer: Answer) -> bool:
    """Whether ``answer`` gives nothing: no answer, or one its calibration will withhold."""
    if answer.answer is None:
        return True
    p = calibrated_confidence(answer.features) if answer.features else None
    return p is not None and p < CALIBRATION_FLOOR


def _answerer(question: str, excerpts: list[Excerpt], as_of: date, llm: bool | None, *,
              previous: str | None = None) -> Answer:
    from .amount_before import amount_before_answer
    from .notice_deadline import notice_deadline_answer
    from .price_change import price_change_answer

    # "The last day to give notice": the term's end minus the notice, arithmetic no excerpt prints; "how much
    # before the late fee": the amount the paper's own sum confirms; "how much more since the price change": the
    # difference of the two figures its sentence prints (either backend).
    computed = notice_deadline_answer(question, excerpts, as_of=as_of) or \
        amount_before_answer(question, excerpts, as_of=as_of) or price_change_answer(question, excerpts, as_of=as_of)
    if computed is not None:
        return computed
    if _uses_llm(llm):
        from .llm import LLMConfig, llm_answer

        if previous:  # the model reads the follow-up in its context
            question = f"(Previous question: {previous}) {question}"
        return llm_answer(question, excerpts, as_of=as_of, config=LLMConfig.from_settings())
    from .compound import compound_answer
    from .offline import MEANING_FLOOR, offline_answer

    def answer_offline(question: str, previous: str | None) -> Answer:
        fields, meaning = field_excerpt_sets(question, excerpts, meaning_floor=MEANING_FLOOR) \
            if setting_get("ask.page_fields") else ([], [])
        return offline_answer(question, excerpts, as_of=as_of, previous=previous, fields=fields,
                              meaning_fields=meaning)

    # "Where did we buy it and what did it cost?": each part read (and calibrated) on its own, then joined.
    if previous or not split_compound(question):
        return answer_offline(question, previous)
    # Read whole, a two-part question gets one part's answer, which is a wrong answer to it: both parts or none
    # here (the payment records may still give a part, ``_compound_by_record``).
    return compound_answer(question, lambda part, before: _calibrate(answer_offline(part, before))) or \
        Answer(answer=None, cited=[], backend="offline-extractive", reason=Reason.NOT_IN_EXCERPTS)


def _citations(answer: Answer, excerpts: list[Excerpt]) -> list[dict]:
    by_doc = {e.doc_id: e for e in excerpts}
    # Only documents that were retrieved (and so shown, and visible) can be cited, whatever an answerer says.
    ids = [d for d in dict.fromkeys(answer.cited) if d in by_doc][:MAX_CITATIONS]
    docs = {d.pk: d for d in Document.objects.filter(pk__in=ids)}
    out = []
    for doc_id in ids:
        doc, excerpt = docs.get(doc_id), by_doc.get(doc_id)
        if doc is None:
            continue
        page_no = answer.cited_pages.get(doc_id) or (excerpt.page if excerpt else 1)
        page = Page.objects.filter(document_id=doc_id, number=page_no).only("source", "ocr_confidence", "text").first()
        # The local reader may read another page of the document than the excerpt's (a contract's signatures).
        read = excerpt.context or excerpt.text if page is None or page_no == excerpt.page else page.text
        cited_field = field_citation(doc_id, answer.cited_fields[doc_id]) if doc_id in answer.cited_fields else None
        out.append({
            "doc_id": doc_id, "title": doc.title, "original_filename": doc.original_filename,
            "document_date": doc.document_date.isoformat() if doc.document_date else None,
            "page": page_no, "source": page.source if page else "text_layer",
            "ocr_confidence": page.ocr_confidence if page else None,
            "snippet": (cited_field["snippet"] if cited_field else None)
            or answer_snippet(answer.answer, read)
            # read off the page past the excerpt's window (a lease's parties, a record's line): centred there
            or (answer_snippet(answer.answer, page.text) if page is not None and page.text else None)
            or excerpt.snippet,
            "url": document_url(doc_id, page=page_no, field=cited_field["id"] if cited_field else None),
            "field": cited_field,
        })
    return out


def _summary(citations: list[dict], total_docs: int) -> str:
    if not citations:
        return "No documents support an answer."
    senders = set(PaymentRecord.objects.filter(document_id__in=[c["doc_id"] for c in citations])
                  .exclude(payee="").values_list("payee", flat=True))
    text = f"Based on {total_docs} document{'s' if total_docs != 1 else ''}"
    if senders:
        text += f" from {len(senders)} sender{'s' if len(senders) != 1 else ''}"
    return text


def ask(user, question: str, *, max_docs: int | None = None, as_of: date | None = None,
        include_sensitive: bool | None = None, previous_question: str | None = None,
        llm: bool | None = None) -> AskResponse:
    """Answer ``question`` for ``user`` from the documents they may open, with checked citations.

    ``as_of`` is the day the question is asked on (relative dates resolve against it; default today).
    ``llm``: None uses the language model when one is configured; False answers offline only (the
    first stage of ``ask.stages``); True is the same as None.
    ``include_sensitive`` overrides the archive setting for this request (admins only).
    ``previous_question``: the question this one follows up ("and how much was it?"); retrieval slots are
    shared between the question alone and the two together, and the answerer takes the previous
    question's topic words as context. Nothing is remembered between calls (no chat history).
    Raises AskInputError for invalid input and ``archive.access.OverrideNotAllowed`` for a non-admin
    override (both ``archive.errors.ShoeboxError``).
    """
    counts = currency_counts()
    # "last summer" in the archive's half of the world; "07/03/2025" beside a bare "$" in its dollar's order.
    seasons, dollar = SOUTHERN_SEASONS.set(southern_seasons(counts)), BARE_DOLLAR.set(archive_dollar(counts))
    try:
        return _ask(user, question, max_docs=max_docs, as_of=as_of, include_sensitive=include_sensitive,
                    previous_question=previous_question, llm=llm)
    finally:
        SOUTHERN_SEASONS.reset(seasons)
        BARE_DOLLAR.reset(dollar)


def _ask(user, question: str, *, max_docs: int | None, as_of: date | None, include_sensitive: bool | None,
         previous_question: str | None, llm: bool | None) -> AskResponse:
    """``ask`` with the archive's seasons set."""
    started = time.monotonic()
    question, max_docs = _validate(question, max_docs)
    previous = _validate(previous_question, max_docs)[0] if (previous_question or "").strip() else None
    question, spelling_notes = corrected(question)  # "watr bills" is read as "water bills", and said so
    if previous:
        previous = corrected(previous)[0]
    as_of = as_of or timezone.localdate()
    if not AS_OF_MIN <= as_of <= AS_OF_MAX:
        raise AskInputError(f"as_of must be between {AS_OF_MIN.isoformat()} and {AS_OF_MAX.isoformat()}")
    include = retrieval_include_sensitive(user, override=include_sensitive)
    indexed, indexed_through, lag_note = _index_state(user, include)
    notes = ([lag_note] if lag_note else []) + spelling_notes
    # "A gas bill of $137.74 … the electricity bill from the same month": that bill's month, in words.
    resolved = resolve_same_period(user, question, include_sensitive=include, as_of=as_of) if indexed else None
    if resolved:
        question = resolved.question
        notes.append(resolved.note)
    excerpts: list[Excerpt] = []
    more = 0
    if not setting_get("ask.enabled"):
        answer = Answer(None, reason=Reason.ASK_OFF, backend="none",
                        notes=["Ask is turned off on this archive (its index was deleted); exact search still works."])
    elif indexed == 0:
        answer = Answer(None, reason=Reason.NO_INDEXED_DOCUMENTS, backend="none",
                        notes=["There are no indexed documents you can search yet."])
    else:
        from .aggregate import aggregate_answer, is_strong_aggregate
        from .record_dates import record_date_answer

        # "When did we pay the water bill from August?": the payment record says which date paid it.
        answer = record_date_answer(user, question, as_of=as_of, include_sensitive=include) or \
            aggregate_answer(user, question, as_of=as_of, include_sensitive=include)
        if answer is not None and (answer.answer is None or not answer.cited):
            if is_strong_aggregate(question, as_of=as_of):
                # Only arithmetic over many records answers this; one document's figure would be a wrong
                # answer, so say what was looked for instead.
                answer = Answer(None, reason=Reason.NO_RECORDS, backend=answer.backend, notes=answer.notes + [
                    "No payment records on file match this question, so no total can be given."])
            else:
                answer = None  # no records behind it: maybe a printed total; retrieval may still find it
        if answer is not None and answer.answer is not None:
            excerpts = _aggregate_excerpts(answer)
            more = max(0, len(answer.cited) - MAX_CITATIONS)
        elif answer is None:
            if previous:
                hits, terms = rank_documents_followup(user, question, previous, max_docs=max_docs,
                                                      include_sensitive=include, as_of=as_of)
            else:
                hits, terms = rank_documents(user, question, max_docs=max_docs, include_sensitive=include,
                                             as_of=as_of)
            excerpts = build_excerpts(hits, terms, excerpt_chars=setting_get("ASK_EXCERPT_CHARS"))
            excerpts, missing_ids = _naming_identifiers(question, excerpts)
            if missing_ids:
                answer = Answer(None, reason=Reason.IDENTIFIER_NOT_FOUND, backend="none", notes=[
                    f"No document you can open mentions {missing_ids}."])
            elif not excerpts:
                answer = Answer(None, reason=Reason.NO_MATCHES, backend="none",
                                notes=["No document matched the question."])
            else:
                answer = _answerer(question, excerpts, as_of, llm, previous=previous)
                if not _uses_llm(llm) and not _no_answer(answer):
                    # "How much did the washing machine cost?": its row on the invoice, not the invoice's total.
                    from .record_amounts import item_row_answer, total_answer

                    answer = item_row_answer(question, answer) or total_answer(question, answer) or answer
                if not _uses_llm(llm) and _no_answer(answer):
                    # "How much was the February electricity bill?" on a page the reader could not read
                    # (another language's labels): the payment extractor read that bill's amount.
                    # "Where did we buy the camera and what did it cost?": each part from its own source, both or
                    # neither; one part alone would be a wrong answer to the question.
                    parts = split_compound(question) if not previous else None
                    by_record = _compound_by_record(user, question, excerpts, hits, as_of=as_of, llm=llm,
                                                    include=include) if parts else \
                        _record_fallback(user, question, hits, as_of=as_of, include=include)
                    if by_record is not None and parts:
                        # The reader's part cites retrieved documents, whose excerpts stay; a record's joins them.
                        shown = {e.doc_id for e in excerpts}
                        answer = by_record
                        excerpts = excerpts + [e for e in _aggregate_excerpts(by_record) if e.doc_id not in shown]
                    elif by_record is not None:
                        answer, excerpts = by_record, _aggregate_excerpts(by_record)
                    elif setting_get("ask.page_fields"):
                        # "When is the Dutch bill due?": a "Vervaldatum" field, its label read through a
                        # dictionary gloss; last, since the payment records read such bills more surely.
                        from .offline import foreign_field_answer

                        answer = foreign_field_answer(question, excerpts, as_of=as_of, previous=previous) or answer
                    if _no_answer(answer):
                        # "When is the household contents premium due?" of a German policy: its English gloss, read
                        # as an English paper is; only values printed as the paper prints them.
                        from .glossed import glossed_answer

                        answer = glossed_answer(question, excerpts, as_of=as_of, previous=previous) or answer
    diagnostics = {"features": dict(answer.features), "candidate": answer.answer}
    answer = _calibrate(answer)
    answer = _stale(question, answer, as_of)
    answer = _other_country(question, answer)
    notes += answer.notes + _no_text_notes(user, include, question)
    citations = _citations(answer, excerpts)
    if answer.answer is not None and not citations:  # no citation, no answer
        answer = Answer(None, reason=Reason.NO_VALID_CITATION, backend=answer.backend)
    extra_cited = []
    if answer.answer is not None and more:  # an aggregate cites every contributing document; 8 are shown
        visible = set(documents_visible(user, include_sensitive=include).filter(
            pk__in=answer.cited[MAX_CITATIONS:]).values_list("id", flat=True))
        extra_cited = [d for d in answer.cited[MAX_CITATIONS:] if d in visible]
    response = AskResponse(
        answer=answer.answer, cited_doc_ids=[c["doc_id"] for c in citations] + extra_cited,
        confidence=round(float(answer.confidence), 3) if answer.answer is not None else 0.0,
        excerpts=[{"doc_id": e.doc_id, "snippet": e.snippet, "page": e.page, "title": e.title} for e in excerpts],
        citations=citations, summary=_summary(citations, len(answer.cited) if answer.answer else 0),
        indexed_through=indexed_through, backend=answer.backend, reason=answer.reason, notes=notes,
        elapsed_ms=int((time.monotonic() - started) * 1000), more_citations=more, diagnostics=diagnostics,
    )
    log.info("ask: backend=%s reason=%s cited=%d elapsed_ms=%d", response.backend, response.reason,
             len(response.cited_doc_ids), response.elapsed_ms)  # never the question or document text
    return response


def _record_fallback(user, question: str, hits, *, as_of: date, include: bool) -> Answer | None:
    """What the payment records and the first document's letterhead say when the reader found no answer (the
    February electricity bill's amount, the gas supplier, the one amount, seller or paid date of the document
    retrieval ranks first), in that order; None when none of them answers."""
    from .lease_parties import landlord_answer
    from .record_amounts import record_amount_answer, record_amount_of_top_document
    from .record_dates import record_date_of_top_document
    from .record_parties import record_party_answer, record_party_of_top_document

    # "Which company do we get our gas from?": the newest gas bill's letterhead; "What did the lakeside cabin
    # cost us?": the first document's one amount; "Where did we buy the vacuum cleaner?": its letterhead;
    # "When did we pay for the summer camp?": its one paid date.
    return (record_amount_answer(user, question, as_of=as_of, include_sensitive=include)
            or record_party_answer(user, question, as_of=as_of, include_sensitive=include,
                                   hit_ids=[h.doc_id for h in hits])
            or record_amount_of_top_document(question, hits, as_of=as_of)
            or record_party_of_top_document(question, hits, as_of=as_of)
            or landlord_answer(question, hits)
            or record_date_of_top_document(question, hits, as_of=as_of))


def _compound_by_record(user, question: str, excerpts: list[Excerpt], hits, *, as_of: date, llm,
                        include: bool) -> Answer | None:
    """A two-part question (``ask.compound.split_compound``) answered part by part, each by the reader or else by
    ``_record_fallback`` over the whole question's retrieval (so "what did it cost?" is asked of the camera's
    invoice); both parts joined, or None."""
    from .compound import compound_answer, resolve_reference

    def part(text: str, before: str | None) -> Answer:
        answer = _calibrate(_answerer(text, excerpts, as_of, llm, previous=before))
        if answer.answer is None:
            # The records are asked the part whole: "what did it cost?" after "where did we buy the camera?" is
            # "what did the camera cost?".
            asked = resolve_reference(text, before) if before else text
            by_record = _record_fallback(user, asked, hits, as_of=as_of, include=include)
            answer = _calibrate(by_record) if by_record is not None else answer
        return answer

    return compound_answer(question, part)


def _aggregate_excerpts(answer: Answer) -> list[Excerpt]:
    """Excerpts for an aggregate answer: each cited document's first record snippet."""
    excerpts = []
    docs = {d.pk: d for d in Document.objects.filter(pk__in=answer.cited[:MAX_CITATIONS])}
    for number, doc_id in enumerate(answer.cited[:MAX_CITATIONS], start=1):
        doc = docs.get(doc_id)
        record = PaymentRecord.objects.filter(document_id=doc_id).order_by("id").first()
        if doc is None:
            continue
        text = (record.snippet if record else "")[:400]
        excerpts.append(Excerpt(number=number, doc_id=doc_id, title=doc.title, document_date=doc.document_date,
                                page=(record.page_number if record and record.page_number else 1), text=text,
                                snippet=html.escape(text), original_filename=doc.original_filename))
    return excerpts
