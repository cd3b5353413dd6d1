"""What one bill came to, read from its payment record (``archive.models.PaymentRecord``) when the page text
gave no answer: "How much was the February 2026 electricity bill for the flat?" on a bill whose labels the
offline reader does not know ("Montant à payer", "Te betalen") or whose table prints unit prices beside
the total.

The payment extractor (``ingest.payments``) has already told which amount on the page is the bill's: what
was due or what was paid. The question is read as aggregation reads it (``ask.aggregate``: categories by
meaning, payee names, the one period parser); a named period is read both as when the bill was issued and
as when it was paid or due, and every reading must leave one document with one amount. A question about a
part of a bill (a fee, the tax, a line, a rate, the balance) or about several bills is not this one.
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from django.db.models import F, Q
from django.db.models.functions import Coalesce

from archive.models import Document, Page, PaymentRecord

from .timerange import period_runs_on
from .types import Answer

BACKEND = "payment-records"
CONFIDENCE = 0.8  # one bill left by category, payee and period, its amount read by the payment extractor

# "How much was/is/did … the X bill", "what did the X invoice come to", "the X bill's amount/total".
_AMOUNT_ASKED = re.compile(r"\bhow much\b|\bwhat (?:was|is|did)\b[^?]*\b(?:come to|total|amount|cost)\b|"
                           r"\b(?:amount|total) (?:of|on|for)\b|\b(?:ask(?:s|ing|ed)?|want(?:s|ing|ed)?) (?:us )?for\b|"
                           # "what was the gas bill that came in September?": the bill itself, i.e. its amount
                           r"\bwhat(?:'s|’s| was| is| were)\b(?![^?]*\b(?:date|dates|deadline|due|when|day|number|"
                           r"period|account|who|which|where|from|for what|reading|meter|speed|reference|customer|"
                           r"contract|policy|serial)\b)[^?]*\b(?:bill|invoice|statement)\b", re.I)
_NEWEST = re.compile(r"\b(?:latest|newest|most recent|current|last (?!year|month|week|quarter|spring|summer|autumn|"
                     r"fall|winter|january|february|march|april|may|june|july|august|september|october|november|"
                     r"december))\b", re.I)
_ONE_BILL = re.compile(r"\b(?:bill|invoice|statement)\b", re.I)
# Several bills, a sum over time, or a part of one bill: other readers answer these.
_NOT_ONE_AMOUNT = re.compile(
    r"\b(?:bills|invoices|statements|all|every|each|altogether|together|combined|in total|overall|spen[dt]|"
    r"fees?|tax(?:es)?|vat|gst|deposit|balance|previous|refund\w*|credit\w*|rate|per|unit|tip|discount|"
    r"deductible|premium|limit|interest|charges?|late|penalty|surcharge|instal?lments?|average|"
    r"line|item|items|usage|consumption|kwh|save|saving|difference|more|less|increase\w*|rise|went up|go up|"
    r"up by|down by|than|compared|vs|versus|higher|lower|cheaper|dearer|owe|owed|owing|left|remaining|outstanding|"
    r"over-?charged|under-?charged|subtotal|delivery|shipping|postage|labou?r|parts|rental|adjust\w*|correction|"
    r"salary|wages?|deposit\w*|paid into)\b", re.I)


def asks_bill_amount(question: str, *, one_month_of_a_kind: bool = False) -> bool:
    """Whether ``question`` asks what one bill came to ("How much was the March water bill?", or with
    ``one_month_of_a_kind``, a kind of bill and one month read from it: "how much was the internet in
    August?"), not a part of it, a sum of several or a comparison."""
    return bool(_AMOUNT_ASKED.search(question) and (_ONE_BILL.search(question) or one_month_of_a_kind)
                and not _NOT_ONE_AMOUNT.search(question))


_STATE = {PaymentRecord.Kind.PAID: "paid", PaymentRecord.Kind.DUE: "due",
          PaymentRecord.Kind.CHARGED: "no payment shown on it"}


def record_amount_answer(user, question: str, *, as_of: date, include_sensitive: bool) -> Answer | None:
    """The amount of the one bill ``question`` names, from the payment records of the documents ``user``
    may open, citing the document and page the record was read from; None when the question asks no
    bill's amount, names no category or payee, or not exactly one document with one amount is left."""
    if not asks_bill_amount(question, one_month_of_a_kind=True):
        return None  # asks no amount, or a part or a sum of several: no need to read the question further
    from .aggregate import _read
    from .record_scope import dedupe_payments, format_money, home_scope, payee_filter, records_for

    query = _read(question, as_of)
    one_month = bool(query.categories and query.start and (query.end - query.start).days <= 31)
    if not asks_bill_amount(question, one_month_of_a_kind=one_month):
        return None
    if not (query.categories or query.payee_terms or query.languages):
        return None
    recs, visible = records_for(user, query, include_sensitive, as_of)
    newest_asked = not query.start and bool(_NEWEST.search(question))
    # The newest bill's amount is its total whether or not it is paid yet ("charged": no payment shown).
    kinds = [PaymentRecord.Kind.PAID, PaymentRecord.Kind.DUE] + ([PaymentRecord.Kind.CHARGED] if newest_asked else [])
    recs = dedupe_payments(recs.filter(kind__in=kinds)
                   .filter(Q(statement_date__lte=as_of) | Q(statement_date__isnull=True)), visible)
    places: list[str] = []
    recs, unmatched = payee_filter(recs, query.payee_terms, places, question)
    if unmatched:
        return None
    notes: list[str] = []
    if query.home_only and not places:  # "the latest electricity bill for the house": not the flat abroad's
        recs = home_scope(recs, visible, notes)
    if query.start:
        if query.start > as_of and not re.search(r"\bdue\b", question, re.I):
            return None  # "the December bill" asked in November: not issued yet (one due then is another's)
        if (query.end - query.start).days > 31 and period_runs_on(question, as_of=as_of):
            return None  # "the bill for April to June" asked in May: a bill for a period not over yet is not out
        period = (query.start, query.end)
        recs = recs.filter(Q(statement_date__range=period) | Q(paid_on__range=period) | Q(due_on__range=period))
        by_verb = _DATE_ASKED_BY_VERB.search(question)
        if by_verb and recs.values("document_id").distinct().count() > 1:
            # "the phone bill that came in October", when September's was paid in October: the verb says
            # which of the bill's dates the month is.
            field = next(f for f, word in zip(("statement_date", "paid_on", "due_on"), by_verb.groups()) if word)
            recs = recs.filter(**{f"{field}__range": period})
    elif _NEWEST.search(question):
        # "the newest electricity bill": the document of the latest record by its own date.
        newest = recs.annotate(day=Coalesce(F("statement_date"), F("due_on"), F("paid_on"))).exclude(
            day__isnull=True).order_by("-day", "-id").first()
        recs = recs.filter(document_id=newest.document_id) if newest else recs.none()
    # A bill that thanks for the last bill's payment holds that payment too, undated by any bill date
    # (ingest.payments_rules): the bill's own amount is the record its statement date is on.
    own = recs.filter(statement_date__isnull=False)
    if own.exists() and set(own.values_list("document_id", flat=True)) == set(recs.values_list("document_id",
                                                                                                 flat=True)):
        recs = own
    amounts = set(recs.values_list("document_id", "amount_cents", "currency").distinct())
    if len(amounts) != 1:
        return None  # no bill, several bills, or a statement with a payment and a new amount due
    record = recs.select_related("document").order_by("id").first()
    doc = record.document
    if _names_unprinted(question, query, doc.pk):
        return None  # "the water bill for the cottage": the one bill on record prints no cottage
    money = format_money(record.amount_cents, record.currency)
    issued = f", issued {record.statement_date:%-d %B %Y}" if record.statement_date else ""
    return Answer(answer=money, cited=[doc.pk], confidence=CONFIDENCE, backend=BACKEND,
                  notes=[f"Read from the payment record of “{doc.title or doc.original_filename}”{issued}: "
                         f"the bill's amount ({_STATE.get(record.kind, record.kind)}), "
                         "since the page text gave no answer.", *notes],
                  cited_pages={doc.pk: record.page_number or 1})


def _names_unprinted(question: str, query, document_id: int) -> bool:
    """Whether ``question`` qualifies the bill with a noun ("for the cottage", "at the boathouse";
    ``ask.qualifiers``) that the one document on record does not print, beyond the words the query already read
    (``ask.aggregate.words_read``)."""
    from .aggregate import words_read
    from .qualifiers import unprinted_qualifiers

    return bool(unprinted_qualifiers(question, [document_id], read=words_read(question, query.payee_terms)))


# Which of a bill's dates a month in the question is: when it reached us, when it was paid, when it fell due.
_DATE_ASKED_BY_VERB = re.compile(r"\b(?:(came|arrived|received|issued|dated|sent|got|printed)|(paid|settled)|"
                                 r"(due))\b[^?]{0,20}\b(?:in|on|during)\b", re.I)


# "What did the X cost", "how much was the X", "how much did we pay for the X", "how much did we get back for X".
_COST_ASKED = re.compile(r"\bwhat did\b[^?]*\bcost\b|\bhow much (?:was|were|is|did|does|do)\b|\bprice of\b|"
                         r"\bwhat(?:'s|’s| was| is) the (?:[\w-]+ ){0,2}?(?:price|cost|total|amount)\b", re.I)
_REFUND_ASKED = re.compile(r"\b(?:get|got|gets|getting) back\b|\brefund\w*|\breimburs\w*|\bcredited\b|\breturned\b",
                           re.I)
# A part of one document (a fee, the tax, a deposit, a rate) or several of them: not its one amount. "Returned"
# and "refund" are read by _REFUND_ASKED, so they are left out here.
# "What did the camera cost in total?" asks one document's total: "in total" is its one amount here.
_PART_ASKED = re.compile(_NOT_ONE_AMOUNT.pattern.replace(r"refund\w*|credit\w*|", "").replace("in total|", ""), re.I)
# "Which store sold us the TV, and how much did it cost?" asks two things; an amount alone answers half.
_ALSO_ASKED = re.compile(r"\b(?:who|where|which (?:store|shop|company|seller))\b", re.I)
# "across the balloon invoice and the software invoice", "both", "adding up": a sum over several papers.
_SEVERAL_ASKED = re.compile(r"\b(?:across|both|combined|adding up|add(?:ed)? up|sum of|plus)\b", re.I)
TOP_CONFIDENCE = 0.6  # the first document by words and by meaning, its one amount read by the extractor
#: How far down the word leg a page in another language may be and still be taken as the first document
#: by meaning (its English question words cannot match its text).
FOREIGN_FTS_RANK = 4


def record_amount_of_top_document(question: str, hits, *, as_of: date) -> Answer | None:
    """What the purchase, stay or service ``question`` describes in its own words cost ("What did the
    lakeside cabin cost us?"), from the payment record of the document retrieval ranked first by both
    its legs (words and meaning; ``hits`` as ``ask.retrieval.rank_documents`` returns them, visible to the
    asker only), or by meaning alone when its page is in another language and prints a translation of a
    question word (within ``FOREIGN_FTS_RANK`` on the word leg): its one amount, paid, charged or due
    (refunded for "how much did we get back"). None when the question asks no cost or a part of one, when
    the legs disagree on the first document, or when it holds no amount or several."""
    if not hits or not _COST_ASKED.search(question) or _PART_ASKED.search(question) or \
            _ALSO_ASKED.search(question) or _SEVERAL_ASKED.search(question):
        return None
    found = top_document(question, hits)
    if found is None:
        return None
    top, title, lines = found
    refund = bool(_REFUND_ASKED.search(question))
    kinds = [PaymentRecord.Kind.REFUNDED] if refund else [
        PaymentRecord.Kind.PAID, PaymentRecord.Kind.CHARGED, PaymentRecord.Kind.DUE]
    recs = PaymentRecord.objects.filter(Q(document_id=top.doc_id) | Q(document__parent_id=top.doc_id),
                                        kind__in=kinds).filter(
        Q(statement_date__lte=as_of) | Q(statement_date__isnull=True)).select_related("document")
    amounts = {(abs(r.amount_cents), r.currency) for r in recs}
    if len(amounts) != 1:
        return None
    from .record_scope import format_money

    record = recs.order_by("id").first()
    from .aggregate import named_categories

    named = named_categories(question.lower())
    if named and record.category not in named and record.category != "other":
        return None  # "the water bill at the flat": an electricity and gas statement's amount is not it
    cents, currency = amounts.pop()
    doc = record.document
    if record.document_id != top.doc_id:
        title, lines = _title_and_lines(record.document_id)  # the amount was read from an attachment
    if _names_a_line_item(question, title, lines, cents):
        return None
    return Answer(answer=format_money(cents, currency), cited=[doc.pk], confidence=TOP_CONFIDENCE, backend=BACKEND,
                  notes=[f"Read from the payment record of “{doc.title or doc.original_filename}”, the document "
                         "that best matches the question, since the page text "
                         f"gave no answer: its one amount ({record.get_kind_display().lower()})."],
                  cited_pages={doc.pk: record.page_number or 1})


#: Nouns of a kind of bill that comes in kinds the payment records do not tell apart (one category, insurance:
#: home, motor, health, travel …), and words that say which bill of a kind rather than which kind.
_KIND_NOUNS = {"insur", "policy", "cover", "premium"}
_NO_QUALIFIER = {"year", "month", "week", "day", "today", "last", "next", "this", "current", "latest", "open",
                 "unpaid", "new", "old", "annual", "yearly", "monthly", "quarterly", "first", "second", "renew"}


def asked_kinds(question: str) -> dict[str, str]:
    """The kinds ``question`` asks of a thing that comes in kinds: qualifier → noun ("home" → "insur")."""
    from .coverage import adjacent_modifiers

    return {mod: noun for mod, noun in adjacent_modifiers(question).items()
            if noun in _KIND_NOUNS and mod not in _NO_QUALIFIER and mod not in _KIND_NOUNS}


def qualified_otherwise(question: str, text: str) -> bool:
    """Whether ``text`` is about another kind of insurance than ``question`` names: it prints the kind's noun
    qualified by another content word (``ask.coverage.qualified_pairs``: "Motor insurance") and never the asked
    qualifier ("home insurance" asked). Period and state words ("this year's", "open") name no kind."""
    from .coverage import qualified_pairs
    from .question_type import STOPWORDS, words

    asked = asked_kinds(question)
    if not asked:
        return False
    printed = {w for _, w in words(text)}
    pairs = {(q, n) for q, n in qualified_pairs(text) if q.isalpha() and len(q) >= 3 and q not in STOPWORDS}
    return any(mod not in printed and any(n == noun and q != mod for q, n in pairs) for mod, noun in asked.items())


def top_document(question: str, hits, *, by_names: bool = True) -> tuple[object, str, list[str]] | None:
    """The document ``question`` is about when retrieval's two legs agree on it: ranked first by meaning and
    by words, or by meaning alone when its page is in another language and prints a translation of a
    question word (within ``FOREIGN_FTS_RANK`` on the word leg), and it prints a specific question word; else
    the one paper in the language the question names (``_in_the_named_language``); else, with ``by_names``, the
    one paper printing the names the question gives (``_the_one_printing_its_names``).
    Returns (its hit, its title, its lines), or None."""
    found = _top_document(question, hits, by_names=by_names)
    # "The home insurance premium": a motor policy ranked first is about another insurance.
    return None if found is not None and qualified_otherwise(question, "\n".join(found[2])) else found


def _top_document(question: str, hits, *, by_names: bool) -> tuple[object, str, list[str]] | None:
    top = hits[0]
    if top.vector_rank == 0 and top.fts_rank is not None and top.fts_rank <= FOREIGN_FTS_RANK:
        title, lines = _title_and_lines(top.doc_id)
        printed = _prints_a_named_word(question, title, lines)
        # The word leg cannot match English question words to a German or French page: there, the meaning
        # leg's first document may stand when the page prints a translation of a question word.
        if printed and (top.fts_rank == 0 or printed == "translated"):
            return top, title, lines
    return _in_the_named_language(question, hits) or (_the_one_printing_its_names(question, hits) if by_names
                                                       else None)


#: Zipf frequency (wordfreq, English) under which a capitalised question word is a name rather than a word.
NAME_ZIPF = 3.5


def _name_words(question: str) -> list[str]:
    """The capitalised words past the first of ``question`` that English uses rarely (lower case): "brunnhuber",
    "feinkost", "vogelsang"; not a language's or a country's name ("German")."""
    from wordfreq import zipf_frequency

    from .languages import place_languages

    places = place_languages()
    return [m.group().lower() for k, m in enumerate(re.finditer(r"[^\W_][\w./-]*[^\W_]|[^\W_]", question))
            if k and m.group()[:1].isupper() and not any(c.isdigit() for c in m.group())
            and zipf_frequency(m.group().lower(), "en") < NAME_ZIPF and m.group().lower() not in places]


def question_names(question: str) -> list[str]:
    """The names and identifiers ``question`` gives (lower case): its rare capitalised words (``_name_words``:
    "Brunnhuber", "Feinkost", "VOGELSANG") and its identifiers (``ask.identifiers.question_identifiers``:
    "RE-2026/0042", "INV12345")."""
    from .identifiers import question_identifiers

    return _name_words(question) + [i.lower() for i in question_identifiers(question)]


def _the_one_printing_its_names(question: str, hits) -> tuple[object, str, list[str]] | None:
    """The one paper among retrieval's first LANGUAGE_POOL that prints every name the question gives as a whole
    word and every identifier (``ask.identifiers.prints_identifiers``): a name printed is surer than either
    leg's ranking, which reads English words (a German invoice asked about by its seller's name). None when the
    question gives no name, or no paper or several print them all."""
    from .identifiers import prints_identifiers, question_identifiers

    names, identifiers = _name_words(question), question_identifiers(question)
    if not (names or identifiers):
        return None
    found = []
    for hit, title, lines in _pool_papers(hits):
        text = f"{title}\n" + "\n".join(lines)
        if all(re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.I) for name in names) \
                and prints_identifiers(text, identifiers):
            found.append((hit, title, lines))
    return found[0] if len(found) == 1 else None


