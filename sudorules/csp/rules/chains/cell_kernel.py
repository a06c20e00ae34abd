"""The compiled search of the chains built cell by cell (linear.CellByCell): z-chains,
t-whips and bivalue-chains, and g-bivalue-chains' (g_bivalue.GBivalueChains), over rows of
64-bit words and compiled by numba as chain_kernel's whip search is (search_skeleton's
`jit`, registers and dead-end key set; chain_kernel's word helpers).

linear.CellByCell's docstrings say what is searched; here is only how it runs.  The
depth-first search keeps its stack in arrays, one level per cell: the candidates linked to
Z or to a right-linking candidate (`inc`), to a right-linking candidate only (`tinc`), the
variables used (`hit`), those left to try (`vs`), the candidates linked to the last right
(`reach`, where the next cell's left-linking candidate must be), the right-linking set, and
the variable being tried with its next way of being a cell (at most two: `_option`), in a
`CellStack` (a `GStack` for the g-bivalue search).  It stops at each chain it closes
(FOUND: the cells in a `ChainOut`) and every `budget` nodes (PAUSED).  Its dead ends,
(right-linking set, last right) pairs whose subtree closed nothing, are a key set
(search_skeleton.KeySet) shared by the searches of a thread, each search's entries under a
generation of its own (the set's counter gives them out), so a new search starts empty and
two searches never see each other's; they are forgotten all at once at the search's limit
(`SearchDeadEnds`: the set and the search's key registers).
"""
from __future__ import annotations

import threading
from typing import NamedTuple

import numpy as np

from .chain_kernel import (StateArrays, _count_to_3, _fits, _lowest, _root_vars, _tz, _vars_of, as_int, level_rows,
                           words)
from .search_skeleton import (CLOSED, FOUND, GEN, HELD, LIMIT, NODES, ONE, PAUSED, K, KeySet, finish,
                              _slot, forget_at_limit, jit, key_add, key_set, new_generation, run, stop)

Z_CHAIN, T_WHIP, BIVALUE_CHAIN = 0, 1, 2
# ints of a level: its last right, chains closed before it, the variable tried (-1: take the
# next one) and its next option, the cell's variable and right
LAST, BEFORE, CUR_V, OPT, CELL_V, CELL_R = range(6)


class CellTask(NamedTuple):
    """What a search looks for: chains of `family` (Z_CHAIN ...; unused by the g-bivalue
    search) of length n for target z, their cells not in the variables `excluded`."""

    family: int
    z: int
    n: int
    excluded: np.ndarray  # (vw,) uint64


class CellTables(NamedTuple):
    """The state's tables a cell-by-cell search reads: each variable's live candidates (vc),
    each label's live links (lc) and the open variables they reach (lv), the labels'
    variables (lvset)."""

    vc: np.ndarray
    lc: np.ndarray
    lv: np.ndarray
    lvset: np.ndarray


class CellStack(NamedTuple):
    """A cell-by-cell search's stack, one row per level: its ints (LAST ... CELL_R), the
    candidates linked to Z or a right (inc), to a right only (tinc), the variables used
    (hit) and left to try (vs), the candidates linked to the last right (reach), the
    right-linking set (rights) and the cell's left-linking pool (lefts)."""

    ints: np.ndarray
    inc: np.ndarray
    tinc: np.ndarray
    hit: np.ndarray
    vs: np.ndarray
    reach: np.ndarray
    rights: np.ndarray
    lefts: np.ndarray


class CellRows(NamedTuple):
    """A cell-by-cell search's scratch rows: a cell's left-linking pool, work, a child's key."""

    left: np.ndarray
    work: np.ndarray
    child: np.ndarray


class ChainOut(NamedTuple):
    """What the caller reads: the closed chain's cells (variable, left-linking pool, right;
    -1: none) and the sensitivity (every examined variable's candidates)."""

    outv: np.ndarray
    outl: np.ndarray
    outr: np.ndarray
    small: np.ndarray


