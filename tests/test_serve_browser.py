"""The workbench page of `sudorules serve` in headless Chromium (issue 47), as test_browser.py
drives the HTML report: the server runs in a thread of the test on a free port; the test types
the README's default puzzle, steps to the end (the final grid is `solve`'s), undoes back to the
start, asks whether a candidate can be eliminated by clicking it, rates side by side and changes
the theory.  Skipped, with the reason, without Debian's chromium and chromium-driver.
Screenshots go to test-artifacts/serve/ (git-ignored); with SUDORULES_DOC_PICTURES=1 also to
docs/pictures/serve-*.png, the pictures of docs/serve.md."""
from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest
from chromium import headless_chromium, require_chromium

import sudorules
from sudorules.api import DEFAULT_PUZZLE

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts" / "serve"

require_chromium()
uvicorn = pytest.importorskip("uvicorn", reason="serve needs uvicorn (pip install '.[serve]')")

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

from sudorules.cli.serve import allowed_hosts, listening_socket  # noqa: E402
from sudorules.web.server import create_app  # noqa: E402


@pytest.fixture(scope="module")
def server():
    sock = listening_socket("127.0.0.1", 0)
    port = sock.getsockname()[1]
    app = create_app(allowed_hosts=allowed_hosts("127.0.0.1"))  # as `sudorules serve` makes it
    srv = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=srv.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    end = time.monotonic() + 30
    while not srv.started and time.monotonic() < end:
        time.sleep(0.02)
    assert srv.started
    yield f"http://127.0.0.1:{port}/"
    srv.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def browser():
    with headless_chromium("1300,1000", console=True) as driver:  # the page's console, read at the end
        yield driver


def wait(driver, condition, seconds: float = 60):
    """Until condition(driver) is true (polled every 20 ms); a page error fails at once, with its line."""
    def check(d):
        error = d.find_element("id", "error")
        assert not error.is_displayed(), error.text
        return condition(d)
    return WebDriverWait(driver, seconds, poll_frequency=0.02).until(check)


def grid(driver, key: str) -> str:
    return driver.find_element("id", "grid").get_attribute(f"data-{key}")


def picture(driver, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / f"serve-{name}.png"))
    if os.environ.get("SUDORULES_DOC_PICTURES") == "1":
        driver.save_screenshot(str(ROOT / "docs" / "pictures" / f"serve-{name}.png"))


def click(driver, element_id: str) -> None:
    driver.find_element("id", element_id).click()


def test_play_the_default_puzzle_to_the_end_undo_ask_rate_and_change_the_theory(server, browser):
    browser.get(server)
    wait(browser, lambda d: d.find_element("tag name", "body").get_attribute("data-ready") == "yes")
    assert browser.title == "sudorules workbench"
    text = browser.find_element("id", "puzzle-text")
    text.clear()
    text.send_keys(DEFAULT_PUZZLE)  # typed, as the README gives it
    click(browser, "load")
    wait(browser, lambda d: d.find_element("id", "message").text == "puzzle loaded")
    assert grid(browser, "values") == DEFAULT_PUZZLE and grid(browser, "cursor") == "0"
    picture(browser, "start")

    click(browser, "next")
    wait(browser, lambda d: grid(d, "cursor") == "1")
    first = browser.find_element("css selector", "#steps li[data-number='1'] .text").text
    assert first == "whip[1]: c1n6{r1 .} ==> r1c2 ≠ 6"  # solve's first line

    click(browser, "all")
    wait(browser, lambda d: grid(d, "solved") == "true")
    expected = sudorules.solve(DEFAULT_PUZZLE)
    assert grid(browser, "values") == expected.puzzle.solution_line(expected.state.values)  # solve's final grid
    steps = browser.find_elements("css selector", "#steps li")
    assert len(steps) == int(grid(browser, "cursor")) and len(steps) > 50
    chain = next(li for li in steps if li.find_element("css selector", ".text").text.startswith("z-chain[4]"))
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", chain)
    chain.find_element("css selector", ".show-picture").click()
    wait(browser, lambda d: chain.find_elements("css selector", ".picture svg path.sr-target"))  # the step drawn
    picture(browser, "path")

    n = int(grid(browser, "cursor"))
    for k in range(1, 4):  # undo, step by step, then every step at once
        click(browser, "undo")
        wait(browser, lambda d, k=k: grid(d, "cursor") == str(n - k))
    click(browser, "start")
    wait(browser, lambda d: grid(d, "cursor") == "0")
    assert grid(browser, "values") == DEFAULT_PUZZLE
    assert browser.find_element("id", "undo").get_attribute("disabled") is not None

    svg = browser.find_element("css selector", "#grid svg")  # click candidate n6r1c2 in the picture
    x, y = browser.execute_script("""
        const [name, x, y] = view.candidates.find((c) => c[0] === 'n6r1c2');
        const svg = document.querySelector('#grid svg'), p = svg.createSVGPoint();
        p.x = x; p.y = y;
        const q = p.matrixTransform(svg.getScreenCTM()), box = svg.getBoundingClientRect();
        return [q.x - box.left - box.width / 2, q.y - box.top - box.height / 2];""")
    ActionChains(browser).move_to_element_with_offset(svg, int(x), int(y)).click().perform()
    wait(browser, lambda d: d.find_element("id", "cand-menu").is_displayed())
    assert browser.find_element("id", "cand-name").text == "n6r1c2"
    Select(browser.find_element("id", "query-theory")).select_by_value("W")
    click(browser, "menu-eliminate")
    wait(browser, lambda d: d.find_elements("css selector", "#answers .answer"))
    said = browser.find_element("css selector", "#answers .answer").text
    assert "eliminate n6r1c2? (theory W)" in said and sudorules.eliminate(DEFAULT_PUZZLE, "n6r1c2", "W") in said

    rate = browser.find_element("id", "rate-theories")
    rate.clear()
    rate.send_keys("BRT W")
    click(browser, "rate")
    wait(browser, lambda d: len(d.find_elements("css selector", "#ratings tbody tr")) == 2)
    cells = [tr.text for tr in browser.find_elements("css selector", "#ratings tbody tr")]
    assert cells[0].startswith("BRT ∞ HS not-solved") and cells[1].startswith("W 5 W[5] solved")
    picture(browser, "questions")

    Select(browser.find_element("id", "theory")).select_by_value("SER")
    wait(browser, lambda d: "theory SER" in d.find_element("id", "path-status").text)
    click(browser, "next")
    wait(browser, lambda d: grid(d, "cursor") == "1")
    assert browser.find_element("css selector", "#steps li[data-number='1'] .text").text.startswith(
        "Pointing (2.6): 6 of b4 in c2 ==> r1c2 ≠ 6")  # Sudoku Explainer's words under SER
    picture(browser, "theory")

    p0 = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"
    browser.execute_script("""  // a file of puzzles dropped on the box: its first puzzle is loaded
        const file = new File(['puzzle\\n' + arguments[0] + '\\n' + arguments[1] + '\\n'], 'puzzles.tsv');
        const drop = new DataTransfer();
        drop.items.add(file);
        document.getElementById('puzzle-text').dispatchEvent(new DragEvent('drop', {dataTransfer: drop, bubbles: true}));
        """, p0, DEFAULT_PUZZLE)
    wait(browser, lambda d: grid(d, "values") == p0 and grid(d, "cursor") == "0")
    assert [e["message"] for e in browser.get_log("browser") if e["level"] == "SEVERE"] == []  # no script error
