"""Aggregation questions ("total utilities paid in November last year", "how many water bills in 2025",
"biggest heating bill", "which bills are unpaid") answered by SQL over PaymentRecord, never by retrieval.

Everything is computed in the database (Sum/Count/Max/Min grouped by currency) over the records of the
documents ``documents_visible`` returns for the asker; currencies are never added together. Months are
by paid-on date. "Utilities" are electricity + gas + water. Every contributing document is cited.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from dateutil.relativedelta import relativedelta
from django.db.models import Count, Exists, Max, Min, OuterRef, Q, QuerySet, Sum
from django.db.models.functions import Coalesce, TruncMonth, TruncQuarter

from archive.access import documents_visible
from archive.models import Document, PaymentRecord

from .amount_bounds import AmountBounds, amount_bounds, without_bounds
from .company_names import same_company
from .former_home import without_former_home
from .identifiers import question_identifiers
from .languages import LANGUAGE_NAMES
from .payment_echoes import EchoSets, acknowledged_payments, echo_sets
from .qualifiers import unprinted_qualifiers
from .question_type import TAX_RECKONING
from .record_scope import (
    asks_dwelling_bills,
    bounded,
    dedupe_payments,
    dwelling_bills,
    format_money,
    home_scope,
    language_scope,
    payee_filter,
    records_for,
    sensitive_printing,
    text_scope,
    unfamiliar_languages,
)
from .restated_bills import restated_records
from .timerange import parse_time_range, range_label, split_year
from .types import Answer

BACKEND = "aggregate-sql"
UTILITIES = ("electricity", "gas", "water")

_AGGREGATE = re.compile(
    r"\b(?:total|sum|altogether|in all|combined|averag(?:e|ed|es|ing)|avg|mean|highest|biggest|largest|most expensive|"
    r"cost(?:s|ed)? the most|paid the most|"
    r"lowest|smallest|cheapest|how many|count|(?:the|total) number of|unpaid|still owe|outstanding|which month|"
    r"c[oa]me to|add(?:s|ed)? up to|amount(?:s|ed)? to|together|still open|open bills|so far|year to date|ytd|"
    r"have(?:n't| not) (?:\w+ )?(?:yet )?paid|not (?:yet )?(?:been )?paid|yet to be paid|"
    r"the most (?:we|i)(?:'ve| have)? (?:ever )?paid|(?:do|did) (?:we|i) (?:still )?owe)\b",
    re.I)
# Money words that, with a category and a period of more than a month, make a question a total over bills.
# "What did the water company bill us for …": the verb as the noun.
_MONEY_WORD = re.compile(r"\b(?:spen[dt]|spending|costs?|cost us|paid|pay|payments?|bills|owe[ds]?|"
                         r"(?:bill(?:ed)?|charged?|invoiced?) (?:us|me))\b", re.I)
# Two amounts compared: "how much more … than", "X vs Y - how much more?".
_COMPARE = re.compile(r"\b(?:more|less|extra)\b.*\b(?:than|vs\.?|versus|compared (?:to|with))\b|"
                      r"\b(?:vs\.?|versus|compared (?:to|with))\b.*\b(?:more|less|extra|difference)\b|"
                      r"^\s*against\b.*\b(?:more|less|extra|difference)\b", re.I)
# "Compared with January through November last year, how much extra … this year?": the compared period leads.
_LEADING_COMPARE = re.compile(r"^\s*(?:compared (?:to|with)|versus|vs\.?|against)\s+([^,?]+),(.+)$", re.I | re.S)
# One purchase's total ("in total when we bought the dishwasher") is a lookup, not an aggregate.
_SINGLE = re.compile(r"\bwhen we (?:bought|got|ordered|purchased)\b|\bphone number\b", re.I)
# "for the gym membership", "on heating oil": a thing the question is about that is not a category word.
_THING = re.compile(r"\b(?:for|on)\s+(?:the\s+|our\s+|a\s+)?([a-z][a-z -]*?)\s*(?=\b(?:last|this|in|since|over|"
                    r"during|from|altogether|at|so far)\b|\?|$)", re.I)
_COUNT = re.compile(r"\b(?:how many|(?:the|total) number of|count)\b", re.I)
# What a count over records can count: documents and payments, not things printed inside one document.
_COUNTABLE = re.compile(r"\b(?:bills?|invoices?|statements?|receipts?|documents?|papers?|payments?|letters?|"
                        r"notices?|policies|policy|payslips?|times)\b", re.I)
_SPEND = re.compile(r"\b(?:how much|what did (?:we|i)|what have (?:we|i)|what has|"
                    r"what (?:was|were|has been|have been))\b.*"
                    r"\b(?:spen[dt]|pa(?:y|id)|"
                    r"(?:went|go(?:es)?|gone) (?:out )?(?:on|to|for)|(?:shell|fork|lay|laid)(?:ed)? out|"
                    r"(?:get|got|receive[d]?|take|took) from (?:us|me)|charged? (?:us|me)|"
                    r"(?:run|ran|set) (?:us|me)(?: back)?)\b|"
                    r"\b(?:what|how much) (?:did|does|do|has|have) .{1,60}"
                    r"\b(?:cost|run (?:us|me)|set (?:us|me) back)\b", re.I)
# Question words → categories. Order matters only for the notes.
_UTILITY_WORDS = r"\butilit(?:y|ies)\b"
_CATEGORY_WORDS = [
    (_UTILITY_WORDS, UTILITIES),
    # "the hydro": electricity, as Canadian English names it after its supplier.
    (r"\belectric(?:ity|al)?\b|\bpower\b|\blights?\b|\benergy\b|\bhydro\b", ("electricity",)),
    # "Heating oil" is not gas: a household without it would get its gas bills as the answer.
    (r"\bgas\b|\bheating\b(?! oil)", ("gas",)),
    (r"\b(?:heating|fuel|furnace) oil\b", ("heating_oil",)),
    (r"\bwater\b|\bsewer\b", ("water",)),
    (r"\binternet\b|\bwi-?fi\b|\bbroadband\b|\bfib(?:er|re)\b", ("internet",)),
    (r"\b(?:mobile |cell |tele)?phones?\b|\bmobiles?\b(?! homes?\b)", ("phone",)),
    (r"\brent\b", ("rent",)),
    (r"\binsurance\b|\bpremiums?\b", ("insurance",)),
    # "Rates" are a council's property tax in British, Irish, Australian and New Zealand English.
    (r"\btax(?:es)?\b|(?<!water )(?<!interest )(?<!exchange )(?<!sewer )\brates\b", ("tax",)),
    (r"\bgrocer(?:y|ies)\b|\bsupermarket\b", ("groceries",)),
    (r"\bmedical\b|\bdoctor\b|\bpharmacy\b|\bhealth\b", ("medical",)),
]
# Qualifiers that narrow a category to documents saying so (title or text), e.g. car vs renters insurance.
_QUALIFIERS = [
    (r"\b(?:car|auto|vehicle)\b", r"\m(auto|car|vehicle)\M"),
    (r"\b(?:renters?|contents)\b|\b(?:home|house)\s+insurance\b", r"\m(renters?|home ?owners?|contents)\M"),
]
_CURRENCY_WORDS = [(r"\bbritish pounds?\b|\bpounds? sterling\b|\bsterling\b|\bgbp\b|£|\bpounds\b", "GBP"),
                   (r"\beuros?\b|\beur\b|€", "EUR"), (r"\bus dollars?\b|\busd\b|\bin dollars\b", "USD")]
_HOME = re.compile(r"\b(?:our|the|at) (?:home|house|flat|apartment)\b|\bat home\b", re.I)
_NAMED = re.compile(r"\b(?:at|from|to|with)\s+((?:[A-Z][\w&'.-]*)(?:\s+[A-Z&][\w&'.-]*){0,4})")
_NOT_NAMES = {"January", "February", "March", "April", "May", "June", "July", "August", "September",
              "October", "November", "December", "What", "How", "When", "Which", "Who", "Where", "Did", "Do",
              "Does", "Is", "Are", "Was", "Were", "Have", "Has", "After", "Before", "In", "On", "For", "Of",
              "The", "Our", "My", "We", "Total", "Christmas", "Easter", "Monday", "Tuesday", "Wednesday",
              "Thursday", "Friday", "Saturday", "Sunday", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep",
              "Sept", "Oct", "Nov", "Dec", "Wi-Fi", "WiFi", "Internet", "TV"}


# Everything in a question that says what to compute or when, rather than what it is about: stripped
# before the rest is matched to a category by meaning.
_OP_WORDS = re.compile(
    r"\b(?:what(?:'s| is| was| were| are)?|how much|how many|did|do|does|we|i|us|our|my|the|a|an|in|on|for|of|"
    r"to|at|over|during|since|from|between|and|than|vs|versus|compared|with|total|totals|sum|altogether|in all|"
    r"combined|averag(?:e|ed|es|ing)|avg|mean|per|each|monthly|highest|biggest|largest|most|expensive|lowest|smallest|"
    r"cheapest|least|single|number|count|spend|spent|pay|paid|paying|payments?|cost|costs|costing|charged?|"
    r"bills?|receipts?|invoices?|statements?|documents?|amounts?|money|so far|this|last|next|previous|past|"
    r"year|years|month|months|quarter|week|weeks|"
    r"days?|ago|q[1-4]|ytd|to date|half|first|second|third|fourth|before|after|summer|winter|spring|autumn|"
    r"fall|january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|(?:19|20)\d\d|\d+|whole|entire|come|came|up|get|got|"
    r"there|were|was|is|are|be|been|had|have|has|all|any|it|that|which|when|where|out|go|went)\b", re.I)
#: Words for people, which a "for …" names as whom a payment was for, never as a payee.
_PRONOUNS = {"me", "us", "him", "her", "them", "you", "myself", "ourselves", "himself", "herself", "themselves"}
#: "paid the …" names the payee ("paid the hockey club for me so far"), unless it names an extreme ("paid the most").
_PAID_WHOM = re.compile(r"\b(?:paid|pay|paying|given|give|sent)\s+(?:the|our)\s+([a-z][a-z -]*?)\s*"
                        r"(?=\b(?:for|last|this|in|since|over|during|from|altogether|so far|at|on|to|by|back)\b"
                        r"|[?,.]|$)")
_EXTREME_WORDS = {"most", "least", "more", "less", "highest", "lowest", "biggest", "smallest", "bill", "bills",
                  "invoice", "invoices", "same", "whole", "full", "rest", "balance", "amount", "total"}
# What a "for the bills that are still open" says about records is their state, not a payee.
_STATUS_WORDS = {"open", "unpaid", "outstanding", "still", "due", "overdue", "pending", "yet", "not", "settled"}
#: Cosine floor for a question's leftover words to name a category (higher than for letterheads:
#: a question's few words carry less context, and a wrong category gives a confidently wrong total).
QUESTION_CATEGORY_SIMILARITY = 0.40


@dataclass
class Query:
    """What a question asks, after reading it."""

    # sum | max | min | avg | avg_monthly | count_payments | count_docs | argmax_month | argmin_month | unpaid |
    # unpaid_sum | unpaid_count | unpaid_first | diff
    op: str
    categories: tuple[str, ...] = ()
    start: date | None = None
    end: date | None = None
    label: str = "all dates"
    currency: str | None = None
    payee_terms: list[str] = field(default_factory=list)
    qualifier: str | None = None  # Postgres regex the document must match (title or text)
    home_only: bool = False
    other: tuple[date, date, str] | None = None  # the second period of a comparison ("… than in 2024")
    # "more on electricity than on gas": the kinds on each side of a comparison within one period
    versus: tuple[tuple[str, ...], tuple[str, ...]] | None = None
    category_note: str | None = None  # how the categories were read, when by meaning
    less: bool = False  # a comparison asked as "how much less", not "more"
    bounds: AmountBounds | None = None  # "bills over $150": bounds on each record's amount
    paid_only: bool = False  # "how many bills have we paid": a count of paid bills only
    unit: str = "month"  # the periods argmax_month / argmin_month compare: month, quarter or year
    # "our cottage in France", "Gran's power in Austria": papers written in a language the place speaks (ISO 639-1)
    languages: frozenset[str] = frozenset()
    # "invoice QX-77-1204", "account 90311847": only papers printing them count (ask.identifiers)
    identifiers: list[str] = field(default_factory=list)


_PLURAL_SPENDING = re.compile(r"\b(?:bills|payments|invoices|statements|receipts|purchases|orders|charges|costs|"
                              r"premiums|instal?ments|fees)\b", re.I)


def is_strong_aggregate(q: str, *, as_of: date) -> bool:
    """True when ``q`` can only be answered by arithmetic over many records (a count, an average, a
    comparison, a total over a period longer than one bill, "altogether"), so that when no record
    matches, the honest answer is "none on record", never one document's figure."""
    q = q or ""
    if not is_aggregate_question(q):
        return False
    if re.search(r"\b(?:how many|number of|averag(?:e|ed|es|ing)|avg|mean|per month|each month|"
                 r"which month|what month|all (?:the|our|my) |so far|year to date|ytd)\b", q, re.I):
        return True
    rng = parse_time_range(q, as_of=as_of)
    untaxed = TAX_RECKONING.sub(" ", q)  # "tax included" names no kind of bill
    if re.search(r"\b(?:altogether|all together|in all|combined)\b", q, re.I) and (
            rng or _PLURAL_SPENDING.search(q) or any(re.search(p, untaxed, re.I) for p, _ in _CATEGORY_WORDS)):
        # "altogether" sums many records only when the question names many ("the bills", a period, a kind of
        # bill); "what did the order with the blender come to altogether" is one paper's printed total.
        return True
    if rng and (rng[1] - rng[0]).days > 40:
        return True
    return bool(re.search(r"\b(?:bills|payments|invoices|statements)\b", q, re.I) and rng)


