"""Latin squares and pandiagonal Latin squares (issue 44, docs/latin.md): the geometry
(`pandiagonalN`: rows, columns, broken diagonals and anti-diagonals numbered as LatinRules numbers
them; only sides divisible neither by 2 nor by 3), LatinRules' published runs (CSP-Rules-Examples'
LatinSquares/, copied verbatim in tests/data/latin_paths/ and read by experiments/latin_runs.py,
the one reader of these files), soundness on generated puzzles, `generate`, and bad input."""
from __future__ import annotations

import importlib.util
import random
import re
import sys
from dataclasses import replace
from pathlib import Path

import pytest

import sudorules
from sudorules.cli import main
from sudorules.errors import PuzzleError
from sudorules.render.steps import printed_states
from sudorules.services.construct import check_unique
from sudorules.sudoku.grid_text import state_grid
from sudorules.sudoku.geometry import PANDIAGONAL_SIDES, Unit, geometry_from_spec, latin, pandiagonal
from sudorules.sudoku.notation import Notation

from conftest import assert_sound

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "latin_paths"
_spec = importlib.util.spec_from_file_location("latin_runs", ROOT / "experiments" / "latin_runs.py")
assert _spec is not None and _spec.loader is not None
latin_runs = importlib.util.module_from_spec(_spec)
sys.modules["latin_runs"] = latin_runs  # dataclasses look their module up there
_spec.loader.exec_module(latin_runs)

RUNS = latin_runs.all_runs()


def run_id(run) -> str:
    return f"{Path(run.file).stem}@{run.config}"


def runs_where(predicate) -> list:
    return [pytest.param(run, id=run_id(run)) for run in RUNS if predicate(run)]


def solve_published(run):
    return sudorules.solve(run.puzzle, theory=latin_runs.theory_for(run), geometry=run.geometry)


def solution_of(puzzle) -> int:
    """The true labels of a puzzle with one solution."""
    count = check_unique(puzzle)
    assert count.solution is not None
    return count.solution


# -- the geometry ------------------------------------------------------------------------------------------
def test_pandiagonal_units_are_rows_columns_and_broken_diagonals_each_a_partition():
    g = pandiagonal(7)
    kinds = [u.name[0] for u in g.units]
    assert kinds == ["r"] * 7 + ["c"] * 7 + ["d"] * 7 + ["a"] * 7
    for letter in "rcda":
        cells = sorted(c for u in g.units if u.name[0] == letter for c in u.cells)
        assert cells == list(range(49))  # each kind of unit covers the grid once


def test_diagonals_are_numbered_as_latinrules_prints_them():
    """Every `dXnS{rRcC` and `aXnS{rRcC` of the published 7x7 and 11x11 paths names a cell of
    that diagonal (LatinRules' background.clp: d = (r + c - 2) mod n + 1, a = (c - r) mod n + 1)."""
    checked = 0
    for run in RUNS:
        if not run.geometry.startswith("pandiagonal"):
            continue
        g = geometry_from_spec(run.geometry)
        units = {u.name: set(u.cells) for u in g.units}
        for line in run.steps:
            for name, r, c in re.findall(r"\b([da]\d+)n\w+\{r(\d+)c(\d+)", line):
                assert (int(r) - 1) * g.size + int(c) - 1 in units[name], line
                checked += 1
    assert checked > 500


@pytest.mark.parametrize("side", range(2, 26))
def test_a_pandiagonal_side_divisible_by_2_or_3_is_refused_at_geometry(side):
    if side in PANDIAGONAL_SIDES:
        assert pandiagonal(side).size == side
        return
    with pytest.raises(PuzzleError, match=f"divisible neither by 2 nor by 3 .*not {side}$") as error:
        geometry_from_spec(f"pandiagonal{side}")
    assert error.value.where == "--geometry"


