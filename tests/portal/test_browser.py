"""End to end in headless Chromium against the live server and a real Celery worker: sign in, drop
three files (one broken), watch them reach ``indexed``, search, ask, open the citations, follow one to its page,
flip the confidential switch as admin, and check that a second user sees none of it. Screenshots of the Ask
answer, the document page and the set-up page at desktop and phone widths."""
import base64
import io
import re

import pytest
from PIL import Image, ImageDraw, ImageFont

from archive.models import Document
from tests.factories import indexed_document, make_pdf

from .conftest import DESKTOP, PHONE

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(300)]

PASSWORDS = {"alice": "pw-alice-123", "bob": "pw-bob-123", "root": "pw-root-123"}
BILL_PAGES = ("Acme Power\nElectricity statement for March 2025\nAccount number 5521-778\n"
              "Meter readings and usage are on the next page.",
              "Acme Power\nUsage: 412 kWh\nAmount due: EUR 84.20\nPayment due date: 12 April 2025\n"
              "Thank you for paying on time.")
INSURANCE = ("Harbor Mutual home insurance policy\nPolicy number: HX-4471-22\n"
             "Renewal date: 3 June 2025\nInsured address: 8 Elm Street")


def water_png() -> bytes:
    """A photographed receipt: no text layer, so its page is recognised by OCR."""
    img = Image.new("L", (1000, 420), 255)
    draw = ImageDraw.Draw(img)
    font = ImageFont.load_default(size=36)
    for i, line in enumerate(["Riverside Water", "Meter reading receipt", "Reading: 48213 cubic metres",
                              "Paid 31.50 EUR on 4 April 2025"]):
        draw.text((40, 40 + i * 90), line, fill=0, font=font)
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return buf.getvalue()


def sign_in(page, username):
    page.goto("/accounts/login/")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(PASSWORDS[username])
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_url(re.compile(r"/$"))


def drop_files(page, files: list[tuple[str, str, bytes]]):
    """Drag-and-drop ``files`` (name, type, bytes) onto the upload page's drop zone."""
    data = [(name, mime, base64.b64encode(raw).decode()) for name, mime, raw in files]
    transfer = page.evaluate_handle("""(files) => {
        const dt = new DataTransfer();
        for (const [name, type, b64] of files) {
            const bytes = Uint8Array.from(atob(b64), c => c.charCodeAt(0));
            dt.items.add(new File([bytes], name, {type}));
        }
        return dt;
    }""", data)
    page.dispatch_event(".dropzone", "drop", {"dataTransfer": transfer})


def ask(page, question):
    page.goto("/")
    page.get_by_label("Ask a question about your papers").fill(question)
    page.get_by_role("button", name="Ask", exact=True).click()
    page.wait_for_selector("#ask-response")


