"""Spending categories, and how a text is matched to one: first by the words that name a category outright
(``category_rule``: "electricity", "Wasserversorgung", "broadband"), then by meaning, not by word lists.

Each category is described by a few short sentences written for this module (what such a bill or
payment is about, in everyday words and in the French, German and Dutch words for it). A text (a
document's letterhead and first lines, a bank-statement row, the words of a question) is embedded with
the same local model as the index (all-MiniLM-L6-v2, see ``ingest.embedding``) and compared by cosine
similarity with every description; the best category wins when it is close enough and clear of the
runner-up. ``category_for`` puts the two together for a payment record. Nothing here names a corpus issuer
or phrase.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

#: category → descriptions. The keys are the PaymentRecord.category values.
DESCRIPTIONS: dict[str, tuple[str, ...]] = {
    "electricity": (
        "electricity bill from the power company for kilowatt hours used",
        "electric energy supply charges and meter reading in kWh",
        "paying for power to keep the lights on at home",
        "facture d'électricité, Stromrechnung, elektriciteit energierekening",
    ),
    "gas": (
        "natural gas bill for heating the home, therms or cubic metres used",
        "gas supply and heating charges from the gas utility",
        "paying to heat the house or flat with gas, boiler fuel, district heating",
        "keeping the home warm, the heat bill",
        "facture de gaz, Gasrechnung Heizung, gasrekening verwarming",
        "chauffage urbain, Fernwärme Wärmelieferung, stadsverwarming warmtelevering",
    ),
    # Oil delivered to a tank is bought by the litre, not metered like gas: a question naming it means only it.
    "heating_oil": (
        "heating oil or fuel oil delivered to the tank for the furnace or boiler, litres or gallons",
        "home heating fuel delivery by truck, price per litre",
        "livraison de mazout ou fioul domestique, Heizöllieferung, levering huisbrandolie stookolie",
    ),
    "water": (
        "water bill for water and sewer service, gallons or cubic metres used",
        "water utility and wastewater charges for the household",
        "facture d'eau, Wasserrechnung Abwasser, waterrekening",
    ),
    "internet": (
        "internet service bill for broadband, fibre or cable connection and wifi router",
        "monthly home internet plan with download speed in Mbps",
        "the fibre line or broadband subscription",
        "facture internet fibre, Internetanschluss DSL Glasfaser, internetabonnement glasvezel",
    ),
    "phone": (
        "mobile phone bill for calls, texts and data plan",
        "cell phone or landline telephone service charges",
        "facture téléphone mobile, Handyrechnung Mobilfunk, telefoonrekening mobiel",
    ),
    "rent": (
        "monthly rent payment to the landlord for the apartment or house",
        "rent for the flat, tenancy and property management",
        "loyer, Miete Wohnung, huur woning",
    ),
    "insurance": (
        "insurance premium for car, home, renters, health or life insurance policy",
        "insurance policy declarations, coverage and premium due",
        "assurance prime, Versicherung Beitrag, verzekering premie",
    ),
    "tax": (
        "tax bill or property tax payment to the government revenue office",
        "income tax, council tax or municipal tax notice",
        "impôts taxe, Steuer Finanzamt, belasting gemeente",
    ),
    "groceries": (
        "grocery shopping receipt from the supermarket for food",
        "food and household items bought at a grocery store or market",
        "courses alimentaires supermarché, Lebensmittel Supermarkt, boodschappen supermarkt",
    ),
    "medical": (
        "medical bill from a doctor, clinic, hospital, dentist or pharmacy",
        "healthcare costs, prescriptions and treatment",
        "frais médicaux pharmacie, Arztrechnung Apotheke, medische kosten apotheek",
    ),
    # Spending that belongs to none of the above: a text closest to these is "other", not forced into a
    # category it merely resembles.
    "other": (
        "streaming video or music subscription, gym or club membership fee",
        "restaurant, clothing, electronics, furniture or appliance purchase",
        "travel, hotel, flights, parking and car repairs",
        "school fees, books, toys and gifts",
        "clothes, shoes and coats bought from a shop",
    ),
}

CATEGORIES: tuple[str, ...] = tuple(DESCRIPTIONS)
#: Groups a question may name that stand for several categories.
GROUPS: dict[str, tuple[str, ...]] = {
    "utilities": ("electricity", "gas", "water"),
}
GROUP_DESCRIPTIONS: dict[str, tuple[str, ...]] = {
    "utilities": ("utility bills: electricity, gas and water for the home",
                  "household utilities, the energy and water bills"),
}

#: Cosine floor for a text to belong to a category, and the margin over the runner-up category.
#: Chosen on hand-written probe phrases (tests/ingest/test_categories.py), not on a corpus.
MIN_SIMILARITY = 0.30
MIN_MARGIN = 0.03


@dataclass(frozen=True)
class CategoryMatch:
    """The best category for a text: ``name`` (a CATEGORIES value or a GROUPS key), cosine ``similarity``
    (-1..1) and ``margin`` over the runner-up (≥ 0)."""

    name: str
    similarity: float
    margin: float


@lru_cache(maxsize=1)
def _prototypes() -> tuple[list[str], np.ndarray]:
    """(owner name per row, float32[n, 384] unit vectors) for every description; computed once per process."""
    from .embedding import embed_texts

    owners, texts = [], []
    for table in (DESCRIPTIONS, GROUP_DESCRIPTIONS):
        for name, descs in table.items():
            for d in descs:
                owners.append(name)
                texts.append(d)
    return owners, embed_texts(texts).astype(np.float32)


def category_scores(texts: list[str], *, groups: bool = False) -> list[dict[str, float]]:
    """For each text, category (and, with ``groups``, group) → best cosine similarity to its descriptions.

    One embedding batch for all texts (float32[len(texts), 384]); needs the ONNX model, never the network."""
    from .embedding import embed_texts

    if not texts:
        return []
    return category_scores_from_vectors(embed_texts(texts), groups=groups)


def category_scores_from_vectors(vectors: np.ndarray, *, groups: bool = False) -> list[dict[str, float]]:
    """``category_scores`` for texts already embedded (float32[n, 384] unit rows from
    ``ingest.embedding.embed_texts``), so a caller embedding other texts too needs only one batch."""
    owners, protos = _prototypes()
    sims = np.asarray(vectors, dtype=np.float32) @ protos.T  # float32[n, n_descriptions]
    out = []
    for row in sims:
        best: dict[str, float] = {}
        for owner, s in zip(owners, row):
            if not groups and owner in GROUPS:
                continue
            if s > best.get(owner, -2.0):
                best[owner] = float(s)
        out.append(best)
    return out


def category_match(text: str, *, groups: bool = False, min_similarity: float = MIN_SIMILARITY,
                   min_margin: float = MIN_MARGIN) -> CategoryMatch | None:
    """The category ``text`` is about, or None when no description is close enough or two are tied.

    ``groups`` also allows a group name ("utilities") as the answer (for questions)."""
    if not (text or "").strip():
        return None
    scores = sorted(category_scores([text], groups=groups)[0].items(), key=lambda kv: -kv[1])
    name, top = scores[0]
    # A category and a group holding it ("water" / "utilities") are not rivals: the margin is taken over
    # the best unrelated name.
    related = {name} | set(GROUPS.get(name, ())) | {g for g, members in GROUPS.items() if name in members}
    runner = max((s for n, s in scores[1:] if n not in related), default=-1.0)
    if top < min_similarity or top - runner < min_margin:
        return None
    return CategoryMatch(name, top, top - runner)


def category_expand(name: str) -> tuple[str, ...]:
    """The stored categories a matched name stands for: a group's members, else the name itself."""
    return GROUPS.get(name, (name,))


