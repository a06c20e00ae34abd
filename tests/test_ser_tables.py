"""SE's rule base on the shared geometry (issue 42, item 4; docs/ser.md): SE's region tables are the
model's and the geometry's (in SE's own orders), our labels the model's, names the notation's;
the per-state views live on the run, not in module slots; SE's order and difficulties are one
table in the knowledge base (knowledge_base/ser.toml) that the theories and the strategy follow."""
from __future__ import annotations

import ast
import threading
from pathlib import Path

import sudorules
from sudorules.csp.rules.chains.context import run_memory
from sudorules.csp.state import KnowledgeState
from sudorules.services.construct import load_strategy, load_theory
from sudorules.sudoku import rules as rules_package
from sudorules.sudoku.families import family_table, families_for
from sudorules.sudoku.geometry import jigsaw, latin, sudoku, x_sudoku
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.rules import ser_grid, ser_techniques
from sudorules.sudoku.rules.ser_grid import STANDARD, SeGrid, digit_counts, is_standard, open_candidates, se_tables
from sudorules.sudoku.sudoku_model import model_for

MODEL = model_for(sudoku(3))
PUZZLE = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"  # first200 #2


def test_ses_regions_are_the_geometrys_units_in_ses_cell_order():
    """SE's Grid: cell = row * 9 + column; Row/Column/Block.getCell's orders (blocks row-major)."""
    assert STANDARD.kinds["row"] == tuple(tuple(r * 9 + k for k in range(9)) for r in range(9))
    assert STANDARD.kinds["column"] == tuple(tuple(k * 9 + c for k in range(9)) for c in range(9))
    assert STANDARD.kinds["block"] == tuple(tuple((3 * (b // 3) + k // 3) * 9 + 3 * (b % 3) + k % 3 for k in range(9))
                                            for b in range(9))
    assert all(MODEL.geometry.cell_rc[cell] == (0, cell // 9, cell % 9) for cell in range(81))
    # each cell's regions in Grid.getRegionTypes' order (block, row, column), ids blocks 0-8, rows 9-17, columns 18-26
    assert STANDARD.cell_regions[10] == ((0, 4), (10, 1), (19, 1))
    assert STANDARD.house_cells[0][:11] == (1, 2, 9, 10, 11, 18, 19, 20, 3, 4, 5)  # block, then row, then column
    assert all(len(peers) == 20 for peers in STANDARD.house_cells)


def test_labels_and_names_are_the_models_and_the_notations():
    nt = Notation(MODEL)
    for cell in range(81):
        for d in range(9):
            assert ser_grid.label(cell, d) == MODEL.label(cell, d)
            assert ser_grid.CELL_OF[MODEL.label(cell, d)] == cell and ser_grid.DIGIT_OF[MODEL.label(cell, d)] == d
        assert ser_grid.cell_name(cell) == nt.cell(MODEL.label(cell, 0))
    units = {u.name for u in MODEL.geometry.units}
    assert {ser_grid.region_name(kind, i) for kind in ("block", "column", "row") for i in range(9)} == units
    assert ser_grid.digits_text(0b101) == "13"


def test_the_tables_are_made_once_per_model_and_their_arrays_are_read_only():
    assert se_tables(MODEL) is STANDARD
    arrays = STANDARD.arrays
    assert arrays is STANDARD.arrays
    for a in (arrays.cell_rid, arrays.region_cells, arrays.house, arrays.sees, arrays.house_rid, arrays.house_keep):
        assert not a.flags.writeable


def test_ser_is_defined_on_the_standard_grid_only():
    """A jigsaw's regions are not SE's blocks, though it has 27 units of kinds r, c, b."""
    assert is_standard(MODEL)
    for g in (jigsaw("".join(str(c // 9) for c in range(81))), x_sudoku(3), latin(9), sudoku(2)):
        model = model_for(g)
        assert not is_standard(model)
        families = families_for(model)
        state = KnowledgeState(model.csp)
        assert families["ser-naked-single"].first(state) is None


def test_a_states_views_are_kept_on_the_run_and_not_in_module_slots():
    """SeGrid.of, digit_counts and open_candidates are derived once per state, within a run (the
    run's memory of its states, ChainContext.found); another run, or another thread, makes its own."""
    state = sudorules.load_puzzle(PUZZLE).initial_state()
    with run_memory():
        grid = SeGrid.of(state)
        assert SeGrid.of(state) is grid and digit_counts(state) is digit_counts(state)
        assert open_candidates(state) is open_candidates(state)
    with run_memory():
        assert SeGrid.of(state) is not grid
        assert SeGrid.of(state).cands == grid.cands
    seen: list[SeGrid] = []
    with run_memory():
        mine = SeGrid.of(state)
        thread = threading.Thread(target=lambda: seen.append(SeGrid.of(state)))
        thread.start()
        thread.join()
    assert seen[0] is not mine and seen[0].cands == mine.cands


def test_no_ser_module_keeps_a_last_state_in_a_module_slot():
    """No module-level list or dict slot of the SER modules holds a state's derivations (the
    bounded caches keyed by a whole reduced grid, ser_advanced._HINTS and ser_nested._INNER_HINTS,
    are memo tables of what a producer finds on that grid, the same in every run)."""
    folder = Path(rules_package.__file__).parent
    for path in sorted(folder.glob("ser_*.py")):
        tree = ast.parse(path.read_text())
        for node in tree.body:
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.List):
                if any(isinstance(e, ast.Constant) and e.value is None for e in node.value.elts):
                    raise AssertionError(f"{path.name}:{node.lineno}: a module-level [None] slot")
    assert not [name for name in vars(ser_grid) if name.startswith("_LAST")]


# -- the table --------------------------------------------------------------------------------------

def test_the_theories_and_the_strategy_follow_the_table():
    order = ser_techniques.order()
    assert [f for f in load_theory("SER").rules if f.startswith("ser-")] == list(order)
    assert [f for f in load_theory("SER-noU").rules if f.startswith("ser-")] == list(ser_techniques.order(False))
    assert set(order) - set(ser_techniques.order(False)) == {"ser-unique-loop", "ser-bug"}
    blocks = [b.families for b in load_strategy("simplest-first").blocks if "ser-hidden-single" in b.families]
    assert blocks == [order]


def test_every_ser_family_is_in_the_table_and_only_those():
    registered = {r.name for r in family_table().records if r.name.startswith("ser-")}
    assert registered == set(ser_techniques.order())


def test_the_table_has_ses_difficulties():
    t = ser_techniques.tenths
    assert (t("ser-hidden-single", "last"), t("ser-hidden-single", "block"), t("ser-hidden-single", "line")) == (10, 12, 15)
    assert (t("ser-direct-intersection", "pointing"), t("ser-intersection", "claiming")) == (17, 28)
    assert [t(f) for f in ("ser-naked-single", "ser-naked-pair", "ser-x-wing", "ser-hidden-quad")] == [23, 30, 32, 54]
    assert [t(f"ser-nested-chains-{level}") for level in (2, 3, 4, 5)] == [95, 100, 105, 110]
    # SE's doubles: a 6-cell loop's type 3 with one extra digit (4.6 + 0.1) is below a rectangle's 4.5 + 0.2
    d = ser_techniques.difficulty
    six = d("ser-unique-loop") + d("ser-unique-loop", "loop6")
    assert six + d("ser-unique-loop", "extra") < d("ser-unique-loop") + 2 * d("ser-unique-loop", "extra")
    assert ser_techniques.producer("ser-chains").se == "Chaining(false, false, false, 0)"


def test_a_path_carries_the_tables_difficulties():
    result = sudorules.solve(PUZZLE, "SER")
    lengths = {s.pattern.technique: s.length for s in result.steps if s.rule != "ecp"}
    assert lengths["Naked Single"] == ser_techniques.tenths("ser-naked-single")
    assert lengths["Hidden Single"] in {ser_techniques.tenths("ser-hidden-single", k) for k in ("last", "block", "line")}