#: Retrieval's first documents searched for the one paper in the language a question names (recall@8's k).
LANGUAGE_POOL = 8


def _in_the_named_language(question: str, hits) -> tuple[object, str, list[str]] | None:
    """The one paper among retrieval's first LANGUAGE_POOL written in the language the question names by a
    language or country ("the German guesthouse invoice", "the bike order from the Netherlands";
    ``ask.languages.place_languages``) that prints a question word or its translation: neither leg ranks
    such a paper first for an English question (the meaning model reads English, the word leg matches
    "invoice" in English invoices). None when the question names no language, or no paper or several fit."""
    from .languages import named_languages, text_language

    languages = named_languages(question)
    if not languages:
        return None
    found = [(hit, title, lines) for hit, title, lines in _pool_papers(hits)
             if text_language("\n".join(lines)) in languages and _prints_a_named_word(question, title, lines)]
    # An e-mail and the invoice attached to it are one paper: the e-mail stands for both (its records include
    # its attachments').
    parents = dict(Document.objects.filter(pk__in=[f[0].doc_id for f in found]).values_list("id", "parent_id"))
    if len({parents.get(f[0].doc_id) or f[0].doc_id for f in found}) != 1:
        return None
    return next((f for f in found if not parents.get(f[0].doc_id)), found[0])


