"""Braids (zt-braids, Berthier II §V): whips whose left-linking candidates may be linked to
the target or to *any* previous right-linking candidate; g-braids also allow g-candidates
(a symbol in a segment) as right-linking elements.

A braid[n] on target Z is a sequence of cells {L1 R1} - ... - {Ln .} over different
variables such that each Lk is linked to Z or to some Rj (j < k), each Rk is the only
candidate of its variable compatible with Z and R1..R(k-1) (for a g-braid: the compatible
candidates lie in one g-label Rk), and the last variable has no compatible candidate.
Since the conditions on a cell depend only on the *set* of previous right-linking elements,
braids are searched breadth-first over sets: level j holds the sets {R1..Rj} reachable from
Z by j such steps (each set reached once); a set at level n-1 with a variable left without
compatible candidate gives a braid[n].  The levels of a target are kept for the current
knowledge state, so asking for braid[n+1] after braid[n] scans one more level only
(CSP-Rules' partial braids do the same), and a target with no braid[n] is not searched again
in later states unless its sensitivity (see ChainContext) says it may have changed.
"""
from __future__ import annotations

from collections.abc import Iterator

from ....bits import iter_bits
from ...deadline import check_deadline, poll_deadline
from ...state import KnowledgeState
from ...step import Step
from .context import ChainContext, context_for
from .linear import chain_step

# A node: (key of the set of right-linking elements, incompatible candidates, hit variables,
#          variables holding an incompatible candidate, cells so far)
Node = tuple[int, int, int, int, tuple[tuple[int, int, int], ...]]


