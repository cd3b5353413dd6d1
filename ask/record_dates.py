"""The dates of one bill read from the payment records (``archive.models.PaymentRecord``) rather than from
one page's text: when it was paid ("When did we pay the water bill we received in August 2026?", "payment
date for the aug 2026 water bill", "When did we pay the overdue water bill in the end?") and when the
bill still open is due ("By when do we have to pay the open gas bill?").

A statement prints several dates near the word "payment" (last period's "Payments received", the due
date, the statement date); the payment extractor (``ingest.payments``) has already told which one paid
this bill. The question is read as aggregation reads it (``ask.aggregate``: categories by meaning, payee
names, the one period parser); a period named for a paid bill is read both as when it was issued and as
when it was paid, and both readings must leave one date. "Overdue" or "late" keeps the bills paid after their due date.
A bill is open as ``ask.aggregate`` counts it unpaid: its record still "due", not yet past its due date.
An answer is given only when exactly one date is left; otherwise the ordinary reader answers.
"""
from __future__ import annotations

import re
from datetime import date

from django.db.models import F, Q

from archive.models import PaymentRecord

from .types import Answer

BACKEND = "payment-records"
CONFIDENCE = 0.85  # one record left by category, period and status; the extractor read its date and role

# A question about when a payment was made ("did we pay", "was … paid", "payment date"), not when one is due.
PAID_QUESTION = re.compile(
    r"\b(?:when|(?:on )?(?:what|which) (?:date|day))\b[^?]*?\b(?:did (?:we|i|you|they)(?: \w+)? pay|"
    r"(?:was|were) [^?]{0,60}?\bpaid|settled|(?:receiv\w*|g[eo]t) (?:our|my|the) payment)\b|\bpayment date\b|"
    r"\bdate (?:of )?payment\b|\bdate (?:we|i) paid\b|"
    # "When is the power company taking its payment?", "when was the August bill going to be charged?": the day
    # the money leaves the account, a debit's paid date.
    # "What day will they take the May payment?": a future or present taking, in either verb form.
    r"\b(?:when|(?:on )?(?:what|which) (?:date|day))\b[^?]*?\b(?:(?:is|are|was|were|will) [^?]{0,40}?"
    r"\b(?:tak(?:e|ing)|collect(?:ing)?|debit(?:ing)?|charg(?:e|ing)|draw(?:ing)?)\b[^?]{0,30}?"
    r"\b(?:payments?|money|amount|premium|instal+ments?|"
    r"from (?:our|my|the) (?:account|card|bank))|(?:going to|will) be (?:charged|debited|collected|taken)|"
    r"(?:is|was|were) [^?]{0,40}?\b(?:charged|debited|collected))\b|"
    # "When does the money for the Kellbach bill come out?", "what day did the premium leave our account?": the
    # money (or the payment) named as what moves, in any tense.
    r"\b(?:when|(?:on )?(?:what|which) (?:date|day))\b[^?]*?\b(?:money|payment|premium|instal+ment|amount|debit)\b"
    r"[^?]{0,70}?\b(?:c[ao]me?s? out|go(?:es)? out|went out|gone out|leaves?|left|(?:be|been|get|got) "
    r"(?:taken|withdrawn|debited|deducted|collected)|(?:go|goes|went|gone) through|clear(?:s|ed)?)\b|"
    # "When did the gas company take the money?", "which day did they collect the premium?", "when did we settle
    # the plumber's invoice?": the one who takes or pays named, the verb in the past.
    r"\b(?:when|(?:on )?(?:what|which) (?:date|day))\b[^?]*?\bdid (?:we|i|you|they|(?:the |our |my )?[\w&'’-]+"
    r"(?: [\w&'’-]+){0,2}) (?:(?:take|collect|draw)\b[^?]{0,30}?\b(?:money|payments?|premium|amount|instal+ments?|"
    r"debit|fees?|rent|tax|bills?|invoices?)|debit|charge|settle|pay off|clear)\b|"
    r"\b(?:direct debit|collection|debit) date\b|\bdate of (?:the )?(?:direct debit|collection|debit)\b",
    re.I)
# "the latest payment", "when did we last pay": the newest of several paid dates.
_LATEST = re.compile(r"\b(?:latest|most recent|last)\b", re.I)
_OBLIGATION = re.compile(r"\b(?:due|deadline|need to|have to|has to|must|should|by when|by what date|next|"
                         r"upcoming|open|outstanding|unpaid)\b", re.I)