def unchecked_pandiagonal(n: int):
    """The pandiagonal constraints on any side, without the geometry's check (to show the check's reason)."""
    d = [Unit("d", f"d{k + 1}", tuple(r * n + (k - r) % n for r in range(n))) for k in range(n)]
    a = [Unit("d", f"a{k + 1}", tuple(r * n + (r + k) % n for r in range(n))) for k in range(n)]
    return replace(latin(n), name=f"unchecked{n}", units=latin(n).units + tuple(d + a))


@pytest.mark.parametrize("side", [4, 6])
def test_the_refused_sides_have_no_pandiagonal_square(side):
    assert sudorules.check("." * side * side, geometry=unchecked_pandiagonal(side)).count == 0


@pytest.mark.parametrize("side", PANDIAGONAL_SIDES)
def test_every_allowed_side_has_one_the_cyclic_square(side):
    """(r + 2c) mod n: rows need 2 invertible mod n, anti-diagonals 3."""
    g = pandiagonal(side)
    value = [(r + 2 * c) % side for r in range(side) for c in range(side)]
    assert all(sorted(value[cell] for cell in u.cells) == list(range(side)) for u in g.units)


def test_cli_refuses_a_side_with_one_located_line(capsys):
    assert main(["solve", "--geometry", "pandiagonal", "." * 81]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "--geometry: pandiagonal: " in err and "not 9" in err


# -- LatinRules' published runs ----------------------------------------------------------------------------
def test_the_published_files_hold_twenty_runs_of_sixteen_files():
    assert len(RUNS) == 20 and len({r.file for r in RUNS}) == 16
    assert {r.geometry for r in RUNS} == {"pandiagonal7", "pandiagonal11", "pandiagonal13", "latin9"}
    assert all(r.solved and len(r.puzzle) == r.side ** 2 for r in RUNS)


@pytest.mark.parametrize("run", runs_where(lambda r: r.side <= 9))
def test_quick_published_runs_have_the_published_rating_and_sound_steps(run):
    result = solve_published(run)
    assert result.solved and result.most_complex_rule == latin_runs.our_token(run.token)
    assert_sound(result, solution_of(result.puzzle))


@pytest.mark.parametrize("run", runs_where(lambda r: r.side == 7))
def test_7x7_state_after_whips1_is_the_published_one(run):
    """LatinRules prints the state after the Singles and whips[1]: ours is the same, cell by cell."""
    result = solve_published(run)
    steps, states = printed_states(result.puzzle, result.steps)
    nt = Notation(result.puzzle.model)
    first = next((i for i, s in enumerate(steps) if s.length > 1 or s.rule not in ("whip", "naked-single",
                                                                                    "hidden-single")), len(steps))
    assert state_grid(result.puzzle.model, states[first]).split() == run.after_whip1
    if first < len(steps):  # the same family comes next
        mine, published = (text.split(":")[0].split(" ")[0] for text in
                           (nt.step(steps[first]), latin_runs.first_beyond_whip1(run.steps)))
        assert latin_runs.family(mine) == latin_runs.family(published)


def test_11x11_whips1_and_its_first_whip3():
    """The 11x11 W run: after the Singles and whips[1], the published state; then CSP-Rules'
    first step, whip[3] ==> r6c1 ≠ 8 (another whip[3] for it: d5n8{r6c11 r7c10} there, d5n8{r5c1 r7c10} here)."""
    run = next(r for r in RUNS if r.file.startswith("11x11"))
    result = sudorules.solve(run.puzzle, theory=latin_runs.theory_for(run), geometry=run.geometry, until="whip[3]")
    steps, states = printed_states(result.puzzle, result.steps)
    assert all(s.rule in ("whip", "naked-single", "hidden-single") and s.length <= 1 for s in steps[:-1])
    assert state_grid(result.puzzle.model, states[-2]).split() == run.after_whip1
    mine = Notation(result.puzzle.model).step(steps[-1])
    assert latin_runs.rule_and_eliminations(mine) == latin_runs.rule_and_eliminations(latin_runs.first_beyond_whip1(run.steps))
    assert_sound(result, solution_of(result.puzzle))


@pytest.mark.slow
@pytest.mark.parametrize("run", RUNS, ids=run_id)
def test_every_published_run_has_the_published_rating_and_sound_steps(run):
    result = solve_published(run)
    assert result.solved and result.most_complex_rule == latin_runs.our_token(run.token)
    assert_sound(result, solution_of(result.puzzle))


# -- soundness on generated puzzles, generate --------------------------------------------------------------
@pytest.mark.parametrize("side, seeds", [(5, range(6)), (7, range(5))])
def test_generated_pandiagonal_puzzles_are_sound_and_diagonal_rules_fire(side, seeds):
    """Seeded puzzles of `generate`, rated with LatinRules' W+S: every step sound, solved, and
    steps on diagonal and anti-diagonal variables (Singles, Subsets, chains) among them on 7x7
    (a 5x5 puzzle falls to naked Singles, the diagonals acting through ECP)."""
    diagonal_steps = 0
    theory = str(DATA / "theories" / "W+S.toml")
    for seed in seeds:
        puzzle = sudorules.generate(f"pandiagonal{side}", seed=seed)
        result = sudorules.solve(puzzle, theory=theory)
        assert result.solved
        assert_sound(result, solution_of(puzzle))
        nt = Notation(puzzle.model)
        diagonal_steps += sum(bool(re.search(r"\b[da]\d+(n|\{)|diagonal", nt.step(s))) for s in result.printed_steps)
    assert diagonal_steps > 0 or side == 5


@pytest.mark.parametrize("seed", [0, 1])
def test_random_givens_of_a_cyclic_square_are_solved_soundly(seed):
    """Givens drawn from a relabelled cyclic square until unique, solved by Subsets, chains
    and braids: no step eliminates a true candidate."""
    rng = random.Random(seed)
    n = 7
    relabel = rng.sample(range(n), n)
    solution = "".join(str(relabel[(r + 3 * c) % n] + 1) for r in range(n) for c in range(n))
    cells = rng.sample(range(n * n), n * n)
    givens = ["."] * (n * n)
    for cell in cells:
        givens[cell] = solution[cell]
        if sudorules.check("".join(givens), geometry="pandiagonal7").count == 1:
            break
    for theory in ("S", "BC+W", "W", "B"):
        result = sudorules.solve("".join(givens), theory=theory, geometry="pandiagonal7")
        assert_sound(result, solution_of(result.puzzle))


def test_generate_pandiagonal7_gives_a_unique_minimal_puzzle(capsys):
    assert main(["generate", "--geometry", "pandiagonal7", "--seed", "3", "--count", "2"]) == 0
    lines = capsys.readouterr().out.split()
    assert len(lines) == 2
    for line in lines:
        check = sudorules.check(line, geometry="pandiagonal7")
        assert check.count == 1 and check.minimal


# -- bad input --------------------------------------------------------------------------------------------
PUZZLE7 = "...............2..7...............41...6...3....."


@pytest.mark.parametrize("puzzle, message", [
    (PUZZLE7[:-1], "puzzle has 48 characters; pandiagonal7 needs 49"),
    (PUZZLE7[:18] + "8" + PUZZLE7[19:], "unexpected character '8' at position 19 (r3c5)"),
    ("1" + "." * 7 + "1" + "." * 40, "r1c1 and r2c2 both hold 1 in a1"),
    ("1" + "." * 5 + "1" + "." * 42, "r1c1 and r1c7 both hold 1 in r1"),
    (".1....." "1" + "." * 41, "both hold 1 in d2"),
])
def test_bad_pandiagonal_puzzles_are_one_line_errors(capsys, puzzle, message):
    assert main(["solve", "--geometry", "pandiagonal7", puzzle]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1 and message in err, err


def test_a_bad_line_of_a_file_is_located_file_line(capsys, tmp_path):
    f = tmp_path / "squares.txt"
    f.write_text(PUZZLE7 + "\n" + PUZZLE7.replace("7", "9", 1) + "\n")
    code = main(["solve", "--geometry", "pandiagonal7", str(f)])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and "squares.txt:2:" in err, err