# ---- Rules: words that name a category outright (a letterhead, a whole text), tried before meaning ----

#: Categories of metered or monthly service bills, whose statements are owed until a payment is shown.
SERVICE_BILLS = ("electricity", "gas", "water", "internet", "phone")
CATEGORIES = ("electricity", "gas", "heating_oil", "water", "internet", "phone", "rent", "insurance", "tax",
              "groceries", "medical", "other")

# Ordered: the first category whose pattern hits the issuer lines wins (then the whole text). "broadband"
# comes before "phone" because broadband bills list call bundles; "fuel" is deliberately not "gas" (nor is a
# "gas station" receipt).
_CATEGORY_PATTERNS = [
    # Each kind is named in English, French, German and Dutch, and by its plain word in Spanish, Italian and
    # Portuguese ("recibo de agua", "bolletta energia elettrica"); "ä" also as a scan reads it ("a", "ae").
    ("water", r"\bwater (?:district|company|utility|authority|board|bill|scheme|supply|services?|charges?|rates?)\b|"
              r"\bsewer\b|\bgallons?\b|"
              r"\bwasser(?:rechnung|versorgung|verbrauch|werk)|\btrinkwasser|\bwater(?:rekening|verbruik|bedrijf|leiding)|"
              r"\bdrinkwater|\bfacture d'eau|\beaux\b|\b[dl]'eau\b|\bagua\b|\bacqua\b|\bágua\b|\bacquedott"),
    # "Electric" and "electricity", not "Electronics" (a shop).
    ("electricity", r"\belectric(?:ity)?\b|\bstrom(?:rechnung|verbrauch|lieferung|tarif)?\b|\bélectri|\belektriciteit|"
                    r"\bstroom(?:levering|verbruik|rekening|tarief)?\b|\benergia elettrica\b|\belettricit|"
                    r"\belectricidad\b|\beletricidade\b|\benergia elétrica\b"),
    # Heating oil before gas: an oil dealer's letterhead may list "propane" or "gas" among its trades.
    ("heating_oil", r"\b(?:heating|fuel|furnace) oil\b|\bmazout\b|\bfioul\b|\bhuile (?:à|a|de) chauffage\b|"
                    r"\bheiz(?:ö|o|oe)l|\bstookolie\b|\bhuisbrandolie\b|\bgasolio (?:da )?riscaldamento\b|"
                    r"\bgas[oó]leo (?:de )?(?:calefacci[oó]n|aquecimento)\b"),
    ("gas", r"\bgas\b(?![ -]?(?:station|pump|&|and go))|\bgás\b|\bgaz\b|\btherms?\b|\bdistrict heat|"
            r"\bgas(?:rechnung|verbrauch|lieferung|versorgung|rekening|verbruik|levering)|"
            r"\b(?:fern|stadt)w(?:ä|a|ae)rme|\bw(?:ä|a|ae)rme(?:lieferung|versorgung)|\bstadsverwarming|"
            r"\bwarmtelevering|\bchauffage urbain|\bréseau de chaleur|\bteleriscaldamento|\bcalefacción\b"),
    # "cable" only as the service: a "USB-C cable" on a shop's item list is no internet bill.
    ("internet", r"\bfib(?:er|re)\b|\bbroadband\b|\binternet\b(?! banking)|\bwi-?fi\b|\bglasfaser|\bglasvezel|"
                 r"\bcable (?:tv|television|internet|service|bill|provider|connection|modem|plan|package)\b"),
    ("phone", r"\bmobile\b|\bwireless\b|\bcellular\b|\btelecom\b|\bphone bill\b|\bmobilfunk|\bhandyrechnung|"
              r"\bmobiele telefonie\b|\btéléphonie mobile\b"),
    ("insurance", r"\binsurance\b|\bpolicy (?:number|period|declarations)|\bpremium\b|\bverzekering|"
                  r"\bversicherung|\bassurances?\b|\bseguros?\b|\bassicurazion|\bpolizza\b|\bapólice\b"),
    ("rent", r"\brent\b|\bproperty (?:holdings|management)\b|\blandlord\b|\bmiete\b|\bloyer\b|\bhuur\b|"
             r"\balquiler\b|\baffitto\b|\baluguel\b"),
    ("tax", r"\bdepartment of revenue\b|\binternal revenue\b|\btax (?:bill|notice|return)\b|\bproperty tax\b|"
            r"\bcouncil tax\b|\brates (?:notice|instalment|installment|assessment|invoice)\b|\brating year\b|"
            r"\bfinanzamt\b|\bsteuerbescheid|\bgrundsteuer|\btaxe foncière\b|\btaxe d'habitation\b|"
            r"\bavis d'impôt|\bgemeentelijke belasting|\bonroerendezaakbelasting|\bufficio tributi\b|\btassa\b|"
            r"\bimpuesto sobre bienes inmuebles\b"),
    ("groceries", r"\bgrocer|\bfoods?\b|\bsupermarket\b|\bmarket\b"),
    # Care and its trades: a dentist, an optician, a physiotherapist, a pharmacy, in the same languages.
    ("medical", r"\bpharmacy\b|\bclinic\b|\bmedical\b|\bhospital\b|\bdental\b|\bphysician\b|\bdentists?\b|"
                r"\bopticians?\b|\boptical\b|\boptometr|\beye exam|\bphysiotherap|\bphysio\b|\bchiropract|"
                r"\bpharmacie\b|\bdentiste\b|\bopticien|\bkinésithérap|\bapotheke\b|\bzahnarzt|\boptiker\b|"
                r"\bphysiotherapeut|\bapotheek\b|\btandarts|\bopticiën|\bfysiotherap|\bfarmacia\b|\bfarmácia\b|"
                r"\bdentista\b|\bfisioterap"),
]
# Words of energy supply that do not tell electricity from gas: an "Energy" company sells both, and much of
# Europe bills gas in kWh. They make a bill electricity only when the paper names neither fuel outright.
_ENERGY_WORDS = r"\bpower\b|\bkwh\b|\benergia\b|\benergy\b|\bénergie\b|\benergie\b"
_FUELS = ("electricity", "gas")


