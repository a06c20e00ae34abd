"""A picture of a Futoshiki state (issue 30): the grid, its inequality signs, the values (givens
in bold), the candidates of the open cells, and optionally one step: the cells of its pattern
shaded (its overlay's cells, `problem_overlays.problem_overlay`: a FutoRules chain, hill or valley,
a Subset's members, a chain's cells) and its
eliminations struck in red, as the Sudoku pictures (draw.py) show a step.

    svg = futoshiki_svg(problem, state, step)   # an SVG document (text)
"""
from __future__ import annotations

from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..problems.problem import Problem
from .problem_overlays import problem_overlay
from .svg import Svg

CELL, GAP, MARGIN = 48.0, 16.0, 10.0
STYLE = (".fu-cell{fill:#fff;stroke:#222;stroke-width:1.5}.fu-pattern{fill:#fff3b0}"
         ".fu-sign{font:bold 15px sans-serif;fill:#222;text-anchor:middle;dominant-baseline:central}"
         ".fu-given{font:bold 26px sans-serif;fill:#111;text-anchor:middle;dominant-baseline:central}"
         ".fu-value{font:26px sans-serif;fill:#1f5fa8;text-anchor:middle;dominant-baseline:central}"
         ".fu-cand{font:11px sans-serif;fill:#555;text-anchor:middle;dominant-baseline:central}"
         ".fu-elim{font:bold 11px sans-serif;fill:#d62728;text-anchor:middle;dominant-baseline:central}"
         ".fu-strike{stroke:#d62728;stroke-width:1.6}.fu-caption{font:13px sans-serif;fill:#222}")


def _origin(r: int, c: int) -> tuple[float, float]:
    return MARGIN + c * (CELL + GAP), MARGIN + r * (CELL + GAP)


def pattern_cells(problem: Problem, state: KnowledgeState, step: Step | None) -> set[int]:
    """The declared variables (cells) a step's pattern is made of, to shade them: its overlay's."""
    return set(problem_overlay(problem, state, step).cells)


def futoshiki_svg(problem: Problem, state: KnowledgeState, step: Step | None = None,
                  caption: str | None = None) -> str:
    """The SVG document of a Futoshiki state (and a step in it, if given)."""
    n = round(problem.n_declared ** 0.5)
    size = MARGIN * 2 + n * CELL + (n - 1) * GAP
    svg = Svg(size, size + (24 if caption else 0))
    svg.add("style", STYLE)
    shaded = pattern_cells(problem, state, step)
    eliminated = step.elimination_set if step is not None else 0
    givens = set(problem.givens)
    sub = CELL / 3
    for cell in range(n * n):
        r, c = divmod(cell, n)
        x, y = _origin(r, c)
        svg.add("rect", x=x, y=y, width=CELL, height=CELL, class_="fu-cell fu-pattern" if cell in shaded else "fu-cell")
        labels = [problem.label(cell, str(v)) for v in range(1, n + 1)]
        value = next((x for x in labels if state.values >> x & 1), None)
        if value is not None:
            svg.add("text", problem.label_value[value], x=x + CELL / 2, y=y + CELL / 2,
                    class_="fu-given" if value in givens else "fu-value")
            continue
        for v, label in enumerate(labels):
            if not state.cands >> label & 1:
                continue
            cx, cy = x + (v % 3 + 0.5) * sub, y + (v // 3 + 0.5) * sub
            struck = eliminated >> label & 1
            svg.add("text", str(v + 1), x=cx, y=cy, class_="fu-elim" if struck else "fu-cand")
            if struck:
                svg.add("line", x1=cx - 5, y1=cy + 5, x2=cx + 5, y2=cy - 5, class_="fu-strike")
    for small, big in problem.less_than:
        (r1, c1), (r2, c2) = divmod(small, n), divmod(big, n)
        if r1 == r2:  # a sign between two cells of a row
            x, y = _origin(r1, min(c1, c2))
            sign, sx, sy = ("<" if c1 < c2 else ">"), x + CELL + GAP / 2, y + CELL / 2
        else:  # between two cells of a column: ∧ when the upper one is smaller
            x, y = _origin(min(r1, r2), c1)
            sign, sx, sy = ("∧" if r1 < r2 else "∨"), x + CELL / 2, y + CELL + GAP / 2
        svg.add("text", sign, x=sx, y=sy, class_="fu-sign")
    if caption:
        svg.add("text", caption, x=MARGIN, y=size + 12, class_="fu-caption")
    return svg.document()
