"""Scoring Ask against a ``questions.jsonl`` gold file (see ``../shared/README.md`` for the fields).

Per question: answer correct, cited a gold document, recall@k of gold documents among the retrieved
(or, for aggregates, cited) documents, false denial (no answer where one exists), answered but wrong (an
answer that does not match the gold, where one exists), false answer (an answer where gold is absent),
the answer's confidence, phantom citations (cited documents that were not retrieved), latency (ms).

Every question belongs to a split (``dev`` or ``test``, see :func:`question_split`) so that figures on
the half nobody tuned on can be reported beside the other.
"""
import calendar
import re
import statistics
import zlib
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from archive.models import Document

NO_ANSWER_KINDS = {"absent"}


@dataclass
class QuestionScore:
    id: str
    kind: str
    question: str
    expected: str | None
    got: str | None
    correct: bool
    cited_gold: bool | None  # None when there is no gold document
    recall: float | None
    false_denial: bool
    false_answer: bool
    phantom: int
    latency_ms: int
    reason: str | None = None
    answered_wrong: bool = False  # an answer where one exists, but not the gold one
    confidence: float = 0.0
    split: str = "dev"
    language: str | None = None  # of the first gold document's text (ask.languages), None when unknown
    withheld_right: bool | None = None  # a false denial whose withheld candidate matched the gold; None: none withheld


def _half(key: str) -> str:
    return "test" if zlib.crc32(key.encode()) % 2 else "dev"


def question_split(gold: dict, manifest: dict[str, dict] | None = None) -> str:
    """``"dev"`` or ``"test"``: a fixed half of a corpus, by the issuer of the question's first gold
    document when the manifest names one (household: every document of one issuer falls in the same half),
    else by that document's file name (real corpus: by document), else by the question id (questions with
    no gold document). CRC-32 of the key, so the split never changes between runs or machines."""
    files = [Path(f).name for f in gold.get("doc_files") or []]
    if gold.get("split") in ("dev", "test"):
        return gold["split"]
    if files:
        entry = (manifest or {}).get(files[0]) or {}
        issuer = (entry.get("facts") or {}).get("issuer") or ""
        return _half(issuer.lower() or files[0])
    return _half(str(gold.get("paraphrase_of") or gold.get("id") or gold.get("question", "")))


def _norm(text: str) -> str:
    # "A; B" and "A, B" state the same two things (the gold answers of two-part questions use both).
    return re.sub(r"[\s,;]+", " ", str(text).lower()).replace(" .", ".").strip(" .")


def _dates(text: str) -> set[date]:
    from ingest.money import parse_date

    found = set()
    for m in re.finditer(r"\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|"
                         r"(?:\d{1,2}(?:st|nd|rd|th)?\s+)?[A-Za-z]{3,9}\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?\d{4}",
                         text):
        parsed = parse_date(m.group(0))
        if parsed:
            found.add(parsed)
    return found


def _amounts(text: str) -> set[int]:
    return {int(round(float(m.replace(",", "")) * 100)) for m in re.findall(r"\d[\d,]*\.\d{2}\b", text)}


_MONTH_NAMES = "|".join(calendar.month_name[1:] + calendar.month_abbr[1:])


def _states_count(got: str, candidates: list[str]) -> bool:
    """True when ``got`` states one of ``candidates`` (a whole number, its words or aliases) as a token of
    its own outside any date: "4 payments (1 December 2025 – 30 November 2026)" states 4, not 3, 1 or 30."""
    from ingest.money import find_dates

    text = got
    for found in reversed(find_dates(got)):
        text = text[:found.start] + " " + text[found.end:]
    text = _norm(re.sub(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{_MONTH_NAMES})\b|\b(?:{_MONTH_NAMES})\s+\d{{1,2}}\b",
                        " ", text, flags=re.IGNORECASE))
    return any(re.search(rf"(?<![\w.]){re.escape(_norm(c))}(?!\w|\.\d)", text) for c in candidates if c and c.strip())


