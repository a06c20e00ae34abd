"""Headless Chromium for the browser tests (test_browser: the HTML report; test_serve_browser:
the workbench): Debian's chromium and chromium-driver (.ci/run installs them), one profile per
driver.  `require_chromium()` skips the calling test module, saying why, where either is
missing; `headless_chromium()` gives a driver and cleans up after it."""
from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def require_chromium() -> Any:
    """selenium's webdriver, or the calling module skipped (no selenium, no Chromium)."""
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (pip install '.[test]')")
    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        pytest.skip(f"no Chromium: {CHROMIUM} and {CHROMEDRIVER} come with Debian's chromium and chromium-driver "
                    "packages (.ci/run installs them)", allow_module_level=True)
    return webdriver


@contextmanager
def headless_chromium(window: str, console: bool = False) -> Iterator[Any]:
    """A headless Chromium driver of this window size (`1300,900`); `console`: its browser log
    is kept (the page's console, read by the test)."""
    webdriver = require_chromium()
    from selenium.webdriver.chrome.service import Service
    profile = tempfile.mkdtemp(prefix="sudorules-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS + [f"--window-size={window}", f"--user-data-dir={profile}"]:
        options.add_argument(flag)
    if console:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
