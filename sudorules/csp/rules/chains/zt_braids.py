"""Braids (zt-braids, Berthier II §V): whips whose left-linking candidates may be linked to
the target or to *any* previous right-linking candidate; g-braids also allow g-candidates
(a symbol in a segment) as right-linking elements.

A braid[n] on target Z is a sequence of cells {L1 R1} - ... - {Ln .} over different
variables such that each Lk is linked to Z or to some Rj (j < k), each Rk is the only
candidate of its variable compatible with Z and R1..R(k-1) (for a g-braid: the compatible
candidates lie in one g-label Rk), and the last variable has no compatible candidate.  An L
is no R, but one candidate may be the L of two cells (two variables holding it), as CSP-Rules'
Braids[n].clp allow: the L's are chosen pairwise different when they can be.
Since the conditions on a cell depend only on the *set* of previous right-linking elements,
braids are searched breadth-first over sets: depth j holds the sets {R1..Rj} reachable from
Z by j such steps (each set reached once, by its first path in breadth-first order); a set
at depth n-1 with a variable left without compatible candidate gives a braid[n].

Memory (issue 15).  A target keeps only its *frontier*: the partial braids of one depth.
Walking it for braid[n] (depth n-2) builds depth n-1 on the way, which becomes the frontier
once the walk is complete, so asking for braid[n+1] next costs one more depth, as CSP-Rules'
partial braids do; nothing of the shallower depths is kept but the cells, which partial
braids with a common prefix share (a linked list, last cell first).  A depth that would hold
more than FRONTIER_NODES partial braids is not built: the longer braids are then walked
depth-first from the frontier, one path of move lists at a time, in the same order (both
walks follow the lexicographic order of the moves taken) and with the same first reach of
each set, which braids know from the moves alone and g-braids from the moves and a record of
their few irregular sets (see _Frontier._expand).  The frontiers of all the targets of a state
are carried from one length to the next up to CARRY_NODES partial braids in all; beyond that
a target's frontier is dropped and rebuilt from Z when asked again (the same walk, so the
same braids).  What a braid search holds is then at most CARRY_NODES carried partial braids,
two depths of FRONTIER_NODES and a path, whatever the length cap (g-braids: plus their
irregular sets).  See docs/chains.md.

A target with no braid[n] is not searched again in later states unless its sensitivity
(see ChainContext) says it may have changed (ChainFamily.find).  BRAIDS and G_BRAIDS are the
two families' objects.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple, Optional

from ...deadline import check_deadline, poll_deadline
from ...state import KnowledgeState
from ...step import Step
from .context import ChainContext, Sensitivity, context_for
from .chain_family import ChainFamily
from .linear import chain_step

CARRY_NODES = 1 << 14  # partial braids carried across lengths for all the targets of a state (docs/chains.md)
FRONTIER_NODES = 1 << 16  # the most partial braids of one depth a braid search builds for one target

Cell = tuple[int, int, int]  # (variable, possible left-linking candidates, right-linking element or 0)
# The cells of a partial braid, last first: (last cell, the cells before it) or None; a prefix
# common to several partial braids is held once.
Path = Optional[tuple[Cell, "Path"]]
Move = tuple[int, int, int]  # a continuation: (variable, possible left-linking candidates, right-linking element)
IRREGULAR = -1  # the `forbidden` of a partial braid whose path is not the first to its set (see _expand)


class PartialBraid(NamedTuple):
    """A node of the braid search: the braid's first cells, all but the closing one."""

    rights: int  # its set of right-linking elements: candidates, and g-labels as ctx.gbit's bits
    incompat: int  # the candidates linked to Z or to one of them
    hit: int  # the variables it uses (for a g-candidate, its cell's variable), and Z's
    ivars: int  # variables holding a candidate of `incompat` (less `hit`: where a next cell may be)
    path: Path  # its cells
    forbidden: int  # right-linking elements its continuations may not take first, or IRREGULAR
    # Its parent's moves and the variables its last move touched (issue 28): its own moves are
    # those of the parent on the variables the last move neither touched nor used, and those of
    # a scan of the touched ones (_moves); None for a partial braid whose moves need a whole scan.
    base: Optional[list[Move]] = None
    touched: int = 0