def _states(text: str, phrase: str) -> bool:
    """Whether normalised ``text`` holds normalised ``phrase`` as whole words: "4.90 eur" is not stated by
    "104.90 eur", nor "ann" by "joanna"."""
    return bool(re.search(rf"(?<![\w.]){re.escape(phrase)}(?!\w)", text))


def answer_matches(got: str | None, gold: dict) -> bool:
    """True when ``got`` states the gold answer: the answer or an alias as text (a whole number only as a
    number of its own, never a digit of a date or a longer number), the same date, the same amount, or
    (parties) every gold name."""
    if got is None:
        return False
    candidates = [gold.get("answer") or ""] + list(gold.get("answer_aliases") or [])
    if re.fullmatch(r"\d+", str(gold.get("answer", "")).strip()):
        return _states_count(got, candidates)
    g = _norm(got)
    if any(c and _states(g, _norm(c)) for c in candidates):
        return True
    kind = gold.get("kind")
    value = gold.get("answer_value")
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return all(_states(g, _norm(v)) for v in value)
    if kind == "date" or re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(gold.get("answer", ""))):
        gold_dates = set().union(*(_dates(c) for c in candidates if c))
        if gold_dates and gold_dates & _dates(got):
            return True
    gold_amounts = set().union(*(_amounts(c) for c in candidates if c))
    if gold_amounts and kind in {"amount", "aggregate"}:
        return bool(gold_amounts & _amounts(got))
    return False


def doc_filenames(doc_ids: list[int]) -> dict[int, set[str]]:
    """doc id → the file names it stands for (its own, and its e-mail's for an attachment)."""
    out = {}
    for doc in Document.objects.filter(pk__in=doc_ids).select_related("parent"):
        names = {doc.original_filename}
        if doc.parent:
            names.add(doc.parent.original_filename)
        out[doc.pk] = names
    return out


_LANGUAGES: dict[str, str | None] = {}


def gold_language(filenames: set[str]) -> str | None:
    """The language of the first (by name) gold document's text, ``ask.languages.text_language`` over its
    first chunks; None when no such document is stored or its language is not told."""
    from archive.models import Chunk

    from .languages import text_language

    if not filenames:
        return None
    name = sorted(filenames)[0]
    if name not in _LANGUAGES:
        text = " ".join(Chunk.objects.filter(document__original_filename=name).order_by("document_id", "id")
                        .values_list("text", flat=True)[:3])
        _LANGUAGES[name] = text_language(text[:3000])
    return _LANGUAGES[name]


def expects_no_answer(gold: dict, *, include_sensitive: bool = False) -> bool:
    """True when the right response to ``gold`` is no answer: absent, or only a sensitive document holds it
    and inclusion is off."""
    kind = gold.get("kind", "lookup")
    return bool(kind in NO_ANSWER_KINDS or (
        (kind == "confidential" or gold.get("requires_confidential")) and not include_sensitive))


def score_question(gold: dict, response, *, include_sensitive: bool = False, split: str = "dev") -> QuestionScore:
    """Score one Ask response against one gold line (``split`` is recorded, see :func:`question_split`)."""
    kind = gold.get("kind", "lookup")
    expects_none = expects_no_answer(gold, include_sensitive=include_sensitive)
    gold_files = {Path(f).name for f in gold.get("doc_files") or []}
    retrieved = [e["doc_id"] for e in response.excerpts]
    cited = response.cited_doc_ids
    names = doc_filenames(list(set(retrieved) | set(cited)))
    correct = response.answer is None if expects_none else answer_matches(response.answer, gold)
    cited_gold = None
    recall = None
    if gold_files and not expects_none:
        cited_gold = any(names.get(d, set()) & gold_files for d in cited)
        pool = cited if response.backend == "aggregate-sql" else retrieved
        found = set().union(*(names.get(d, set()) for d in pool)) if pool else set()
        recall = len(gold_files & found) / len(gold_files)
    phantom = 0 if response.backend == "aggregate-sql" else len([d for d in cited if d not in retrieved])
    candidate = (getattr(response, "diagnostics", None) or {}).get("candidate")
    withheld_right = (answer_matches(candidate, gold) if not expects_none and response.answer is None and candidate
                      else None)
    return QuestionScore(
        id=gold.get("id", ""), kind=kind, question=gold["question"],
        expected=None if expects_none else gold.get("answer"),
        got=response.answer, correct=correct, cited_gold=cited_gold, recall=recall,
        false_denial=(not expects_none and response.answer is None),
        false_answer=(expects_none and response.answer is not None), phantom=phantom,
        latency_ms=response.elapsed_ms, reason=response.reason,
        answered_wrong=(not expects_none and response.answer is not None and not correct),
        confidence=float(response.confidence or 0.0), split=split, language=gold_language(gold_files),
        withheld_right=withheld_right)