class _Levels:
    """The levels of partial braids (or g-braids) of one target in one state."""

    def __init__(self, ctx: ChainContext, z: int, g: bool):
        lz = ctx.links[z] & ctx.cands
        hit = ctx.label_varset[z]
        self.ctx = ctx
        self.var_glabels = ctx.model.var_glabels if g else ()
        self.levels: list[list[Node]] = [[(0, lz, hit, ctx.vars_of(lz) & ~hit, ())]]
        self.closings: list[list[tuple[Node, int, int]]] = []
        self.moves: list[list[tuple[Node, int, int, int]]] = []
        self.seen: set[int] = {0}
        self.sensitive = (0, 0)  # (union of compatible sets of size <= 2, of larger ones)
        self.g = g

    def _scan(self) -> None:
        """Moves of the last scanned level's nodes: closing variables and continuations."""
        ctx = self.ctx
        cands = ctx.cands
        var_labels = ctx.var_labels
        var_glabels = self.var_glabels
        closings: list[tuple[Node, int, int]] = []
        moves: list[tuple[Node, int, int, int]] = []
        small, big = self.sensitive
        for node in self.levels[len(self.closings)]:
            check_deadline()  # per node (cooperative time, work and memory limits, sudorules.csp.deadline)
            _, incompat, hit, ivars, _ = node
            vs = ivars & ~hit
            while vs:
                low = vs & -vs
                vs ^= low
                v = low.bit_length() - 1
                c = cands & var_labels[v]
                comp = c & ~incompat
                if not comp:
                    closings.append((node, v, c & incompat))
                    continue
                rest = comp & (comp - 1)
                if var_glabels or not rest & (rest - 1):
                    small |= comp
                else:
                    big |= comp
                if not rest:
                    moves.append((node, v, c & incompat, comp))
                elif var_glabels:
                    for gl in var_glabels[v]:
                        if not comp & ~gl:
                            moves.append((node, v, c & incompat, gl))
        self.sensitive = (small, big)
        self.closings.append(closings)
        self.moves.append(moves)

    def _add(self, rights: int, hit: int, v: int, right: int) -> tuple[int, int, int]:
        """Adding a right-linking element (candidate or g-label) in variable v: the new set
        key, the candidates it makes incompatible, the new hit variables."""
        ctx = self.ctx
        if right & (right - 1):
            return rights | ctx.gbit[right], ctx.model.glinks[right], hit | 1 << v
        label = right.bit_length() - 1
        return rights | right, ctx.links[label], hit | ctx.label_varset[label]

    def _grow(self) -> None:
        """The next level, from the continuations of the last scanned one."""
        ctx = self.ctx
        cands = ctx.cands
        nxt: list[Node] = []
        seen = self.seen
        added: set[int] = set()  # merged into `seen` at the end: a deadline may stop the loop
        for node, v, pool, right in self.moves[-1]:
            poll_deadline()  # a level can be large: the time and memory limits must see it grow
            rights, incompat, hit, ivars, cells = node
            key, kills, new_hit = self._add(rights, hit, v, right)
            if key in seen or key in added:
                continue
            added.add(key)
            fresh = kills & cands & ~incompat
            nxt.append((key, incompat | fresh, new_hit, (ivars | ctx.vars_of(fresh)) & ~new_hit,
                        cells + ((v, pool, right),)))
        seen |= added
        self.levels.append(nxt)

    def scanned(self, j: int) -> bool:
        """Scan levels up to j; False if level j is empty."""
        while len(self.closings) <= j:
            if len(self.levels) == len(self.closings):
                if not self.moves[-1]:
                    return False
                self._grow()
            self._scan()
        return True

    def braids(self, n: int) -> Iterator[list[tuple[int, int, int]]]:
        """Braids of length n, as cell lists.

        Level n-1 is never built: a braid[n] is a move from level n-2 whose new right-linking
        element leaves some variable it touches without compatible candidate.
        """
        if n == 1:
            if self.scanned(0):
                for node, v, pool in self.closings[0]:
                    yield [(v, pool, 0)]
            return
        if not self.scanned(n - 2):
            return
        ctx = self.ctx
        cands = ctx.cands
        var_labels = ctx.var_labels
        small, big = self.sensitive
        checked: set[int] = set()
        for node, v, pool, right in self.moves[n - 2]:
            check_deadline()  # per move (cooperative time limit, sudorules.csp.deadline)
            rights, incompat, hit, _, cells = node
            key, kills, new_hit = self._add(rights, hit, v, right)
            if key in checked:
                continue
            checked.add(key)
            fresh = kills & cands & ~incompat
            incompat |= fresh
            us = ctx.vars_of(fresh) & ~new_hit
            while us:
                low = us & -us
                us ^= low
                u = low.bit_length() - 1
                c = cands & var_labels[u]
                comp = c & ~incompat
                if comp:
                    rest = comp & (comp - 1)
                    if self.g or not rest & (rest - 1):
                        small |= comp
                    else:
                        big |= comp
                else:
                    self.sensitive = (small, big)
                    yield list(cells) + [(v, pool, right), (u, c & incompat, 0)]
        self.sensitive = (small, big)


def find_braids(state: KnowledgeState, n: int, g: bool = False) -> Iterator[Step]:
    """braid[n] (or g-braid[n]) eliminations, target by target (one braid per target)."""
    ctx = context_for(state)
    rule = "g-braid" if g else "braid"
    store = ctx.found.setdefault(rule, {})
    negative = ctx.negative
    for z in iter_bits(state.cands):
        depth = ctx.refutation_depth(z, g, n - 1)
        if depth is None or depth + 1 > n or (rule, n, z) in negative:
            continue
        levels = store.get(z)
        if levels is None:
            levels = store[z] = _Levels(ctx, z, g)
        step = _close(levels, z, n, rule)
        if step is None:
            negative[rule, n, z] = levels.sensitive
        else:
            yield step


def find_g_braids(state: KnowledgeState, n: int) -> Iterator[Step]:
    return find_braids(state, n, True)


def _close(levels: _Levels, z: int, n: int, rule: str) -> Step | None:
    for cells in levels.braids(n):
        step = chain_step(rule, n, cells, z)
        if step is not None:
            return step
    return None
