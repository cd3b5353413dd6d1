"""DRF field types and a query-parameter serializer shared by both API surfaces (``archive.serializers``
and ``ask.serializers``): JSON bodies are checked against their declared types."""
from django.core.validators import RegexValidator
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

# JSON bodies are checked against their declared types: DRF's fields would coerce 0 to False, "8" or true
# to 8 and 5 to "5", accepting requests the published schema calls invalid.
NO_NUL = RegexValidator(r"^[^\x00]*$", "must not contain NUL characters")
NOT_BLANK = RegexValidator(r"^[^\x00]*\S[^\x00]*$", "must contain a non-space character and no NUL")


class StrictBooleanField(serializers.BooleanField):
    """A JSON boolean only (not 0/1 or "true")."""

    def to_internal_value(self, data):
        if not isinstance(data, bool):
            self.fail("invalid", input=data)
        return data


class StrictIntegerField(serializers.IntegerField):
    """A JSON integer only (not a boolean or a numeric string)."""

    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictCharField(serializers.CharField):
    """A JSON string only (not a number)."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


@extend_schema_field({"type": "string", "format": "binary", "minLength": 1})
class NonEmptyFileField(serializers.FileField):
    """A multipart file part with at least one byte (``minLength: 1`` in the schema): an empty part is
    not a document, and the upload view refuses it (``empty_file``) before storing any file."""


class StrictDateField(serializers.DateField):
    """An ISO 8601 date given as a JSON string (``YYYY-MM-DD``)."""

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
