"""A picture of a Hidato or Numbrix state (issue 44): holes black, the givens in bold, the
numbers found in blue, each open cell's candidates, and the path drawn through every two
consecutive numbers already placed (a Hidato's diagonal moves too); optionally one step: its
cells shaded (its overlay's cells, `problem_overlays.problem_overlay`: a chain's cells, a
Subset's members) and its eliminations struck in red.

    svg = hidato_svg(problem, state, step)   # an SVG document (text)
"""
from __future__ import annotations

from math import ceil, sqrt

from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..problems.hidato import Cell, cell_name, grid_of, numbers
from ..problems.problem import Problem
from .problem_overlays import problem_overlay
from .svg import Svg

CELL, MARGIN = 44.0, 10.0
STYLE = (".hi-cell{fill:#fff;stroke:#222;stroke-width:1.2}.hi-hole{fill:#333;stroke:#222;stroke-width:1.2}"
         ".hi-pattern{fill:#fff3b0}.hi-path{stroke:#9ecae1;stroke-width:5;stroke-linecap:round}"
         ".hi-given{font:bold 17px sans-serif;fill:#111;text-anchor:middle;dominant-baseline:central}"
         ".hi-value{font:17px sans-serif;fill:#1f5fa8;text-anchor:middle;dominant-baseline:central}"
         ".hi-cand{fill:#555;text-anchor:middle;dominant-baseline:central;font-family:sans-serif}"
         ".hi-elim{fill:#d62728;font-weight:bold;text-anchor:middle;dominant-baseline:central;"
         "font-family:sans-serif}.hi-strike{stroke:#d62728;stroke-width:1.2}.hi-caption{font:13px sans-serif;fill:#222}")


def _centre(cell: Cell) -> tuple[float, float]:
    return MARGIN + (cell[1] - 0.5) * CELL, MARGIN + (cell[0] - 0.5) * CELL


def _path(svg: Svg, placed: dict[Cell, int]) -> None:
    """A segment between every two cells holding consecutive numbers."""
    at = {v: cell for cell, v in placed.items()}
    for v, cell in sorted(at.items()):
        if v + 1 in at:
            (x1, y1), (x2, y2) = _centre(cell), _centre(at[v + 1])
            svg.add("line", x1=x1, y1=y1, x2=x2, y2=y2, class_="hi-path")


def _candidates(svg: Svg, problem: Problem, state: KnowledgeState, cell: Cell, eliminated: int) -> None:
    """The open candidates of a cell in a small grid, those the step eliminates struck."""
    var = problem.variables.index(cell_name(cell))
    labels = [x for x in range(problem.model.n_labels) if state.var_cands(var) >> x & 1]
    if not labels:
        return
    side = ceil(sqrt(len(labels)))
    sub = CELL / side
    font = min(11.0, sub * 0.62)
    x0, y0 = MARGIN + (cell[1] - 1) * CELL, MARGIN + (cell[0] - 1) * CELL
    for i, label in enumerate(labels):
        cx, cy = x0 + (i % side + 0.5) * sub, y0 + (i // side + 0.5) * sub
        struck = eliminated >> label & 1
        svg.add("text", problem.label_value[label], x=cx, y=cy, style=f"font-size:{font:.1f}px",
                class_="hi-elim" if struck else "hi-cand")
        if struck:
            svg.add("line", x1=cx - sub / 3, y1=cy + sub / 4, x2=cx + sub / 3, y2=cy - sub / 4, class_="hi-strike")


def hidato_svg(problem: Problem, state: KnowledgeState, step: Step | None = None,
               caption: str | None = None) -> str:
    """The SVG document of a Hidato or Numbrix state (and a step in it, if given)."""
    grid = grid_of(problem)
    width, height = MARGIN * 2 + grid.cols * CELL, MARGIN * 2 + grid.rows * CELL
    svg = Svg(width, height + (24 if caption else 0))
    svg.add("style", STYLE)
    shaded = {problem.variables[v] for v in problem_overlay(problem, state, step).cells}
    eliminated = step.elimination_set if step is not None else 0
    placed = numbers(problem, state.values)
    given = dict(grid.givens)
    for r in range(1, grid.rows + 1):
        for c in range(1, grid.cols + 1):
            x, y = MARGIN + (c - 1) * CELL, MARGIN + (r - 1) * CELL
            kind = "hi-hole" if (r, c) in grid.holes else \
                "hi-cell hi-pattern" if cell_name((r, c)) in shaded else "hi-cell"
            svg.add("rect", x=x, y=y, width=CELL, height=CELL, class_=kind)
    _path(svg, placed)
    for cell in grid.cells:
        cx, cy = _centre(cell)
        if cell in placed:
            svg.add("text", str(placed[cell]), x=cx, y=cy, class_="hi-given" if cell in given else "hi-value")
        else:
            _candidates(svg, problem, state, cell, eliminated)
    if caption:
        svg.add("text", caption, x=MARGIN, y=height + 12, class_="hi-caption")
    return svg.document()
