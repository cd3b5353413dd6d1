"""Staged asks that outlive the request: the offline answer is returned at once and the language-model
stage runs on a background thread; its state lives in the database (``AskJob``), so any web process can
answer a poll, and a job whose thread died is reported lost instead of pending forever.

The question is held only by the thread that needs it, never stored.
"""
from __future__ import annotations

import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import date, timedelta

from django.db import close_old_connections, connection, transaction
from django.urls import reverse
from django.utils import timezone

from archive.config import setting_get
from archive.errors import NotFound

from .models import AskJob
from .service import AskResponse, ask
from .stages import ask_llm_stage, llm_stage_model, llm_stage_wanted

log = logging.getLogger(__name__)

#: Seconds past the endpoint timeout after which a pending job counts as lost.
LOST_AFTER_S = 60
#: Finished jobs are kept this long for late polls, then deleted.
KEEP = timedelta(hours=1)

_executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="ask-llm")


class AskJobNotFound(NotFound):
    """No such staged ask for this user (an unknown id or another user's: not told apart); 404."""

    default_message = "no such ask"


def ask_with_stages(user, question: str, *, max_docs: int | None = None, as_of: date | None = None,
                    include_sensitive: bool | None = None, previous_question: str | None = None
                    ) -> tuple[AskResponse, AskJob | None]:
    """The offline answer now and, when a language model is set up, the job that will bring its answer
    (None otherwise). Raises what ``ask`` raises for bad input."""
    offline = ask(user, question, max_docs=max_docs, as_of=as_of, include_sensitive=include_sensitive, llm=False,
                  previous_question=previous_question)
    job = ask_job_start(user, question, offline, max_docs=max_docs, as_of=as_of,
                        include_sensitive=include_sensitive, previous_question=previous_question)
    return offline, job


def ask_job_start(user, question: str, offline: AskResponse, *, max_docs: int | None = None,
                  as_of: date | None = None, include_sensitive: bool | None = None,
                  previous_question: str | None = None) -> AskJob | None:
    """Record a job for the language-model stage after ``offline`` and start it once the surrounding
    transaction commits. None when no stage is wanted (``ask.stages.llm_stage_wanted``)."""
    if not llm_stage_wanted(offline, question):
        return None
    AskJob.objects.filter(created_at__lt=timezone.now() - KEEP).delete()
    timeout_s = float(setting_get("ASK_TIMEOUT"))
    job = AskJob.objects.create(user=user, offline=offline.to_dict(), model=llm_stage_model() or "",
                                documents=len(offline.excerpts),
                                deadline=timezone.now() + timedelta(seconds=timeout_s * 3 + LOST_AFTER_S))
    kwargs = dict(max_docs=max_docs, as_of=as_of, include_sensitive=include_sensitive,
                  previous_question=previous_question)
    transaction.on_commit(lambda: _executor.submit(_run_in_thread, job.pk, user, question, offline, kwargs))
    return job


def _run_in_thread(job_id, user, question, offline, kwargs) -> None:
    close_old_connections()
    try:
        ask_job_run(job_id, user, question, offline, **kwargs)
    except Exception:  # noqa: BLE001 - a failed stage must not kill the pool; the job is then lost
        log.exception("ask stage %s failed", job_id)
    finally:
        if threading.current_thread() is not threading.main_thread():
            connection.close()  # this thread's own connection


def ask_job_run(job_id, user, question: str, offline: AskResponse, **kwargs) -> AskResponse:
    """Run the language-model stage of job ``job_id`` and store its final response. Returns it."""
    final = ask_llm_stage(user, question, offline, **kwargs)
    AskJob.objects.filter(pk=job_id).update(status=AskJob.Status.DONE, result=final.to_dict(),
                                            finished_at=timezone.now())
    return final


def ask_job_get(user, job_id) -> AskJob:
    """The job ``job_id`` of ``user``. Raises AskJobNotFound for an unknown id or another user's job (not
    told apart)."""
    job = AskJob.objects.filter(pk=job_id, user=user).first()
    if job is None:
        raise AskJobNotFound()
    return job


def _lost(job: AskJob) -> dict:
    offline = dict(job.offline)
    offline["notes"] = [*offline["notes"], f"{job.model}'s answer was lost before it arrived. "
                                           "This is Shoebox's offline answer."]
    return offline


def ask_job_state(job: AskJob, *, url_name: str = "api-ask-job") -> dict:
    """``{"status": "pending"|"done", "model", "documents", "poll_url", "response"}``: ``response`` is
    the offline answer while pending, the final one when done (a job past its deadline is done, with
    the offline answer and a note)."""
    if job.status == AskJob.Status.DONE:
        status, response = "done", job.result
    elif timezone.now() > job.deadline:
        status, response = "done", _lost(job)
    else:
        status, response = "pending", job.offline
    return {"status": status, "model": job.model, "documents": job.documents,
            "poll_url": reverse(url_name, args=[job.pk]), "response": response}


def ask_job_wait(user, job_id, *, budget_s: float, poll_s: float = 0.25) -> dict:
    """``ask_job_state`` once the job is done or ``budget_s`` seconds have passed, whichever is first."""
    deadline = time.monotonic() + budget_s
    while True:
        state = ask_job_state(ask_job_get(user, job_id))
        if state["status"] == "done" or time.monotonic() >= deadline:
            return state
        time.sleep(poll_s)


def pending_note(state: dict) -> dict:
    """The response of a still-pending state with a note that a better answer may follow (for callers
    that cannot poll, such as an assistant whose time budget ran out)."""
    response = dict(state["response"])
    response["notes"] = [*response["notes"], f"{state['model']} was still reading {state['documents']} "
                                              "documents when the time budget ran out; this is Shoebox's "
                                              "offline answer."]
    return response
