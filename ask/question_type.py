"""What a question asks for: its answer type (date, amount, party, yes/no, lookup), its content terms
(light stemming, household synonyms) and the period it is about ("in July 2014", "last year")."""
from __future__ import annotations

import re
from datetime import date
from functools import lru_cache

from wordfreq import zipf_frequency

from .pos import noun_modifiers, verbs

# "how much notice / water / time" asks for a quantity that is not money: "how much" followed by a noun
# that is not one of money's own ("how much rent", "how much tax"); "how much did/was/do we …" is money.
_HOW_MUCH_NOUN = re.compile(r"\bhow much (?:more |less |extra )?([a-z][a-z'’-]*)")
_MONEY_NOUNS = set("""money cash rent tax taxes vat gst fee fees deposit premium interest tip tips cost costs charge
charges credit debt refund salary pay wage wages income commission postage shipping tuition savings balance
profit loss price change spend spent budget discount deductible alimony allowance dividend dividends penalty
fine fines bill bills invoice invoices payment payments of""".split())


def _how_much_of_no_money(q: str) -> bool:
    """Whether ``q`` asks "how much <noun>" of a noun that is not money's ("how much water")."""
    m = _HOW_MUCH_NOUN.search(q.lower())
    if not m:
        return False
    noun = m.group(1).strip("'’-")
    return noun not in _MONEY_NOUNS and noun not in STOPWORDS and not noun.endswith(("'s", "’s"))
_AMOUNT = re.compile(
    r"\b(how much|what did .{0,60}\bcost|what does .{0,60}\bcost|what do (i|we) pay|what did (i|we) pay|"
    r"price|cost|fee|fees|charge[ds]?|premium|deductible|rent|deposit|balance|total|amount|salary|"
    r"pay(ment)?s? (was|is)|net pay|gross pay|take-home|refund|owe|owed|add(s|ed)? up to|come to|"
    r"(coverage|cover|credit|liability|spending|withdrawal|claims?|benefit) limits?)\b|"
    r"\b(what|how much) (was|is|were|are) .{0,50}\b(bill|invoice|receipt)s?\b")
_DATE = re.compile(
    r"^(when)\b|\b(what|which) (date|day|time)\b|\bby when\b|\b(on|by|from|until) (what|which) (date|day)\b|"
    r"\bwhat time\b|\bwhen (is|was|does|did|do|are|were|will)\b")
_PARTY = re.compile(
    r"^(who|whom|whose)\b|\b(who|whom|whose)\b|"
    r"\b(which|what) ([a-z]+ )?(company|companies|merchant|store|shop|retailer|carrier|insurer|provider|supplier|bank|"
    r"landlord|vendor|seller|firm|business|utility|doctor|contractor|agency)\b|"
    r"\bwhere (did|do) (i|we) (buy|purchase|get|order)\b|\bwhere does .{1,40} work\b|\bbought from\b")
_YESNO = re.compile(r"^(is|are|was|were|does|do|did|can|has|have|will|am)\b")
# "What's the issue date on …", "the date of the hearing": a date asked for by its noun.
_DATE_NOUN = re.compile(r"\bwhat(?:'s|’s| is| was| are| were)(?: the| our| my)?"
                        r"(?: [\w-]+){0,2} (?:date|day|deadline)s?\b|"
                        r"\b(?:date|deadline) (?:of|on|for)\b")
# "What is the customer reference on the electricity bill?": the noun asked for is an identifier.
_ID_ASKED = re.compile(r"\b(?:what|which)(?:'s|’s| is| was| are| were)? (?:the |our |my |your )?(?:[\w-]+ ){0,3}"
                       r"(?:number|reference|ref|id|code|no\.?)(?: (?:on|of|for|with|from)\b|\s*\??$)")
_AMOUNT_MORE = re.compile(r"\b(?:left to pay|still to pay|remaining to pay|to pay on|outstanding on)\b|"
                          # "what did the electricity statement printed that month ask for?": its sum
                          r"\bwhat (?:did|does|do|will|would) [^;?]{0,80}\b(?:bill|invoice|statement|reminder|notice)s?"
                          r"\b[^;?]{0,60}\b(?:ask|request|demand)(?:ed|s)? for\b")