#: An answer at or above this confidence is one a user would act on without checking.
CONFIDENT = 0.5
BANDS = ((0.0, 0.5), (0.5, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01))


def confidence_bands(scores: list[QuestionScore]) -> list[dict]:
    """Accuracy of the answers given, by confidence band: [{"band": "0.60-0.70", "answered", "right"}].
    A calibrated confidence should match the share right in its band."""
    rows = []
    for lo, hi in BANDS:
        given = [s for s in scores if s.got is not None and lo <= s.confidence < hi]
        if given:
            rows.append({"band": f"{lo:.2f}-{min(hi, 1.0):.2f}", "answered": len(given),
                         "right": sum(s.correct for s in given)})
    return rows


def denial_reasons(scores: list[QuestionScore]) -> list[dict]:
    """False denials by reason code, most frequent first: [{"reason", "n", "withheld", "withheld_right"}].
    ``withheld``: denials where the answerer had a candidate that calibration or a later check held back;
    ``withheld_right``: how many of those candidates matched the gold (what a lower floor would have gained)."""
    rows: dict[str, dict] = {}
    for s in scores:
        if s.false_denial:
            row = rows.setdefault(str(s.reason or "none"), {"reason": str(s.reason or "none"), "n": 0,
                                                           "withheld": 0, "withheld_right": 0})
            row["n"] += 1
            row["withheld"] += s.withheld_right is not None
            row["withheld_right"] += bool(s.withheld_right)
    return sorted(rows.values(), key=lambda r: -r["n"])


def summarise(scores: list[QuestionScore]) -> list[dict]:
    """One row per split ('all', 'dev', 'test'), per kind and per non-English gold-document language
    ('lang:fr', ...): n, answer-correct, cited-gold,
    recall@k, false denials, answered but wrong, wrong with confidence ≥ 0.5, false answers (answers to
    unanswerable questions), phantom citations, answerable count, latency p50/p95 (ms)."""
    rows = []
    groups = {"all": scores}
    for s in scores:
        groups.setdefault(f"split:{s.split}", []).append(s)
    for s in scores:
        groups.setdefault(s.kind, []).append(s)
    for s in scores:  # papers in another language than English, asked about in English
        if s.language not in (None, "en"):
            groups.setdefault(f"lang:{s.language}", []).append(s)
    for kind, items in groups.items():
        def rate(values):
            values = [v for v in values if v is not None]
            return round(sum(values) / len(values), 3) if values else None
        lat = sorted(s.latency_ms for s in items)
        rows.append({
            "kind": kind, "n": len(items), "correct": rate([s.correct for s in items]),
            "cited_gold": rate([s.cited_gold for s in items]), "recall": rate([s.recall for s in items]),
            "false_denials": sum(s.false_denial for s in items), "false_answers": sum(s.false_answer for s in items),
            "answered_wrong": sum(s.answered_wrong for s in items),
            "wrong_confident": sum((s.answered_wrong or s.false_answer) and s.confidence >= CONFIDENT for s in items),
            "answerable": sum(s.expected is not None for s in items),
            "aggregates_exact": f"{sum(s.correct for s in items if s.kind == 'aggregate')}/"
                                f"{sum(1 for s in items if s.kind == 'aggregate')}",
            "phantom": sum(s.phantom for s in items),
            "p50_ms": int(statistics.median(lat)) if lat else 0,
            "p95_ms": lat[min(len(lat) - 1, int(round(0.95 * (len(lat) - 1))))] if lat else 0,
        })
    return rows
