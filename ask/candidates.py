"""Typed candidates for the offline answerer: the spans of the asked type (date, amount, party, identifier,
quantity, line) in the excerpts about a question, scored by how closely the question's words label them
(character distance, ``closeness``), whether their own label is a question word (``ask.label_fit``), the
document's coverage and rank, and the meaning of their line (``rerank_by_meaning``, all-MiniLM-L6-v2); and
the ``Answer`` built from the best of them, with the features ``ask.calibration`` weighs.
"""
from __future__ import annotations

import bisect
import math
import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from ask import spans as sp
from ask.calibration import FLOOR as CALIBRATION_FLOOR
from ask.calibration import calibrated_confidence
from ask.coverage import DocView, doc_view, question_modifiers
from ask.label_fit import COST_WORDS, DOC_WORDS, HOW_MANY, label_fit
from ask.measures import asked_dimensions, find_measures, unit_dimension
from ask.question_type import (
    LABEL_CUES,
    STOPWORDS,
    asks_counterparty,
    asks_tax,
    classify_question,
    key_terms,
    question_period,
    stem,
    words,
)
from ask.reasons import Reason
from ask.service_period import asks_period_of_paper, states_period
from ask.types import Answer, Excerpt
from ask.validity import find_term_ends

BACKEND = "offline-extractive"
EXTRACTIVE_NOTE = "Extractive answer: quoted from the cited document, not written by a language model."
#: A percentage this close before an amount, with no word between (characters), is that amount's rate.
RATE_BEFORE_AMOUNT_CHARS = 25
MIN_PROXIMITY = 0.12  # below this, no question term sits near the span: treat as not found
_ID_QUESTION = re.compile(r"\b(number|no\.?|id|reference|ref|tracking|plate|vin|code|serial|model|"
                          r"confirmation|iban|account)\b", re.I)
_IBAN_QUESTION = re.compile(r"\bIBAN\b", re.I)
_QUANTITY_QUESTION = re.compile(r"\b(how (many|long|heavy|big|fast|far|often)|how much (notice|time|water)|"
                                r"what (speed|size|percentage|rate|discount))\b", re.I)
# A rate, a discount or a share is printed as a percentage: quote it rather than its whole line.
_PERCENT_QUESTION = re.compile(r"\b(what|which) ([\w'\-]+ ){0,8}"
                               r"(rate|discount|percentage|percent|share|apr|interest)\b|"
                               r"\bhow much (of a )?discount\b", re.I)
_ZERO_QUESTION = re.compile(r"\b(balance|owe|owed|left|remaining|outstanding|credit|free|zero|nothing)\b", re.I)
# An amount printed to a fraction of a cent ("0,2073 €", "$0.1425") is a unit rate (per kWh, per litre, per
# minute): no bill, payment or fee is, so it answers only a question about a rate or a unit price.
_RATE_QUESTION = re.compile(r"\b(?:per|rates?|tariffs?|unit|units|each|a kwh|kwh|cents?|pence|price of (?:a|one))\b",
                            re.I)
# "Which number do we ring to claim?", "the helpline's phone number": a telephone number is asked.
_PHONE_QUESTION = re.compile(r"\b(?:phone|telephone|tel|ring|call|dial|helpline|hotline|fax)\b", re.I)
END_QUESTION = re.compile(r"\b(?:expir\w*|ends?|ending|run(?:s)? out|until when|valid|warranty|guarantee|"
                           r"lapses?|covered|in force)\b", re.I)
VALIDITY_QUESTION = re.compile(r"\b(warranty|guarantee|valid|expired?|covered|active|still|in force)\b", re.I)



@dataclass
class Candidate:
    """One typed span of one document offered as the answer: its closeness to the question's words
    (``proximity``, 0..1), its label fit (−1, 0 or +1, ``label_fit``) and its total ``score``."""
    doc: DocView
    span: sp.Span
    proximity: float
    score: float = 0.0
    label: float = 0.0  # see ask.label_fit.label_fit


