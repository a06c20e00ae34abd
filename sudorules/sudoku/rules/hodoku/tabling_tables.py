"""HoDoKu's implication tables (TablingSolver's onTable/offTable, TableEntry, GroupNode): for
each candidate, what follows from setting it (its on-table) and from deleting it (its
off-table), expanded to a fixed point, with the back references that rebuild a chain.

HoDoKu's choices decide which chain a step shows, and so which step sorts first: a table holds
at most 1,000 entries; an entry's back reference names the table it was copied from (or, in a
net, up to five entries of its own table, the largest first); when an implication is reached
again by a shorter path (or as simply, through a simpler node) the later copy's reference
replaces the older one.  So the tables here keep HoDoKu's entry and reference encodings (Chain's
32-bit node, TableEntry's 64-bit reference with its 9-bit distance), which the searches in
tabling.py read.
"""
from __future__ import annotations

from .grid import BUDDIES, CELL_HOUSES, DIGITS, HOUSE_MASKS, HodokuGrid

MAX_ENTRIES = 1000  # Options.MAX_TABLE_ENTRY_LENGTH
LOOK_AHEAD = 4  # Options.ANZ_TABLE_LOOK_AHEAD: rounds of singles in a net's table
NORMAL, GROUP = 0, 1
NO_CELL = 0x7F

EXPANDED, FROM_ON, FROM_EXT = 1 << 61, 1 << 62, 1 << 63
DIST_CLEAR = ~(0x1FF << 52)


# -- nodes (Chain's entries) --

def node(cell: int, digit: int, strong: bool, kind: int = NORMAL, cell2: int = -1, cell3: int = -1) -> int:
    """A chain node as HoDoKu packs it: digit, strong flag, up to three cells, node kind."""
    e = cell << 5 | digit | (16 if strong else 0) | kind << 26
    if cell2 == -1:
        cell2 = 0 if kind == NORMAL else NO_CELL
    if cell3 == -1:
        cell3 = 0 if kind == NORMAL else NO_CELL
    return e | cell2 << 12 | cell3 << 19


def n_cell(e: int) -> int:
    return (-e if e < 0 else e) >> 5 & 0x7F


def n_digit(e: int) -> int:
    return (-e if e < 0 else e) & 0xF


def n_strong(e: int) -> bool:
    return bool((-e if e < 0 else e) & 0x10)


def n_kind(e: int) -> int:
    return ((-e if e < 0 else e) & 0x3C000000) >> 26


def n_cells(e: int) -> list[int]:
    """All the cells of a node (one, or a group node's two or three)."""
    e = -e if e < 0 else e
    out = [e >> 5 & 0x7F]
    if (e & 0x3C000000) >> 26 == GROUP:
        for shift in (12, 19):
            c = e >> shift & 0x7F
            if c != NO_CELL:
                out.append(c)
    return out


def n_mask(e: int) -> int:
    m = 0
    for c in n_cells(e):
        m |= 1 << c
    return m


# -- back references (TableEntry's retIndices) --

def ret_pack(i1: int, i2: int = 0, i3: int = 0, i4: int = 0, i5: int = 0) -> int:
    """TableEntry.makeSRetIndex: up to five references, the largest first (12 bits), the others
    10 bits each (too large ones read as 0)."""
    if i1 > 4096:
        i1 = 0
    i2, i3, i4, i5 = (i if i <= 1023 else 0 for i in (i2, i3, i4, i5))
    if i2 > i1:
        i1, i2 = i2, i1
    if i3 > i1:
        i1, i3 = i3, i1
    if i4 > i1:
        i1, i4 = i4, i1
    if i5 > i1:
        i1, i5 = i5, i1
    return (i5 << 42) + (i4 << 32) + (i3 << 22) + (i2 << 12) + i1


def ret_at(r: int, which: int) -> int:
    if which == 0:
        return r & 0xFFF
    return r >> (which * 10 + 2) & 0x3FF


def dist(r: int) -> int:
    return r >> 52 & 0x1FF


def with_dist(r: int, d: int) -> int:
    return (r & DIST_CLEAR) | (d & 0x1FF) << 52


