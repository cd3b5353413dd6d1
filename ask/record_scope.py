"""Which payment records a question about money means: the kind, payee or place it names, "our home", amount
bounds, and the same payment on two papers counted once. Shared by aggregation (``ask.aggregate``) and the record
answerers (``ask.record_amounts``, ``ask.record_dates``, ``ask.record_parties``); the question itself is read by
``ask.aggregate._read`` into the query these functions take.
"""
from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from django.db.models import Count, Exists, OuterRef, Q, QuerySet, Subquery

from archive.access import documents_visible
from archive.models import Page, PaymentRecord
from ingest.categories import SERVICE_BILLS

from .amount_bounds import AmountBounds
from .coverage import fold
from .identifiers import documents_naming
from .linked_papers import papers_linked

#: A possessive whose word is this common in English (wordfreq Zipf) and that no payee prints is a relative
#: ("Gran's", "Uncle's"), not a payee's name.
RELATIVE_ZIPF = 2.8


def relative_possessive(term: str) -> bool:
    """Whether ``term`` is a possessive of an everyday word ("Gran's water"): whose papers they are, not who was
    paid."""
    from wordfreq import zipf_frequency

    m = re.fullmatch(r"([A-Za-z]+)['’]s", term.strip())
    return bool(m) and zipf_frequency(m.group(1).lower(), "en") >= RELATIVE_ZIPF


def format_money(cents: int, currency: str) -> str:
    sign = "-" if cents < 0 else ""
    return f"{currency} {sign}{abs(cents) / 100:,.2f}"


def records_for(user, query, include_sensitive: bool, as_of: date) -> tuple[QuerySet, QuerySet]:
    """The visible PaymentRecord queryset matching ``query`` (an ``ask.aggregate.Query``: categories, currency,
    languages, identifiers, qualifier; before date and kind), and the visible documents."""
    visible = documents_visible(user, include_sensitive=include_sensitive)
    recs = PaymentRecord.objects.filter(document__in=visible.values("id"))
    if query.categories:
        recs = recs.filter(Q(category__in=query.categories) | Q(payee__in=_payees_of(recs, query.categories)))
    if query.currency:
        recs = recs.filter(currency=query.currency)
    if query.languages:
        recs = recs.filter(document__in=_documents_in(recs, query.languages))
    if query.identifiers:
        recs = recs.filter(document__in=documents_naming(
            list(recs.values_list("document", flat=True).distinct()), query.identifiers))
    if query.qualifier:
        text_hit = Q(document__title__iregex=query.qualifier) | Q(
            document__pages__number=1, document__pages__text__iregex=query.qualifier)
        recs = recs.filter(id__in=PaymentRecord.objects.filter(text_hit).values("id"))
    return recs, visible


def language_scope(query) -> str:
    """"on papers in French" for a query scoped to a place's languages, else ""."""
    from .languages import LANGUAGE_NAMES

    names = sorted(LANGUAGE_NAMES[lang] for lang in query.languages)
    return f"on papers in {' or '.join(names)}" if names else ""


def first_page_languages(documents) -> dict[int, str | None]:
    """Document id → the language its first page is written in (``ask.languages.text_language`` at
    SCOPE_LANGUAGE_RATIO; None when not clear), for ``documents`` (ids, or a queryset of ids). One query."""
    from .languages import text_language

    pages = Page.objects.filter(document__in=documents, number=1).values_list("document_id", "text")
    return {doc: text_language(text or "", min_ratio=SCOPE_LANGUAGE_RATIO) for doc, text in pages}


def _documents_in(recs: QuerySet, languages: frozenset[str]) -> list[int]:
    """Ids of the documents behind ``recs`` whose text (first page) is written in one of ``languages``."""
    return [doc for doc, lang in first_page_languages(recs.values("document")).items() if lang in languages]


#: How far a paper's language must lead the next (``ask.languages.text_language``) to be in a place's scope: lower
#: than for naming a language, since a bill's numbers and names leave few words, and neighbours share many.
SCOPE_LANGUAGE_RATIO = 1.25