# A due date asked of the bill that is still open.
_DUE_QUESTION = re.compile(r"\b(?:when|by when|what date|which (?:date|day)|due date|deadline)\b", re.I)
_OPEN = re.compile(r"\b(?:unpaid|not (?:yet )?(?:been )?paid|outstanding|still open|open|still owe)\b", re.I)
# "When does the water park open?" asks about no bill.
_BILL = re.compile(r"\b(?:bills?|invoices?|statements?|payments?|premiums?|rent)\b", re.I)
# Money paid to the household (a refund, a claim paid out, pay) is no bill of ours being paid.
_INCOMING = re.compile(r"\b(?:refund(?:s|ed)?|reimburs\w*|claims?|paid out|pay(?:ing)? (?:us|me) back|paid (?:us|me)|"
                       r"salary|wages?|payslip|pay ?check|deposit(?:ed)? (?:in|into)|credit(?:ed)?)\b", re.I)
# The open bill's due date, asked as such: "have to be paid", "is it due", "by when"; not when it arrived.
_DUE_WORDS = re.compile(r"\b(?:due|deadline|pay|paid|payable|settle|by when|by what date)\b", re.I)
_OTHER_EVENT = re.compile(r"\b(?:receiv\w*|issued?|sent|arriv\w*|came|went up|go up|rais\w*|increas\w*|start\w*|"
                          r"written off|write off|deduct\w*|enrol\w*|renew\w*)\b", re.I)
_LATE = re.compile(r"\b(?:overdue|late|past due|after the reminder|reminded)\b", re.I)


def asks_paid_date(question: str) -> bool:
    """Whether ``question`` asks on which day something was paid (not when a payment is due)."""
    return bool(PAID_QUESTION.search(question)) and not _OBLIGATION.search(question) \
        and not _INCOMING.search(question)


def asks_open_due_date(question: str) -> bool:
    """Whether ``question`` asks when the bill that is still open is due (not how many or which are open)."""
    asked = _DUE_QUESTION.search(question) and _OPEN.search(question) and _BILL.search(question) \
        and _DUE_WORDS.search(question) and not _OTHER_EVENT.search(question) and not _INCOMING.search(question)
    return bool(asked) and not re.search(
        r"\b(?:how many|how much|which|what) (?:\w+ )?(?:bills|invoices)\b|\bhow much\b", question, re.I)


# "When's the electric bill due?": one bill, its due date, no period and no earlier bill named: the one open now.
_CURRENT_DUE = re.compile(r"\b(?:when(?:'s|’s| is| does)?|by when|what(?:'s|’s| is) the due date)\b[^?]*"
                          r"\b(?:bill|invoice|statement|premium|rent)\b[^?]*\bdue\b|"
                          r"\b(?:due|pay[- ]by|payment) date (?:of|for|on) (?:the|our|my) [^?]*"
                          r"\b(?:bill|invoice|statement)\b", re.I)
_EARLIER = re.compile(r"\b(?:last|previous|prior|old|older|earlier|first|was|were|did)\b", re.I)
# "When do we have to pay the water company by?", "by when must I pay the gas people?": a payment we still owe,
# asked in the present, whoever it goes to; the bill itself need not be named.
_OWE_NOW = re.compile(r"\b(?:when|by when|by what date|what(?:'s|’s| is) the (?:last|latest) (?:day|date))\b[^?]*"
                      r"\b(?:do|does|must|should) (?:we|i|you)\b(?: (?:have|need) to| still)? pay\b", re.I)


def asks_current_due_date(question: str, *, as_of: date) -> bool:
    """Whether ``question`` asks when the one bill of a kind is due, said without "open" ("When's the
    electric bill due?", "When do we have to pay the water company by?"): one bill (no plural), no period,
    nothing earlier named; read as the bill still open."""
    from .timerange import parse_time_range

    return bool(_CURRENT_DUE.search(question) or _OWE_NOW.search(question)) and not re.search(
        r"\b(?:bills|invoices|statements)\b", question, re.I) \
        and not _EARLIER.search(question) and parse_time_range(question, as_of=as_of) is None \
        and not _INCOMING.search(question)


