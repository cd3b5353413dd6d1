"""Admin pages: the confidential/restricted inclusion switch, Ask's off switch and the language-model
set-up with its consent to egress (asked once per archive, again only for a new host or larger bounds).

Only superusers reach them; everyone else gets a 404, the same as a page that does not exist. Values are
read and written through ``archive.config`` (secrets encrypted there); the API key is write-only.
"""
from dataclasses import replace

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods

from archive.config import setting_display, setting_get, setting_set
from archive.egress import (
    egress_consent_covers,
    egress_consent_get,
    egress_consent_record,
    egress_consent_withdraw,
    endpoint_host,
)
from archive.forms import IncludeSensitiveForm, LLMSetupForm
from archive.llm import LLMConfig, llm_test_connection
from ask.index_switch import ask_disable, ask_enable, embeddings_progress


def _admin_only(request) -> None:
    if not request.user.is_superuser:
        raise Http404("no such page")


def _llm_initial() -> dict:
    return {field: setting_get(key) for field, key in LLMSetupForm.SETTINGS.items()}


class KeyRetypeNeeded(Exception):
    """The form's endpoint differs from the stored one and no key was typed: the stored key is not sent."""


def _config_from_form(data: dict) -> LLMConfig:
    """The configuration the form describes, for "Test connection".

    The stored, write-only key goes only to the stored endpoint: for any other URL the key must be typed
    again (else KeyRetypeNeeded), so the button cannot carry the key to an address someone typed."""
    url = data.get("endpoint_url") or ""
    stored_key = setting_get("llm.api_key")
    if data.get("clear_api_key"):
        key = ""
    elif data.get("api_key"):
        key = data["api_key"]
    elif stored_key and url.rstrip("/") != (setting_get("llm.endpoint_url") or "").rstrip("/"):
        raise KeyRetypeNeeded()
    else:
        key = stored_key
    return replace(LLMConfig.from_settings(), endpoint_url=url, api=data["api"],
                   model=data.get("model") or "", api_key=key, egress_ack=bool(data.get("egress_ack")),
                   timeout_s=float(data["timeout"]), max_tokens=int(data["max_tokens"]))


def _save_llm(request, data: dict) -> None:
    for field, key in LLMSetupForm.SETTINGS.items():
        if field != "egress_ack":
            setting_set(key, data[field] if data[field] is not None else "")
    if data.get("clear_api_key"):
        setting_set("llm.api_key", "")
    elif data.get("api_key"):
        setting_set("llm.api_key", data["api_key"])
    bounds = dict(endpoint_url=data.get("endpoint_url") or "", max_docs=data["max_docs"],
                  excerpt_chars=setting_get("ASK_EXCERPT_CHARS"))
    consent = egress_consent_get()
    host = endpoint_host(bounds["endpoint_url"])
    if not data.get("egress_ack") or not host:
        if setting_get("llm.egress_ack"):
            messages.info(request, "Nothing will be sent to a language model until someone allows it again.")
        egress_consent_withdraw()
    elif egress_consent_covers(consent, **bounds):
        setting_set("llm.egress_ack", True)  # agreed before, for this host and within these bounds
    elif consent is not None:
        # The box was ticked under a statement naming another host or smaller bounds: ask again.
        egress_consent_withdraw()
        messages.warning(request, f"The endpoint or the bounds changed, so nothing will be sent to {host} until you "
                                  "read what will be sent there, tick the box again and save.")
    else:
        egress_consent_record(request.user, **bounds)
        messages.info(request, f"Recorded: you allowed what is listed below to be sent to {host}.")


def _ask_switch(request, action: str) -> None:
    if action == "ask_off":
        deleted = ask_disable()
        messages.success(request, f"Ask is off. The index of meaning was deleted ({deleted} passage embeddings); "
                                  "exact search still works. Turning Ask on rebuilds it.")
    else:
        missing = ask_enable()
        messages.success(request, f"Ask is on. Rebuilding the index of meaning ({missing} passages)…"
                         if missing else "Ask is on.")


def _consent_context(stored_url: str) -> dict:
    consent = egress_consent_get()
    covered = egress_consent_covers(consent, endpoint_url=stored_url, max_docs=setting_get("ASK_MAX_DOCS"),
                                    excerpt_chars=setting_get("ASK_EXCERPT_CHARS"))
    return {"consent": consent if covered and setting_get("llm.egress_ack") else None,
            "endpoint_host": endpoint_host(stored_url)}


@login_required
@require_http_methods(["GET", "POST"])
def setup(request):
    """``/setup/``: the forms on one page; ``action`` says which was submitted (save, test, sensitive,
    ask_off, ask_on)."""
    _admin_only(request)
    action = request.POST.get("action", "")
    sensitive_form = IncludeSensitiveForm(
        request.POST if action == "sensitive" else None,
        initial={"include_sensitive": setting_get("ask.include_sensitive")})
    llm_form = LLMSetupForm(request.POST if action in ("save", "test") else None, initial=_llm_initial())
    test_result = None
    if action == "sensitive" and sensitive_form.is_valid():
        on = sensitive_form.cleaned_data["include_sensitive"]
        setting_set("ask.include_sensitive", on)
        messages.success(request, "Confidential and restricted documents are now "
                                  + ("included in Ask." if on else "kept out of Ask."))
        return redirect("setup")
    if action in ("ask_off", "ask_on"):
        _ask_switch(request, action)
        return redirect("setup")
    if action == "save" and llm_form.is_valid():
        _save_llm(request, llm_form.cleaned_data)
        messages.success(request, "Language-model settings saved.")
        return redirect("setup")
    if action == "test" and llm_form.is_valid():
        # Tests what the form says, saved or not, so an admin can try a value before keeping it.
        try:
            ok, message = llm_test_connection(_config_from_form(llm_form.cleaned_data))
        except KeyRetypeNeeded:
            ok, message = False, ("Nothing was sent: this endpoint is not the stored one, and the stored API key is "
                                  "only ever sent to the stored endpoint. Type the API key again to test it here.")
        test_result = {"ok": ok, "message": message}
    endpoint = setting_get("llm.endpoint_url")
    return render(request, "setup.html", {
        "sensitive_form": sensitive_form, "llm_form": llm_form, "test_result": test_result,
        "api_key_display": setting_display("llm.api_key"),
        "excerpt_chars": setting_get("ASK_EXCERPT_CHARS"), "max_docs": setting_get("ASK_MAX_DOCS"),
        "endpoint": endpoint, **_consent_context(endpoint),
        "include_sensitive": setting_get("ask.include_sensitive"),
        "index": embeddings_progress(),
    })


@login_required
@require_GET
def index_progress(request):
    """``/setup/index-progress``: ``{"done", "total", "enabled"}`` for the rebuild's progress bar."""
    _admin_only(request)
    return JsonResponse(embeddings_progress())