def _pool_papers(hits) -> list[tuple[object, str, list[str]]]:
    """(hit, title, lines) of retrieval's first LANGUAGE_POOL documents, as ``_title_and_lines`` gives them, in
    two queries for all of them."""
    pool = hits[:LANGUAGE_POOL]
    ids = [h.doc_id for h in pool]
    titles = dict(Document.objects.filter(pk__in=ids).values_list("id", "title"))
    lines: dict[int, list[str]] = {}
    for doc_id, text in Page.objects.filter(document_id__in=ids).order_by("document_id", "number").values_list(
            "document_id", "text"):
        lines.setdefault(doc_id, []).extend(ln for ln in (text or "").splitlines() if ln.strip())
    return [(h, titles.get(h.doc_id) or "", lines.get(h.doc_id, [])) for h in pool]


def _title_and_lines(doc_id: int) -> tuple[str, list[str]]:
    """A document's title and its pages' non-empty lines, in page order (two queries)."""
    title = Document.objects.filter(pk=doc_id).values_list("title", flat=True).first() or ""
    pages = Page.objects.filter(document_id=doc_id).order_by("number").values_list("text", flat=True)
    return title, [ln for text in pages for ln in (text or "").splitlines() if ln.strip()]


def _names_a_line_item(question: str, title: str, lines: list[str], cents: int) -> bool:
    """Whether a word of ``question`` sits on a line of the document that prints (or whose value-only lines
    below print) another amount, and not in its heading (title or first three lines): "the tablet" on one
    item row of an order of several is that row's price, not the order's total. A word the heading prints
    too ("Cottage rental" heading a stay's invoice) names what the whole document is about."""
    return any(m.amount_cents != cents for row in _named_rows(question, title, lines) for m in row)


