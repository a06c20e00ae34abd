"""The compiled core of SE's first chaining producer (ser_chains): the links of a grid as
tables, and the breadth-first growth of a bidirectional cycle's and a forcing chain's
implications over an arena of potentials, compiled by numba as the chain searches are
(sudorules.csp.rules.chains.chain_kernel: the one source runs as plain Python without numba).

ser_chains' docstrings say what is searched (SE's Chaining.doCycles and doForcingChains); here
is how.  A potential is its key, (cell * 9 + digit) * 2 + on.  The growth makes millions of
them on a hard first200 puzzle, each checked against its ancestors (SE keeps no set of the
"off"s of a cycle): as Python objects that was a third of a SER rating's time.  Here a
potential is one row of the arena (its key and its parent's row); the rows of a phase (all
the pending "on"s, then all the "off"s they imply) are consecutive, in SE's order, and the
ends the caller reads back (a cycle's returns to its source, a forcing chain's opposite) are
written from the arena's top down, so they never break a phase's rows.
"""
from __future__ import annotations

import numpy as np

from ...csp.rules.chains.chain_kernel import compiled, jit, run
from .ser_grid import CELL_REGIONS, REGION_CELLS

MAX_OFFS = 28  # a cell's other digits (8) and its 20 peers
MAX_ONS = 4  # a bivalue cell's other digit and the other place in each of its 3 regions
OVERFLOW = -1  # a growth needed more rows than the arena has: grow it and search again

# each cell's regions (block, row, column: SE's Grid.getRegionTypes order) and each region's cells
_CELL_REGIONS = np.array([[rid for rid, _ in regions] for regions in CELL_REGIONS], np.int64)
_REGION_CELLS = np.array(REGION_CELLS, np.int64)


@jit
def link_tables(cands, cell_regions, region_cells, offs, n_offs, ons, n_ons):
    """Fill the links of every open candidate (cell * 9 + digit), each once, in SE's order:

    * offs[y] (Chaining.getOnToOff): with Y-links (y = 1), the cell's other digits; then the
      digit's other places in the cell's block, row and column, as "off" keys;
    * ons[y * 2 + x] (getOffToOn): with Y-links, a bivalue cell's other digit; with X-links, the
      digit's other place in each of the cell's regions where it has two, as "on" keys."""
    pos = np.zeros(27 * 9, np.int64)
    for cell in range(81):
        m = cands[cell]
        for i in range(3):
            rid = cell_regions[cell, i]
            place = 0
            for j in range(9):
                if region_cells[rid, j] == cell:
                    place = j
            for d in range(9):
                if m >> d & 1:
                    pos[rid * 9 + d] |= 1 << place
    for cell in range(81):
        m = cands[cell]
        count = 0
        for d in range(9):
            count += m >> d & 1
        for d in range(9):
            if not m >> d & 1:
                continue
            cd = cell * 9 + d
            for y in range(2):
                n = 0
                if y == 1:
                    for e in range(9):
                        if e != d and m >> e & 1:
                            offs[y, cd, n] = (cell * 9 + e) * 2
                            n += 1
                for i in range(3):
                    rid = cell_regions[cell, i]
                    for j in range(9):
                        c = region_cells[rid, j]
                        if c != cell and cands[c] >> d & 1:
                            key = (c * 9 + d) * 2
                            seen = False
                            for t in range(n):
                                if offs[y, cd, t] == key:
                                    seen = True
                            if not seen:
                                offs[y, cd, n] = key
                                n += 1
                n_offs[y, cd] = n
            for v in range(1, 4):
                y, x = v >> 1, v & 1
                n = 0
                if y == 1 and count == 2:
                    for e in range(9):
                        if e != d and m >> e & 1:
                            ons[v, cd, n] = (cell * 9 + e) * 2 + 1
                            n += 1
                if x == 1:
                    for i in range(3):
                        rid = cell_regions[cell, i]
                        p = pos[rid * 9 + d]
                        if _two(p):
                            for j in range(9):
                                c = region_cells[rid, j]
                                if p >> j & 1 and c != cell:
                                    key = (c * 9 + d) * 2 + 1
                                    seen = False
                                    for t in range(n):
                                        if ons[v, cd, t] == key:
                                            seen = True
                                    if not seen:
                                        ons[v, cd, n] = key
                                        n += 1
                                    break
                n_ons[v, cd] = n


@jit
def _two(p):
    """Whether a mask has exactly two bits."""
    q = p & (p - 1)
    return q != 0 and q & (q - 1) == 0


@jit
def _is_parent(akey, apar, row, key):
    """Whether `key` is the key of one of the row's ancestors (ser_chains' _is_parent)."""
    q = apar[row]
    while q >= 0:
        if akey[q] == key:
            return True
        q = apar[q]
    return False


