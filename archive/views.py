"""Portal views: thin; they call ``ask.service``, ``ask.search`` and the visibility gate."""
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import render

from ask.search import search_documents
from ask.service import AskInputError, ask

from .access import DocumentNotVisible, document_get_visible, documents_visible


@login_required
def home(request):
    """Search and Ask on one page; the recent documents below."""
    query = request.GET.get("q", "").strip()
    mode = request.GET.get("mode", "ask")
    context = {"q": query, "mode": mode, "documents": documents_visible(request.user).order_by("-added_at")[:50]}
    if query:
        try:
            if mode == "search":
                context["results"] = search_documents(request.user, query)
            else:
                context["response"] = ask(request.user, query)
        except (AskInputError, ValueError) as exc:
            context["error"] = str(exc)
    return render(request, "home.html", context)


@login_required
def document_page(request, pk):
    """A document's metadata and its pages' text; ``?page=N`` marks the cited page."""
    try:
        doc = document_get_visible(request.user, pk)
    except DocumentNotVisible:
        raise Http404("no such document")
    cited = int(request.GET.get("page", "0") or 0)
    return render(request, "document.html", {"doc": doc, "pages": doc.pages.order_by("number"), "cited": cited})
