"""Who provides a kind of service, read from the payment records when the page text gave no answer: "Which
company do we get our gas from?", "Who sends us the water bills?", "Who insures the flat?".

Such a question names a category of spending in other words (read as aggregation reads it, by meaning:
``ask.aggregate``) and asks for the organisation behind it. The payment extractor (``ingest.payments``) has
already read each bill's letterhead into ``PaymentRecord.payee``; the answer is the payee of the most
recent record of that category the user may open, citing its document. A question about a person
(a signer, a tenant, a contact), about where one item was bought, or naming a payee itself is not this one.
"""
from __future__ import annotations

import re
from datetime import date, timedelta

from django.db.models import F, Q
from django.db.models.functions import Coalesce

from .company_names import printed_name, same_company
from .coverage import fold
from .question_type import asks_counterparty
from .types import Answer

BACKEND = "payment-records"
CONFIDENCE = 0.7  # the letterhead of the newest bill of a category matched by meaning

# "who …", "which company/firm/provider/supplier/utility/insurer …", "what company …".
_WHO = re.compile(r"^\s*(?:who(?:'s|’s| is| are| does| do)?\b|(?:which|what) (?:company|companies|firm|provider|"
                  r"supplier|utility|insurer|insurance company|business|outfit|operator|carrier)\b)", re.I)
# A person, a purchase place or a document's own party: other readers answer these.
_NOT_PROVIDER = re.compile(r"\b(?:sign\w*|witness\w*|tenants?|landlord|lessor|lessee|owner|agent|manager|contact|"
                           r"doctor|dentist|technician|employer|employee|buy|bought|purchase\w*|shop|store|"
                           r"seller|sold|from whom|whom|person|people|name of the|called|email|address|"
                           r"phone(?! (?:bill|contract|plan|provider|company|service|line|subscription)))\b",
                           re.I)


#: Kinds of spending whose records do not name the counterparty a question means: rent is paid to whoever
#: the lease names (a record's letterhead may be a storage unit's), "other" is no kind of service.
_NOT_BILLED = {"rent", "other"}


def asks_provider(question: str) -> bool:
    """Whether ``question`` asks which organisation provides a kind of service or sends a kind of bill."""
    return bool(_WHO.search(question or "")) and not _NOT_PROVIDER.search(question or "")


_INSURER = re.compile(r"\binsur(?:er|ers|es|ed)\b|\binsurance (?:company|provider)\b|\bunderwrit", re.I)


