"""The search screen: an Ask tab (``ask.service.ask``) and a Search tab (``ask.search.search_documents``).

Every honesty state of an AskResponse gets a visible message here: the index lagging, no index, the
language model unavailable (exact search still works), low confidence and documents without text.
"""
from urllib.parse import urlencode

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods

from archive.errors import ShoeboxError
from archive.links import document_url
from archive.throttles import AskThrottle, throttle_wait
from ask.jobs import ask_job_get, ask_job_state, ask_with_stages
from ask.reasons import Reason, reason_of
from ask.search import search_documents
from ask.service import AskResponse

from .highlight import passage_ref

LOW_CONFIDENCE = 0.5


def cite_url(doc_id: int, page: int, snippet: str, field: dict | None = None) -> str:
    """A link to the document at ``page`` marking the snippet's passage by reference (``hl`` = character
    offsets on that page, never document text), or the cited page ``field`` (``field`` = its id)."""
    if field:
        return document_url(doc_id, page=page, field=field["id"])
    return document_url(doc_id, page=page, hl=passage_ref(doc_id, page, snippet))


def _ask_context(response: AskResponse) -> dict:
    """Template-ready view of an AskResponse."""
    notes = list(response.notes)
    lag_note = notes.pop(0) if response.indexed_through and notes else None  # ask() puts the lag note first
    reason = reason_of(response.reason)  # ask.reasons.Reason: the words for every reason code
    return {
        "response": response,
        "answered": response.answer is not None,
        "low_confidence": response.answer is not None and response.confidence < LOW_CONFIDENCE,
        "lag_note": lag_note,
        "notes": notes,
        "reason_heading": reason.heading if reason else "",
        "reason_text": reason.explanation if reason else "",
        "degraded": bool(reason and reason.degraded),
        "nothing_indexed": reason is Reason.NO_INDEXED_DOCUMENTS,  # links to upload and the document list
        "citations": [dict(c, link=cite_url(c["doc_id"], c["page"], c["snippet"], c.get("field")))
                      for c in response.citations],
        "excerpts": [dict(e, link=cite_url(e["doc_id"], e["page"], e["snippet"])) for e in response.excerpts],
    }


def _tab_urls(query: str, mode: str) -> dict:
    # The Ask tab never carries the question: asking is a POST, so it stays out of URLs, logs and history.
    search = {"mode": "search", "q": query} if query else {"mode": "search"}
    home = reverse("home")
    return {"ask_url": home, "search_url": f"{home}?{urlencode(search)}"}


@login_required
@require_http_methods(["GET", "POST"])
def home(request):
    """``/``: the Ask tab (default; the question is POSTed) or the Search tab (``?mode=search&q=``).

    An ask answers offline at once; when a language model is set up, the page also shows that it is
    reading the documents, and ``portal.js`` polls ``ask_stage`` to swap its answer in. After an answer
    the form offers to follow it up: the box, when ticked, posts the question just asked as ``previous``
    (``ask.service.ask``'s ``previous_question``); the page holds it, the server keeps nothing."""
    previous = ""
    if request.method == "POST":
        query, mode = request.POST.get("q", "").strip(), "ask"
        previous = request.POST.get("previous", "").strip()
    else:
        mode = "search" if request.GET.get("mode") == "search" else "ask"
        query = request.GET.get("q", "").strip() if mode == "search" else ""
    context = {"q": query, "mode": mode, "previous": previous, **_tab_urls(query, mode)}
    if query:
        try:
            if mode == "search":
                results = search_documents(request.user, query)
                context["results"] = [dict(r, link=cite_url(r["doc_id"], r["page"], r["snippet"])) for r in results]
            elif (wait := throttle_wait(AskThrottle, request.user, request)) is not None:
                context["error"] = f"Too many questions in a short time; try again in {int(wait)} seconds."
                return render(request, "home.html", context, status=429)
            else:
                offline, job = ask_with_stages(request.user, query, previous_question=previous or None)
                context.update(_ask_context(offline))
                if job is not None:
                    context["stage"] = ask_job_state(job, url_name="ask-stage")
        except ShoeboxError as exc:  # bad input: shown above the form, with what was typed
            context["error"] = exc.message
    return render(request, "home.html", context)


@login_required
@require_GET
def ask_stage(request, job_id):
    """``/portal/ask/<id>``: ``{"status": "pending"|"done", "html"}``, the rendered answer once the
    language model's stage is done (the model's answer, or the offline one with a note). 404 for another
    user's ask (``AskJobNotFound``, rendered by ``archive.portal.errors``)."""
    job = ask_job_get(request.user, job_id)
    state = ask_job_state(job, url_name="ask-stage")
    html = ""
    if state["status"] == "done":
        context = dict(_ask_context(AskResponse(**state["response"])), search_url=reverse("home") + "?mode=search")
        html = render_to_string("_ask_response.html", context, request=request)
    return JsonResponse({"status": state["status"], "html": html})
