"""What `replace` prints: CSP-Rules' lines for eleven's replacement ("AFTER APPLYING ELEVEN'S
REPLACEMENT METHOD to 3 digits 1, 2 and 3 in 3 cells r9c6, r8c4 and r7c5, the resolution state
is:"), the new state, whether the technique's condition is certain, the new puzzle's run and the
original solution read back."""
from __future__ import annotations

from typing import Any

from ..sudoku.grid_text import state_grid
from ..sudoku.replacement import ReplacementRun
from .solve import solve_lines


def _and(words: list[str]) -> str:
    return ", ".join(words[:-1]) + " and " + words[-1]


def replace_lines(r: ReplacementRun, verbose: bool = False) -> list[str]:
    g = r.puzzle.geometry
    k = len(r.replacement.digits)
    digits = [g.symbols[d] for d in r.replacement.digits]
    cells = [g.cell_names[c] for c in r.replacement.cells]
    lines = [r.puzzle.line()]
    if r.prefix_steps:
        lines.append(f"(applied to the state after {r.prefix_steps} steps of the theory's path)")
    lines += [f"AFTER APPLYING ELEVEN'S REPLACEMENT METHOD to {k} digits {_and(digits)} in {k} cells {_and(cells)},",
              "the resolution state is:", state_grid(r.new_puzzle.model, r.new_puzzle.initial_state()),
              "the cells surely hold the digits (pairwise in a house, their candidates among them)" if r.certain
              else "ASSUMED (not certain from the state): the cells hold distinct digits among these",
              f"the new puzzle has {('no', 'one', 'several')[min(r.new_solutions, 2)]} "
              f"solution{'' if r.new_solutions == 1 else 's'}"]
    run: Any = r.run
    path = solve_lines(run)
    lines += path if verbose else [line for line in path if line.startswith("PUZZLE ")]
    if r.mapped is not None:
        lines.append("solution read back through the original givens: " + r.puzzle.solution_line(r.mapped))
    elif run.solved:
        lines.append("the original givens do not fix the relabelling of the digits: no solution read back")
    if r.original is not None:
        lines.append("the original's solution meets the technique's condition" if r.relabelling is not None
                     else "the original's solution does NOT put these digits in these cells: the technique's "
                          "condition fails")
    if r.agrees is not None:
        lines.append("equal to the original's unique solution" if r.agrees
                     else "DIFFERENT from the original's unique solution")
    return lines


def replace_dict(r: ReplacementRun) -> dict[str, Any]:
    g = r.puzzle.geometry
    run: Any = r.run
    return {"puzzle": r.puzzle.line(), "digits": "".join(g.symbols[d] for d in r.replacement.digits),
            "cells": [g.cell_names[c] for c in r.replacement.cells], "prefix_steps": r.prefix_steps,
            "new_puzzle": r.new_puzzle.line(), "certain": r.certain, "new_solutions": r.new_solutions,
            "solved": run.solved, "rating": run.rating,
            "solution": r.puzzle.solution_line(r.mapped) if r.mapped is not None else None,
            "condition_holds": None if r.original is None else r.relabelling is not None, "agrees": r.agrees}