def none_answer(reason: Reason = Reason.NOT_IN_EXCERPTS, notes: list[str] | None = None) -> Answer:
    """No answer from the offline reader, for ``reason`` (default ``not_in_excerpts``)."""
    return Answer(answer=None, backend=BACKEND, reason=reason, notes=notes or [])


_BETWEEN_VALUE = re.compile(r"(?m)^[^A-Za-z\n]*\d[^A-Za-z\n]*$")  # a line of figures only: a value


def _closeness(text: str, start: int, end: int, span: sp.Span) -> float:
    """How strongly a question term at [start, end) labels ``span``, 0..1 (exp(−distance/50)).

    A term before the span is a label at its character distance, each line break costing 4 more (a
    label on the line above is as good as one a few characters before); a term after the span counts on
    the same line only lightly, and on a later line barely (column layouts print labels after their values)."""
    if end <= span.start:
        gap = text[end:span.start]
        dist = len(gap) + 4 * gap.count("\n")
        # A label belongs to the nearest value after it: each value printed in between takes it over.
        dist += 40 * len(_BETWEEN_VALUE.findall(gap))
    elif "\n" in text[span.end:start]:
        dist = 50 + 2 * (start - span.end)  # more often the label of the next value than of this one
    else:
        dist = 10 + 1.5 * (start - span.end)
    return math.exp(-max(0.0, dist) / 50)


def _term_weights(doc: DocView, terms: dict[str, float]) -> dict[str, float]:
    """Weight of each question term for telling one span from another within ``doc``.

    A term printed once in the excerpt ("Glacier") points at one value; a term printed five times
    ("Charges") at none in particular, so weights fall with the square root of the count. A term that
    is also in the title names the document rather than a value in it, so it counts half. Label cues
    the question itself uses ("due", "total") weigh 1.5: they are printed as the labels of values."""
    counts: dict[str, int] = {}
    for _, _, term in doc.term_pos:
        counts[term] = counts.get(term, 0) + 1
    title = {w for _, w in words(f"{doc.excerpt.title} {doc.excerpt.original_filename}")}
    out = {}
    for t, w in terms.items():
        base = 1.0 if w >= 0.5 else 0.5  # question words alike; added cues ("total" for amounts) less
        if t in DOC_WORDS:
            base = 0.4  # "that AWS bill" names the document, not one of its values
        elif w >= 0.5 and t in LABEL_CUES:
            base = 1.5  # the question names the label: "total" picks the Total line, not "Subtotal"
        base /= math.sqrt(max(1, counts.get(t, 1)))
        if t in title and w >= 1.0:
            base *= 0.5
        out[t] = base
    return out


def _proximity(doc: DocView, span: sp.Span, terms: dict[str, float]) -> float:
    """How close the question's terms sit to the span, 0..1: the weighted mean over the question's
    terms of their nearest occurrence's closeness (see ``_closeness`` and ``_term_weights``). A value
    whose label is printed in a column after the values (``spans.column_labels``) gets its label's
    terms at full closeness."""
    text = doc.excerpt.text
    weights = _term_weights(doc, terms)
    line_start = text.rfind("\n", 0, span.start) + 1
    label = doc.column_labels.get(line_start)
    best: dict[str, float] = {}
    for start, end, term in doc.term_pos:
        if span.start <= start < span.end:
            if span.kind == "party" or span.note:  # an insurer's own name answers "which insurer"; a
                best[term] = max(best.get(term, 0.0), 0.8)  # term's words ("warranty of 2 years") its end
            continue  # a date's or amount's own words say nothing about it
        value = 1.0 if label and label[0] <= start < label[1] else _closeness(text, start, end, span)
        best[term] = max(best.get(term, 0.0), value)
    if doc.excerpt.field_id is not None:
        # A page field is one label and its value: the question's words its label lacks name the document
        # (judged by coverage on its context), not another value of it.
        printed = {t for _, _, t in doc.term_pos}
        weights = {t: w for t, w in weights.items() if t in printed or t in LABEL_CUES}
    total = sum(weights.values()) or 1.0
    return min(1.0, sum(weights[t] * v for t, v in best.items() if t in weights) / total)