def payee_key(payee: str) -> str:
    """A payee's name as a comparison key: letters and digits only, case and accents folded (a scan's
    "FERNWARME NORD" and a text layer's "Fernwärme Nord" are one issuer)."""
    return re.sub(r"[\W_]+", "", fold(payee).casefold())


def _payees_of(recs: QuerySet, categories: tuple[str, ...] | list[str]) -> list[str]:
    """Payees whose records outside ``categories`` belong with them: records of no known category ("other")
    whose issuer's other records are all of one of ``categories`` (one issuer's papers are of one kind, also
    where one paper, a scanned reminder say, did not name its supply); and an issuer's one odd paper, placed by
    its letterhead's meaning in a kind that is no service bill ("tax" for a gas supplier's reminder), when at
    least STRAY_MAJORITY of its papers are of one of ``categories``. Issuers seen in several known categories
    otherwise (a dual-fuel supplier's electricity and gas) are left out."""
    rows = list(recs.exclude(payee="").values_list("payee", "category", "document_id").distinct())
    seen: dict[str, dict[str, set[int]]] = {}
    for payee, category, doc in rows:
        seen.setdefault(payee_key(payee), {}).setdefault(category, set()).add(doc)
    wanted, strays = set(), set()
    for key, docs in seen.items():
        known = set(docs) - {"other"}
        if len(key) < 4 or not known & set(categories):
            continue
        if known <= set(categories):
            wanted.add(key)
            continue
        odd = known - set(categories)
        inside = set().union(*(docs[c] for c in known & set(categories)))
        outside = set().union(*(docs[c] for c in odd))
        if len(outside) == 1 and len(inside) >= STRAY_MAJORITY and not odd & set(SERVICE_BILLS) \
                and not outside & inside:
            strays.add(key)
    return [payee for payee, category, _ in rows
            if (category == "other" and payee_key(payee) in wanted)
            or (category not in categories and payee_key(payee) in strays)]


#: Papers of one kind an issuer must have before its one paper of another kind counts with them (``_payees_of``).
STRAY_MAJORITY = 3


def dedupe_payments(recs: QuerySet, visible: QuerySet, dropped: set[int] = frozenset()) -> QuerySet:
    """Drop a payment that another visible document also shows (same amount, currency and day), keeping it
    on the document with fewer records: a bill over the bank statement line that paid it. ``dropped``: ids of
    records left out anyway (``payment_echoes.echo_sets``), which keep no other from counting."""
    n_records = (PaymentRecord.objects.filter(document=OuterRef("document")).values("document")
                 .annotate(c=Count("id")).values("c"))
    recs = recs.annotate(doc_records=Subquery(n_records))
    twin = (PaymentRecord.objects.filter(document__in=visible.values("id"), kind=PaymentRecord.Kind.PAID,
                                         amount_cents=OuterRef("amount_cents"), currency=OuterRef("currency"),
                                         paid_on=OuterRef("paid_on"))
            .exclude(document=OuterRef("document")).exclude(pk__in=dropped)
            .annotate(n=Subquery(PaymentRecord.objects.filter(document=OuterRef("document")).values("document")
                                 .annotate(c=Count("id")).values("c")))
            # fewer records wins; between equals (a duplicate file), the older document keeps it
            .filter(Q(n__lt=OuterRef("doc_records")) | Q(n=OuterRef("doc_records"), document__lt=OuterRef("document"))))
    return recs.exclude(Exists(twin))


def sensitive_printing(user, visible: QuerySet, terms: list[str]) -> int:
    """How many confidential or restricted documents ``user`` may open, left out of ``visible`` (the retrieval pool
    with inclusion off), print every word (3+ letters) of one of the payee ``terms``: papers such as a bank
    statement that may show payments to that payee which a figure read from the pool does not count."""
    if not terms:
        return 0
    left_out = documents_visible(user, include_sensitive=True).exclude(id__in=visible.values("id"))
    found: set[int] = set()
    for term in terms:
        pages = Page.objects.filter(document__in=left_out)
        for word in re.findall(r"[A-Za-z]{3,}", term):
            pages = pages.filter(text__icontains=word)
        found |= set(pages.values_list("document_id", flat=True).distinct()[:50])
    return len(found)