def _named_rows(question: str, title: str, lines: list[str]) -> list[list]:
    """The amounts (``ingest.money.MoneyMatch``, in reading order) of each row of the document that prints at
    least two thirds of what ``question`` names and its heading (title, first three lines) does not: on the
    row's line, or on the value-only lines below it where a table is read cell by cell ("1", "€ 399,00")."""
    from ingest.money import find_money

    from .question_type import STOPWORDS, key_terms, words

    asked = {t for t, weight in key_terms(question).items() if weight >= 1.0 and t not in STOPWORDS and len(t) > 2}
    heading = {w for _, w in words(" ".join([title, *lines[:3]]))}
    named = asked - heading  # what the question names that the heading does not
    rows = []
    for i, line in enumerate(lines[3:], start=3):
        found = named & {w for _, w in words(line)}
        if not found or len(found) < 2 / 3 * len(named):
            continue  # one shared word ("back" in "Postage paid back") does not make the line the thing asked
        row = [line]
        for below in lines[i + 1:i + 5]:  # a line with words below it is another label's
            if re.search(r"[^\W\d_]{2,}", re.sub(r"\b(?:[A-Z]{3}|[a-z]{1,2})\b", "", below)):
                break
            row.append(below)
        rows.append([m for cell in row for m in find_money(cell)])
    return rows


