"""DRF views for Ask and search: they translate HTTP in and out of ``ask.service`` and ``ask.search``."""
from datetime import date

from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from .search import search_documents
from .service import MAX_QUESTION_CHARS, AskInputError, ask


class AskRequest(serializers.Serializer):
    question = serializers.CharField(allow_blank=True, trim_whitespace=True, max_length=MAX_QUESTION_CHARS,
                                     error_messages={"max_length": f"question is too long (at most {MAX_QUESTION_CHARS} characters)"})
    max_docs = serializers.IntegerField(required=False, min_value=1, max_value=20)
    as_of = serializers.DateField(required=False)
    include_sensitive = serializers.BooleanField(required=False, allow_null=True, default=None)


def _error(code: str, message: str, http=status.HTTP_400_BAD_REQUEST):
    return Response({"error": {"code": code, "message": message}}, status=http)


class AskView(APIView):
    """POST /api/ask {"question", "max_docs"?, "as_of"?} → the checked, cited answer."""

    def post(self, request):
        data = AskRequest(data=request.data)
        if not data.is_valid():
            field, errors = next(iter(data.errors.items()))
            return _error("invalid_request", f"{field}: {errors[0]}")
        v = data.validated_data
        try:
            response = ask(request.user, v["question"], max_docs=v.get("max_docs"), as_of=v.get("as_of"),
                           include_sensitive=v.get("include_sensitive"))
        except AskInputError as exc:
            return _error("invalid_request", str(exc))
        except PermissionError as exc:
            return _error("forbidden", str(exc), status.HTTP_403_FORBIDDEN)
        return Response(response.to_dict())


class SearchView(APIView):
    """GET /api/search?q=…&limit=… → exact full-text matches with highlighted snippets."""

    def get(self, request):
        try:
            limit = min(max(int(request.query_params.get("limit", 20)), 1), 100)
            results = search_documents(request.user, request.query_params.get("q", ""), limit=limit)
        except ValueError as exc:
            return _error("invalid_request", str(exc))
        return Response({"results": results})
