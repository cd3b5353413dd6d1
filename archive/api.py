"""DRF views for documents, ingest status and API tokens. Thin: they validate with ``archive.serializers``,
call plain functions (``archive.documents``, ``ingest.pipeline``, ``archive.tokens``) and translate the
results; visibility is always ``archive.access``. Domain errors (``archive.errors.ShoeboxError``) are
rendered by the exception handler (``archive.api_errors``), not caught here."""
from django.conf import settings
from django.http import HttpResponse
from django.utils.http import content_disposition_header
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, PolymorphicProxySerializer, extend_schema
from rest_framework import generics, status
from rest_framework.authentication import SessionAuthentication
from rest_framework.exceptions import ValidationError
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.pagination import PageNumberPagination
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from ingest.pipeline import IngestError, document_create, document_delete

from . import storage
from .access import document_get_visible
from .api_errors import ApiError, RequestTooLarge
from .documents import (
    DocumentFilter,
    document_can_edit,
    document_update,
    documents_list,
    duplicate_settings_text,
    duplicate_stricter_settings,
    ingest_status,
)
from .models import Sensitivity
from .schema import ErrorSerializer, errors
from .serializers import (
    DocumentDetailSerializer,
    DocumentFilterSerializer,
    DocumentSerializer,
    DocumentUpdateSerializer,
    StatusSerializer,
    TokenSerializer,
    UploadResponseSerializer,
    UploadSerializer,
)
from .throttles import UploadThrottle
from .tokens import token_create, token_revoke

#: multipart framing allowance on top of the file bytes (bytes)
MULTIPART_OVERHEAD = 64 * 1024


class DocumentPagination(PageNumberPagination):
    """``page`` (1-based) and ``page_size`` (1..200, default PAGE_SIZE). Unlike DRF's default, an invalid
    ``page_size`` is a 400, not silently the default; a page past the end is a 404."""

    page_size_query_param = "page_size"
    max_page_size = 200

    def get_page_size(self, request):
        raw = request.query_params.getlist(self.page_size_query_param)
        if not raw:
            return self.page_size
        if len(raw) > 1 or not raw[0].isdigit() or not 1 <= int(raw[0]) <= self.max_page_size:
            raise ValidationError({"page_size": [f"must be one integer from 1 to {self.max_page_size}"]})
        return int(raw[0])

    def get_schema_operation_parameters(self, view):
        return [
            {"name": "page", "required": False, "in": "query", "description": "1-based page number",
             "schema": {"type": "integer", "minimum": 1}},
            {"name": "page_size", "required": False, "in": "query", "description": "documents per page",
             "schema": {"type": "integer", "minimum": 1, "maximum": self.max_page_size}},
        ]


class DocumentListView(generics.ListAPIView):
    """GET: the user's visible documents, newest first, paginated (``page``, ``page_size`` ≤ 200) and
    filtered by ``status``, ``sensitivity``, ``owner``, ``date_from``/``date_to`` (document date),
    ``added_from``/``added_to`` (upload day) and ``q`` (title/filename).
    POST: multipart upload, field ``file`` (repeatable), optional ``sensitivity`` and ``share_with``
    (group names; omitted = all of the owner's groups). Each file ≤ ``SHOEBOX_MAX_UPLOAD_BYTES``.
    A duplicate whose stored settings are looser than the ones asked for says so (``stricter_settings``)
    and, with ``apply_stricter=true``, gets them (and so do its attachments)."""

    serializer_class = DocumentSerializer
    pagination_class = DocumentPagination
    parser_classes = [MultiPartParser, FormParser]
    throttle_classes = [UploadThrottle]

    def get_queryset(self):
        params = DocumentFilterSerializer(data=self.request.query_params)
        params.is_valid(raise_exception=True)
        return documents_list(self.request.user, DocumentFilter(**params.validated_data))

    @extend_schema(parameters=[DocumentFilterSerializer], responses={200: DocumentSerializer(many=True),
                                                                     **errors(400, 401, 403, 404, 405)})
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)

    @extend_schema(request={"multipart/form-data": UploadSerializer},
                   responses={201: UploadResponseSerializer,
                              200: OpenApiResponse(UploadResponseSerializer,
                                                   description="every file was already stored (duplicates)"),
                              400: OpenApiResponse(PolymorphicProxySerializer(
                                  component_name="UploadFailure",
                                  serializers=[UploadResponseSerializer, ErrorSerializer],
                                  resource_type_field_name=None),
                                  description="no file stored (per-file reasons in results) or a bad request"),
                              **errors(401, 403, 413, 415, 429)})
    def post(self, request):
        limit = settings.SHOEBOX_MAX_UPLOAD_BYTES
        length = request.META.get("CONTENT_LENGTH") or ""
        if length.isdigit() and int(length) > limit + MULTIPART_OVERHEAD:
            raise RequestTooLarge(f"upload is larger than the limit of {limit} bytes")
        files = request.FILES.getlist("file")
        if not files and "file" in request.data:
            # Parts named 'file' that arrived as plain fields: empty, or sent without a filename.
            raise ApiError("empty_file", "the multipart field 'file' holds no file: send each file's bytes "
                                         "as a part with a filename")
        if not files:
            raise ApiError("no_file", "attach at least one file in the multipart field 'file'")
        empty = [f.name for f in files if f.size == 0]
        if empty:  # the schema asks for at least one byte per file (minLength 1)
            raise ApiError("empty_file", f"{empty[0]} is empty (0 bytes): nothing was stored")
        too_big = [f.name for f in files if f.size > limit]
        if too_big:
            raise RequestTooLarge(f"{too_big[0]} is larger than the limit of {limit} bytes")
        sensitivity = request.data.get("sensitivity") or Sensitivity.INTERNAL
        if sensitivity not in Sensitivity.values:
            raise ApiError("invalid_request", f"sensitivity: must be one of {', '.join(Sensitivity.values)}")
        share = None
        if "share_with" in request.data:
            names = {n for n in request.data.getlist("share_with") if n}
            share = list(request.user.groups.filter(name__in=names))
            if len(share) != len(names):
                raise ApiError("bad_group", "you can share only with groups you belong to", status.HTTP_403_FORBIDDEN)
        flag = str(request.data.get("apply_stricter", "false")).lower()
        if flag not in ("true", "false"):
            raise ApiError("invalid_request", "apply_stricter: must be true or false")
        apply_stricter = flag == "true"
        results = []
        for upload in files:
            try:
                result = document_create(owner=request.user, data=upload.read(), filename=upload.name,
                                         sensitivity=sensitivity, share_with=share)
            except IngestError as exc:
                results.append({"filename": upload.name, "error": str(exc)})
                continue
            row = {"filename": upload.name, "duplicate": not result.created}
            doc = result.document
            stricter = {} if result.created else duplicate_stricter_settings(
                doc, sensitivity=request.data.get("sensitivity") or None, share_with=share)
            if stricter:
                row["stricter_settings"] = stricter
                row["stricter_applied"] = apply_stricter
                if apply_stricter:
                    doc = document_update(request.user, doc, **stricter)
                    row["notice"] = ("already stored; the stricter settings were applied: "
                                     f"{duplicate_settings_text(stricter)}")
                else:
                    row["notice"] = ("already stored with looser settings; you asked for "
                                     f"{duplicate_settings_text(stricter)}. "
                                     "Send again with apply_stricter=true (or change the document) to apply them.")
            row["document"] = DocumentSerializer(doc).data
            results.append(row)
        stored = [r for r in results if "document" in r]
        if not stored:
            code = status.HTTP_400_BAD_REQUEST
        elif all(r["duplicate"] for r in stored):
            code = status.HTTP_200_OK  # nothing new was created
        else:
            code = status.HTTP_201_CREATED
        return Response({"results": results}, status=code)


