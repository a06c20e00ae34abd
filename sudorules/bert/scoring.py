"""Scoring a path (rules S1-S6): steps executed in order on one resolution state.

A path starts at state 1 with the free singles done.  Before each written step (and at the
end) the box-line group singles may be run, each costing k - 1, as the paper's PATH sections
leave them out (`group_singles_first=True`): all of them, in the cheapest order (so that the
score does not depend on the numbering of the grid); the free singles follow every change.  A
written step with no live target when its turn comes is dead (§9.5): it is not played and costs
nothing (a later elimination of a step whose targets the free singles took first, or a single
written out).  The path score is the sum of the step costs, each node of a step paid once per
path (S4) and scored on the live candidates plus the step's own state-1 trigger (S5).
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass, field

from ..csp.runner import saturate
from ..csp.state import KnowledgeState
from .moves import group_singles
from .bert_session import Played, Session


@dataclass
class PathResult:
    """The steps played (written ones and group singles), the total, whether the puzzle is
    solved, and the written steps found dead (not played)."""

    played: list[Played]
    total: int
    solved: bool
    dead: list[int] = field(default_factory=list)


def group_single_closure(session: Session) -> list[tuple[int, int]]:
    """The cheapest sequence of group singles that reaches the state where none is left.

    Group singles and singles only eliminate, so the state where no group single applies is
    the same whatever the order; the cost (k - 1 each) is not.  A small uniform-cost search
    over the states reached by group singles alone finds the cheapest order, so the score
    does not depend on how the grid happens to be numbered (symmetry invariance)."""
    board = session.board
    start = session.state.copy()
    heap: list[tuple[int, int, int, KnowledgeState, list]] = [(0, 0, start.cands, start, [])]
    seen: set[int] = set()
    seq = 1
    while heap:
        cost, _, key, state, moves = heapq.heappop(heap)
        if key in seen:
            continue
        seen.add(key)
        found = list(group_singles(board, state))
        if not found:
            return moves
        for base, link in found:
            k = (state.cands & board.var_labels[base]).bit_count()
            new = state.copy()
            new.apply(board.var_labels[link] & ~board.var_labels[base] & new.cands)
            saturate(new, session.plan)
            heapq.heappush(heap, (cost + k - 1, seq, new.cands, new, moves + [(base, link)]))
            seq += 1
    return []


def play_group_singles(session: Session) -> None:
    """Play the cheapest closure under group singles (see group_single_closure)."""
    for base, link in group_single_closure(session):
        session.play(session.group_single(base, link))


def run_path(session: Session, nids: list[int], group_singles_first: bool = False) -> PathResult:
    """Play the steps `nids` in order from state 1 and total their costs."""
    session.restart()
    dead = []
    for nid in nids:
        if group_singles_first:
            play_group_singles(session)
        session.verify([nid])
        if not session.calc1[nid].result & session.state.cands:  # targets at any state lie in state 1's
            dead.append(nid)
            continue
        session.play(nid)
    if group_singles_first:
        play_group_singles(session)
    return PathResult(list(session.played), sum(p.cost for p in session.played), session.state.is_solved(), dead)