def _categories_by_meaning(question: str) -> tuple[tuple[str, ...], str | None]:
    """Categories a question names in other words ("heating the flat", "the fibre line"): its words left
    after the operation, period and filler are stripped, matched by ``ingest.categories.category_match``."""
    from ingest.categories import category_expand, category_match

    rest = re.sub(r"[^\w' -]+", " ", _OP_WORDS.sub(" ", question))
    # "household bills", "our spending": words naming every kind of spending name no category.
    rest = " ".join(w for w in rest.split() if w.lower() not in _EVERYTHING_WORDS)
    if len(rest) < 3:
        return (), None
    match = category_match(rest, groups=True, min_similarity=QUESTION_CATEGORY_SIMILARITY, min_margin=0.05)
    if match is None or match.name == "other":
        return (), None
    return category_expand(match.name), f"“{rest}” read as {match.name} (similarity {match.similarity:.2f})"


#: Words that name no topic in a question about all spending.
_EVERYTHING_WORDS = {"everything", "overall", "together", "household", "spending", "expenses", "outgoings", "things",
                     "stuff", "euros", "dollars", "pounds", "usd", "eur", "gbp", "start", "beginning", "end", "mid",
                     "fortnight", "family", "categories", "category", "included", "across", "kinds", "types"}


def _unread_topic(question: str) -> str:
    """The content words of ``question`` left once its operation, period and filler words are stripped
    (``_OP_WORDS``): what it asks about that no category, payee or currency took; "" when none are left."""
    from .question_type import STOPWORDS

    rest = [w for w in re.findall(r"[a-z][a-z'’]{2,}", _OP_WORDS.sub(" ", question.lower()))
            if w not in STOPWORDS and w not in _STATUS_WORDS and w not in _EVERYTHING_WORDS]
    return " ".join(rest)