# "When will the power company take the next payment?", "when is the next premium due?": the first day from today on
# that a record of that kind says money goes out.
_NEXT = re.compile(r"\b(?:next|upcoming|coming)\b[^?]{0,40}?\b(?:payments?|instal+ments?|debits?|premiums?|"
                   r"collections?|bills?|charges?)\b", re.I)


def asks_next_payment(question: str) -> bool:
    """Whether ``question`` asks when the next payment of a kind goes out ("When will they take the next
    payment?"), not money coming in."""
    return bool(_WHEN.search(question) and _NEXT.search(question)) and not _INCOMING.search(question)


def record_date_answer(user, question: str, *, as_of: date, include_sensitive: bool) -> Answer | None:
    """The day the bill ``question`` names was paid, the day the one still open is due, or the day the next
    payment of a kind goes out, from the payment records of the documents ``user`` may open, citing the
    document the record was read from; None when the question asks none of these, names no category or payee,
    or not exactly one date matches."""
    if asks_next_payment(question):
        found = _next_payment(user, question, as_of=as_of, include_sensitive=include_sensitive)
        if found is not None:
            return found
    if asks_paid_date(question):
        return _paid_date(user, question, as_of=as_of, include_sensitive=include_sensitive)
    if asks_open_due_date(question) or asks_current_due_date(question, as_of=as_of):
        return _open_due_date(user, question, as_of=as_of, include_sensitive=include_sensitive)
    return None


def _asked_records(user, question: str, *, as_of: date, include_sensitive: bool):
    """(query, records, visible documents) for ``question`` read as aggregation reads it (``ask.aggregate``): the
    records of the documents ``user`` may open of the kind, payee or place it names; None when it names none, or a
    payee no record has."""
    from .aggregate import _read
    from .record_scope import payee_filter, records_for

    query = _read(question, as_of)
    if not (query.categories or query.payee_terms or query.languages):
        return None
    recs, visible = records_for(user, query, include_sensitive, as_of)
    # "the Kellbach flat's bill": a home the papers print (a service address) narrows as it does for a total.
    recs, unmatched = payee_filter(recs, query.payee_terms, [], question)
    if unmatched:
        return None
    from .record_amounts import asked_kinds

    if asked_kinds(question):  # "home insurance": the papers of another kind are read off their pages
        other = _qualified_otherwise(question, set(recs.values_list("document_id", flat=True)[:MAX_QUALIFIED + 1]))
        recs = recs.exclude(document_id__in=other) if other else recs
    return query, recs, visible


#: Documents whose pages are read for the qualifier check (``_qualified_otherwise``); past it, none is read.
MAX_QUALIFIED = 40


def _qualified_otherwise(question: str, doc_ids: set[int]) -> set[int]:
    """The documents of ``doc_ids`` about another kind of the thing ``question`` qualifies
    (``ask.record_amounts.qualified_otherwise``: "home insurance" asked, "Motor insurance" printed); empty when more
    than MAX_QUALIFIED documents would be read. A kind of bill is one category for the payment records
    (insurance), so the asked qualifier is read off the papers."""
    from archive.models import Page

    from .record_amounts import qualified_otherwise

    if not doc_ids or len(doc_ids) > MAX_QUALIFIED:
        return set()
    texts: dict[int, str] = {}
    for doc_id, text in Page.objects.filter(document_id__in=doc_ids).values_list("document_id", "text"):
        texts[doc_id] = f"{texts.get(doc_id, '')}\n{text or ''}"
    return {doc_id for doc_id, text in texts.items() if qualified_otherwise(question, text)}


def _open_due_date(user, question: str, *, as_of: date, include_sensitive: bool) -> Answer | None:
    asked = _asked_records(user, question, as_of=as_of, include_sensitive=include_sensitive)
    if asked is None:
        return None
    query, recs, _ = asked
    recs = recs.filter(kind=PaymentRecord.Kind.DUE, due_on__gte=as_of)
    if query.start:
        recs = recs.filter(statement_date__range=(query.start, query.end))
    if recs.values("due_on").distinct().count() != 1:
        return None
    record = recs.select_related("document").order_by("document_id", "id").first()
    return _answer(record, record.due_on, f"the open bill (no payment shown, due today or later) is due "
                                          f"{record.due_on:%-d %B %Y}.")


