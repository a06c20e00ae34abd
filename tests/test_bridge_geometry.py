"""Bridge Sudoku at every overlap M×N (M, N = 0..9): the houses and every rule family.

An overlap of 9 rows (or 9 columns) makes some of grid 2's columns (rows) the very units of
grid 1; the model gives such a duplicate unit no CSP variables, and the Subset houses used
to look them up anyway (KeyError in `_fish_houses`, issue 12).  Here every family runs on a
generated puzzle of every size, and everything it yields is checked against the solution.
"""
from __future__ import annotations

import itertools
import random

import pytest

import sudorules
from sudorules.bits import iter_bits
from sudorules.cli import main
from sudorules.csp.universal import count_solutions
from sudorules.services.generation import study_bridge_puzzle, unique_bridge_puzzle
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import bridge
from sudorules.sudoku.sudoku_model import model_for
from sudorules.sudoku.parse import parse_puzzle
from sudorules.sudoku.puzzle import Puzzle
from sudorules.sudoku.rules.houses import houses_for

SIZES = [(m, n) for m in range(10) for n in range(10)]
PER_FAMILY = 10   # instances taken from each family and length on each puzzle


@pytest.mark.parametrize("m,n", SIZES, ids=[f"{m}x{n}" for m, n in SIZES])
def test_houses_stand_on_units_with_variables(m, n):
    model = model_for(bridge(m, n))
    h = houses_for(model)
    var_units = {u for u in model.var_unit if u >= 0}
    assert all(u in var_units for house in h.naked + h.hidden for u in [house.unit])
    # two grids, rows and columns, 9 symbols; the 9x9 bridge's grids are one grid
    assert len(h.fish) == (18 if (m, n) == (9, 9) else 36)
    for house in h.fish:
        assert len(set(house.base)) == len(set(house.cover)) == 9
        assert not set(house.base) & set(house.cover)
    blocks = {u for cell in h.cell_blocks for u in cell}
    cell_sets = [frozenset(model.geometry.units[u].cells) for u in blocks]
    assert len(cell_sets) == len(set(cell_sets)) and blocks <= var_units


def _lengths(family) -> list[int]:
    if not family.sized:
        return [0]
    top = 1 if family.name == "T&E" else 3   # T&E depth 2 and 3 are slow and reuse depth 1's search
    return list(range(max(family.min_length, 1), min(family.max_length, top) + 1))


# every family runs on every puzzle; these are common enough that each must have fired somewhere
# (a rare pattern, such as a belt, need not)
MUST_FIRE = {"naked-single", "hidden-single", "naked-subset", "hidden-subset", "fish", "finned-fish",
             "bivalue-chain", "z-chain", "t-whip", "whip", "g-whip", "braid", "g-braid", "brnet", "T&E", "DFS"}


@pytest.mark.parametrize("stride", [4, pytest.param(1, marks=pytest.mark.slow)])
def test_every_family_on_every_overlap(stride):
    """Each family (lengths up to 3) on the initial state of a study-made puzzle of each size
    (35 % of the cells kept, so the state is rich): every instance it yields keeps the puzzle's
    solution (DFS: its guess leads to a solution), and the common families yield instances.
    By default one size in four (m + n a multiple of 4: 0x0, 3x9 and 9x3 among them) and the
    full overlap 9x9; every size in the slow run."""
    found: dict[str, int] = {}
    fish_with_full_overlap = 0
    for m, n in SIZES:
        if (m + n) % stride and (m, n) != (9, 9):
            continue
        made = study_bridge_puzzle(m, n, seed=m * 10 + n, share=0.35)
        puzzle = made.puzzle
        solution = parse_puzzle(made.solution, puzzle.geometry).initial_state().values
        state = puzzle.initial_state()
        for name, family in families_for(puzzle.model).items():
            for length in _lengths(family):
                for step in itertools.islice(family.find(state.copy(), length), PER_FAMILY):
                    assert not step.elimination_set & solution, (m, n, name, length)
                    if name == "DFS":   # a guess: some solution of this (non-unique) puzzle holds it
                        guess = state.copy()
                        guess.apply(0, step.assertions)
                        assert count_solutions(guess, 1).count == 1, (m, n)
                    else:
                        assert all(solution >> label & 1 for label in step.assertions), (m, n, name, length)
                    found[name] = found.get(name, 0) + 1
                    if name == "fish" and 9 in (m, n):
                        fish_with_full_overlap += 1
    assert MUST_FIRE <= set(found), MUST_FIRE - set(found)
    assert fish_with_full_overlap > 0


@pytest.mark.parametrize("spec", ["bridge:9x9", "bridge:9x3", "bridge:1x9", "bridge:9x0"])
def test_solve_with_a_full_row_or_column_overlap(spec, capsys):
    m, n = (int(x) for x in spec[7:].split("x"))
    puzzle = unique_bridge_puzzle(m, n, seed=5)
    assert main(["solve", puzzle.line(), "--geometry", spec, "--theory", "SFin+W"]) == 0
    out = capsys.readouterr().out
    assert "IS SOLVED" in out


THEORIES = ["BRT", "W", "B", "gW", "gB", "S", "S+W", "SFin+W", "standard", "BRNet", "TE", "DFS"]


@pytest.mark.slow
@pytest.mark.parametrize("m,n", SIZES, ids=[f"{m}x{n}" for m, n in SIZES])
def test_every_theory_solves_every_overlap(m, n):
    """Every shipped theory on a unique puzzle of each size: a sound path that ends on the
    solution whenever the theory solves it (DFS and T&E solve everything).  The puzzle is a
    minimal one plus 3 of its solution's cells, so that braids (B, gB) take seconds, not
    minutes, on 162 cells (singles alone still leave about half of these puzzles unsolved)."""
    minimal = unique_bridge_puzzle(m, n, seed=100 + m * 10 + n)
    solution = count_solutions(minimal.initial_state()).solution
    rng = random.Random(m * 10 + n)
    extra = rng.sample(sorted(set(iter_bits(solution)) - set(minimal.givens)), 3)
    puzzle = Puzzle(minimal.geometry, tuple(sorted(minimal.givens + tuple(extra))))
    for theory in THEORIES:
        result = sudorules.solve(puzzle, theory)
        for step in result.steps:
            assert not step.elimination_set & solution, (theory, step)
            assert all(solution >> label & 1 for label in step.assertions), (theory, step)
        if result.solved:
            assert result.state.values == solution
        assert result.solved or theory not in ("DFS", "TE")