#: Words that say what kind of body a payee is, not which one: a question may add them to a name printed without.
_ORGANISATION_WORDS = {"association", "club", "society", "league", "federation", "union", "company", "co", "corp",
                       "corporation", "inc", "ltd", "llc", "gmbh", "group", "services", "service", "centre", "center",
                       "office", "department", "agency", "firm", "business"}


def _naming(term: str) -> Q:
    """Records whose payee, snippet or title prints every word (3+ letters) of ``term``."""
    cond = Q()
    for word in re.findall(r"[A-Za-z]{3,}", term):
        word = word[:-1] if len(word) > 4 and word.lower().endswith("s") else word  # "appliances" → "Appliance"
        cond &= Q(payee__icontains=word) | Q(snippet__icontains=word) | Q(document__title__icontains=word)
    return cond


def payee_filter(recs: QuerySet, terms: list[str], places: list[str] | None = None,
                  question: str = "", whose: list[str] | None = None) -> tuple[QuerySet, list[str]]:
    """Narrow to payees named in the question. Returns the unmatched names (no such payee on record).
    A place ``question`` names as a home's ("the Kellbach flat", "the house in Fernley", ``text_scope``) that
    no payee, snippet or title prints but the papers do (a service address) narrows to the documents printing
    it (``_printing``); such terms are appended to ``places`` when given, since the place says which home is
    meant. A possessive of an everyday word that nothing prints ("Gran's") narrows nothing; it is appended to
    ``whose`` when given."""
    unmatched = []
    for term in terms:
        hits = recs.filter(_naming(term))
        kind_free = " ".join(w for w in term.split() if w.lower() not in _ORGANISATION_WORDS)
        if term and not hits.exists() and kind_free and kind_free != term:
            # "the rowing association" asked, "KELLBACH ROWING" on record: what kind of body it is, not its name.
            hits = recs.filter(_naming(kind_free))
        if term and not hits.exists():
            # "Brackwater Self Storage" asked, "BRACKWATER" on record: the name asked holds the payee's name.
            named = [p for p in recs.exclude(payee="").values_list("payee", flat=True).distinct()
                     if len(p) >= 4 and re.search(rf"\b{re.escape(p.lower())}\b", term.lower())]
            hits = recs.filter(payee__in=named)
        if term and not hits.exists() and text_scope(term, question):
            hits = recs.filter(document__in=_printing(term, recs))
            if hits.exists() and places is not None:
                places.append(term)
        if term and hits.exists():
            recs = hits
        elif not relative_possessive(term):
            unmatched.append(term)
        elif whose is not None:  # "Gran's water": no payee prints "Gran", the papers are hers
            whose.append(term)
    return recs, unmatched


def _capitalised(term: str) -> list[str]:
    """The words of ``term`` of 3 letters or more that start with a capital: the name it holds."""
    return [w for w in re.findall(r"[^\W\d_]{3,}", term) if w[0].isupper()]


def text_scope(term: str, question: str) -> str | None:
    """How ``question`` names the capitalised words of ``term``: "home" where a home is, before a dwelling word
    ("the Kellbach flat", "Fernley house") or after "in" ("the house in Fernley"); "owner" as whose the
    payments are ("the Transit's insurance": the car's papers print its name, though not every one of them); None
    as anything else, a company ("the Kraxi invoice", "from Bei Spiel")."""
    names = _capitalised(term)
    if not names:
        return None
    name = r"\s+".join(map(re.escape, names))
    dwelling = r"(?:apartment|flat|house|home|villa|cottage|condo|place)"
    if re.search(rf"\b{name}(?:['’]s)?\s+{dwelling}\b|\bin\s+{name}\b", question):
        return "home"
    return "owner" if re.search(rf"\b{name}['’]s\b", question) else None