def is_aggregate_question(q: str) -> bool:
    """True when ``q`` asks for arithmetic over records (a total, count, extreme, average, or what is unpaid)
    rather than a fact from one document."""
    q = q or ""
    if _SINGLE.search(q):
        return False
    count = _COUNT.search(q)
    if count and not _COUNTABLE.match(q[count.end():count.end() + 40].strip(" ?"), 0) and not re.match(
            r"\s*(?:\w+\s+){0,3}" + _COUNTABLE.pattern, q[count.end():], re.I):
        # "how many days' notice", "how many tracks": a fact printed in a document, not a count of records;
        # the counted noun must follow within three words.
        return False
    rng = parse_time_range(q, as_of=date.today())
    if re.search(_UTILITY_WORDS, q, re.I) and rng:
        return True  # "utilities in October": a group of categories over a period is a sum of bills
    if rng and (rng[1] - rng[0]).days > 31 and _MONEY_WORD.search(q) and \
            any(re.search(p, q, re.I) for p, _ in _CATEGORY_WORDS):
        return True  # "broadband spend jan-jun 2026", "what have heating costs been over the past three months"
    named = sum(1 for p, _ in _CATEGORY_WORDS[1:] if re.search(p, q, re.I))
    if named >= 2 and rng and re.search(r"\b(?:plus|and)\b|[+&]", q, re.I) and not re.search(
            r"\b(?:when|day|date|who|whom|where|which|why)\b", q, re.I):
        return True  # "power plus the wifi for jul-sep": two kinds of bill over a period are one total
    if _COMPARE.search(q) and rng:
        return True  # "how much less did heating cost in Q1 2026 than in Q1 2025"
    return bool(_AGGREGATE.search(q) or (_SPEND.search(q) and _scope_named(q)))


def _scope_named(q: str) -> bool:
    """A spending question is an aggregate when it names a period or a category ("how much for water
    last year"), not when it asks one document's amount ("how much is the deposit")."""
    return bool(parse_time_range(q, as_of=date.today()) or re.search(r"\b(?:altogether|ever|in all)\b", q, re.I)
                or any(re.search(p, q, re.I) for p, _ in _CATEGORY_WORDS)
                or any(re.search(p, q, re.I) for p, _ in _CURRENCY_WORDS))


def named_categories(q: str) -> tuple[str, ...]:
    """The categories ``q`` (lower case) names by word (``_CATEGORY_WORDS``), in their order there; "the water
    utility", "our electric utility" is one kind of utility, not all of them."""
    one_utility = re.search(r"\b(?:water|gas|electric(?:ity)?|power|energy)\s+(?:utility|company|provider)\b", q)
    cats: list[str] = []
    for pattern, names in _CATEGORY_WORDS:
        if re.search(pattern, q) and not (one_utility and pattern == _UTILITY_WORDS):
            cats.extend(n for n in names if n not in cats)
    return tuple(cats)


