"""Browser fixtures: headless Debian Chromium driven by Playwright (never ``playwright install``), and a
real Celery worker on the test database."""
import os
import shutil
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run", "--disable-sync"]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


@pytest.fixture(scope="session")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api", reason="pip install playwright")
    if not shutil.which(CHROMIUM):
        pytest.skip("Debian chromium is not installed (apt-get install -y chromium chromium-driver)")
    # Playwright's sync API keeps an asyncio loop on this thread; the ORM calls the tests make between
    # browser steps are still synchronous, so Django's async-safety guard does not apply to them.
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
        with sync_api.sync_playwright() as pw:
            chromium = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
            yield chromium
            chromium.close()


@pytest.fixture
def new_page(browser, live_server):
    """``new_page()`` → a page in a fresh context (its own cookies: one signed-in user each)."""
    contexts = []

    def make(viewport=DESKTOP):
        context = browser.new_context(viewport=viewport, base_url=live_server.url)
        context.set_default_timeout(20_000)
        contexts.append(context)
        return context.new_page()

    yield make
    for context in contexts:
        context.close()


@pytest.fixture
def worker(live_server):
    from tests.worker import Worker

    w = Worker().start()
    yield w
    w.stop()


@pytest.fixture
def shots(tmp_path):
    """Where screenshots go: ``docs/screenshots`` when SHOEBOX_SCREENSHOTS=1 (to refresh the committed
    ones), a temporary folder otherwise (so ordinary runs leave the tree alone)."""
    if os.environ.get("SHOEBOX_SCREENSHOTS") == "1":
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        return SCREENSHOTS
    return tmp_path