class SearchDeadEnds(NamedTuple):
    """A search's dead ends: the thread's key set and the search's registers in it (its own
    generation, the keys held, the limit)."""

    ks: KeySet
    kregs: np.ndarray


@jit
def _option(family, k, last, c, lz, opt, inc, tinc, pool, left, work):
    """The way number `opt` or later in which a variable with live candidates `c` can be the
    cell of level k + 1 (linear.CellByCell's cell options, in their order; `last`: the
    chain's last cell): (the next option, right label or -1 for none) with its left-linking
    pool in `left`; (-1, -1) when there is none.  `pool`: its candidates linked to the
    previous right (to Z for the first cell); `lz`: those linked to Z; the stack's inc[k]:
    to Z or a right; tinc[k]: to a right; `work`: scratch.  (The per-node helpers take their
    arrays, not the search's structures: numba counts a reference for each array taken out
    of a structure, a cost per node.)"""
    first = k == 0
    w = c.shape[0]
    if family == Z_CHAIN:
        for i in range(w):
            work[i] = c[i] & ~lz[i]  # nz
        count = _count_to_3(work)
        if last:
            if opt > 0:
                return -1, -1
            if count == 0:
                for i in range(w):
                    left[i] = pool[i]
                return 1, -1
            if count == 1:
                some = False
                for i in range(w):
                    if work[i] & pool[i]:
                        some = True
                if some:
                    for i in range(w):
                        left[i] = work[i]
                    return 1, -1
            return -1, -1
        if count == 1:
            if opt > 0:
                return -1, -1
            some = False
            for i in range(w):
                left[i] = pool[i] & ~work[i]
                if left[i]:
                    some = True
            if some:
                return 1, _lowest(work)
            return -1, -1
        if count == 2:
            return _pair_option(work, opt, pool, lz, False, left)
        return -1, -1
    if family == T_WHIP:
        if opt > 0:
            return -1, -1
        if first:  # as a whip's (inc is the candidates linked to Z here)
            for i in range(w):
                work[i] = c[i] & ~inc[k, i]
            count = _count_to_3(work)
            if last:
                if count == 0:
                    for i in range(w):
                        left[i] = pool[i]
                    return 1, -1
            elif count == 1:
                for i in range(w):
                    left[i] = pool[i]
                return 1, _lowest(work)
            return -1, -1
        for i in range(w):
            work[i] = c[i] & ~tinc[k, i]
        count = _count_to_3(work)
        if last:
            ok = count == 0
            if count == 1:
                for i in range(w):
                    if work[i] & lz[i]:
                        ok = True
            if ok:
                for i in range(w):
                    left[i] = pool[i]
                return 1, -1
            return -1, -1
        if count == 1:
            for i in range(w):
                left[i] = pool[i]
            return 1, _lowest(work)
        return -1, -1
    # bivalue-chains: exactly two candidates, the left one in the pool; the last right linked to Z
    if _count_to_3(c) != 2:
        return -1, -1
    for i in range(w):
        work[i] = c[i]
    return _pair_option(work, opt, pool, lz, last, left)


@jit
def _pair_option(pair, opt, pool, lz, right_on_z, left):
    """The options of a cell of two candidates x < y (in `pair`, emptied): from number `opt`
    on, L = x and R = y, then L = y and R = x, each where L is in the pool (and, with
    `right_on_z`, R linked to Z): (the next option, R) with L in `left`, or (-1, -1)."""
    x = _lowest(pair)
    pair[x >> 6] &= ~(ONE << np.uint64(x & 63))
    y = _lowest(pair)
    while opt < 2:
        a, b = (x, y) if opt == 0 else (y, x)
        opt += 1
        if (pool[a >> 6] >> np.uint64(a & 63)) & ONE and (not right_on_z or (lz[b >> 6] >> np.uint64(b & 63)) & ONE):
            for i in range(left.shape[0]):
                left[i] = 0
            left[a >> 6] = ONE << np.uint64(a & 63)
            return opt, b
    return -1, -1