# Questions typed like a search ("aws invoice date", "glacier portion of the aws bill?"): the last noun
# says what is wanted.
_WH = re.compile(r"^(?:what|what's|whats|when|who|whom|whose|which|where|why|how|is|are|was|were|does|do|did|can|"
                 r"has|have|will|am|could|should|would|tell|show|give|find|list)\b")
_WH_ANYWHERE = re.compile(r"\b(?:what|when|who|whom|whose|which|where|how)\b")
_TERSE_DATE = re.compile(r"\b(?:date|dates|day|deadline|due|when|from|until|expiry|expiration|start|starts|end|ends)"
                         r"\s*\??\s*$")
_TERSE_AMOUNT = re.compile(r"\b(?:amount|cost|costs|price|total|fee|fees|charge|charges|balance|portion|part|share|"
                           r"rent|premium|deposit|paid|owed|sum|spend|spent|bill|invoice|receipt)\b")
# "due date on the newest water bill": a date noun anywhere, when no amount noun competes with it.
_TERSE_DATE_NOUN = re.compile(r"\b(?:date|dates|deadline|expiry|expiration)\b")
_TERSE_AMOUNT_NOUN = re.compile(r"\b(?:amount|cost|costs|price|total|fee|fees|charge|charges|balance|sum|spend|"
                                r"spent)\b")
# "car insurer name", "landlord's name": the role, or its name, closes the search.
_TERSE_PARTY = re.compile(r"\b(?:who|signer|signers|signed by|issuer|sender|landlord|insurer|provider|supplier|"
                          r"merchant|company)(?:'s)?(?:\s+name)?\s*\??\s*$")


def _typed_like_search(q: str) -> bool:
    """``q`` (lower case, spaces collapsed) has no question word anywhere: "aws invoice date"."""
    return not _WH.match(q) and not _WH_ANYWHERE.search(q)


def classify_question(question: str) -> str:
    """Return the answer type a question asks for.

    One of ``"date"``, ``"amount"``, ``"party"``, ``"yesno"``, ``"lookup"`` (anything else: an
    identifier, a quantity, a place, a short phrase). Pure string rules over the English question;
    never raises. ``"what time …"`` counts as ``"date"``.
    """
    q = re.sub(r"\s+", " ", question.lower()).strip()
    if _typed_like_search(q):
        if re.search(r"\b(?:amount|balance|total|sum)s? (?:still )?(?:due|owed|owing)\s*\??\s*$", q):
            return "amount"  # "balance due" is the label of an amount
        if _TERSE_DATE.search(q) or (_TERSE_DATE_NOUN.search(q) and not _TERSE_AMOUNT_NOUN.search(q)):
            return "date"
        if _TERSE_PARTY.search(q):
            return "party"
        if _TERSE_AMOUNT.search(q) and not _how_much_of_no_money(q):
            return "amount"
        return "lookup"
    if _YESNO.match(q):
        return "yesno"
    if _DATE.search(q) or _DATE_NOUN.search(q):
        return "date"
    if _PARTY.search(q):
        return "party"
    if q.startswith("how many") or _how_much_of_no_money(q) or _ID_ASKED.search(q):
        return "lookup"
    if _AMOUNT.search(q) or _AMOUNT_MORE.search(q):
        return "amount"
    return "lookup"


STOPWORDS = set("""
a an the of to in on for and or but is are was were be been being by at it its it's my our we us i me you
your yours what what's when who whom whose which where how much many did do does done that this these those
with from as have has had any all there their they them still last next get got go goes going will would
can could should may might must shall about into over under than then so if not no yes up out please tell
show give find much more most one same each per just also only ever now currently current latest recent
recently newest again ago kind sort thing things much whats where's who's two three four five six
someone somebody anyone anybody something anything everyone everybody ourselves myself yourself yourselves
themselves himself herself
he she him her his hers why whose mine ours theirs according accord that's there's
coming upcoming ahead since
""".split())

# Words that most household documents share: they count for less when judging whether a document is
# about the question, and a document may lack one of them.
GENERIC = set("""bill invoice statement pay paid payment cost price fee charge due expire start end money
receipt document letter notice policy account plan service home house month year monthly annual session
yearly new old original initial total balance cover sign signed name company date day time number amount
people person method way quantity type kind period increase
email mail message attachment scan photo pdf line entry item""".split())
# The second-last line: what kind of answer is asked; the last: how a paper reached us, which its text rarely
# says (an e-mailed bill's attachment is filed as a document of its own), and where in it ("the … line").

