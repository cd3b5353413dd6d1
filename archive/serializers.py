"""Serializers of the documents, status and tokens API (``archive.api``): request validation and the
response shapes published in the OpenAPI schema (``/api/schema/``). Ask's are in ``ask.serializers``.
Dates are ISO 8601 (``YYYY-MM-DD``), timestamps ISO 8601 with offset."""
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from .api_fields import NO_NUL, NOT_BLANK, NonEmptyFileField, QueryParamsSerializer, StrictCharField, StrictDateField
from .models import Document, Sensitivity


# --- documents ----------------------------------------------------------------------------------------
class DocumentSerializer(serializers.ModelSerializer):
    owner = serializers.CharField(source="owner.username", read_only=True, help_text="owner's username")
    shared_with = serializers.SlugRelatedField(many=True, read_only=True, slug_field="name",
                                               help_text="names of the groups that can open it")

    class Meta:
        model = Document
        fields = ["id", "title", "original_filename", "mime_type", "size_bytes", "sha256", "owner", "shared_with",
                  "document_date", "added_at", "sensitivity", "status", "failure_reason", "page_count", "has_text",
                  "indexed_at", "parent"]
        read_only_fields = fields


class PageSerializer(serializers.Serializer):
    number = serializers.IntegerField(help_text="1-based page number")
    source = serializers.ChoiceField(choices=["text_layer", "ocr", "embedded"])
    ocr_confidence = serializers.FloatField(allow_null=True, help_text="mean OCR word confidence 0..100")
    text = serializers.CharField(allow_blank=True)


class DocumentDetailSerializer(DocumentSerializer):
    pages = serializers.SerializerMethodField()

    class Meta(DocumentSerializer.Meta):
        fields = DocumentSerializer.Meta.fields + ["pages"]
        read_only_fields = fields

    @extend_schema_field(PageSerializer(many=True))
    def get_pages(self, doc) -> list[dict]:
        return PageSerializer(doc.pages.order_by("number"), many=True).data


class DocumentFilterSerializer(QueryParamsSerializer):
    """Query parameters of ``GET /api/documents/``."""

    status = serializers.ChoiceField(choices=Document.Status.choices, required=False)
    sensitivity = serializers.ChoiceField(choices=Sensitivity.choices, required=False)
    owner = serializers.CharField(required=False, max_length=150, validators=[NO_NUL], help_text="owner's username")
    date_from = serializers.DateField(required=False, help_text="document_date on or after")
    date_to = serializers.DateField(required=False, help_text="document_date on or before")
    added_from = serializers.DateField(required=False, help_text="uploaded on or after (day)")
    added_to = serializers.DateField(required=False, help_text="uploaded on or before (day)")
    q = serializers.CharField(required=False, max_length=200, trim_whitespace=False, validators=[NO_NUL],
                              help_text="substring of title or filename")


class DocumentUpdateSerializer(serializers.Serializer):
    """``PATCH /api/documents/{id}/``: any subset of the editable fields."""

    title = StrictCharField(required=False, max_length=500, validators=[NOT_BLANK])
    document_date = StrictDateField(required=False, allow_null=True)
    sensitivity = serializers.ChoiceField(choices=Sensitivity.choices, required=False)
    share_with = serializers.ListField(child=StrictCharField(max_length=150, validators=[NO_NUL]), required=False,
                                       max_length=50,
                                       help_text="group names; [] makes the document private")


class UploadSerializer(serializers.Serializer):
    """Multipart body of ``POST /api/documents/``."""

    file = serializers.ListField(child=NonEmptyFileField(), min_length=1,
                                 help_text="one or more files (repeat the field)")
    sensitivity = serializers.ChoiceField(choices=Sensitivity.choices, required=False, default=Sensitivity.INTERNAL)
    share_with = serializers.ListField(child=serializers.CharField(allow_blank=True), required=False,
                                       help_text="group names (omitted: all of your groups; one empty value: "
                                                 "nobody, i.e. private)")
    apply_stricter = serializers.BooleanField(required=False, default=False, help_text=(
        "when a file is already stored with looser sensitivity or sharing, apply the stricter ones asked for"))


class UploadResultSerializer(serializers.Serializer):
    filename = serializers.CharField()
    duplicate = serializers.BooleanField(required=False, help_text="you already stored these bytes")
    document = DocumentSerializer(required=False)
    error = serializers.CharField(required=False, help_text="why this file was not stored")
    stricter_settings = serializers.DictField(required=False, help_text=(
        "duplicates only: the stricter sensitivity and/or narrower share_with this upload asked for"))
    stricter_applied = serializers.BooleanField(required=False, help_text="whether stricter_settings were applied")
    notice = serializers.CharField(required=False, help_text="what happened to a duplicate's settings, in words")


class UploadResponseSerializer(serializers.Serializer):
    results = UploadResultSerializer(many=True)


class StatusSerializer(serializers.Serializer):
    counts = serializers.DictField(child=serializers.IntegerField(),
                                   help_text="documents by status: queued, processing, indexed, failed")
    total = serializers.IntegerField()
    indexed_through = serializers.DateTimeField(allow_null=True, help_text=(
        "every document added before this moment is indexed; null when nothing is pending"))


# --- tokens -------------------------------------------------------------------------------------------
class TokenSerializer(serializers.Serializer):
    token = serializers.CharField(help_text="the API key; shown once. Send it as 'Authorization: Bearer <key>'")