def category_rule(text: str, *, energy: bool = True) -> str | None:
    """The first category (in ``_CATEGORY_PATTERNS`` order) whose words ``text`` prints; else (with ``energy``)
    electricity when it prints only energy-supply words ("Energy", "kWh"); else None."""
    for name, pattern in _CATEGORY_PATTERNS:
        if re.search(pattern, text or "", re.I):
            return name
    return "electricity" if energy and re.search(_ENERGY_WORDS, text or "", re.I) else None


def _fuel_named_most(text: str) -> str | None:
    """Electricity or gas, whichever ``text`` names outright more often (a dual-fuel supplier's gas bill
    names gas on every charge line); None when it names neither or both equally."""
    counts = {name: len(re.findall(pattern, text or "", re.I)) for name, pattern in _CATEGORY_PATTERNS
              if name in _FUELS}
    (top, n), (_, m) = sorted(counts.items(), key=lambda kv: -kv[1])
    return top if n > m else None


#: A bare merchant name (a statement row, a till receipt's header) says little; its nearest category must
#: be closer and clearer than a letterhead's before it is believed ("strict").
STRICT_SIMILARITY = 0.33
STRICT_MARGIN = 0.10


#: What a paper calls itself for its sales tax, not what it is about: "Tax invoice / receipt", "VAT invoice".
_DOC_TYPE = re.compile(r"\b(?:tax|vat|gst|hst)\s+(?:invoice|receipt)\b(?:\s*/\s*(?:invoice|receipt)\b)?", re.I)


