"""Plain functions behind the documents API (and usable by the portal): filtering a user's visible
documents, editing one (owner or admin), and the per-user ingest status. Visibility always comes from
``archive.access``."""
from dataclasses import dataclass
from datetime import date

from django.contrib.auth.models import Group
from django.db import transaction
from django.db.models import Count, Min, Q, QuerySet

from .access import documents_visible
from .errors import ShoeboxError
from .models import Document, Sensitivity


class DocumentEditError(ShoeboxError):
    """An edit is not allowed or not valid: ``code`` ``forbidden``/``bad_group`` (403) or
    ``invalid_request`` (400), as given where it is raised."""

    def __init__(self, code: str, message: str, http: int = 400):
        super().__init__(message, code=code, status=http)


@dataclass
class DocumentFilter:
    """Filters for a document listing; every field optional. ``date_from``/``date_to`` bound
    ``document_date`` (inclusive); ``added_from``/``added_to`` bound the upload day (inclusive);
    ``q`` matches title or original filename (case-insensitive substring); ``owner`` is a username."""

    status: str | None = None
    sensitivity: str | None = None
    owner: str | None = None
    date_from: date | None = None
    date_to: date | None = None
    added_from: date | None = None
    added_to: date | None = None
    q: str | None = None


def documents_list(user, f: DocumentFilter | None = None) -> QuerySet:
    """``user``'s visible documents matching ``f``, newest upload first."""
    f = f or DocumentFilter()
    qs = documents_visible(user).select_related("owner").prefetch_related("shared_with")
    if f.status:
        qs = qs.filter(status=f.status)
    if f.sensitivity:
        qs = qs.filter(sensitivity=f.sensitivity)
    if f.owner:
        qs = qs.filter(owner__username=f.owner)
    if f.date_from:
        qs = qs.filter(document_date__gte=f.date_from)
    if f.date_to:
        qs = qs.filter(document_date__lte=f.date_to)
    if f.added_from:
        qs = qs.filter(added_at__date__gte=f.added_from)
    if f.added_to:
        qs = qs.filter(added_at__date__lte=f.added_to)
    if f.q:
        qs = qs.filter(Q(title__icontains=f.q) | Q(original_filename__icontains=f.q))
    return qs.order_by("-added_at", "-id")


def document_can_edit(user, doc: Document) -> bool:
    """Only the owner or a superuser may change or delete a document."""
    return doc.owner_id == user.pk or user.is_superuser


_UNSET = object()


def document_update(user, doc: Document, *, title=_UNSET, document_date=_UNSET, sensitivity=_UNSET,
                    share_with=_UNSET) -> Document:
    """Change ``doc``'s title, date (``date`` or None), sensitivity and/or sharing (a list of group names;
    ``[]`` = private). Omitted arguments are left alone.

    The editor must be the owner or an admin; a non-admin may share only with groups they belong to.
    Sensitivity and sharing changes reach the document's attachments too (an e-mail and the files it
    carried are one family: :func:`document_attachments_follow`).
    A sensitivity change queues payment re-extraction (``ingest.tasks.extract_payments``) after commit.
    Raises DocumentEditError (``forbidden``/``bad_group`` 403, ``invalid_request`` 400). Returns ``doc``
    refreshed.
    """
    if not document_can_edit(user, doc):
        raise DocumentEditError("forbidden", "only the owner or an admin can change a document", 403)
    groups = None
    if share_with is not _UNSET:
        names = sorted({n for n in share_with if n})
        pool = Group.objects.all() if user.is_superuser else user.groups.all()
        groups = list(pool.filter(name__in=names))
        if len(groups) != len(names):
            raise DocumentEditError("bad_group", "you can share only with existing groups you belong to", 403)
    if sensitivity is not _UNSET and sensitivity not in Sensitivity.values:
        raise DocumentEditError("invalid_request", f"sensitivity must be one of {', '.join(Sensitivity.values)}")
    fields = []
    if title is not _UNSET:
        title = (title or "").strip()
        if not title:
            raise DocumentEditError("invalid_request", "title must not be empty")
        doc.title = title[:500]
        fields.append("title")
    if document_date is not _UNSET:
        doc.document_date = document_date
        fields.append("document_date")
    sensitivity_changed = sensitivity is not _UNSET and sensitivity != doc.sensitivity
    if sensitivity_changed:
        doc.sensitivity = sensitivity
        fields.append("sensitivity")
    with transaction.atomic():
        if fields:
            doc.save(update_fields=fields)
        if groups is not None:
            doc.shared_with.set(groups)
        if sensitivity_changed:
            doc_id = doc.pk
            transaction.on_commit(lambda: _queue_payment_extraction(doc_id))
        if sensitivity_changed or groups is not None:
            document_attachments_follow(doc, sensitivity=sensitivity_changed, sharing=groups is not None)
    return Document.objects.select_related("owner").prefetch_related("shared_with").get(pk=doc.pk)