# word → canonical form, so "auto" in a document meets "car" in a question.

_SYNONYMS = {
    "auto": "car", "vehicle": "car", "automobile": "car", "motor": "car",
    "insurer": "insur", "insured": "insur", "insure": "insur", "insurance": "insur", "insures": "insur",
    "coverage": "cover", "covered": "cover",
    "electric": "electricity", "power": "electricity", "energy": "electricity", "kwh": "electricity",
    "broadband": "internet", "fiber": "internet", "fibre": "internet", "wifi": "internet", "wi-fi": "internet",
    "television": "tv",
    "invoice": "bill", "invoiced": "bill", "statement": "bill", "billed": "bill", "billing": "bill",
    "payable": "due", "deadline": "due",
    "expires": "expire", "expiry": "expire", "expiration": "expire", "expired": "expire", "lapse": "expire",
    "ends": "end", "ending": "end", "until": "end", "through": "end",
    "effective": "start", "begins": "start", "beginning": "start", "commence": "start", "starts": "start",
    "signature": "sign", "signed": "sign", "signer": "sign", "signatures": "sign", "/s/": "sign",
    "paid": "pay", "payment": "pay", "payments": "pay", "paying": "pay",
    "price": "cost", "costs": "cost", "charged": "charge", "charges": "charge",
    "lessor": "landlord", "tenant": "tenant", "lessee": "tenant",
    "tenancy": "lease", "tenancies": "lease", "leases": "lease",
    "guarantee": "warranty",
    "agreement": "contract", "agreements": "contract",
    "terminate": "cancel", "termination": "cancel", "cancellation": "cancel", "cancelation": "cancel",
    "stuff": "property", "belongings": "property", "contents": "property", "possessions": "property",
    "shipped": "ship", "shipment": "ship", "shipping": "ship", "delivered": "deliver", "delivery": "deliver",
    "dispatch": "ship", "dispatched": "ship", "dispatches": "ship", "arrive": "deliver", "arrived": "deliver",
    "arrives": "deliver", "arrival": "deliver", "arriving": "deliver",
    "purchased": "buy", "bought": "buy", "purchase": "buy",
    "renewal": "renew", "renewed": "renew",
    # "The higher rent", "the rent rise": a paper announcing it says "increase" ("verhogen" glossed too).
    "higher": "increase", "increased": "increase", "increases": "increase", "raise": "increase",
    "raised": "increase", "rise": "increase", "risen": "increase", "rose": "increase", "hike": "increase",
    "package": "parcel", "packages": "parcel", "parcels": "parcel",
    "mileage": "odometer", "odo": "odometer",
    # Labels of French, Dutch and German bills, so their totals and dates meet English questions.
    "totaal": "total", "gesamt": "total", "gesamtbetrag": "total", "somme": "total", "montant": "amount",
    "bedrag": "amount", "betrag": "amount", "facture": "bill", "factuur": "bill", "rechnung": "bill",
    "factuurdatum": "bill", "rechnungsdatum": "bill",
    "prélèvement": "pay", "betaling": "pay", "zahlung": "pay", "paiement": "pay", "payer": "pay",
    "échéance": "due", "limite": "due", "fällig": "due", "vervaldatum": "due",
    "acct": "account", "accnt": "account", "amt": "amount", "yr": "year", "yrs": "year", "mo": "month",
    "klantnummer": "customer", "kundennummer": "customer", "client": "customer", "id.client": "customer",
}


# canonical form → the words that fold into it (longer than two letters, plain words only)
_FOLDED_INTO: dict[str, set[str]] = {}
for _word, _canon in _SYNONYMS.items():
    if len(_word) > 2 and "/" not in _word and "." not in _word:
        _FOLDED_INTO.setdefault(_canon, set()).add(_word)


def known_word(word: str) -> bool:
    """Whether the synonym map reads ``word`` (any case) as a word it knows, as it does the labels of French, Dutch
    and German bills ("Vervaldatum" → "due", "Betrag" → "amount")."""
    return word.lower() in _SYNONYMS


