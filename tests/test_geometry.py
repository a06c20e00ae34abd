"""Geometry invariants (Norvig's unit tests, for every grid type)."""
import contextlib
import io

import pytest

from sudorules.cli import main
from sudorules.errors import PuzzleError
from sudorules.sudoku.geometry import bridge, geometry_from_spec, jigsaw, latin, sudoku, x_sudoku
from sudorules.sudoku.sudoku_model import model_for


def peers(g, cell):
    return {c for u in g.units if cell in u.cells for c in u.cells} - {cell}


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_sudoku_sizes(n):
    g = sudoku(n)
    side = n * n
    assert g.n_cells == side * side
    assert len(g.units) == 3 * side
    assert all(len(u.cells) == side for u in g.units)
    assert len(peers(g, 0)) == 3 * (side - 1) - 2 * (n - 1)
    m = model_for(g)
    assert m.csp.n_labels == side ** 3
    assert m.csp.n_vars == 4 * side * side


def test_sudoku9_units_of_a_cell():
    g = sudoku(3)
    cell = 9 * 2 + 1  # r3c2
    names = sorted(u.name for u in g.units if cell in u.cells)
    assert names == ["b1", "c2", "r3"]
    assert len(peers(g, cell)) == 20


def test_labels_are_linked_through_shared_variables():
    m = model_for(sudoku(3))
    csp = m.csp
    a = m.label(0, 4)            # n5r1c1
    assert csp.linked(a, m.label(0, 5))     # same cell
    assert csp.linked(a, m.label(8, 4))     # same row, same digit
    assert csp.linked(a, m.label(20, 4))    # same block (r3c3)
    assert not csp.linked(a, m.label(20, 5))
    assert not csp.linked(a, a)
    assert all(csp.linked(y, x) for x in range(0, 729, 37) for y in range(729) if csp.linked(x, y))
    assert all(len(vs) == 4 for vs in csp.label_vars)


def test_latin_has_rows_and_columns_only():
    g = latin(5)
    assert g.n_cells == 25 and len(g.units) == 10
    assert model_for(g).csp.n_vars == 25 + 2 * 25


def test_x_sudoku_diagonals():
    g = x_sudoku(3)
    diagonals = [u for u in g.units if u.kind == "d"]
    assert [u.cells for u in diagonals] == [tuple(range(0, 81, 10)), tuple(range(8, 73, 8))]
    assert len(peers(g, 40)) == 20 + 12   # the centre is on both diagonals


def test_jigsaw_regions_and_errors():
    rows = "111222333" * 3 + "444555666" * 3 + "777888999" * 3
    g = jigsaw(rows)
    assert sorted(len(u.cells) for u in g.units if u.kind == "b") == [9] * 9
    with pytest.raises(PuzzleError, match="region '1' has 10 cells"):
        jigsaw("1" + rows[:-1])
    with pytest.raises(PuzzleError, match="not a square"):
        jigsaw(rows[:-1])


@pytest.mark.parametrize("m,n", [(0, 0), (3, 3), (3, 2), (9, 9), (1, 9)])
def test_bridge_cells_and_overlap(m, n):
    g = bridge(m, n)
    assert g.n_cells == 162 - m * n
    assert len(g.units) == 54
    shared = [c for c in range(g.n_cells) if sum(c in u.cells for u in g.units) == 6]
    assert len(shared) == m * n
    for cell in shared:  # named after grid 1, in its bottom-right corner
        _, r, c = g.cell_rc[cell]
        assert r >= 9 - m and c >= 9 - n and g.cell_names[cell].startswith("g1")
    assert g.n_positions == 162


def test_geometry_specs():
    assert geometry_from_spec("sudoku", 16).size == 16
    assert geometry_from_spec("latin7").size == 7
    assert geometry_from_spec("x").name == "x9"
    assert geometry_from_spec("bridge:3x2").n_cells == 156
    for bad in ("sudoku10", "hexagon", "bridge:10x1", "latin99"):
        with pytest.raises(PuzzleError):
            geometry_from_spec(bad)


# -- sizes (issue 23): x0 printed an empty line, x1 a one-cell puzzle, x36 grew to 625 MB ---------------
BAD_SIZES = {
    "x0": "x0: an X-Sudoku grid's side must be 4, 9, 16 or 25, not 0",
    "x1": "x1: an X-Sudoku grid's side must be 4, 9, 16 or 25, not 1",
    "x36": "x36: an X-Sudoku grid's side must be 4, 9, 16 or 25, not 36",
    "x100": "x100: an X-Sudoku grid's side must be 4, 9, 16 or 25, not 100",
    "sudoku1": "a Sudoku grid's side must be 4, 9, 16 or 25, not 1",
    "sudoku36": "a Sudoku grid's side must be 4, 9, 16 or 25, not 36",
    "latin1": "latin1: a Latin square's side must be 2..25, not 1",
    "latin26": "a Latin square's side must be 2..25, not 26",
    "jigsaw:1": "jigsaw:1: a jigsaw's side must be 2..25, not 1",
    "jigsaw:" + "".join(chr(0x100 + i) * 26 for i in range(26)): "a jigsaw's side must be 2..25, not 26",
    "bridge:10x1": "bridge overlap must be within 0..9 x 0..9, not 10x1",
}


def run_cli(*argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("spec", list(BAD_SIZES))
@pytest.mark.parametrize("command", [["generate", "--seed", "1"], ["rules"], ["solve", "." * 81]])
def test_unsupported_sizes_are_located_errors_on_every_command(command, spec):
    code, out, err = run_cli(*command, "--geometry", spec)
    assert (code, out) == (2, "")
    assert err.startswith("sudorules: error: --geometry: ") and BAD_SIZES[spec] in err
    assert err.count("\n") == 1 and len(err) < 200  # one line, a long jigsaw map shortened


@pytest.mark.parametrize("n", [0, 1, 6])
def test_the_constructors_check_their_sizes_too(n):
    for build in (sudoku, x_sudoku):
        with pytest.raises(PuzzleError, match=r"block size must be 2\.\.5 \(sides 4, 9, 16 or 25\)"):
            build(n)
    with pytest.raises(PuzzleError, match=r"side must be 2\.\.25"):
        latin(n if n < 2 else 26)


@pytest.mark.parametrize("spec,side", [("x4", 4), ("x", 9), ("x25", 25), ("sudoku4", 4), ("sudoku25", 25),
                                       ("latin2", 2), ("latin25", 25), ("jigsaw:1122", 2), ("bridge:9x9", 9)])
def test_the_supported_bounds_still_build(spec, side):
    assert geometry_from_spec(spec).size == side


@pytest.mark.parametrize("spec", ["x4", "latin3", "jigsaw:1122", "bridge:3x3"])
def test_small_valid_geometries_still_generate_rule_and_solve(spec):
    code, out, err = run_cli("generate", "--geometry", spec, "--seed", "1")
    assert (code, err) == (0, "")
    puzzle = out.strip()
    assert run_cli("rules", "--geometry", spec)[0] == 0
    code, out, _ = run_cli("solve", puzzle, "--geometry", spec, "--theory", "B")
    assert code == 0 and "IS SOLVED" in out
