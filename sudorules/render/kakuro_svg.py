"""A picture of a Kakuro state (issue 30): black cells with their sums (the vertical sum below
the diagonal, the horizontal one above it, as Kakuro grids print them), the values and the
candidates of the white cells, and optionally one step: its cells shaded (its overlay's cells,
`problem_overlays.problem_overlay`: a chain's cells and controllers, a Subset's members, a coupling's
sector and controller) and its eliminations struck in red.
A controller's combinations are not drawn (they are in the printed path).

    svg = kakuro_svg(problem, state, step)   # an SVG document (text)
"""
from __future__ import annotations

from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..problems.kakuro import DIGITS, grid_of
from ..problems.problem import Problem
from .problem_overlays import problem_overlay
from .svg import Svg

CELL, MARGIN = 44.0, 10.0
STYLE = (".ka-white{fill:#fff;stroke:#222;stroke-width:1.2}.ka-black{fill:#333;stroke:#222;stroke-width:1.2}"
         ".ka-pattern{fill:#fff3b0}.ka-ctr{fill:#6b5a00}.ka-diag{stroke:#bbb;stroke-width:1}"
         ".ka-sum{font:bold 11px sans-serif;fill:#fff;text-anchor:middle;dominant-baseline:central}"
         ".ka-value{font:24px sans-serif;fill:#1f5fa8;text-anchor:middle;dominant-baseline:central}"
         ".ka-cand{font:10px sans-serif;fill:#555;text-anchor:middle;dominant-baseline:central}"
         ".ka-elim{font:bold 10px sans-serif;fill:#d62728;text-anchor:middle;dominant-baseline:central}"
         ".ka-strike{stroke:#d62728;stroke-width:1.5}.ka-caption{font:13px sans-serif;fill:#222}")


def _shaded(problem: Problem, state: KnowledgeState, step: Step | None) -> set[str]:
    """The variables (cells rRcC, controllers hrRcC / vrRcC) a step's pattern is made of: its
    overlay's cells."""
    return {problem.variables[v] for v in problem_overlay(problem, state, step).cells}


def kakuro_svg(problem: Problem, state: KnowledgeState, step: Step | None = None,
               caption: str | None = None) -> str:
    """The SVG document of a Kakuro state (and a step in it, if given)."""
    grid = grid_of(problem)
    k = grid.size
    size = MARGIN * 2 + k * CELL
    svg = Svg(size, size + (24 if caption else 0))
    svg.add("style", STYLE)
    shaded = _shaded(problem, state, step)
    eliminated = step.elimination_set if step is not None else 0
    sums = {(s.direction, s.row, s.col): s.total for s in grid.sectors}
    sub = CELL / 3
    for r in range(1, k + 1):
        for c in range(1, k + 1):
            x, y = MARGIN + (c - 1) * CELL, MARGIN + (r - 1) * CELL
            name = f"r{r}c{c}"
            if (r, c) not in grid.white:
                ctr = {f"hr{r}c{c}", f"vr{r}c{c}"} & shaded
                svg.add("rect", x=x, y=y, width=CELL, height=CELL, class_="ka-black ka-ctr" if ctr else "ka-black")
                across, down = sums.get(("horiz", r, c)), sums.get(("verti", r, c))
                if across is not None or down is not None:
                    svg.add("line", x1=x, y1=y, x2=x + CELL, y2=y + CELL, class_="ka-diag")
                if across is not None:
                    svg.add("text", str(across), x=x + CELL * 0.7, y=y + CELL * 0.3, class_="ka-sum")
                if down is not None:
                    svg.add("text", str(down), x=x + CELL * 0.3, y=y + CELL * 0.7, class_="ka-sum")
                continue
            svg.add("rect", x=x, y=y, width=CELL, height=CELL,
                    class_="ka-white ka-pattern" if name in shaded else "ka-white")
            labels = [problem.label(name, d) for d in DIGITS]
            value = next((x for x in labels if state.values >> x & 1), None)
            if value is not None:
                svg.add("text", problem.label_value[value], x=x + CELL / 2, y=y + CELL / 2, class_="ka-value")
                continue
            for i, label in enumerate(labels):
                if not state.cands >> label & 1:
                    continue
                cx, cy = x + (i % 3 + 0.5) * sub, y + (i // 3 + 0.5) * sub
                struck = eliminated >> label & 1
                svg.add("text", DIGITS[i], x=cx, y=cy, class_="ka-elim" if struck else "ka-cand")
                if struck:
                    svg.add("line", x1=cx - 5, y1=cy + 5, x2=cx + 5, y2=cy - 5, class_="ka-strike")
    if caption:
        svg.add("text", caption, x=MARGIN, y=size + 12, class_="ka-caption")
    return svg.document()