def document_descendant_ids(doc: Document) -> list[int]:
    """Ids of ``doc``'s attachments, their attachments and so on (an e-mail attached to an e-mail)."""
    found, frontier = [], [doc.pk]
    while frontier:
        frontier = [i for i in Document.objects.filter(parent_id__in=frontier).values_list("id", flat=True)
                    if i not in found and i != doc.pk]
        found += frontier
    return found


def document_attachments_follow(doc: Document, *, sensitivity: bool = True, sharing: bool = True) -> list[int]:
    """Copy ``doc``'s sensitivity and/or sharing (its ``shared_with`` groups) to every descendant
    attachment, in the caller's transaction; attachments whose sensitivity changed get their payment
    records re-extracted after commit. Returns the ids of the attachments changed."""
    ids = document_descendant_ids(doc)
    if not ids:
        return []
    changed = []
    if sensitivity:
        changed = list(Document.objects.filter(pk__in=ids).exclude(sensitivity=doc.sensitivity)
                       .values_list("id", flat=True))
        Document.objects.filter(pk__in=changed).update(sensitivity=doc.sensitivity)
        for att_id in changed:
            transaction.on_commit(lambda att_id=att_id: _queue_payment_extraction(att_id))
    if sharing:
        groups = list(doc.shared_with.all())
        for attachment in Document.objects.filter(pk__in=ids):
            attachment.shared_with.set(groups)
    return sorted(set(changed) | (set(ids) if sharing else set()))


#: Sensitivity levels from least to most strict.
SENSITIVITY_ORDER = (Sensitivity.PUBLIC, Sensitivity.INTERNAL, Sensitivity.CONFIDENTIAL, Sensitivity.RESTRICTED)


def duplicate_stricter_settings(doc: Document, *, sensitivity: str | None, share_with: list[Group] | None) -> dict:
    """What would make the stored ``doc`` at least as strict as a new upload of the same bytes that
    asked for ``sensitivity`` (None: not asked) and ``share_with`` (groups; None = the owner's default,
    no constraint).

    Returns ``document_update`` keyword arguments: ``{"sensitivity": level}`` when the upload asked for a
    stricter level, ``{"share_with": [group names]}`` (the groups both allow) when it asked to share with
    fewer; ``{}`` when the stored document is already as strict. Never loosens anything."""
    changes = {}
    if sensitivity and SENSITIVITY_ORDER.index(sensitivity) > SENSITIVITY_ORDER.index(doc.sensitivity):
        changes["sensitivity"] = sensitivity
    if share_with is not None:
        current = set(doc.shared_with.values_list("name", flat=True))
        allowed = current & {g.name for g in share_with}
        if allowed != current:
            changes["share_with"] = sorted(allowed)
    return changes


def duplicate_settings_text(changes: dict) -> str:
    """``changes`` from :func:`duplicate_stricter_settings` in words: "confidential, shared with nobody"."""
    parts = []
    if "sensitivity" in changes:
        parts.append(changes["sensitivity"])
    if "share_with" in changes:
        names = changes["share_with"]
        parts.append("shared with " + (", ".join(names) if names else "nobody (private)"))
    return ", ".join(parts)


def _queue_payment_extraction(document_id: int) -> None:
    from ingest.tasks import extract_payments

    extract_payments.delay(document_id)


def ingest_status(user) -> dict:
    """Ingest state of ``user``'s visible documents:
    ``{"counts": {status: n for every status}, "total": n, "indexed_through": ISO timestamp or None}``.
    ``indexed_through``: every document added before it is indexed (None: nothing is pending)."""
    visible = documents_visible(user)
    counts = {s: 0 for s in Document.Status.values}
    for row in visible.values("status").annotate(n=Count("id")):
        counts[row["status"]] = row["n"]
    oldest = visible.filter(status__in=[Document.Status.QUEUED, Document.Status.PROCESSING]).aggregate(
        t=Min("added_at"))["t"]
    return {"counts": counts, "total": sum(counts.values()),
            "indexed_through": oldest.isoformat() if oldest else None}
