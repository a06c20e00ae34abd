"""The drawing commands: show --html/--svg, hint --svg, bert --html, rate --plot."""
from __future__ import annotations

import contextlib
import io
import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from conftest import BERT_EXAMPLES
import sudorules
from sudorules.api import DEFAULT_PUZZLE
from sudorules.cli import main
from sudorules.sudoku.notation import Notation

SVG = "{http://www.w3.org/2000/svg}"
EXAMPLES = BERT_EXAMPLES  # the package's own (installed or source tree)
W5 = ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8"


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in argv])
    return code, out.getvalue(), err.getvalue()


def figures(page: str) -> list[tuple[int, str]]:
    return [(int(k), body) for k, body in re.findall(r'<figure class="sr-figure[^"]*" data-step="(\d+)"[^>]*>(.*?)'
                                                     r'</figure>', page, re.S)]


def test_show_html_is_one_self_contained_page_with_a_figure_per_step(tmp_path):
    out = tmp_path / "report.html"
    code, _, err = run_cli("show", W5, "--theory", "W", "--html", out)
    assert code == 0 and not err
    page = out.read_text(encoding="utf-8")
    result = sudorules.solve(W5, "W")
    nt = Notation(result.puzzle.model)
    found = figures(page)
    assert [k for k, _ in found] == list(range(1, len(result.printed_steps) + 2))
    for (k, body), step in zip(found, result.printed_steps):
        caption = re.search(r"<figcaption>(.*?)</figcaption>", body, re.S).group(1)
        assert caption.replace("&gt;", ">") == nt.step(step)
        svg = ET.fromstring(body[body.index("<svg"):body.rindex("</svg>") + len("</svg>")])  # (its legend follows)
        assert svg.get("data-step") == str(k) and svg.get("data-rule") == step.rule
    assert not re.search(r"<(link|img|iframe)\b|\bsrc=|@import|url\(", page)  # nothing to fetch
    assert page.count("<script>") == 1 and "rating 5" in page
    assert page.count('<li class="sr-hardest">') == 1


def test_show_svg_of_a_step_and_of_the_end_state(tmp_path):
    result = sudorules.solve(W5, "W")
    code, _, _ = run_cli("show", W5, "--theory", "W", "--svg", tmp_path / "s.svg", "--step", 13)
    assert code == 0
    root = ET.parse(tmp_path / "s.svg").getroot()
    assert root.get("data-rule") == result.printed_steps[12].rule
    code, _, _ = run_cli("show", W5, "--theory", "W", "--svg", tmp_path / "end.svg")
    values = [t for g in ET.parse(tmp_path / "end.svg").getroot().iter(SVG + "g")
              if g.get("class") in ("sr-givens", "sr-values") for t in g.iter(SVG + "text")]
    assert code == 0 and len(values) == 81


def test_hint_prints_the_first_step_and_draws_it(tmp_path):
    result = sudorules.solve(DEFAULT_PUZZLE)
    code, out, _ = run_cli("hint", "--svg", tmp_path / "h.svg")
    first = Notation(result.puzzle.model).step(result.printed_steps[0])
    assert code == 0 and out.strip() == first
    assert ET.parse(tmp_path / "h.svg").getroot().get("data-rule") == result.printed_steps[0].rule


@pytest.mark.parametrize("argv,message", [
    (["show", "--html", "/nonexistent-dir/r.html"], "--html: cannot write /nonexistent-dir/r.html"),
    (["show", "--svg", "x.svg", "--step", "0"], "--step: step 0 out of range"),
    (["show"], "show: nothing to draw"),
    (["show", "--step", "2", "--html", "x.html"], "--step: --step chooses the picture of --svg"),
    (["show", "--index", "2", "--html", "x.html"], "--index: puzzle 2 out of range"),
    (["hint", "1234"], "puzzle has 4 characters"),
    (["rate", "x.tsv", "--plot", "/nonexistent-dir/p.svg"], "--plot: cannot write /nonexistent-dir/p.svg"),
])
def test_bad_requests_are_one_line_errors(argv, message, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli(*argv)
    assert code == 2 and err.startswith("sudorules: error: ") and message in err and err.count("\n") == 1, err
    assert not list(tmp_path.iterdir())


def test_bert_score_html_draws_the_bases_and_links_of_each_step(tmp_path):
    out = tmp_path / "bert.html"
    code, text, _ = run_cli("bert", "score", EXAMPLES / "xsudo_strict.bert", "--html", out)
    assert code == 0 and "PATH SCORE: 699" in text
    page = out.read_text(encoding="utf-8")
    steps = [line for line in text.splitlines() if line.startswith(("TGT", "GRP", "MATRIX", "EQS"))]
    found = figures(page)
    assert len(found) == len(steps) + 1
    for (k, body), line in zip(found, steps):
        houses = re.findall(r'data-house="([A-Z]+) ([^"]+)"', body)
        assert houses, line  # every step shades its equations
        assert {kind for kind, _ in houses} <= {"NUM", "ROW", "COL", "BOX", "EQU"}
        assert 'class="sr-h-base"' in body and 'class="sr-h-link"' in body


def test_bert_verify_html_has_a_figure_per_statement(tmp_path):
    out = tmp_path / "v.html"
    code, text, _ = run_cli("bert", "verify", EXAMPLES / "xsudo_strict.bert", "--html", out)
    assert code == 0
    assert len(figures(out.read_text(encoding="utf-8"))) == text.count("$ SRC ") + text.count("\nEQS ")


def test_rate_plot_counts_the_ratings(tmp_path):
    pytest.importorskip("matplotlib")
    from sudorules.services.rating import rate_many
    from sudorules.render.plot import ratings_figure
    data = Path(__file__).resolve().parent / "data" / "controlled_bias_000_first200.tsv"
    lines = [line for line in data.read_text().splitlines() if line and not line.startswith(("#", "puzzle"))][:6]
    file = tmp_path / "p.tsv"
    file.write_text("\n".join(lines) + "\n")
    code, _, _ = run_cli("rate", file, "--theory", "W", "--plot", tmp_path / "r.svg", "-q")
    assert code == 0 and ET.parse(tmp_path / "r.svg").getroot().tag == SVG + "svg"
    ratings = list(rate_many([(i, line.split("\t")[0], None) for i, line in enumerate(lines)], "W"))
    fig = ratings_figure(ratings, "W")
    counts = Counter(r.rating_text for r in ratings)
    heights = [int(p.get_height()) for p in fig.axes[0].patches]
    labels = [t.get_text() for t in fig.axes[0].get_xticklabels()]
    assert dict(zip(labels, heights)) == counts and sum(heights) == 6


@pytest.mark.parametrize("counts", [(1,), (1, 2, 1), (3, 1), (7, 2, 5)])
def test_rate_plot_count_axis_has_integer_ticks_only(counts):
    pytest.importorskip("matplotlib")
    from types import SimpleNamespace
    from sudorules.render.plot import ratings_figure
    ratings = [SimpleNamespace(rating_text=str(k), seconds=0.1) for k, n in enumerate(counts) for _ in range(n)]
    fig = ratings_figure(ratings, "W")
    fig.canvas.draw()  # the ticks as drawn (limits settled)
    low, high = fig.axes[0].get_ylim()
    ticks = [t for t in fig.axes[0].get_yticks() if low <= t <= high]
    assert len(ticks) >= 2 and all(float(t).is_integer() for t in ticks), ticks
