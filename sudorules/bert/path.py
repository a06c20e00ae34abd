"""Scoring a path (rules S1-S6): steps executed in order on one resolution state.

A path starts at state 1 with the free singles done.  Before each written step (and at the
end) the box-line group singles may be run greedily, each costing k - 1, as the paper's PATH
sections leave them out (`group_singles=True`); the free singles follow every change.  The
path score is the sum of the step costs, each node of a step paid once per path (S4) and
scored on the live candidates plus the step's own state-1 trigger (S5).
"""
from __future__ import annotations

from dataclasses import dataclass

from .moves import group_singles
from .session import Played, Session


@dataclass
class PathResult:
    """The steps played (written ones and group singles), the total, and the end state."""

    played: list[Played]
    total: int
    solved: bool


def greedy_group_singles(session: Session) -> None:
    """Play the first effective group single until there is none."""
    while True:
        found = next(group_singles(session.board, session.state), None)
        if found is None:
            return
        session.play(session.group_single(*found))


def run_path(session: Session, nids: list[int], group_singles_first: bool = False) -> PathResult:
    """Play the steps `nids` in order from state 1 and total their costs."""
    session.restart()
    for nid in nids:
        if group_singles_first:
            greedy_group_singles(session)
        session.play(nid)
    if group_singles_first:
        greedy_group_singles(session)
    return PathResult(list(session.played), sum(p.cost for p in session.played), session.state.is_solved())