@jit
def _dead_end(ks, kregs, key, m0, m1):
    """Record a dead end (key row, m0, m1) in key set `ks` under the search's generation
    (its registers `kregs`), forgetting all of them first (a new generation) at its limit."""
    forget_at_limit(ks, kregs)
    _, added = key_add(ks, kregs[GEN], key, m0, m1)
    if added:
        kregs[HELD] += 1


@jit
def _chain_out(out, stack, k, v, right, left, cell_v, cell_r):
    """The closed chain's cells into out (outv, outl, outr): those of levels 1..k of the
    stack (ints' columns cell_v and cell_r, lefts), then (v, left, right)."""
    outv, outl, outr = out.outv, out.outl, out.outr
    for j in range(k):
        outv[j] = stack.ints[j + 1, cell_v]
        outr[j] = stack.ints[j + 1, cell_r]
        for i in range(stack.lefts.shape[1]):
            outl[j, i] = stack.lefts[j + 1, i]
    outv[k] = v
    outr[k] = right
    for i in range(left.shape[0]):
        outl[k, i] = left[i]


@jit
def cell_run(task, budget, regs, stack, out, rows, t, dead):
    """Run (or resume, regs[K] >= 0) the depth-first search of linear.CellByCell.chains for
    `task` in the state of tables `t` until it closes a chain (FOUND: its cells in out.outv,
    outl, outr; outr -1 where a cell has no right), has entered `budget` nodes (PAUSED) or is
    over (DONE).  Every examined variable's candidates are added to out.small (the
    sensitivity)."""
    family, z, n = task.family, task.z, task.n
    ints, inc, tinc, hit, vs, reach, rights, lefts = stack
    left, child, work = rows.left, rows.child, rows.work
    small = out.small
    vc, lc, lv, lvset = t
    keys, gens, kregs = dead.ks.keys, dead.ks.gens, dead.kregs  # taken out once: each take is a reference count
    w = inc.shape[1]
    vw = hit.shape[1]
    meta = np.uint64(family + 1) | (np.uint64(n) << np.uint64(8)) | (np.uint64(z) << np.uint64(20))
    lz = lc[z]
    k = regs[K]
    closed = regs[CLOSED]
    entered = 0
    if k < 0:  # the root: Z's links, its variables used
        k = 0
        new_generation(dead.ks, dead.kregs)  # a generation of its own: no other search's dead ends are its
        for i in range(w):
            inc[0, i] = lz[i]
            tinc[0, i] = 0
            reach[0, i] = lz[i]
        _root_vars(hit, vs, rights, lvset, lv, z, task.excluded)
        ints[0, LAST] = z
        ints[0, BEFORE] = 0
        ints[0, CUR_V] = -1
        regs[NODES] += 1
        entered += 1
    while k >= 0:
        v = ints[k, CUR_V]
        if v < 0:
            v = _lowest(vs[k])
            if v < 0:  # the node is done: a dead end if its subtree closed nothing
                if closed == ints[k, BEFORE]:
                    _dead_end(dead.ks, kregs, rights[k], meta, np.uint64(ints[k, LAST] + 1))
                k -= 1
                continue
            vs[k, v >> 6] &= ~(ONE << np.uint64(v & 63))
            for i in range(w):
                small[i] |= vc[v, i]
            ints[k, CUR_V] = v
            ints[k, OPT] = 0
        opt = ints[k, OPT]
        for i in range(w):
            child[i] = vc[v, i] & reach[k, i]  # the pool
        last = k + 1 == n
        nxt, right = _option(family, k, last, vc[v], lz, opt, inc, tinc, child, left, work)
        if nxt < 0:
            ints[k, CUR_V] = -1
            continue
        ints[k, OPT] = nxt
        if last:  # a closing cell (a bivalue-chain's keeps its right)
            _chain_out(out, stack, k, v, right, left, CELL_V, CELL_R)
            return stop(regs, k, closed + 1, FOUND)
        for i in range(w):
            child[i] = rights[k, i]
        child[right >> 6] |= ONE << np.uint64(right & 63)
        if _slot(keys, gens, kregs[GEN], child, meta, np.uint64(right + 1))[1]:
            continue
        if entered >= budget:
            ints[k, OPT] = opt  # this option again, on resuming
            return stop(regs, k, closed, PAUSED)
        k += 1
        for i in range(w):
            rights[k, i] = child[i]
            inc[k, i] = inc[k - 1, i] | lc[right, i]
            tinc[k, i] = tinc[k - 1, i] | lc[right, i]
            reach[k, i] = lc[right, i]
            lefts[k, i] = left[i]
        for i in range(vw):
            hit[k, i] = hit[k - 1, i] | lvset[right, i]
            vs[k, i] = lv[right, i] & ~hit[k, i]
        ints[k, LAST] = right
        ints[k, BEFORE] = closed
        ints[k, CUR_V] = -1
        ints[k, CELL_V] = v
        ints[k, CELL_R] = right
        regs[NODES] += 1
        entered += 1
    return finish(regs, closed)


