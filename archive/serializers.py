"""Serializers of the REST API: request validation and the response shapes published in the OpenAPI
schema (``/api/schema/``). Dates are ISO 8601 (``YYYY-MM-DD``), timestamps ISO 8601 with offset."""
from django.core.validators import RegexValidator
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from ask.search import MAX_QUERY_CHARS
from ask.service import AS_OF_MAX, AS_OF_MIN, MAX_QUESTION_CHARS

from .models import Document, Sensitivity

# --- strict field types -------------------------------------------------------------------------------
# JSON bodies are checked against their declared types: DRF's fields would coerce 0 to False, "8" or true
# to 8 and 5 to "5", accepting requests the published schema calls invalid.
NO_NUL = RegexValidator(r"^[^\x00]*$", "must not contain NUL characters")
NOT_BLANK = RegexValidator(r"^[^\x00]*\S[^\x00]*$", "must contain a non-space character and no NUL")


class StrictBooleanField(serializers.BooleanField):
    def to_internal_value(self, data):
        if not isinstance(data, bool):
            self.fail("invalid", input=data)
        return data


class StrictIntegerField(serializers.IntegerField):
    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictCharField(serializers.CharField):
    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictDateField(serializers.DateField):
    def to_internal_value(self, value):
        if not isinstance(value, str):
            self.fail("invalid", format="YYYY-MM-DD")
        return super().to_internal_value(value)


class QueryParamsSerializer(serializers.Serializer):
    """Query parameters: a parameter given with an empty value is an error, not "absent"."""

    def to_internal_value(self, data):
        empty = [name for name in self.fields if name in data and data.get(name) == ""]
        if empty:
            raise serializers.ValidationError({empty[0]: ["must not be empty"]})
        return super().to_internal_value(data)


# --- errors -------------------------------------------------------------------------------------------
class ErrorDetailSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="stable machine-readable code, e.g. not_found, invalid_request, throttled")
    message = serializers.CharField(help_text="human-readable explanation")
    fields = serializers.DictField(required=False, help_text="per-field validation messages (400 only)")


class ErrorSerializer(serializers.Serializer):
    error = ErrorDetailSerializer()


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
    source = serializers.ChoiceField(choices=["text_layer", "ocr"])
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

    file = serializers.ListField(child=serializers.FileField(), min_length=1,
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


# --- ask and search -----------------------------------------------------------------------------------
@extend_schema_field({"type": "string", "format": "date", "pattern": r"^(19\d\d|2[01]\d\d)-\d\d-\d\d$",
                      "description": f"a day from {AS_OF_MIN.isoformat()} to {AS_OF_MAX.isoformat()}"})
class AsOfDateField(StrictDateField):
    """The day a question is asked on, within AS_OF_MIN..AS_OF_MAX (period arithmetic stays in the calendar)."""

    def to_internal_value(self, value):
        day = super().to_internal_value(value)
        if not AS_OF_MIN <= day <= AS_OF_MAX:
            raise serializers.ValidationError(
                f"as_of must be between {AS_OF_MIN.isoformat()} and {AS_OF_MAX.isoformat()}")
        return day


class AskSerializer(serializers.Serializer):
    question = StrictCharField(
        allow_blank=True, trim_whitespace=True, max_length=MAX_QUESTION_CHARS, validators=[NOT_BLANK],
        error_messages={"max_length": f"question is too long (at most {MAX_QUESTION_CHARS} characters)"})
    max_docs = StrictIntegerField(required=False, min_value=1, max_value=20,
                                        help_text="documents to read (default: the ASK_MAX_DOCS setting)")
    as_of = AsOfDateField(required=False, help_text="the day relative dates resolve against (default today)")
    include_sensitive = StrictBooleanField(required=False, allow_null=True, default=None,
                                                 help_text="admins only: include confidential documents once")
    previous_question = StrictCharField(
        required=False, allow_blank=True, trim_whitespace=True, max_length=MAX_QUESTION_CHARS,
        help_text="the question this one follows up (\"and how much was it?\"); nothing is remembered between asks")
    wait = StrictBooleanField(required=False, default=True,
                              help_text="false: return the offline answer at once and, when a language model is "
                                        "set up, a `stage` to poll for its answer")


class ExcerptSerializer(serializers.Serializer):
    doc_id = serializers.IntegerField()
    snippet = serializers.CharField(allow_blank=True, help_text="HTML-escaped excerpt text")
    page = serializers.IntegerField()
    title = serializers.CharField(allow_blank=True)


class CitationFieldSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="the page field (a labelled value read from the page's layout)")
    label = serializers.CharField(allow_blank=True)
    value = serializers.CharField(allow_blank=True)
    kind = serializers.ChoiceField(choices=["date", "amount", "identifier", "quantity", "text"])
    page = serializers.IntegerField()
    bbox = serializers.ListField(child=serializers.FloatField(), allow_null=True, min_length=4, max_length=4,
                                 help_text="the value's box [x0, y0, x1, y1] on the page as shown (PDF points, "
                                           "image pixels), null when read from plain text")
    snippet = serializers.CharField(allow_blank=True, help_text="HTML: label and marked value")


