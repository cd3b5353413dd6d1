"""Django admin: documents and settings. Users and groups (households, offices) are managed with
Django's own User and Group admin, which ``django.contrib.auth`` registers."""
from django.contrib import admin

from .access import documents_visible
from .config import setting_display
from .documents import document_attachments_follow
from .models import Document, Setting


@admin.register(Document)
class DocumentAdmin(admin.ModelAdmin):
    """Ownership, sharing and sensitivity; the ingest fields are read-only (the pipeline owns them).

    A superuser administers every document. A staff user who is not one sees only the documents the
    visibility gate lets them open (their own and their groups'), may change only their own, may share
    only with their own groups, and cannot reassign owners or parents: the admin is no way around the
    portal's rules, and never lists another household's papers."""

    list_display = ("id", "title", "owner", "sensitivity", "status", "document_date", "added_at")
    list_filter = ("status", "sensitivity", "shared_with")
    search_fields = ("title", "original_filename", "owner__username")
    filter_horizontal = ("shared_with",)
    raw_id_fields = ("parent",)
    readonly_fields = ("original_filename", "mime_type", "size_bytes", "sha256", "storage_name", "added_at",
                       "status", "failure_reason", "page_count", "has_text", "attempts", "processing_started_at",
                       "indexed_at", "extraction_status", "extraction_error", "lease_owner", "lease_until",
                       "queued_at", "reindex_requested_at")

    def get_queryset(self, request):
        qs = super().get_queryset(request)
        if request.user.is_superuser:
            return qs
        return qs.filter(pk__in=documents_visible(request.user).values("pk"))

    def get_list_filter(self, request):
        # the group filter would list every household's group names
        return self.list_filter if request.user.is_superuser else ("status", "sensitivity")

    def has_change_permission(self, request, obj=None):
        if not super().has_change_permission(request, obj):
            return False
        return obj is None or request.user.is_superuser or obj.owner_id == request.user.pk

    def has_delete_permission(self, request, obj=None):
        if not super().has_delete_permission(request, obj):
            return False
        return request.user.is_superuser or (obj is not None and obj.owner_id == request.user.pk)

    def get_readonly_fields(self, request, obj=None):
        if request.user.is_superuser:
            return self.readonly_fields
        return self.readonly_fields + ("owner", "parent")

    def formfield_for_manytomany(self, db_field, request, **kwargs):
        if db_field.name == "shared_with" and not request.user.is_superuser:
            kwargs["queryset"] = request.user.groups.all()
        return super().formfield_for_manytomany(db_field, request, **kwargs)

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
