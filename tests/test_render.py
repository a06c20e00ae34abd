"""SVG pictures read back as XML: a whip step's cells, links and crossed target where the
notation says they are; every step of a path; every geometry; located errors."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import sudorules
from sudorules.errors import SudorulesError
from sudorules.render.steps import pick, printed_states, state_svg, step_svg
from sudorules.sudoku.geometry import geometry_from_spec
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.parse import parse_puzzle

SVG = "{http://www.w3.org/2000/svg}"
W5 = ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8"  # W rating 5
# 9x9 picture: numbers take 22 px on the left and on top, a cell is 3 x 3 candidates of 16 px
LEFT = TOP = 22
PITCH = 16
CELL = 48


def cell_corner(name: str) -> tuple[float, float]:
    r, c = (int(x) for x in re.fullmatch(r"r(\d)c(\d)", name).groups())
    return LEFT + (c - 1) * CELL, TOP + (r - 1) * CELL


def candidate_centre(name: str) -> tuple[float, float]:
    n, r, c = (int(x) for x in re.fullmatch(r"n(\d)r(\d)c(\d)", name).groups())
    x, y = cell_corner(f"r{r}c{c}")
    return x + ((n - 1) % 3 + 0.5) * PITCH, y + ((n - 1) // 3 + 0.5) * PITCH


def numbers(d: str) -> list[float]:
    return [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", d)]


def close(p: tuple[float, float], q: tuple[float, float], tolerance: float) -> bool:
    return abs(p[0] - q[0]) <= tolerance and abs(p[1] - q[1]) <= tolerance


def elements(root: ET.Element, tag: str, **attrs: str) -> list[ET.Element]:
    found = []
    for el in root.iter(SVG + tag):
        if all(el.get(k.replace("_", "-")) == v for k, v in attrs.items()):
            found.append(el)
    return found


@pytest.fixture(scope="module")
def w5():
    return sudorules.solve(W5, "W")


def first_whip(result, min_length: int = 3):
    steps, states = printed_states(result.puzzle, result.steps)
    k = next(i for i, s in enumerate(steps) if s.rule == "whip" and s.length >= min_length)
    return steps[k], states[k]


def test_whip_step_cells_links_and_crossed_target_are_where_the_notation_says(w5):
    step, before = first_whip(w5)
    text = Notation(w5.puzzle.model).step(step)
    root = ET.fromstring(step_svg(w5.puzzle, before, step))
    # the chain as CSP-Rules writes it: variable{left right} ... ==> rXcY ≠ n
    cells = re.findall(r"(\w+)\{(\w+) (\w+|\.)\}", text.split("==>")[0])
    target_cell, target_symbol = re.search(r"==> (r\dc\d) ≠ (\d)", text).groups()
    assert len(cells) == step.length >= 3
    target = f"n{target_symbol}{target_cell}"
    crosses = elements(root, "path", data_cand=target)
    assert [c.get("class") for c in crosses] == ["sr-target"]
    xs = numbers(crosses[0].get("d"))
    assert close(((xs[0] + xs[2]) / 2, (xs[1] + xs[3]) / 2), candidate_centre(target), 0.2)
    links = elements(root, "path")
    previous = [target]
    for var, left, right in cells:
        left_name = _candidate(var, left)
        mark = elements(root, "circle", data_cand=left_name)
        assert mark and mark[0].get("class") == "sr-m-left"
        assert close((float(mark[0].get("cx")), float(mark[0].get("cy"))), candidate_centre(left_name), 0.2)
        for cell in re.findall(r"r\dc\d", left_name):
            (rect,) = elements(root, "rect", data_cell=cell)
            assert (float(rect.get("x")), float(rect.get("y"))) == cell_corner(cell)
        weak = [p for p in links if p.get("data-to") == left_name and "sr-weak" in p.get("class")]
        assert len(weak) == 1 and weak[0].get("data-from") in previous  # linked to an earlier right candidate
        start, end = numbers(weak[0].get("d"))[:2], numbers(weak[0].get("d"))[-2:]
        assert close(tuple(start), candidate_centre(weak[0].get("data-from")), PITCH * 0.5)
        assert close(tuple(end), candidate_centre(left_name), PITCH * 0.5)
        if right == ".":
            assert elements(root, "text", data_var=var)  # the last CSP variable is named too
            continue
        right_name = _candidate(var, right)
        inner = [p for p in links if p.get("data-from") == left_name and p.get("data-to") == right_name]
        assert len(inner) == 1 and inner[0].get("data-var") == var
        assert elements(root, "circle", data_cand=right_name)[0].get("class") == "sr-m-right"
        previous.append(right_name)


def _candidate(var: str, inside: str) -> str:
    """The candidate written `inside` variable `var` (r2c9 + n1, r7n5 + c1, c7n6 + r7)."""
    if re.fullmatch(r"r\dc\d", var):
        return f"{inside}{var}"
    unit, symbol = re.fullmatch(r"([rcb]\d)n(\d)", var).groups()
    if unit[0] == "r":
        return f"n{symbol}{unit}{inside}"
    if unit[0] == "c":
        return f"n{symbol}{inside}{unit}"
    return f"n{symbol}{inside}"


def test_every_printed_step_crosses_its_targets_and_rings_its_assertions():
    result = sudorules.solve(sudorules.api.DEFAULT_PUZZLE)  # Subsets, fish, finned fish, chains, whips, singles
    nt = Notation(result.puzzle.model)
    steps, states = printed_states(result.puzzle, result.steps)
    families = set()
    for step, before in zip(steps, states):
        root = ET.fromstring(step_svg(result.puzzle, before, step))
        crossed = {p.get("data-cand") for p in elements(root, "path") if p.get("class") == "sr-target"}
        ringed = {c.get("data-cand") for c in elements(root, "circle") if c.get("class") == "sr-assert"}
        assert crossed == {nt.candidate(x) for x in step.eliminations}, nt.step(step)
        assert ringed == {nt.candidate(x) for x in step.assertions}, nt.step(step)
        assert root.get("data-rule") == step.rule
        families.add(step.rule)
        if step.rule in ("naked-subset", "hidden-subset", "fish", "finned-fish"):
            houses = {g.get("data-house") for g in elements(root, "g") if g.get("data-house")}
            head = nt.step(step).split("==>")[0]
            named = set(re.findall(r"\b([rcb]\d)\b", head.replace("{", " ").replace("}", " ")))
            assert named & houses, (head, houses)  # the units of the pattern are shaded
    assert {"naked-subset", "hidden-subset", "fish", "finned-fish", "z-chain", "whip"} <= families


def test_brnet_step_draws_one_arrow_per_implication():
    result = sudorules.solve(sudorules.api.DEFAULT_PUZZLE, "BRNet")
    steps, states = printed_states(result.puzzle, result.steps)
    k = next(i for i, s in enumerate(steps) if s.rule == "brnet")
    root = ET.fromstring(step_svg(result.puzzle, states[k], steps[k]))
    path = steps[k].pattern.path
    moves = sum(1 for a, b in zip(path, path[1:]) if a[0] != b[0])
    assert len([p for p in elements(root, "path") if "sr-implies" in (p.get("class") or "")]) == moves
    assert len(elements(root, "polygon")) == moves


def test_te_braid_is_drawn_as_a_chain():
    from sudorules.api import te_solve
    result = te_solve(W5, 1, braids=True)
    steps, states = printed_states(result.puzzle, result.steps)
    k = next(i for i, s in enumerate(steps) if getattr(s.pattern, "braid", None) is not None)
    root = ET.fromstring(step_svg(result.puzzle, states[k], steps[k]))
    braid = steps[k].pattern.braid
    assert len([p for p in elements(root, "path") if "sr-weak" in (p.get("class") or "")]) == len(braid.cells)
    hypothesis = Notation(result.puzzle.model).candidate(steps[k].pattern.hypothesis)
    assert elements(root, "circle", data_cand=hypothesis)[0].get("class") == "sr-m-hypothesis"


JIGSAW4 = "AAAB ACBB CCDB CDDD"


@pytest.mark.parametrize("spec,givens", [
    ("sudoku4", "1..." + "." * 12), ("sudoku9", sudorules.api.DEFAULT_PUZZLE), ("sudoku16", "." * 256),
    ("sudoku25", "." * 625), ("latin5", "1" + "." * 24), ("x", "." * 81), ("jigsaw:" + JIGSAW4, "." * 16),
    ("bridge:3x3", "." * 162),
])
def test_every_geometry_renders_each_candidate_once_inside_the_picture(spec, givens):
    puzzle = parse_puzzle(givens, geometry_from_spec(spec, int(len(givens) ** 0.5) if spec == "x" else None))
    state = puzzle.initial_state()
    root = ET.fromstring(state_svg(puzzle, state))
    width, height = float(root.get("width")), float(root.get("height"))
    texts = [t for g in elements(root, "g") if g.get("class") in ("sr-cands", "sr-givens", "sr-values")
             for t in g.iter(SVG + "text")]
    assert len(texts) == state.cands.bit_count() + state.values.bit_count()
    points = {(float(t.get("x")), float(t.get("y"))) for t in texts}
    assert len(points) == len(texts)  # no two symbols drawn at one place (a bridge overlap is one cell)
    assert all(0 < x < width and 0 < y < height for x, y in points)


def test_jigsaw_regions_have_thick_borders_exactly_between_regions():
    puzzle = parse_puzzle("." * 16, geometry_from_spec("jigsaw:" + JIGSAW4))
    root = ET.fromstring(state_svg(puzzle))
    (thick,) = [p for p in elements(root, "path") if p.get("class") == "sr-thick"]
    inner = len(re.findall(r"[vh]", thick.get("d"))) - 3  # the outline is one M h v h Z
    regions = JIGSAW4.split()
    between = sum(regions[r][c] != regions[r][c + 1] for r in range(4) for c in range(3)) + \
        sum(regions[r][c] != regions[r + 1][c] for r in range(3) for c in range(4))
    assert inner == between


def test_step_index_out_of_range_and_foreign_state_are_located_errors(w5):
    steps, states = printed_states(w5.puzzle, w5.steps)
    with pytest.raises(SudorulesError, match=rf"--step: step {len(steps) + 1} out of range"):
        pick(steps, len(steps) + 1)
    with pytest.raises(SudorulesError, match="view: step 0 out of range"):
        w5.view(0)
    other = parse_puzzle("1..." + "." * 12)
    with pytest.raises(SudorulesError, match="state: the state is not one of this puzzle's grid"):
        state_svg(w5.puzzle, other.initial_state())
    with pytest.raises(SudorulesError, match="step: the state is not one of this puzzle's grid"):
        step_svg(w5.puzzle, other.initial_state(), steps[0])


def test_reprs_are_short_and_notebook_pictures_are_svg(w5):
    assert len(repr(w5)) < 200 and "rating 5" in repr(w5)
    assert len(repr(w5.puzzle)) < 120
    view = w5.view(1)
    assert repr(view).startswith("<step 1: ") and len(repr(view)) < 120
    for obj in (w5.puzzle, view, w5.view()):
        assert ET.fromstring(obj._repr_svg_()).tag == SVG + "svg"
    html = w5._repr_html_()
    assert "IS SOLVED" in html and "<svg" in html and html.count("<li>") == len(w5.printed_steps)


# -- everything drawn is shown, above the caption; names cover no symbol ------------------------
P16 = "1..4...89.5....1.3.89.2......5..7.46.4...1....97..2.......34.....1..53.........57"  # cbg-000 #17, W 4
P40 = "..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8..."  # cbg-000 #41, W 5
GRID_BOTTOM = TOP + 9 * CELL
STROKE = 1.5  # half the widest line drawn


def view_box(root: ET.Element) -> tuple[float, float, float, float]:
    left, top, width, height = (float(v) for v in root.get("viewBox").split())
    assert (width, height) == (float(root.get("width")), float(root.get("height")))
    return left, top, left + width, top + height


def curve_box(d: str) -> tuple[float, float, float, float]:
    """The box of a link's quadratic curve `M s Q c e`, from points along it (not its formula)."""
    sx, sy, cx, cy, ex, ey = numbers(d)
    ts = [k / 200 for k in range(201)]
    xs = [(1 - t) ** 2 * sx + 2 * t * (1 - t) * cx + t * t * ex for t in ts]
    ys = [(1 - t) ** 2 * sy + 2 * t * (1 - t) * cy + t * t * ey for t in ts]
    return min(xs) - STROKE, min(ys) - STROKE, max(xs) + STROKE, max(ys) + STROKE