class _DeadSet:
    """The dead-end set of the cell-by-cell searches of one thread, for one model's width."""

    def __init__(self, w: int, limit: int) -> None:
        slots = 1
        while slots < 2 * limit:
            slots *= 2
        self.ks = key_set(slots, w)

    @property
    def keys(self) -> np.ndarray:
        return self.ks.keys


_THREAD = threading.local()


def _dead_set(w: int, limit: int) -> _DeadSet:
    """The thread's dead-end set for keys of w words (one per key width: cell searches, g-bivalue ones)."""
    tables = _THREAD.__dict__.setdefault("dead", {})
    table = tables.get(w)
    if table is None or len(table.keys) < 2 * limit:
        table = tables[w] = _DeadSet(w, limit)
    return table


class _Search:
    """What the cell-by-cell and g-bivalue searches share: the registers, the dead-end set,
    the closed chain's cells, the sensitivity and the variables excluded (typed chains)."""

    def __init__(self, state: StateArrays, family: int, z: int, n: int, excluded: int, limit: int,
                 key_words: int) -> None:
        m = state.m
        self.state, self.n = state, n
        self.regs = np.array([-1, 0, 0], np.int64)
        kregs = np.zeros(4, np.int64)
        kregs[LIMIT] = limit
        self.dead = SearchDeadEnds(_dead_set(key_words, limit).ks, kregs)
        self.task = CellTask(family, z, n, words(excluded, m.vw) if excluded else m.no_vars)
        levels = n + 1
        self.out = ChainOut(outv=np.zeros(levels, np.int64), outl=level_rows(levels, m.w),
                            outr=np.zeros(levels, np.int64), small=np.zeros(m.w, np.uint64))

    @property
    def nodes(self) -> int:
        """Nodes entered so far."""
        return int(self.regs[NODES])

    def sensitivity(self) -> int:
        """The candidates of every variable examined."""
        return as_int(self.out.small)

    def _cells(self) -> zip:
        out = self.out
        return zip(out.outv[:self.n], out.outl[:self.n], out.outr[:self.n])


class CellSearch(_Search):
    """One cell-by-cell search (family code, target, length) in a state, run piece by piece:
    `advance` returns FOUND, PAUSED or DONE."""

    def __init__(self, state: StateArrays, family: int, z: int, n: int, excluded: int, limit: int) -> None:
        m = state.m
        super().__init__(state, family, z, n, excluded, limit, m.w)
        levels = n + 1
        self.stack = CellStack(ints=np.zeros((levels, 6), np.int64), inc=level_rows(levels, m.w),
                               tinc=level_rows(levels, m.w), hit=level_rows(levels, m.vw),
                               vs=level_rows(levels, m.vw), reach=level_rows(levels, m.w),
                               rights=level_rows(levels, m.w), lefts=level_rows(levels, m.w))
        self.rows = CellRows(*np.zeros((3, m.w), np.uint64))
        self.tables, self.calls = state.search_tables(
            "cell", False, lambda: CellTables(state.vc, state.lc, state.lv, m.label_varset))

    def advance(self, budget: int) -> int:
        """Run on for at most `budget` more nodes (the root is always entered)."""
        return self.calls(cell_run, self.task, budget, self.regs, self.stack, self.out, self.rows, self.tables,
                          self.dead)

    def cells(self) -> list[tuple[int, int, int]]:
        """The chain just closed: (variable, possible left-linking candidates, right-linking
        candidate or 0) per cell."""
        return [(int(v), as_int(left), 0 if r < 0 else 1 << int(r)) for v, left, r in self._cells()]


