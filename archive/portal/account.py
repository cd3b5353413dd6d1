"""The user's own page: their groups and, when ``archive.tokens`` is installed, their API token.

A new token's key is shown once, on the response to the POST that created it, and never again."""
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

try:
    from archive import tokens
except ImportError:  # the token module belongs to the API; without it the page shows no token section
    tokens = None


@login_required
@require_http_methods(["GET", "POST"])
def account(request):
    """``/account/``: groups, and create / rotate / revoke the API token."""
    new_key = None
    if request.method == "POST":
        if tokens is None:
            raise Http404("API tokens are not available")
        if request.POST.get("action") == "create":
            new_key = tokens.token_create(request.user)
        elif request.POST.get("action") == "revoke":
            tokens.token_revoke(request.user)
            messages.success(request, "Your API token was revoked.")
            return redirect("account")
    return render(request, "account.html", {
        "groups": request.user.groups.order_by("name"), "tokens_available": tokens is not None,
        "has_token": tokens is not None and tokens.token_exists(request.user), "new_key": new_key,
    })
