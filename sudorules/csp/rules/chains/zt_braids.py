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
their few irregular sets (see Frontier).  The frontiers of all the targets of a state
are carried from one length to the next up to CARRY_NODES partial braids in all; beyond that
a target's frontier is dropped and rebuilt from Z when asked again (the same walk, so the
same braids).  What a braid search holds is then at most CARRY_NODES carried partial braids,
two depths of FRONTIER_NODES and a path, whatever the length cap (g-braids: plus their
irregular sets).  See docs/chains.md.

A target with no braid[n] is not searched again in later states unless its sensitivity
(see ChainContext) says it may have changed (ChainFamily.find).  BRAIDS and G_BRAIDS are the
two families' objects.

Speed (issue 28).  The partial braids are rows of 64-bit words in pools, and the walks, the
moves and the first-reach rules run compiled (braid_kernel, by numba, as the whip search in
chain_kernel); this module keeps the frontiers, grows their pools, counts the work and makes
the braids' cells.  Without numba the same kernels run as Python.
"""
from __future__ import annotations

from collections.abc import Generator, Iterator
from typing import Any

import numpy as np

from ...deadline import check_deadline, count_work, work_allowance
from ...state import KnowledgeState
from ...step import Step
from .context import ChainContext, Sensitivity, context_for
from . import braid_kernel as bk
from .chain_family import ChainFamily
from .chain_kernel import as_int
from .search_skeleton import DirectCalls, direct_calls
from .linear import chain_step

CARRY_NODES = 1 << 14  # partial braids carried across lengths for all the targets of a state (docs/chains.md)
FRONTIER_NODES = 1 << 16  # the most partial braids of one depth a braid search builds for one target

Cell = tuple[int, int, int]  # (variable, possible left-linking candidates, right-linking element or 0)
WORK_PER_CHECK = 1024  # work units of a compiled walk between two looks at the deadline
CLOSINGS = 64  # room for the braids closed at once (one node's continuations, or braid[1])


class _Pool:
    """Partial braids as rows (braid_kernel's node pool, `nodes`), room for `rows`."""

    __slots__ = ("nodes",)

    def __init__(self, rows: int, cols: int):
        self.nodes = bk.Nodes(np.zeros((rows, cols), np.uint64), np.zeros((rows, bk.NODE_INTS), np.int64))

    @property
    def rows(self) -> np.ndarray:
        return self.nodes.rows

    @property
    def ints(self) -> np.ndarray:
        return self.nodes.ints

    def fitted(self, used: int) -> _Pool:
        """The pool with room for its first `used` rows only."""
        if used == len(self.rows):
            return self
        fitted = _Pool(0, self.rows.shape[1])
        fitted.nodes = bk.Nodes(self.rows[:used].copy(), self.ints[:used].copy())
        return fitted

    def grown(self, used: int) -> None:
        """Twice the room, the first `used` rows kept."""
        grown = _Pool(max(64, 2 * len(self.rows)), self.rows.shape[1])
        grown.rows[:used] = self.rows[:used]
        grown.ints[:used] = self.ints[:used]
        self.nodes = grown.nodes


def _grown(rows: np.ndarray, used: int) -> np.ndarray:
    more = np.zeros((max(64, 2 * len(rows)),) + rows.shape[1:], rows.dtype)
    more[:used] = rows[:used]
    return more


class _KeySet:
    """A set of rights rows (braid_kernel's key set): the sets reached, or the irregular ones."""

    __slots__ = ("set", "count")

    def __init__(self, rw: int, slots: int = 1 << 10):
        self.set = bk.Keys(np.zeros((slots, rw), np.uint64), np.zeros(slots, np.uint8))
        self.count = 0

    def __len__(self) -> int:
        return self.count

    @property
    def slots(self) -> int:
        return len(self.set.keys)

    def grow(self) -> None:
        larger = _KeySet(self.set.keys.shape[1], 2 * self.slots)
        # through DirectCalls: the dispatcher would type the two NamedTuples in Python (50 us a call)
        direct_calls("braid-keys", False, ())(bk.rekey, self.set, larger.set, self.set.keys.shape[1])
        self.set = larger.set


class _Depth:
    """The next depth of a frontier being built by a walk: its nodes, their parents' moves, the
    sets reached and the walk's registers (braid_kernel.walk)."""

    __slots__ = ("pool", "moves", "keys", "regs")

    def __init__(self, frontier: Frontier, build: bool):
        # room for twice the frontier (the next depth is often larger: the pools double as it grows)
        self.pool = _Pool(max(64, 2 * frontier.size) if build else 1, frontier.cols)
        self.moves = np.zeros((frontier.maxm + 4 * frontier.size, 2), np.int64)
        self.keys = _KeySet(frontier.rw, _power_of_two(max(128, 4 * frontier.size)))
        self.regs = np.zeros(bk.REGISTERS, np.int64)

    @property
    def size(self) -> int:
        return int(self.regs[bk.NQ])

    def out(self, paths: np.ndarray) -> bk.Out:
        """Where a walk writes (rebuilt when a pool grows), `paths` the frontier's path pool."""
        return bk.Out(self.pool.nodes, self.moves, paths, self.keys.set, self.regs)


class Frontier:
    """The partial braids (or g-braids) of one target in one state at one depth, as a node
    pool (braid_kernel), with their parents' moves and the path pool of their cells.

    A partial braid's moves (its continuations, in the order of their variables) are its
    parent's on the variables its last move neither touched nor used, and those of a scan of
    the touched ones (braid_kernel.node_moves): a variable the last move did not touch has the
    same compatible set as in the parent, whose scan (or an ancestor's) examined it.

    First reaches.  Breadth-first, a walk knows the first reach of a set by the sets already
    added to the depth being built (a key set).  Depth-first it does without (the RULE mode
    of braid_kernel.expand): a continuation is *regular* when its new element is none of
    those of an earlier move, at its node or at a node of its path (the node's *forbidden*
    elements); its path is then the lexicographically first of all the paths to its set, so
    it is the first reach.  For braids every first reach is regular: a candidate of a set S
    that can be added stays addable while others of S are added (moves only depend on the
    set; adding right-linking candidates only removes compatible candidates of other
    variables), so the first path to S takes at each step the first move whose candidate is
    in S.  g-braids lose that monotony (a g-label's move variable is hit, not all its
    variables, and may lose its compatible candidates), so a continuation that is not
    regular is still a first reach when its set, which must hold a g-label, has no regular
    path (braid_kernel.reached_before) and is not among the *irregular* first reaches met
    before (a key set); the continuations of an irregular partial braid are irregular.
    """

    __slots__ = ("ctx", "z", "g", "depth", "pool", "size", "parent_moves", "level", "paths", "n_paths", "counted",
                 "widest", "deep", "longest", "root", "rw", "n_labels", "maxm", "cols", "search", "clos", "kernels")

    def __init__(self, ctx: ChainContext, z: int, g: bool, kernels: DirectCalls | None = None):
        a = ctx.word_arrays()
        m = a.m
        self.ctx = ctx
        self.z = z
        self.g = g
        self.rw = m.rw if g else m.w  # the rights: candidates, and g-labels from bit n_labels
        self.n_labels = m.n_labels
        self.maxm = m.max_moves(g)  # the most moves (so continuations) of one partial braid
        self.cols = bk.node_columns(self.rw, m.w, m.vw)
        oi, oh, ov, _, _ = bk._cols(self.rw, m.w, m.vw)
        root = _Pool(1, self.cols)
        root.rows[0, oi:oi + m.w] = a.lc[z]
        root.rows[0, oh:oh + m.vw] = m.label_varset[z]
        root.rows[0, ov:ov + m.vw] = a.lv[z] & ~m.label_varset[z]
        root.ints[0, bk.PATH] = -1
        root.ints[0, bk.BASE_START] = -1
        self.root = root
        self.pool = root
        self.size = 1
        self.parent_moves = np.zeros((1, 2), np.int64)
        self.level = bk.Level(root.nodes, self.parent_moves, 1)  # the nodes a walk expands
        self.paths = np.zeros((64, 3), np.int64)
        self.n_paths = 0
        self.depth = 0
        self.counted = 0  # nodes of this depth whose scan the work budget has counted
        self.widest = 1  # the most partial braids held at once (a depth and the next one being built)
        self.deep = False  # the next depth passed FRONTIER_NODES: deeper lengths are walked depth-first
        self.longest = 0  # the longest braids asked of it (what its sensitivity covers)
        gc = a.g_tables()[0] if g else m.glinks
        tables = bk.Tables(a.vc, a.lc, gc, m.label_varset, a.open_vars, m.gset, m.vg_start, m.vg)
        self.kernels = direct_calls("braid", g, tables) if kernels is None else kernels  # a state's frontiers share them
        # the compatible sets examined, for every length asked: (union of those of size <= 2, of
        # larger ones; with g-labels all count as small: whether one fits a g-label may change)
        small, big = np.zeros(m.w, np.uint64), np.zeros(m.w, np.uint64)
        self.search = bk.Search(g, self.rw, self.n_labels, self.maxm, tables, root.rows, small, big,
                                _scratch(self.maxm, m.w, m.vw, self.rw, self.cols))
        self.clos = np.zeros((CLOSINGS, 4), np.int64)  # the braids a walk closed: the kernels make it larger

    @property
    def sensitive(self) -> Sensitivity:
        return as_int(self.search.small), as_int(self.search.big)

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
            if not self.size:
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
        self._count(0)
        found, self.clos = self.kernels(bk.root_closings, self.search, self.clos)
        var_cands = self.ctx.var_cands()
        incompat = self.ctx.links[self.z] & self.ctx.cands
        for k in range(found):
            v = int(self.clos[k, 3])
            yield [(v, var_cands[v] & incompat, 0)]

    def _cells(self, moves: list[tuple[int, int]], u: int) -> list[Cell]:
        """A braid's cells from its moves (variable, right element) and its closing variable:
        the possible left-linking candidates of a cell are those of its variable linked to Z
        or to a previous right-linking element."""
        ctx = self.ctx
        cands = ctx.cands
        links = ctx.links
        glinks = ctx.model.glinks
        glabels = ctx.word_arrays().m.glabels
        var_cands = ctx.var_cands()
        n_labels = self.n_labels
        incompat = links[self.z] & cands
        cells: list[Cell] = []
        for v, r in moves:
            if r < n_labels:
                right = 1 << r
                kills = links[r]
            else:
                right = glabels[r - n_labels]
                kills = glinks[right]
            cells.append((v, var_cands[v] & incompat, right))
            incompat |= kills & cands
        cells.append((u, var_cands[u] & incompat, 0))
        return cells

    def _path(self, entry: int) -> list[tuple[int, int]]:
        """The moves of a path pool entry and its prefixes, first first."""
        moves: list[tuple[int, int]] = []
        paths = self.paths
        while entry >= 0:
            moves.append((int(paths[entry, 0]), int(paths[entry, 1])))
            entry = int(paths[entry, 2])
        moves.reverse()
        return moves

    def _walk(self, closing: bool) -> Iterator[list[Cell]]:
        """Build the next depth from the frontier's moves, in order, each new set once; with
        `closing`, yield on the way the braids that end one cell after a move.  The frontier
        becomes the next depth only if the walk is complete (a caller that stopped at a
        braid, or a deadline, leaves it as it was) and the next depth holds no more than
        FRONTIER_NODES partial braids: beyond that, deeper lengths are walked depth-first
        from this depth (see _descend) and the rest of this walk knows first reaches as
        they do."""
        build = not self.deep
        nxt = _Depth(self, build)
        status = yield from self._expand_all(closing, bk.BUILD if build else bk.RULE, build, nxt)
        if status == bk.WIDE:
            self.widest = max(self.widest, self.size + nxt.size)
            self._go_deep()
            if closing:  # on with this walk as depth-first ones know first reaches (g-braids: the sets
                # reached so far stand for the irregular ones; braids' first reaches are regular)
                nxt.pool = _Pool(1, self.cols)
                nxt.regs[bk.NQ] = 0
                yield from self._expand_all(closing, bk.RULE, False, nxt)
        elif build:
            self._commit(nxt)

    def _expand_all(self, closing: bool, mode: int, keep: bool, nxt: _Depth) -> Generator[list[Cell], None, int]:
        """Expand the frontier's nodes from nxt.regs[NEXT] on (braid_kernel.walk): the next
        depth built in `nxt` with `keep`, the braids yielded with `closing`; returns WIDE (when
        the next depth passed FRONTIER_NODES) or DONE."""
        regs = nxt.regs
        regs[bk.NPATHS] = self.n_paths
        maxm = self.maxm
        how = bk.How(closing, mode, keep, keep)
        out = nxt.out(self.paths)
        while True:
            regs[bk.COUNTED] = self.counted
            status, self.clos = self.kernels(bk.walk, self.search, self.level, out, how,
                                             work_allowance(WORK_PER_CHECK), FRONTIER_NODES, self.clos)
            self.counted = int(regs[bk.COUNTED])
            nxt.keys.count = int(regs[bk.NKEYS])
            count_work(int(regs[bk.UNITS]))
            if status == bk.FULL:
                need = int(regs[bk.NEED])
                while regs[bk.NMOVES] + maxm > len(nxt.moves):
                    nxt.moves = _grown(nxt.moves, int(regs[bk.NMOVES]))
                while regs[bk.NQ] + need > len(nxt.pool.rows):
                    nxt.pool.grown(int(regs[bk.NQ]))
                while keep and regs[bk.NPATHS] + need > len(self.paths):
                    self.paths = _grown(self.paths, int(regs[bk.NPATHS]))
                while 2 * (nxt.keys.count + need) > nxt.keys.slots:
                    nxt.keys.grow()
                out = nxt.out(self.paths)
            elif status == bk.FOUND:
                found = [self._cells(self._path(int(self.pool.ints[i, bk.PATH])) + [(int(v), int(r))], int(u))
                         for i, v, r, u in self.clos[:regs[bk.NCLOS]]]
                yield from found
            elif status != bk.PAUSED:
                return status

    def _commit(self, nxt: _Depth) -> None:
        """The next depth, built by a whole walk, becomes the frontier."""
        self.widest = max(self.widest, self.size + nxt.size)
        size = nxt.size
        self.pool = nxt.pool.fitted(size)  # what a carried frontier holds: its nodes, no spare room
        self.size = size
        self.parent_moves = nxt.moves[:int(nxt.regs[bk.NMOVES])].copy()
        self.level = bk.Level(self.pool.nodes, self.parent_moves, size)
        self.n_paths = int(nxt.regs[bk.NPATHS])
        self.depth += 1
        self.counted = 0

    def _go_deep(self) -> None:
        """Give the frontier's partial braids their forbidden elements (see Frontier), which
        the breadth-first walk does not keep, by walking their paths again from the target
        (each common prefix once)."""
        self.deep = True
        w = len(self.search.small)
        replay = self.search._replace(small=np.zeros(w, np.uint64), big=np.zeros(w, np.uint64))  # not the sensitivity
        self.kernels(bk.forbid, replay, self.pool.nodes, self.size, self.paths, self.n_paths)

    def _descend(self, levels: int) -> Iterator[list[Cell]]:
        """The braids that end `levels` + 1 cells after the frontier, depth-first: for each
        partial braid of the frontier in order, its continuations in move order, down to the
        partial braids whose moves close.  The order is the breadth-first one (both are the
        lexicographic order of the moves taken), and the first reach of a set is known
        without a record of the sets seen but for g-braids' irregular ones (see
        braid_kernel.expand), so this holds one path of move lists, not a depth."""
        irregular = _KeySet(self.rw)  # g-braids' irregular first reaches
        stack = _Pool(64, self.cols)  # row 0: the frontier's node being walked; then the path's continuations
        moves = np.zeros((4 * self.maxm, 2), np.int64)  # the moves of the nodes on the path
        regs = np.zeros(bk.REGISTERS, np.int64)
        trail = np.zeros(levels + 2, np.int64)  # the nodes of the path, by level
        held = self.size
        closings = 0
        # the expansions of a node above the closing level (its continuations kept) and of one at it
        walking, closing_walk = bk.How(False, bk.RULE, True, False), bk.How(True, bk.RULE, False, False)
        search = self.search
        kernel = self.kernels

        def structures() -> tuple[bk.Level, bk.Level, bk.Out]:
            """The stack as the level of row 0 (the frontier's node: the frontier's moves) and of
            the rows below it (their moves in `moves`), and where their expansions write; rebuilt
            when a pool grows."""
            return (bk.Level(stack.nodes, self.parent_moves, 1), bk.Level(stack.nodes, moves, 0),
                    bk.Out(stack.nodes, moves, self.paths, irregular.set, regs))

        first_level, next_levels, out = structures()

        def expand(x: int, tl: int, closing: bool) -> int:
            """Expand row x of the stack pool (continuations appended unless `closing`)."""
            nonlocal moves, closings, first_level, next_levels, out
            while True:
                if regs[bk.NMOVES] + self.maxm > len(moves):
                    while regs[bk.NMOVES] + self.maxm > len(moves):
                        moves = _grown(moves, int(regs[bk.NMOVES]))
                    first_level, next_levels, out = structures()
                regs[bk.NCLOS] = 0
                n, self.clos = kernel(bk.expand, search, next_levels if x else first_level, x, out,
                                      closing_walk if closing else walking, trail, tl, self.clos)
                if n >= 0:
                    break
                need = int(regs[bk.NEED])  # no room: make it, and expand the node again
                while regs[bk.NQ] + need > len(stack.rows):
                    stack.grown(int(regs[bk.NQ]))
                while 2 * (irregular.count + need) > irregular.slots:
                    irregular.grow()
                first_level, next_levels, out = structures()
            irregular.count = int(regs[bk.NKEYS])
            closings = int(regs[bk.NCLOS])
            return n

        for i in range(self.size):
            self._count(i)
            stack.rows[0] = self.pool.rows[i]
            stack.ints[0] = self.pool.ints[i]
            regs[bk.NQ] = 1
            regs[bk.NMOVES] = 0
            trail[0] = 0
            expand(0, 1, False)
            levels_stack = [[1, int(regs[bk.NQ]), 1, 0]]  # [next row, end, first row, first move row]
            held += int(regs[bk.NQ]) - 1
            while levels_stack:
                self.widest = max(self.widest, held + len(irregular))
                top = levels_stack[-1]
                x = top[0]
                if x == top[1]:
                    levels_stack.pop()
                    held -= top[1] - top[2]
                    regs[bk.NQ] = top[2]
                    regs[bk.NMOVES] = top[3]
                    continue
                top[0] = x + 1
                depth = len(levels_stack)
                trail[depth] = x
                if depth == levels:
                    count_work(1 + expand(x, depth + 1, True))  # the node, and its moves (checked as braids)
                    if closings:
                        found = [self._cells(self._stack_path(stack.ints, int(x)) + [(int(v), int(r))], int(u))
                                 for x, v, r, u in self.clos[:closings]]
                        yield from found
                    continue
                count_work(1)  # per partial braid walked (time, work and memory limits)
                first, first_move = int(regs[bk.NQ]), int(regs[bk.NMOVES])
                expand(x, depth + 1, False)
                levels_stack.append([first, int(regs[bk.NQ]), first, first_move])
                held += int(regs[bk.NQ]) - first

    def _stack_path(self, ints: np.ndarray, x: int) -> list[tuple[int, int]]:
        """The moves of row x of a depth-first walk's stack pool (its int columns `ints`), first
        first: those of the frontier's node (row 0), then those along the walk."""
        moves: list[tuple[int, int]] = []
        while x:
            moves.append((int(ints[x, bk.MOVE_V]), int(ints[x, bk.MOVE_R])))
            x = int(ints[x, bk.PARENT])
        moves.reverse()
        return self._path(int(ints[0, bk.PATH])) + moves


def _power_of_two(n: int) -> int:
    return 1 << max(4, (n - 1).bit_length())


def _scratch(maxm: int, w: int, vw: int, rw: int, cols: int) -> bk.Scratch:
    """A frontier's work rows (braid_kernel.Scratch); those of one length are rows of one array
    (a frontier is made per target and state: fewer allocations)."""
    ws, vws, rws = np.zeros((2, w), np.uint64), np.zeros((2, vw), np.uint64), np.zeros((2, rw), np.uint64)
    return bk.Scratch(np.zeros((maxm, 2), np.int64), ws[0], ws[1], vws[0], vws[1], rws[0], rws[1],
                      np.zeros((2, cols), np.uint64))


class _Carried:
    """The frontiers kept for the targets of one state, at most CARRY_NODES partial braids in
    all: what goes beyond is rebuilt from its target when asked for (time, not memory)."""

    __slots__ = ("frontiers", "held", "peak", "kernels")

    def __init__(self) -> None:
        self.frontiers: dict[int, Frontier] = {}
        self.kernels: DirectCalls | None = None  # its frontiers' compiled calls (search_skeleton.direct_calls)
        self.held = 0
        self.peak = 0  # the most partial braids held at once: carried ones and one target's walk

    def take(self, z: int) -> Frontier | None:
        frontier = self.frontiers.pop(z, None)
        if frontier is not None:
            self.held -= frontier.size
        return frontier

    def keep(self, z: int, frontier: Frontier) -> None:
        self.peak = max(self.peak, self.held + frontier.widest)
        if self.held + frontier.size <= CARRY_NODES:
            self.frontiers[z] = frontier
            self.held += frontier.size


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
            frontier = Frontier(ctx, z, self.g, carried.kernels)
            carried.kernels = frontier.kernels
        step = _close(frontier, z, n, self.name)
        carried.keep(z, frontier)
        return step, frontier.sensitive


BRAIDS = BraidFamily.of_spec("braid")
G_BRAIDS = BraidFamily.of_spec("g-braid")


def find_braids(state: KnowledgeState, n: int, g: bool = False) -> Iterator[Step]:
    """braid[n] (or g-braid[n]) eliminations, target by target (one braid per target)."""
    return (G_BRAIDS if g else BRAIDS).find(state, n)


def partial_braids_held(state: KnowledgeState, g: bool = False) -> tuple[int, int]:
    """(carried now, most held at once) partial braids (g-braids) of the state's searches: the
    figures the memory test and benchmarks/chain_memory.py read."""
    carried = context_for(state).found.get("g-braid" if g else "braid")
    return (0, 0) if carried is None else (carried.held, carried.peak)


def _close(frontier: Frontier, z: int, n: int, rule: str) -> Step | None:
    for cells in frontier.braids(n):
        step = chain_step(rule, n, cells, z, repeats=True)  # pairwise different L's when they exist
        if step is not None:
            return step
    return None
