"""Answers in stages: the offline answer (aggregate or extractive) at once, the language model's answer
after it, replacing it only when it survives the app's checks.

``ask_llm_stage`` is the seam: given the offline AskResponse it runs the model over the same retrieval
and returns the final response: the model's, or the offline one with a note saying why the model's was
not used (timeout, unreachable, no citation, a figure not printed in a cited excerpt...).
"""
from __future__ import annotations

import logging
from dataclasses import replace
from datetime import date

from archive.config import setting_get

from .reasons import Reason
from .service import AskResponse, ask

log = logging.getLogger(__name__)

#: Backends whose first answer the model is not asked to improve: SQL totals over payment records
#: are exact; "none" means there was nothing to read.
OFFLINE_FINAL_BACKENDS = {"aggregate-sql", "none"}

def offline_kinds() -> set[str]:
    """Question kinds (``ask.question_type.classify_question``) that skip the model stage: the setting
    ``ask.llm_offline_kinds``, by default those on which the local 1.5 B model measured worse than the
    offline answerer (README: amount, lookup, party). Needs the database."""
    return {k for k in setting_get("ask.llm_offline_kinds").split(",") if k}


#: Reasons for which the model's reply is not shown and the offline answer stands.
_DROPPED = {Reason.GROUNDING_FAILED, Reason.NO_VALID_CITATION, Reason.NOT_IN_EXCERPTS}


def llm_stage_model() -> str | None:
    """The model name the second stage would use, or None when no model may be asked (no endpoint, or
    egress not acknowledged). Needs the database."""
    if not setting_get("llm.endpoint_url") or not setting_get("llm.egress_ack"):
        return None
    return setting_get("llm.model") or "the language model"


def llm_stage_wanted(offline: AskResponse, question: str = "") -> bool:
    """Whether a second, language-model stage should follow ``offline`` (the response of ``ask(...,
    llm=False)`` to ``question``): a model is configured and allowed, the first answer came from
    excerpts, and the question is not of a kind routed to the offline answerer (``offline_kinds``)."""
    from .question_type import classify_question

    return (llm_stage_model() is not None and offline.backend not in OFFLINE_FINAL_BACKENDS
            and bool(offline.excerpts) and classify_question(question) not in offline_kinds())


def _why_not(llm: AskResponse, offline: AskResponse, model: str) -> str:
    new = [n for n in llm.notes if n not in offline.notes]
    detail = " ".join(n.replace("; exact search still works and the retrieved excerpts are below.", ".")
                      for n in new).strip()
    if llm.reason == Reason.GROUNDING_FAILED:
        head = f"{model}'s answer was not used: it states something the cited excerpts do not print."
    elif llm.reason == Reason.NOT_IN_EXCERPTS:
        head = f"{model} found no answer in these excerpts."
    elif llm.reason == Reason.NO_VALID_CITATION:
        head = f"{model}'s answer was not used: it cited none of the documents it was shown."
    else:
        head = f"{model}'s answer is not available."
    return f"{head} {detail} This is Shoebox's offline answer.".replace("  ", " ")


def stage_merge(offline: AskResponse, llm: AskResponse, *, model: str) -> AskResponse:
    """The final response of a staged ask: ``llm`` when it is an answer that passed the citation and
    grounding checks, else ``offline`` with one note saying why (``backend`` stays the offline one)."""
    if llm.answer is not None and llm.reason not in _DROPPED:
        return llm
    return replace(offline, notes=[*offline.notes, _why_not(llm, offline, model)])


def ask_llm_stage(user, question: str, offline: AskResponse, *, max_docs: int | None = None,
                  as_of: date | None = None, include_sensitive: bool | None = None,
                  previous_question: str | None = None) -> AskResponse:
    """Run the language-model stage after ``offline`` (same user, question and options) and return the
    final response (see ``stage_merge``). ``offline`` itself when no stage is wanted. Never raises for
    endpoint trouble; raises what ``ask`` raises for bad input."""
    if not llm_stage_wanted(offline, question):
        return offline
    model = llm_stage_model()
    llm = ask(user, question, max_docs=max_docs, as_of=as_of, include_sensitive=include_sensitive,
              previous_question=previous_question, llm=True)
    final = stage_merge(offline, llm, model=model)
    log.info("ask stage: llm reason=%s kept=%s", llm.reason, final is llm)
    return final
