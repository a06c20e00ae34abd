"""The HTML path report in a real browser: headless Chromium (Debian's chromium and
chromium-driver packages) driven by selenium.  Skipped, with the reason, where they are not
installed; `.ci/run` installs them.  Screenshots are kept in test-artifacts/browser/ (git-ignored)."""
from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

import sudorules
from sudorules.api import DEFAULT_PUZZLE
from sudorules.sudoku.notation import Notation

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "browser"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--window-size=1300,900"]

webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (pip install '.[test]')")
if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
    pytest.skip(f"no Chromium: {CHROMIUM} and {CHROMEDRIVER} come with Debian's chromium and chromium-driver "
                "packages (.ci/run installs them)", allow_module_level=True)


@pytest.fixture(scope="module")
def browser():
    from selenium.webdriver.chrome.service import Service
    profile = tempfile.mkdtemp(prefix="sudorules-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS + [f"--user-data-dir={profile}"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    result = sudorules.solve(DEFAULT_PUZZLE)
    path = tmp_path_factory.mktemp("report") / "report.html"
    path.write_text(result.html(), encoding="utf-8")
    return result, path


def visible_figure(driver):
    shown = driver.find_elements("css selector", ".sr-figure:not([hidden])")
    assert len(shown) == 1 and shown[0].is_displayed()
    return shown[0]


def crossed(figure) -> set[str]:
    return {p.get_attribute("data-cand") for p in figure.find_elements("css selector", "svg path.sr-target")}


def test_arrow_keys_walk_the_path_and_each_figure_shows_its_step(browser, report):
    from selenium.webdriver.common.keys import Keys
    result, path = report
    nt = Notation(result.puzzle.model)
    steps = result.printed_steps
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    browser.get(path.as_uri())
    assert browser.title.startswith("sudorules")
    assert visible_figure(browser).get_attribute("data-step") == "1"
    body = browser.find_element("tag name", "body")
    hardest = next(i for i, s in enumerate(steps) if s.rule == "z-chain")  # a chain, drawn with its links
    for k in range(1, hardest + 1):
        body.send_keys(Keys.ARROW_RIGHT)
        figure = visible_figure(browser)
        assert figure.get_attribute("data-step") == str(k + 1)
        step = steps[k]
        assert figure.find_element("css selector", "figcaption").text == nt.step(step)
        assert crossed(figure) == {nt.candidate(x) for x in step.eliminations}
        svg = figure.find_element("css selector", "svg")
        assert svg.get_attribute("data-rule") == step.rule and svg.get_attribute("data-step") == str(k + 1)
    links = figure.find_elements("css selector", "svg path.sr-link")
    assert len(links) == 2 * steps[hardest].length - 1  # weak links between variables, one inside each but the last
    browser.save_screenshot(str(ARTIFACTS / f"step-{hardest + 1}.png"))
    body.send_keys(Keys.ARROW_LEFT)
    assert visible_figure(browser).get_attribute("data-step") == str(hardest)
    body.send_keys(Keys.END)
    end = visible_figure(browser)
    assert end.get_attribute("data-step") == str(len(steps) + 1) and "IS SOLVED" in end.text
    browser.save_screenshot(str(ARTIFACTS / "end.png"))
    body.send_keys(Keys.ARROW_RIGHT)  # past the end: stays
    assert visible_figure(browser).get_attribute("data-step") == str(len(steps) + 1)


def test_most_complex_step_is_highlighted_and_reached_by_h(browser, report):
    from selenium.webdriver.common.keys import Keys
    result, path = report
    browser.get(path.as_uri())
    marked = browser.find_elements("css selector", ".sr-list li.sr-hardest")
    assert len(marked) == 1
    browser.find_element("tag name", "body").send_keys("h")
    figure = visible_figure(browser)
    k = int(figure.get_attribute("data-step"))
    assert result.printed_steps[k - 1].length == result.rating
    assert "sr-current" in marked[0].get_attribute("class")
    browser.save_screenshot(str(ARTIFACTS / "most-complex.png"))
    browser.find_element("tag name", "body").send_keys(Keys.HOME)
    assert visible_figure(browser).get_attribute("data-step") == "1"


def test_clicking_a_step_of_the_list_shows_it(browser, report):
    result, path = report
    browser.get(path.as_uri())
    items = browser.find_elements("css selector", ".sr-list li")
    assert len(items) == len(result.printed_steps) + 1
    items[4].click()
    assert visible_figure(browser).get_attribute("data-step") == "5"