def _variable(move: Move) -> int:
    return move[0]


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

    __slots__ = ("ctx", "g", "var_glabels", "var_cands", "depth", "nodes", "counted", "sensitive", "widest",
                 "deep", "longest", "root", "n_labels")
    root: PartialBraid
    nodes: list[PartialBraid]

    def __init__(self, ctx: ChainContext, z: int, g: bool):
        lz = ctx.links[z] & ctx.cands
        hit = ctx.label_varset[z]
        self.ctx = ctx
        self.g = g
        self.var_glabels = ctx.model.var_glabels if g else ()
        self.var_cands = ctx.var_cands()
        self.depth = 0
        self.root = PartialBraid(0, lz, hit, ctx.vars_of(lz) & ~hit, None, 0)
        self.nodes = [self.root]
        self.n_labels = ctx.model.n_labels  # the bits of a set from this one up are g-labels
        self.counted = 0  # nodes of this depth whose scan the work budget has counted
        # the compatible sets examined, for every length asked: (union of those of size <= 2, of
        # larger ones; with g-labels all count as small: whether one fits a g-label may change)
        self.sensitive: Sensitivity = (0, 0)
        self.widest = 1  # the most partial braids held at once (a depth and the next one being built)
        self.deep = False  # the next depth passed FRONTIER_NODES: deeper lengths are walked depth-first
        self.longest = 0  # the longest braids asked of it (what its sensitivity covers)

    def braids(self, n: int) -> Iterator[list[Cell]]:
        """Braids of length n, as cell lists, in breadth-first order (the frontier must not be
        deeper than n-2).  Depth n-1 is never scanned: a braid[n] is a move from depth n-2
        whose new right-linking element leaves some variable it touches without compatible
        candidate."""
        self.longest = max(self.longest, n)
        if n == 1:
            yield from self._closings()
            return
        while self.depth < n - 2 and not self.deep:
            if not self.nodes:
                return
            for _ in self._walk(False):
                pass
        if self.depth == n - 2:
            yield from self._walk(True)
        else:
            yield from self._descend(n - 2 - self.depth)

    def _count(self, i: int) -> None:
        """The work budget counts the scan of each node once (as when each depth was scanned
        once and kept)."""
        if i >= self.counted:
            self.counted = i + 1
            check_deadline()  # per node (cooperative time, work and memory limits, sudorules.csp.deadline)

    def _closings(self) -> Iterator[list[Cell]]:
        """braid[1]: the variables Z alone leaves without compatible candidate."""
        var_cands = self.var_cands
        var_glabels = self.var_glabels
        small, big = self.sensitive
        _, incompat, hit, ivars, _, _, _, _ = self.nodes[0]
        self._count(0)
        vs = ivars & ~hit
        while vs:
            low = vs & -vs
            vs ^= low
            v = low.bit_length() - 1
            c = var_cands[v]
            comp = c & ~incompat
            if not comp:
                self.sensitive = (small, big)
                yield [(v, c & incompat, 0)]
                continue
            rest = comp & (comp - 1)
            if var_glabels or not rest & (rest - 1):  # the sensitivity rule, inlined as in _moves
                small |= comp
            else:
                big |= comp
        self.sensitive = (small, big)

    def _moves(self, node: PartialBraid) -> list[Move]:
        """The continuations of a partial braid, in the order of their variables, recording
        the compatible sets examined in the sensitivity.

        A variable that the node's last move did not touch has the same compatible set, the
        same possible left-linking candidates and so the same moves as in the parent, whose
        scan (or an ancestor's) examined it: only the touched variables are scanned, which is
        what makes a braid search scan a few variables per partial braid instead of all those
        linked to Z or an R (issue 28)."""
        var_cands = self.var_cands
        var_glabels = self.var_glabels
        small, big = self.sensitive
        _, incompat, hit, ivars, _, _, base, touched = node
        moves: list[Move] = []
        if base is None:
            vs = ivars & ~hit
        else:
            vs = ivars & touched & ~hit
            gone = hit | touched
        while vs:
            low = vs & -vs
            vs ^= low
            v = low.bit_length() - 1
            c = var_cands[v]
            comp = c & ~incompat
            if not comp:
                continue  # a closing variable: a braid one cell shorter
            rest = comp & (comp - 1)
            # The sensitivity rule (ChainContext), inlined: one or two candidates, or any number
            # with g-labels, count as small.  A helper called per set made braid searches 10-15%
            # slower (docs/chains.md), so the three hot scans (this one, _expand's closing scan,
            # ChainContext.refutation_depth) and _closings write it out.
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
        if base is not None:
            kept = [move for move in base if not gone >> move[0] & 1]
            if moves and kept:
                kept += moves
                kept.sort(key=_variable)  # stable: a variable's moves stay in their order
            elif moves:
                return moves
            return kept
        return moves

    def _walk(self, closing: bool) -> Iterator[list[Cell]]:
        """Build the next depth from the frontier's moves, in order, each new set once; with
        `closing`, yield on the way the braids that end one cell after a move.  The frontier
        becomes the next depth only if the walk is complete (a caller that stopped at a
        braid, or a deadline, leaves it as it was) and the next depth holds no more than
        FRONTIER_NODES partial braids: beyond that, deeper lengths are walked depth-first
        from this depth (see _descend) and the rest of this walk knows first reaches as
        they do."""
        nxt: list[PartialBraid] | None = None if self.deep else []
        added: set[int] | None = None if self.deep else set()
        irregular: set[int] | None = set() if self.g and self.deep else None
        i = 0
        while i < len(self.nodes):
            self._count(i)
            yield from self._expand(self.nodes[i], closing, nxt, added, irregular)
            i += 1
            if nxt is not None and len(nxt) > FRONTIER_NODES:
                self.widest = max(self.widest, len(self.nodes) + len(nxt))
                nxt = None
                self._go_deep()
                if not closing:
                    return
                if self.g:  # the sets reached so far stand for the irregular ones
                    irregular = added
                added = None
        if nxt is None:
            return
        self.widest = max(self.widest, len(self.nodes) + len(nxt))
        self.nodes = nxt
        self.depth += 1
        self.counted = 0

    def _go_deep(self) -> None:
        """Give the frontier's partial braids their forbidden elements (see _expand), which
        the breadth-first walk does not keep, by walking their paths again from the target
        (each common prefix once)."""
        self.deep = True
        saved = self.sensitive  # these moves were examined already
        known: dict[int, PartialBraid] = {}

        def node_of(path: Path) -> PartialBraid:
            if path is None:
                return self.root
            found = known.get(id(path))
            if found is None:
                move, prefix = path
                parent = node_of(prefix)
                earlier = parent.forbidden
                moves = self._moves(parent)
                for other in moves:
                    if other == move:
                        break
                    earlier |= self._element(parent, other)
                element = self._element(parent, move)
                forbidden = IRREGULAR if element & earlier else earlier
                found = known[id(path)] = self._child(parent, move, path, forbidden, moves)
            return found

        self.nodes = [node_of(node.path) for node in self.nodes]
        self.sensitive = saved

    def _element(self, node: PartialBraid, move: Move) -> int:
        """The bit a move adds to the node's set of right-linking elements (0 for a g-label
        already in it)."""
        right = move[2]
        element = self.ctx.gbit[right] if right & (right - 1) else right
        return element & ~node.rights

    def _child(self, node: PartialBraid, move: Move, path: Path, forbidden: int,
               moves: list[Move] | None = None) -> PartialBraid:
        """The partial braid one move after `node`, whose `moves` they are if given (the hot
        loop of _expand does the same inline)."""
        ctx = self.ctx
        rights, incompat, hit, ivars, _, _, _, _ = node
        v, _, right = move
        if right & (right - 1):
            key, kills, hit = rights | ctx.gbit[right], ctx.model.glinks[right], hit | 1 << v
        else:
            label = right.bit_length() - 1
            key, kills, hit = rights | right, ctx.links[label], hit | ctx.label_varset[label]
        fresh = kills & ctx.cands & ~incompat
        touched = ctx.vars_of(fresh)
        return PartialBraid(key, incompat | fresh, hit, (ivars | touched) & ~hit, path, forbidden, moves,
                            touched if moves is not None else 0)

    def _descend(self, levels: int) -> Iterator[list[Cell]]:
        """The braids that end `levels` + 1 cells after the frontier, depth-first: for each
        partial braid of the frontier in order, its continuations in move order, down to the
        partial braids whose moves close.  The order is the breadth-first one (both are the
        lexicographic order of the moves taken), and the first reach of a set is known
        without a record of the sets seen but for g-braids' irregular ones (see _expand), so
        this holds one path of move lists, not a depth."""
        held = len(self.nodes)
        irregular: set[int] | None = set() if self.g else None
        for i, root in enumerate(self.nodes):
            self._count(i)
            children: list[PartialBraid] = []
            for _ in self._expand(root, False, children, None, irregular, [root]):
                pass
            stack = [iter(children)]
            sizes = [len(children)]
            held += len(children)
            trail = [root]  # the partial braids of the path walked, from the frontier's
            while stack:
                self.widest = max(self.widest, held + (len(irregular) if irregular else 0))
                node = next(stack[-1], None)
                if node is None:
                    stack.pop()
                    held -= sizes.pop()
                    continue
                check_deadline()  # per partial braid walked (time, work and memory limits)
                del trail[len(stack):]
                trail.append(node)
                if len(stack) == levels:
                    yield from self._expand(node, True, None, None, irregular, trail)
                    continue
                children = []
                for _ in self._expand(node, False, children, None, irregular, trail):
                    pass
                stack.append(iter(children))
                sizes.append(len(children))
                held += len(children)

    def _reached_before(self, key: int, trail: list[PartialBraid]) -> bool:
        """Whether the set `key` of g-labels and candidates has a regular path: the one that
        takes at each step the first move whose right-linking element is in the set (then
        the first reach of the set is that path, lexicographically the first of all).  It
        goes through the deepest partial braid of `trail` (the path walked) that is regular
        with no forbidden element in the set, or starts from the target.  The moves are
        those of _moves, scanned up to the first one into the set."""
        node = next((n for n in reversed(trail) if n.forbidden != IRREGULAR and not n.forbidden & key), self.root)
        ctx = self.ctx
        cands = ctx.cands
        var_labels = ctx.var_labels
        var_glabels = self.var_glabels
        gbit = ctx.gbit
        rights, incompat, hit, ivars, _, _, _, _ = node
        while rights != key:
            vs = ivars & ~hit
            found = 0
            while vs and not found:
                low = vs & -vs
                vs ^= low
                v = low.bit_length() - 1
                comp = cands & var_labels[v] & ~incompat
                if not comp:
                    continue
                if not comp & (comp - 1):
                    if comp & key:
                        found = comp
                    continue
                for gl in var_glabels[v]:
                    if not comp & ~gl and gbit[gl] & key and not gbit[gl] & rights:
                        found = gl
                        break
            if not found:
                return False
            node = self._child(node, (v, 0, found), None, 0)
            rights, incompat, hit, ivars, _, _, _, _ = node
        return True

    def _expand(self, node: PartialBraid, closing: bool, out: list[PartialBraid] | None, added: set[int] | None,
                irregular: set[int] | None, trail: list[PartialBraid] | None = None) -> Iterator[list[Cell]]:
        """Append to `out` (unless None) the partial braids one move after `node` that are the
        first reach of their set of right-linking elements, in move order; with `closing`,
        yield on the way the braids that end one cell after such a move.

        Breadth-first, g-braids know a first reach by the sets already `added` to the depth
        being built.  Otherwise a child is *regular* when its new element is none of those
        of an earlier move, at this node or at a node of its path (the node's `forbidden`
        elements): its path is then the lexicographically first of all the paths to its
        set, so it is the first reach.  For braids every first reach is regular: a candidate
        of a set S that can be added stays addable while others of S are added (moves only
        depend on the set; adding right-linking candidates only removes compatible
        candidates of other variables), so the first path to S takes at each step the first
        move whose candidate is in S.  g-braids lose that monotony (a g-label's move
        variable is hit, not all its variables, and may lose its compatible candidates), so
        a child that is not regular is still a first reach when its set, which must hold a
        g-label, has no regular path and is not among the `irregular` first reaches met
        before; the continuations of an irregular partial braid are not regular either."""
        ctx = self.ctx
        cands = ctx.cands
        var_cands = self.var_cands
        links = ctx.links
        label_varset = ctx.label_varset
        glinks = ctx.model.glinks
        gbit = ctx.gbit
        vars_of = ctx.vars_of
        g = self.g
        tick = check_deadline if closing else poll_deadline  # moves are counted when braids are checked
        rights, incompat, hit, ivars, path, earlier, _, _ = node
        local = 0
        moves = self._moves(node)
        for move in moves:
            tick()
            v, pool, right = move
            if right & (right - 1):  # a g-label: its links are its g-links
                key, kills, new_hit = rights | gbit[right], glinks[right], hit | 1 << v
            else:
                label = right.bit_length() - 1
                key, kills, new_hit = rights | right, links[label], hit | label_varset[label]
            element = key ^ rights
            if not element:  # a g-label already in the set
                continue
            if added is not None:
                if key in added:
                    continue
                added.add(key)
                forbidden = 0
            else:
                again = element & local  # the element of an earlier move of this node: reached before
                local |= element
                regular = not element & earlier
                forbidden = earlier
                earlier |= element
                if not regular:
                    if (irregular is None or again or not key >> self.n_labels or key in irregular
                            or self._reached_before(key, trail or [node])):
                        continue
                    irregular.add(key)
                    forbidden = IRREGULAR  # its path is not the first: neither are its continuations'
            fresh = kills & cands & ~incompat
            now = incompat | fresh
            touched = vars_of(fresh)
            child = (move, path)
            if out is not None:
                out.append(PartialBraid(key, now, new_hit, (ivars | touched) & ~new_hit, child, forbidden, moves,
                                        touched))
            if not closing:
                continue
            small, big = self.sensitive
            us = touched & ~new_hit
            while us:
                low = us & -us
                us ^= low
                u = low.bit_length() - 1
                c = var_cands[u]
                comp = c & ~now
                if comp:
                    rest = comp & (comp - 1)
                    if g or not rest & (rest - 1):  # the sensitivity rule, inlined as in _moves
                        small |= comp
                    else:
                        big |= comp
                else:
                    self.sensitive = (small, big)
                    yield _cell_list(child) + [(u, c & now, 0)]
            self.sensitive = (small, big)


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


