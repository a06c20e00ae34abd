"""The compiled search of the chains built cell by cell (linear.CellByCell): z-chains,
t-whips and bivalue-chains, and g-bivalue-chains' (g_bivalue.GBivalueChains), over rows of
64-bit words and compiled by numba as chain_kernel's whip search is (its `jit`, `compiled`
and word helpers).

linear.CellByCell's docstrings say what is searched; here is only how it runs.  The
depth-first search keeps its stack in arrays, one level per cell: the candidates linked to
Z or to a right-linking candidate (`inc`), to a right-linking candidate only (`tinc`), the
variables used (`hit`), those left to try (`vs`), the candidates linked to the last right
(`reach`, where the next cell's left-linking candidate must be), the right-linking set, and
the variable being tried with its next way of being a cell (at most two: `_option`).  It
stops at each chain it closes (FOUND: the cells in `outv`, `outl`, `outr`) and every
`budget` nodes (PAUSED).  Its dead ends, (right-linking set, last right) pairs whose subtree
closed nothing, are an open-addressing set (`keys`, `gens`) shared by the searches of a
thread, each search's entries under a generation of its own (`tregs` counts them), so a new
search starts empty and two searches never see each other's; they are forgotten all at once
at `limit`.
"""
from __future__ import annotations

import threading

import numpy as np

from .chain_kernel import (DONE, FOUND, ONE, PAUSED, StateArrays, _count_to_3, _fits, _lowest, _slot, _tz, _vars_of,
                           as_int, jit, run, words)

Z_CHAIN, T_WHIP, BIVALUE_CHAIN = 0, 1, 2
# ints of a level: its last right, chains closed before it, the variable tried (-1: take the
# next one) and its next option, the cell's variable and right
LAST, BEFORE, CUR_V, OPT, CELL_V, CELL_R = range(6)
# a search's registers: its level (-1: not started or over), chains closed, nodes entered,
# the dead-end set's generation and the dead ends held in it
K, CLOSED, NODES, GEN, HELD = range(5)


@jit
def _option(family, first, last, c, pool, lz, inc, tinc, opt, left, work):
    """The way number `opt` or later in which a variable with live candidates `c` can be the
    next cell (linear.CellByCell's cell options, in their order): (the next option, right
    label or -1 for none) with its left-linking pool in `left`; (-1, -1) when there is none.
    `pool`: its candidates linked to the previous right (to Z for the first cell); `lz`:
    those linked to Z; `inc`: to Z or a right; `tinc`: to a right."""
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
                work[i] = c[i] & ~inc[i]
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
            work[i] = c[i] & ~tinc[i]
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
def _dead_end(keys, gens, regs, tregs, limit, key, m0, m1):
    """Record a dead end (key row, m0, m1) under the search's generation, forgetting all of
    them first (a new generation) at `limit`."""
    if regs[HELD] >= limit:
        tregs[0] += 1
        regs[GEN] = tregs[0]
        regs[HELD] = 0
    s, found = _slot(keys, gens, regs[GEN], key, m0, m1)
    if not found:
        w = key.shape[0]
        gens[s] = regs[GEN]
        for i in range(w):
            keys[s, i] = key[i]
        keys[s, w] = m0
        keys[s, w + 1] = m1
        regs[HELD] += 1


@jit
def _chain_out(k, v, right, left, ints, cell_v, cell_r, lefts, outv, outl, outr):
    """The closed chain's cells into outv, outl, outr: those of levels 1..k, then (v, left,
    right)."""
    for j in range(k):
        outv[j] = ints[j + 1, cell_v]
        outr[j] = ints[j + 1, cell_r]
        for i in range(lefts.shape[1]):
            outl[j, i] = lefts[j + 1, i]
    outv[k] = v
    outr[k] = right
    for i in range(left.shape[0]):
        outl[k, i] = left[i]