def record_party_answer(user, question: str, *, as_of: date, include_sensitive: bool,
                        hit_ids: list[int] = ()) -> Answer | None:
    """The payee of the newest payment record (by statement, paid or due date on or before ``as_of``) of the
    category ``question`` names, from the documents ``user`` may open; None when the question asks no
    provider, names no category by meaning or a payee of its own, or no record has a payee. When several
    companies billed that kind within the year, the one the question's words pick (``_record_printing``, over
    those records' documents and ``hit_ids``, retrieval's documents visible to ``user``), at
    NARROWED_CONFIDENCE."""
    if not asks_provider(question):
        return None
    from .aggregate import _read
    from .record_scope import dedupe_payments, records_for

    query = _read(question, as_of)
    if _INSURER.search(question):
        # "Who is our health insurer?": the insurer bills premiums (insurance), not the doctor's bills (medical);
        # "Who insures the car?" names no kind of spending but the insurer's.
        query.categories = ["insurance"]
    if len(query.categories) != 1 or query.payee_terms or query.categories[0] in _NOT_BILLED:
        return None  # no category, or a group ("utilities"), whose bills come from several companies
    recs, visible = records_for(user, query, include_sensitive, as_of)
    recs = dedupe_payments(recs.exclude(payee=""), visible).annotate(
        day=Coalesce(F("statement_date"), F("paid_on"), F("due_on"))).filter(day__lte=as_of)
    if query.start:
        recs = recs.filter(day__range=(query.start, query.end))
    record = recs.select_related("document").order_by("-day", "-id").first()
    if record is None:
        return None
    name = printed_name(record.payee)
    if len(re.findall(r"[^\W\d_]", name)) < 3:
        return None
    # Two companies billing the same kind within the year before the newest bill (a flat's rent and a storage
    # unit's): the question has no one answer here.
    year = recs.filter(day__gte=record.day - timedelta(days=365)) if record.day else recs
    cited, confidence = record.document_id, CONFIDENCE
    notes = [f"Read from the letterhead of the newest {', '.join(query.categories)} bill on file, "
             f"“{record.document.title or record.document.original_filename}”"
             f"{f' ({record.day:%-d %B %Y})' if record.day else ''}, since the page text gave no answer."]
    if len({fold(printed_name(p)).lower() for p in year.values_list("payee", flat=True)}) > 1:
        # (a name as OCR read it without its accents is the same name)
        # Several names on this kind's bills: one company's on most of them (the others a misread letterhead, an
        # address line), or several companies ("insurance": the car's, the flat's, health), where the question's
        # own words ("car", "health") tell which one when only one company's papers print them all.
        found = _dominant_payee(year)
        if found is not None:
            record, cited = found, found.document_id
            name, confidence = printed_name(record.payee), NARROWED_CONFIDENCE
            notes = [f"“{name}” is the letterhead on most of this year's {query.categories[0]} bills (others read "
                     "differently are counted as misread), since the page text gave no answer."]
        else:
            found = _record_printing(question, recs, list(hit_ids))
            if found is None:
                return None
            record, cited = found
            name, confidence = printed_name(record.payee), NARROWED_CONFIDENCE
            notes = [f"Several companies billed {query.categories[0]} this year; “{name}” is the one whose papers "
                     "print the question's words, since the page text gave no answer."]
    others = sorted({printed_name(p) for p in recs.values_list("payee", flat=True)
                     if fold(printed_name(p)).lower() != fold(name).lower()})
    if others:
        notes.append("Other bills of this kind came from: " + "; ".join(others[:5]) + ".")
    page = record.page_number or 1 if cited == record.document_id else 1
    return Answer(answer=name, cited=[cited], confidence=confidence, backend=BACKEND, notes=notes,
                  cited_pages={cited: page})


#: A company picked among several of one kind by the question's words printed on its papers, or by its name on
#: most of the kind's bills.
NARROWED_CONFIDENCE = 0.6
#: One name is the kind's company when it heads at least this many of the year's bills of that kind, and this many
#: times as many as any other name.
DOMINANT_BILLS = 3
DOMINANT_RATIO = 2


def _dominant_payee(recs):
    """The newest record (``recs`` annotated ``day``) of the one name that heads most of ``recs``' documents,
    DOMINANT_BILLS or more and DOMINANT_RATIO times any other name's (names of one company counted together,
    ``same_company``); None when no name leads so."""
    docs: dict[str, set[int]] = {}
    for doc_id, payee in recs.values_list("document_id", "payee"):
        docs.setdefault(payee, set()).add(doc_id)
    counted = {payee: set().union(*(d for other, d in docs.items() if same_company(payee, other)))
               for payee in docs}
    ranked = sorted(counted, key=lambda p: -len(counted[p]))
    if not ranked or len(counted[ranked[0]]) < DOMINANT_BILLS:
        return None
    top = ranked[0]
    rivals = [len(counted[p]) for p in ranked[1:] if not same_company(p, top)]
    if rivals and len(counted[top]) < DOMINANT_RATIO * max(rivals):
        return None
    return next(r for r in recs.select_related("document").order_by("-day", "-id") if same_company(r.payee, top))


