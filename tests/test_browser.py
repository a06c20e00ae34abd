"""The HTML path report in a real browser: headless Chromium (Debian's chromium and
chromium-driver packages) driven by selenium.  Skipped, with the reason, where they are not
installed; `.ci/run` installs them.  Screenshots are kept in test-artifacts/browser/ (git-ignored)."""
from __future__ import annotations

from pathlib import Path

import pytest
from chromium import headless_chromium, require_chromium

import sudorules
from sudorules.api import DEFAULT_PUZZLE
from sudorules.sudoku.notation import Notation

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "browser"
require_chromium()


@pytest.fixture(scope="module")
def browser():
    with headless_chromium("1300,900") as driver:
        yield driver


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
    assert browser.title.startswith(result.puzzle.line()[:20]) and "theory standard" in browser.title  # not generic
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


P40 = "..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8..."  # cbg-000 #41, W 5
ORANGE = (0xe0, 0x70, 0x00)  # a weak link's dashes (sr-weak)

# every figure shown at once, then, per picture: links whose box leaves the picture's, and
# names (sr-note) whose box meets a symbol's or another name's, as the browser lays them out
FIGURES_JS = """
document.querySelectorAll('.sr-figure').forEach(f => { f.hidden = false; });
const meets = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const out = {links: 0, notes: 0, outside: [], covering: []};
for (const svg of document.querySelectorAll('svg.sr-grid')) {
  const view = svg.getBoundingClientRect();
  for (const p of svg.querySelectorAll('path.sr-link')) {
    const r = p.getBoundingClientRect();
    out.links += 1;
    if (r.left < view.left || r.top < view.top || r.right > view.right || r.bottom > view.bottom)
      out.outside.push([svg.dataset.step, p.dataset.from, p.dataset.to]);
  }
  const notes = [...svg.querySelectorAll('text.sr-note')];
  const symbols = [...svg.querySelectorAll('.sr-cands text, .sr-givens text, .sr-values text, .sr-labels text')];
  notes.forEach((n, i) => {
    out.notes += 1;
    const box = n.getBBox();
    for (const other of symbols.concat(notes.slice(i + 1)))
      if (meets(box, other.getBBox())) out.covering.push([svg.dataset.step, n.textContent, other.textContent]);
  });
}
return out;
"""


@pytest.fixture(scope="module")
def report_p40(tmp_path_factory):
    result = sudorules.solve(P40, "W")  # links along row 9 bent under the grid
    path = tmp_path_factory.mktemp("report") / "p40.html"
    path.write_text(result.html(), encoding="utf-8")
    return result, path


def test_every_link_is_inside_its_picture_and_no_name_covers_a_symbol(browser, report_p40):
    _, path = report_p40
    browser.get(path.as_uri())
    found = browser.execute_script(FIGURES_JS)
    assert found["links"] > 200 and found["notes"] > 100
    assert found["outside"] == []
    assert found["covering"] == []


def test_a_link_bent_under_the_grid_is_seen_whole(browser, report_p40):
    """The step whose link runs lowest: the link's box is inside the picture's, and its orange
    dashes are seen in the screenshot down to the bottom of that box (not cut at the grid's)."""
    pytest.importorskip("PIL", reason="Pillow comes with matplotlib (pip install '.[test]')")
    from io import BytesIO

    from PIL import Image
    result, path = report_p40
    browser.get(path.as_uri())
    lowest = browser.execute_script("""
        document.querySelectorAll('.sr-figure').forEach(f => { f.hidden = false; });
        let best = null;
        for (const p of document.querySelectorAll('svg.sr-grid path.sr-weak')) {
          const r = p.getBoundingClientRect(), s = p.ownerSVGElement.getBoundingClientRect();
          if (!best || r.bottom - s.top > best[1]) best = [p.ownerSVGElement.dataset.step, r.bottom - s.top];
        }
        return best;""")
    step, bottom = int(lowest[0]), lowest[1]
    browser.get(path.as_uri())
    for item in browser.find_elements("css selector", ".sr-list li")[step - 1:step]:
        item.click()
    figure = visible_figure(browser)
    assert figure.get_attribute("data-step") == str(step)
    svg = figure.find_element("css selector", "svg")
    grid_bottom = 22 + 9 * 48  # the thick line under row 9, in picture pixels (no viewBox offset above)
    assert browser.execute_script("return arguments[0].viewBox.baseVal.y", svg) == 0
    assert bottom > grid_bottom + 8  # this link does run under the grid
    assert bottom <= svg.rect["height"]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    png = svg.screenshot_as_png
    (ARTIFACTS / f"p40-step-{step}-svg.png").write_bytes(png)
    browser.save_screenshot(str(ARTIFACTS / f"p40-step-{step}.png"))
    image = Image.open(BytesIO(png)).convert("RGB")
    rows = [y for y in range(grid_bottom + 3, image.height) for x in range(image.width)
            if all(abs(c - o) <= 40 for c, o in zip(image.getpixel((x, y)), ORANGE))]
    assert rows, "no orange dash under the grid"
    assert abs(max(rows) + 1 - bottom) <= 2.5, (max(rows), bottom)  # the dashes reach the link's lowest point
    assert max(rows) < image.height - 2  # and white under them: not cut at the picture's edge