@jit
def cell_run(family, z, n, budget, limit, regs, tregs, ints, inc, tinc, hit, vs, reach, rights, lefts, small, outv, outl,
             outr, left, work, child, excluded, vc, lc, lv, lvset, keys, gens):
    """Run (or resume, regs[K] >= 0) the depth-first search of linear.CellByCell.chains on
    target z and length n until it closes a chain (FOUND: its cells in outv, outl, outr;
    outr -1 where a cell has no right), has entered `budget` nodes (PAUSED) or is over
    (DONE).  Every examined variable's candidates are added to `small` (the sensitivity)."""
    w = inc.shape[1]
    vw = hit.shape[1]
    meta = np.uint64(family + 1) | (np.uint64(n) << np.uint64(8)) | (np.uint64(z) << np.uint64(20))
    lz = lc[z]
    k = regs[K]
    closed = regs[CLOSED]
    entered = 0
    if k < 0:  # the root: Z's links, its variables used
        k = 0
        tregs[0] += 1  # a generation of its own: no other search's dead ends are its
        regs[GEN] = tregs[0]
        regs[HELD] = 0
        for i in range(w):
            inc[0, i] = lz[i]
            tinc[0, i] = 0
            reach[0, i] = lz[i]
            rights[0, i] = 0
        for i in range(vw):
            hit[0, i] = lvset[z, i] | excluded[i]
            vs[0, i] = lv[z, i] & ~hit[0, i]
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
                    _dead_end(keys, gens, regs, tregs, limit, rights[k], meta, np.uint64(ints[k, LAST] + 1))
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
        nxt, right = _option(family, k == 0, last, vc[v], child, lz, inc[k], tinc[k], opt, left, work)
        if nxt < 0:
            ints[k, CUR_V] = -1
            continue
        ints[k, OPT] = nxt
        if last:  # a closing cell (a bivalue-chain's keeps its right)
            _chain_out(k, v, right, left, ints, CELL_V, CELL_R, lefts, outv, outl, outr)
            closed += 1
            regs[K] = k
            regs[CLOSED] = closed
            return FOUND
        for i in range(w):
            child[i] = rights[k, i]
        child[right >> 6] |= ONE << np.uint64(right & 63)
        s, found = _slot(keys, gens, regs[GEN], child, meta, np.uint64(right + 1))
        if found:
            continue
        if entered >= budget:
            ints[k, OPT] = opt  # this option again, on resuming
            regs[K] = k
            regs[CLOSED] = closed
            return PAUSED
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
    regs[K] = -1
    regs[CLOSED] = closed
    return DONE


class _DeadSet:
    """The dead-end set of the cell-by-cell searches of one thread, for one model's width."""

    def __init__(self, w: int, limit: int) -> None:
        slots = 1
        while slots < 2 * limit:
            slots *= 2
        self.keys = np.zeros((slots, w + 2), np.uint64)
        self.gens = np.zeros(slots, np.int64)
        self.tregs = np.zeros(1, np.int64)


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

    def __init__(self, state: StateArrays, z: int, n: int, excluded: int, limit: int, key_words: int) -> None:
        m = state.m
        self.state, self.z, self.n, self.limit = state, z, n, limit
        self.table = _dead_set(key_words, limit)
        self.regs = np.array([-1, 0, 0, 0, 0], np.int64)
        levels = n + 1
        self.lefts = np.zeros((levels, m.w), np.uint64)
        self.hit = np.zeros((levels, m.vw), np.uint64)
        self.vs = np.zeros((levels, m.vw), np.uint64)
        self.small = np.zeros(m.w, np.uint64)
        self.outv = np.zeros(levels, np.int64)
        self.outr = np.zeros(levels, np.int64)
        self.outl = np.zeros((levels, m.w), np.uint64)
        self.excluded = words(excluded, m.vw) if excluded else m.no_vars

    @property
    def nodes(self) -> int:
        """Nodes entered so far."""
        return int(self.regs[NODES])

    def sensitivity(self) -> int:
        """The candidates of every variable examined."""
        return as_int(self.small)


class CellSearch(_Search):
    """One cell-by-cell search (family code, target, length) in a state, run piece by piece:
    `advance` returns FOUND, PAUSED or DONE."""

    def __init__(self, state: StateArrays, family: int, z: int, n: int, excluded: int, limit: int) -> None:
        m = state.m
        super().__init__(state, z, n, excluded, limit, m.w)
        self.family = family
        levels = n + 1
        self.ints = np.zeros((levels, 6), np.int64)
        self.inc = np.zeros((levels, m.w), np.uint64)
        self.tinc = np.zeros((levels, m.w), np.uint64)
        self.reach = np.zeros((levels, m.w), np.uint64)
        self.rights = np.zeros((levels, m.w), np.uint64)
        self.scratch = np.zeros((3, m.w), np.uint64)

    def advance(self, budget: int) -> int:
        """Run on for at most `budget` more nodes (the root is always entered)."""
        s, t = self.state, self.table
        left, work, child = self.scratch
        return run(cell_run, self.family, self.z, self.n, budget, self.limit, self.regs, t.tregs, self.ints, self.inc,
                   self.tinc, self.hit, self.vs, self.reach, self.rights, self.lefts, self.small, self.outv, self.outl,
                   self.outr, left, work, child, self.excluded, s.vc, s.lc, s.lv, s.m.label_varset, t.keys, t.gens)

    def cells(self) -> list[tuple[int, int, int]]:
        """The chain just closed: (variable, possible left-linking candidates, right-linking
        candidate or 0) per cell."""
        return [(int(v), as_int(left), 0 if r < 0 else 1 << int(r))
                for v, left, r in zip(self.outv[:self.n], self.outl[:self.n], self.outr[:self.n])]


# a g-bivalue search level's ints: its last right (element), the variable of its last cell
# (-1: none), chains closed before it, the variable tried (-1: take the next one), its
# options and the next one, the cell's variable and right
G_LAST, G_LAST_V, G_BEFORE, G_CUR_V, G_N_OPTS, G_OPT, G_CELL_V, G_CELL_R = range(8)
G_OPTIONS = 8  # first column of a level's options (right elements, in their order)


