"""Pencilmark (sukaku) puzzles, minimal in candidates, as tdoku's generator makes with -p1.

A sukaku puzzle gives every cell's candidates instead of givens; written as one line of 729
characters, cell by cell, candidate k at offset k or `.` when absent (the form tdoku writes
and `sudorules.sudoku.parse` reads as sukaku).  Its clues are its *absent* candidates (tdoku
counts a `.` as a clue).  It is minimal in candidates when it has one solution and putting
back any absent candidate gives more: no clue can go.  Made top-down: from a uniformly drawn
grid with only its solution's candidates left (648 clues), every absent candidate is put back
in random order, and stays when the solution is still unique (one SAT call each, the solver
told "not this grid").
"""
from __future__ import annotations

import random
from collections.abc import Iterable

from ..csp.universal import solver_for
from .grids import Grid, uniform_grid
from .minimal import _model, _solution_mask

LABELS = 729


def sukaku_line(candidates: int) -> str:
    """The 729-character line of a candidate set (label 9 * cell + digit - 1)."""
    return "".join(str(label % 9 + 1) if candidates >> label & 1 else "." for label in range(LABELS))


def _unique(oracle, absent: Iterable[int]) -> bool:
    """No other solution avoids the absent candidates."""
    return not oracle.solver.solve(assumptions=[-(label + 1) for label in absent])


def sukaku_puzzle(rng: random.Random, grid: Grid | None = None) -> str:
    """A sukaku puzzle minimal in candidates (see the module docstring), as its 729-character line."""
    grid = uniform_grid(rng) if grid is None else grid
    solution = _solution_mask(grid)
    absent = {label for label in range(LABELS) if not solution >> label & 1}
    order = sorted(absent)
    rng.shuffle(order)
    with solver_for(_model().csp).excluding(solution) as oracle:
        for label in order:
            absent.discard(label)
            if not _unique(oracle, absent):
                absent.add(label)
    present = (1 << LABELS) - 1
    for label in absent:
        present &= ~(1 << label)
    return sukaku_line(present)


def absent_candidates(line: str) -> list[int]:
    """The labels a 729-character sukaku line leaves out (its clues)."""
    return [i for i, ch in enumerate(line) if ch in ".0"]
