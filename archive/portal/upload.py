"""Upload: a plain multipart form that works without JavaScript; ``portal.js`` sends one request per file
(for per-file progress) and asks for JSON, then polls ``document_status`` until each file is indexed or
failed."""
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from archive.documents import document_update, duplicate_settings_text, duplicate_stricter_settings
from archive.forms import SENSITIVITY_HELP, UploadForm
from archive.links import document_url
from ingest.pipeline import IngestError, document_create


def _wants_json(request) -> bool:
    return "application/json" in request.headers.get("Accept", "")


@login_required
@require_http_methods(["GET", "POST"])
def upload(request):
    """GET: the form. POST: store each file (encrypted) and queue it; JSON results for the script,
    a redirect to the document list otherwise."""
    form = UploadForm(request.POST or None, request.FILES or None, user=request.user)
    if request.method == "POST":
        if not form.is_valid():
            if _wants_json(request):
                return JsonResponse({"errors": form.errors.get_json_data()}, status=400)
            return render(request, "upload.html", {"form": form, "sensitivity_help": SENSITIVITY_HELP}, status=400)
        results = []
        for upload_file in form.cleaned_data["file"]:
            try:
                result = document_create(owner=request.user, data=upload_file.read(), filename=upload_file.name,
                                         sensitivity=form.cleaned_data["sensitivity"],
                                         share_with=list(form.cleaned_data["share_with"]))
            except IngestError as exc:
                results.append({"filename": upload_file.name, "error": str(exc)})
                continue
            doc, notice = result.document, ""
            stricter = {} if result.created else duplicate_stricter_settings(
                doc, sensitivity=form.cleaned_data["sensitivity"], share_with=list(form.cleaned_data["share_with"]))
            if stricter and form.cleaned_data["apply_stricter"]:
                doc = document_update(request.user, doc, **stricter)
                notice = f"Already in your archive; now {duplicate_settings_text(stricter)}, as you asked."
            elif stricter:
                notice = (f"Already in your archive with looser settings; you asked for "
                          f"{duplicate_settings_text(stricter)}. Upload it again with “apply these settings” "
                          "ticked, or change them on its page.")
            results.append({"filename": upload_file.name, "id": doc.pk, "title": doc.title, "status": doc.status,
                            "failure_reason": doc.failure_reason, "duplicate": not result.created,
                            "url": document_url(doc.pk), "notice": notice, "stricter_settings": stricter})
        if _wants_json(request):
            ok = any("id" in r for r in results)
            return JsonResponse({"results": results}, status=201 if ok else 400)
        for r in results:
            if "error" in r:
                messages.error(request, f"{r['filename']}: {r['error']}")
            elif r["notice"]:
                messages.warning(request, f"{r['filename']}: {r['notice']}")
            elif r["duplicate"]:
                messages.info(request, f"{r['filename']} is already in your archive.")
            else:
                messages.success(request, f"{r['filename']} was added and is queued for indexing.")
        return redirect("documents")
    return render(request, "upload.html", {"form": form, "sensitivity_help": SENSITIVITY_HELP})
