"""The printer of every pattern that the notation does not write itself: the family records'.

`Notation.step` writes singles, ECP, chains (whips, braids, ...) and variable-named patterns
itself; every other pattern type is written by the printer its family record gives
(sudorules.sudoku.rules.record.PatternViews, looked up in the registry,
sudorules.sudoku.families).  The table is explicit and complete, so a step's text never
depends on which modules happen to have been imported (issue 15: a T&E step printed
`T&E[1] ==> r1c5 ≠ 1` after `import sudorules` and `T&E[1]: n1r1c5 ⇒ no value for r7c4 ==>
r1c5 ≠ 1` once `sudorules.services.trials` was imported); `tests/test_family_record.py` checks that every
pattern type of every registered family has a printer (or is written by Notation.step).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..csp.step import Step
from .families import pattern_views
from .rules.record import resolved


def printer_for(pattern_type: type) -> Callable[[Any, Step], str] | None:
    """The printer of a registered family's pattern type (None: Notation.step writes it, or the
    type is not a registered family's)."""
    views = pattern_views(pattern_type)
    return None if views is None else resolved(views.printer)
