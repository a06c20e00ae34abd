"""What a user met in round 3 (issue 41, items 5 and 7): the API's names in a fresh
interpreter, notebook views of ratings and BR-Nets, `--until` errors, outputs checked before
any work, the brnet synopsis, the HTML report (labels, legends, title) and the heartbeat's
"puzzle k of N"."""
from __future__ import annotations

import contextlib
import inspect
import io
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

import sudorules
import sudorules.api as api
from conftest import BERT_EXAMPLES, read_rows
from sudorules.api import DEFAULT_PUZZLE
from sudorules.cli import main
from sudorules.errors import SudorulesError
from test_heartbeat import LINE, steppers  # noqa: F401  (the fixture: tickers the test drives)

EASY = read_rows("csprules_examples.tsv")[0][0]  # cbg-000#1: BRT solves it
W5 = ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8"
SVG = "{http://www.w3.org/2000/svg}"


def run_cli(*argv: object) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in argv])
    return code, out.getvalue(), err.getvalue()


# -- item 5: the public API --------------------------------------------------------------------------
def test_canon_through_the_package_and_through_sudorules_api_in_a_fresh_interpreter(tmp_path):
    """`import sudorules; sudorules.api.canon(p)` as docs/collections.md shows it (it raised
    AttributeError: the lazy package did not load its modules when named)."""
    code = ("import sudorules\n"
            f"p = {DEFAULT_PUZZLE!r}\n"
            "print(sudorules.api.canon(p).line)\n"
            "print(sudorules.canon(p).line)\n"
            "print(sudorules.api.dedupe([p, p])[1])\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == lines[1] == sudorules.canon(DEFAULT_PUZZLE).line and lines[2] == "1"


def test_a_bare_import_still_loads_no_engine_and_unknown_names_still_raise(tmp_path):
    code = ("import sys, sudorules\n"
            "assert not hasattr(sudorules, 'no_such_name')\n"
            "assert not hasattr(sudorules, '__wrapped__')\n"
            "print('experta' in sys.modules, 'sudorules.api' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "False"]


def test_every_public_function_and_class_of_the_api_is_on_the_package():
    defined = {name for name, obj in vars(api).items()
               if not name.startswith("_") and (inspect.isfunction(obj) or inspect.isclass(obj))
               and obj.__module__ == api.__name__}
    assert {"canon", "dedupe", "backdoors", "eliminate", "one_step_solvers", "generate_by_target"} <= defined
    assert defined <= set(sudorules.__all__), sorted(defined - set(sudorules.__all__))
    for name in sudorules.__all__:
        assert getattr(sudorules, name) is not None, name
    assert sudorules.canon is api.canon and sudorules.Rating is type(sudorules.rate(EASY, "BRT"))


def test_a_rating_shows_like_a_solve_result():
    """`rate()` in a notebook: a one-line repr and an HTML view, as `solve()`'s (it showed the
    bare dataclass repr)."""
    r = sudorules.rate(W5, "W")
    text = repr(r)
    assert re.fullmatch(r"<Rating solved: theory W, rating 5 \(W\[5\]\), \d+ steps, [\d.]+ s, "
                        f"puzzle {re.escape(W5[:24])}…>", text), text
    html = r._repr_html_()
    assert "<table>" in html and "<code>W[5]</code>" in html and "<svg" in html and "Rating(" not in html
    unsolved = sudorules.rate(W5, "BRT")
    assert repr(unsolved).startswith("<Rating not-solved: theory BRT, rating ∞")


def test_a_brnet_result_shows_like_a_solve_result():
    """`brnet()` in a notebook dumped its internals (`state=<...KnowledgeState object at 0x...>`)."""
    b = sudorules.brnet(DEFAULT_PUZZLE)
    text = repr(b)
    assert " at 0x" not in text and "\n" not in text
    assert text == ("<BRNetResult consistent, 10 consequences: 217 variables (initial state, 2sat), "
                    "puzzle ...13.....1...45....2...…>")
    html = b._repr_html_()
    assert " at 0x" not in html and "<svg" in html and "217 variables" in html
    assert "<summary>10 implication paths</summary>" in html and html.count("<li>") == 10


# -- item 7: --until ------------------------------------------------------------------------------------
def test_an_unknown_until_rule_is_a_short_error_with_the_closest_names():
    code, out, err = run_cli("solve", "--until", "whips")
    assert code == 2 and not out and err.count("\n") == 1
    assert err.startswith("sudorules: error: --until: unknown rule 'whips'; did you mean whip")
    assert "`sudorules rules" in err and len(err) < 300  # not the ~120 names
    code, _, err = run_cli("solve", "--until", "foo")
    assert code == 2 and "did you mean" not in err and "`sudorules rules" in err and len(err) < 300


@pytest.mark.parametrize("until,message", [
    ("whip[40]", "'whip[40]' would never stop the run: the theory W has whip[1] to whip[36] (maximum 36)"),
    ("W[0]", "the theory W has whip[1] to whip[36] (maximum 36)"),
    ("naked-subset", "the theory W has no naked-subset rule"),
    ("naked-single[2]", "naked-single has no length"),
])
def test_an_until_rule_the_theory_cannot_fire_is_an_error_naming_what_it_has(until, message):
    code, out, err = run_cli("solve", W5, "--theory", "W", "--until", until)
    assert code == 2 and not out and err.startswith("sudorules: error: --until: ") and message in err
    assert err.count("\n") == 1
    with pytest.raises(SudorulesError, match=re.escape(message)):
        sudorules.solve(W5, "W", until=until)


def test_until_within_the_theory_still_stops():
    assert sudorules.solve(W5, "W", until="whip[5]").status == "stopped"


# -- item 7: outputs checked before any work -------------------------------------------------------------
@pytest.mark.parametrize("argv", [
    ["hint", DEFAULT_PUZZLE, "--svg", "/no/such/dir/h.svg"],
    ["show", W5, "--theory", "W", "--svg", "/no/such/dir/s.svg"],
    ["show", W5, "--theory", "W", "--svg", "ok.svg", "--html", "/no/such/dir/r.html"],
    ["bert", "score", BERT_EXAMPLES / "xsudo_strict.bert", "--html", "/no/such/dir/b.html"],
    ["bert", "verify", BERT_EXAMPLES / "xsudo_strict.bert", "--html", "/no/such/dir/b.html"],
])
def test_an_unwritable_output_fails_before_any_work(argv, monkeypatch, tmp_path):
    """`hint P --svg /no/dir/h.svg` printed the hint, then failed: now nothing is solved,
    printed or written before the paths are checked."""
    import sudorules.cli.hint as cli_hint
    import sudorules.cli.show as cli_show

    def no_work(*_args, **_kwargs):
        raise AssertionError("the command worked before checking its output")

    monkeypatch.setattr(cli_hint, "next_step", no_work)
    monkeypatch.setattr(cli_show, "solve", no_work)
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli(*argv)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert re.match(r"sudorules: error: --(svg|html): cannot write /no/such/dir/\w\.(svg|html): no such directory", err)
    assert not (tmp_path / "ok.svg").exists()


# -- item 7: brnet's synopsis ------------------------------------------------------------------------------
def test_brnet_help_states_the_triangle_limit(capsys):
    from sudorules.csp.brnet.analysis import TRIANGLE_MAX_VARS
    with pytest.raises(SystemExit):
        main(["brnet", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert f"at most {TRIANGLE_MAX_VARS} variables" in help_text


# -- item 7: the HTML report ------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def report() -> tuple[object, str]:
    result = sudorules.solve(DEFAULT_PUZZLE)
    return result, result.html()


def _figures(page: str) -> list[tuple[ET.Element, str]]:
    """Each figure's SVG (parsed) and the HTML after it (its legend)."""
    out = []
    for body in re.findall(r'<figure class="sr-figure[^"]*"[^>]*>(.*?)</figure>', page, re.S):
        end = body.rindex("</svg>") + len("</svg>")
        out.append((ET.fromstring(body[body.index("<svg"):end]), body[end:]))
    return out


def _box(x: float, y: float, half_w: float, half_h: float) -> tuple[float, float, float, float]:
    return x - half_w, y - half_h, x + half_w, y + half_h


def _overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_report_labels_are_readable_and_cover_no_candidate_nor_mark(report):
    """The CSP variables' names were 8 px bold (about 7 px seen) and lay on marked candidates."""
    from sudorules.render.draw import STYLE
    note_px = float(re.search(r"\.sr-note\{font:bold ([\d.]+)px", STYLE).group(1))
    _, page = report
    notes = 0
    for svg, _ in _figures(page):
        cands = svg.find(f".//{SVG}g[@class='sr-cands']")
        cand_px = float(cands.get("font-size")) if cands is not None else 11.5
        assert note_px >= 10 and note_px >= 0.9 * cand_px
        # what a label must leave readable: every candidate digit (its glyph: 0.6 em wide, 0.75 em
        # high) and every marked candidate's disc
        blocked = [_box(float(t.get("x")), float(t.get("y")), 0.3 * cand_px, 0.375 * cand_px)
                   for t in (cands.iter(f"{SVG}text") if cands is not None else ())]
        blocked += [_box(float(c.get("cx")), float(c.get("cy")), float(c.get("r")), float(c.get("r")))
                    for c in svg.iter(f"{SVG}circle") if c.get("class", "").startswith("sr-m-")]
        for t in svg.iter(f"{SVG}text"):
            if t.get("class") != "sr-note":
                continue
            notes += 1
            label = _box(float(t.get("x")), float(t.get("y")), len(t.text) * 0.6 * note_px / 2, 0.36 * note_px)
            hit = [b for b in blocked if _overlap(label, b)]
            assert not hit, (t.text, t.get("x"), t.get("y"), hit[:2])
    assert notes > 50  # the path's chains are named


def test_each_figure_has_the_legend_of_its_own_step(report):
    """The one legend listed every role; now each figure lists what it draws, and only that."""
    result, page = report
    figures = _figures(page)
    assert len(figures) == len(result.printed_steps) + 1
    seen = set()
    for svg, after in figures[:-1]:
        listed = set(re.findall(r'data-legend="([^"]+)"', after))
        classes = [e.get("class", "") for e in svg.iter()]
        drawn = {f"mark:{c[5:]}" for c in classes if c.startswith("sr-m-")}
        drawn |= {f"cell:{c[8:]}" for c in classes if c.startswith("sr-cell-")}
        drawn |= {f"house:{e.get('class')[5:]}" for e in svg.iter() if e.get("data-house")}
        drawn |= {f"link:{c.split()[1][3:]}" for c in classes if c.startswith("sr-link ")}
        drawn |= {"target"} if "sr-target" in classes else set()
        drawn |= {"assertion"} if "sr-assert" in classes else set()
        assert listed == drawn, (svg.get("data-step"), listed ^ drawn)
        seen |= listed
    assert {"mark:left", "mark:right", "mark:zt", "link:weak", "target"} <= seen
    assert 'data-legend' not in figures[-1][1]  # the end state draws no pattern


def test_the_report_is_titled_with_the_puzzle_theory_and_rating(report):
    result, page = report
    title = re.search(r"<title>(.*?)</title>", page).group(1)
    n = len(result.printed_steps)
    assert title == f"{result.puzzle.line()} — theory standard, W+SFin = {result.rating}, {n} steps"
    assert f"<h1>{title}</h1>" in page
    stopped = sudorules.solve(DEFAULT_PUZZLE, steps=3).html()
    assert re.search(r"<title>[^<]*— theory standard, stopped \(staged\), 3 steps</title>", stopped)


# -- item 7: the heartbeat of a file -----------------------------------------------------------------------
def test_te_heartbeat_says_which_puzzle_of_how_many(steppers, monkeypatch, capsys, tmp_path):  # noqa: F811
    """`te FILE` beat with the line of the file but not "k of N"."""
    import sudorules.cli.te as cli_te
    real = cli_te.te_depth

    def te_depth(*args, **kwargs):
        steppers[-1].tick()
        return real(*args, **kwargs)

    monkeypatch.setattr(cli_te, "te_depth", te_depth)
    f = tmp_path / "p.txt"
    f.write_text(f"{EASY}\n{EASY}\n{EASY}\n")
    assert main(["te", str(f)]) == 0
    beats = [m for m in map(LINE.match, capsys.readouterr().err.splitlines()) if m]
    assert [m["label"] for m in beats] == ["te p.txt:1", "te p.txt:2", "te p.txt:3"]
    assert [m["counters"].split(", ")[0] for m in beats] == ["puzzle 1 of 3", "puzzle 2 of 3", "puzzle 3 of 3"]