def item_row_answer(question: str, answer: Answer) -> Answer | None:
    """``answer`` (one document's amount, cited) read again when ``question`` names one item of that document
    ("How much did the washing machine cost?" of an invoice listing it with a cable and the delivery): the
    amount printed last on the one row naming it (its line total), in place of the document's total; None
    when the question asks for the whole paper, or no row, or several, name the item, or the row's amount is
    the one answered already."""
    from ingest.money import find_money

    from .fields import _asks_whole_document

    if answer.answer is None or len(answer.cited) != 1 or _asks_whole_document(question) or \
            not _COST_ASKED.search(question) or _NOT_ONE_AMOUNT.search(question) or _REFUND_ASKED.search(question) \
            or _SEVERAL_ASKED.search(question) or re.search(r"\b(?:order|purchase|total|incl\w*)\b", question, re.I):
        return None  # what a thing cost, not a part of the paper (a fee, the tax, a refund) nor the paper's total
    given = find_money(answer.answer)
    if len(given) != 1:
        return None
    title, lines = _title_and_lines(answer.cited[0])
    rows = [row for row in _named_rows(question, title, lines) if row]
    if len(rows) != 1 or rows[0][-1].amount_cents == given[0].amount_cents:
        return None
    item = rows[0][-1]
    currency = item.currency or given[0].currency
    return replace(answer, answer=_money_text(item.amount_cents, currency), notes=[
        *answer.notes, "The question names one item of the document: its row's amount, not the document's total."])


