"""Braids (zt-braids, Berthier II §V): whips whose left-linking candidates may be linked to
the target or to *any* previous right-linking candidate; g-braids also allow g-candidates
(a symbol in a segment) as right-linking elements.

A braid[n] on target Z is a sequence of cells {L1 R1} - ... - {Ln .} over different
variables such that each Lk is linked to Z or to some Rj (j < k), each Rk is the only
candidate of its variable compatible with Z and R1..R(k-1) (for a g-braid: the compatible
candidates lie in one g-label Rk), and the last variable has no compatible candidate.
Since the conditions on a cell depend only on the *set* of previous right-linking elements,
braids are searched breadth-first over sets: depth j holds the sets {R1..Rj} reachable from
Z by j such steps (each set reached once, by its first path in breadth-first order); a set
at depth n-1 with a variable left without compatible candidate gives a braid[n].

Memory (issue 15).  A target keeps only its *frontier*: the partial braids of one depth.
Walking it for braid[n] (depth n-2) builds depth n-1 on the way, which becomes the frontier
once the walk is complete, so asking for braid[n+1] next costs one more depth, as CSP-Rules'
partial braids do; nothing of the shallower depths is kept but the cells, which partial
braids with a common prefix share (a linked list, last cell first).  The frontiers of all the
targets of a state are carried from one length to the next up to CARRY_NODES partial braids
in all; beyond that a target's frontier is dropped and rebuilt from Z when asked again (the
same walk, so the same braids).  What a search holds is then at most CARRY_NODES carried
partial braids plus two depths of the target being searched: the number of distinct sets of
right-linking elements at one depth, which the search cannot do without (it is how each set
is reached once) and which does not depend on the length cap.  See docs/chains.md.

A target with no braid[n] is not searched again in later states unless its sensitivity
(see ChainContext) says it may have changed.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Optional

from ....bits import iter_bits
from ...deadline import check_deadline, poll_deadline
from ...state import KnowledgeState
from ...step import Step
from .context import ChainContext, context_for
from .linear import chain_step

CARRY_NODES = 1 << 17  # partial braids carried across lengths for all the targets of a state (about 60 MB)

Cell = tuple[int, int, int]  # (variable, possible left-linking candidates, right-linking element or 0)
# The cells of a partial braid, last first: (last cell, the cells before it) or None; a prefix
# common to several partial braids is held once.
Path = Optional[tuple[Cell, "Path"]]
# A partial braid: (key of its set of right-linking elements, incompatible candidates, hit
#                   variables, unhit variables holding an incompatible candidate, its cells)
Node = tuple[int, int, int, int, Path]
Sensitivity = tuple[int, int]


def _cell_list(path: Path) -> list[Cell]:
    """The cells of a path, first first."""
    cells: list[Cell] = []
    while path is not None:
        cell, path = path
        cells.append(cell)
    cells.reverse()
    return cells


class _Frontier:
    """The partial braids (or g-braids) of one target in one state at one depth."""

    __slots__ = ("ctx", "g", "var_glabels", "depth", "nodes", "counted", "sensitive", "widest")

    def __init__(self, ctx: ChainContext, z: int, g: bool):
        lz = ctx.links[z] & ctx.cands
        hit = ctx.label_varset[z]
        self.ctx = ctx
        self.g = g
        self.var_glabels = ctx.model.var_glabels if g else ()
        self.depth = 0
        self.nodes: list[Node] = [(0, lz, hit, ctx.vars_of(lz) & ~hit, None)]
        self.counted = 0  # nodes of this depth whose scan the work budget has counted
        # (union of the compatible sets examined of size <= 2, of larger ones)
        self.sensitive: Sensitivity = (0, 0)
        self.widest = 1  # the most partial braids held at once (a depth and the next one being built)

    def braids(self, n: int) -> Iterator[list[Cell]]:
        """Braids of length n, as cell lists, in breadth-first order (the frontier must not be
        deeper than n-2).  Depth n-1 is never scanned: a braid[n] is a move from depth n-2
        whose new right-linking element leaves some variable it touches without compatible
        candidate."""
        if n == 1:
            yield from self._closings()
            return
        while self.depth < n - 2:
            if not self.nodes:
                return
            for _ in self._walk(False):
                pass
        yield from self._walk(True)

    def _count(self, i: int) -> None:
        """The work budget counts the scan of each node once (as when each depth was scanned
        once and kept)."""
        if i >= self.counted:
            self.counted = i + 1
            check_deadline()  # per node (cooperative time, work and memory limits, sudorules.csp.deadline)

    def _closings(self) -> Iterator[list[Cell]]:
        """braid[1]: the variables Z alone leaves without compatible candidate."""
        ctx = self.ctx
        cands = ctx.cands
        var_labels = ctx.var_labels
        small, big = self.sensitive
        _, incompat, hit, ivars, _ = self.nodes[0]
        self._count(0)
        vs = ivars & ~hit
        while vs:
            low = vs & -vs
            vs ^= low
            v = low.bit_length() - 1
            c = cands & var_labels[v]
            comp = c & ~incompat
            if not comp:
                self.sensitive = (small, big)
                yield [(v, c & incompat, 0)]
                continue
            rest = comp & (comp - 1)
            if self.var_glabels or not rest & (rest - 1):
                small |= comp
            else:
                big |= comp
        self.sensitive = (small, big)

    def _moves(self, node: Node) -> list[tuple[int, int, int]]:
        """The continuations of a partial braid: (variable, left pool, right-linking element),
        recording the compatible sets examined in the sensitivity."""
        ctx = self.ctx
        cands = ctx.cands
        var_labels = ctx.var_labels
        var_glabels = self.var_glabels
        small, big = self.sensitive
        _, incompat, hit, ivars, _ = node
        moves = []
        vs = ivars & ~hit
        while vs:
            low = vs & -vs
            vs ^= low
            v = low.bit_length() - 1
            c = cands & var_labels[v]
            comp = c & ~incompat
            if not comp:
                continue  # a closing variable: a braid one cell shorter
            rest = comp & (comp - 1)
            if var_glabels or not rest & (rest - 1):
                small |= comp
            else:
                big |= comp
            if not rest:
                moves.append((v, c & incompat, comp))
            elif var_glabels:
                for gl in var_glabels[v]:
                    if not comp & ~gl:
                        moves.append((v, c & incompat, gl))
        self.sensitive = (small, big)
        return moves

    def _walk(self, closing: bool) -> Iterator[list[Cell]]:
        """Build the next depth from the frontier's moves, in order, each new set once; with
        `closing`, yield on the way the braids that end one cell after a move.  The frontier
        becomes the next depth only if the walk is complete (a caller that stopped at a
        braid, or a deadline, leaves it as it was)."""
        ctx = self.ctx
        cands = ctx.cands
        var_labels = ctx.var_labels
        links = ctx.links
        label_varset = ctx.label_varset
        glinks = ctx.model.glinks
        gbit = ctx.gbit
        vars_of = ctx.vars_of
        g = self.g
        tick = check_deadline if closing else poll_deadline  # moves are counted when braids are checked
        nxt: list[Node] = []
        added: set[int] = set()
        for i, node in enumerate(self.nodes):
            self._count(i)
            rights, incompat, hit, ivars, path = node
            for move in self._moves(node):
                tick()
                v, pool, right = move
                if right & (right - 1):  # a g-label: its links are its g-links
                    key, kills, new_hit = rights | gbit[right], glinks[right], hit | 1 << v
                else:
                    label = right.bit_length() - 1
                    key, kills, new_hit = rights | right, links[label], hit | label_varset[label]
                # a set of depth j has j elements: only a repeated g-label (key == rights)
                # can give a set of a shallower depth
                if key == rights or key in added:
                    continue
                added.add(key)
                fresh = kills & cands & ~incompat
                now = incompat | fresh
                touched = vars_of(fresh)
                child = (move, path)
                nxt.append((key, now, new_hit, (ivars | touched) & ~new_hit, child))
                if not closing:
                    continue
                small, big = self.sensitive
                us = touched & ~new_hit
                while us:
                    low = us & -us
                    us ^= low
                    u = low.bit_length() - 1
                    c = cands & var_labels[u]
                    comp = c & ~now
                    if comp:
                        rest = comp & (comp - 1)
                        if g or not rest & (rest - 1):
                            small |= comp
                        else:
                            big |= comp
                    else:
                        self.sensitive = (small, big)
                        yield _cell_list(child) + [(u, c & now, 0)]
                self.sensitive = (small, big)
        self.widest = max(self.widest, len(self.nodes) + len(nxt))
        self.nodes = nxt
        self.depth += 1
        self.counted = 0


class _Carried:
    """The frontiers kept for the targets of one state, at most CARRY_NODES partial braids in
    all: what goes beyond is rebuilt from its target when asked for (time, not memory)."""

    __slots__ = ("frontiers", "held", "peak")

    def __init__(self) -> None:
        self.frontiers: dict[int, _Frontier] = {}
        self.held = 0
        self.peak = 0  # the most partial braids held at once: carried ones and one target's walk

    def take(self, z: int) -> _Frontier | None:
        frontier = self.frontiers.pop(z, None)
        if frontier is not None:
            self.held -= len(frontier.nodes)
        return frontier

    def keep(self, z: int, frontier: _Frontier) -> None:
        self.peak = max(self.peak, self.held + frontier.widest)
        if self.held + len(frontier.nodes) <= CARRY_NODES:
            self.frontiers[z] = frontier
            self.held += len(frontier.nodes)


def find_braids(state: KnowledgeState, n: int, g: bool = False) -> Iterator[Step]:
    """braid[n] (or g-braid[n]) eliminations, target by target (one braid per target)."""
    ctx = context_for(state)
    rule = "g-braid" if g else "braid"
    carried = ctx.found.get(rule)
    if carried is None:
        carried = ctx.found[rule] = _Carried()
    negative = ctx.negative
    for z in iter_bits(state.cands):
        depth = ctx.refutation_depth(z, g, n - 1)
        if depth is None or depth + 1 > n or (rule, n, z) in negative:
            continue
        frontier = carried.take(z)
        if frontier is None or frontier.depth > max(n - 2, 0):  # a shorter length asked after a longer one
            frontier = _Frontier(ctx, z, g)
        step = _close(frontier, z, n, rule)
        carried.keep(z, frontier)
        if step is None:
            negative[rule, n, z] = frontier.sensitive
        else:
            yield step


def partial_braids_held(state: KnowledgeState, g: bool = False) -> tuple[int, int]:
    """(carried now, most held at once) partial braids (g-braids) of the state's searches: the
    figures the memory test and benchmarks/chain_memory.py read."""
    carried = context_for(state).found.get("g-braid" if g else "braid")
    return (0, 0) if carried is None else (carried.held, carried.peak)


def find_g_braids(state: KnowledgeState, n: int) -> Iterator[Step]:
    return find_braids(state, n, True)


def _close(frontier: _Frontier, z: int, n: int, rule: str) -> Step | None:
    for cells in frontier.braids(n):
        step = chain_step(rule, n, cells, z)
        if step is not None:
            return step
    return None
