"""DRF views for Ask and search: they translate HTTP in and out of ``ask.service`` and ``ask.search``.
Request/response shapes are the serializers in ``ask.serializers`` (published at ``/api/schema/``).
Domain errors (``AskInputError``, ``OverrideNotAllowed``, ``SearchQueryError``: ``archive.errors.ShoeboxError``)
are rendered by the exception handler (``archive.api_errors``), not caught here."""
from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from archive.schema import errors
from archive.throttles import AskThrottle

from .jobs import ask_job_get, ask_job_state, ask_with_stages
from .search import search_documents
from .serializers import (
    AskJobStateSerializer,
    AskResponseSerializer,
    AskSerializer,
    SearchQuerySerializer,
    SearchResponseSerializer,
)
from .service import ask
from .stages import ask_llm_stage


class AskView(APIView):
    """POST /api/ask {"question", "max_docs"?, "as_of"?, "include_sensitive"?, "wait"?} → the checked, cited
    answer: the language model's when it passes the checks, else the offline one with a note. With
    ``"wait": false`` the offline answer comes at once with a ``stage`` to poll. Throttled per user (``ask``)."""

    throttle_classes = [AskThrottle]

    @extend_schema(
        request=AskSerializer, responses={200: AskResponseSerializer, **errors(400, 401, 403, 405, 413, 415, 429)},
        examples=[OpenApiExample("question", value={"question": "When is my car insurance due?", "max_docs": 8},
                                 request_only=True)],
        description="Answer a question from the documents you may open. `answer` is null when no document "
                    "supports one (`reason` says why); every answer carries checked `citations`.")
    def post(self, request):
        data = AskSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        v = data.validated_data
        options = dict(max_docs=v.get("max_docs"), as_of=v.get("as_of"), include_sensitive=v.get("include_sensitive"),
                       previous_question=v.get("previous_question") or None)
        if v["wait"]:
            offline = ask(request.user, v["question"], llm=False, **options)
            body = ask_llm_stage(request.user, v["question"], offline, **options).to_dict()
            body["stage"] = None
        else:
            offline, job = ask_with_stages(request.user, v["question"], **options)
            body = offline.to_dict()
            body["stage"] = None if job is None else {
                k: val for k, val in ask_job_state(job).items() if k != "response"}
        return Response(body)


class AskJobView(APIView):
    """GET /api/ask/<id> → the state of a staged ask (``"wait": false``): pending with the offline answer,
    or done with the final one."""

    @extend_schema(responses={200: AskJobStateSerializer, **errors(401, 403, 404)})
    def get(self, request, job_id):
        return Response(ask_job_state(ask_job_get(request.user, job_id)))


class SearchView(APIView):
    """GET /api/search?q=…&limit=… → exact full-text matches with highlighted snippets, best first."""

    @extend_schema(parameters=[SearchQuerySerializer],
                   responses={200: SearchResponseSerializer, **errors(400, 401, 403, 405)})
    def get(self, request):
        params = SearchQuerySerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        results = search_documents(request.user, params.validated_data["q"], limit=params.validated_data["limit"])
        return Response({"results": results})
