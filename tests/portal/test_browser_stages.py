"""The staged answer in headless Chromium against the live server and a real HTTP model endpoint on
127.0.0.1 (tests/ask/fake_llm.py) that answers late: the offline answer is visible before the model's,
the model's replaces it when it arrives; a model that times out leaves the first answer and a note."""
import re

import pytest

from archive.config import setting_set
from tests.ask.fake_llm import Reply
from tests.factories import indexed_document

from .test_browser import PASSWORDS, sign_in

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(300)]

BILL = ("Acme Power\nElectricity statement for March 2025\nAmount due: EUR 84.20\n"
        "Payment due date: 12 April 2025\nThank you for paying on time.")
QUESTION = "What is the amount due on the Acme Power electricity bill?"


def _ask(page, question):
    page.goto("/")
    page.get_by_label("Ask a question about your papers").fill(question)
    page.get_by_role("button", name="Ask", exact=True).click()
    page.wait_for_selector("#ask-response")


@pytest.fixture
def alice(django_user_model):
    user = django_user_model.objects.create_user("alice", password=PASSWORDS["alice"])
    indexed_document(user, BILL, filename="acme-march.pdf", title="Acme Power March 2025")
    return user


def test_first_answer_is_visible_before_the_models_and_is_replaced(alice, configured_llm, new_page, shots):
    from playwright.sync_api import expect

    setting_set("llm.model", "tiny-test-model")
    configured_llm.script(Reply.of_json({"answer": "The bill asks for EUR 84.20 by 12 April 2025.", "cited": [1],
                                         "confidence": 0.9}, delay_s=4))
    page = new_page()
    sign_in(page, "alice")
    _ask(page, QUESTION)
    # The offline answer is on the page while the model is still reading.
    expect(page.locator("#ask-response")).to_have_attribute("data-backend", "offline-extractive")
    expect(page.locator("#answer")).to_contain_text("84.20")
    stage = page.locator("#llm-stage")
    expect(stage).to_be_visible()
    expect(stage).to_contain_text(re.compile(r"Reading 1 document with tiny-test-model…"))
    assert "?" not in page.url  # asked by POST: the question is not in the URL
    page.screenshot(path=str(shots / "ask-staged-reading.png"), full_page=True)
    # Then the model's answer replaces it, with its own citations.
    expect(page.locator("#ask-response")).to_have_attribute("data-backend", "llm-openai", timeout=20_000)
    expect(page.locator("#answer")).to_have_text("The bill asks for EUR 84.20 by 12 April 2025.")
    expect(page.locator("#llm-stage")).to_have_count(0)
    expect(page.locator("#citations li.citation").first).to_contain_text("Acme Power March 2025")
    assert QUESTION not in page.url


def test_timed_out_model_leaves_the_first_answer_and_a_note(alice, configured_llm, new_page):
    from playwright.sync_api import expect

    setting_set("ASK_TIMEOUT", "1")
    configured_llm.script(Reply.of_json({"answer": "too late", "cited": [1], "confidence": 1}, delay_s=6))
    page = new_page()
    sign_in(page, "alice")
    _ask(page, QUESTION)
    first = page.locator("#answer").inner_text()
    assert "84.20" in first
    expect(page.locator("#llm-stage")).to_be_visible()
    expect(page.locator("#llm-stage")).to_have_count(0, timeout=20_000)
    expect(page.locator("#answer")).to_have_text(first)
    expect(page.locator("#ask-response")).to_have_attribute("data-backend", "offline-extractive")
    expect(page.locator("#ask-response .note").last).to_contain_text("did not answer within 1 s")
    expect(page.locator("#ask-response")).not_to_contain_text("too late")
