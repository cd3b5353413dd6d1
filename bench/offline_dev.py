"""Development harness for the offline extractive answerer (``ask.offline``).

Real retrieval is stood in for by a crude keyword-overlap ranker: each text-layer document of a
corpus (PDF via PyMuPDF, ``.eml`` via the stdlib email package incl. PDF attachments, ``.txt``;
images and scans are skipped) is cut into a 400-character excerpt around its best keyword-overlap
window. Each question sees its gold documents mixed with the 5 best-scoring other documents (the
kind of distractors real retrieval returns), ranked by the crude score.

Usage: ``python bench/offline_dev.py [real|household ...] [-v]``. Prints per-kind figures:
answer-correct, cited-a-gold-document, false answers (kinds whose right response is no answer),
false denials. ``aggregate`` questions are skipped (handled by SQL elsewhere); ``confidential``
questions are run with the confidential documents withheld (inclusion off), so no answer is right.
"""
from __future__ import annotations

import email
import json
import math
import re
import sys
from datetime import date
from email import policy
from pathlib import Path

import pymupdf

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ask.offline import offline_answer  # noqa: E402
from ask.types import Excerpt  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "corpus"
EXCERPT_CHARS = 400
N_DISTRACTORS = 5
WORD = re.compile(r"[a-z0-9]+")
STOP = set("""a an the of to in on for and or is are was were be by at it its my our we us i me you your
what when who whom whose which where how much many did do does that this with from as have has had
any all there their they them still last next""".split())


def _pdf_text(data: bytes) -> list[str]:
    with pymupdf.open(stream=data, filetype="pdf") as doc:
        return [page.get_text() for page in doc]


def _eml_text(data: bytes) -> list[str]:
    msg = email.message_from_bytes(data, policy=policy.default)
    head = f"From: {msg['from']}\nDate: {msg['date']}\nSubject: {msg['subject']}\n"
    body, pages = "", []
    for part in msg.walk():
        ctype = part.get_content_type()
        if ctype == "application/pdf":
            pages += _pdf_text(part.get_payload(decode=True))
        elif ctype in ("text/plain", "text/html") and not body:
            text = part.get_content()
            if ctype == "text/html":
                text = re.sub(r"(?s)<(script|style).*?</\1>", " ", text)
                text = re.sub(r"<br\s*/?>|</p>|</tr>|</div>", "\n", text)
                text = re.sub(r"<[^>]+>", " ", text)
                text = re.sub(r"&nbsp;", " ", text)
            body = re.sub(r"[ \t]+", " ", text)
    return [head + body] + pages


def load_docs(corpus: Path) -> dict[str, dict]:
    """file → {pages, title, date, confidential}; documents without a text layer are left out."""
    manifest = {}
    if (corpus / "manifest.jsonl").exists():
        for line in (corpus / "manifest.jsonl").read_text().splitlines():
            row = json.loads(line)
            manifest[row["file"]] = row
    docs = {}
    files = [p for p in corpus.rglob("*") if p.suffix.lower() in (".pdf", ".eml", ".txt")]
    for i, path in enumerate(sorted(files)):
        rel = str(path.relative_to(corpus))
        if path.name in ("questions.jsonl",):
            continue
        data = path.read_bytes()
        if path.suffix.lower() == ".pdf":
            pages = _pdf_text(data)
        elif path.suffix.lower() == ".eml":
            pages = _eml_text(data)
        else:
            pages = [data.decode("utf-8", "replace")]
        if sum(len(p.strip()) for p in pages) < 40:
            continue  # image-only scan: OCR is not part of this harness
        row = manifest.get(rel, {})
        created = row.get("created")
        docs[rel] = {
            "id": i + 1,
            "pages": pages,
            "title": row.get("title") or path.stem.replace("_", " "),
            "date": date.fromisoformat(created) if created else None,
            "confidential": row.get("sensitivity") in ("confidential", "restricted"),
            "name": path.name,
        }
        docs[rel]["vocab"] = _terms(docs[rel]["title"] + " " + " ".join(pages))
    return docs


def _terms(text: str) -> set[str]:
    return {w for w in WORD.findall(text.lower()) if w not in STOP and len(w) > 1}


def best_excerpt(doc: dict, terms: dict[str, float]) -> tuple[float, int, str, bool]:
    """(score, page, excerpt, literal_hit) for the best EXCERPT_CHARS window of a document; ``terms``
    maps each question word to its IDF, so rare words pull the window towards them."""
    best = (0.0, 1, "", False)
    for pno, text in enumerate(doc["pages"], start=1):
        text = re.sub(r"[ \t]+", " ", text).strip()
        hits = [(m.start(), m.group()) for m in WORD.finditer(text.lower()) if m.group() in terms]
        for start, _ in hits:
            lo = max(0, start - 120)
            inside = {w for pos, w in hits if lo <= pos < lo + EXCERPT_CHARS - 10}
            score = sum(terms[w] for w in inside) / max(1e-9, sum(terms.values()))
            if score > best[0]:
                best = (score, pno, text[lo:lo + EXCERPT_CHARS], True)
        if not best[2]:
            best = (0.0, pno, text[:EXCERPT_CHARS], False)
    title_hit = sum(terms[w] for w in _terms(doc["title"]) & set(terms)) / max(1e-9, sum(terms.values()))
    return best[0] + 0.5 * title_hit, best[1], best[2], best[3]