@jit
def cycles_run(source, y, v, offs, n_offs, ons, n_ons, mark, gen, akey, apar, ends):
    """Chaining.doCycles from the "on" potential `source` with links offs[y] and ons[v]: the
    returns to it after 4 implications or more, as rows ends[0 .. count) (each row's parents
    down to row 0, the source).  Returns the count, or OVERFLOW."""
    cap = akey.shape[0]
    top = cap  # the ends are written from the top down
    akey[0] = source
    apar[0] = -1
    n = 1
    mark[source] = gen  # the "on"s reached
    on_lo, on_hi = 0, 1
    count = 0
    length = 0
    while on_hi > on_lo:
        length += 1
        off_lo = n
        for i in range(on_lo, on_hi):
            cd = akey[i] >> 1
            for t in range(n_offs[y, cd]):
                k = offs[y, cd, t]
                if not _is_parent(akey, apar, i, k):
                    if n >= top:
                        return OVERFLOW
                    akey[n] = k
                    apar[n] = i
                    n += 1
        off_hi = n
        length += 1
        on_lo = n
        for i in range(off_lo, off_hi):
            cd = akey[i] >> 1
            for t in range(n_ons[v, cd]):
                k = ons[v, cd, t]
                if length >= 4 and k == source:
                    if n >= top:
                        return OVERFLOW
                    top -= 1
                    akey[top] = k
                    apar[top] = i
                    ends[count] = top
                    count += 1
                if mark[k] != gen:
                    if n >= top:
                        return OVERFLOW
                    mark[k] = gen
                    akey[n] = k
                    apar[n] = i
                    n += 1
        on_hi = n
    return count


@jit
def forcing_run(source, y, v, offs, n_offs, ons, n_ons, mark, gen, akey, apar):
    """Chaining.doForcingChains from `source` (an "on" or "off" key) with links offs[y] and
    ons[v]: the row of the first potential found that is its opposite (its parents down to
    row 0), -2 if none, or OVERFLOW."""
    cap = akey.shape[0]
    akey[0] = source
    apar[0] = -1
    n = 1
    mark[source] = gen  # the "on"s and "off"s reached (their keys differ)
    opposite = source ^ 1
    found = -2
    on_lo = on_hi = off_lo = off_hi = 0
    if source & 1:
        on_hi = 1
    else:
        off_hi = 1
    while on_hi > on_lo or off_hi > off_lo:
        if on_hi > on_lo:
            off_lo = n
            for i in range(on_lo, on_hi):
                cd = akey[i] >> 1
                for t in range(n_offs[y, cd]):
                    k = offs[y, cd, t]
                    if k == opposite and found == -2:
                        if n >= cap - 1:
                            return OVERFLOW
                        cap -= 1
                        akey[cap] = k
                        apar[cap] = i
                        found = cap
                    if mark[k] != gen and not _is_parent(akey, apar, i, k):
                        if n >= cap:
                            return OVERFLOW
                        mark[k] = gen
                        akey[n] = k
                        apar[n] = i
                        n += 1
            off_hi = n
            on_lo = on_hi
        on_lo = on_hi = n
        for i in range(off_lo, off_hi):
            cd = akey[i] >> 1
            for t in range(n_ons[v, cd]):
                k = ons[v, cd, t]
                if k == opposite and found == -2:
                    if n >= cap - 1:
                        return OVERFLOW
                    cap -= 1
                    akey[cap] = k
                    apar[cap] = i
                    found = cap
                if mark[k] != gen:
                    if n >= cap:
                        return OVERFLOW
                    mark[k] = gen
                    akey[n] = k
                    apar[n] = i
                    n += 1
        off_lo = off_hi = n
        on_hi = n
    return found


class Links:
    """The links of one grid (`link_tables`) and an arena the searches share (grown when a
    growth overflows it, and that search run again)."""

    def __init__(self, cands: list[int]) -> None:
        compiled()
        self.offs = np.zeros((2, 729, MAX_OFFS), np.int64)
        self.n_offs = np.zeros((2, 729), np.int64)
        self.ons = np.zeros((4, 729, MAX_ONS), np.int64)
        self.n_ons = np.zeros((4, 729), np.int64)
        run(link_tables, np.array(cands, np.int64), _CELL_REGIONS, _REGION_CELLS, self.offs, self.n_offs, self.ons,
            self.n_ons)
        self.mark = np.full(81 * 9 * 2, -1, np.int64)
        self.gen = 0
        self._grow(4096)

    def _grow(self, size: int) -> None:
        self.akey = np.zeros(size, np.int64)
        self.apar = np.zeros(size, np.int64)
        self.ends = np.zeros(size, np.int64)

    def chain(self, row: int) -> list[int]:
        """The keys from the source to the potential of an arena row."""
        out = []
        akey, apar = self.akey, self.apar
        while row >= 0:
            out.append(int(akey[row]))
            row = int(apar[row])
        out.reverse()
        return out

    def cycles(self, source: int, y: bool, x: bool) -> list[list[int]]:
        """The chains (keys, source first) of cycles_run."""
        while True:
            self.gen += 1
            count = run(cycles_run, source, int(y), int(y) * 2 + int(x), self.offs, self.n_offs, self.ons, self.n_ons,
                        self.mark, self.gen, self.akey, self.apar, self.ends)
            if count != OVERFLOW:
                return [self.chain(int(row)) for row in self.ends[:count]]
            self._grow(2 * self.akey.shape[0])

    def forcing(self, source: int, y: bool) -> list[int] | None:
        """The chain (keys, source first) of forcing_run, None if none."""
        while True:
            self.gen += 1
            row = run(forcing_run, source, int(y), int(y) * 2 + 1, self.offs, self.n_offs, self.ons, self.n_ons,
                      self.mark, self.gen, self.akey, self.apar)
            if row != OVERFLOW:
                return None if row == -2 else self.chain(int(row))
            self._grow(2 * self.akey.shape[0])
