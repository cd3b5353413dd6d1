"""Spending categories and how a text is matched to one by meaning, not by word lists.

Each category is described by a few short sentences written for this module (what such a bill or
payment is about, in everyday words and in the French, German and Dutch words for it). A text (a
document's letterhead and first lines, a bank-statement row, the words of a question) is embedded with
the same local model as the index (all-MiniLM-L6-v2, see ``ingest.embedding``) and compared by cosine
similarity with every description; the best category wins when it is close enough and clear of the
runner-up. Nothing here names a corpus issuer or phrase.
"""
from __future__ import annotations

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
        "paying to heat the house or flat with gas, boiler fuel, heating oil, district heating",
        "keeping the home warm, the heat bill",
        "facture de gaz, Gasrechnung Heizung, gasrekening verwarming",
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