def meaning_text(text: str) -> str:
    """``text`` (a letterhead) with the words that name a paper's sales-tax type removed (``_DOC_TYPE``), for
    ``category_by_meaning``: a garage's "Tax invoice" is no tax bill."""
    return _DOC_TYPE.sub(" ", text or "")


def category_by_meaning(text: str, vector=None, *, strict: bool = False, keep_other: bool = False) -> str | None:
    """The category ``text`` (a letterhead, a statement row) is about by embedding similarity to the
    category descriptions of ``ingest.categories``; None when unclear or (unless ``keep_other``) nearest to
    "other". ``vector``: ``text``'s embedding when the caller already has it (float32[384]); ``strict`` for
    bare names."""
    if not (text or "").strip():
        return None
    scores = (category_scores_from_vectors([vector]) if vector is not None else category_scores([text]))[0]
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])
    (name, top), runner = ranked[0], ranked[1][1]
    floor, margin = (STRICT_SIMILARITY, STRICT_MARGIN) if strict else (MIN_SIMILARITY, MIN_MARGIN)
    if top < floor or top - runner < margin or (name == "other" and not keep_other):
        return None
    return name


def category_for(text: str, issuer: str = "", *, issuer_vector=None, meaning: bool = True,
                 strict: bool = False) -> str:
    """One of ``CATEGORIES``: a rule hit on the issuer/letterhead first (its first line, the sender's name, before
    the rest; high precision), then the
    letterhead's meaning (``category_by_meaning``; ``issuer_vector`` is its embedding when already
    computed; a letterhead clearly nearest "other" stays "other"), then a rule hit in the whole text, else
    "other". Electricity and gas, which one supplier
    may sell under one "Energy" letterhead, are told apart by which fuel the whole text names more often.
    A paper in another language that none of these place ("Prämienrechnung", "Huurverhoging") is placed by the
    same rules over its word-by-word English gloss (``glossed_category``)."""
    found = _category_for(text, issuer, issuer_vector=issuer_vector, meaning=meaning, strict=strict)
    return found if found != "other" else (glossed_category(text) or found)