def _printing(term: str, recs: QuerySet) -> list[int]:
    """Ids of the documents of ``recs`` whose page text prints every capitalised word of ``term`` (a place, a
    name; ``_capitalised``) as a whole word, case-insensitively, and of those printing an identifier of one of
    them (``ask.linked_papers``: the premium notice of the policy whose schedule names the car)."""
    pages = Page.objects.filter(document__in=recs.values("document"))
    for name in _capitalised(term):
        pages = pages.filter(text__iregex=rf"\m{re.escape(name)}\M")
    printing = sorted(set(pages.values_list("document_id", flat=True)))
    if not printing:
        return []
    linked = papers_linked(printing, sorted(set(recs.values_list("document_id", flat=True))))
    return printing + sorted(linked)


def bounded(recs: QuerySet, bounds: AmountBounds) -> tuple[QuerySet, str]:
    """The records whose own amount is within ``bounds`` (in their bound's currency, when it names one),
    and a note saying so."""
    said = []
    if bounds.currency:
        recs = recs.filter(currency=bounds.currency)
    if bounds.low_cents is not None:
        recs = recs.filter(**{"amount_cents__gte" if bounds.low_inclusive else "amount_cents__gt": bounds.low_cents})
        said.append(f"{'at least' if bounds.low_inclusive else 'over'} {_major(bounds.low_cents)}")
    if bounds.high_cents is not None:
        recs = recs.filter(**{"amount_cents__lte" if bounds.high_inclusive else "amount_cents__lt": bounds.high_cents})
        said.append(f"{'at most' if bounds.high_inclusive else 'under'} {_major(bounds.high_cents)}")
    return recs, f"Only amounts {' and '.join(said)}{' ' + bounds.currency if bounds.currency else ''} counted."


def _major(cents: int) -> str:
    return f"{Decimal(cents) / 100:,.2f}"


def _home_currency(recs: QuerySet) -> str | None:
    """The household's own currency: the one most of its payments are in. Bills in another currency are
    for a place abroad (a holiday home), so "our home" leaves them out — the notes say so."""
    row = recs.values("currency").annotate(n=Count("id")).order_by("-n").first()
    return row["currency"] if row else None


def home_scope(recs: QuerySet, visible: QuerySet, notes: list[str]) -> QuerySet:
    """``recs`` narrowed to "our home" (a question saying "the house", "our flat"): the household's currency
    (``_home_currency``), then its language (``_in_home_language``); what was left out goes to ``notes``."""
    home = _home_currency(recs)
    if home:
        left_out = recs.exclude(currency=home).values("document").distinct().count()
        recs = recs.filter(currency=home)
        if left_out:
            notes.append(f"Only {home} bills counted as 'our home'; {left_out} document(s) in other currencies "
                         "(a home abroad) left out.")
    return _in_home_language(recs, visible, notes)


#: Share of the household's billed papers that must be in one language for it to be the home's language.
HOME_LANGUAGE_SHARE = 0.6


def _in_home_language(recs: QuerySet, visible: QuerySet, notes: list[str]) -> QuerySet:
    """``recs`` without the documents written in another language than the household's own: the language
    (``ask.languages.text_language``, first page) at least HOME_LANGUAGE_SHARE of the visible documents with
    payment records are in. Papers in another language, in the one currency, are a relative's flat or a
    holiday home abroad, not "our house"; a paper whose language is not clear stays. The notes say what was
    left out."""
    from collections import Counter

    from .languages import LANGUAGE_NAMES

    language = first_page_languages(visible.filter(payments__isnull=False).values("id"))
    counts = Counter(lang for lang in language.values() if lang)
    if not counts:
        return recs
    home, n = counts.most_common(1)[0]
    if n < HOME_LANGUAGE_SHARE * len(language):
        return recs
    abroad = {doc for doc, lang in language.items() if lang and lang != home}
    left_out = recs.filter(document__in=abroad).values("document").distinct().count()
    if not left_out:
        return recs
    notes.append(f"Only papers in {LANGUAGE_NAMES.get(home, home)} counted as 'our home'; {left_out} document(s) "
                 "in other languages (a home elsewhere) left out.")
    return recs.exclude(document__in=abroad)


