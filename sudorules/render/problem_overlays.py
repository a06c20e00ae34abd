"""Steps of a Problem (a declared CSP, a Futoshiki, a Kakuro) as overlays: the pattern of a
step is drawn through the overlay mechanism of every application, the overlay view of its
family's record (sudorules.csp.family_record.PatternViews: Subsets on groups, FutoRules' chains,
KakuRules' coupling, a user's family) filling an `Overlay` whose cells are the Problem's
declared variables; a chain (generic, written by the notation itself) shades its cells and marks
its left- and right-linking candidates."""
from __future__ import annotations

from ..csp.family_record import resolved
from ..csp.state import KnowledgeState
from ..csp.step import ChainPattern, Step
from ..problems.problem import Problem
from ..problems.problem_notation import ProblemNotation
from ..problems.problem_record import label_cells
from ..sudoku.families import problem_pattern_views
from .overlay import Overlay


def problem_overlay(problem: Problem, state: KnowledgeState, step: Step | None) -> Overlay:
    """The pattern of a step of a Problem on the state before it (an empty overlay for no step)."""
    if step is None:
        return Overlay()
    ov = Overlay(targets=step.eliminations, assertions=step.assertions)
    views = problem_pattern_views(type(step.pattern))
    draw = None if views is None else resolved(views.overlay)
    if draw is not None:
        draw(ProblemNotation(problem), state, step, ov)
    elif isinstance(step.pattern, ChainPattern):
        for cell in step.pattern.cells:
            for v in sorted(label_cells(problem, cell.left | cell.right)):
                ov.cells[v] = "pattern"
            ov.mark(_bits(cell.left), "left")
            ov.mark(_bits(cell.right), "right")
    return ov


def _bits(labels: int) -> list[int]:
    return [x for x in range(labels.bit_length()) if labels >> x & 1]
