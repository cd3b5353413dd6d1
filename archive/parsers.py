"""Request body parsers with size limits: JSON bodies are small (``SHOEBOX_MAX_JSON_BYTES``, 64 KiB)."""
from django.conf import settings
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

from .api_errors import RequestTooLarge

DEFAULT_MAX_JSON_BYTES = 64 * 1024


def max_json_bytes() -> int:
    return int(getattr(settings, "SHOEBOX_MAX_JSON_BYTES", DEFAULT_MAX_JSON_BYTES))


class _BoundedStream:
    """A read-only view of ``stream`` that raises RequestTooLarge past ``limit`` bytes."""

    def __init__(self, stream, limit: int):
        self.stream, self.limit, self.seen = stream, limit, 0

    def read(self, size: int = -1) -> bytes:
        want = self.limit + 1 - self.seen if size is None or size < 0 else min(size, self.limit + 1 - self.seen)
        data = self.stream.read(max(want, 0)) if want > 0 else b""
        self.seen += len(data)
        if self.seen > self.limit:
            raise RequestTooLarge(f"JSON body is larger than {self.limit} bytes")
        return data


class LimitedJSONParser(JSONParser):
    """JSONParser refusing bodies over ``max_json_bytes()`` with 413 ``too_large``."""

    def parse(self, stream, media_type=None, parser_context=None):
        limit = max_json_bytes()
        request = (parser_context or {}).get("request")
        length = request.META.get("CONTENT_LENGTH") if request is not None else None
        if length and str(length).isdigit() and int(length) > limit:
            raise RequestTooLarge(f"JSON body is larger than {limit} bytes")
        try:
            return super().parse(_BoundedStream(stream, limit), media_type, parser_context)
        except RecursionError:  # "[[[[…" 60 KB deep: json gives up before it is invalid
            raise ParseError("JSON parse error - nested too deeply") from None