#: Kinds of bill a home has: its energy, water, lines, rent, local taxes and its own insurance.
DWELLING_CATEGORIES = ("electricity", "gas", "heating_oil", "water", "internet", "phone", "rent", "tax", "insurance")
#: Insurance of a person or a vehicle, not of a home: a health policy is no "house bill".
_PERSONAL_COVER = re.compile(r"\b(?:health|medical|hospital|dental|motor|vehicles?|cars?|travel|pets?|life "
                             r"(?:insurance|assurance|cover))\b", re.I)
#: What a home's insurance names.
_HOME_COVER = re.compile(r"\b(?:home|house|household|buildings?|contents|property|dwelling|renters?|homeowners?|"
                         r"tenants?)\b", re.I)
#: Insurance papers read for the check; past it, none is left out.
MAX_COVER_READ = 40


def asks_dwelling_bills(question: str) -> bool:
    """Whether ``question`` asks about the bills of a home as such ("the house bills", "bills for the flat",
    "the home's utilities") rather than about all spending."""
    dwelling = r"(?:house|home|flat|apartment|cottage|villa|condo)(?:['’]s)?"
    return bool(re.search(rf"\b{dwelling} (?:bills|invoices|outgoings|running costs)\b|"
                          rf"\b(?:bills|invoices|outgoings|running costs) (?:for|on|of|at) (?:the |our |my )?"
                          rf"(?:[A-Z]\w+ )?{dwelling}\b", question, re.I))


def dwelling_bills(recs: QuerySet, notes: list[str]) -> QuerySet:
    """``recs`` narrowed to a home's bills (``asks_dwelling_bills``): the DWELLING_CATEGORIES, and of the insurance
    papers those whose pages name a person's or vehicle's cover (``_PERSONAL_COVER``: health, motor, travel)
    more often than a home's (``_HOME_COVER``) left out. ``notes`` says what was left out."""
    kept = recs.filter(category__in=DWELLING_CATEGORIES)
    left_out = recs.exclude(category__in=DWELLING_CATEGORIES).values("document").distinct().count()
    insured = set(kept.filter(category="insurance").values_list("document_id", flat=True)[:MAX_COVER_READ + 1])
    personal: set[int] = set()
    if insured and len(insured) <= MAX_COVER_READ:
        texts: dict[int, str] = {}
        for doc_id, text in Page.objects.filter(document_id__in=insured).values_list("document_id", "text"):
            texts[doc_id] = f"{texts.get(doc_id, '')}\n{text or ''}"
        personal = {doc for doc, text in texts.items()
                    if len(_PERSONAL_COVER.findall(text)) > len(_HOME_COVER.findall(text))}
    if personal:
        kept = kept.exclude(document__in=personal)
    if left_out or personal:
        notes.append(f"Counted a home's bills (energy, water, lines, rent, local tax, home insurance); "
                     f"{left_out + len(personal)} document(s) of other kinds left out.")
    return kept


#: Languages whose payment wording ingest reads ("wird … abgebucht", "sera prélevé", "wordt afgeschreven"): its
#: debit sentences and labels are written for these; a paper in another is read by its figures alone.
PAYMENT_WORDING_LANGUAGES = ("en", "fr", "nl", "de")


def unfamiliar_languages(doc_ids: list[int]) -> set[str]:
    """The languages (``ask.languages.text_language`` of the first page) of ``doc_ids`` outside
    PAYMENT_WORDING_LANGUAGES: whether such a paper's bill was paid, or is still due, was read without its words.
    One query."""
    found = set(first_page_languages(doc_ids).values())
    return {lang for lang in found if lang and lang not in PAYMENT_WORDING_LANGUAGES}