def question_values(question: str) -> tuple[set, set]:
    """Dates and amounts the question itself prints: never an answer to it."""
    return ({s.value for s in sp.find_dates(question)},
            {s.value[0] for s in sp.find_amounts(question)})


def finder(qtype: str, question: str, doc: DocView) -> list[sp.Span]:
    """The spans of ``doc``'s excerpt text of the kind ``qtype`` asks for (``ask.spans``): dates (or times,
    or a term's computed end), amounts and percentages, parties, counts, measures, telephone numbers,
    identifiers, or whole lines; in text order."""
    text = doc.excerpt.text
    year = doc.excerpt.document_date.year if doc.excerpt.document_date else None
    if qtype == "yesno" and not VALIDITY_QUESTION.search(question):
        return sp.find_lines(text)
    if qtype in ("date", "yesno"):
        if re.search(r"\bwhat time\b|\bstarts? at\b", question, re.I):
            return sp.find_times(text)
        if qtype == "date" and any(s.kind == "date" for s in sp.find_dates(question)):
            # "When does the meeting on 6 April 2016 start?": the day is given, so the time is asked.
            return sp.find_times(text) + sp.find_dates(text, default_year=year)
        found = sp.find_dates(text, default_year=year)
        if END_QUESTION.search(question):  # "24 months from the date of purchase" ends on a date too
            found += find_term_ends(text, dates=found, issued=doc.excerpt.document_date)
        return found
    if qtype == "amount":
        amounts = sp.find_amounts(text)
        # "VAT 21% 42.95 EUR", "Discount (10%) -5.00": a rate printed right before an amount (nothing but spaces,
        # brackets or a line break between) qualifies it; the amount is what "how much" asks for.
        if _PERCENT_QUESTION.search(question):
            return amounts + _percentages(text)
        return amounts + [p for p in _percentages(text) if not any(
            0 <= a.start - p.end <= RATE_BEFORE_AMOUNT_CHARS and not re.search(r"[^\W\d_]", text[p.end:a.start])
            for a in amounts)]
    if qtype == "party":
        return sp.find_parties(text, whole=doc.excerpt.field_id is not None, organisations=asks_counterparty(question))
    if _PERCENT_QUESTION.search(question):
        return _percentages(text)
    counted = _counted_nouns(question)
    how_many = HOW_MANY.search(question)
    counted_word = how_many.group(1).split()[:1] if how_many else []
    unit = unit_dimension(counted_word[0]) if counted_word else None
    if unit is not None:
        # "how many kWh did we use": the counted noun is a unit, so the answer is a measure in it ("462 kWh")
        return find_measures(text, [unit])  # a measure in that unit or nothing, never a line
    if counted:
        anchors = [(start, end) for start, end, term in doc.term_pos if term in counted]
        quantities = sp.find_quantities(text, anchors)
        if quantities:
            return quantities
    dimensions = asked_dimensions(question)
    measures = find_measures(text, dimensions)  # "what speed …" → "500 Mbps"
    if measures or (dimensions and _MEASURE_WORD.search(question)):
        return measures  # "how fast …" is answered by a rate or not at all, never by a line
    if _PHONE_QUESTION.search(question):
        return sp.find_phones(text)
    if _IBAN_QUESTION.search(question):
        return sp.find_ibans(text)  # an IBAN or nothing: an account number of another kind is no IBAN
    if _ID_QUESTION.search(question):
        return sp.find_ids(text)
    return sp.find_lines(text)


