"""Braids (zt-braids, Berthier II §V): whips whose left-linking candidates may be linked to
the target or to *any* previous right-linking candidate.

A braid[n] on target Z is a sequence of cells {L1 R1} - ... - {Ln .} over different
variables such that each Lk is linked to Z or to some Rj (j < k), each Rk is the only
candidate of its variable compatible with Z and R1..R(k-1), and the last variable has no
compatible candidate.  Since the conditions on a cell depend only on the *set* of previous
right-linking candidates, braids are searched breadth-first over sets: level j holds the sets
{R1..Rj} reachable from Z by j such steps (each reached once); a set at level n-1 with a
variable left without compatible candidate gives a braid[n].  The levels of a target are
kept for the current knowledge state, so asking for braid[n+1] after braid[n] extends them
by one level only (CSP-Rules' partial braids do the same).
"""
from __future__ import annotations

from collections.abc import Iterator

from ....bits import iter_bits
from ...state import KnowledgeState
from ...step import ChainCell, ChainPattern, Step
from .context import ChainContext, context_for
from .linear import distinct_lefts

# A node: (right-linking set, incompatible candidates, hit variables, cells so far)
Node = tuple[int, int, int, tuple[tuple[int, int, int], ...]]


class _Levels:
    """The levels of partial braids (or g-braids) of one target in one state.

    A node's key is its set of right-linking elements: candidates as their label bits,
    g-candidates as bits above the labels (one per g-label).
    """

    def __init__(self, ctx: ChainContext, z: int, g: bool):
        lz = ctx.links[z] & ctx.cands
        self.levels: list[list[Node]] = [[(0, lz, ctx.label_varset[z], ())]]
        self.seen: set[int] = {0}
        self.ctx = ctx
        self.var_glabels = ctx.model.var_glabels if g else ()
        self.gbit = ctx.gbit

    def moves(self, node: Node) -> Iterator[tuple[int, int, int]]:
        """(variable, left pool, right) for every variable reachable from the node; right = 0
        when the variable has no compatible candidate (it closes a braid), a g-label for a
        g-candidate."""
        ctx = self.ctx
        cands = ctx.cands
        var_labels = ctx.var_labels
        var_glabels = self.var_glabels
        _, incompat, hit, _ = node
        for v in iter_bits(ctx.vars_of(incompat) & ~hit):
            c = cands & var_labels[v]
            comp = c & ~incompat
            if not comp or not comp & (comp - 1):
                yield v, c & incompat, comp
            elif var_glabels:
                for gl in var_glabels[v]:
                    if not comp & ~gl:
                        yield v, c & incompat, gl

    def level(self, j: int) -> list[Node]:
        """Partial braids with j right-linking elements."""
        ctx = self.ctx
        while len(self.levels) <= j:
            nxt: list[Node] = []
            for node in self.levels[-1]:
                rights, incompat, hit, cells = node
                for v, pool, right in self.moves(node):
                    if not right:
                        continue
                    if right & (right - 1):
                        new_rights = rights | self.gbit[right]
                        kills = ctx.model.glinks[right]
                        new_hit = hit | 1 << v
                    else:
                        new_rights = rights | right
                        label = right.bit_length() - 1
                        kills = ctx.links[label]
                        new_hit = hit | ctx.label_varset[label]
                    if new_rights in self.seen:
                        continue
                    self.seen.add(new_rights)
                    nxt.append((new_rights, incompat | (kills & ctx.cands), new_hit, cells + ((v, pool, right),)))
            self.levels.append(nxt)
            if not nxt:
                break
        return self.levels[j] if j < len(self.levels) else []


def find_braids(state: KnowledgeState, n: int, g: bool = False) -> Iterator[Step]:
    """braid[n] (or g-braid[n]) eliminations, target by target (one braid per target)."""
    ctx = context_for(state)
    store = ctx.found.setdefault("g-braid-levels" if g else "braid-levels", {})
    for z in iter_bits(state.cands):
        depth = ctx.refutation_depth(z, g)
        if depth is None or depth + 1 > n:
            continue
        levels = store.get(z)
        if levels is None:
            levels = store[z] = _Levels(ctx, z, g)
        step = _close(levels, z, n, "g-braid" if g else "braid")
        if step is not None:
            yield step


def find_g_braids(state: KnowledgeState, n: int) -> Iterator[Step]:
    return find_braids(state, n, True)


def _close(levels: _Levels, z: int, n: int, rule: str) -> Step | None:
    for node in levels.level(n - 1):
        for v, pool, right in levels.moves(node):
            if right:
                continue
            cells = list(node[3]) + [(v, pool, 0)]
            lefts = distinct_lefts(cells)
            if lefts is None:
                continue
            pattern = ChainPattern(tuple(ChainCell(cv, left, r) for (cv, _, r), left in zip(cells, lefts)), z)
            return Step(rule, n, pattern, (z,))
    return None
