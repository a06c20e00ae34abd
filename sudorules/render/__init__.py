"""Pictures of grids and resolution paths: SVG and self-contained HTML, for every geometry.

* `layout`: where cells and candidates go (any geometry, both grids of a bridge);
* `overlay` + `patterns`: a step's pattern as data (cells, candidates, houses, links), one
  function per pattern type; `bert`: the same for BERT steps, and their report;
* `draw` (+ `svg`): a state and an overlay as SVG;
* `steps`: states along a path, one step's picture; `path` + `page`: the HTML path report;
* `views`: objects Jupyter displays (states, steps); `plot`: rating distributions (matplotlib).
"""
from .draw import grid_svg
from .solve_page import solve_report
from .steps import state_svg, step_svg
from .views import StateView, StepView

__all__ = ["grid_svg", "solve_report", "state_svg", "step_svg", "StateView", "StepView"]
