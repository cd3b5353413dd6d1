"""The search screen: an Ask tab (``ask.service.ask``) and a Search tab (``ask.search.search_documents``).

Every honesty state of an AskResponse gets a visible message here: the index lagging, no index, the
language model unavailable (exact search still works), low confidence and documents without text.
"""
from urllib.parse import urlencode

from django.contrib.auth.decorators import login_required
from django.http import Http404, JsonResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods

from archive.throttles import AskThrottle, throttle_wait
from ask.jobs import ask_job_get, ask_job_state, ask_with_stages
from ask.models import AskJob
from ask.search import search_documents
from ask.service import AskInputError, AskResponse

from .highlight import passage_ref

LOW_CONFIDENCE = 0.5

#: reason → (short heading, what it means for the person asking). ``degraded`` reasons fall back to search.
REASONS = {
    "no_indexed_documents": ("Nothing to search yet",
                             "There are no indexed documents you can search yet. Upload papers, or wait until "
                             "the ones you added show as indexed."),
    "ask_off": ("Ask is turned off", "An admin has turned Ask off on this archive and its index was deleted. "
                                     "Exact search still works."),
    "no_matches": ("No matching documents", "No document matched the question. Try other words, or use Search."),
    "not_in_excerpts": ("Not found in your papers", "The documents that matched do not contain the answer."),
    "no_records": ("No records to add up", "No payment records on file match this question, so no total can be "
                                           "given. Search may still find the papers."),
    "identifier_not_found": ("No such reference", "No document you can open mentions the number or reference "
                                                  "the question names."),
    "low_confidence": ("Too uncertain", "The closest candidate was too uncertain to give as an answer; the "
                                        "documents found are listed below."),
    "no_valid_citation": ("No checked answer", "An answer came back but could not be tied to a document it was "
                                               "shown, so Shoebox discarded it."),
    "llm_not_configured": ("Language model not set up", "The language model is not fully configured."),
    "egress_not_acknowledged": ("Nothing was sent", "The language model is configured, but an admin has not yet "
                                                    "allowed excerpts to be sent to it."),
    "llm_unreachable": ("Language model unreachable", "The language model could not be reached."),
    "llm_timeout": ("Language model timed out", "The language model did not answer in time."),
    "llm_refused": ("Language model refused", "The language model refused the request; an admin should check "
                                              "the API key."),
    "llm_http_error": ("Language model error", "The language model answered with an error."),
    "llm_malformed": ("Unreadable reply", "The language model sent a reply Shoebox could not read."),
}
DEGRADED = {"ask_off", "llm_not_configured", "egress_not_acknowledged", "llm_unreachable", "llm_timeout", "llm_refused",
            "llm_http_error", "llm_malformed"}


def cite_url(doc_id: int, page: int, snippet: str, field: dict | None = None) -> str:
    """A link to the document at ``page`` marking the snippet's passage by reference (``hl`` = character
    offsets on that page, never document text), or the cited page ``field`` (``field`` = its id)."""
    if field:
        return f"/documents/{doc_id}/?{urlencode({'page': page, 'field': field['id']})}#page-{page}"
    ref = passage_ref(doc_id, page, snippet)
    query = urlencode({"page": page, "hl": ref} if ref else {"page": page})
    return f"/documents/{doc_id}/?{query}#page-{page}"


def _ask_context(response: AskResponse) -> dict:
    """Template-ready view of an AskResponse."""
    notes = list(response.notes)
    lag_note = notes.pop(0) if response.indexed_through and notes else None  # ask() puts the lag note first
    heading, explanation = REASONS.get(response.reason or "", ("", ""))
    return {
        "response": response,
        "answered": response.answer is not None,
        "low_confidence": response.answer is not None and response.confidence < LOW_CONFIDENCE,
        "lag_note": lag_note,
        "notes": notes,
        "reason_heading": heading,
        "reason_text": explanation,
        "degraded": response.reason in DEGRADED,
        "citations": [dict(c, link=cite_url(c["doc_id"], c["page"], c["snippet"], c.get("field")))
                      for c in response.citations],
        "excerpts": [dict(e, link=cite_url(e["doc_id"], e["page"], e["snippet"])) for e in response.excerpts],
    }


def _tab_urls(query: str, mode: str) -> dict:
    # The Ask tab never carries the question: asking is a POST, so it stays out of URLs, logs and history.
    search = {"mode": "search", "q": query} if query else {"mode": "search"}
    return {"ask_url": "/", "search_url": "/?" + urlencode(search)}


@login_required
@require_http_methods(["GET", "POST"])
def home(request):
    """``/``: the Ask tab (default; the question is POSTed) or the Search tab (``?mode=search&q=``).

    An ask answers offline at once; when a language model is set up, the page also shows that it is
    reading the documents, and ``portal.js`` polls ``ask_stage`` to swap its answer in."""
    if request.method == "POST":
        query, mode = request.POST.get("q", "").strip(), "ask"
    else:
        mode = "search" if request.GET.get("mode") == "search" else "ask"
        query = request.GET.get("q", "").strip() if mode == "search" else ""
    context = {"q": query, "mode": mode, **_tab_urls(query, mode)}
    if query:
        try:
            if mode == "search":
                results = search_documents(request.user, query)
                context["results"] = [dict(r, link=cite_url(r["doc_id"], r["page"], r["snippet"])) for r in results]
            elif (wait := throttle_wait(AskThrottle, request.user, request)) is not None:
                context["error"] = f"Too many questions in a short time; try again in {int(wait)} seconds."
                return render(request, "home.html", context, status=429)
            else:
                offline, job = ask_with_stages(request.user, query)
                context.update(_ask_context(offline))
                if job is not None:
                    context["stage"] = ask_job_state(job, url_name="ask-stage")
        except (AskInputError, ValueError) as exc:
            context["error"] = str(exc)
    return render(request, "home.html", context)


@login_required
@require_GET
def ask_stage(request, job_id):
    """``/portal/ask/<id>``: ``{"status": "pending"|"done", "html"}``, the rendered answer once the
    language model's stage is done (the model's answer, or the offline one with a note). 404 for another
    user's ask."""
    try:
        job = ask_job_get(request.user, job_id)
    except AskJob.DoesNotExist:
        raise Http404("no such ask") from None
    state = ask_job_state(job, url_name="ask-stage")
    html = ""
    if state["status"] == "done":
        context = dict(_ask_context(AskResponse(**state["response"])), search_url=reverse("home") + "?mode=search")
        html = render_to_string("_ask_response.html", context, request=request)
    return JsonResponse({"status": state["status"], "html": html})