def _record_printing(question: str, recs, hit_ids: list[int]):
    """(record, document id) for a question about one of several companies billing one kind: the documents among
    ``recs`` (annotated ``day``) and ``hit_ids`` (retrieval's first documents, visible to the asker) that print
    every word of ``question`` deciding what it is about (``ask.candidates.question_terms``) must all be, or
    print the name of, one company of ``recs``. Returns its newest record and the first such document; None
    otherwise. Reads the pages of at most MAX_NARROWED documents."""
    from archive.models import Page

    from .candidates import question_terms
    from .coverage import WORD_RE, foreign_hits
    from .lexicon import foreign_index
    from .question_type import stem, words

    _, _, gate = question_terms(question, None)
    specific = {t for t, w in gate.items() if w >= 1.0}
    if not specific:
        return None
    # A German policy prints "Kranken…" for "health": the question's words count in their translations too.
    foreign = foreign_index([(stem(m.group()), m.group()) for m in WORD_RE.finditer(question.lower())
                             if stem(m.group()) in specific] + [(t, t) for t in specific])
    payee_of = {}
    for doc_id, payee in recs.order_by("-day", "-id").values_list("document_id", "payee"):
        payee_of.setdefault(doc_id, fold(printed_name(payee)).lower())
    doc_ids = list(dict.fromkeys([*payee_of, *hit_ids]))
    if len(doc_ids) > MAX_NARROWED:
        return None
    texts: dict[int, list[str]] = {}
    for doc_id, text in Page.objects.filter(document_id__in=doc_ids).values_list("document_id", "text"):
        texts.setdefault(doc_id, []).append(text or "")
    names = set(payee_of.values())
    named, first = set(), None
    for doc_id in doc_ids:
        text = "\n".join(texts.get(doc_id, []))
        if not specific <= {w for _, w in words(text)} | {t for _, _, t in foreign_hits(text, foreign)}:
            continue
        printed = {payee_of[doc_id]} if doc_id in payee_of else {n for n in names if n in fold(text).lower()}
        if len(_companies(printed)) != 1:
            return None  # a paper about the question that names no company, or several
        named |= printed
        first = first or doc_id
    if len(_companies(named)) != 1:
        return None
    record = next(r for r in recs.select_related("document").order_by("-day", "-id")
                  if any(same_company(r.payee, n) for n in named))
    return record, first


def _companies(names: set[str]) -> list[str]:
    """``names`` with the names of one company (``same_company``) kept once."""
    kept: list[str] = []
    for name in sorted(names, key=len):
        if not any(same_company(name, k) for k in kept):
            kept.append(name)
    return kept


#: At most this many documents are read to tell several companies of one kind apart.
MAX_NARROWED = 40


#: The first document by words and by meaning, its one payee read by the extractor. Measured on the development
#: sets at the nineteenth session: 3 of 6 such answers right (all 3 on generated household papers; 0 of 3 on real
#: invoices, whose first name-like line is often a label: "Bankverbindungen:"), so below one half: "check these
#: yourself".
TOP_CONFIDENCE = 0.45


def record_party_of_top_document(question: str, hits, *, as_of: date) -> Answer | None:
    """The shop, seller, insurer or company behind the one purchase, policy or service ``question``
    describes ("Where did we buy the vacuum cleaner?"), read from the letterhead the payment extractor
    stored as ``PaymentRecord.payee`` for the document retrieval ranks first by both its legs
    (``ask.record_amounts.top_document``; ``hits`` visible to the asker only). None when the question asks no
    counterparty, the legs disagree, or the document's records name no payee or several."""
    from archive.models import PaymentRecord

    from .record_amounts import top_document

    if not hits or not asks_counterparty(question):
        return None
    # Not by the question's names alone: a letterhead read as the first name-like line is surer of an amount's
    # paper than of a company (an e-invoice's first line is often a label), so both legs must agree here.
    found = top_document(question, hits, by_names=False)
    if found is None:
        return None
    top = found[0]
    recs = PaymentRecord.objects.filter(document_id=top.doc_id).exclude(payee="").filter(
        Q(statement_date__lte=as_of) | Q(statement_date__isnull=True))
    names = {printed_name(p) for p in recs.values_list("payee", flat=True)}
    names = {n for n in names if len(re.findall(r"[^\W\d_]", n)) >= 3}
    if len({n.lower() for n in names}) != 1:
        return None
    name = names.pop()
    record = recs.select_related("document").order_by("id").first()
    doc = record.document
    return Answer(answer=name, cited=[doc.pk], confidence=TOP_CONFIDENCE, backend=BACKEND,
                  cited_pages={doc.pk: record.page_number or 1},
                  notes=[f"Read from the letterhead of “{doc.title or doc.original_filename}”, the document that "
                         "best matches the question, since the page text gave no "
                         "answer."])
