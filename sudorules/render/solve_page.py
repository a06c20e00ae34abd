"""The HTML report of a resolution path: the CSP-Rules lines, the grid before each step with
its pattern drawn, the end state; the rating and the most complex step in the header.
"""
from __future__ import annotations

from collections.abc import Sequence

from ..csp.step import Step
from ..engine.rank import technique_complexity
from ..sudoku.notation import Notation
from ..vocabulary import RunStatus
from .page import Entry, html_page
from .pattern_overlays import step_overlay
from .steps import printed_states, state_svg, step_svg, step_text


def hardest_step(steps: Sequence[Step]) -> int | None:
    """Index of the most complex step (longest; ties: the family ranked later, as for MOST
    COMPLEX RULE TRIED (sudorules.engine.rank), then the first one), or None when every step has
    length 0 (BRT)."""
    best = None
    for i, step in enumerate(steps):
        key = technique_complexity((step.rule, step.length))
        if step.length and (best is None or key > best[0]):
            best = (key, i)
    return None if best is None else best[1]


def solve_report(result, index: int = 0) -> str:
    """The whole path of a SolveResult as one self-contained HTML page, titled with the
    puzzle, its theory and its rating; each step's figure has the legend of its own pattern."""
    from ..report import solve_lines
    puzzle = result.puzzle
    nt = Notation(puzzle.model)
    steps, states = printed_states(puzzle, result.steps)
    lines = solve_lines(result, index)
    end = lines[2 + len(steps):]
    hardest = hardest_step(steps)
    n = len(steps)
    overlays = [step_overlay(nt, states[k], step) for k, step in enumerate(steps)]
    entries = [Entry(f"step {k + 1} of {n}", step_text(nt, step),
                     step_svg(puzzle, states[k], step, caption=False, standalone=False, overlay=overlays[k],
                              data_step=k + 1),
                     k == hardest, overlays[k])
               for k, step in enumerate(steps)]
    entries.append(Entry("end state", end[0], state_svg(puzzle, states[-1], standalone=False, data_step=n + 1)))
    rating = "∞ (not solved)" if result.rating is None else str(result.rating)
    summary = [f"puzzle {lines[0]}", lines[1],
               f"theory {result.theory.name}, strategy {result.strategy.name}, geometry {puzzle.geometry.name}",
               f"rating {rating} (rating-type {result.theory.rating_type}); most complex step: "
               + (nt.step(steps[hardest]) if hardest is not None else "none beyond the Singles"),
               *end, "keys: ← → previous/next, Home/End, H most complex step"]
    return html_page(report_title(result, n), summary, entries)


def report_title(result, n_steps: int) -> str:
    """The page's title: the puzzle (where it comes from, or its line), the theory and the
    rating (`W = 5`; `∞` when not solved; the status when stopped), and the number of steps."""
    puzzle = result.puzzle
    name = f"{puzzle.where} {puzzle.line()}" if puzzle.where else puzzle.line()
    if result.status == RunStatus.STOPPED:
        rating = "stopped (staged)"
    else:
        rating = f"{result.theory.rating_type} = {'∞' if result.rating is None else result.rating}"
    return f"{name} — theory {result.theory.name}, {rating}, {n_steps} step{'' if n_steps == 1 else 's'}"
