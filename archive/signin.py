"""Sign-in lock-out helpers for django-axes."""
from django.conf import settings

#: Django's User.username max_length; longer names cannot exist, so they are cut, not stored whole.
USERNAME_MAX = 150


def axes_username(request, credentials: dict | None = None) -> str | None:
    """The username axes counts failures for (``AXES_USERNAME_CALLABLE``): from the credentials or the
    posted form, with NUL characters removed and cut to USERNAME_MAX characters, so hostile input is
    counted like any wrong guess instead of failing to be stored."""
    field = getattr(settings, "AXES_USERNAME_FORM_FIELD", "username")
    if credentials:
        value = credentials.get(field)
    else:
        value = getattr(request, "data", None) or getattr(request, "POST", {})
        value = value.get(field) if hasattr(value, "get") else None
    if value is None:
        return None
    return str(value).replace("\x00", "")[:USERNAME_MAX]
