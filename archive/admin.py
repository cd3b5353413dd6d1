"""Django admin: documents and settings. Users and groups (households, offices) are managed with
Django's own User and Group admin, which ``django.contrib.auth`` registers."""
from django.contrib import admin

from .config import setting_display
from .documents import document_attachments_follow
from .models import Document, Setting


@admin.register(Document)
class DocumentAdmin(admin.ModelAdmin):
    """Ownership, sharing and sensitivity; the ingest fields are read-only (the pipeline owns them)."""

    list_display = ("id", "title", "owner", "sensitivity", "status", "document_date", "added_at")
    list_filter = ("status", "sensitivity", "shared_with")
    search_fields = ("title", "original_filename", "owner__username")
    filter_horizontal = ("shared_with",)
    raw_id_fields = ("parent",)
    readonly_fields = ("original_filename", "mime_type", "size_bytes", "sha256", "storage_name", "added_at",
                       "status", "failure_reason", "page_count", "has_text", "attempts", "processing_started_at",
                       "indexed_at", "extraction_status", "extraction_error", "lease_owner", "lease_until",
                       "queued_at", "reindex_requested_at")

    def save_related(self, request, form, formsets, change):
        """After the groups are saved: an e-mail's attachments take its sensitivity and sharing."""
        super().save_related(request, form, formsets, change)
        changed = set(form.changed_data)
        if change and changed & {"sensitivity", "shared_with"}:
            document_attachments_follow(form.instance, sensitivity="sensitivity" in changed,
                                        sharing="shared_with" in changed)


@admin.register(Setting)
class SettingAdmin(admin.ModelAdmin):
    """Read-only here: values are typed and secrets encrypted, so they are edited on /setup/ or with
    ``manage.py setting``. Secrets show masked."""

    list_display = ("key", "shown_value", "is_secret", "updated_at")
    fields = ("key", "shown_value", "is_secret", "updated_at")
    readonly_fields = fields

    @admin.display(description="value")
    def shown_value(self, obj):
        try:
            return setting_display(obj.key)
        except Exception:  # an unknown or undecryptable key must not break the admin list
            return "(unreadable)"

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