# a g-bivalue search level's ints: its last right (element), the variable of its last cell
# (-1: none), chains closed before it, the variable tried (-1: take the next one), its
# options and the next one, the cell's variable and right
G_LAST, G_LAST_V, G_BEFORE, G_CUR_V, G_N_OPTS, G_OPT, G_CELL_V, G_CELL_R = range(8)
G_OPTIONS = 8  # first column of a level's options (right elements, in their order)


class GTables(NamedTuple):
    """The state's tables the g-bivalue search reads: CellTables' and the open variables,
    the g-labels' candidates (gset) and live links (gc), each variable's g-labels
    (vg[vg_start[v]:vg_start[v + 1]]), each variable's labels (var_labels)."""

    vc: np.ndarray
    lc: np.ndarray
    lv: np.ndarray
    lvset: np.ndarray
    open_vars: np.ndarray
    gset: np.ndarray
    gc: np.ndarray
    vg_start: np.ndarray
    vg: np.ndarray
    var_labels: np.ndarray
    n_labels: int


class GStack(NamedTuple):
    """A g-bivalue search's stack, one row per level: its ints (G_LAST ... and the options
    from G_OPTIONS), the candidates the last right excludes (reach) and the open variables
    holding them (reach_vars), the variables used (hit) and left to try (vs), the labels
    used as rights (used), the right-linking elements (rights) and the cell's pool (lefts)."""

    ints: np.ndarray
    reach: np.ndarray
    reach_vars: np.ndarray
    hit: np.ndarray
    vs: np.ndarray
    used: np.ndarray
    rights: np.ndarray
    lefts: np.ndarray


class GRows(NamedTuple):
    """A g-bivalue search's scratch rows: a cell's left-linking pool, work, a child's key
    (rights then hit)."""

    pool: np.ndarray
    work: np.ndarray
    key: np.ndarray