def synonyms(word: str) -> set[str]:
    """Other words ``stem`` folds into the same canonical form as ``word`` ("car" → {"auto", "vehicle",
    "automobile", "motor"}), longer than two letters; empty for a word no synonym maps to."""
    return _FOLDED_INTO.get(stem(word.lower()), set()) - {word.lower()}


# Nouns that end like verbs: "checking account" is no "check", and "heating oil" names a thing.
ING_NOUNS = {"checking", "savings", "heating", "parking", "housing", "building", "clothing", "wedding",
             "plumbing", "roofing", "landscaping", "catering", "tutoring", "boarding", "flooring", "lodging"}


def stem(word: str) -> str:
    """Canonical form of one lower-case word: synonym map, then a light suffix strip."""
    word = word.strip("'’")
    if word.endswith("'s") or word.endswith("’s"):
        word = word[:-2]
    if word in _SYNONYMS:
        return _SYNONYMS[word]
    if word in ING_NOUNS:
        return word.rstrip("s") if word == "savings" else word
    for suffix in ("ing", "ed"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            word = verb_base(word, suffix)
            break
    else:
        # "toys" → "toy", but "gas" and "bus" stay whole.
        if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
            word = singular(word)
    return _SYNONYMS.get(word, word)


@lru_cache(maxsize=65536)
def verb_base(word: str, suffix: str) -> str:
    """The base of ``word`` ending in ``suffix`` ("ed" or "ing"): ``word`` less the suffix, unless English
    uses another regular reading ten times as often (wordfreq's Zipf frequency): the base's dropped "e"
    ("charged", "closing" → "charge", "close"), a doubled consonant ("shipped" → "ship") or "ied" → "y"
    ("applied" → "apply"). A bare strip gave "charg" and "clos", which met neither the base nor another form."""
    plain = word[: -len(suffix)]
    others = [plain + "e"]
    if len(plain) > 2 and plain[-1] == plain[-2] and plain[-1] not in "aeiou":
        others.append(plain[:-1])
    if suffix == "ed" and plain.endswith("i"):
        others.append(plain[:-1] + "y")
    best = max(others, key=lambda r: zipf_frequency(r, "en"))
    return best if zipf_frequency(best, "en") >= zipf_frequency(plain, "en") + 1.0 else plain


@lru_cache(maxsize=65536)
def singular(word: str) -> str:
    """The singular of ``word``, a lower-case word ending in "s": ``word`` less its "s", unless English uses
    another regular reading (less "es" after s, x, z, ch, sh or o; "ies" → "y") ten times as often
    (wordfreq's Zipf frequency, a log10 scale): "conferences" → "conference", "payees" → "payee", "taxes" →
    "tax", "policies" → "policy". A bare "es" strip gave "conferenc" and "polici", which matched neither the
    singular a question or paper prints nor the other plural."""
    plain = word[:-1]
    # English spells "-es" after a hiss ("taxes", "switches") or an "o" ("potatoes"); "notes" is no "not".
    sibilant = re.search(r"(?:[sxz]|ch|sh|..o)es$", word)
    others = ([word[:-2]] if sibilant else []) + ([word[:-3] + "y"] if word.endswith("ies") else [])
    best = max(others, key=lambda r: zipf_frequency(r, "en"), default=plain)
    return best if zipf_frequency(best, "en") >= zipf_frequency(plain, "en") + 1.0 else plain


_WORD = re.compile(r"/s/|[a-zà-ÿ0-9][a-zà-ÿ0-9'’\-]*")
_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december"]


def words(text: str) -> list[tuple[int, str]]:
    """(offset, canonical word) for every word in ``text``."""
    return [(m.start(), stem(m.group())) for m in _WORD.finditer(text.lower())]


_PERIOD_PHRASE = re.compile(r"\b(last|this|next) (year|month|week)\b|\b(\d+|one|two|three|four|five|six) "
                            r"(months?|years?|weeks?) ago\b", re.I)
# Words that only say when, left to ``question_period`` when it finds a period in the question: "the month
# before last", "year to date", "Q1", "the first half", "over the summer". (Month abbreviations stay terms:
# measured on the dev halves, dropping "aug" let through as many wrong answers as right ones.)
_PERIOD_WORDS = re.compile(r"\b(?:the )?(?:month|year|week|quarter) before last\b|\byear[- ]to[- ]date\b|\bytd\b|"
                           r"\bq[1-4]\b|\b(?:first|second|last|this|next|previous) (?:half|quarter)\b|"
                           r"\b(?:winter|spring|summer|autumn|fall)\b", re.I)


# Ways of saying "now" whose words name nothing in a document ("as things stand", "these days").
_NOW_IDIOMS = (r"\bas things stand\b|\bas it stands\b|\bthese days\b|\bat the moment\b|\bat present\b|"
               r"\bright now\b|\bas of now\b|\bfor the time being\b|\bnowadays\b|\bas of today\b")

# Multi-word verbs that mean one thing a document would print as a single word.
_PHRASES = [(r"\bruns? out\b|\bran out\b|\bno longer valid\b", " expire "),
            (r"\b(take|took|takes|taken) effect\b|\bin effect\b|\bkick(?:s|ed)? in\b", " effective "),
            (r"\bkeep(ing)? the lights on\b", " electricity "),
            (r"\btake-home\b|\bnet pay\b", " net pay "),
            (r"\badds? up to\b|\badded up to\b|\bcome to\b", " total "),
            # "what did the power statement ask for": a bill asks for its total
            (r"\b(bill|invoice|statement|reminder|notice)(s?\b[^;?]{0,60}?)\b(?:ask|request|demand)(?:ed|s)? for\b",
             r"\1\2 total "),
            (r"\b(?:tax|vat|gst|taxes) included\b|\bincl(?:uding|\.)? (?:tax|vat|gst|taxes)\b|\ball in\b",
             " total "),
            (r"\bhow heavy\b|\bweighs?\b|\bweighed\b", " weight "),
            (_NOW_IDIOMS, " currently "),
            (r"\bby (?:what|which) (?:date|day)\b|\bby when\b", " due "),
            (r"\bput (?:their|his|her|our|your|my) (?:names?|signatures?) (?:on|to)\b", " signed "),
            (r"\bsignator(?:y|ies)\b|\bsigning part(?:y|ies)\b", " signed "),
            (r"\bon (?:the |our |my |their |its )?([a-z]+)(?:'s|’s|s') behalf\b", r" for \1 ")]


# Verbs say what happened, not what the document is about: a document may word them differently.
VERBS = set("""cost pay charge arrive go goes went speak apply get buy ship sign start end include supposed
review say says take give keep need fit record add spend spent cancel receive received send sent issue
come came bring owe use used make made put run help tell know want like leave left live work change
happen deliver report expire renew require allow book stay supply suppli provide provid apply appli
given taken done seen written shown known held kept told brought bought found got gotten sold chosen spoken begun
drawn grown thrown file""".split())  # the last lines: irregular past participles, which no "-ed" gives away


# Words printed as the label of a value ("Total", "Due:", "Balance", "Net pay"): when a question uses
# one, the value printed right after it is the answer, whatever the topic words say.
LABEL_CUES = set("""total due balance amount premium deductible rent deposit fee tip net gross expire start end
discount rate weight tracking reference customer member policy""".split())


def is_soft(term: str) -> bool:
    """A verb-like term (``issued``, ``shipped``, ``cost``) whose absence does not make a document
    off-topic."""
    if term in ING_NOUNS or term == "saving":
        return False
    return term in VERBS or term.endswith(("ed", "ing", "ly"))


# "Which carrier …", "what company …": the noun names the kind of answer wanted, not the topic; the
# document prints the carrier's name, rarely the word "carrier".
_ROLE_NOUNS = (r"company|companies|merchant|store|shop|retailer|carrier|insurer|provider|supplier|bank|vendor|seller|"
               r"firm|business|utility|agency|courier")
_SLOT_NOUN = re.compile(rf"\b(?:which|what) ({_ROLE_NOUNS})\b")
# In a question about a party ("who is our water provider?") a role noun anywhere is the slot.
_ROLE_NOUN = re.compile(rf"\b({_ROLE_NOUNS})\b")


_CONDITION = re.compile(r"^\s*(?:if|in case|should)\b([^,?]{3,80}),")


_DOMAIN = re.compile(r"\b([a-z0-9][a-z0-9-]+)(?:\.[a-z]{2,6})+\b(?![.\w])")
# "How big was the deposit?", "how high is the excess?": the adjective asks for a size, as "how much" does; no
# paper prints "big" beside its deposit.
_HOW_DEGREE = re.compile(r"\bhow (?:big|large|high|steep|expensive|costly|pricey|hefty|small|low)\b")


def key_terms(question: str) -> dict[str, float]:
    """Content terms of a question → weight (1.0 specific, 0.5 generic or verb-like). Month names,
    years and relative periods are left to ``question_period``; the noun after "which"/"what" in a
    question about a party counts as generic."""
    slot = {stem(m.group(1)) for m in _SLOT_NOUN.finditer(question.lower())}
    if classify_question(question) == "party":
        slot |= {stem(m.group(1)) for m in _ROLE_NOUN.finditer(question.lower())}
    q = _HOW_DEGREE.sub("how much", _PERIOD_PHRASE.sub(" ", question.lower()))
    if _PERIOD_WORDS.search(q) and question_period(question, date.today()) is not None:
        q = _PERIOD_WORDS.sub(" ", q)
    for phrase, canon in _PHRASES:
        q = re.sub(phrase, canon, q)
    # "at circle.com": the name is the term; its top-level domain says nothing of which paper, and every
    # e-mail address prints one.
    q = _DOMAIN.sub(r"\1", q)
    found = []
    for m in _WORD.finditer(q):
        word = m.group()
        # "one-night" and "3-year" are printed as "1 Night" and "3 Year": judge the parts.
        found += ([p for p in word.split("-") if p]
                  if "-" in word.strip("-") and not re.search(r"\d-\d", word) else [word])
    # "If we have an accident, which number do we ring?": the condition sets the scene; a paper need not
    # print it, so its words count as soft.
    condition = _CONDITION.match(q)
    # A word the question uses as a verb ("how many notes fit", "must our notice reach") relates the topic
    # to what is asked; a paper need not print it (tagged as the question is written, ``ask.pos``).
    said_as_verbs = verbs(question)
    scene = {w for w in _WORD.findall(condition.group(1))} | said_as_verbs if condition else said_as_verbs
    out = _weighted(found, scene, slot, noun_modifiers(question))
    if condition and 1.0 not in out.values():
        # "If we need to claim on the renters insurance, what number do we call?": the rest names nothing,
        # so the condition names the topic; only its verbs stay soft.
        out = _weighted(found, said_as_verbs, slot, noun_modifiers(question))
    return out


def _weighted(found: list[str], scene: set[str], slot: set[str], modifiers: set[str]) -> dict[str, float]:
    """``key_terms``' weights of the question words ``found``: 0.5 for a generic, slot, soft or ``scene`` word,
    1.0 for the rest; "the washing machine": an "-ing" word in ``modifiers`` is as specific as the thing."""
    out: dict[str, float] = {}
    for word in found:
        if word in STOPWORDS:  # before stemming: "does" is no "doe"
            continue
        raw = stem(word).strip("-")
        if not raw or raw in STOPWORDS or raw in _MONTHS or re.fullmatch(r"\d{4}", raw) or len(raw) < 2:
            continue
        if re.fullmatch(r"\d{1,2}(st|nd|rd|th)?", raw):
            continue
        soft = is_soft(raw) or is_soft(word)
        if word in modifiers and word not in scene:
            soft = False
        out[raw] = 0.5 if raw in GENERIC or raw in slot or soft or word in scene else 1.0
    return out


def question_period(question: str, as_of: date) -> tuple[date, date] | None:
    """The period a question restricts itself to, as an inclusive (first, last) date pair, or None.

    The one period parser is ``ask.timerange.parse_time_range``; this drops its label."""
    from .timerange import parse_time_range

    rng = parse_time_range(question, as_of=as_of)
    return (rng[0], rng[1]) if rng else None


def asks_current(question: str) -> bool:
    """True when the question is about the present state ("when is my insurance due?", "latest bill"),
    so the newest document carrying the fact should win."""
    q = question.lower()
    if re.search(r"\b(latest|newest|most recent|current|currently|now|next|upcoming|last (?!year|month|week))\b",
                 q) or re.search(_NOW_IDIOMS, q):
        return True
    past = re.search(r"\b(was|were|did|had)\b", q)
    if _typed_like_search(re.sub(r"\s+", " ", q).strip()):
        # Typed like a search ("car insurance due date?"): no tense, so the present state unless a
        # period or a past word says otherwise.
        return not past and not re.search(r"\b(19|20)\d{2}\b|\bago\b", q)
    # "What's the limit …" is "what is": present tense too.
    return bool(re.search(r"\b(is|are|does|do)\b|\b(?:what|who|where|when|how|which)['’]s\b", q)) and not past


#: Words that name a label's slot, not what it is about: "Policy number", "Due date", "Balance due".
SLOT_NOUNS = {"number", "no", "nr", "id", "code", "date", "day", "amount", "total", "value", "name", "ref",
              "reference", "due", "balance", "paid", "payable", "owed", "owing"}
#: Words that name the kind of document ("the water bill"), canonical (``ask.question_type.stem``).
DOCUMENT_NOUNS = {"bill", "receipt", "document", "letter", "notice", "report", "invoice", "statement"}


# Who is on the other side of one described purchase, policy or service: the shop, the seller, the insurer, the
# company that bills it ("Where did we buy the espresso machine?", "Which store sold us the tent?", "Who insures
# our belongings?", "Who do we buy our natural gas from?").
_COUNTERPARTY = re.compile(
    r"\bwhere (?:did|do|does|have|has) (?:we|i|you|they)(?: \w+)? (?:buy|get|order|purchase|bought|got|ordered)\b|"
    r"\b(?:which|what) (?:shop|store|retailer|seller|merchant|vendor|dealer|company|firm|business|provider|supplier|"
    r"insurer|insurance company|outlet)\b|"
    r"\bwho (?:sold|sells|supplies|supplied|provides|provided|insures|insured|underwrites|bills|billed|charges|"
    r"charged|delivers|issued)\b|"
    r"\bwho (?:do|did|does) (?:we|i) (?:\w+ )?(?:buy|get|order|purchase|pay)\b[^?]*\bfrom\b|\bfrom whom\b|"
    r"\bwho(?:'s|’s| is| was) (?:our|my|the) (?:\w+ )?(?:shop|store|seller|vendor|provider|supplier|insurer|carrier)\b",
    re.I)
# A person's role or a signature: read from the page by other readers, not from a letterhead.
_PERSON = re.compile(r"\b(?:sign\w*|witness\w*|tenants?|landlord|lessor|lessee|agent|manager|contact|doctor|dentist|"
                     r"technician|employer|employee|person|people|called|email|phone|address|policyholders?|"
                     r"insured (?:people|persons?|parties)|refund\w*)\b", re.I)
def asks_counterparty(question: str) -> bool:
    """Whether ``question`` asks who is on the other side of a purchase, policy or service it describes: the
    shop, seller, insurer or company (not a person's role, a signer, or an address)."""
    return bool(_COUNTERPARTY.search(question or "")) and not _PERSON.search(question or "")


#: Words of a tax, and a tax named as how a sum is reckoned ("the total incl. VAT", "before tax"), not as the thing
#: asked: shared by the reader (``asks_tax``) and aggregation (a reckoning names no tax category).
TAX_WORD = r"(?:vat|tax|taxes|gst|hst|pst|qst|sales tax|mwst|ust|btw|tva|iva|tps|tvq)"
_TAX_ASKED = re.compile(rf"\b{TAX_WORD}\b", re.I)
TAX_RECKONING = re.compile(rf"\b(?:incl(?:uding|usive of|\.)?|excl(?:uding|usive of|\.)?|plus|before|after|with|"
                           rf"without|net of|ex\.?)\s+{TAX_WORD}\b|\b{TAX_WORD}\s+(?:incl(?:uded|usive|\.)?|"
                           rf"excl(?:uded|usive|\.)?)\b", re.I)


def asks_tax(question: str) -> bool:
    """Whether ``question`` asks for a tax itself ("How much VAT did we pay?", "What's the GST on the invoice?")
    rather than a sum reckoned with or without it ("the total incl. VAT"): the bill's total is then no answer."""
    return bool(_TAX_ASKED.search(TAX_RECKONING.sub(" ", question or "")))
