"""A picture of a Killer Sudoku state (issue 44): the grid with its blocks, the cages as dashed
outlines drawn inside the cells with each cage's sum in its first cell's corner, the values
(givens in bold), the candidates of the open cells, and optionally one step: the cells of its
pattern shaded (its overlay's, `problem_overlays.problem_overlay`: a chain's cells, a Subset's
members, a coupling's cage; a cage's controller in the pattern shades its cells) and its
eliminations struck in red, as the Kakuro and Futoshiki pictures show a step.

    svg = killer_svg(problem, state, step)   # an SVG document (text)
"""
from __future__ import annotations

from math import isqrt

from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..problems.killer import BLOCKS, KillerGrid, cell_name, grid_of
from ..problems.problem import Problem
from .problem_overlays import problem_overlay
from .svg import Svg

MARGIN, INSET = 10.0, 4.0
STYLE = (".ki-cell{fill:#fff;stroke:#bbb;stroke-width:1}.ki-pattern{fill:#fff3b0}"
         ".ki-block{fill:none;stroke:#222;stroke-width:2.5}"
         ".ki-cage{stroke:#555;stroke-width:1.2;stroke-dasharray:4 3}"
         ".ki-sum{font:bold 10px sans-serif;fill:#222;dominant-baseline:hanging}"
         ".ki-given{font:bold 24px sans-serif;fill:#111;text-anchor:middle;dominant-baseline:central}"
         ".ki-value{font:24px sans-serif;fill:#1f5fa8;text-anchor:middle;dominant-baseline:central}"
         ".ki-cand{fill:#555;text-anchor:middle;dominant-baseline:central;font-family:sans-serif}"
         ".ki-elim{fill:#d62728;font-weight:bold;text-anchor:middle;dominant-baseline:central;font-family:sans-serif}"
         ".ki-strike{stroke:#d62728;stroke-width:1.5}.ki-caption{font:13px sans-serif;fill:#222}")


def _cell_size(n: int) -> float:
    return 52.0 if n <= 9 else 56.0


def _shaded(problem: Problem, grid: KillerGrid, state: KnowledgeState, step: Step | None) -> set[str]:
    """The cells a step's pattern is made of: its overlay's cells, a controller standing for its
    cage's (or its innie sector's)."""
    names = {problem.variables[v] for v in problem_overlay(problem, state, step).cells}
    for sector in grid.sum_sectors:
        if sector.controller in names:
            names |= set(sector.cells)
    return names


def _cage_edges(grid: KillerGrid, size: float) -> list[tuple[float, float, float, float]]:
    """The dashed outline of every cage: for each caged cell, its sides that border another cage
    (or none), drawn INSET inside the cell; the segments run to the cell's corner where the
    cage goes on across that corner's side."""
    cage_of = grid.cage_of()
    out = []
    for (r, c), k in cage_of.items():
        x0, y0 = MARGIN + (c - 1) * size, MARGIN + (r - 1) * size
        same = {d: cage_of.get((r + d[0], c + d[1])) == k for d in ((-1, 0), (1, 0), (0, -1), (0, 1))}
        left = x0 if same[0, -1] else x0 + INSET
        right = x0 + size if same[0, 1] else x0 + size - INSET
        top = y0 if same[-1, 0] else y0 + INSET
        bottom = y0 + size if same[1, 0] else y0 + size - INSET
        if not same[-1, 0]:
            out.append((left, y0 + INSET, right, y0 + INSET))
        if not same[1, 0]:
            out.append((left, y0 + size - INSET, right, y0 + size - INSET))
        if not same[0, -1]:
            out.append((x0 + INSET, top, x0 + INSET, bottom))
        if not same[0, 1]:
            out.append((x0 + size - INSET, top, x0 + size - INSET, bottom))
    return out


def _candidates(svg: Svg, problem: Problem, name: str, state: KnowledgeState, eliminated: int,
                box: tuple[float, float, float, float], side: int) -> None:
    """The open candidates of a cell in a side x side sub-grid of a box (x, y, width, height),
    the eliminated ones struck."""
    x, y, width, height = box
    step, row = width / side, height / side
    font = f"font-size:{max(7.0, min(step, row) * 0.66):.1f}px"
    symbols = problem.domains[problem.variables.index(name)]
    for i, symbol in enumerate(symbols):
        label = problem.label(name, symbol)
        if state.cands >> label & 1:
            cx, cy = x + (i % side + 0.5) * step, y + (i // side + 0.5) * row
            struck = bool(eliminated >> label & 1)
            svg.add("text", symbol, x=cx, y=cy, class_="ki-elim" if struck else "ki-cand", style=font)
            if struck:
                svg.add("line", x1=cx - step / 3, y1=cy + step / 3, x2=cx + step / 3, y2=cy - step / 3,
                        class_="ki-strike")


def killer_svg(problem: Problem, state: KnowledgeState, step: Step | None = None,
               caption: str | None = None) -> str:
    """The SVG document of a Killer Sudoku state (and a step in it, if given)."""
    grid = grid_of(problem)
    n, size = grid.size, _cell_size(grid.size)
    full = MARGIN * 2 + n * size
    svg = Svg(full, full + (24 if caption else 0))
    svg.add("style", STYLE)
    shaded = _shaded(problem, grid, state, step)
    eliminated = step.elimination_set if step is not None else 0
    givens = set(problem.givens)
    side = isqrt(n - 1) + 1  # the candidates' sub-grid: 2 for 4, 3 for 9, 4 for 16
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            name, x, y = cell_name(r, c), MARGIN + (c - 1) * size, MARGIN + (r - 1) * size
            svg.add("rect", x=x, y=y, width=size, height=size,
                    class_="ki-cell ki-pattern" if name in shaded else "ki-cell")
            var = problem.variables.index(name)
            value = next((x for x in range(problem.model.n_labels) if problem.label_var[x] == var
                          and state.values >> x & 1), None) if state.values & problem.model.var_labels[var] else None
            if value is not None:
                svg.add("text", problem.label_value[value], x=x + size / 2, y=y + size / 2 + 3,
                        class_="ki-given" if value in givens else "ki-value")
            else:
                inner = (x + INSET + 2, y + INSET + 9, size - 2 * INSET - 4, size - 2 * INSET - 11)
                _candidates(svg, problem, name, state, eliminated, inner, side)
    for x1, y1, x2, y2 in _cage_edges(grid, size):
        svg.add("line", x1=x1, y1=y1, x2=x2, y2=y2, class_="ki-cage")
    for cage in grid.cages:
        r, c = cage.cells[0]
        svg.add("text", str(cage.total), x=MARGIN + (c - 1) * size + INSET + 1.5,
                y=MARGIN + (r - 1) * size + INSET + 1.5, class_="ki-sum")
    br, bc = BLOCKS[n]
    for top in range(0, n, br):
        for left in range(0, n, bc):
            svg.add("rect", x=MARGIN + left * size, y=MARGIN + top * size, width=bc * size, height=br * size,
                    class_="ki-block")
    if caption:
        svg.add("text", caption, x=MARGIN, y=full + 12, class_="ki-caption")
    return svg.document()
