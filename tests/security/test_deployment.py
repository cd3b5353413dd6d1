"""Deployment settings: one setting for HTTPS (secure cookies, HSTS, redirect), a Content-Security-
Policy on every page, a real server in docker-compose, and a document admin that keeps staff users to
their own household."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from django.conf import settings

from tests.factories import indexed_document

PROBE = """
import json, django
django.setup()
from django.test import Client
from django.test.utils import setup_test_environment
setup_test_environment()
c = Client()
login = c.get("/accounts/login/", secure=True)
plain = Client().get("/accounts/login/")
print(json.dumps({
    "status": login.status_code, "hsts": login.headers.get("Strict-Transport-Security"),
    "csp": login.headers.get("Content-Security-Policy"),
    "csrf_cookie_secure": bool(login.cookies["csrftoken"]["secure"]) if "csrftoken" in login.cookies else None,
    "plain_status": plain.status_code, "plain_location": plain.headers.get("Location"),
    "session_secure": django.conf.settings.SESSION_COOKIE_SECURE,
}))
"""


def _probe(**env) -> dict:
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=settings.BASE_DIR, capture_output=True, text=True,
                         timeout=120, env=dict(os.environ, DJANGO_SETTINGS_MODULE="archive.settings", **env))
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_https_setting_turns_on_secure_cookies_hsts_and_redirect():
    on = _probe(SHOEBOX_HTTPS="1")
    assert on["status"] == 200 and on["hsts"] and "max-age=31536000" in on["hsts"]
    assert on["csrf_cookie_secure"] is True and on["session_secure"] is True
    assert on["plain_status"] == 301 and on["plain_location"].startswith("https://")
    assert "script-src 'self'" in on["csp"] and "frame-ancestors 'none'" in on["csp"]
    off = _probe(SHOEBOX_HTTPS="0")
    assert off["hsts"] is None and off["csrf_cookie_secure"] is False and off["plain_status"] == 200
    assert "default-src 'self'" in off["csp"]  # the policy holds over plain HTTP too


def test_docker_compose_serves_with_a_real_server():
    compose = yaml.safe_load((Path(settings.BASE_DIR) / "docker-compose.yml").read_text())
    web = compose["services"]["web"]["command"]
    assert "runserver" not in web and "uvicorn archive.asgi:application" in web
    env = compose["x-app"]["environment"]
    assert env["SHOEBOX_CACHE_URL"].startswith("redis://")


@pytest.mark.django_db
def test_document_admin_keeps_staff_to_their_household(people, portal_for):
    from django.contrib.auth.models import Permission

    bob = people["bob"]
    bob.is_staff = True
    bob.save()
    bob.user_permissions.add(*Permission.objects.filter(content_type__app_label="archive",
                                                        codename__endswith="_document"))
    shared = indexed_document(people["alice"], "Alice shared note", title="Alice shared", share_with=[people["home"]])
    private = indexed_document(people["alice"], "Alice private note", title="Alice private", share_with=[])
    carols = indexed_document(people["carol"], "Carol statement", title="Carol statement")
    own = indexed_document(bob, "Bob note", title="Bob note", share_with=[])
    admin = portal_for(bob)
    listing = admin.get("/admin/archive/document/")
    assert listing.status_code == 200
    body = listing.content.decode()
    assert "Alice shared" in body and "Bob note" in body
    assert "Carol statement" not in body and "Alice private" not in body and ">flat<" not in body
    searched = admin.get("/admin/archive/document/", {"q": "statement"}).content.decode()
    assert "Carol statement" not in searched and "0 documents" in searched
    for doc in (carols, private):
        response = admin.get(f"/admin/archive/document/{doc.pk}/change/")
        assert response.status_code in (302, 404) and "statement" not in response.content.decode()
    # a household member's document can be viewed but not changed; bob's own can
    view = admin.post(f"/admin/archive/document/{shared.pk}/change/", {"title": "mine", "sensitivity": "public"})
    assert view.status_code == 403
    form = admin.get(f"/admin/archive/document/{own.pk}/change/").content.decode()
    assert 'name="shared_with"' in form and ">flat<" not in form and 'name="owner"' not in form
    root = portal_for(people["root"]).get("/admin/archive/document/").content.decode()
    assert "Carol statement" in root and "Alice private" in root