#: "in total", "the total", "altogether": the paper's own total is asked, not one of its lines...
_TOTAL_ASKED = re.compile(r"\b(?:in total|total|altogether|in all|all in|overall)\b", re.I)
#: ... unless a part of it is named ("the total tax", "the delivery charge in total").
_TOTAL_PART = re.compile(r"\b(?:fees?|tax(?:es)?|vat|gst|deposit|subtotal|shipping|delivery|postage|discount|tip|"
                         r"balance|refund\w*|credit\w*|per|unit|rate|each|hours?|quantity|items|how many|across|both|"
                         r"bills|invoices|receipts|statements)\b", re.I)


def total_answer(question: str, answer: Answer) -> Answer | None:
    """``answer`` (one document's amount, read from its page by the offline reader, cited) replaced by that
    document's total when ``question`` asks for its total ("How much did we spend in total at the shop on the
    tablets and pens?") and the reader took a line of it: the one amount the payment extractor read from the
    paper (paid, charged or due), when it is larger than the amount answered. None when the question names a
    part ("the total tax"), or the document has no such amount or several."""
    from ingest.money import find_money

    if answer.answer is None or len(answer.cited) != 1 or not _TOTAL_ASKED.search(question) or \
            _TOTAL_PART.search(question):
        return None
    given = find_money(answer.answer)
    if len(given) != 1:
        return None
    recs = list(PaymentRecord.objects.filter(
        document_id=answer.cited[0], kind__in=[PaymentRecord.Kind.PAID, PaymentRecord.Kind.CHARGED,
                                               PaymentRecord.Kind.DUE]))
    amounts = {(abs(r.amount_cents), r.currency) for r in recs}
    if len(amounts) != 1:
        return None
    cents, currency = amounts.pop()
    if cents <= abs(given[0].amount_cents) or (given[0].currency and currency != given[0].currency):
        return None
    record = recs[0]
    printed = next((m.text for m in find_money(record.snippet or "") if m.amount_cents == cents), None)
    return replace(answer, answer=printed or _money_text(cents, currency),
                   confidence=min(answer.confidence, CONFIDENCE),
                   cited_pages={record.document_id: record.page_number or 1}, notes=[
                       *answer.notes, "The question asks the paper's total: the amount its payment record holds "
                       f"(“{record.snippet[:80]}”), not the line read first."])


