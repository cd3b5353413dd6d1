"""Who the landlord is, read off a lease or a letter about the rent when the page text gave the reader no answer:
a lease names its landlord in that role ("Fernley Homes Trust ("Landlord")", "Landlord: …", "Vermieter", "Verhuurder",
"Bailleur") or as the one that rents the home to the household ("… ("we") rents the house to …"); a letter to
the tenants is signed for the landlord ("Property manager, for Kellbach Homes B.V."). Only a paper that speaks of
a tenancy is read, and only one name found, in any of these forms, answers.
"""
from __future__ import annotations

import re

from archive.models import Page

from .types import Answer

BACKEND = "lease-parties"
#: Confidence of a name read in a landlord's role on a rental paper (a fixed rule, not calibrated).
CONFIDENCE = 0.8
#: Retrieved papers read, best first.
MAX_PAPERS = 8

ASKS_LANDLORD = re.compile(
    r"\b(?:who(?:'s|’s| is| was)? (?:our |the |my )?(?:landlord|lessor)\b|landlord['’]?s? name|"
    r"who (?:do|does|did) (?:we|i) rent (?:[\w'’]+ ){0,3}from\b|who (?:owns|lets|rents out) (?:our|the|my) "
    r"(?:home|house|flat|apartment)\b|(?:which|what) (?:company|agency|firm|person) (?:is|was) (?:our|the) "
    r"(?:landlord|lessor)\b)", re.I)
#: A paper about a tenancy, in the languages papers come in.
_RENTAL = re.compile(r"\b(?:lease|tenancy|tenants?|rental|rent|landlord|huur\w*|verhuurder|miet\w*|vermieter\w*|"
                     r"bail|bailleur|loyer|locataire)\b", re.I)
# A name as printed: capitalised words (a linking "of", "van", "&" between them), a company's legal form after.
_NAME = (r"((?:[A-Z][\w&'’.-]*)(?:[ \t]+(?:[A-Z][\w&'’.-]*|&|and|of|de|van|der|den|von|du))*"
         r"(?:[ \t]+(?:LLC|Ltd\.?|Limited|Inc\.?|B\.V\.|N\.V\.|GmbH|AG|SARL|SAS|plc|LLP))?)")
_ROLE = r"(?i:landlord|lessor|verhuurder|vermieter(?:in)?|bailleur|propri[ée]taire)"
_PATTERNS = [
    # "between Fernley Homes Trust ("Landlord")"
    re.compile(_NAME + r"[ \t]*\([ \t]*[\"“”'‘’]?(?:(?i:the)[ \t]+)?" + _ROLE + r"\b"),
    # "Landlord: Fernley Homes Trust", the value on its own line or after the label
    re.compile(r"(?m)^[ \t]*" + _ROLE + r"[ \t]*[:\-–]?[ \t]*\n?[ \t]*" + _NAME + r"[ \t]*$"),
    # "Corvina Rentals LLC ("we"), for whom …, rents the house to …"
    re.compile(r"(?m)^[ \t]*" + _NAME + r"[^.\n]{0,90}?\b(?i:rents|lets)[ \t]+(?i:the|this|our|your)[ \t]+"
               r"(?i:house|flat|apartment|home|property|premises|dwelling)[ \t]+(?i:to)\b"),
]
# A letter to the tenants, signed for the landlord: "Property manager, for Kellbach Homes B.V."
_TO_TENANTS = re.compile(r"\b(?:dear tenants?|your (?:monthly )?rent|tenancy agreement|lease agreement)\b", re.I)
_SIGNED_FOR = re.compile(r"(?m)\b(?i:for|on behalf of)[ \t]+" + _NAME + r"[ \t]*$")
_HOUSEHOLD_WORDS = {"tenant", "tenants", "you", "we", "the", "our", "your"}


def asks_landlord(question: str) -> bool:
    """Whether ``question`` asks who the household's landlord is ("Who's our landlord?", "Who do we rent our
    home from?")."""
    return bool(ASKS_LANDLORD.search(question))


def landlord_names(text: str) -> list[str]:
    """The names ``text`` (a paper's page text) gives in a landlord's role (``_PATTERNS``), or, on a letter to
    the tenants, the one its signer signs for; in order found, each once; [] for a paper that is not about a
    tenancy."""
    if not _RENTAL.search(text):
        return []
    found: list[str] = []
    patterns = _PATTERNS + ([_SIGNED_FOR] if _TO_TENANTS.search(text) else [])
    for pattern in patterns:
        for m in pattern.finditer(text):
            name = " ".join(m.group(1).split()).strip(" ,")
            if name.endswith(".") and not re.search(r"(?:\b[A-Z]\.){2,}$|\b(?:Ltd|Inc|Co)\.$", name):
                name = name[:-1]  # the sentence's full stop, not "B.V." or "Ltd."
            if len(re.findall(r"[^\W\d_]", name)) >= 3 and name.lower() not in _HOUSEHOLD_WORDS \
                    and not re.fullmatch(_ROLE, name) and name not in found:
                found.append(name)
    return found


def _same(a: str, b: str) -> bool:
    """Two printings of one name: one holds the other ("Kellbach Homes" and "Kellbach Homes B.V.")."""
    a, b = a.lower(), b.lower()
    return a in b or b in a


def landlord_answer(question: str, hits) -> Answer | None:
    """The landlord's name for ``question`` (``asks_landlord``) from the first MAX_PAPERS retrieved documents
    (``hits``, visible to the asker, best first), citing the first paper that names it; None when the question
    asks no landlord, no paper names one, or the papers name different ones."""
    if not hits or not asks_landlord(question):
        return None
    ids = [h.doc_id for h in hits[:MAX_PAPERS]]
    pages: dict[int, list[tuple[int, str]]] = {}
    for doc_id, number, text in Page.objects.filter(document_id__in=ids).order_by("number") \
            .values_list("document_id", "number", "text"):
        pages.setdefault(doc_id, []).append((number, text or ""))
    names: list[tuple[str, int, int]] = []  # (name, document, page)
    for doc_id in ids:
        for number, text in pages.get(doc_id, []):
            names += [(name, doc_id, number) for name in landlord_names(text)]
    if not names:
        return None
    longest = max((n for n, _, _ in names), key=len)
    if not all(_same(n, longest) for n, _, _ in names):
        return None  # two landlords named: an old and a new one, or a misread; no guess
    name, doc_id, page = next((n, d, p) for n, d, p in names if n == longest)
    return Answer(answer=name, cited=[doc_id], confidence=CONFIDENCE, backend=BACKEND, cited_pages={doc_id: page},
                  notes=["Read as the landlord from the rental paper's own words (the party named as landlord, "
                         "or the one renting the home to you), since the page text gave no answer."])
