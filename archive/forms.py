"""Portal forms: validation only. Saving goes through ``ingest.pipeline`` and ``archive.config``."""
from django import forms

from .config import KEYS
from .models import Document, Sensitivity

SENSITIVITY_HELP = {
    Sensitivity.PUBLIC: "public: nothing private in it",
    Sensitivity.INTERNAL: "internal: the usual household paper (default)",
    Sensitivity.CONFIDENTIAL: "confidential: kept out of Ask unless an admin includes it",
    Sensitivity.RESTRICTED: "restricted: kept out of Ask unless an admin includes it",
}


class MultipleFileInput(forms.ClearableFileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    """A file field that accepts several files (Django's documented recipe)."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("widget", MultipleFileInput())
        super().__init__(*args, **kwargs)

    def clean(self, data, initial=None):
        single = super().clean
        if isinstance(data, (list, tuple)):
            return [single(d, initial) for d in data]
        return [single(data, initial)]


class ShareFieldMixin:
    """Adds ``share_with``: only groups the user belongs to can be picked."""

    def _add_share_field(self, user, initial=None):
        self.fields["share_with"] = forms.ModelMultipleChoiceField(
            queryset=user.groups.order_by("name"), required=False, widget=forms.CheckboxSelectMultiple,
            label="Share with", initial=initial,
            help_text="Members of these groups can open the document. None ticked: only you.")


class UploadForm(ShareFieldMixin, forms.Form):
    """One or more files, a sensitivity for all of them and the groups to share them with."""

    file = MultipleFileField(label="Files")
    sensitivity = forms.ChoiceField(choices=Sensitivity.choices, initial=Sensitivity.INTERNAL)
    apply_stricter = forms.BooleanField(required=False, label=(
        "If a file is already in the archive with a lower sensitivity or wider sharing, apply these settings"))

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        # The household default: new papers are shared with all of the owner's groups.
        self._add_share_field(user, initial=list(user.groups.values_list("pk", flat=True)))


class DocumentEditForm(ShareFieldMixin, forms.Form):
    """What the owner (or an admin) may change on the document page."""

    title = forms.CharField(max_length=500)
    document_date = forms.DateField(required=False, label="Date", widget=forms.DateInput(attrs={"type": "date"}))
    sensitivity = forms.ChoiceField(choices=Sensitivity.choices)

    def __init__(self, *args, user, document: Document, **kwargs):
        kwargs.setdefault("initial", {"title": document.title, "sensitivity": document.sensitivity,
                                      "document_date": document.document_date,
                                      "share_with": list(document.shared_with.values_list("pk", flat=True))})
        super().__init__(*args, **kwargs)
        # An admin editing someone else's document picks among the owner's groups, not their own.
        self._add_share_field(document.owner)


class DocumentFilterForm(forms.Form):
    """The document list's filters (GET); every field optional."""

    OWNER_CHOICES = [("", "Anyone"), ("me", "Mine"), ("shared", "Shared with me")]

    q = forms.CharField(required=False, label="Title or file name", max_length=200)
    date_from = forms.DateField(required=False, label="Dated from", widget=forms.DateInput(attrs={"type": "date"}))
    date_to = forms.DateField(required=False, label="Dated to", widget=forms.DateInput(attrs={"type": "date"}))
    sensitivity = forms.ChoiceField(required=False, choices=[("", "Any")] + list(Sensitivity.choices))
    status = forms.ChoiceField(required=False, choices=[("", "Any")] + list(Document.Status.choices))
    owner = forms.ChoiceField(required=False, choices=OWNER_CHOICES)

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        from .access import documents_visible

        # Other owners whose papers this user can already open; never a list of all users.
        others = (documents_visible(user).exclude(owner=user).values_list("owner__username", flat=True)
                  .distinct().order_by("owner__username"))
        self.fields["owner"].choices = self.OWNER_CHOICES + [(name, name) for name in others]


class IncludeSensitiveForm(forms.Form):
    """The archive-wide switch ``ask.include_sensitive``."""

    include_sensitive = forms.BooleanField(
        required=False, label="Include confidential and restricted documents when answering questions")


class LLMSetupForm(forms.Form):
    """The language-model endpoint and Ask's bounds. The API key is write-only: left empty it keeps the
    stored key; ``clear_api_key`` removes it."""

    endpoint_url = forms.URLField(required=False, label="Endpoint URL", assume_scheme="https",
                                  help_text="OpenAI-compatible base URL (usually ending in /v1) or an Ollama "
                                            "URL such as http://127.0.0.1:11434. Empty: answer offline.")
    api = forms.ChoiceField(label="API kind", choices=[("openai", "OpenAI-compatible (chat completions)"),
                                                       ("ollama", "Ollama (native /api/chat)")])
    model = forms.CharField(required=False, max_length=200, label="Model")
    api_key = forms.CharField(required=False, max_length=500, label="API key",
                              widget=forms.PasswordInput(render_value=False, attrs={"autocomplete": "off"}),
                              help_text="Write-only: it is stored encrypted and never shown again. "
                                        "Leave empty to keep the stored key.")
    clear_api_key = forms.BooleanField(required=False, label="Remove the stored API key")
    egress_ack = forms.BooleanField(required=False, label="I understand what is sent and allow it")
    max_docs = forms.IntegerField(label="Documents per question (ASK_MAX_DOCS)", min_value=1, max_value=20)
    timeout = forms.FloatField(label="Timeout in seconds (ASK_TIMEOUT)", min_value=1, max_value=600)
    max_tokens = forms.IntegerField(label="Longest reply in tokens (ASK_MAX_TOKENS)", min_value=16, max_value=32768)

    #: form field → settings key
    SETTINGS = {"endpoint_url": "llm.endpoint_url", "api": "llm.api", "model": "llm.model",
                "egress_ack": "llm.egress_ack", "max_docs": "ASK_MAX_DOCS", "timeout": "ASK_TIMEOUT",
                "max_tokens": "ASK_MAX_TOKENS"}

    def clean(self):
        data = super().clean()
        # The settings parsers are the authority on ranges; run them so the form cannot drift from them.
        for field, key in self.SETTINGS.items():
            if field in data and data[field] is not None:
                try:
                    KEYS[key].parse(str(data[field]).lower() if isinstance(data[field], bool) else str(data[field]))
                except (ValueError, KeyError) as exc:
                    self.add_error(field, str(exc))
        return data