class BraidFamily(ChainFamily):
    """Braids, and g-braids (g=True): the frontiers of a state's targets are kept in the
    state's context (ctx.found) from one length to the next."""

    def search(self, ctx: ChainContext, z: int, n: int) -> tuple[Step | None, Sensitivity]:
        carried = ctx.found.get(self.name)
        if carried is None:
            carried = ctx.found[self.name] = _Carried()
        frontier = carried.take(z)
        # a new frontier for a shorter length than one asked before (or deeper than this one needs)
        if frontier is None or frontier.depth > max(n - 2, 0) or frontier.longest > n:
            frontier = _Frontier(ctx, z, self.g)
        step = _close(frontier, z, n, self.name)
        carried.keep(z, frontier)
        return step, frontier.sensitive


BRAIDS = BraidFamily(
    "braid", "B", 1, 36,
    "A whip whose left-linking candidates may be linked to the target or any previous right-linking one.")
G_BRAIDS = BraidFamily(
    "g-braid", "gB", 1, 36,
    "A braid whose right-linking elements may be g-candidates.", g=True)


def find_braids(state: KnowledgeState, n: int, g: bool = False) -> Iterator[Step]:
    """braid[n] (or g-braid[n]) eliminations, target by target (one braid per target)."""
    return (G_BRAIDS if g else BRAIDS).find(state, n)


def partial_braids_held(state: KnowledgeState, g: bool = False) -> tuple[int, int]:
    """(carried now, most held at once) partial braids (g-braids) of the state's searches: the
    figures the memory test and benchmarks/chain_memory.py read."""
    carried = context_for(state).found.get("g-braid" if g else "braid")
    return (0, 0) if carried is None else (carried.held, carried.peak)


def _close(frontier: _Frontier, z: int, n: int, rule: str) -> Step | None:
    for cells in frontier.braids(n):
        step = chain_step(rule, n, cells, z, repeats=True)  # pairwise different L's when they exist
        if step is not None:
            return step
    return None