def _counted_nouns(question: str) -> set[str]:
    """Canonical words of what "how many …" / "how much …" / "the number of …" counts ("how many bike locks did
    we order" → {"lock"}); empty for other questions, for "how much did …" (an amount) and for "the number of
    our policy" (an identifier)."""
    m = HOW_MANY.search(question)
    if not m:
        return set()
    phrase = []
    for word in m.group(1).lower().split():
        if word in STOPWORDS or len(phrase) >= 3:
            break
        phrase.append(word)
    if not phrase:
        return set()
    # The head noun is what is counted ("bike locks" counts locks, "paid hours" hours); a plural possessive
    # before it is counted in the paper too ("days' notice": "60 days").
    return {stem(phrase[-1].strip("'’"))} | {stem(w.strip("'’")) for w in phrase[:-1] if w.endswith(("s'", "s’"))}


def _percentages(text: str) -> list[sp.Span]:
    # "80% of the remaining fees" answers a fee question without a currency sign.
    return [sp.Span(m.start(), m.end(), m.group(), "percent", m.group(), 0.4)
            for m in re.finditer(r"\b\d{1,3}(?:[.,]\d+)?\s?%", text)]


def _line_score(doc: DocView, span: sp.Span, terms: dict[str, float], question: str) -> float:
    inside = {t for s, _, t in doc.term_pos if span.start <= s < span.end}
    total = sum(terms.values()) or 1.0
    score = sum(terms[t] for t in inside) / total
    line_words = {w for _, w in words(span.printed)}
    if not line_words - set(terms) - {w for _, w in words(question)}:
        return 0.0  # the line only echoes the question (a heading)
    if _QUANTITY_QUESTION.search(question) and re.search(r"\d", span.printed):
        score += 0.15
    first = words(span.printed)[:1]
    once = sum(1 for _, _, t in doc.term_pos if first and t == first[0][1]) == 1
    if first and once and terms.get(first[0][1], 0) >= 1.0 and re.search(r"\d", span.printed[len(first[0][1]):]):
        score += 0.25  # "Odometer 45,728 mi": the question's word labels the value on its line
    return score


def find_candidates(qtype: str, question: str, docs: list[DocView], terms: dict[str, float]) -> list[Candidate]:
    """Every span ``finder`` offers in ``docs``, as ``Candidate`` with its proximity and label fit; values the
    question itself prints, zero amounts (unless a balance is asked) and names the question already gives
    are left out."""
    q_dates, q_amounts = question_values(question)
    q_words = {w for _, w in words(question)}
    out = []
    for doc in docs:
        for span in finder(qtype, question, doc):
            if span.kind == "date" and span.value in q_dates:
                continue
            if span.kind == "amount" and span.value[0] in q_amounts:
                continue
            if span.kind == "amount" and span.value[0] == 0 and not _ZERO_QUESTION.search(question):
                continue  # "$0.00" (a cleared balance, a free item) is not what a bill "was"
            if span.kind == "party" and {w for _, w in words(span.printed)} <= q_words:
                continue  # "where does Jane Doe work" is not answered by "Jane Doe"
            if span.kind == "line":
                prox = _line_score(doc, span, terms, question)
            else:
                prox = _proximity(doc, span, terms)
            label = label_fit(doc, span, terms, question)
            if span.kind == "amount" and is_unit_rate(span.value[0]) and not _RATE_QUESTION.search(question):
                label = -1.0  # a unit rate is another thing than the bill, payment or fee asked about
            out.append(Candidate(doc, span, prox, label=label))
    return out


def is_unit_rate(amount: Decimal) -> bool:
    """Whether ``amount`` carries a fraction of a cent: three or more decimals once trailing zeros are
    dropped ("0.2073" per kWh, not "12.50" or "12.500"), as unit rates are printed; no sum paid is."""
    exponent = amount.normalize().as_tuple().exponent
    return isinstance(exponent, int) and exponent <= -3


CURRENT_BONUS = 0.25  # chosen on the dev halves (0.15 before: a lease's amendment lost to the lease)


