"""The path optimiser (paper §10.2): the cheapest path through a pool of steps.

Nodes are resolution states (the live candidates after the free singles), created on demand;
the moves from a state are

* the pool's eliminations and matrices (PATH and, if asked, ALT sections) that are ready
  (trigger cleared) and have a live target,
* the box-line group singles of the state (cost k - 1),
* the equation singles of the pool's expressions (one solution candidate at state 1).

A modified Dijkstra search takes the cheapest open state first.  A move's cost depends on the
path (a node already paid on the path is free, S4), so each state keeps the paid nodes of the
best path found to it; the state is final when it is taken from the queue (as in the paper's
prototype, this is a heuristic when reuse makes costs path-dependent).  Costs come from the
state-1 calculations: a calculation at a smaller live set loses exactly the events of the
dead candidates (`Calc.own`), so no engine runs inside the search.  The path found is
replayed through the engine at the end (`Session.play`), which must give the same total.

One-step look-ahead (optional): a move is expanded only if it makes some other move ready that
was not ready before (or solves the puzzle); when no move qualifies, all are expanded.
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass

from ..csp.deadline import check_deadline, poll_deadline
from ..csp.runner import saturate
from ..csp.state import KnowledgeState
from ..vocabulary import RunStatus
from .bert_errors import BertError
from .moves import equation_single_nodes, group_singles
from .scoring import PathResult, run_path
from .program import EXPR
from .bert_session import Session


@dataclass(frozen=True)
class Move:
    """A step the search may take: its node, state-1 trigger and targets, and its nodes."""

    nid: int
    trig: int
    targets: int
    nodes: tuple[int, ...]


@dataclass
class _Node:
    cost: int
    paid: frozenset
    parent: int | None
    move: int | None
    state: KnowledgeState


@dataclass
class OptimizeResult:
    """The optimal path (replayed through the engine), its score and the search size."""

    path: PathResult
    score: int
    states: int
    expanded: int


class Optimizer:
    """A pool of moves on one session; `run()` searches from state 1."""

    def __init__(self, session: Session, pool: list[int], lookahead: bool = True):
        self.session = session
        self.lookahead = lookahead
        session.verify()
        self.calc1 = session.calc1
        self.moves: dict[int, Move] = {}
        self._ready: dict[int, list[Move]] = {}
        self.pool = [self._move(nid) for nid in dict.fromkeys(pool)]
        expressions = {n for nid in pool for n in session.program.subtree(nid)
                       if session.program.nodes[n].kind == EXPR}
        self.pool += [self._move(eq) for eq in equation_single_nodes(session)
                      if session.program.nodes[eq].bases[0].nid in expressions]

    def _move(self, nid: int) -> Move:
        move = self.moves.get(nid)
        if move is None:
            self.session.verify([nid])
            c = self.calc1[nid]
            move = self.moves[nid] = Move(nid, c.trig, c.result, tuple(self.session.program.subtree(nid)))
        return move

    def cost(self, move: Move, state: KnowledgeState, paid: frozenset) -> int:
        """The move's cost at a state: unpaid nodes on live candidates plus its trigger (S5)."""
        e = state.cands | state.values | move.trig
        return sum(self.calc1[n].own(e) for n in move.nodes if n not in paid)

    def ready(self, state: KnowledgeState) -> list[Move]:
        """The moves that can fire in a state, in canonical order (kept per state)."""
        live = state.cands | state.values
        out = self._ready.get(live)
        if out is None:
            out = [m for m in self.pool if not m.trig & live and m.targets & state.cands]
            for base, link in group_singles(self.session.board, state):
                out.append(self._move(self.session.group_single(base, link)))
            self._ready[live] = out
        return out

    def successor(self, state: KnowledgeState, move: Move) -> KnowledgeState:
        poll_deadline()  # a state may have many successors, each kept: the memory limit must see them
        new = state.copy()
        change = new.apply(move.targets & new.cands)
        if change.contradiction or saturate(new, self.session.plan) == RunStatus.CONTRADICTION:
            raise BertError(f"internal error: {self.session.program.nodes[move.nid].name} leads to a contradiction")
        return new

    def run(self) -> OptimizeResult:
        start = self.session.state1.copy()
        saturate(start, self.session.plan)
        key0 = start.cands | start.values
        nodes: dict[int, _Node] = {key0: _Node(0, frozenset(), None, None, start)}
        heap = [(0, 0, key0)]
        seq = 1
        done: set[int] = set()
        while heap:
            cost, _, key = heapq.heappop(heap)
            if key in done:
                continue
            done.add(key)
            check_deadline()  # one check per state expanded: the budget (time, work, memory) of the search
            node = nodes[key]
            if node.state.is_solved():
                return self._result(nodes, key, len(nodes), len(done))
            for move, new in self._expand(node.state):
                total = cost + self.cost(move, node.state, node.paid)
                k2 = new.cands | new.values
                old = nodes.get(k2)
                if k2 in done or (old is not None and old.cost <= total):
                    continue
                nodes[k2] = _Node(total, node.paid | set(move.nodes), key, move.nid, new)
                heapq.heappush(heap, (total, seq, k2))
                seq += 1
        raise BertError("the pool of steps does not solve the puzzle (no path to a solved state)")

    def _expand(self, state: KnowledgeState):
        ready = self.ready(state)
        succ = [(m, self.successor(state, m)) for m in ready]
        if not self.lookahead:
            return succ
        before = {m.nid for m in ready}
        keep = [(m, s) for m, s in succ if s.is_solved() or any(n.nid not in before for n in self.ready(s))]
        return keep or succ

    def _result(self, nodes: dict[int, _Node], key: int, states: int, expanded: int) -> OptimizeResult:
        found = nodes[key].cost
        moves: list[int] = []
        node = nodes[key]
        while node.parent is not None and node.move is not None:  # the root has neither
            moves.append(node.move)
            node = nodes[node.parent]
        moves.reverse()
        path = run_path(self.session, moves)
        if path.total != found or not path.solved:
            raise BertError(f"internal error: the optimal path replays to {path.total}, the search found {found}")
        return OptimizeResult(path, found, states, expanded)


def optimize(session: Session, pool: list[int], lookahead: bool = True) -> OptimizeResult:
    """The cheapest path through the pool (see the module docstring)."""
    return Optimizer(session, pool, lookahead).run()
