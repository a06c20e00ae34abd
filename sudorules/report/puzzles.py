"""What `check`, `hint` and `sat` print about one puzzle: its solution count and minimality,
the next step, and its SAT encoding with the solvers' counters."""
from __future__ import annotations

from typing import Any

from ..sudoku.puzzle import Puzzle


def count_text(count: int) -> str:
    """A solution count as check and sat print it (2 means 'several')."""
    return {0: "0 (no solution)", 1: "1 (unique)"}.get(count, "2+ (several)")


def check_dict(index: int, puzzle: Puzzle, r: Any) -> dict[str, Any]:
    """A CheckResult as plain data (check --format json)."""
    return {"index": index, "where": puzzle.where, "puzzle": puzzle.line(), "solutions": min(r.count, 2),
            "solution": r.solution, "minimal": r.minimal, "redundant_givens": r.redundant_givens}


def check_lines(puzzle: Puzzle, r: Any) -> list[str]:
    lines = [puzzle.line(), f"solutions: {count_text(r.count)}"]
    if r.solution:
        lines.append(f"solution: {r.solution}")
    if r.minimal is not None:
        lines.append("minimal: yes" if r.minimal else f"minimal: no (removable givens: {' '.join(r.redundant_givens)})")
    return lines


def no_step_line(solved: bool, theory: str) -> str:
    """What hint says when there is no next step."""
    return "no step: the puzzle is solved" if solved else f"no step: no rule of theory {theory} applies"


def hint_lines(view: Any, grid: bool) -> list[str]:
    """The next step (a StepView) and, with `grid`, the state after it."""
    return [view.text, view.then().text] if grid else [view.text]


def sat_dict(index: int, puzzle: Puzzle, printed: str, encoding: str, cnf: Any, lengths: dict[int, int],
             runs: list[tuple[bool, Any]], count: int | None) -> dict[str, Any]:
    """A puzzle's SAT encoding and solver runs as plain data (sat --format json)."""
    return {"index": index, "where": puzzle.where, "puzzle": printed, "geometry": puzzle.geometry.name,
            "encoding": encoding, "variables": cnf.nv, "clauses": len(cnf.clauses),
            "clause_lengths": lengths, "solutions": count,
            "runs": [dict(r.to_dict(), baseline=not bridge) for bridge, r in runs]}


def sat_lines(puzzle: Puzzle, printed: str, encoding: str, cnf: Any, lengths: dict[int, int],
              runs: list[tuple[bool, Any]], count: int | None, dimacs: str | None) -> list[str]:
    shape = ", ".join(f"{k} of {n} literal{'s' if n > 1 else ''}" for n, k in lengths.items())
    lines = [printed,
             f"{puzzle.geometry.name}, {encoding} encoding: {cnf.nv} variables, {len(cnf.clauses)} clauses ({shape})"]
    if count is not None:
        lines.append(f"solutions: {count_text(count)}")
    for bridge, r in runs:
        label = r.solver + (f" seed {r.seed}" if r.seed is not None else "")
        label += "" if bridge else " (two-grid baseline)"
        answer = "SAT" if r.satisfiable else "UNSAT"
        lines.append(f"{label}: {answer}, restarts {r.restarts}, conflicts {r.conflicts}, decisions {r.decisions}, "
                     f"propagations {r.propagations}, {r.seconds * 1000:.2f} ms")
    if dimacs:
        lines.append(f"DIMACS written to {dimacs}")
    return lines
