"""Serializers of the Ask and search API (``ask.api``): request validation and the response shapes
published in the OpenAPI schema (``/api/schema/``)."""
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from archive.api_fields import (
    NOT_BLANK,
    QueryParamsSerializer,
    StrictBooleanField,
    StrictCharField,
    StrictDateField,
    StrictIntegerField,
)

from .search import MAX_QUERY_CHARS
from .service import AS_OF_MAX, AS_OF_MIN, MAX_QUESTION_CHARS


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
    source = serializers.ChoiceField(choices=["text_layer", "ocr", "embedded"])
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