def idf(docs: dict, word: str) -> float:
    cache = docs.setdefault("__df__", {})  # type: ignore[arg-type]
    if word not in cache:
        cache[word] = sum(1 for name, d in docs.items() if name != "__df__"
                          and word in d["vocab"])
    n = len(docs) - 1
    return math.log((n + 1) / (cache[word] + 0.5))


def build_excerpts(question: str, gold: list[str], docs: dict, *, withhold_confidential: bool) -> list[Excerpt]:
    terms = {w: idf(docs, w) for w in _terms(question)}
    scored = []
    for name, doc in docs.items():
        if name == "__df__":
            continue
        if withhold_confidential and doc["confidential"]:
            continue
        score, page, text, literal = best_excerpt(doc, terms)
        scored.append((score, name, page, text, literal))
    scored.sort(key=lambda r: -r[0])
    chosen = [r for r in scored if r[1] in gold]
    chosen += [r for r in scored if r[1] not in gold][:N_DISTRACTORS]
    chosen.sort(key=lambda r: -r[0])
    out = []
    for n, (score, name, page, text, literal) in enumerate(chosen, start=1):
        doc = docs[name]
        out.append(Excerpt(number=n, doc_id=doc["id"], title=doc["title"], document_date=doc["date"], page=page,
                           text=text, score=round(score, 3), original_filename=doc["name"], literal_hit=literal))
    return out


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s.lower().replace("\u00a0", " ")).strip()


def is_correct(answer: str, gold: str, aliases: list[str]) -> bool:
    """Gold or an alias appears in the answer (normalised, on token boundaries); ISO dates as dates."""
    ans = _norm(answer)
    for g in [gold, *aliases]:
        g = _norm(g)
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", g):
            if g in re.findall(r"\d{4}-\d{2}-\d{2}", ans):
                return True
            continue
        if re.search(r"(?<![\w.,])" + re.escape(g) + r"(?![\w]|[.,]\d)", ans):
            return True
    return False


def run(corpus_name: str, verbose: bool) -> None:
    corpus = CORPUS / corpus_name
    docs = load_docs(corpus)
    stats: dict[str, dict[str, int]] = {}
    for line in (corpus / "questions.jsonl").read_text().splitlines():
        q = json.loads(line)
        kind = q["kind"]
        if kind == "aggregate":
            continue
        gold = [f for f in q["doc_files"] if f in docs]
        expect_none = kind in ("absent", "confidential")
        if not expect_none and not gold:
            continue  # gold documents are images/scans: outside this harness
        as_of = date.fromisoformat(q["as_of"]) if q.get("as_of") else date(2026, 11, 30)
        excerpts = build_excerpts(q["question"], gold, docs, withhold_confidential=kind == "confidential")
        ans = offline_answer(q["question"], excerpts, as_of=as_of)
        gold_ids = {docs[f]["id"] for f in gold}
        s = stats.setdefault(kind, dict(n=0, correct=0, cited_gold=0, false_answer=0, false_denial=0))
        s["n"] += 1
        ok = False
        if expect_none:
            ok = ans.answer is None
            s["false_answer"] += not ok
        else:
            if ans.answer is None:
                s["false_denial"] += 1
            else:
                ok = is_correct(ans.answer, q["answer"], q.get("answer_aliases") or [])
                s["cited_gold"] += bool(set(ans.cited) & gold_ids)
        s["correct"] += ok
        if verbose and not ok:
            print(f"  ✗ [{kind}] {q['question']}\n     gold={q['answer']!r} got={ans.answer!r} "
                  f"conf={ans.confidence:.2f} reason={ans.reason} cited={ans.cited} gold_ids={sorted(gold_ids)}")
        elif verbose > 1:
            print(f"  ✓ [{kind}] {q['question']} → {ans.answer!r} conf={ans.confidence:.2f}")
    print(f"== {corpus_name}")
    tot = dict(n=0, correct=0, cited_gold=0, false_answer=0, false_denial=0)
    for kind, s in sorted(stats.items()):
        print(f"  {kind:13s} n={s['n']:3d} correct={s['correct']:3d} ({s['correct'] / s['n']:.0%}) "
              f"cited_gold={s['cited_gold']:3d} false_answer={s['false_answer']} false_denial={s['false_denial']}")
        for k in tot:
            tot[k] += s[k]
    print(f"  {'ALL':13s} n={tot['n']:3d} correct={tot['correct']:3d} ({tot['correct'] / max(1, tot['n']):.0%}) "
          f"cited_gold={tot['cited_gold']:3d} false_answer={tot['false_answer']} false_denial={tot['false_denial']}")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    verbose = sum(a.count("v") for a in sys.argv[1:] if a.startswith("-"))
    for name in args or ["real", "household"]:
        run(name, verbose)
