"""Plain-text rendering of an Ask response for terminals (the ask and demo commands)."""
import re

from .service import AskResponse

REASONS = {
    "no_valid_citation": "the answer could not be tied to a document that was retrieved, so it was discarded",
    "not_in_excerpts": "the retrieved documents do not contain the answer",
    "no_indexed_documents": "there are no indexed documents yet",
    "no_matches": "no document matched",
    "no_records": "no payment records on file match the question, so no total can be given",
    "identifier_not_found": "no document you can open mentions the identifier the question names",
    "low_confidence": "the best candidate was too uncertain to give as an answer",
    "egress_not_acknowledged": "the language model is configured but the operator has not acknowledged egress",
}


def _plain(snippet: str) -> str:
    return re.sub(r"</?mark>", "", snippet).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")


def response_text(question: str, r: AskResponse) -> str:
    """A human-readable multi-line rendering: answer, confidence, notes, citations."""
    lines = [f"Q: {question}"]
    if r.answer is not None:
        lines.append(f"A: {r.answer}   (confidence {r.confidence:.2f}, {r.backend})")
    else:
        lines.append(f"A: no answer: {REASONS.get(r.reason, r.reason)}")
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
