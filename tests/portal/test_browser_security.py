"""Security items in headless Chromium against the live server: a duplicate upload that asks for
stricter settings says so and applies them when ticked; a followed citation marks its passage with
offsets in the URL, never document text; an e-mail made private from its page takes its attachment
along; no page breaks the Content-Security-Policy."""
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from django.contrib.auth.models import Group

from archive.models import Document
from ingest.pipeline import document_create, document_process
from tests.factories import indexed_email, make_pdf

from .test_browser import PASSWORDS, ask, drop_files, sign_in

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(300)]

PAYSLIP = "Northwind payroll\nPayslip for November 2026\nNet pay: EUR 2,431.07\nPaid on 28 November 2026"


def _watch_csp(page, seen: list):
    page.on("console", lambda m: seen.append(m.text) if "Content Security Policy" in m.text else None)


def test_duplicates_citations_and_attachments_in_the_browser(django_user_model, new_page):
    from playwright.sync_api import expect

    home = Group.objects.create(name="home")
    alice = django_user_model.objects.create_user("alice", password=PASSWORDS["alice"])
    bob = django_user_model.objects.create_user("bob", password=PASSWORDS["bob"])
    alice.groups.add(home)
    bob.groups.add(home)
    data = make_pdf(PAYSLIP)
    payslip = document_create(owner=alice, data=data, filename="payslip-nov.pdf", enqueue=False).document
    document_process(payslip.pk)
    mail, (attachment,) = indexed_email(alice, "Statement attached.", ("statement.pdf", "Premium paid $1,234.56"),
                                        share_with=[home])
    violations = []
    page = new_page()
    _watch_csp(page, violations)
    sign_in(page, "alice")

    # The same bytes again, asked restricted: the row says it is already stored with looser settings.
    page.goto("/upload/")
    page.get_by_label("Sensitivity", exact=True).select_option("restricted")
    drop_files(page, [("payslip-again.pdf", "application/pdf", data)])
    row = page.locator("#uploads li").first
    expect(row).to_contain_text("looser settings")
    assert Document.objects.get(pk=payslip.pk).sensitivity == "internal"
    page.get_by_label(re.compile("apply these settings")).check()
    drop_files(page, [("payslip-again.pdf", "application/pdf", data)])
    expect(page.locator("#uploads li").nth(1)).to_contain_text("now restricted")
    assert Document.objects.get(pk=payslip.pk).sensitivity == "restricted"

    # A citation link carries offsets, and the document page marks the passage.
    ask(page, "How much premium was paid?")
    link = page.locator("#citations li.citation a").first
    href = link.get_attribute("href")
    hl = parse_qs(urlsplit(href).query).get("hl", [""])[0]
    assert re.fullmatch(r"\d+-\d+(,\d+-\d+)*", hl), href
    assert "Premium" not in href and "1,234" not in href
    page.locator("#citations summary").click()
    link.click()
    expect(page.locator("mark.cite").first).to_be_visible()

    # Bob opens the attachment; alice makes the e-mail private and confidential from its page.
    other = new_page()
    _watch_csp(other, violations)
    sign_in(other, "bob")
    assert other.goto(f"/documents/{attachment.pk}/").status == 200
    page.goto(f"/documents/{mail.pk}/")
    page.locator("summary", has_text=re.compile("Edit", re.I)).first.click()
    page.get_by_label("Sensitivity", exact=True).select_option("confidential")
    page.get_by_label("home").uncheck()
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Saved.")).to_be_visible()
    assert other.goto(f"/documents/{attachment.pk}/").status == 404
    assert other.goto(f"/documents/{mail.pk}/").status == 404

    for url in ("/", "/documents/", "/upload/", "/account/", f"/documents/{payslip.pk}/"):
        page.goto(url)
    assert violations == []
