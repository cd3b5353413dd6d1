"""Plain-text rendering of an Ask response for terminals (the ask and demo commands)."""
import re

from .reasons import reason_of
from .service import AskResponse


def _plain(snippet: str) -> str:
    return re.sub(r"</?mark>", "", snippet).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")


def response_text(question: str, r: AskResponse) -> str:
    """A human-readable multi-line rendering: answer, confidence, notes, citations; no answer shows its
    reason in words (``ask.reasons.Reason``)."""
    lines = [f"Q: {question}"]
    if r.answer is not None:
        lines.append(f"A: {r.answer}   (confidence {r.confidence:.2f}, {r.backend})")
    else:
        reason = reason_of(r.reason)
        why = f"{reason.heading}. {reason.explanation}" if reason else (r.reason or "no reason given")
        lines.append(f"A: no answer: {why}")
    lines += [f"   note: {n}" for n in r.notes]
    if r.citations:
        lines.append(f"   {r.summary}:")
        for i, c in enumerate(r.citations, 1):
            how = "OCR" if c["source"] == "ocr" else "text"
            lines.append(f"   [{i}] #{c['doc_id']} {c['title']} ({c['original_filename']}), page {c['page']}, {how}")
            snippet = " ".join(_plain(c["snippet"]).split())
            if snippet:
                lines.append(f"       “{snippet[:200]}”")
        if r.more_citations:
            lines.append(f"   … and {r.more_citations} more documents")
    elif r.excerpts and r.answer is None:
        lines.append("   retrieved (exact search still works):")
        for e in r.excerpts[:5]:
            lines.append(f"   - #{e['doc_id']} {e['title']}, page {e['page']}")
    lines.append(f"   ({r.elapsed_ms} ms)")
    return "\n".join(lines)
