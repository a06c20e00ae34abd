"""Sudoku Explainer's three ratings read off a SER path (docs/ser.md).

SE's `Solver.getDifficulty` (SE 1.2.1 as gsf's serate 1.2.1.3 runs it): ER is the largest
difficulty of the applied hints; ED (diamond) is the difficulty of the first hint; EP (pearl)
the largest difficulty up to and including the first hint that places a value.  A SER step's
length is its difficulty in tenths (sudorules.sudoku.rules.ser_grid); ECP (SE's removal of a
placed value from its peers) is no hint.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..csp.step import Step

SER_RATING_TYPE = "SER"


@dataclass(frozen=True)
class SerRating:
    """ER, EP, ED in tenths (SE prints them with one decimal)."""

    er: int
    ep: int
    ed: int

    def text(self) -> str:
        return "/".join(f"{x / 10:.1f}" for x in (self.er, self.ep, self.ed))


def ser_rating(steps: Sequence[Step]) -> SerRating:
    """ER/EP/ED of a SER path; on a path that stops short (a producer not built yet) ER is
    meaningless and EP or ED is 0 while the path has not reached it."""
    hints = [s for s in steps if s.rule != "ecp"]
    er = ep = ed = 0
    for k, step in enumerate(hints):
        er = max(er, step.length)
        if k == 0:
            ed = er
        if not ep and step.assertions:
            ep = er
    return SerRating(er, ep, ed)