def _next_payment(user, question: str, *, as_of: date, include_sensitive: bool) -> Answer | None:
    """The first day on or after ``as_of`` that a record of the kind or payee ``question`` names says money goes
    out: a debit announced for that day (a "paid" record dated ahead) or an open bill's due date. None when the
    question names neither kind nor payee, or no record lies ahead."""
    asked = _asked_records(user, question, as_of=as_of, include_sensitive=include_sensitive)
    if asked is None:
        return None
    _, recs, _ = asked
    ahead = [(r.paid_on, r) for r in recs.filter(kind=PaymentRecord.Kind.PAID, paid_on__gte=as_of)] + \
        [(r.due_on, r) for r in recs.filter(kind=PaymentRecord.Kind.DUE, due_on__gte=as_of)]
    if not ahead:
        return None
    day, record = min(ahead, key=lambda pair: (pair[0], pair[1].document_id, pair[1].pk))
    return _answer(record, day, f"the next payment on record goes out on {day:%-d %B %Y}.")


def _paid_date(user, question: str, *, as_of: date, include_sensitive: bool) -> Answer | None:
    from .record_scope import dedupe_payments

    asked = _asked_records(user, question, as_of=as_of, include_sensitive=include_sensitive)
    if asked is None:
        return None
    query, found, visible = asked
    recs = dedupe_payments(found.filter(kind=PaymentRecord.Kind.PAID, paid_on__isnull=False), visible)
    if query.start:
        period = (query.start, query.end)
        settled = None if _PAID_IN.search(question) else _settling_payment(found, recs, period)
        if settled is not None:
            return _answer(settled, settled.paid_on, f"paid on {settled.paid_on:%-d %B %Y}, the payment of the bill "
                                                     f"issued {query.label} (its amount, shown paid later).")
        # "the gas bill in March": issued in March, or paid in March; both readings must give one date.
        recs = recs.filter(Q(statement_date__range=period) | Q(paid_on__range=period))
    late = bool(_LATE.search(question))
    if late:
        recs = recs.filter(due_on__isnull=False, paid_on__gt=F("due_on"))
    if not query.start and not late and _LATEST.search(question) and recs.exists():
        recs = recs.filter(paid_on=recs.order_by("-paid_on").values("paid_on")[:1])  # the newest payment
    if recs.values("paid_on").distinct().count() != 1:
        return None
    record = recs.select_related("document").order_by("document_id", "id").first()
    return _answer(record, record.paid_on, f"paid on {record.paid_on:%-d %B %Y}"
                   + (f", due {record.due_on:%-d %B %Y}" if late and record.due_on else "")
                   + (f" (a bill issued {query.label})." if query.start else "."))


# "paid in March", "the payment in March": the period is when the money went, not when the bill came.
_PAID_IN = re.compile(r"\b(?:paid|pay|payments?|settled)\s+(?:in|during|over)\b", re.I)


def _settling_payment(found, paid, period: tuple[date, date]) -> PaymentRecord | None:
    """The payment of the one bill of ``found`` issued within ``period`` (its statement date): the first record of
    ``paid`` from its payee for its amount and currency on or after that date, as a later statement shows it
    ("Your payment of 207.85 EUR was received on 8 April"). None when no bill or several were issued then, or
    no such payment is on record."""
    from .record_scope import payee_key

    bills = list(found.exclude(kind=PaymentRecord.Kind.PAID).filter(statement_date__range=period))
    if len({(b.amount_cents, b.currency, payee_key(b.payee)) for b in bills}) != 1:
        return None
    bill = bills[0]
    paying = [r for r in paid.filter(amount_cents=bill.amount_cents, currency=bill.currency,
                                     paid_on__gte=bill.statement_date).select_related("document")
              if payee_key(r.payee) == payee_key(bill.payee)]
    return min(paying, key=lambda r: (r.paid_on, r.document_id, r.pk)) if paying else None


def _answer(record: PaymentRecord, day: date, said: str, *, confidence: float = CONFIDENCE) -> Answer:
    """The answer ``day`` read from ``record``, citing its document and page, with a note of what it says. A paper
    in a language whose payment wording ingest does not read (``ask.record_scope.unfamiliar_languages``: "pagato
    il", "fecha de cargo") had its dates' roles guessed: its answer is flagged, at UNFAMILIAR_CONFIDENCE."""
    from .languages import LANGUAGE_NAMES
    from .record_scope import unfamiliar_languages

    doc = record.document
    notes = [f"Read from the payment record of “{doc.title or doc.original_filename}”: {said}"]
    unfamiliar = unfamiliar_languages([doc.pk])
    if unfamiliar:
        names = ", ".join(sorted(LANGUAGE_NAMES.get(lang, lang) for lang in unfamiliar))
        notes.append(f"The paper is in {names}, whose payment wording is not read here: which of its dates is the "
                     "payment's was guessed; check the cited paper.")
        confidence = min(confidence, UNFAMILIAR_CONFIDENCE)
    return Answer(answer=day.isoformat(), cited=[doc.pk], confidence=confidence, backend=BACKEND, notes=notes,
                  cited_pages={doc.pk: record.page_number or 1})


