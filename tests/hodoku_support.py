"""Shared checks of the HoDoKu families (tests/test_hodoku_*.py): their regression-library
cases (tests/data/hodoku/reglib-1.3.txt) and their soundness along whole resolution paths."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import sudorules
from sudorules.csp.rules.chains.context import run_memory
from sudorules.csp.state import KnowledgeState
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules.hodoku.library import LibraryCase, Verdict, check_case, read_library
from sudorules.sudoku.sudoku_model import model_for

REGLIB = Path(__file__).parent / "data" / "hodoku" / "reglib-1.3.txt"


def reglib_cases(*codes: str) -> list[LibraryCase]:
    """The library's cases of these technique codes (`0400`: every Skyscraper case)."""
    cases = read_library(REGLIB.read_text(), REGLIB.name)
    return [c for c in cases if c.code in codes]


def library_verdicts(*codes: str) -> list[Verdict]:
    return [check_case(c) for c in reglib_cases(*codes)]


def states_along(puzzle: str, theory: str = "W") -> Iterator[KnowledgeState]:
    """The states of a puzzle's resolution path under `theory` (before each step)."""
    result = sudorules.solve(puzzle, theory=theory)
    state = result.puzzle.initial_state()
    for step in result.steps:
        yield state
        state = state.copy()
        state.apply(step.elimination_set, step.assertions)


def solution_of(puzzle: str) -> int:
    """The puzzle's solution as the set of its true labels (the W path solves the test sets)."""
    result = sudorules.solve(puzzle, theory="W")
    assert result.solved, puzzle
    return result.state.values


def unsound_steps(family: str, puzzles: list[str], theory: str = "W", limit: int = 50) -> tuple[int, list[str]]:
    """How many steps `family` yields over the states along the puzzles' paths (up to `limit`
    per state), and those that eliminate a true candidate or assert a false value."""
    finder = families_for(model_for(sudoku(3)))[family]
    fired, wrong = 0, []
    for puzzle in puzzles:
        solution = solution_of(puzzle)
        for state in states_along(puzzle, theory):
            with run_memory():
                for n, step in enumerate(finder.find(state, 0)):
                    if n >= limit:
                        break
                    fired += 1
                    if step.elimination_set & solution or any(not solution >> a & 1 for a in step.assertions):
                        wrong.append(f"{puzzle}: {step.pattern.hodoku_line()}")
    return fired, wrong


def first_step(family: str, case: LibraryCase):
    """The first step a family yields on a library case's state (its givens known): the step
    HoDoKu's getStep returns there."""
    from sudorules.sudoku.rules.hodoku.grid import start_run
    finder = families_for(model_for(sudoku(3)))[family]
    with run_memory():
        state = case.state()
        start_run(state, case.givens)
        return next(iter(finder.find(state, 0)))


def library_param(case: LibraryCase, *marks):
    """A library case as a pytest parameter, named by its code, variant and line."""
    import pytest
    return pytest.param(case, id=f"{case.code}{'-' + case.variant if case.variant else ''}:{case.where}",
                        marks=list(marks))
