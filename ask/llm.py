"""The LLM answerer: the numbered prompt to the configured endpoint (``archive.llm``), then the app's checks.

Nothing is sent until the operator has acknowledged egress (``llm.egress_ack``). Only sizes, timings
and status codes are logged, never document text, questions or replies.
"""
import logging
from dataclasses import replace
from datetime import date

from archive.llm import LLMConfig, LLMError, llm_chat

from .citations import MalformedReply, check_citations, grounding_check, parse_model_json
from .prompt import answer_schema, build_messages, clip_excerpt
from .reasons import Reason
from .types import Answer, Excerpt

log = logging.getLogger(__name__)

__all__ = ["LLMConfig", "llm_answer"]  # LLMConfig stays importable here for ingest.payments (lead's module)


def llm_answer(question: str, excerpts: list[Excerpt], *, as_of: date, config: LLMConfig) -> Answer:
    """Ask the configured model ``question`` over ``excerpts`` and return the checked Answer.

    Excerpts are clipped to ``config.excerpt_chars`` before being sent and checked. The reply goes
    through check_citations (cap 8) and, if an answer survives, grounding_check. Never raises for
    endpoint trouble: the Answer then has ``answer=None``, the LLMError's reason and its message in
    ``notes``. ``backend`` is "llm-openai" or "llm-ollama".
    """
    backend = config.backend
    if not excerpts:
        return Answer(answer=None, backend=backend, reason=Reason.NO_MATCHES)
    sent = [replace(e, text=clip_excerpt(e.text, config.excerpt_chars)) for e in excerpts]
    messages = build_messages(question, sent, as_of=as_of, excerpt_chars=config.excerpt_chars)
    try:
        text = llm_chat(messages, config=config, schema=answer_schema([e.number for e in sent]))
        try:
            reply = parse_model_json(text)
        except MalformedReply:
            log.warning("llm %s reply of %d chars is not the expected JSON", config.api, len(text))
            raise LLMError(Reason.LLM_MALFORMED,
                           f"The language model at {config.display_url} replied with something other than "
                           "the expected JSON") from None
    except LLMError as exc:
        return Answer(answer=None, backend=backend, reason=Reason(exc.reason), notes=[exc.message])
    answer = check_citations(reply, sent)
    if answer.answer is not None:
        answer = grounding_check(answer, sent)
    answer.backend = backend
    log.info("llm %s answered=%s cited=%d confidence=%.2f reason=%s", config.api, answer.answer is not None,
             len(answer.cited), answer.confidence, answer.reason)
    return answer
