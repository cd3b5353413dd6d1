"""The visibility gate. Every read of documents for a user goes through here.

A document is visible to its owner and to members of the groups it is shared with. An e-mail
attachment is visible only when its parent e-mail is visible as well, and counts as sensitive when its
parent is (sharing and sensitivity changes are also copied to attachments by ``archive.documents``; the
gate derives it anyway, so a stale or hand-edited attachment never outlives its parent's rules). Superusers
administer everything in the Django admin, but search and ask run with their own visibility.
Confidential and restricted documents are out of the retrieval pool unless inclusion is on.
"""
from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Q, QuerySet

from .errors import Forbidden, NotFound
from .models import SENSITIVE_LEVELS, Document


class DocumentNotVisible(NotFound):
    """The document does not exist or the user may not open it (the two are not told apart): 404
    ``not_found``. ``document_id`` is the id asked for."""

    default_message = "no such document"

    def __init__(self, document_id: int | None = None):
        super().__init__()
        self.document_id = document_id


class OverrideNotAllowed(Forbidden):
    """A non-admin asked to include confidential documents for one request (403 ``forbidden``)."""

    default_message = "only an admin may include confidential documents for one request"


def visibility_q(user: AbstractBaseUser, prefix: str = "") -> Q:
    """A Q filter on Document (or on a model with ``prefix`` leading to Document) for ``user``."""
    group_ids = list(user.groups.values_list("id", flat=True))
    return Q(**{f"{prefix}owner_id": user.pk}) | Q(**{f"{prefix}shared_with__in": group_ids})


def documents_visible(user: AbstractBaseUser, *, include_sensitive: bool = True) -> QuerySet:
    """Documents ``user`` may open. ``include_sensitive=False`` drops confidential and restricted ones
    (the retrieval pool when inclusion is off). Anonymous users see nothing."""
    if not user.is_authenticated:
        return Document.objects.none()
    ids = Document.objects.filter(visibility_q(user)).values("id")
    qs = Document.objects.filter(id__in=ids).filter(Q(parent__isnull=True) | Q(parent_id__in=ids))
    if not include_sensitive:
        sensitive = Document.objects.filter(sensitivity__in=SENSITIVE_LEVELS).values("id")
        qs = qs.exclude(sensitivity__in=SENSITIVE_LEVELS).exclude(parent_id__in=sensitive)
    return qs


def document_get_visible(user: AbstractBaseUser, document_id: int, *, include_sensitive: bool = True) -> Document:
    """The document if ``user`` may open it (and, with ``include_sensitive=False``, it is neither
    confidential nor restricted, nor attached to such a document). Raises DocumentNotVisible otherwise."""
    doc = documents_visible(user, include_sensitive=include_sensitive).filter(pk=document_id).first()
    if doc is None:
        raise DocumentNotVisible(document_id)
    return doc


def retrieval_include_sensitive(user: AbstractBaseUser, *, override: bool | None = None) -> bool:
    """Whether confidential/restricted documents are in this user's retrieval pool: the archive setting
    ``ask.include_sensitive``, or a per-request ``override`` which only superusers may use.
    Raises OverrideNotAllowed when a non-admin passes ``override=True``."""
    from .config import setting_get

    if override is not None:
        if override and not user.is_superuser:
            raise OverrideNotAllowed()
        return bool(override)
    return bool(setting_get("ask.include_sensitive"))