class CitationSerializer(serializers.Serializer):
    doc_id = serializers.IntegerField()
    title = serializers.CharField(allow_blank=True)
    original_filename = serializers.CharField(allow_blank=True)
    document_date = serializers.DateField(allow_null=True)
    page = serializers.IntegerField()
    source = serializers.ChoiceField(choices=["text_layer", "ocr"])
    ocr_confidence = serializers.FloatField(allow_null=True)
    snippet = serializers.CharField(allow_blank=True)
    url = serializers.CharField(help_text="portal link to the cited page")
    field = CitationFieldSerializer(allow_null=True, required=False,
                                    help_text="the page field the answer was read from, when it was")


class AskResponseSerializer(serializers.Serializer):
    answer = serializers.CharField(allow_null=True, allow_blank=True, help_text="null when nothing supports one")
    cited_doc_ids = serializers.ListField(child=serializers.IntegerField())
    confidence = serializers.FloatField(min_value=0, max_value=1)
    excerpts = ExcerptSerializer(many=True)
    citations = CitationSerializer(many=True, help_text="checked citations, at most 8")
    summary = serializers.CharField(allow_blank=True)
    indexed_through = serializers.DateTimeField(allow_null=True)
    backend = serializers.CharField()
    reason = serializers.CharField(allow_null=True, help_text="why there is no answer, e.g. no_matches")
    notes = serializers.ListField(child=serializers.CharField(allow_blank=True))
    elapsed_ms = serializers.IntegerField()
    more_citations = serializers.IntegerField(help_text="contributing documents beyond the shown citations")
    stage = serializers.DictField(required=False, allow_null=True,
                                  help_text='with "wait": false: {status: "pending", model, documents, poll_url} '
                                            "while the language model reads; null when no stage follows")


class AskJobStateSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["pending", "done"])
    model = serializers.CharField(allow_blank=True)
    documents = serializers.IntegerField(help_text="excerpts the language model reads")
    poll_url = serializers.CharField()
    response = AskResponseSerializer(help_text="the offline answer while pending; the final answer when done")


class SearchQuerySerializer(QueryParamsSerializer):
    q = serializers.CharField(max_length=MAX_QUERY_CHARS, validators=[NOT_BLANK],
                              help_text="words to match (websearch syntax)")
    limit = serializers.IntegerField(required=False, min_value=1, max_value=100, default=20)


class SearchResultSerializer(serializers.Serializer):
    doc_id = serializers.IntegerField()
    title = serializers.CharField(allow_blank=True)
    original_filename = serializers.CharField(allow_blank=True)
    document_date = serializers.DateField(allow_null=True)
    page = serializers.IntegerField()
    snippet = serializers.CharField(allow_blank=True, help_text="HTML with <mark> around matches")
    rank = serializers.FloatField()
    url = serializers.CharField()


class SearchResponseSerializer(serializers.Serializer):
    results = SearchResultSerializer(many=True)
