"""HoDoKu's searches in its implication tables (TablingSolver): Nice Loops and AICs (plain or
grouped), Forcing Chains and Forcing Nets (contradictions and verities), each step with the
chain(s) HoDoKu rebuilds from the tables, collected as HoDoKu collects them (one step per set of
eliminations, the shorter chain kept) and sorted as HoDoKu sorts them (SolutionStep.compareTo
for loops, TablingComparator for forcing chains and nets): the first is the step HoDoKu applies.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field

from .grid import BUDDIES, DIGITS, HOUSE_MASKS, HodokuGrid, cells_of
from .tabling_tables import (EXPANDED, FROM_EXT, FROM_ON, GROUP, NORMAL, Table, Tables, dist, n_cell, n_digit,
                             n_kind, n_mask, n_strong, node)

CNL, DNL, AIC = "Continuous Nice Loop", "Discontinuous Nice Loop", "AIC"
GCNL, GDNL, GAIC = "Grouped Continuous Nice Loop", "Grouped Discontinuous Nice Loop", "Grouped AIC"
FCC, FCV = "Forcing Chain Contradiction", "Forcing Chain Verity"
FNC, FNV = "Forcing Net Contradiction", "Forcing Net Verity"
GROUPED = {DNL: GDNL, CNL: GCNL, AIC: GAIC}
TYPE_ORDER = {CNL: 5600, DNL: 5600, AIC: 5600, GCNL: 5650, GDNL: 5650, GAIC: 5650,
              FCC: 8500, FCV: 8500, FNC: 8600, FNV: 8600}
NET_MARK = -(1 << 31)  # Integer.MIN_VALUE: the end of a net's branch in a chain
ENTITY_NAMES = ("b", "r", "c", "")  # Sudoku2.BLOCK, LINE, COL, CELL
BLOCK, LINE, COL, CELL = 0, 1, 2, 3


@dataclass
class Found:
    """One step as TablingSolver builds it (a SolutionStep's fields that matter here)."""

    type: str
    deletions: list[tuple[int, int]] = field(default_factory=list)  # (cell, digit)
    placements: list[tuple[int, int]] = field(default_factory=list)
    chains: list[list[int]] = field(default_factory=list)
    entity: int = CELL
    entity_number: int = 0

    def chain_length(self) -> int:
        return sum(len(c) for c in self.chains)

    def is_net(self) -> bool:
        return any(e < 0 for c in self.chains for e in c)

    def key(self) -> str:
        """getCandidateString / getSingleCandidateString (its deletions sorted, as HoDoKu's
        sorts them in place: digit, then cell)."""
        if self.deletions:
            self.deletions = sorted(set(self.deletions), key=lambda cd: (cd[1], cd[0]))
            return ",".join(f"{c}:{d}" for c, d in self.deletions) + f" ({self.type})"
        return f"{self.type}: " + ",".join(f"{c}={d}" for c, d in sorted(self.placements))


# -- HoDoKu's sorts --

def _equivalent(a: Found, b: Found) -> bool:
    if a.type != b.type:
        return False
    if a.deletions:
        return set(a.deletions) == set(b.deletions) and len(a.deletions) == len(b.deletions)
    return len(a.placements) == len(b.placements) and {c for c, _ in a.placements} == {c for c, _ in b.placements}


def _index_sum(dels: list[tuple[int, int]]) -> int:
    total, offset = 0, 1
    for c, d in sorted(dels, key=lambda cd: (cd[1], cd[0])):
        total += c * offset + d
        offset += 80
    return total


def compare_steps(a: Found, b: Found) -> int:
    """SolutionStep.compareTo for the loops' steps (no singles, no fish among them)."""
    r = len(b.deletions) - len(a.deletions)
    if r:
        return r
    if not _equivalent(a, b):
        return _index_sum(a.deletions) - _index_sum(b.deletions)
    r = a.chain_length() - b.chain_length()
    if r:
        return r
    va, vb = [d for _, d in a.placements], [d for _, d in b.placements]
    if sorted(va) != sorted(vb):
        return sum(va) - sum(vb)
    ia, ib = [c for c, _ in a.placements], [c for c, _ in b.placements]
    if sorted(ia) != sorted(ib):
        if len(ia) != len(ib):
            return len(ia) - len(ib)
        return sum(ib) - sum(ia)
    return TYPE_ORDER[a.type] - TYPE_ORDER[b.type]


def compare_forcing(a: Found, b: Found) -> int:
    """TablingSolver.TablingComparator: placements first, then more effects, then lower cells
    (candidates), then the shorter chains."""
    if a.placements and not b.placements:
        return -1
    if b.placements and not a.placements:
        return 1
    if a.placements:
        r = len(b.placements) - len(a.placements)
        if r:
            return r
        if not _equivalent(a, b):
            s1, s2 = sum(c for c, _ in a.placements), sum(c for c, _ in b.placements)
            return 1 if s1 == s2 else s1 - s2
    else:
        r = len(b.deletions) - len(a.deletions)
        if r:
            return r
        if not _equivalent(a, b):
            da = sorted(a.deletions, key=lambda cd: (cd[1], cd[0]))
            db = sorted(b.deletions, key=lambda cd: (cd[1], cd[0]))
            for (c1, d1), (c2, d2) in zip(da, db):
                r = (c1 * 10 + d1) - (c2 * 10 + d2)
                if r:
                    return r
    return a.chain_length() - b.chain_length()


STEP_ORDER = functools.cmp_to_key(compare_steps)
FORCING_ORDER = functools.cmp_to_key(compare_forcing)


# -- the solver --

class TablingSearch:
    """One search over one set of tables (TablingSolver's state while it checks them)."""

    def __init__(self, grid: HodokuGrid, tables: Tables) -> None:
        self.grid = grid
        self.t = tables
        self.steps: list[Found] = []
        self.deletes: dict[str, int] = {}
        self.only_grouped = False
        self.nets = False
        self.chain: list[int] = []
        self.mins: list[list[int]] = []
        self.chain_cells = 0  # tmpSetC: the cells of the main chain
        self.loop_cells = 0
        self.built: dict[tuple[int, int, int, bool], list[int]] = {}

    # -- chains from the tables (buildChain, addChain) --

    def _walk(self, entry: Table, at: int, is_min: bool) -> list[int]:
        """buildChain(entry, entryIndex, ...): from a node back to the premise (reversed); the
        main chain records its cells and the starts of a net's branches (the other references
        of a node), a branch stops where it joins the main chain."""
        entries, ret = entry.entries, entry.ret
        out = [entries[at] if at < len(entries) else 0]
        first = at
        expanded = False
        org = entry
        on_t, off_t, ext = self.t.on, self.t.off, self.t.ext
        cells = self.chain_cells
        while first != 0 and len(out) < 1000:
            r = ret[first] if first < len(ret) else 0
            if r & EXPANDED:
                src = (org.ret[first] if first < len(org.ret) else 0) & 0xFFF
                entry = ext[src] if r & FROM_EXT else on_t[src] if r & FROM_ON else off_t[src]
                expanded = True
                found = entry.where.get(org.entries[first] if first < len(org.entries) else 0)
                if found is None:
                    break
                first = found
                entries, ret = entry.entries, entry.ret
                r = ret[first] if first < len(ret) else 0
            ri = r & 0xFFF
            first = ri
            e = entries[ri] if ri < len(entries) else 0
            out.append(e)
            if not is_min:
                cells |= n_mask(e) if e & 0x3C000000 else 1 << (e >> 5 & 0x7F)
            elif cells >> (e >> 5 & 0x7F) & 1 and e in self.chain:
                return out
            if r >> 12 & 0xFFFFFFFFFF and not is_min:
                for shift in (12, 22, 32, 42):
                    other = r >> shift & 0x3FF
                    if other and len(self.mins) < 200:
                        self.mins.append([entries[other] if other < len(entries) else 0])
            if expanded and first == 0:
                back = entries[0]
                entry = org
                entries, ret = entry.entries, entry.ret
                found = entry.where.get(back)
                if found is None:
                    break
                first = found
                expanded = False
        if not is_min:
            self.chain_cells = cells
        return out

    def _build(self, entry: Table, cell: int, digit: int, strong: bool) -> bool:
        """buildChain(entry, cell, cand, set): the main chain, then the net's branches."""
        at = entry.where.get(node(cell, digit, strong))
        self.chain = []
        if at is None:
            return False
        self.mins = []
        self.chain_cells = 0
        self.chain = self._walk(entry, at, False)
        k = 0
        while k < len(self.mins):
            start = entry.where.get(self.mins[k][0])
            if start is not None:
                self.mins[k] = self._walk(entry, start, True)
            k += 1
        return True

    def _add_chain(self, step: Found, entry: Table, cell: int, digit: int, strong: bool,
                   nice_loop: bool = False, aic: bool = False) -> None:
        """addChain: the chain reversed (premise first), a net's branches after the node they
        join; a loop or AIC that runs back into itself (a lasso) is dropped.  A forcing
        chain's is the same each time it is asked (kept)."""
        check = nice_loop or aic
        if not check:
            key = (id(entry), cell, digit, strong)
            out = self.built.get(key)
            if out is None:
                out = self.built[key] = self._reversed(entry, cell, digit, strong, False, False)
            if out:
                step.chains.append(out)
            return
        out = self._reversed(entry, cell, digit, strong, nice_loop, aic)
        if out:
            step.chains.append(out)
            if nice_loop:
                cells = 0
                for e in out:
                    if e >= 0:
                        cells |= n_mask(e)
                self.loop_cells = cells

    def _reversed(self, entry: Table, cell: int, digit: int, strong: bool, nice_loop: bool,
                  aic: bool) -> list[int]:
        if not self._build(entry, cell, digit, strong):
            return []
        chain = self.chain
        if nice_loop and len(chain) > 1 and n_cell(chain[0]) == n_cell(chain[1]):
            return []
        check = nice_loop or aic
        lasso = 0
        last_cell, last_entry = -1, -1
        first_cell = n_cell(chain[-1])
        joins: dict[int, list[list[int]]] = {}
        for m in self.mins:
            joins.setdefault(m[-1], []).append(m)
        out: list[int] = []
        for old in reversed(chain):
            c = n_cell(old)
            if check:
                if lasso >> c & 1:
                    return []
                if last_cell != -1 and (last_cell != first_cell or aic):
                    lasso |= n_mask(last_entry) | 1 << last_cell
            last_cell, last_entry = c, old
            out.append(old)
            for m in joins.get(old, ()):
                out.extend(-e for e in reversed(m[:-1]))
                out.append(NET_MARK)
        return out

    # -- collecting (replaceOrCopyStep) --

    def _keep_forcing(self, step: Found) -> None:
        if step.is_net():
            step.type = FNC if step.type == FCC else FNV if step.type == FCV else step.type
        if self.nets and step.type in (FCC, FCV):
            return
        if not step.deletions and not step.placements:
            return
        key = step.key()
        old = self.deletes.get(key)
        if old is not None:
            if self.steps[old].chain_length() > step.chain_length():
                kept = self.steps[old]
                kept.type, kept.chains = step.type, step.chains
                kept.entity, kept.entity_number = step.entity, step.entity_number
            return
        self.deletes[key] = len(self.steps)
        self.steps.append(step)

    def _keep_loop(self, step: Found, length: int) -> None:
        key = step.key()
        old = self.deletes.get(key)
        if old is not None and self.steps[old].chain_length() <= length:
            return
        self.deletes[key] = len(self.steps)
        self.steps.append(step)

    # -- Nice Loops and AICs --

    def nice_loops(self) -> None:
        """checkNiceLoops(onTable), checkNiceLoops(offTable), checkAics(offTable)."""
        for tables in (self.t.on, self.t.off):
            for table in tables:
                entries = table.entries
                if not entries:
                    continue
                start = entries[0] >> 5 & 0x7F
                for j in range(1, len(entries)):
                    e = entries[j]
                    if not e & 0x3C000000 and e >> 5 & 0x7F == start:
                        self._nice_loop(table, j)
        self._aics(self.t.off)

    def _grouped(self, step: Found) -> bool:
        grouped = any(e >= 0 and n_kind(e) != NORMAL for e in step.chains[0])
        if grouped:
            step.type = GROUPED.get(step.type, step.type)
        return grouped

    def _nice_loop(self, table: Table, j: int) -> None:
        if dist(table.ret[j]) <= 2:
            return
        g = self.grid
        step = Found(DNL)
        e_end = table.entries[j]
        self._add_chain(step, table, n_cell(e_end), n_digit(e_end), n_strong(e_end), nice_loop=True)
        if not step.chains:
            return
        chain = step.chains[0]
        if n_cell(chain[0]) == n_cell(chain[1]):
            return
        first_strong = n_strong(table.entries[1])
        last_strong = n_strong(e_end)
        start_digit, end_digit = n_digit(table.entries[0]), n_digit(e_end)
        start = n_cell(table.entries[0])
        if not first_strong and not last_strong and start_digit == end_digit:
            step.deletions.append((start, start_digit))
        elif first_strong and last_strong and start_digit == end_digit:
            step.deletions.extend((start, d) for d in DIGITS[g.cands[start]] if d != start_digit)
        elif first_strong != last_strong and start_digit != end_digit:
            step.deletions.append((start, start_digit if not first_strong else end_digit))
        elif ((not first_strong and not last_strong and len(DIGITS[g.cands[start]]) == 2 and start_digit != end_digit)
              or (first_strong and last_strong and start_digit != end_digit)
              or (first_strong != last_strong and start_digit == end_digit)):
            step.type = CNL
            self._continuous(step, chain, start, start_digit, end_digit, first_strong and last_strong)
        else:
            return
        if not step.deletions:
            return
        if not self._grouped(step) and self.only_grouped:
            return
        self._keep_loop(step, len(chain))

    def _continuous(self, step: Found, chain: list[int], start: int, start_digit: int, end_digit: int,
                    both_strong: bool) -> None:
        """A continuous loop's eliminations: a cell entered and left by strong links keeps only
        their digits; a weak link between cells removes its digit from the cells seeing both
        ends (not the loop's own cells)."""
        g = self.grid
        last = len(chain) - 1
        for i in range(last + 1):
            e = chain[i]
            if (i == 0 and both_strong) or (i > 0 and n_strong(e) and i <= last - 2
                                            and n_cell(chain[i - 1]) != n_cell(e)):
                if i == 0 or (not n_strong(chain[i + 1]) and n_cell(e) == n_cell(chain[i + 1])
                              and n_strong(chain[i + 2]) and n_cell(chain[i + 1]) != n_cell(chain[i + 2])):
                    c1, c2 = (start_digit, end_digit) if i == 0 else (n_digit(e), n_digit(chain[i + 2]))
                    cell = n_cell(e)
                    step.deletions.extend((cell, d) for d in DIGITS[g.cands[cell]] if d != c1 and d != c2)
            if i > 0 and not n_strong(e) and n_cell(chain[i - 1]) != n_cell(e):
                digit = n_digit(e)
                seen = _node_buddies(chain[i - 1]) & _node_buddies(e) & ~self.loop_cells & ~(1 << start)
                seen &= g.digit_cells[digit]
                while seen:
                    low = seen & -seen
                    step.deletions.append((low.bit_length() - 1, digit))
                    seen ^= low

    def _aics(self, tables: list[Table]) -> None:
        g = self.grid
        for table in tables:
            entries = table.entries
            if not entries:
                continue
            start = entries[0] >> 5 & 0x7F
            start_digit = entries[0] & 0xF
            buddies = BUDDIES[start]
            for j in range(1, len(entries)):
                e = entries[j]
                if e & 0x3C000000 or not e & 16:
                    continue
                end = e >> 5 & 0x7F
                if end == start:
                    continue
                digit = e & 0xF
                if digit == start_digit:
                    common = buddies & BUDDIES[end] & g.digit_cells[start_digit]
                    if common & (common - 1):
                        self._aic(table, j)
                elif buddies >> end & 1 and g.cands[end] >> (start_digit - 1) & 1 \
                        and g.cands[start] >> (digit - 1) & 1:
                    self._aic(table, j)

    def _aic(self, table: Table, j: int) -> None:
        if dist(table.ret[j]) <= 2:
            return
        g = self.grid
        step = Found(AIC)
        e_end = table.entries[j]
        start, end = n_cell(table.entries[0]), n_cell(e_end)
        sd, ed = n_digit(table.entries[0]), n_digit(e_end)
        if sd == ed:
            common = BUDDIES[start] & BUDDIES[end] & g.digit_cells[sd]
            if common & (common - 1):
                while common:
                    low = common & -common
                    c = low.bit_length() - 1
                    if c != start:
                        step.deletions.append((c, sd))
                    common ^= low
        else:
            if g.cands[start] >> (ed - 1) & 1:
                step.deletions.append((start, ed))
            if g.cands[end] >> (sd - 1) & 1:
                step.deletions.append((end, sd))
        if not step.deletions:
            return
        self._add_chain(step, table, end, ed, n_strong(e_end), aic=True)
        if not step.chains:
            return
        if not self._grouped(step) and self.only_grouped:
            return
        self._keep_loop(step, len(step.chains[0]))

    # -- Forcing Chains and Nets --

    def forcing(self) -> None:
        """checkForcingChains: one chain's contradictions, then the verities of a candidate's
        two outcomes, of a cell's candidates and of a house's places for a digit."""
        allowed = _allowed(self.grid)
        for i in range(810):
            self._one_chain(self.t.on[i], allowed)
            self._one_chain(self.t.off[i], allowed)
        for i in range(810):
            self._two_chains(self.t.on[i], self.t.off[i])
        g = self.grid
        for cell in range(81):
            if not g.values[cell]:
                self._entry_list([self.t.on[cell * 10 + d] for d in DIGITS[g.cands[cell]]])
        for base in (0, 9, 18):
            for h in range(base, base + 9):
                for d in range(1, 10):
                    cells = HOUSE_MASKS[h] & g.digit_cells[d]
                    if cells:
                        self._entry_list([self.t.on[c * 10 + d] for c in cells_of(cells)])

    def _contradiction(self, table: Table, entity: int, number: int) -> Found:
        e0 = table.entries[0]
        step = Found(FCC, entity=entity, entity_number=number)
        if n_strong(e0):
            step.deletions.append((n_cell(e0), n_digit(e0)))
        else:
            step.placements.append((n_cell(e0), n_digit(e0)))
        return step

    def _one_chain(self, table: Table, allowed: list[int]) -> None:
        if not table.entries:
            return
        e0 = table.entries[0]
        cell, digit, strong = n_cell(e0), n_digit(e0), n_strong(e0)
        on, off = table.on, table.off
        if (off if strong else on)[digit] >> cell & 1:
            step = self._contradiction(table, CELL, cell)
            self._add_chain(step, table, cell, digit, not strong)
            self._keep_forcing(step)
        for d in range(10):
            both = on[d] & off[d]
            if both:
                c = _low(both)
                step = self._contradiction(table, CELL, c)
                self._add_chain(step, table, c, d, False)
                self._add_chain(step, table, c, d, True)
                self._keep_forcing(step)
        for d1 in range(1, 10):
            for d2 in range(d1 + 1, 10):
                both = on[d1] & on[d2]
                if both:
                    c = _low(both)
                    step = self._contradiction(table, CELL, c)
                    self._add_chain(step, table, c, d1, True)
                    self._add_chain(step, table, c, d2, True)
                    self._keep_forcing(step)
        for kind, base in ((LINE, 0), (COL, 9), (BLOCK, 18)):
            for d in range(1, 10):
                for h in range(9):
                    cells = HOUSE_MASKS[base + h] & on[d]
                    if cells & (cells - 1):
                        step = self._contradiction(table, kind, h)
                        for c in cells_of(cells):
                            self._add_chain(step, table, c, d, True)
                        self._keep_forcing(step)
        g = self.grid
        empty = (1 << 81) - 1
        for d in range(1, 10):
            empty &= off[d] | ~g.digit_cells[d]
        for d in range(10):
            empty &= ~on[d]
        for c in range(81):
            if g.values[c]:
                empty &= ~(1 << c)
        for c in cells_of(empty):
            step = self._contradiction(table, CELL, c)
            for d in DIGITS[g.cands[c]]:
                self._add_chain(step, table, c, d, False)
            self._keep_forcing(step)
        for kind, base in ((LINE, 0), (COL, 9), (BLOCK, 18)):
            for d in range(1, 10):
                for h in range(9):
                    cells = HOUSE_MASKS[base + h] & allowed[d]
                    if cells and cells & off[d] == cells:
                        step = self._contradiction(table, kind, h)
                        for c in cells_of(cells):
                            self._add_chain(step, table, c, d, False)
                        self._keep_forcing(step)

    def _two_chains(self, on: Table, off: Table) -> None:
        if not on.entries or not off.entries:
            return
        premise = n_cell(on.entries[0])
        for d in range(1, 10):
            for c in cells_of(on.on[d] & off.on[d] & ~(1 << premise)):
                step = Found(FCV, placements=[(c, d)])
                self._add_chain(step, on, c, d, True)
                self._add_chain(step, off, c, d, True)
                self._keep_forcing(step)
        for d in range(1, 10):
            for c in cells_of(on.off[d] & off.off[d] & ~(1 << premise)):
                step = Found(FCV, deletions=[(c, d)])
                self._add_chain(step, on, c, d, False)
                self._add_chain(step, off, c, d, False)
                self._keep_forcing(step)

    def _entry_list(self, tables: list[Table]) -> None:
        if not tables:
            return
        ons = list(tables[0].on)
        offs = list(tables[0].off)
        for t in tables[1:]:
            for d in range(1, 10):
                ons[d] &= t.on[d]
                offs[d] &= t.off[d]
        for d in range(1, 10):
            for c in cells_of(ons[d]):
                step = Found(FCV, placements=[(c, d)])
                for t in tables:
                    self._add_chain(step, t, c, d, True)
                self._keep_forcing(step)
            for c in cells_of(offs[d]):
                step = Found(FCV, deletions=[(c, d)])
                for t in tables:
                    self._add_chain(step, t, c, d, False)
                self._keep_forcing(step)


def _node_buddies(e: int) -> int:
    """Chain.getSNodeBuddies: the cells seeing every cell of a node."""
    out = (1 << 81) - 1
    m = n_mask(e)
    while m:
        low = m & -m
        out &= BUDDIES[low.bit_length() - 1]
        m ^= low
    return out


def _allowed(g: HodokuGrid) -> list[int]:
    """SudokuStepFinder.getCandidatesAllowed: where each digit may go by the values alone."""
    full = (1 << 81) - 1
    empty = full
    out = [full] * 10
    for c in range(81):
        v = g.values[c]
        if v:
            out[v] &= ~BUDDIES[c]
            empty &= ~(1 << c)
    return [m & empty for m in out]


def _low(m: int) -> int:
    return (m & -m).bit_length() - 1


# -- the entry points (TablingSolver.getStep / getAll...) --

def loop_steps(grid: HodokuGrid, tables: Tables, only_grouped: bool) -> list[Found]:
    """doGetNiceLoops's steps, sorted (the first is getStep's)."""
    s = TablingSearch(grid, tables)
    s.only_grouped = only_grouped
    s.nice_loops()
    return sorted(s.steps, key=STEP_ORDER)


def forcing_steps(grid: HodokuGrid, tables: Tables, nets: bool) -> list[Found]:
    """doGetForcingChains's steps, sorted by TablingComparator (the first is getStep's)."""
    s = TablingSearch(grid, tables)
    s.nets = nets
    s.forcing()
    return sorted(s.steps, key=FORCING_ORDER)


# -- HoDoKu's text of a step --

def cell_print(c: int) -> str:
    return f"r{c // 9 + 1}c{c % 9 + 1}"


def node_print(e: int) -> str:
    from .grid import compact_cells
    if n_kind(e) == GROUP:
        return compact_cells(cells_of(n_mask(e)))
    return cell_print(n_cell(e))


def chain_text(chain: list[int]) -> str:
    """SolutionStep.getChainString (as a nice loop: a node in the cell just printed is left out)."""
    out = []
    last = -1
    for i, e in enumerate(chain):
        c = n_cell(e)
        if c == last:
            continue
        last = c
        if i > 0:
            d = n_digit(e)
            out.append(f" ={d}= " if n_strong(e) else f" -{d}- ")
        out.append(node_print(e))
    return "".join(out)


def loop_where(step: Found) -> str:
    """The pattern text of a loop or AIC step: its digits and its chain."""
    digits = "/".join(str(d) for d in sorted({d for _, d in step.deletions}))
    ch = step.chains[0]
    text = chain_text(ch)
    if step.type in (CNL, GCNL):
        s = 0
        while n_cell(ch[s]) == n_cell(ch[0]):
            s += 1
        e = len(ch) - 1
        while n_cell(ch[e]) == n_cell(ch[-1]):
            e -= 1
        e += 1
        text = f"{n_digit(ch[e])}= {text} ={n_digit(ch[s])}"
    elif step.type in (AIC, GAIC):
        text = f"{n_digit(ch[0])}- {text} -{n_digit(ch[-1])}"
    return f"{digits} {text}"


def forcing_where(step: Found) -> str:
    """`in r6` (`in r9c6`) for a contradiction; nothing for a verity."""
    if step.type in (FCC, FNC):
        name = cell_print(step.entity_number) if step.entity == CELL else \
            f"{ENTITY_NAMES[step.entity]}{step.entity_number + 1}"
        return f"in {name}"
    return ""