def score_candidates(cands: list[Candidate], current: bool, n_docs: int) -> None:
    """Set each candidate's ``score`` (in place): 0.55 proximity + 0.25 coverage + 0.1 span weight + 0.05
    literal hit + 0.05 retrieval rank + 0.15 label fit, plus up to CURRENT_BONUS for the newest document when
    the question asks about the present (``current``). Weights chosen on the dev halves."""
    # "Newest" is judged among the documents that print the asked value under its label, when two or more
    # do (a lease and its amendment both label the rent): a later paper about something else says nothing
    # of which of them is in force.
    labelled = [c for c in cands if c.label > 0 and c.doc.excerpt.document_date]
    pool = labelled if len({c.doc.excerpt.document_date for c in labelled}) > 1 else cands
    dated = sorted({c.doc.excerpt.document_date for c in pool if c.doc.excerpt.document_date})
    for c in cands:
        e = c.doc.excerpt
        c.score = (0.55 * c.proximity + 0.25 * c.doc.coverage + 0.1 * c.span.weight
                   + 0.05 * e.literal_hit + 0.05 * (1 - c.doc.rank / max(1, n_docs)) + 0.15 * c.label)
        if current and len(dated) > 1 and e.document_date:
            # The newest document carrying the fact describes the present state.
            c.score += CURRENT_BONUS * max(0, bisect.bisect_right(dated, e.document_date) - 1) / (len(dated) - 1)


RERANK_TOP = 8  # candidates whose context is compared with the question by meaning
RERANK_WEIGHT = 0.3  # score per unit of cosine similarity


def rerank_by_meaning(question: str, cands: list[Candidate]) -> None:
    """Re-order the best :data:`RERANK_TOP` candidates (in place) after adding RERANK_WEIGHT × the cosine
    similarity (all-MiniLM-L6-v2) of the question with each candidate's own line and the line above, so
    a value labelled "Renewal premium" can win "what will renewing cost?" whatever words either uses.
    One embedding batch of at most RERANK_TOP + 1 short texts."""
    top = [c for c in cands[:RERANK_TOP] if c.span.kind != "line"]
    if len(top) < 2:
        return
    from ingest.embedding import embed_texts

    vectors = embed_texts([question] + [_span_context(c.doc.excerpt.text, c.span) or c.span.printed for c in top])
    for c, v in zip(top, vectors[1:]):
        c.score += RERANK_WEIGHT * float(vectors[0] @ v)
    cands.sort(key=lambda c: -c.score)


def format_span(span: sp.Span) -> str:
    """The answer text of ``span``: dates as ``YYYY-MM-DD (printed)``, the rest as printed."""
    if span.kind == "date":
        iso = span.value.isoformat()
        return iso if span.printed.strip() == iso else f"{iso} ({span.printed.strip()})"
    if span.kind == "quantity":
        return " ".join(span.printed.split())  # "up to 32 tracks", printed over two lines
    return span.printed.strip()


def _confidence(best: Candidate, runner_up: Candidate | None) -> float:
    margin = best.score - runner_up.score if runner_up else 0.3
    raw = (0.1 + 0.4 * min(1.0, best.proximity) + 0.2 * best.doc.coverage + 0.1 * best.doc.excerpt.literal_hit
           + 0.2 * min(1.0, margin / 0.3)) * (0.6 + 0.4 * best.span.weight)
    return round(max(0.05, min(0.95, raw)), 2)


def _features(best: Candidate, runner_up: Candidate | None, raw: float) -> dict[str, float]:
    """The measurements ``ask.calibration`` turns into a probability of being right."""
    e = best.doc.excerpt
    margin = best.score - runner_up.score if runner_up else 0.3
    return {"raw": raw, "proximity": min(1.0, best.proximity), "coverage": best.doc.coverage,
            "literal": float(e.literal_hit), "margin": min(1.0, max(0.0, margin) / 0.3), "label": best.label,
            "span_weight": best.span.weight, "first_doc": float(best.doc.rank == 0),
            "line": float(best.span.kind == "line"), "wide": 0.0,
            "_context": _span_context(e.text, best.span)}


