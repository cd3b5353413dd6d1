"""Document list (with filters), document page (metadata, sensitivity and sharing, pages with images),
page images and the status JSON that upload and list pages poll."""
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404, HttpResponse, HttpResponseForbidden, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods

from archive.access import document_get_visible, documents_visible
from archive.documents import DocumentFilter, document_can_edit, document_update, documents_list
from archive.errors import ShoeboxError
from archive.forms import SENSITIVITY_HELP, DocumentEditForm, DocumentFilterForm
from archive.links import document_url
from archive.models import Document, PageField

from .highlight import page_text_html, spans_from_ref, value_spans
from .render import page_png, renderable

PAGE_SIZE = 50
MAX_STATUS_IDS = 100


@login_required
@require_GET
def document_list(request):
    """The user's visible documents, filtered by date, sensitivity, owner, status and title."""
    form = DocumentFilterForm(request.GET or None, user=request.user)
    f = form.cleaned_data if form.is_valid() else {}
    owner = f.get("owner") or ""
    qs = documents_list(request.user, DocumentFilter(
        status=f.get("status") or None, sensitivity=f.get("sensitivity") or None, q=f.get("q") or None,
        date_from=f.get("date_from"), date_to=f.get("date_to"),
        owner=request.user.username if owner == "me" else (owner or None) if owner != "shared" else None))
    if owner == "shared":
        qs = qs.exclude(owner=request.user)
    page = Paginator(qs, PAGE_SIZE).get_page(request.GET.get("p"))
    params = request.GET.copy()
    params.pop("p", None)
    return render(request, "documents/list.html", {"form": form, "page": page, "params": params.urlencode()})


@login_required
@require_http_methods(["GET", "POST"])
def document_detail(request, pk):
    """Metadata, the edit form for its owner or an admin, and every page's text and image.

    ``?page=N`` marks the cited page; ``?hl=START-END,…`` the cited passage on it, by character offsets;
    ``?field=ID`` a cited page field (its box on the page image, its value in the page text)."""
    doc = document_get_visible(request.user, pk)
    editable = document_can_edit(request.user, doc)
    form = DocumentEditForm(request.POST if request.method == "POST" else None, user=request.user, document=doc)
    if request.method == "POST":
        if not editable:
            return HttpResponseForbidden("Only the owner or an admin can change this document.")
        if form.is_valid():
            try:
                document_update(request.user, doc, title=form.cleaned_data["title"],
                                document_date=form.cleaned_data["document_date"],
                                sensitivity=form.cleaned_data["sensitivity"],
                                share_with=[g.name for g in form.cleaned_data["share_with"]])
            except ShoeboxError as exc:  # shown on the form, next to what was entered
                form.add_error(None, exc.message)
            else:
                messages.success(request, "Saved.")
                return redirect("document", pk=doc.pk)
    try:
        cited = int(request.GET.get("page", "0") or 0)
    except ValueError:
        cited = 0
    ref = request.GET.get("hl", "")
    field = cited_field(doc, request.GET.get("field", ""))
    pages = []
    for page in doc.pages.order_by("number"):
        spans = spans_from_ref(ref, len(page.text)) if page.number == cited else []
        box = None
        if field is not None and page.number == field.page_number:
            spans = spans or value_spans(page.text, field.value, field.label)
            box = field_box(field)
        text_html, found = page_text_html(page.text, spans=spans)
        pages.append({"page": page, "html": text_html, "highlighted": found, "field": field if box or (
            field is not None and page.number == field.page_number) else None, "box": box})
    return render(request, "documents/detail.html", {
        "doc": doc, "pages": pages, "cited": cited, "editable": editable, "form": form, "cited_field": field,
        "images": renderable(doc), "sensitivity_help": SENSITIVITY_HELP.get(doc.sensitivity, ""),
        "attachments": documents_visible(request.user).filter(parent=doc).order_by("pk"),
        "parent": documents_visible(request.user).filter(pk=doc.parent_id).first() if doc.parent_id else None,
    })


def cited_field(doc: Document, ref: str) -> PageField | None:
    """The page field ``?field=ID`` names, when it is one of ``doc``'s (already through the visibility
    gate); None for anything else (another document's field, a stale id, junk)."""
    if not ref.isdigit() or len(ref) > 18:
        return None
    return PageField.objects.filter(document=doc, pk=int(ref)).first()


def field_box(field: PageField) -> dict | None:
    """The field's box for the page image overlay (an SVG whose viewBox is the page): x, y, width, height
    and the page's width and height, in the page's units; None when the field has no box."""
    if field.bbox is None or not field.page_width or not field.page_height:
        return None
    pad = 0.004 * max(field.page_width, field.page_height)  # a little air so the mark does not hide the ink
    x0, y0 = max(0.0, field.x0 - pad), max(0.0, field.y0 - pad)
    return {"x": round(x0, 2), "y": round(y0, 2), "width": round(field.x1 + pad - x0, 2),
            "height": round(field.y1 + pad - y0, 2), "page_width": round(field.page_width, 2),
            "page_height": round(field.page_height, 2)}


@login_required
@require_GET
def page_image(request, pk, number):
    """``/documents/<id>/pages/<n>.png``: the page rendered from the decrypted original."""
    doc = document_get_visible(request.user, pk)
    page = doc.pages.filter(number=number).only("rotation").first()
    png = page_png(doc, number, rotation=page.rotation if page else 0)
    if png is None:
        raise Http404("this page has no image")
    response = HttpResponse(png, content_type="image/png")
    # private: a shared cache must never keep someone's papers; short-lived because sharing can change.
    response["Cache-Control"] = "private, max-age=300"
    return response


@login_required
@require_GET
def document_status(request):
    """``/portal/documents/status?ids=1,2``: status of the listed documents the user may open (others
    are silently absent). Polled by the upload and list pages."""
    try:
        ids = [int(i) for i in request.GET.get("ids", "").split(",") if i.strip()][:MAX_STATUS_IDS]
    except ValueError:
        return JsonResponse({"error": "ids must be comma-separated integers"}, status=400)
    docs = documents_visible(request.user).filter(pk__in=ids).only(
        "pk", "title", "status", "failure_reason", "page_count")
    return JsonResponse({"documents": [
        {"id": d.pk, "title": d.title, "status": d.status, "failure_reason": d.failure_reason,
         "page_count": d.page_count, "url": document_url(d.pk)} for d in docs]})