def _read(question: str, as_of: date) -> Query:
    q = TAX_RECKONING.sub(" ", without_bounds(question).lower())  # "at least $150" asks for no minimum
    unpaid_words = r"\b(?:unpaid|not (?:yet )?(?:been )?paid|outstanding|still open|open bills?|open invoices?)\b"
    if re.search(r"\bhow many\b|\bnumber of\b", q) and re.search(unpaid_words, q):
        op = "unpaid_count"  # "how many bills are still open?"
    elif re.search(unpaid_words, q) and re.search(r"\bdue (?:first|soonest|next)\b|\b(?:first|soonest|next) due\b|"
                                                   r"\bearliest\b", q):
        op = "unpaid_first"  # "which open bill is due first?"
    elif re.search(r"^\s*(?:is there |are there )?(?:anything|any)\b", q) and re.search(unpaid_words, q) \
            and not re.search(r"\bhow much\b|\btotal\b|\bamount\b|\bsum\b", q):
        op = "unpaid"  # "anything still outstanding on our bills?": which ones
    elif (re.search(r"\b(?:which|what)\b.*\b(?:unpaid|not (?:yet )?(?:been )?paid|outstanding|still open|to be paid|"
                  r"have(?:n't| not) (?:\w+ )?(?:yet )?paid)\b|"
                  r"\b(?:unpaid|not (?:yet )?(?:been )?paid|outstanding|still open)\b.*\bwhich\b", q)
            and not re.search(r"\bhow much\b|\btotal\b|\bamount\b|\bsum\b|"
                              r"^\s*what (?:do|does) (?:we|i) (?:still )?owe\b", q)) \
            or \
            re.fullmatch(r"\s*(?:any )?(?:unpaid|outstanding|open) (?:bills|invoices)\s*\??\s*", q):
        op = "unpaid"
    elif re.search(r"\bstill owe\b|\bunpaid\b|\boutstanding\b|\bhaven't been paid\b|\bnot (?:yet )?paid\b|"
                   r"\bhave(?:n't| not) (?:\w+ )?(?:yet )?paid\b|"
                   r"\bstill (?:have|need|got) to pay\b|\byet to (?:be )?pa(?:y|id)\b|\b(?:left|remaining) to pay\b|"
                   r"\b(?:do|does) (?:we|i) (?:still )?owe\b|"
                   r"\bopen (?:bills|items|invoices)\b|\bstill open\b", q):
        op = "unpaid_sum"
    elif re.search(r"\b(?:which|what) (?:month|quarter)\b.*\b(?:least|lowest|cheapest|smallest)\b|"
                   r"\b(?:cheapest|lowest|least expensive|smallest)(?:\s+[a-z]+){0,2}\s+(?:month|quarter)\b|"
                   r"\b(?:month|quarter)\b.{0,60}\b(?:least|lowest|cheapest)\b", q):
        op = "argmin_month"
    elif re.search(r"\b(?:which|what) (?:month|quarter)\b|\b(?:month|quarter)\b.{0,60}\b(?:most|highest|biggest|"
                   r"largest)\b|\b(?:most expensive|highest|biggest|largest|costliest|priciest|dearest)"
                   r"(?:\s+[a-z]+){0,2}\s+(?:month|quarter)\b", q):
        op = "argmax_month"
    elif re.search(r"\bhow many times\b|\bhow often\b|\b(?:how many|number of|count of)\s+(?:\w+\s+){0,3}"
                   r"payments\b", q):
        op = "count_payments"  # "how many times have we paid …": payments made, not bills received
    elif re.search(r"\bhow many\b|\bnumber of\b|\bcount\b", q):
        op = "count_docs"
    elif _COMPARE.search(q):
        op = "diff"
    elif re.search(r"\bper month\b", q) or (re.search(r"\b(?:averag(?:e|ed|es|ing)|avg|mean)\b", q) and re.search(
            r"\bmonthly\b|\b(?:a|per|each|every) month\b", q)):
        # "Per year, on average, what did we pay for it each month?": the average and its unit may stand apart.
        op = "avg_monthly"
    elif re.search(r"\baverag(?:e|ed|es|ing)\b|\bmean\b", q):
        op = "avg"
    elif re.search(r"\bhighest\b|\bbiggest\b|\blargest\b|\bmost expensive\b|\bmost\b(?! recent)", q):
        op = "max"
    elif re.search(r"\blowest\b|\bsmallest\b|\bcheapest\b|\bleast\b", q):
        op = "min"
    else:
        op = "sum"
    cats = list(named_categories(q))
    note = None
    if not cats and is_strong_aggregate(question, as_of=as_of):
        # Only where no single document can be meant: "the total on the hardware receipt" is one receipt.
        by_meaning, note = _categories_by_meaning(question)
        cats = list(by_meaning)
    query = Query(op=op, categories=tuple(cats), category_note=note, bounds=amount_bounds(question),
                  paid_only=op == "count_docs" and bool(re.search(r"\b(?:paid|settled)\b", q)))
    if op in ("argmax_month", "argmin_month") and re.search(r"\bquarters?\b", q) and not re.search(r"\bmonths?\b", q):
        query.unit = "quarter"  # "which quarter had the highest electricity costs?"
    for pattern, cur in _CURRENCY_WORDS:
        if re.search(pattern, q):
            query.currency = cur
            break
    # "car and renters": either kind of policy, each named by its own qualifier.
    named = [regex for pattern, regex in _QUALIFIERS if re.search(pattern, q) and "insurance" in cats]
    if named:
        query.qualifier = "|".join(named)
    query.home_only = bool(_HOME.search(q))
    rng = parse_time_range(question, as_of=as_of)
    if op == "diff":
        # "more in 2025 than in 2024": each side of "than" names its own period.
        parts = re.split(r"\b(?:than|compared (?:to|with)|versus|vs\.?)\b", question, maxsplit=1, flags=re.I)
        lead = _LEADING_COMPARE.match(question)
        if lead:
            parts = [lead.group(2), lead.group(1)]  # the main clause first, the period it is compared with second
        if len(parts) == 2:
            a, b = parse_time_range(parts[0], as_of=as_of), parse_time_range(parts[1], as_of=as_of)
            if lead and b and a is None:
                # "Compared with last year, how much more …?": the main clause is the same months a year on.
                a0, a1 = b[0] + relativedelta(years=1), b[1] + relativedelta(years=1)
                a = (a0, min(a1, as_of), range_label(a0, min(a1, as_of))) if a0 <= as_of else None
            if a and b and a[:2] == b[:2] and re.search(r"\blast\b", parts[1], re.I):
                # "this October vs last October": the second is the same period a year before.
                b0, b1 = a[0] - relativedelta(years=1), a[1] - relativedelta(years=1)
                b = (b0, b1, range_label(b0, b1))
            if a and b and re.search(r"\bsame\b", parts[1], re.I):
                # "than in the same months last year": the first period, moved to the other year.
                years = a[0].year - b[0].year
                b0, b1 = a[0] - relativedelta(years=years), a[1] - relativedelta(years=years)
                b = (b0, b1, range_label(b0, b1))
            elif a and b and re.search(r"\bsame\b", parts[0], re.I):
                # "compared with January to November last year, … in the same months this year": the other way.
                years = a[0].year - b[0].year
                a0, a1 = b[0] + relativedelta(years=years), b[1] + relativedelta(years=years)
                a = (a0, a1, range_label(a0, a1))
            if a and b:
                rng, query.other = a, b
            sides = (named_categories(parts[0].lower()), named_categories(parts[1].lower()))
            if not query.other and all(sides) and not set(sides[0]) & set(sides[1]):
                query.versus = sides  # "more on electricity than on gas last year": one period, two kinds
    if rng:
        query.start, query.end, query.label = rng
    query.less = op == "diff" and bool(re.search(r"\bless\b", q)) and not re.search(r"\bmore\b", q)
    thing = _THING.search(question)
    # "for the flat's bills which are still open": a relative clause says which bills, not whose.
    thing_words = re.split(r"\b(?:that|which|who|we|i)\b", thing.group(1))[0].strip() if thing else ""
    if thing and not cats and not query.currency and not re.match(r"(?:last|this|next|in|\d)", thing.group(1)) \
            and not set(_OP_WORDS.sub("", thing_words).split()) <= _STATUS_WORDS | _DWELLINGS | _PRONOUNS:
        query.payee_terms.append(thing_words)  # matched against payee and snippet below
    paid_whom = _PAID_WHOM.search(question)
    if paid_whom and not cats and not query.currency and not query.payee_terms \
            and not set(paid_whom.group(1).split()) & (_STATUS_WORDS | _EXTREME_WORDS):
        query.payee_terms.append(paid_whom.group(1))  # "paid the hockey club for me": whom, not for whom
    for m in _NAMED.finditer(question):
        words = [w for w in m.group(1).split() if w not in _NOT_NAMES]
        if words:
            query.payee_terms.append(" ".join(words))
    without_currency = question
    for pattern, _ in _CURRENCY_WORDS:  # "British pounds" names a currency, not a payee
        without_currency = re.sub(pattern, " ", without_currency, flags=re.I)
    for name in _capitalised_names(without_currency):
        if not any(name in t or t in name for t in query.payee_terms):
            query.payee_terms.append(name)
    for m in _RELATIVE.finditer(question):  # typed in lower case too: "mum's electricity"
        if not any(m.group(1).lower() in t.lower() for t in query.payee_terms):
            query.payee_terms.append(m.group(1))
    _place_scope(question, query)
    query.identifiers = question_identifiers(question)
    return query


def _place_scope(question: str, query: Query) -> None:
    """Read a place the question names ("in Austria", "the French cottage"; ``ask.languages.named_languages``) as the
    papers written in its languages, not as a payee."""
    from .languages import named_languages, place_languages
    from .question_type import stem

    query.languages = named_languages(question)
    places = place_languages()
    # "… and the French cottage too": the place is added to the rest, not the only one counted.
    widened = bool(query.languages) and bool(_AS_WELL.search(question))

    def is_place(term: str) -> bool:
        return any(stem(w.lower()) in places for w in re.findall(r"[A-Za-z]+", term))

    kept = []
    for term in query.payee_terms:
        if query.languages and (is_place(term) or set(re.findall(r"[a-z]+", term.lower())) <= _DWELLINGS):
            continue  # "the cottage in France": the place, and the home it is about, are no payee
        kept.append(term)
    query.payee_terms = kept
    if query.languages:
        query.home_only = False  # the home named is the one abroad
    if widened:
        query.languages = frozenset()


_AS_WELL = re.compile(r"\b(?:as well|too|also|includ(?:e|es|ed|ing)|counting|plus|along with|together with)\b", re.I)
#: Words for a home, which a place word makes the home there.
_DWELLINGS = {"apartment", "flat", "house", "home", "villa", "cottage", "place", "condo", "holiday", "the", "our", "in"}


#: Zipf frequency (wordfreq, English) under which a payee's word is a name rather than an everyday word:
#: "brindlemoor" or "ostravane" are names; "water", "valley", "networks" are words many payees share.
NAME_WORD_ZIPF = 2.5


def payees_named(question: str, user, *, include_sensitive: bool = False) -> list[str]:
    """The payee a question names in lower case or in part ("brindlemoor spend this year" for a payee stored
    as "BRINDLEMOOR Networks Ltd"), looked up among the user's own visible records: a payee counts when the
    question holds a word of its name that is rare in English (wordfreq Zipf < ``NAME_WORD_ZIPF``, ≥ 4
    letters), or its first two words in a row. Returns ``[term]``, the question's words that named it (a
    term ``payee_filter`` matches on every spelling of that payee), or [] when none or two different
    names match."""
    from wordfreq import zipf_frequency

    words = re.findall(r"[a-z][a-z'’&-]*", question.lower())
    text = " " + " ".join(words) + " "
    visible = documents_visible(user, include_sensitive=include_sensitive)
    payees = (PaymentRecord.objects.filter(document__in=visible.values("id")).exclude(payee="")
              .values_list("payee", flat=True).distinct()[:500])
    terms = set()
    for payee in payees:
        name = re.findall(r"[a-z][a-z'’&-]*", payee.lower())
        rare = list(dict.fromkeys(w for w in name if len(w) >= 4 and w in words
                                  and zipf_frequency(w, "en") < NAME_WORD_ZIPF))
        if rare:
            terms.add(" ".join(rare))
        elif len(name) >= 2 and f" {name[0]} {name[1]} " in text:
            terms.add(f"{name[0]} {name[1]}")
    return list(terms) if len(terms) == 1 else []