class Table:
    """One premise's implications (TableEntry): nodes in the order found, their references,
    the cells set (`on[d]`) and deleted (`off[d]`) per digit, and each node's place."""

    __slots__ = ("entries", "ret", "on", "off", "where", "direct")

    def __init__(self) -> None:
        self.entries: list[int] = []
        self.ret: list[int] = []
        self.on = [0] * 10
        self.off = [0] * 10
        self.where: dict[int, int] = {}
        self.direct: list[tuple[int, int, int]] = []

    def add(self, cell: int, digit: int, strong: bool, kind: int = NORMAL, cell2: int = -1, cell3: int = -1,
            r1: int = 0, r2: int = 0, r3: int = 0, r4: int = 0, r5: int = 0) -> None:
        """TableEntry.addEntry: a normal node only once; the distance one more than r1's."""
        n = len(self.entries)
        if n >= MAX_ENTRIES:
            return
        if kind == NORMAL and (self.on if strong else self.off)[digit] >> cell & 1:
            return
        e = node(cell, digit, strong, kind, cell2, cell3)
        self.entries.append(e)
        r = ret_pack(r1, r2, r3, r4, r5)
        self.ret.append(r)
        if r1 < MAX_ENTRIES:
            d = dist(self.ret[r1]) if r1 < len(self.ret) else 0
            self.ret[n] = with_dist(r, d + 1)
        if kind == NORMAL:
            if strong:
                self.on[digit] |= 1 << cell
            else:
                self.off[digit] |= 1 << cell
        self.where[e] = n

    def index_of(self, cell: int, strong: bool, digit: int) -> int:
        """TableEntry.getEntryIndex: the place of a normal node, 0 if absent."""
        return self.where.get(node(cell, digit, strong), 0)

    def at(self, i: int) -> int:
        """The node at a place (0 past the end, as HoDoKu's preallocated arrays read)."""
        return self.entries[i] if i < len(self.entries) else 0


class GroupNode:
    """Two or three cells of one digit in a block and a row or column (GroupNode)."""

    __slots__ = ("digit", "cells", "buddies", "block", "line", "col", "c1", "c2", "c3")

    def __init__(self, digit: int, cells: int, block: int) -> None:
        idx = [c for c in range(81) if cells >> c & 1]
        self.digit, self.cells, self.block = digit, cells, block
        self.c1, self.c2 = idx[0], idx[1]
        self.c3 = idx[2] if len(idx) > 2 else -1
        self.line = self.c1 // 9 if self.c1 // 9 == self.c2 // 9 else -1
        self.col = self.c1 % 9 if self.c1 % 9 == self.c2 % 9 else -1
        b = BUDDIES[self.c1] & BUDDIES[self.c2]
        if self.c3 >= 0:
            b &= BUDDIES[self.c3]
        self.buddies = b

    def add_to(self, table: Table, strong: bool) -> None:
        table.add(self.c1, self.digit, strong, GROUP, self.c2, self.c3)

    def entry(self, strong: bool) -> int:
        return node(self.c1, self.digit, strong, GROUP, self.c2, self.c3)


EMPTY = Table()


def group_nodes(grid: HodokuGrid) -> list[GroupNode]:
    """GroupNode.getGroupNodes: rows then columns, digit by digit, block by block."""
    out = []
    for base in (0, 9):
        for line in range(9):
            lmask = HOUSE_MASKS[base + line]
            for digit in range(1, 10):
                in_line = grid.digit_cells[digit] & lmask
                if not in_line:
                    continue
                for block in range(9):
                    part = in_line & HOUSE_MASKS[18 + block]
                    if part & (part - 1):
                        out.append(GroupNode(digit, part, block))
    return out


