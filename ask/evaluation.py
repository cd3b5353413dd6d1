"""Scoring Ask against a ``questions.jsonl`` gold file (see ``../shared/README.md`` for the fields).

Per question: answer correct, cited a gold document, recall@k of gold documents among the retrieved
(or, for aggregates, cited) documents, false denial (no answer where one exists), false answer (an
answer where gold is absent), phantom citations (cited documents that were not retrieved), latency (ms).
"""
import re
import statistics
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


def _norm(text: str) -> str:
    return re.sub(r"[\s,]+", " ", str(text).lower()).replace(" .", ".").strip(" .")


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


def answer_matches(got: str | None, gold: dict) -> bool:
    """True when ``got`` states the gold answer: the answer or an alias as text, the same date, the same
    amount, or (parties) every gold name."""
    if got is None:
        return False
    candidates = [gold.get("answer") or ""] + list(gold.get("answer_aliases") or [])
    g = _norm(got)
    if any(c and _norm(c) in g for c in candidates):
        return True
    kind = gold.get("kind")
    value = gold.get("answer_value")
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return all(_norm(v) in g for v in value)
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


def score_question(gold: dict, response, *, include_sensitive: bool = False) -> QuestionScore:
    """Score one Ask response against one gold line."""
    kind = gold.get("kind", "lookup")
    expects_none = bool(kind in NO_ANSWER_KINDS or (
        (kind == "confidential" or gold.get("requires_confidential")) and not include_sensitive))
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
    return QuestionScore(
        id=gold.get("id", ""), kind=kind, question=gold["question"], expected=None if expects_none else gold.get("answer"),
        got=response.answer, correct=correct, cited_gold=cited_gold, recall=recall,
        false_denial=(not expects_none and response.answer is None),
        false_answer=(expects_none and response.answer is not None), phantom=phantom,
        latency_ms=response.elapsed_ms, reason=response.reason)


def summarise(scores: list[QuestionScore]) -> list[dict]:
    """One row per kind plus 'all': n, answer-correct, cited-gold, recall@k, false denials, false answers,
    phantom citations, latency p50/p95 (ms)."""
    rows = []
    groups = {"all": scores}
    for s in scores:
        groups.setdefault(s.kind, []).append(s)
    for kind, items in groups.items():
        def rate(values):
            values = [v for v in values if v is not None]
            return round(sum(values) / len(values), 3) if values else None
        lat = sorted(s.latency_ms for s in items)
        rows.append({
            "kind": kind, "n": len(items), "correct": rate([s.correct for s in items]),
            "cited_gold": rate([s.cited_gold for s in items]), "recall": rate([s.recall for s in items]),
            "false_denials": sum(s.false_denial for s in items), "false_answers": sum(s.false_answer for s in items),
            "phantom": sum(s.phantom for s in items),
            "p50_ms": int(statistics.median(lat)) if lat else 0,
            "p95_ms": lat[min(len(lat) - 1, int(round(0.95 * (len(lat) - 1))))] if lat else 0,
        })
    return rows
