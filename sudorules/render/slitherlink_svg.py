"""A picture of a Slitherlink state (issue 44): the grid's points, the clues, the lines decided on
the loop (thick), those decided off it (a small cross), the cells known inside the loop (tinted),
and optionally one step: its pattern (its overlay's lines, cells and points, `problem_overlays`: a
closing loop's chain and closing line, a colour step's two cells and line, a whip's B, N and P
variables) in yellow, the lines it decides or eliminates in red, the cells and points whose
candidates it eliminates in yellow and red.  Undecided lines are dotted.

    svg = slitherlink_svg(problem, state, step)   # an SVG document (text)
"""
from __future__ import annotations

from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..problems.problem import Problem
from ..problems.slitherlink import I_IN, edge_name, grid_of, line_ends
from .problem_overlays import problem_overlay
from .svg import Svg

CELL, MARGIN = 40.0, 14.0
STYLE = (".sl-in{fill:#e3eefb}.sl-pattern{fill:#fff3b0}.sl-point{fill:#222}"
         ".sl-on{stroke:#1f5fa8;stroke-width:4;stroke-linecap:round}.sl-open{stroke:#bbb;stroke-width:1;"
         "stroke-dasharray:2 3}.sl-off{stroke:#999;stroke-width:1.2}.sl-hot{stroke:#d62728;stroke-width:4;"
         "stroke-linecap:round;stroke-opacity:.8}.sl-pat{stroke:#e0b000;stroke-width:6;stroke-opacity:.6}"
         ".sl-clue{font:bold 18px sans-serif;fill:#222;text-anchor:middle;dominant-baseline:central}"
         ".sl-caption{font:13px sans-serif;fill:#222}")


def _xy(point: tuple[int, int]) -> tuple[float, float]:
    r, c = point
    return MARGIN + (c - 1) * CELL, MARGIN + (r - 1) * CELL


def slitherlink_svg(problem: Problem, state: KnowledgeState, step: Step | None = None,
                    caption: str | None = None) -> str:
    """The SVG document of a Slitherlink state (and a step in it, if given)."""
    grid = grid_of(problem)
    width, height = MARGIN * 2 + grid.cols * CELL, MARGIN * 2 + grid.rows * CELL
    svg = Svg(width, height + (24 if caption else 0))
    svg.add("style", STYLE)
    shaded = {problem.variables[v] for v in problem_overlay(problem, state, step).cells}
    touched = (step.elimination_set | sum(1 << a for a in step.assertions)) if step is not None else 0
    hot = {problem.variables[problem.label_var[x]] for x in range(problem.model.n_labels) if touched >> x & 1}
    for r in range(1, grid.rows + 1):
        for c in range(1, grid.cols + 1):
            name = f"Ir{r}c{c}"
            inside = state.values >> problem.label(name, I_IN) & 1
            marked = {name, f"Br{r}c{c}", f"Nr{r}c{c}"} & (shaded | hot)
            cls = "sl-pattern" if marked else "sl-in" if inside else None
            if cls:
                x, y = _xy((r, c))
                svg.add("rect", x=x, y=y, width=CELL, height=CELL, class_=cls)
            if (k := grid.clue(r, c)) is not None:
                x, y = _xy((r, c))
                svg.add("text", str(k), x=x + CELL / 2, y=y + CELL / 2, class_="sl-clue")
    for e in grid.edges():
        name = edge_name(e)
        (x1, y1), (x2, y2) = (_xy(p) for p in line_ends(e))
        if name in shaded:
            svg.add("line", x1=x1, y1=y1, x2=x2, y2=y2, class_="sl-pat")
        on, off = (state.values >> problem.label(name, v) & 1 for v in ("1", "0"))
        if on:
            svg.add("line", x1=x1, y1=y1, x2=x2, y2=y2, class_="sl-on")
        elif off:
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            svg.add("line", x1=mx - 3, y1=my - 3, x2=mx + 3, y2=my + 3, class_="sl-off")
            svg.add("line", x1=mx - 3, y1=my + 3, x2=mx + 3, y2=my - 3, class_="sl-off")
        else:
            svg.add("line", x1=x1, y1=y1, x2=x2, y2=y2, class_="sl-open")
        if name in hot:
            svg.add("line", x1=x1, y1=y1, x2=x2, y2=y2, class_="sl-hot")
    for r in range(1, grid.rows + 2):
        for c in range(1, grid.cols + 2):
            x, y = _xy((r, c))
            point = f"Pr{r}c{c}" in shaded | hot
            svg.add("circle", cx=x, cy=y, r=5 if point else 2.2, class_="sl-hot" if point else "sl-point")
    if caption:
        svg.add("text", caption, x=MARGIN, y=height + 12, class_="sl-caption")
    return svg.document()