#: Confidence of a date read from a paper whose payment wording is not read (below one half: flagged).
UNFAMILIAR_CONFIDENCE = 0.45


# When a bill or invoice had to be (or has to be) paid: its due date.
_DUE_ASKED = re.compile(r"\b(?:due|deadline|by when|by what date|(?:have|has|had) to be paid|must be paid|payable|"
                        r"pay by|latest|(?:have|has|had|need|needed) to pay|must pay)\b", re.I)
# Asked so plainly that a verb elsewhere in the question ("the gas bill that came in January") only says which
# bill: "by what date did we have to pay …" still asks its due date.
_PLAINLY_DUE = re.compile(r"\b(?:by when|by what date|deadline|due date|(?:have|has|had|need|needed) to pay|"
                          r"(?:have|has|had) to be paid|must (?:be )?pa(?:y|id))\b", re.I)
# When a paper was issued: its own date.
_ISSUED_ASKED = re.compile(r"\b(?:invoiced|issued|dated|billed|(?:invoice|bill|statement|issue) date|"
                           r"date (?:of|on) the (?:invoice|bill|statement))\b", re.I)
_WHEN = re.compile(r"\b(?:when|what date|which date|which day|what day|by when|date|deadline)\b", re.I)


def record_date_of_top_document(question: str, hits, *, as_of: date) -> Answer | None:
    """When the one paper ``question`` describes in its own words was paid ("When did we pay for the summer
    camp?"), is due ("What was the payment deadline on the guesthouse invoice?") or was issued ("When was the
    tablet order invoiced?"), from what ingest read of the document retrieval ranks first by both its legs
    (``ask.record_amounts.top_document``; a page in another language by meaning and a translated word): its
    payment records' one paid or due date (``ingest.payments``, whose label roles are described in English,
    French, German and Dutch), or its own date (``ingest.dates``). ``hits`` as ``ask.retrieval.rank_documents``
    returns them, visible to the asker only. None when the question asks none of these, or the document holds
    no such date or several."""
    from archive.models import Document

    from .record_amounts import TOP_CONFIDENCE, top_document

    if not hits or not _WHEN.search(question) or _INCOMING.search(question):
        return None
    paid = asks_paid_date(question)
    due = not paid and bool(_DUE_ASKED.search(question)) and (
        not _OTHER_EVENT.search(question) or bool(_PLAINLY_DUE.search(question)))
    issued = not (paid or due) and bool(_ISSUED_ASKED.search(question))
    if not (paid or due or issued):
        return None
    found = top_document(question, hits)
    if found is None:
        return None
    top = found[0]
    doc = Document.objects.filter(pk=top.doc_id).first()
    if doc is None:
        return None
    if issued:
        if doc.document_date is None or doc.document_date > as_of:
            return None
        return Answer(answer=doc.document_date.isoformat(), cited=[doc.pk], confidence=TOP_CONFIDENCE,
                      backend=BACKEND, cited_pages={doc.pk: 1}, notes=[
                          f"The date of “{doc.title or doc.original_filename}”, the document that best matches the "
                          "question, as read at ingest from its issue date label."])
    recs = PaymentRecord.objects.filter(Q(document_id=doc.pk) | Q(document__parent_id=doc.pk))
    recs = recs.filter(kind=PaymentRecord.Kind.PAID, paid_on__isnull=False) if paid else \
        recs.filter(due_on__isnull=False)
    field = "paid_on" if paid else "due_on"
    days = set(recs.values_list(field, flat=True))
    if len(days) != 1:
        return None
    record = recs.select_related("document").order_by("id").first()
    day = days.pop()
    return _answer(record, day, f"{'paid on' if paid else 'due'} {day:%-d %B %Y}; the document best matches the "
                                "question.", confidence=TOP_CONFIDENCE)