def _money_text(cents: int, currency: str | None) -> str:
    from .record_scope import format_money

    return format_money(cents, currency) if currency else f"{cents / 100:.2f}"


def _prints_a_named_word(question: str, title: str, lines: list[str]) -> str | None:
    """Whether the document prints the rarest specific word of ``question`` (``key_terms`` weight 1, wordfreq):
    ``"printed"`` in English, ``"translated"`` as a French, Dutch or German translation only (``ask.lexicon``:
    "invoice" is "factuur" on a Dutch rental note), else None. A first document that prints none ("the
    dentist" asked, a plumber's invoice found) is only the nearest of unrelated papers."""
    from wordfreq import zipf_frequency

    from .languages import place_languages
    from .lexicon import find_foreign, foreign_index
    from .question_type import key_terms, words

    named = [t for t, weight in key_terms(question).items() if weight >= 1.0]
    if not named:
        return None
    text = "\n".join(lines)
    printed = {w for _, w in words(f"{title}\n{text}")}
    # In English, the rarest of them (a place or language named aside) must be among those printed: "the coffee
    # machine" is not the invoice of a washing machine.
    places = place_languages()
    rarest = min([t for t in named if t not in places] or named, key=lambda t: zipf_frequency(t, "en"))
    if rarest in printed:
        return "printed"
    if printed & set(named):
        return None  # an English paper printing the common words only ("machine") is about something else
    spelled = {m.lower(): t for t in named for m in re.findall(r"[^\W\d_]+", question) if words(m)[0][1] == t}
    index = foreign_index([(t, w) for w, t in spelled.items()])
    for w, t in spelled.items():  # the word itself inside the paper's compounds: "gas" in "Gasrechnung", "gaslevering"
        index.setdefault(w, set()).add(t)
    return "translated" if find_foreign(f"{title}\n{text}".lower(), index) else None