class DocumentDetailView(APIView):
    """GET: metadata, status and pages. PATCH: change title, document_date, sensitivity, share_with
    (owner or admin). DELETE: the owner (or an admin) removes it with its file, pages, chunks, records."""

    @extend_schema(responses={200: DocumentDetailSerializer, **errors(401, 403, 404, 405)})
    def get(self, request, pk: int):
        return Response(DocumentDetailSerializer(document_get_visible(request.user, pk)).data)

    @extend_schema(request=DocumentUpdateSerializer,
                   responses={200: DocumentSerializer, **errors(400, 401, 403, 404, 405, 413, 415)})
    def patch(self, request, pk: int):
        doc = document_get_visible(request.user, pk)
        body = DocumentUpdateSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        doc = document_update(request.user, doc, **body.validated_data)
        return Response(DocumentSerializer(doc).data)

    @extend_schema(responses={204: None, **errors(401, 403, 404, 405)})
    def delete(self, request, pk: int):
        doc = document_get_visible(request.user, pk)
        if not document_can_edit(request.user, doc):
            raise ApiError("forbidden", "only the owner or an admin can delete a document", status.HTTP_403_FORBIDDEN)
        document_delete(doc)
        return Response(status=status.HTTP_204_NO_CONTENT)


class _FirstRenderer(BaseContentNegotiation):
    """Ignore the Accept header: the original is whatever type it is; errors are JSON."""

    def select_parser(self, request, parsers):
        return parsers[0]

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type


class DocumentOriginalView(APIView):
    """GET: the original file, decrypted on the fly, as an attachment with its stored MIME type."""

    content_negotiation_class = _FirstRenderer

    @extend_schema(responses={(200, "*/*"): OpenApiTypes.BINARY, **errors(401, 403, 404, 405)})
    def get(self, request, pk: int):
        doc = document_get_visible(request.user, pk)
        try:
            data = storage.original_read(doc.storage_name)
        except FileNotFoundError:
            raise ApiError("original_missing", "the stored original is missing", status.HTTP_404_NOT_FOUND) from None
        response = HttpResponse(data, content_type=doc.mime_type or "application/octet-stream")
        response["Content-Disposition"] = content_disposition_header(True, doc.original_filename)
        response["Content-Length"] = str(len(data))
        return response


class StatusView(APIView):
    """GET: ingest counts by status for the user's visible documents and ``indexed_through``."""

    @extend_schema(responses={200: StatusSerializer, **errors(401, 403, 405)})
    def get(self, request):
        return Response(ingest_status(request.user))


class TokenView(APIView):
    """POST: create (or replace) your API token and show it once. DELETE: revoke it.
    Signed-in browser sessions only: a token cannot mint tokens."""

    authentication_classes = [SessionAuthentication]

    @extend_schema(request=None, responses={201: TokenSerializer, **errors(401, 403, 405)})
    def post(self, request):
        return Response({"token": token_create(request.user)}, status=status.HTTP_201_CREATED)

    @extend_schema(responses={204: None, **errors(401, 403, 405)})
    def delete(self, request):
        token_revoke(request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)