@jit
def g_bivalue_run(task, budget, regs, stack, out, rows, t, dead):
    """Run (or resume, regs[K] >= 0) the depth-first search of g_bivalue.GBivalueChains.chains
    for `task` (its family unused) in the state of tables `t`: FOUND (cells in out.outv,
    outl, outr: right elements, a g-label as n_labels + its index), PAUSED after `budget`
    nodes, DONE.  A dead end is named by the set of right-linking elements, the last right,
    the variables used and the last cell's variable (the key row rows.key: rights then hit)."""
    z, n = task.z, task.n
    ints, reach, reach_vars, hit, vs, used, rights, lefts = stack
    pool, work, key = rows
    small = out.small
    vc, lc, lv, lvset, open_vars, gset, gc, vg_start, vg, var_labels, n_labels = t
    keys, gens, kregs = dead.ks.keys, dead.ks.gens, dead.kregs  # taken out once: each take is a reference count
    w = reach.shape[1]
    vw = hit.shape[1]
    rw = rights.shape[1]
    meta = np.uint64(255) | (np.uint64(n) << np.uint64(8)) | (np.uint64(z) << np.uint64(20))
    k = regs[K]
    closed = regs[CLOSED]
    entered = 0
    if k < 0:
        k = 0
        new_generation(dead.ks, dead.kregs)
        for i in range(w):
            reach[0, i] = lc[z, i]
            used[0, i] = 0
        used[0, z >> 6] = ONE << np.uint64(z & 63)
        _root_vars(hit, vs, rights, lvset, lv, z, task.excluded)
        for i in range(vw):
            reach_vars[0, i] = lv[z, i]
        ints[0, G_LAST] = z
        ints[0, G_LAST_V] = -1
        ints[0, G_BEFORE] = 0
        ints[0, G_CUR_V] = -1
        regs[NODES] += 1
        entered += 1
    while k >= 0:
        v = ints[k, G_CUR_V]
        last_v = ints[k, G_LAST_V]
        if v < 0:
            v = _lowest(vs[k])
            if v < 0:  # the node is done: a dead end if its subtree closed nothing
                if closed == ints[k, G_BEFORE]:
                    _g_key(key, rights[k], hit[k])
                    m1 = np.uint64(ints[k, G_LAST] + 1) | (np.uint64(last_v + 1) << np.uint64(32))
                    _dead_end(dead.ks, kregs, key, meta, m1)
                k -= 1
                continue
            vs[k, v >> 6] &= ~(ONE << np.uint64(v & 63))
            ints[k, G_CUR_V] = v
            ints[k, G_N_OPTS] = 0
            ints[k, G_OPT] = 0
            some = False
            for i in range(w):
                small[i] |= vc[v, i]
                pool[i] = vc[v, i] & reach[k, i] & ~used[k, i]  # Lk: not in the previous cell's variable
                if last_v >= 0:
                    pool[i] &= ~var_labels[last_v, i]
                if pool[i]:
                    some = True
            if not some:
                ints[k, G_CUR_V] = -1
                continue
            for i in range(w):
                work[i] = vc[v, i] & ~reach[k, i]  # the candidates the previous element does not exclude
            n_out = _count_to_3(work)
            has_g = vg_start[v + 1] > vg_start[v]
            if n_out > 1 and not has_g:
                ints[k, G_CUR_V] = -1
                continue
            m = 0
            if n_out == 0:  # it excludes them all: any candidate may be the right one
                for i in range(w):
                    x = vc[v, i]
                    while x:
                        b = 64 * i + _tz(x)
                        x &= x - ONE
                        if _other(pool, b):
                            ints[k, G_OPTIONS + m] = b
                            m += 1
            elif n_out == 1:
                b = _lowest(work)
                if _other(pool, b):
                    ints[k, G_OPTIONS + m] = b
                    m += 1
            for p in range(vg_start[v], vg_start[v + 1]):
                gl = vg[p]
                inside = _fits(work, gset, gl)
                meets = False
                beyond = False
                for i in range(w):
                    if vc[v, i] & gset[gl, i]:
                        meets = True
                    if pool[i] & ~gset[gl, i]:
                        beyond = True
                if inside and meets and beyond:
                    ints[k, G_OPTIONS + m] = n_labels + gl
                    m += 1
            ints[k, G_N_OPTS] = m
        else:
            for i in range(w):
                pool[i] = vc[v, i] & reach[k, i] & ~used[k, i]
                if last_v >= 0:
                    pool[i] &= ~var_labels[last_v, i]
        j = ints[k, G_OPT]
        if j >= ints[k, G_N_OPTS]:
            ints[k, G_CUR_V] = -1
            continue
        ints[k, G_OPT] = j + 1
        r = ints[k, G_OPTIONS + j]
        single = r < n_labels
        if single:
            if (used[k, r >> 6] >> np.uint64(r & 63)) & ONE:
                continue
            for i in range(w):
                work[i] = lc[r, i]  # the candidates it excludes
            pool[r >> 6] &= ~(ONE << np.uint64(r & 63))
        else:
            if (rights[k, r >> 6] >> np.uint64(r & 63)) & ONE:
                continue
            gl = r - n_labels
            for i in range(w):
                work[i] = gc[gl, i]
                pool[i] &= ~gset[gl, i]
        if k + 1 == n:
            if (work[z >> 6] >> np.uint64(z & 63)) & ONE:  # Rn linked to Z: a chain
                _chain_out(out, stack, k, v, r, pool, G_CELL_V, G_CELL_R)
                return stop(regs, k, closed + 1, FOUND)
            continue
        # the child: its key is (rights with the new element, right, hit with v, v)
        for i in range(rw):
            key[i] = rights[k, i]
        key[r >> 6] |= ONE << np.uint64(r & 63)
        for i in range(vw):
            key[rw + i] = hit[k, i]
        key[rw + (v >> 6)] |= ONE << np.uint64(v & 63)
        m1 = np.uint64(r + 1) | (np.uint64(v + 1) << np.uint64(32))
        if _slot(keys, gens, kregs[GEN], key, meta, m1)[1]:
            continue
        if entered >= budget:
            ints[k, G_OPT] = j  # this option again, on resuming
            return stop(regs, k, closed, PAUSED)
        k += 1
        for i in range(rw):
            rights[k, i] = key[i]
        for i in range(vw):
            hit[k, i] = key[rw + i]
        for i in range(w):
            reach[k, i] = work[i]
            used[k, i] = used[k - 1, i]
            lefts[k, i] = pool[i]
        if single:
            used[k, r >> 6] |= ONE << np.uint64(r & 63)
            for i in range(vw):
                reach_vars[k, i] = lv[r, i]
        else:
            _vars_of(work, lvset, open_vars, reach_vars[k])
        for i in range(vw):
            vs[k, i] = reach_vars[k, i] & ~hit[k, i]
        ints[k, G_LAST] = r
        ints[k, G_LAST_V] = v
        ints[k, G_BEFORE] = closed
        ints[k, G_CUR_V] = -1
        ints[k, G_CELL_V] = v
        ints[k, G_CELL_R] = r
        regs[NODES] += 1
        entered += 1
    return finish(regs, closed)