_NAME_RUN = re.compile(r"(?<![\w'])([A-Z][\w&'.-]*(?:\s+(?:&\s+)?[A-Z][\w&'.-]*)*)")


# A relative's possessive: whose bills are asked ("Gran's water"), which no payee or paper prints.
_RELATIVE = re.compile(r"\b((?:mum|mom|mother|dad|father|gran|granny|grandma|grandmother|grandpa|grandad|granddad|"
                       r"grandfather|nan|nana|nanna|sister|brother|son|daughter|aunt|auntie|uncle|wife|husband|"
                       r"cousin|niece|nephew)['’]s)(?!\w)", re.I)


def _capitalised_names(question: str) -> list[str]:
    """Runs of capitalised words inside a question ("paying Brackwater Self Storage"): the names of payees
    it may be about. Not the question's first word alone, month names, currency codes or "I"."""
    out = []
    for m in _NAME_RUN.finditer(question):
        words = [w for w in m.group(1).split()
                 if not all(part in _NOT_NAMES for part in re.split(r"[-–/]", w) if part)  # "Dec-Feb"
                 and not re.fullmatch(r"[A-Z]{3}|I|Q[1-4]|H[12]", w)]
        if not words or (m.start() == 0 and len(words) < 2):
            continue
        if m.start() == 0:
            words = words[1:]  # "Brackwater …" at the start: the first word may just be capitalised
        if words and re.search(r"[A-Za-z]{3}", " ".join(words)):
            out.append(" ".join(words))
    return out


def _companies(recs: QuerySet) -> int:
    """How many companies the payees of ``recs`` name (``company_names.same_company`` groups spellings)."""
    names: list[str] = []
    for payee in recs.exclude(payee="").values_list("payee", flat=True).distinct()[:200]:
        if not any(same_company(payee, n) for n in names):
            names.append(payee)
    return len(names)


