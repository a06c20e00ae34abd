"""What `te` prints: a T&E path (with --braids, the braid of each T&E elimination and its
check), a puzzle's T&E depth (and DFS's answer beyond it), and the summary of several puzzles."""
from __future__ import annotations

from typing import Any

from ..sudoku.notation import Notation
from ..sudoku.puzzle import Puzzle
from ..sudoku.grid_text import state_grid, values_missing
from ..services.trials import braid_step
from ..vocabulary import RunStatus
from .solve import step_dict


def path_lines(result, index: int, braids: bool) -> list[str]:
    notation = Notation(result.puzzle.model)
    lines = [result.puzzle.line()]
    for step in result.steps:
        if step.rule == "ecp":
            continue
        lines.append(notation.step(step))
        b = braid_step(step) if braids else None
        if b is not None:
            problem = step.pattern.braid_problem
            lines.append("  " + notation.step(b) + (f"   [BRAID CHECK FAILED: {problem}]" if problem else ""))
        elif braids and getattr(step.pattern, "braid_problem", None):
            lines.append(f"  [BRAID CHECK FAILED: {step.pattern.braid_problem}]")
    rating = f"rating-type = {result.rating_type}, T&E depth " + (
        f"> {result.depth}" if not result.solved else str(result.te_depth) if result.te_depth == result.depth
        else f"{result.te_depth} (the path used T&E at depth {result.depth})")
    if result.solved:
        lines.append(f"PUZZLE {index} IS SOLVED. {rating}")
        lines.append(result.puzzle.solution_line(result.state.values))
    elif result.status == RunStatus.CONTRADICTION:
        lines.append(f"PUZZLE {index} HAS NO SOLUTION. {rating}")
    else:
        lines.append(f"PUZZLE {index} IS NOT SOLVED. {values_missing(result.puzzle.model, result.state)} VALUES "
                     f"MISSING. {rating}")
        lines.append(state_grid(result.puzzle.model, result.state))
    return lines


def path_dict(result, index: int, braids: bool, seconds: float) -> dict[str, Any]:
    notation = Notation(result.puzzle.model)
    steps = []
    for step in result.steps:
        if step.rule == "ecp":
            continue
        d = step_dict(notation, step)
        b = braid_step(step) if braids else None
        if b is not None:
            d["braid"] = {"text": notation.step(b), "length": b.length, "valid": step.pattern.braid_problem is None,
                          "problem": step.pattern.braid_problem}
        steps.append(d)
    return {"index": index, "where": result.puzzle.where, "puzzle": result.puzzle.line(), "depth": result.depth,
            "te_depth": result.te_depth,
            "rating_type": result.rating_type, "status": result.status, "hypotheses": result.hypotheses,
            "seconds": round(seconds, 3), "steps": steps, "values": result.puzzle.solution_line(result.state.values)}



def depth_dict(index: int, puzzle: Puzzle, result: Any, found: Any, max_depth: int, seconds: float) -> dict[str, Any]:
    """A puzzle's T&E depth (and DFS's answer when it ran) as plain data."""
    data = {"index": index, "where": puzzle.where, "puzzle": puzzle.line(), "te_depth": result.depth,
            "max_depth": max_depth, "status": result.status, "hypotheses": result.hypotheses,
            "seconds": round(seconds, 3)}
    if found is not None:
        data["dfs"] = {"solved": found.solved, "guesses": found.guesses,
                       "solution": puzzle.solution_line(found.solution) if found.solved else None}
    return data


def depth_lines(puzzle: Puzzle, key: str, result: Any, found: Any, seconds: float) -> list[str]:
    text = f"{puzzle.line()}  T&E depth {key}"
    if found is not None:
        text += f", DFS: {'solved' if found.solved else 'no solution'} with {found.guesses} guesses"
    return [f"{text}  ({result.hypotheses} hypotheses, {seconds:.2f} s)"]


def summary_dict(depth: int | None, tally: dict[str, int]) -> dict[str, Any]:
    return {"summary": {"mode": "solve" if depth is not None else "depth", "counts": tally}}


def summary_lines(depth: int | None, tally: dict[str, int]) -> list[str]:
    parts = ", ".join(f"{k}: {v}" for k, v in sorted(tally.items()))
    what = f"T&E depth {depth} results" if depth is not None else "T&E depths"
    return [f"SUMMARY: {sum(tally.values())} puzzles, {what}: {parts}"]