@jit
def g_bivalue_run(z, n, budget, limit, regs, tregs, ints, reach, reach_vars, hit, vs, used, rights, lefts, small, outv,
                  outl, outr, pool, work, key, excluded, n_labels, vc, lc, lv, lvset, open_vars, gset, gc, vg_start, vg,
                  var_labels, keys, gens):
    """Run (or resume, regs[K] >= 0) the depth-first search of g_bivalue.GBivalueChains.chains
    on target z and length n: FOUND (cells in outv, outl, outr: right elements, a g-label as
    n_labels + its index), PAUSED after `budget` nodes, DONE.  A dead end is named by the
    set of right-linking elements, the last right, the variables used and the last cell's
    variable (the key row `key`: rights then hit)."""
    w = reach.shape[1]
    vw = hit.shape[1]
    rw = rights.shape[1]
    meta = np.uint64(255) | (np.uint64(n) << np.uint64(8)) | (np.uint64(z) << np.uint64(20))
    k = regs[K]
    closed = regs[CLOSED]
    entered = 0
    if k < 0:
        k = 0
        tregs[0] += 1
        regs[GEN] = tregs[0]
        regs[HELD] = 0
        for i in range(w):
            reach[0, i] = lc[z, i]
            used[0, i] = 0
        used[0, z >> 6] = ONE << np.uint64(z & 63)
        for i in range(vw):
            hit[0, i] = lvset[z, i] | excluded[i]
            reach_vars[0, i] = lv[z, i]
            vs[0, i] = reach_vars[0, i] & ~hit[0, i]
        for i in range(rw):
            rights[0, i] = 0
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
                    _dead_end(keys, gens, regs, tregs, limit, key, meta, m1)
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
            out = _count_to_3(work)
            has_g = vg_start[v + 1] > vg_start[v]
            if out > 1 and not has_g:
                ints[k, G_CUR_V] = -1
                continue
            m = 0
            if out == 0:  # it excludes them all: any candidate may be the right one
                for i in range(w):
                    x = vc[v, i]
                    while x:
                        b = 64 * i + _tz(x)
                        x &= x - ONE
                        if _other(pool, b):
                            ints[k, G_OPTIONS + m] = b
                            m += 1
            elif out == 1:
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
                _chain_out(k, v, r, pool, ints, G_CELL_V, G_CELL_R, lefts, outv, outl, outr)
                closed += 1
                regs[K] = k
                regs[CLOSED] = closed
                return FOUND
            continue
        # the child: its key is (rights with the new element, right, hit with v, v)
        for i in range(rw):
            key[i] = rights[k, i]
        key[r >> 6] |= ONE << np.uint64(r & 63)
        for i in range(vw):
            key[rw + i] = hit[k, i]
        key[rw + (v >> 6)] |= ONE << np.uint64(v & 63)
        m1 = np.uint64(r + 1) | (np.uint64(v + 1) << np.uint64(32))
        s, found = _slot(keys, gens, regs[GEN], key, meta, m1)
        if found:
            continue
        if entered >= budget:
            ints[k, G_OPT] = j  # this option again, on resuming
            regs[K] = k
            regs[CLOSED] = closed
            return PAUSED
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
    regs[K] = -1
    regs[CLOSED] = closed
    return DONE


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
        super().__init__(state, z, n, excluded, limit, m.rw + m.vw)
        levels = n + 1
        self.ints = np.zeros((levels, G_OPTIONS + m.cell_options), np.int64)
        self.reach = np.zeros((levels, m.w), np.uint64)
        self.used = np.zeros((levels, m.w), np.uint64)
        self.rights = np.zeros((levels, m.rw), np.uint64)
        self.reach_vars = np.zeros((levels, m.vw), np.uint64)
        self.scratch = np.zeros((2, m.w), np.uint64)
        self.key = np.zeros(m.rw + m.vw, np.uint64)

    def advance(self, budget: int) -> int:
        """Run on for at most `budget` more nodes (the root is always entered)."""
        s, t, m = self.state, self.table, self.state.m
        pool, work = self.scratch
        gc = s.g_tables()[0]
        return run(g_bivalue_run, self.z, self.n, budget, self.limit, self.regs, t.tregs, self.ints, self.reach,
                   self.reach_vars, self.hit, self.vs, self.used, self.rights, self.lefts, self.small, self.outv,
                   self.outl, self.outr, pool, work, self.key, self.excluded, m.n_labels, s.vc, s.lc, s.lv,
                   m.label_varset, s.open_vars, m.gset, gc, m.vg_start, m.vg, m.var_labels, t.keys, t.gens)

    def cells(self) -> list[tuple[int, int, int]]:
        """The chain just closed: (variable, left-linking pool, right element) per cell, a
        g-label as n_labels + its index."""
        return [(int(v), as_int(left), int(r))
                for v, left, r in zip(self.outv[:self.n], self.outl[:self.n], self.outr[:self.n])]