def _round(value) -> int:
    return int(Decimal(value).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def _incomplete(visible: QuerySet, query: Query) -> int:
    """Visible documents in range whose money records are not (yet) known: not indexed or not extracted."""
    docs = visible.filter(~Q(extraction_status=Document.Extraction.DONE) | ~Q(status=Document.Status.INDEXED))
    if query.start and query.end:
        docs = docs.filter(Q(document_date__isnull=True) | Q(document_date__range=(query.start, query.end)))
    return docs.count()


def aggregate_answer(user, question: str, *, as_of: date, include_sensitive: bool) -> Answer | None:
    """Answer an aggregate question from PaymentRecord by SQL, or None when ``question`` is not one.

    When no record matches, ``answer`` is None with reason ``no_records``: the caller may then look for a
    printed figure, unless ``is_strong_aggregate`` says no single document can hold the answer.

    Amounts are reported per currency in major units with cents ("USD 266.44"); dates are by paid-on day
    within the range the question names relative to ``as_of``. ``cited`` lists every contributing document
    id; ``notes`` say what was counted. Confidence drops when documents in range are not extracted."""
    if not is_aggregate_question(question):
        return None
    query = _read(question, as_of)
    if split_year(question):
        # "The rates for 2026/27": which months that year spans is the issuer's; the paper labelled with it states
        # its own figure, and a sum over a calendar year would be a wrong answer.
        return None
    if query.op not in ("argmax_month", "argmin_month") and re.match(
            r"\s*(?:when|by when|until when|till when|by what date|on what date|what date)\b", question, re.I):
        return None  # "when does the open water bill have to be paid?" asks for a date, not a sum
    if query.op == "sum" and not query.start and not re.search(
            r"\b(?:altogether|in all|combined|ever|so far|in total|total|all (?:our|the|my)|to date|sum of|"
            r"all (?:payments|bills|invoices|charges|expenses|statements)|have (?:we|i) (?:ever )?(?:paid|spent)|"
            r"(?:over|across|for|in) (?:the|all|our) (?:(?:last|past|previous) )?(?:\w+ ){0,2}(?:years|terms|periods)|"
            r"on (?:file|record))\b",
            question, re.I):
        return None  # "what did the electricity bill from that month come to?": one bill, not all time
    if query.identifiers and query.op in ("sum", "max", "min", "avg") and not query.start:
        return None  # "the sum on invoice QX-77-1204": that paper's own figure, read from it
    if not (query.categories or query.payee_terms or query.currency):
        query.payee_terms = payees_named(question, user, include_sensitive=include_sensitive)
    # A place alone ("the invoice from Germany") names no kind of payment: it is one paper, unless the question
    # asks for a total over a period, as below.
    if query.op in ("sum", "max", "min", "avg") and not (query.categories or query.payee_terms or query.currency):
        # A figure over everything on record: only when the question says so and names a period ("what did
        # we spend in total in March?"); "the cargo bike order in total" or "what went into my pension from
        # September's pay" is one document's figure.
        if not query.start or not re.search(
                r"\b(?:total|altogether|in all|combined|spen[dt]|(?:did|have) (?:we|i) pa(?:y|id)|"
                r"(?:we|i) (?:paid|bought))\b", question, re.I):
            return None
        topic = _unread_topic(question)
        if topic:
            # "What have we spent keeping warm since March?": a topic no category took is not "everything".
            return Answer(answer=None, cited=[], backend=BACKEND, notes=[
                f"“{topic}” was not read as a kind of payment on record, so no total is given."])
    recs, visible = records_for(user, query, include_sensitive, as_of)
    notes: list[str] = [f"Category {query.category_note}."] if query.category_note else []
    if query.categories:
        notes.append("Counted categories: " + _names(query.categories)
                     + (" (utilities = electricity + gas + water)" if set(UTILITIES) <= set(query.categories) else ""))
    places: list[str] = []
    whose: list[str] = []
    recs, unmatched = payee_filter(recs, query.payee_terms, places, question, whose)
    if whose and not places and (not query.categories or _companies(recs) > 1):
        # "What did the bills for Grandpa's cottage add up to?", "mum's electricity": whose papers they are is printed
        # nowhere; every bill on file, or those of a kind several companies bill, would be a wrong answer. A kind one
        # company bills ("Gran's heating oil") or a place the papers print ("Mum's gas in Italy") says which.
        return Answer(answer=None, cited=[], backend=BACKEND, notes=[
            f"Which papers are {whose[0]} is not on record, so no total is given."])
    owned = [t for t in places if text_scope(t, question) == "owner"]
    if places:
        notes.append("Counted the documents that print " + ", ".join(re.sub(r"['’]s$", "", t) for t in places)
                     + ".")
    elif query.home_only:
        recs = home_scope(recs, visible, notes)
        recs = without_former_home(recs, notes)  # "the house": not the old flat's meter
    if not query.categories and asks_dwelling_bills(question):
        recs = dwelling_bills(recs, notes)  # "the house bills": not the health premium nor the sofa
    if query.bounds:
        recs, bound_note = bounded(recs, query.bounds)
        notes.append(bound_note)
    if unmatched:
        notes.append("No payments on record for: " + ", ".join(unmatched) + ".")
        recs = recs.none()

    restated = restated_records(recs)
    if restated:
        # A reminder or receipt that restates a bill under its number says what became of it: one bill.
        recs = recs.exclude(pk__in=restated)
        notes.append("A bill a later paper restates under its number (a reminder, a receipt) is counted once, "
                     "as the later paper shows it.")

    handler = {"unpaid": _unpaid, "unpaid_sum": _unpaid, "unpaid_count": _unpaid, "unpaid_first": _unpaid,
               "count_docs": _count_docs, "count_payments": _count_payments,
               "argmax_month": _argmax_month, "argmin_month": _argmax_month,
               "diff": _diff}.get(query.op, _figure)
    echoes = echo_sets(visible)
    text, cited = handler(recs, visible, query, as_of, notes, echoes)

    missing = _incomplete(visible, query)
    confidence = 0.95
    unheld = _unheld_in_range(recs, echoes, query, as_of) if query.op in _OVER_PAYMENTS else 0
    if unheld:
        # "Payment received 3 May … -$70.00" on a bill whose predecessor is not on file: a payment made in the
        # period that the figure leaves out, since no bill of the archive is the one it paid.
        notes.append(f"{unheld} payment(s) in this period are only acknowledged on a later bill (the bill they paid "
                     "is not on file) and are not counted: the figure may leave them out.")
        confidence = UNREAD_CONFIDENCE
    unread = _payments_unread(recs, visible, query, as_of) if query.op in _OVER_PAYMENTS else 0
    if unread:
        # A bill of the asked kind in the period whose payment was never read: the figure may leave it out.
        notes.append(f"{unread} bill(s) in this period show an amount but no payment on record (paid by a route "
                     "the papers do not show, or not yet): the figure may leave them out.")
        confidence = UNREAD_CONFIDENCE
    if missing:
        notes.append(f"The figure may be incomplete: {missing} visible document(s)"
                     f"{' in range' if query.start else ''} are not yet indexed or their amounts not extracted.")
        confidence = min(confidence, 0.6)
    if not cited:
        confidence = min(confidence, 0.5)
    unfamiliar = unfamiliar_languages(cited)
    if unfamiliar:
        # A Spanish bill's "se cargará" or "fecha límite" is no wording ingest reads: paid or due was guessed.
        names = ", ".join(sorted(LANGUAGE_NAMES.get(lang, lang) for lang in unfamiliar))
        if query.op.startswith("unpaid"):
            # What is still open is read from that wording alone: no figure rather than a guessed one.
            return Answer(answer=None, cited=[], backend=BACKEND, notes=notes + [
                f"Some of these bills are in {names}, whose payment wording is not read here, so which are still "
                "open is not known; no figure is given."])
        notes.append(f"Some papers counted are in {names}, whose payment wording is not read here: whether each "
                     "was paid or is still due may be wrong; check the cited papers.")
        confidence = min(confidence, UNREAD_CONFIDENCE)
    if owned and cited:
        # "the Transit's insurance": the papers printing the car's name, while a renewal may print only its number.
        notes.append("Other papers about it that do not print its name are not counted.")
        confidence = min(confidence, TOPIC_CONFIDENCE)
    unprinted = unprinted_qualifiers(question, cited, read=words_read(question, [*query.payee_terms, *places])) \
        if cited else []
    if unprinted:
        # "Electricity at the lake house": no counted paper prints "lake", so the figure is every paper of the kind.
        notes.append(f"No counted paper prints “{', '.join(unprinted)}”: the figure counts every paper of the kind "
                     "asked, not only those.")
        confidence = min(confidence, TOPIC_CONFIDENCE)
    topic = next((t for t in query.payee_terms if _common_word_topic(t, question)), None)
    if topic and cited:
        # "spend on appliances": the payments whose payee or text prints the word, not every payment of that
        # kind (a receipt in another language, a shop named otherwise): flagged, below one half.
        notes.append(f"Counted the payments whose payee or text says “{topic}”; others of that kind may not say so.")
        confidence = min(confidence, TOPIC_CONFIDENCE)
    hidden = sensitive_printing(user, visible, query.payee_terms) if cited and not include_sensitive else 0
    if hidden:
        # A confidential bank statement naming the payee may show a payment no paper in the pool does.
        notes.append(f"{hidden} confidential or restricted document(s) you may open also name this payee; Ask leaves "
                     "them out unless an admin includes them, so the figure may miss payments they show.")
        confidence = min(confidence, TOPIC_CONFIDENCE)
    return Answer(answer=text, cited=cited, confidence=confidence, backend=BACKEND, notes=notes,
                  reason=None)


def words_read(question: str, terms: list[str]) -> set[str]:
    """The words (lower case) of ``question`` that a query has already read: those naming a category
    (``_CATEGORY_WORDS``) and those of ``terms`` (its payee terms and places); ``ask.qualifiers`` leaves them out."""
    read = {w.lower() for w in re.findall(r"[\w'’-]+", question)
            if any(re.search(p, w, re.I) for p, _ in _CATEGORY_WORDS)}
    return read | {w.lower() for t in terms for w in re.findall(r"[\w'’-]+", t)}


#: Confidence of a figure over the payments that print a common word the question names ("appliances").
TOPIC_CONFIDENCE = 0.45


def _common_word_topic(term: str, question: str) -> bool:
    """Whether ``term`` (a payee term of the question) is a common English word written in lower case in the
    question (wordfreq Zipf ≥ 3, every word), i.e. a kind of purchase rather than a name."""
    from wordfreq import zipf_frequency

    words = re.findall(r"[A-Za-z]+", term)
    return bool(words) and all(w.islower() and zipf_frequency(w, "en") >= 3.0 for w in words) \
        and term in question


#: The operations over paid amounts, which a bill whose payment was not read would make wrong.
_OVER_PAYMENTS = {"sum", "max", "min", "avg", "avg_monthly", "diff", "argmax_month", "argmin_month",
                  "count_payments"}
#: Confidence of a figure with such bills in its period: below one half, so it is flagged "check these".
UNREAD_CONFIDENCE = 0.45


def _payments_unread(recs: QuerySet, visible: QuerySet, query: Query, as_of: date) -> int:
    """Documents among ``recs`` (the question's categories and payees) that show a bill's amount (due or
    charged) dated in the period asked and before ``as_of``, but no payment: no paid or refunded record on
    the same document, nor a visible paid record of the same amount and currency elsewhere (the statement
    or receipt that paid it)."""
    billed = recs.filter(kind__in=[PaymentRecord.Kind.DUE, PaymentRecord.Kind.CHARGED])
    if query.start and query.end:
        billed = billed.filter(Q(due_on__range=(query.start, query.end))
                               | Q(due_on__isnull=True, statement_date__range=(query.start, query.end)))
    billed = billed.filter(Q(due_on__lt=as_of) | Q(due_on__isnull=True))
    # A bill often acknowledges the payment of the one before it ("we received your payment of …"): a
    # payment printed on the same paper settles it only when it is of its amount or made after it was issued.
    paid_here = PaymentRecord.objects.filter(
        Q(amount_cents=OuterRef("amount_cents")) | Q(paid_on__isnull=True)
        | Q(paid_on__gte=OuterRef("statement_date")) | Q(paid_on__gte=OuterRef("due_on") - timedelta(days=45)),
        document=OuterRef("document"), kind__in=[PaymentRecord.Kind.PAID, PaymentRecord.Kind.REFUNDED])
    # Paid elsewhere (a statement line, a receipt): the same amount around the bill's dates, since instalments
    # of one amount repeat through the year.
    paid_elsewhere = PaymentRecord.objects.filter(
        Q(paid_on__isnull=True)
        | Q(paid_on__range=(OuterRef("due_on") - timedelta(days=45), OuterRef("due_on") + timedelta(days=75)))
        | Q(paid_on__range=(OuterRef("statement_date") - timedelta(days=15),
                            OuterRef("statement_date") + timedelta(days=100))),
        document__in=visible.values("id"), kind=PaymentRecord.Kind.PAID,
        amount_cents=OuterRef("amount_cents"), currency=OuterRef("currency"))
    return billed.exclude(Exists(paid_here)).exclude(Exists(paid_elsewhere)).values("document").distinct().count()


def _paid_in_range(recs: QuerySet, visible: QuerySet, query: Query, start=None, end=None, *,
                   as_of: date | None = None, echoes: EchoSets) -> QuerySet:
    start, end = start or query.start, end or query.end
    # Refunds are stored as negative amounts (kind "refunded"): they reduce what was paid, but are no
    # payment of their own for a largest, smallest or average one.
    kinds = [PaymentRecord.Kind.PAID] + ([] if query.op in ("max", "min", "avg") else [PaymentRecord.Kind.REFUNDED])
    recs = recs.filter(kind__in=kinds)
    if start and end:
        recs = recs.filter(paid_on__range=(start, end))
    if as_of:
        recs = recs.filter(paid_on__lte=as_of)  # a debit announced for a later day has not happened yet
    return dedupe_payments(recs.exclude(pk__in=echoes.dropped), visible, echoes.dropped)


def _unheld_in_range(recs: QuerySet, echoes: EchoSets, query: Query, as_of: date) -> int:
    """How many payments of ``recs`` in the query's period (or the period it is compared with) a sum leaves out
    only because the bill they paid is not held (``EchoSets.unheld``)."""
    left = recs.filter(kind=PaymentRecord.Kind.PAID, pk__in=echoes.unheld, paid_on__lte=as_of)
    if query.start and query.end:
        periods = Q(paid_on__range=(query.start, query.end))
        if query.other:  # "… than in April and May": the compared period counts too
            periods |= Q(paid_on__range=query.other[:2])
        left = left.filter(periods)
    return left.count()


def _cite(recs: QuerySet) -> list[int]:
    """Every contributing document id, ascending (the surface caps the shown list)."""
    return sorted(set(recs.values_list("document_id", flat=True)))


def _per_currency(recs: QuerySet) -> list[dict]:
    return list(recs.values("currency").annotate(total=Sum("amount_cents"), n=Count("id"),
                                                 docs=Count("document", distinct=True),
                                                 hi=Max("amount_cents"), lo=Min("amount_cents"))
                .order_by("-n", "currency"))


def _figure(recs, visible, query: Query, as_of, notes, echoes: EchoSets) -> tuple[str, list[int]]:
    recs = _paid_in_range(recs, visible, query, as_of=as_of, echoes=echoes)
    rows = _per_currency(recs)
    what = _names(query.categories) or ("to " + ", ".join(query.payee_terms) if query.payee_terms else "") \
        or (f"in {query.currency}" if query.currency else "") or (language_scope(query) or "of everything")
    cat = _names(query.categories) or "all"  # for extremes and averages: "Highest gas payment"
    period = query.label if query.start else "all dates on record"
    if not rows:
        return f"No matching payments found for {period}.", []
    cited = _cite(recs)
    if query.op in ("max", "min"):
        # Amounts in different currencies cannot be ranked without conversion: the answer is the extreme in
        # the currency most of the payments are in (rows are ordered by count); the others go to the notes.
        word = "Highest" if query.op == "max" else "Lowest"
        first, chosen = None, []
        for r in rows:
            value = r["hi"] if query.op == "max" else r["lo"]
            chosen += list(recs.filter(currency=r["currency"], amount_cents=value)
                           .values_list("document_id", flat=True))
            if first is None:
                first = format_money(value, r["currency"])
            else:
                notes.append(f"{word} in {r['currency']} (not comparable without conversion): "
                             f"{format_money(value, r['currency'])}.")
        notes.append(f"{word} single payment out of {sum(r['n'] for r in rows)} ({cat}, paid {period}).")
        return f"{word} {cat} payment paid {period}: {first}.", sorted(set(chosen))
    if query.op == "avg_monthly":
        months = (query.end.year - query.start.year) * 12 + query.end.month - query.start.month + 1 \
            if query.start else 12
        parts = [format_money(_round(Decimal(r["total"]) / months), r["currency"]) for r in rows]
        notes.append(f"Sum divided by {months} months ({period}); per currency.")
        return f"Average monthly {cat} paid {period}: " + "; ".join(parts) + ".", cited
    if query.op == "avg":
        parts = [format_money(_round(Decimal(r["total"]) / r["n"]), r["currency"]) for r in rows]
        notes.append("Average per payment; per currency.")
        return f"Average {cat} payment paid {period}: " + "; ".join(parts) + ".", cited
    parts = [format_money(r["total"], r["currency"]) for r in rows]
    n, d = sum(r["n"] for r in rows), len(cited)
    notes.append(f"Paid {period} (by paid-on date); {n} payment(s) from {d} document(s); "
                 + "; ".join(f"{r['currency']}: {r['n']} payment(s)" for r in rows)
                 + (". Currencies are not added together." if len(rows) > 1 else "."))
    paid = f"paid {what}" if what.startswith(("to ", "in ", "on ")) else f"{what} paid"
    return (f"Total {paid} {period}: " + "; ".join(parts)
            + f" ({n} payment{'s' if n != 1 else ''} from {d} document{'s' if d != 1 else ''}).", cited)


def _names(categories) -> str:
    """Categories as a sentence names them: "heating oil, gas"."""
    return ", ".join(c.replace("_", " ") for c in categories)


def _diff(recs, visible, query: Query, as_of, notes, echoes: EchoSets) -> tuple[str, list[int]]:
    if query.versus:
        return _diff_kinds(recs, visible, query, as_of, notes, echoes)
    if not query.start:
        return _figure(recs, visible, query, as_of, notes, echoes)
    if query.other:
        b_start, b_end = query.other[0], query.other[1]
    else:
        b_start, b_end = query.start - relativedelta(years=1), query.end - relativedelta(years=1)
    a_recs = _paid_in_range(recs, visible, query, as_of=as_of, echoes=echoes)
    a = {r["currency"]: r["total"] for r in _per_currency(a_recs)}
    b_recs = _paid_in_range(recs, visible, query, b_start, b_end, as_of=as_of, echoes=echoes)
    b = {r["currency"]: r["total"] for r in _per_currency(b_recs)}
    diffs = {c: a.get(c, 0) - b.get(c, 0) for c in sorted(set(a) | set(b))}
    if query.less and all(d <= 0 for d in diffs.values()):  # "how much less …": said as a positive amount less
        parts = [f"{format_money(-d, c)} less" for c, d in diffs.items()]
    else:
        parts = [format_money(d, c) for c, d in diffs.items()]
    notes.append(f"{query.label} minus {range_label(b_start, b_end)}, by paid-on date; negative means less.")
    cited = sorted(set(_cite(a_recs)) | set(_cite(b_recs)))
    return (f"Difference ({query.label} vs {range_label(b_start, b_end)}): " + "; ".join(parts) + ".", cited)


def _diff_kinds(recs, visible, query: Query, as_of, notes, echoes: EchoSets) -> tuple[str, list[int]]:
    """One kind's total minus the other's over the same period ("how much more on electricity than on gas last
    year"), per currency, by paid-on date."""
    first, second = query.versus
    paid_a = _paid_in_range(recs.filter(category__in=first), visible, query, as_of=as_of, echoes=echoes)
    paid_b = _paid_in_range(recs.filter(category__in=second), visible, query, as_of=as_of, echoes=echoes)
    a = {r["currency"]: r["total"] for r in _per_currency(paid_a)}
    b = {r["currency"]: r["total"] for r in _per_currency(paid_b)}
    diffs = {c: a.get(c, 0) - b.get(c, 0) for c in sorted(set(a) | set(b))}
    if query.less and all(d <= 0 for d in diffs.values()):
        parts = [f"{format_money(-d, c)} less" for c, d in diffs.items()]
    else:
        parts = [format_money(d, c) for c, d in diffs.items()]
    period = query.label if query.start else "all dates on record"
    notes.append(f"{', '.join(first)} minus {', '.join(second)}, paid {period} (by paid-on date); negative means "
                 "less.")
    cited = sorted(set(_cite(paid_a)) | set(_cite(paid_b)))
    return f"Difference ({', '.join(first)} vs {', '.join(second)}, {period}): " + "; ".join(parts) + ".", cited


def _count_docs(recs, visible, query: Query, as_of, notes, echoes: EchoSets) -> tuple[str, list[int]]:
    # A bill counts by when it was issued (statement date), else by when it was paid.
    day = Coalesce("statement_date", "document__document_date", "paid_on")
    recs = recs.exclude(pk__in=acknowledged_payments(visible))  # a document is counted by its own bill
    if query.paid_only:
        # "how many … were paid in the last six months": paid bills, by the day they were paid, a payment
        # shown on two papers (the invoice and the "payment received" e-mail) once
        recs = dedupe_payments(recs.filter(kind=PaymentRecord.Kind.PAID), visible)
        day = Coalesce("paid_on", "statement_date", "document__document_date")
    recs = recs.annotate(day=day)
    if query.start:
        recs = recs.filter(day__range=(query.start, query.end))
    docs = _cite(recs)
    bills = _distinct_bills(recs)
    what = _names(query.categories) or "payment"
    period = query.label if query.start else "all dates on record"
    notes.append(f"Documents with a {what} amount paid {period} (by paid-on date)." if query.paid_only else
                 f"Documents with a {what} amount dated {period} (statement date, else paid-on date).")
    if bills < len(docs):
        notes.append(f"{len(docs) - bills} of them show the same bill as another (the same amounts on the same "
                     "days, from the same sender): each bill counted once.")
    return f"{bills} {what} document{'s' if bills != 1 else ''} ({period}).", docs


def _distinct_bills(recs: QuerySet) -> int:
    """How many bills the documents of ``recs`` show, a bill on two documents (a duplicate file, a scan of the
    printed PDF, a reminder repeating it) counted once: documents whose records name the same payee, amounts,
    currencies and dates (statement, due, paid) are one bill."""
    by_doc: dict[int, set] = {}
    for row in recs.values_list("document_id", "payee", "amount_cents", "currency", "statement_date", "due_on",
                                "paid_on"):
        doc, payee, *rest = row
        by_doc.setdefault(doc, set()).add((payee.strip().lower(), *rest))
    return len({frozenset(sig) for sig in by_doc.values()})


def _count_payments(recs, visible, query: Query, as_of, notes, echoes: EchoSets) -> tuple[str, list[int]]:
    # Payments made (paid-on date in the period, the same payment evidenced twice counted once); refunds
    # are money back, not payments.
    paid = _paid_in_range(recs, visible, query, as_of=as_of, echoes=echoes).filter(kind=PaymentRecord.Kind.PAID)
    n = paid.count()
    what = _names(query.categories) or ("to " + ", ".join(query.payee_terms) if query.payee_terms else "")
    period = query.label if query.start else "all dates on record"
    notes.append(f"Payments by paid-on date, {period}; one payment shown on two papers counted once.")
    noun = f"payment{'s' if n != 1 else ''}"
    label = f"{noun} {what}" if what.startswith("to ") else f"{what} {noun}".strip()
    return f"{n} {label} ({period}).", _cite(paid)


def _argmax_month(recs, visible, query: Query, as_of, notes, echoes: EchoSets) -> tuple[str, list[int]]:
    recs = _paid_in_range(recs, visible, query, as_of=as_of, echoes=echoes)
    trunc = TruncQuarter if query.unit == "quarter" else TruncMonth
    rows = list(recs.annotate(month=trunc("paid_on")).values("month", "currency")
                .annotate(total=Sum("amount_cents")).order_by("total" if query.op == "argmin_month" else "-total"))
    if not rows:
        return "No matching payments found.", []
    top = rows[0]
    first = top["month"]
    last = first + relativedelta(months=3 if query.unit == "quarter" else 1, days=-1)
    notes.append(f"{query.unit.capitalize()}s compared by paid-on date within {query.label}; "
                 f"{top['currency']} only, currencies are not mixed.")
    cited = _cite(recs.filter(paid_on__range=(first, last), currency=top["currency"]))
    name = f"Q{(first.month - 1) // 3 + 1} {first.year}" if query.unit == "quarter" else f"{first:%B %Y}"
    return f"{name} ({format_money(top['total'], top['currency'])}).", cited


#: Days before its due date a bill with no printed date is taken to have come: a payment before that
#: (last year's bill of the same amount) cannot have paid it.
BILL_LEAD_DAYS = 62


def _unpaid(recs, visible, query: Query, as_of, notes, echoes: EchoSets) -> tuple[str, list[int]]:
    # A bill is unpaid when its own record is still "due" and its due date has not passed, or when the
    # debit that will pay it is announced for a day after today.
    # A bill some other paper shows paid (a receipt, a statement row of the same amount, on or after the
    # bill's date and by today) is not open.
    paid_elsewhere = PaymentRecord.objects.filter(
        document__in=visible.values("id"), kind=PaymentRecord.Kind.PAID, amount_cents=OuterRef("amount_cents"),
        currency=OuterRef("currency"), paid_on__lte=as_of).exclude(document=OuterRef("document"))
    paid_after = paid_elsewhere.filter(paid_on__gte=OuterRef("statement_date"))
    due = recs.filter(Q(kind=PaymentRecord.Kind.DUE, due_on__gte=as_of)
                      | Q(kind=PaymentRecord.Kind.DUE, due_on__isnull=True)
                      | Q(kind=PaymentRecord.Kind.PAID, paid_on__gt=as_of)).exclude(
        Q(kind=PaymentRecord.Kind.DUE) & (Q(Exists(paid_after)) | Q(statement_date__isnull=True) & Q(Exists(
            paid_elsewhere.filter(paid_on__gte=OuterRef("due_on") - timedelta(days=BILL_LEAD_DAYS))))))
    cited = _cite(due)
    if not cited:
        return "No unpaid bills found.", []
    if query.op == "unpaid_count":
        notes.append("Bills whose statement shows no payment and whose due date is today or later.")
        return f"{len(cited)} unpaid bill{'s' if len(cited) != 1 else ''}.", cited
    if query.op == "unpaid_first":
        row = due.exclude(due_on__isnull=True).order_by("due_on", "id").values(
            "category", "payee", "amount_cents", "currency", "due_on", "document_id").first()
        if row is None:
            return "No unpaid bill with a due date found.", []
        notes.append("The unpaid bill (no payment shown, due today or later) with the earliest due date.")
        return (f"{row['category']} ({row['payee']} {format_money(row['amount_cents'], row['currency'])}, "
                f"due {row['due_on']})."), [row["document_id"]]
    if query.op == "unpaid":
        rows = list(due.order_by("category", "due_on").values("category", "payee", "amount_cents", "currency",
                                                             "due_on"))
        notes.append("Bills whose statement shows no payment and whose due date is today or later.")
        listed = "; ".join(sorted({r["category"] for r in rows}))
        detail = ", ".join(f"{r['payee']} {format_money(r['amount_cents'], r['currency'])} due {r['due_on']}"
                           for r in rows)
        return f"{listed} ({detail}).", cited
    parts = [format_money(r["total"], r["currency"]) for r in _per_currency(due)]
    notes.append(f"{len(cited)} unpaid bill(s), due on or after {as_of:%d %B %Y}.")
    return "Still owed: " + "; ".join(parts) + ".", cited
