"""``ask.reasons.Reason``: one spelling of every reason code, each with its words, shown by the portal
and the CLI; the kernel's LLM failure strings are members."""
import re
from pathlib import Path

import pytest
from django.template.loader import render_to_string

from archive.llm import LLMError
from archive.portal.search import _ask_context
from ask.reasons import Reason, reason_of
from ask.render import response_text
from ask.service import AskResponse

ROOT = Path(__file__).resolve().parents[2]


def _no_answer(reason) -> AskResponse:
    return AskResponse(answer=None, cited_doc_ids=[], confidence=0.0, excerpts=[], citations=[], summary="",
                       indexed_through=None, backend="none", reason=reason)


def test_every_reason_has_words_and_a_snake_case_value():
    assert len({r.value for r in Reason}) == len(Reason)
    for reason in Reason:
        assert re.fullmatch(r"[a-z]+(_[a-z]+)*", reason.value) and reason.name.lower() == reason.value
        assert reason.heading and reason.heading[0].isupper() and not reason.heading.endswith(".")
        assert reason.explanation.endswith(".") and len(reason.explanation) > 20
        assert isinstance(reason.degraded, bool)


def test_values_are_the_wire_strings():
    assert Reason.NO_RECORDS == "no_records" and Reason("identifier_not_found") is Reason.IDENTIFIER_NOT_FOUND
    assert reason_of("index_off_or_unknown") is None and reason_of(None) is None
    assert reason_of("ask_off") is Reason.ASK_OFF
    body = _no_answer(Reason.NO_MATCHES).to_dict()
    assert body["reason"] == "no_matches" and type(body["reason"]) is str


def test_the_llm_transport_failures_are_reasons():
    assert LLMError.REASONS <= {r.value for r in Reason}
    assert all(Reason(r).degraded for r in LLMError.REASONS)
    # every LLMError raised anywhere names one of them
    raised = set()
    for path in [*ROOT.glob("archive/**/*.py"), *ROOT.glob("ingest/**/*.py"), *ROOT.glob("ask/**/*.py")]:
        raised |= set(re.findall(r'LLMError\(\s*"([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert raised and raised <= LLMError.REASONS


def test_no_reason_string_is_spelled_outside_the_enum():
    pattern = re.compile(r'\breason\s*(=|==|!=)\s*["\']')
    offenders = [f"{p.relative_to(ROOT)}" for p in ROOT.glob("ask/**/*.py") if pattern.search(p.read_text("utf-8"))]
    assert offenders == []


@pytest.mark.parametrize("reason", list(Reason), ids=lambda r: r.value)
def test_cli_renders_each_reason_in_words(reason):
    text = response_text("Where is it?", _no_answer(reason))
    assert f"A: no answer: {reason.heading}. {reason.explanation}" in text


@pytest.mark.django_db
@pytest.mark.parametrize("reason", list(Reason), ids=lambda r: r.value)
def test_portal_renders_each_reason_in_words(reason):
    from django.utils.html import escape

    # also as read back from a staged ask's JSON: a plain string
    for value in (reason, reason.value):
        context = dict(_ask_context(_no_answer(value)), search_url="/?mode=search")
        html = render_to_string("_ask_response.html", context)
        assert escape(reason.heading) in html and escape(reason.explanation) in html
        assert f'data-reason="{reason.value}"' in html
        assert ("Exact search still works" in html) == reason.degraded
        assert ('href="/upload/"' in html) == (reason is Reason.NO_INDEXED_DOCUMENTS)