#: Characters of a paper glossed to place it: its first page's head and body, where the kind of bill is named.
GLOSSED_CHARS = 2000


def glossed_category(text: str) -> str | None:
    """The category whose ``_CATEGORY_PATTERNS`` hit most often in the English gloss (``ingest.gloss``) of the
    first GLOSSED_CHARS characters of ``text`` when it is written in a language with a dictionary
    (``ingest.languages``); None for English, an unknown language, or a gloss that names no category clearly
    (GLOSSED_MIN_HITS). The gloss lists each word's senses, so only the rules (whole words of a kind of bill) read
    it, not the letterhead's meaning."""
    from .gloss import LANGUAGES, gloss
    from .languages import text_language

    head = (text or "")[:GLOSSED_CHARS]
    lang = text_language(head)
    if lang not in LANGUAGES:
        return None
    glossed = gloss(head, lang)
    counts = sorted(((len(re.findall(pattern, glossed, re.I)), name) for name, pattern in _CATEGORY_PATTERNS),
                    reverse=True)
    (top, name), (runner, _) = counts[0], counts[1]
    return name if top >= GLOSSED_MIN_HITS and top >= 2 * runner else None


#: A gloss gives each word several senses, so one kind of bill must be named at least this often, and twice as
#: often as any other, before a paper is placed by its gloss (a water bill's "assurance" of service is no policy).
GLOSSED_MIN_HITS = 2


def _category_for(text: str, issuer: str, *, issuer_vector, meaning: bool, strict: bool) -> str:
    """``category_for`` before the gloss of a paper in another language is read."""
    # The sender's name, printed first, before what the paper says of itself further down ("Kellbach
    # Physiotherapy" over "Official receipt for insurance purposes").
    # An "Energy" name alone says no fuel: the lines under it may ("home heating oil").
    hit = category_rule(issuer.strip().split("\n", 1)[0], energy=False) or category_rule(issuer)
    if not hit and meaning and issuer.strip():
        if issuer_vector is None:  # embedded once: read loosely and strictly below
            from .embedding import embed_texts

            issuer_vector = embed_texts([meaning_text(issuer)])[0]
        hit = category_by_meaning(issuer, issuer_vector, strict=strict, keep_other=True)
        if hit == "other":
            # A letterhead clearly of a shop or a service outside the categories ("… Electronics &
            # Appliances"): a word deeper in the text (a "cable" on its item list) does not make it a bill.
            return hit
        named = category_rule(text)
        if hit and named != hit and not category_by_meaning(issuer, issuer_vector, strict=True) and (
                named or category_scores_from_vectors([issuer_vector])[0][hit] < STRICT_SIMILARITY):
            # A letterhead read only loosely (often the customer's address block: no supplier's words) against
            # the supply the paper names outright ("Stromlieferung" on a charge line): the named one. Naming
            # none, a letterhead nearer no category than STRICT_SIMILARITY (a shop's credit note under its bare
            # name) places no paper alone.
            hit = named
    hit = hit or category_rule(text)
    if hit in _FUELS:
        return _fuel_named_most(text) or hit
    return hit or "other"