class Tables:
    """All the tables of a grid: on- and off-tables by cell * 10 + digit, the group nodes'
    tables (HoDoKu's extended table) and their index by node."""

    def __init__(self, grid: HodokuGrid, nets: bool, groups: bool) -> None:
        self.grid = grid
        # a table per candidate; the others share one empty table (nothing is ever added to it)
        self.on = [EMPTY] * 810
        self.off = [EMPTY] * 810
        for cell in range(81):
            if not grid.values[cell]:
                for digit in DIGITS[grid.cands[cell]]:
                    self.on[cell * 10 + digit] = Table()
                    self.off[cell * 10 + digit] = Table()
        self.ext: list[Table] = []
        self.ext_map: dict[int, int] = {}
        self.groups: list[GroupNode] = []
        if nets:
            self._fill_nets()
        else:
            self._fill_chains()
        if groups:
            self._fill_groups()
        for tables in (self.on, self.off, self.ext):
            for t in tables:
                if t.entries:
                    t.direct = _direct(t)
        self._expand(self.on)
        self._expand(self.off)

    # -- direct implications --

    def _fill_chains(self) -> None:
        """fillTables, chains only: each candidate's direct links."""
        g = self.grid
        for cell in range(81):
            if g.values[cell]:
                continue
            digits = DIGITS[g.cands[cell]]
            for digit in digits:
                on, off = self.on[cell * 10 + digit], self.off[cell * 10 + digit]
                on.add(cell, digit, True)
                off.add(cell, digit, False)
                for other in digits:
                    if other != digit:
                        on.add(cell, other, False)
                        if len(digits) == 2:
                            off.add(cell, other, True)
                peers = g.digit_cells[digit] & ~(1 << cell)
                for h in CELL_HOUSES[cell]:
                    free = g.free[h][digit]
                    if free < 2:
                        continue
                    part = peers & HOUSE_MASKS[h]
                    if not part:
                        continue
                    m = part
                    while m:
                        low = m & -m
                        on.add(low.bit_length() - 1, digit, False)
                        m ^= low
                    if free == 2:
                        off.add((part & -part).bit_length() - 1, digit, True)

    def _fill_nets(self) -> None:
        """fillTables for nets: each premise applied to a copy of the grid, then up to four
        rounds of the singles it makes (HoDoKu's queues), each with its reasons."""
        saved = self.grid
        for cell in range(81):
            if saved.values[cell]:
                continue
            for digit in DIGITS[saved.cands[cell]]:
                self._net_entry(self.on[cell * 10 + digit], cell, digit, True)
                self._net_entry(self.off[cell * 10 + digit], cell, digit, False)

    def _net_entry(self, table: Table, cell: int, digit: int, set_it: bool) -> None:
        work = self.grid.copy()
        if set_it:
            self._net_set(work, table, cell, digit, False, False)
        else:
            work.delete(cell, digit)
            table.add(cell, digit, False)
            m = work.cands[cell]
            if m and not m & (m - 1):
                self._net_set(work, table, cell, m.bit_length(), False, True)
        for _ in range(LOOK_AHEAD):
            singles = _all_singles(work)
            if not singles:
                break
            for c, d, naked in singles:
                self._net_set(work, table, c, d, True, naked)

    def _net_set(self, work: HodokuGrid, table: Table, cell: int, digit: int, reasons: bool, naked: bool) -> None:
        """TablingSolver.setCell: the ON node (with the nodes it rests on: the cell's other
        original candidates, or the digit's other original places in the house with the
        fewest), then the OFF nodes it makes."""
        saved = self.grid
        peers = saved.digit_cells[digit] & BUDDIES[cell]
        others = DIGITS[work.cands[cell]]
        refs = [0, 0, 0, 0, 0]
        if reasons:
            if naked:
                k = 0
                for d in DIGITS[saved.cands[cell]]:
                    if d == digit or k >= 5:
                        continue
                    refs[k] = table.index_of(cell, False, d)
                    k += 1
            else:
                houses = CELL_HOUSES[cell]
                best = houses[0]
                for h in houses[1:]:
                    if work.free[h][digit] < work.free[best][digit]:
                        best = h
                rest = saved.digit_cells[digit] & HOUSE_MASKS[best] & ~(1 << cell)
                k = 0
                while rest and k < 5:
                    low = rest & -rest
                    refs[k] = table.index_of(low.bit_length() - 1, False, digit)
                    k += 1
                    rest ^= low
        at = len(table.entries)
        work.place(cell, digit)
        table.add(cell, digit, True, NORMAL, -1, -1, *refs)
        m = peers
        while m:
            low = m & -m
            table.add(low.bit_length() - 1, digit, False, NORMAL, -1, -1, at)
            m ^= low
        for d in others:
            if d != digit:
                table.add(cell, d, False, NORMAL, -1, -1, at)

    # -- group nodes --

    def _new_ext(self) -> Table:
        t = Table()
        self.ext.append(t)
        return t

    def _fill_groups(self) -> None:
        """fillTablesWithGroupNodes: each group node's on- and off-table, and the group node in
        the tables of the candidates that lead to it."""
        g = self.grid
        gns = self.groups = group_nodes(g)
        for i, gn in enumerate(gns):
            on = self._new_ext()
            gn.add_to(on, True)
            self.ext_map[on.entries[0]] = len(self.ext) - 1
            off = self._new_ext()
            gn.add_to(off, False)
            self.ext_map[off.entries[0]] = len(self.ext) - 1
            d = gn.digit
            seen = g.digit_cells[d] & gn.buddies
            if seen:
                m = seen
                while m:
                    low = m & -m
                    c = low.bit_length() - 1
                    on.add(c, d, False)
                    gn.add_to(self.on[c * 10 + d], False)
                    m ^= low
                for part in (seen & HOUSE_MASKS[18 + gn.block],
                             seen & HOUSE_MASKS[gn.line if gn.line != -1 else 9 + gn.col]):
                    if part and not part & (part - 1):
                        c = part.bit_length() - 1
                        off.add(c, d, True)
                        gn.add_to(self.off[c * 10 + d], True)
            firsts = [-1, -1, -1]  # the first other group node in the line, column, block
            counts = [0, 0, 0]
            for j, other in enumerate(gns):
                if j == i or other.digit != d or other.cells & gn.cells:
                    continue
                for k, same in enumerate((gn.line != -1 and gn.line == other.line,
                                          gn.col != -1 and gn.col == other.col, gn.block == other.block)):
                    if same:
                        counts[k] += 1
                        if counts[k] == 1:
                            firsts[k] = j
                        other.add_to(on, False)
            for k, house in enumerate((gn.line, 9 + gn.col, 18 + gn.block)):
                if counts[k] == 1:
                    other = gns[firsts[k]]
                    if not HOUSE_MASKS[house] & g.digit_cells[d] & ~gn.cells & ~other.cells:
                        other.add_to(off, True)

    # -- expansion --

    def _expand(self, tables: list[Table]) -> None:
        """expandTables: each table takes in the direct implications of each of its nodes,
        keeping the shortest (then simplest) path to each."""
        on_t, off_t, ext, ext_map = self.on, self.off, self.ext, self.ext_map
        for dest in tables:
            entries = dest.entries
            if not entries:
                continue
            ret, where, on_sets, off_sets = dest.ret, dest.where, dest.on, dest.off
            j = 1
            while j < len(entries):
                if len(entries) >= MAX_ENTRIES:
                    break
                e = entries[j]
                if e & 0x3C000000:
                    si = ext_map.get(e)
                    if si is None:
                        j += 1
                        continue
                    src, flag = ext[si], FROM_EXT
                elif e & 16:
                    si = (e >> 5 & 0x7F) * 10 + (e & 0xF)
                    src, flag = on_t[si], FROM_ON
                else:
                    si = (e >> 5 & 0x7F) * 10 + (e & 0xF)
                    src, flag = off_t[si], 0
                if not src.entries:
                    j += 1
                    continue
                base = ret[j] >> 52 & 0x1FF
                fresh = (si if si <= 4096 else 0) | EXPANDED | flag
                for se, sd, skind in src.direct:
                    nd = base + sd
                    oi = where.get(se)
                    if oi is not None:
                        r = ret[oi]
                        if r & EXPANDED:
                            od = r >> 52 & 0x1FF
                            if od > nd or (od == nd and (entries[oi] >> 26 & 0xF) > skind):
                                ret[oi] = fresh | (nd & 0x1FF) << 52
                    elif len(entries) >= MAX_ENTRIES:
                        ret[-1] = ((ret[-1] | EXPANDED | flag) & DIST_CLEAR) | (nd & 0x1FF) << 52
                    else:
                        where[se] = len(entries)
                        entries.append(se)
                        ret.append(fresh | (nd & 0x1FF) << 52)
                        if not skind:
                            if se & 16:
                                on_sets[se & 0xF] |= 1 << (se >> 5 & 0x7F)
                            else:
                                off_sets[se & 0xF] |= 1 << (se >> 5 & 0x7F)
                j += 1


def _direct(t: Table) -> list[tuple[int, int, int]]:
    """A table's own (not expanded) implications: what it hands on in the expansion."""
    return [(t.entries[k], dist(t.ret[k]), t.entries[k] >> 26 & 0xF) for k in range(1, len(t.entries))
            if not t.ret[k] & EXPANDED]


def _all_singles(g: HodokuGrid) -> list[tuple[int, int, bool]]:
    """SimpleSolver.findAllNakedSingles and findAllHiddenSingles on a net's grid: the queues'
    open entries, in queue order (a hidden single once per cell, if still one)."""
    out = [(c, d, True) for c, d in g.ns_queue if not g.values[c]]
    found = set()
    for c, d in g.hs_queue:
        if g.values[c] or c in found or not g.cands[c] >> (d - 1) & 1:
            continue
        for h in CELL_HOUSES[c]:
            if g.free[h][d] == 1:
                out.append((c, d, False))
                found.add(c)
                break
    return out

