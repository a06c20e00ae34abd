"""The picture of a problem's state and step, by application: a Futoshiki's (futoshiki_svg) or
a Kakuro's (kakuro_svg), a Slitherlink's (slitherlink_svg), a Hidato's or Numbrix's (hidato_svg),
a Killer Sudoku's (killer_svg); a map colouring or a declared CSP has none (no layout to draw).  Both
draw a step's pattern from its overlay (problem_overlays, the family record's overlay view)."""
from __future__ import annotations

from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..errors import SudorulesError
from ..problems.problem import Problem
from .futoshiki_svg import futoshiki_svg
from .hidato_svg import hidato_svg
from .kakuro_svg import kakuro_svg
from .killer_svg import killer_svg
from .slitherlink_svg import slitherlink_svg

DRAWN = {"futoshiki": futoshiki_svg, "kakuro": kakuro_svg, "slitherlink": slitherlink_svg,
         "hidato": hidato_svg, "numbrix": hidato_svg, "killer": killer_svg}


def problem_svg(problem: Problem, state: KnowledgeState, step: Step | None = None, caption: str | None = None) -> str:
    """The SVG document of a Futoshiki or Kakuro state (and a step in it, if given)."""
    draw = DRAWN.get(problem.application)
    if draw is None:
        raise SudorulesError(f"no picture of this problem (pictures are for {' and '.join(DRAWN)})", "--svg")
    return draw(problem, state, step, caption)