def _span_context(text: str, span: sp.Span) -> str:
    """The span's own line and the line above it (where labels are printed); for a table's cell
    (``spans.table_cells``), its row's words, its column's header and the cell: "First Aid Course Discount 10%"."""
    cell = sp.table_cells(text).get(text.rfind("\n", 0, span.start) + 1)
    if cell:
        (h0, h1), (r0, r1) = cell
        row_words = " ".join(c.strip() for c in text[r0:r1].split("\n") if not re.search(r"\d", c))
        line_end = text.find("\n", span.start)
        own = text[text.rfind("\n", 0, span.start) + 1:line_end if line_end >= 0 else len(text)].strip()
        return f"{row_words} {text[h0:h1].strip()} {own}".strip()[:300]
    above = text.rfind("\n", 0, max(0, text.rfind("\n", 0, span.start)))
    end = text.find("\n", span.end)
    return text[above + 1:end if end >= 0 else len(text)].strip()[:300]


def extractive_answer(text: str, best: Candidate, runner_up: Candidate | None,
                      notes: list[str] | None = None) -> Answer:
    """The ``Answer`` quoting ``text`` from ``best``'s excerpt: cited document, page and field, raw
    confidence 0..1 (``_confidence``) and the features ``ask.calibration`` reads."""
    e = best.doc.excerpt
    raw = _confidence(best, runner_up)
    notes = [*(notes or []), *([best.span.note] if best.span.note else [])]
    return Answer(answer=text, cited=[e.doc_id], confidence=raw, backend=BACKEND,
                  notes=[EXTRACTIVE_NOTE, *notes], cited_pages={e.doc_id: e.page},
                  features=_features(best, runner_up, raw), cited_fields={e.doc_id: e.field_id} if e.field_id else {})


# "Which document mentions the boiler?", "what letter talks about the fence?": the answer is documents.
DOCUMENT_QUESTION = re.compile(
    r"^\s*(?:which|what) (?:of (?:my|our) )?(?:documents?|papers?|letters?|files?|e-?mails?|notices?|bills?|"
    r"receipts?|invoices?|statements?)\b.{0,30}?\b(?:mentions?|mentioned|talks? about|refers? to|contains?|says?|"
    r"is about|are about|deals? with|covers?)\b|"
    r"^\s*(?:where|in which (?:document|paper|letter|file)) (?:is|are|was|were) "
    r".{1,80}\bmentioned\b|^\s*do (?:i|we) have (?:a|any) (?:document|paper|letter|file)s? (?:about|on|mentioning)\b",
    re.I)


def finished(question: str, answer: Answer) -> Answer:
    """``answer`` with the features that need the question (its type, the label similarity) added."""
    if answer.features:
        answer.features[f"type_{classify_question(question)}"] = 1.0
        answer.features["label_sim"] = _label_similarity(question, answer.features.pop("_context", ""))
    return answer


def withheld(answer: Answer) -> bool:
    """No answer, or one the calibrated confidence (``ask.calibration``) would withhold."""
    if answer.answer is None:
        return True
    p = calibrated_confidence(answer.features)
    return p is not None and p < CALIBRATION_FLOOR


def _label_similarity(question: str, context: str) -> float:
    """Cosine similarity (all-MiniLM-L6-v2, ``ingest.embedding``) of the question with the lines the
    answer was read from (its own line and the one above): how well the printed label and context match
    what was asked, whatever words either uses."""
    if not context.strip():
        return 0.0
    from ingest.embedding import embed_texts

    q, c = embed_texts([question, context])
    return float(q @ c)


_MEASURE_WORD = re.compile(r"\bhow (fast|heavy|far|tall|wide|high|big|large)\b", re.I)