def test_portal_end_to_end(django_user_model, new_page, worker, shots):
    from playwright.sync_api import expect

    alice = django_user_model.objects.create_user("alice", password=PASSWORDS["alice"])
    django_user_model.objects.create_user("bob", password=PASSWORDS["bob"])
    django_user_model.objects.create_superuser("root", password=PASSWORDS["root"])
    policy = indexed_document(alice, INSURANCE, filename="home-policy.pdf", sensitivity="confidential",
                              title="Harbor Mutual home insurance policy")

    # Sign in and drop two files; each shows its own progress and status without a reload.
    page = new_page()
    sign_in(page, "alice")
    page.get_by_role("link", name="Upload").click()
    drop_files(page, [("acme-power-march.pdf", "application/pdf", make_pdf(*BILL_PAGES)),
                      ("water-receipt.png", "image/png", water_png()),
                      ("broken.pdf", "application/pdf", b"%PDF-1.4 this is not really a PDF")])
    statuses = page.locator("#uploads li .status")
    expect(statuses).to_have_count(3)
    expect(statuses).to_have_text(["indexed", "indexed", re.compile(r"^failed: .+")], timeout=150_000)
    page.screenshot(path=str(shots / "upload-desktop.png"), full_page=True)
    bill = Document.objects.get(owner=alice, original_filename="acme-power-march.pdf")
    water = Document.objects.get(owner=alice, original_filename="water-receipt.png")

    page.set_viewport_size(PHONE)
    page.goto("/documents/")
    expect(page.locator("[data-status-for]")).to_have_count(4)
    page.screenshot(path=str(shots / "documents-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)

    # Search: exact words, highlighted.
    page.goto("/?mode=search")
    page.get_by_label("Find documents containing these exact words").fill("meter reading")
    page.get_by_role("button", name="Search", exact=True).click()
    result = page.locator(".search-result").filter(has_text="water")
    expect(result.locator("mark").first).to_be_visible()

    # Ask: the answer on top, citations closed until opened (by keyboard), one row per citation.
    ask(page, "What is the amount due on the Acme Power electricity bill?")
    expect(page.locator("#answer")).to_contain_text("84.20")
    citations = page.locator("#citations")
    expect(citations).not_to_have_attribute("open", "")
    expect(citations.locator("summary")).to_contain_text("Based on 1 document")
    expect(page.locator("#standing-line")).to_contain_text("Answers can be wrong")
    citations.locator("summary").focus()
    page.keyboard.press("Enter")
    expect(citations).to_have_attribute("open", "")
    row = citations.locator("li.citation").first
    expect(row).to_contain_text("page 2")
    expect(row).to_contain_text("read from the file")
    page.screenshot(path=str(shots / "ask-citations-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(shots / "ask-citations-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)

    # Follow the citation: the document opens at page 2 with the passage marked and the page image.
    row.get_by_role("link").click()
    page.wait_for_url(re.compile(rf"/documents/{bill.pk}/\?page=2.*#page-2$"))
    cited = page.locator("#page-2")
    expect(cited).to_have_class(re.compile(r"\bcited\b"))
    expect(cited.locator("mark.cite")).to_contain_text("84.20")
    expect(page.locator("#page-1 mark.cite")).to_have_count(0)
    image = cited.locator("img")
    expect(image).to_be_visible()
    assert page.evaluate("img => img.naturalWidth", image.element_handle()) > 500
    page.screenshot(path=str(shots / "document-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.goto(page.url)
    page.screenshot(path=str(shots / "document-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)

    # The photographed receipt: its page is labelled as recognised.
    page.goto(f"/documents/{water.pk}/")
    expect(page.locator("#page-1 .badge.ocr")).to_contain_text("recognised (OCR")

    # The confidential policy is out of Ask until an admin includes it.
    ask(page, "What is the home insurance policy number?")
    expect(page.locator("#ask-response")).not_to_contain_text("HX-4471-22")
    admin = new_page()
    sign_in(admin, "root")
    admin.get_by_role("link", name="Set-up").click()
    admin.screenshot(path=str(shots / "setup-desktop.png"), full_page=True)
    admin.set_viewport_size(PHONE)
    admin.screenshot(path=str(shots / "setup-phone.png"), full_page=True)
    admin.set_viewport_size(DESKTOP)
    admin.get_by_label("Include confidential and restricted documents when answering questions").check()
    admin.locator("#sensitive-form").get_by_role("button", name="Save").click()
    expect(admin.locator("#sensitive-state")).to_have_text("included")
    ask(page, "What is the home insurance policy number?")
    expect(page.locator("#answer")).to_contain_text("HX-4471-22")
    expect(page.locator("#citations li.citation").first).to_contain_text("Harbor Mutual")

    # A second user sees none of alice's documents anywhere.
    bob = new_page()
    sign_in(bob, "bob")
    bob.goto("/documents/")
    expect(bob.locator("#no-documents")).to_be_visible()
    bob.goto("/?mode=search&q=meter+reading")
    expect(bob.locator(".search-result")).to_have_count(0)
    ask(bob, "What is the home insurance policy number?")
    expect(bob.locator("#no-answer")).to_have_attribute("data-reason", "no_indexed_documents")
    for doc in (bill, water, policy):
        assert bob.goto(f"/documents/{doc.pk}/").status == 404
        assert bob.goto(f"/documents/{doc.pk}/pages/1.png").status == 404
    body = bob.goto(f"/portal/documents/status?ids={bill.pk},{water.pk},{policy.pk}").json()
    assert body == {"documents": []}