def text_box(el: ET.Element, size: float, em: float = 0.6, height: float = 0.9):
    """A text's box centred on its point (the style centres notes and symbols), from a lenient
    estimate of glyph sizes: a note on a digit overlaps it whatever the font."""
    x, y, w, h = float(el.get("x")), float(el.get("y")), len(el.text) * em * size / 2, height * size / 2
    return x - w, y - h, x + w, y + h


def inside(box, outer) -> bool:
    return outer[0] <= box[0] and outer[1] <= box[1] and box[2] <= outer[2] and box[3] <= outer[3]


def meets(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def note_size(root: ET.Element) -> float:
    """The names' font size, from the picture's style sheet."""
    return float(re.search(r"\.sr-note\{font:bold ([\d.]+)px", root.find(SVG + "style").text).group(1))


def drawn_boxes(root: ET.Element) -> list[tuple[str, tuple[float, float, float, float]]]:
    """Links, arrows and notes: what may go past the grid."""
    out = [(p.get("data-from") + " - " + p.get("data-to"), curve_box(p.get("d")))
           for p in elements(root, "path") if "sr-link" in (p.get("class") or "")]
    for poly in elements(root, "polygon"):
        xs = numbers(poly.get("points"))
        out.append(("arrow", (min(xs[::2]), min(xs[1::2]), max(xs[::2]), max(xs[1::2]))))
    out += [(t.text, text_box(t, note_size(root))) for t in elements(root, "text") if t.get("class") == "sr-note"]
    return out


@pytest.fixture(scope="module")
def chain_pictures(w5):
    """Every printed step of four paths (chains, whips and Subsets; links along row 9, column 1
    and column 9), as parsed SVG."""
    out = []
    for puzzle, theory in ((W5, "W"), (P16, "W"), (P40, "W"), (sudorules.api.DEFAULT_PUZZLE, "standard")):
        result = w5 if puzzle == W5 else sudorules.solve(puzzle, theory)
        steps, states = printed_states(result.puzzle, result.steps)
        nt = Notation(result.puzzle.model)
        out += [(nt.step(step), ET.fromstring(step_svg(result.puzzle, before, step)))
                for step, before in zip(steps, states)]
    return out


def test_links_bent_past_the_grid_are_inside_the_picture_and_above_the_caption(chain_pictures):
    below = 0
    for text, root in chain_pictures:
        view = view_box(root)
        captions = [t for t in elements(root, "text") if t.get("class") == "sr-caption"]
        caption_top = min(float(t.get("y")) for t in captions) - 12  # 12 px sans-serif, y its baseline
        assert " ".join(t.text for t in captions).startswith(text.split(" ")[0])
        (background,) = elements(root, "rect", **{"class": "sr-bg"})
        assert [float(background.get(k)) for k in ("x", "y")] == list(view[:2])
        assert [float(background.get(k)) for k in ("width", "height")] == [view[2] - view[0], view[3] - view[1]]
        for name, box in drawn_boxes(root):
            assert inside(box, view), (text, name, box, view)
            assert box[3] < caption_top, (text, name, box, caption_top)
            below += box[3] > GRID_BOTTOM + 4  # past the thick line and the margin under it
    assert below >= 2  # the paths do have links bent under the grid


def test_variable_names_cover_no_symbol(chain_pictures):
    named = 0
    for text, root in chain_pictures:
        notes = [(t.text, text_box(t, note_size(root))) for t in elements(root, "text") if t.get("class") == "sr-note"]
        symbols = []
        for g in elements(root, "g"):
            if g.get("class") in ("sr-cands", "sr-givens", "sr-values", "sr-labels"):
                size = float(g.get("font-size"))
                symbols += [(t.text, text_box(t, size)) for t in g.iter(SVG + "text")]
        for i, (name, box) in enumerate(notes):
            assert not [s for s, other in symbols if meets(box, other)], (text, name)
            assert not [n for n, other in notes[i + 1:] if meets(box, other)], (text, name)
        named += len(notes)
    assert named > 100


def test_a_name_with_no_free_place_near_goes_under_the_grid_with_a_leader():
    """A grid full of candidates leaves no room inside it: the name of a link in the middle goes
    under the grid, above the caption, joined to its link by a leader line."""
    from sudorules.render.draw import grid_svg
    from sudorules.render.overlay import Link, Overlay
    puzzle = parse_puzzle("." * 81)
    state = puzzle.initial_state()
    n1r5c5, n9r5c6 = 40 * 9, 41 * 9 + 8  # label = cell * 9 + symbol - 1; the margins are 4 cells away
    ov = Overlay(links=[Link((n1r5c5,), (n9r5c6,), "csp", "r5c5")])
    root = ET.fromstring(grid_svg(puzzle.model, state, ov, caption="a caption"))
    (note,) = [t for t in elements(root, "text") if t.get("class") == "sr-note"]
    (leader,) = [p for p in elements(root, "path") if p.get("class") == "sr-leader"]
    caption_top = float(elements(root, "text", **{"class": "sr-caption"})[0].get("y")) - 12
    assert GRID_BOTTOM < float(note.get("y")) < caption_top
    (link,) = [p for p in elements(root, "path") if "sr-link" in p.get("class")]
    sx, sy, cx, cy, ex, ey = numbers(link.get("d"))
    assert close(tuple(numbers(leader.get("d"))[:2]), ((sx + 2 * cx + ex) / 4, (sy + 2 * cy + ey) / 4), 0.2)
    assert inside(text_box(note, note_size(root)), view_box(root))