def question_terms(question: str, previous: str | None) -> tuple[str, dict, dict]:
    """(question type, terms that label values, terms that decide whether a document is about it)."""
    qtype = classify_question(question)
    about_documents = DOCUMENT_QUESTION.search(question)
    # "Which letter mentions the fence?": what the documents must be about is what follows the verb.
    terms = key_terms(question[about_documents.end():] if about_documents else question)
    gate_terms = dict(terms)
    # A follow-up's topic is the previous question's: its words decide which documents are about the
    # question, at their own weights, but label no value (they are not what is asked now).
    for term, weight in key_terms(previous or "").items():
        gate_terms.setdefault(term, weight)
        terms.setdefault(term, 0.3)
    measure = _MEASURE_WORD.search(question)
    if measure and asked_dimensions(question):
        # "How fast is our internet?": "fast" says which dimension is asked (a rate), as "how much" says an
        # amount; the page prints "500 Mbps", not the word, so it neither gates nor labels.
        for term in key_terms(measure.group(1)):
            gate_terms.pop(term, None)
            terms.pop(term, None)
    if qtype == "yesno" and VALIDITY_QUESTION.search(question):
        terms.update({"expire": 0.5, "end": 0.5, "valid": 0.5})  # validity turns on the end date
    if qtype == "amount" and not asks_tax(question):
        for cue in ("total", "amount", "balance"):  # the sum a bill asks for, when no other label is near
            terms.setdefault(cue, 0.3)
        if terms.keys() & COST_WORDS:  # a fee is printed as "cost", "price" or "charge"; what insurance
            for cue in sorted(COST_WORDS):  # costs, as its "premium"
                terms.setdefault(cue, 0.3)
    if qtype == "date" and terms.keys() & {"expire", "end"}:  # an end date is printed "valid until"
        for cue in ("expire", "end", "valid"):
            terms.setdefault(cue, 0.5)
    return qtype, terms, gate_terms


def about_question(question: str, excerpts: list[Excerpt], terms: dict, gate_terms: dict, *, period,
           previous: str | None, foreign: dict[str, set[str]] | None = None) -> list[DocView]:
    """The excerpts about the question (coverage gate, ``ask.coverage``) and in ``period``, the one it names
    (``question_period``) or None. ``foreign`` (``ask.lexicon.foreign_index``): translations of the
    question's words that count as the words themselves."""
    modifiers = question_modifiers(question, gate_terms)
    asked = f"{question}. {previous}" if previous else question
    docs = [doc_view(e, rank, terms, gate_terms, period, modifiers, asked, foreign)
            for rank, e in enumerate(excerpts)]
    docs = [d for d in docs if d.coverage > 0 and d.in_period]
    if period and asks_period_of_paper(question):
        # "the bill for March": the paper stating March as its period, though issued in April.
        stated = [d for d in docs if states_period(d.excerpt, period)]
        if stated:
            return stated
    if period and any(d.in_period == 2 for d in docs):
        docs = [d for d in docs if d.in_period == 2]  # the question names the document's period
    return docs


def papers_about(question: str, excerpts: list[Excerpt], *, as_of: date, limit: int,
                 not_required=lambda term: False) -> list[Excerpt]:
    """The first excerpt of each of the first ``limit`` documents the reader's gate finds about ``question``
    (``about_question``: its words, its period relative to ``as_of``), in retrieval order. ``not_required(term)``:
    gate terms a paper need not print, for a reader that reads what they say itself ("rise" for a price change)."""
    _, terms, gate_terms = question_terms(question, None)
    gate_terms = {t: w for t, w in gate_terms.items() if not not_required(t)}
    about = about_question(question, excerpts, terms, gate_terms, period=question_period(question, as_of),
                           previous=None)
    first: dict[int, Excerpt] = {}
    for d in about:
        first.setdefault(d.excerpt.doc_id, d.excerpt)
    return list(first.values())[:limit]