@jit
def _other(pool, b):
    """Whether the pool holds a candidate other than b."""
    for i in range(pool.shape[0]):
        x = pool[i]
        if i == b >> 6:
            x &= ~(ONE << np.uint64(b & 63))
        if x:
            return True
    return False


@jit
def _g_key(key, rights, hit):
    rw = rights.shape[0]
    for i in range(rw):
        key[i] = rights[i]
    for i in range(hit.shape[0]):
        key[rw + i] = hit[i]


class GBivalueSearch(_Search):
    """One g-bivalue-chain search (target, length) in a state, run piece by piece."""

    def __init__(self, state: StateArrays, z: int, n: int, excluded: int, limit: int) -> None:
        m = state.m
        super().__init__(state, -1, z, n, excluded, limit, m.rw + m.vw)
        levels = n + 1
        self.stack = GStack(ints=np.zeros((levels, G_OPTIONS + m.cell_options), np.int64),
                            reach=level_rows(levels, m.w), reach_vars=level_rows(levels, m.vw),
                            hit=level_rows(levels, m.vw), vs=level_rows(levels, m.vw), used=level_rows(levels, m.w),
                            rights=level_rows(levels, m.rw), lefts=level_rows(levels, m.w))
        self.rows = GRows(pool=np.zeros(m.w, np.uint64), work=np.zeros(m.w, np.uint64),
                          key=np.zeros(m.rw + m.vw, np.uint64))
        self.tables, self.calls = state.search_tables(
            "g-bivalue", True, lambda: GTables(state.vc, state.lc, state.lv, m.label_varset, state.open_vars, m.gset,
                                               state.g_tables()[0], m.vg_start, m.vg, m.var_labels, m.n_labels))

    def advance(self, budget: int) -> int:
        """Run on for at most `budget` more nodes (the root is always entered)."""
        return self.calls(g_bivalue_run, self.task, budget, self.regs, self.stack, self.out, self.rows, self.tables,
                          self.dead)

    def cells(self) -> list[tuple[int, int, int]]:
        """The chain just closed: (variable, left-linking pool, right element) per cell, a
        g-label as n_labels + its index."""
        return [(int(v), as_int(left), int(r)) for v, left, r in self._cells()]
