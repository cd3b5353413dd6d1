"""The shapes passed between retrieval, answerers and surfaces."""
from dataclasses import dataclass, field
from datetime import date

from .reasons import Reason


@dataclass
class Excerpt:
    """One retrieved document as it is shown to an answerer.

    ``number`` is its 1-based position in the prompt; the number → ``doc_id`` map never leaves the
    process. ``text`` is at most ``ASK_EXCERPT_CHARS`` characters (default 400) of the document, built
    around its best hit in reading order.
    """

    number: int
    doc_id: int
    title: str
    document_date: date | None
    page: int  # 1-based page of the best hit
    text: str  # plain excerpt, ≤ ASK_EXCERPT_CHARS characters
    snippet: str = ""  # ts_headline with <mark>…</mark> for display
    source: str = "text_layer"  # "text_layer" | "ocr" | "embedded"
    ocr_confidence: float | None = None  # mean word confidence 0..100
    score: float = 0.0  # retrieval score, higher is better (fused, unitless)
    original_filename: str = ""
    literal_hit: bool = False  # matched the full-text leg (not only the vector leg)
    doc_terms: list[str] = field(default_factory=list)  # question words found anywhere in the document
    # Of ``doc_terms``, the names of a thing the document does not print but a paper sharing one of its
    # identifiers does ("Corvina" for the premium notice of the policy whose schedule names the car).
    linked_terms: list[str] = field(default_factory=list)
    # A wider window around the same place (≤ READER_CHARS characters), read by the offline answerer
    # only: it never leaves the machine, so it is not bound by ASK_EXCERPT_CHARS.
    context: str = ""
    # Set on an excerpt made of one page field ("Label: value", ``ask.fields``): the PageField's id.
    field_id: int | None = None
    # With ``field_id``: cosine similarity (MiniLM) of the field's label with what the question asks, its
    # names left out (``ask.fields.asked_part``), -1..1.
    field_similarity: float | None = None
    # The language (ISO 639-1) the paper is printed in, when its text is not (an English gloss, ``ask.glossed``).
    language: str | None = None


@dataclass
class Answer:
    """What an answerer concluded. ``cited`` holds document ids that survived the citation check.

    ``reason`` (an ``ask.reasons.Reason``, which lists and explains them all) is set whenever ``answer``
    is None, and for degraded paths, e.g. ``Reason.GROUNDING_FAILED`` (answer kept, confidence lowered;
    a staged ask then keeps the offline answer).
    """

    answer: str | None
    cited: list[int] = field(default_factory=list)
    confidence: float = 0.0  # 0..1
    backend: str = ""  # "offline-extractive" | "llm-openai" | "llm-ollama" | "aggregate-sql"
    reason: Reason | None = None
    notes: list[str] = field(default_factory=list)  # human-readable caveats shown with the answer
    cited_pages: dict[int, int] = field(default_factory=dict)  # doc_id → page the citation points at
    cited_fields: dict[int, int] = field(default_factory=dict)  # doc_id → PageField id the answer was read from
    # What an answerer measured about its answer (unitless, 0..1 mostly), the input of
    # ``ask.calibration``; never shown to users.
    features: dict[str, float] = field(default_factory=dict)
