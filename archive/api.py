"""DRF views for documents: upload (multipart), list, retrieve, delete. Thin: logic is in
``ingest.pipeline`` and the visibility gate ``archive.access``."""
from django.contrib.auth.models import Group
from rest_framework import serializers, status
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from ingest.pipeline import IngestError, document_create, document_delete

from .access import DocumentNotVisible, document_get_visible, documents_visible
from .models import Document, Sensitivity


class DocumentSerializer(serializers.ModelSerializer):
    owner = serializers.CharField(source="owner.username", read_only=True)
    shared_with = serializers.SlugRelatedField(many=True, read_only=True, slug_field="name")

    class Meta:
        model = Document
        fields = ["id", "title", "original_filename", "mime_type", "size_bytes", "sha256", "owner", "shared_with",
                  "document_date", "added_at", "sensitivity", "status", "failure_reason", "page_count", "has_text",
                  "indexed_at", "parent"]


def _error(code, message, http=status.HTTP_400_BAD_REQUEST):
    return Response({"error": {"code": code, "message": message}}, status=http)


class DocumentListView(APIView):
    """GET: the user's visible documents (paginated). POST: multipart upload, field ``file`` (repeatable),
    optional ``sensitivity`` and ``share_with`` (group names; omitted = all of the owner's groups)."""

    parser_classes = [MultiPartParser, FormParser]

    def get(self, request):
        from rest_framework.pagination import PageNumberPagination

        qs = documents_visible(request.user).order_by("-added_at")
        if request.query_params.get("status"):
            qs = qs.filter(status=request.query_params["status"])
        paginator = PageNumberPagination()
        page = paginator.paginate_queryset(qs, request, view=self)
        return paginator.get_paginated_response(DocumentSerializer(page, many=True).data)

    def post(self, request):
        files = request.FILES.getlist("file")
        if not files:
            return _error("no_file", "attach at least one file in the multipart field 'file'")
        sensitivity = request.data.get("sensitivity") or Sensitivity.INTERNAL
        share = None
        if "share_with" in request.data:
            names = [n for n in request.data.getlist("share_with") if n]
            share = list(request.user.groups.filter(name__in=names))
            if len(share) != len(set(names)):
                return _error("bad_group", "you can share only with groups you belong to")
        results = []
        for upload in files:
            try:
                result = document_create(owner=request.user, data=upload.read(), filename=upload.name,
                                         sensitivity=sensitivity, share_with=share)
            except IngestError as exc:
                results.append({"filename": upload.name, "error": str(exc)})
                continue
            results.append({"filename": upload.name, "duplicate": not result.created,
                            "document": DocumentSerializer(result.document).data})
        code = status.HTTP_201_CREATED if any("document" in r for r in results) else status.HTTP_400_BAD_REQUEST
        return Response({"results": results}, status=code)


class DocumentDetailView(APIView):
    """GET: metadata and pages. DELETE: the owner (or an admin) removes it with its file and index rows."""

    def get(self, request, pk):
        try:
            doc = document_get_visible(request.user, pk)
        except DocumentNotVisible:
            return _error("not_found", "no such document", status.HTTP_404_NOT_FOUND)
        data = DocumentSerializer(doc).data
        data["pages"] = [{"number": p.number, "source": p.source, "ocr_confidence": p.ocr_confidence,
                          "text": p.text} for p in doc.pages.order_by("number")]
        return Response(data)

    def delete(self, request, pk):
        try:
            doc = document_get_visible(request.user, pk)
        except DocumentNotVisible:
            return _error("not_found", "no such document", status.HTTP_404_NOT_FOUND)
        if doc.owner_id != request.user.pk and not request.user.is_superuser:
            return _error("forbidden", "only the owner can delete a document", status.HTTP_403_FORBIDDEN)
        document_delete(doc)
        return Response(status=status.HTTP_204_NO_CONTENT)
