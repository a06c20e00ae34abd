"""Sudoku Explainer's unique rectangles and loops, types 1-4 (SE 1.2.1, `UniqueLoops`), as a SER
family.  They assume the puzzle has one solution (SE always does; the SER theory says so).

A loop: cells that all hold two digits v1 and v2, each linked to the next by a region (never two
links in a row by regions of one kind), closing after 4 cells or more, and visiting each region
once with each parity (or never): with v1 and v2 alone in every cell it would be a deadly
pattern (two solutions).  SE grows loops from each bivalue cell {v1,v2} (row by row), through
cells holding both digits: a cell with more digits may join while two such cells have not been
used, or while the extra digits seen so far (SE accumulates them over the candidates tried at
each depth, a quirk kept here) are one digit.  Then, by the loop's cells with more digits:

* one such cell (type 1): v1 and v2 leave it;
* all of them share one extra digit (type 2): it leaves the cells that see them all;
* two of them, c1 and c2 (type 3): their extra digits act as one cell of a naked set in a
  region common to c1 and c2 (degree from their number up to 7), or v1, v2 and other digits
  form a hidden set there counting c1 (not c2);
* two of them (type 4): v1 (v2) has no other place in a region common to both: v2 (v1)
  leaves both.

Difficulty 4.5 for 4 cells, +0.1 for 6, +0.2 for 8, +0.5 for 10 or more; type 3 adds 0.1 per
extra digit of its naked set beyond the first (a hidden set: per cell beyond the first).  SE
collects every hint, keeps one per loop (and per set), sorts them by difficulty, then type, and
applies the first: so does this finder (the difficulties computed as SE's doubles, so that
4.6 + 0.1 sorts before 4.5 + 0.2 as in SE).
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations

from ...csp.state import KnowledgeState
from ...csp.step import Step
from .record import FamilyRecord
from .ser_techniques import as_tenths, difficulty, tenths
from .ser_grid import (ALL, BLOCKS, CELL_OF, CELL_REGIONS, COLS, DIGIT_MASKS, N, NOT_SER_FP, NO_RETE, N_CELLS, POP9,
                       REGION_CELLS, ROWS, SER_VIEWS, SLICES, STANDARD, Changes, SeGrid, bits, cell_counts, cells_text,
                       digit_name, digits_text, house_cells, label, open_candidates, region_counts, scan_changes,
                       ser_binder, ser_step, sized, tuples_within)
from ...bits import iter_bits

FAMILY = "ser-unique-loop"
# SE's difficulties (knowledge_base/ser.toml): a rectangle's, those added for loops of 10, 8, 6
# cells or more, and per extra digit or cell of a type 3's set
_RECTANGLE, _LOOP10, _LOOP8, _LOOP6, _EXTRA = (difficulty(FAMILY, name) for name in ("base", "loop10", "loop8", "loop6", "extra"))
KIND_ORDER = ("block", "row", "column")  # Grid.getRegionTypes


# each cell's regions in Grid.getRegionTypes' order (block, row, column): kind, cells
REGIONS_OF = tuple(tuple((kind, cells) for kind, _i, cells in regions) for regions in STANDARD.cell_kind_regions)


# each cell's regions as a mask of their ids (ser_grid.CELL_REGIONS), and as (kind, region id) in
# Grid.getRegionTypes' order (kind 0 block, 1 row, 2 column)
_REGION_BITS = tuple(sum(1 << rid for rid, _i in regions) for regions in CELL_REGIONS)
_KIND_RIDS = tuple(tuple((kind, rid) for kind, (rid, _i) in enumerate(regions)) for regions in CELL_REGIONS)
if any(tuple(kind for kind, _c in REGIONS_OF[cell]) != KIND_ORDER for cell in range(N_CELLS)):
    raise ValueError("SER's unique loops need each cell's regions in Grid.getRegionTypes' order")

_PEER_MASKS = tuple(sum(1 << p for p in peers) for peers in house_cells())  # each cell's peers as a cell mask


class _Holding:
    """The cells that hold both digits of the mask v: as a mask, by region id in the region's
    order (`lists`, each listed when a loop first reaches the region), and `core`, the cells
    that may lie on a loop: the holding cells left when those with fewer than two holding peers
    left are taken away, again and again (a loop's cell has two holding neighbours on it)."""

    __slots__ = ("cells", "lists", "core")

    def __init__(self, cands: list[int], v: int):
        cells = 0
        for cell, m in enumerate(cands):
            if m & v == v:
                cells |= 1 << cell
        self.cells = cells
        self.lists: list[list[int] | None] = [None] * len(REGION_CELLS)
        core = cells
        changed = True
        while changed:
            changed = False
            rest = core
            while rest:
                low = rest & -rest
                rest ^= low
                near = _PEER_MASKS[low.bit_length() - 1] & core
                if not near & (near - 1):  # fewer than two
                    core ^= low
                    changed = True
        self.core = core

    def listed(self, rid: int) -> list[int]:
        found = self.lists[rid]
        if found is None:
            cells = self.cells
            found = self.lists[rid] = [c for c in REGION_CELLS[rid] if cells >> c & 1]
        return found


def _loops(cands: list[int], counts: list[int], start: int, v: int, holding: _Holding) -> list[list[int]]:
    """checkForLoops: every closed loop from `start` through cells holding both digits (mask v)
    that is valid (isValidLoop), in SE's order.  `holding` (_Holding) lists the cells a loop
    may go through: the other cells of a region are skipped without a look (as SE's test
    would).  A path that meets a region twice at places of one parity is not grown (isValidLoop
    rejects every loop through it; SE grows it and drops its loops), nor one into a cell off
    the holding cells' `core` (no loop goes through it); the extra digits seen (`ex`) are SE's.
    So a closed loop is valid when the regions met at even places are those met at odd ones."""
    out: list[list[int]] = []
    loop: list[int] = []
    seen = [_REGION_BITS[start], 0]  # the regions met at even and at odd places
    core = holding.core
    if not core >> start & 1:
        return out
    listed, lists = holding.listed, holding.lists
    region_bits, kind_rids = _REGION_BITS, _KIND_RIDS

    def grow(cell: int, allowed: int, ex: int, last: int, in_loop: int) -> None:
        loop.append(cell)
        parity = len(loop) & 1  # the next cell's
        for kind, rid in kind_rids[cell]:
            if kind == last:
                continue
            for nxt in lists[rid] or listed(rid):
                if nxt == start:
                    if len(loop) >= 4 and seen[0] == seen[1]:
                        out.append(list(loop))
                elif not in_loop >> nxt & 1:
                    ex |= cands[nxt] & ~v  # kept for the region's next cells too, as SE's
                    card = counts[nxt]
                    if card == 2 or ex.bit_count() == 1 or allowed > 0:
                        regions = region_bits[nxt]
                        if regions & seen[parity] or not core >> nxt & 1:
                            continue
                        seen[parity] |= regions
                        grow(nxt, allowed - 1 if card > 2 else allowed, ex, kind, in_loop | 1 << nxt)
                        seen[parity] ^= regions
        loop.pop()

    grow(start, 2, 0, -1, 1 << start)
    return out


def _base(size: int) -> float:
    """UniqueLoopHint.getDifficulty's base, for a loop of `size` cells (SE's doubles, added in SE's order)."""
    result = _RECTANGLE
    if size >= 10:
        result += _LOOP10
    if size >= 8:
        result += _LOOP8
    elif size >= 6:
        result += _LOOP6
    return result


class _Hint:
    """One SE unique-loop hint before sorting: its difficulty (SE's double), type, identity
    (UniqueLoopHint.equals and its subclasses') and what it does."""

    __slots__ = ("difficulty", "type", "key", "where", "elims", "name")

    def __init__(self, difficulty: float, type_: int, key: tuple, where: str, elims: tuple[int, ...], name: str):
        self.difficulty, self.type, self.key, self.where, self.elims, self.name = (difficulty, type_, key, where,
                                                                                   elims, name)


def _common_regions(c1: int, c2: int) -> list[tuple[str, tuple[int, ...]]]:
    return [(kind, region) for (kind, region), (_k, other) in zip(REGIONS_OF[c1], REGIONS_OF[c2]) if region == other]


def _type3(grid: SeGrid, loop: list[int], c1: int, c2: int, v: int, name: str, where: str) -> list[_Hint]:
    cands = grid.cands
    out: list[_Hint] = []
    extra = (cands[c1] | cands[c2]) & ~v
    loop_key = frozenset(loop)
    for degree in range(extra.bit_count(), 8):
        for kind, region in _common_regions(c1, c2):
            empty = grid.empty_count(region)
            i1, i2 = region.index(c1), region.index(c2)
            if degree * 2 <= empty:
                # a cell of the naked set has two candidates or more, c2 is not one of them
                members = (sized([cands[c] for c in region], N) | 1 << i1) & ~(1 << i2)
                for t, _mask in tuples_within(degree, members):
                    if i1 not in t:
                        continue
                    naked = extra & cands[c1] & cands[c2]
                    potentials, others = [], []
                    for i in t:
                        if i == i1:
                            potentials.append(extra)
                        else:
                            potentials.append(cands[region[i]])
                            naked |= cands[region[i]]
                            others.append(region[i])
                    if naked.bit_count() != degree:
                        continue
                    if any(p.bit_count() <= 1 for p in potentials):
                        continue
                    common = 0
                    for p in potentials:
                        common |= p
                    if common.bit_count() != degree:
                        continue
                    elims = tuple(label(c, d) for c in region if c not in others and c not in (c1, c2)
                                  for d in bits(cands[c] & common))
                    if elims:
                        out.append(_Hint(_base(len(loop)) + (common.bit_count() - 1) * _EXTRA, 3,
                                         ("naked", loop_key, region, common, tuple(others)),
                                         f"{where} (naked set {digits_text(common)} "
                                         f"with {cells_text(others)})", elims, name))
            if degree * 2 < empty:
                rem = [d for d in range(N) if not (v >> d & 1) and not (extra >> d & 1)]
                if degree - 2 <= len(rem) and rem:
                    for pick in tuples_of(degree - 2, len(rem)):
                        values = [rem[i] for i in pick] + [d for d in bits(v)]
                        union, ok = 0, True
                        for d in values:
                            pos = grid.positions(region, d) & ~(1 << i2)
                            union |= pos
                            if not pos:
                                ok = False
                        if not ok or union.bit_count() != degree:
                            continue
                        hidden = sum(1 << d for d in values)
                        cells_at = union & ~(1 << i1) & ~(1 << i2)
                        cells = [region[i] for i in bits(cells_at)]
                        elims = tuple(label(c, d) for c in cells for d in bits(cands[c] & ~hidden))
                        if elims:
                            out.append(_Hint(_base(len(loop)) + (len(cells) - 1) * _EXTRA, 3,
                                             ("hidden", loop_key, region, hidden, tuple(bits(cells_at))),
                                             f"{where} (hidden set "
                                             f"{digits_text(hidden)} with {cells_text(cells)})",
                                             elims, name))
    return out


@lru_cache(maxsize=256)
def tuples_of(k: int, n: int) -> tuple[tuple[int, ...], ...]:
    """tools/Permutations(k, n): the k-subsets of 0..n-1 by increasing bitmask (none when n = 0);
    kept, as the finders ask the same few (k, n) at every step."""
    if n == 0:
        return ()
    return tuple(sorted(combinations(range(n), k), key=lambda t: sum(1 << i for i in t)))


def _type4(grid: SeGrid, c1: int, c2: int, v1: int, v2: int) -> tuple[int, int] | None:
    """(locked digit, removed digit), the last region kind (block, row, column) deciding."""
    r1 = r2 = False
    for _kind, region in _common_regions(c1, c2):
        rest = [c for c in region if c not in (c1, c2)]
        if not any(grid.cands[c] >> v1 & 1 for c in rest):
            r1 = True
        if not any(grid.cands[c] >> v2 & 1 for c in rest):
            r2 = True
    if r1:
        return v1, v2
    if r2:
        return v2, v1
    return None


# of each candidate mask, the pairs of its digits (as masks)
_PAIRS_IN = tuple(tuple(1 << a | 1 << b for a, b in combinations(bits(m), 2)) for m in range(1 << N))
_LOOPED = "unique-loop: looped"  # a grid's `derived` key: the pairs of digits with a loop on it
_LOOPS = "unique-loop: loops"  # and the loops of the pairs looked at, by start cell


def _unique_loops(state: KnowledgeState, grid: SeGrid, changes: Changes) -> Iterator[Step]:
    """SE's UniqueLoops (see the module's docstring).  A pair of digits v's loops depend on the
    cells that hold both digits alone (their candidates, all of them): a pair without a loop on
    the last grid without a hint (kept on the grid, `_LOOPED`) none of whose cells changed has
    none now, and is not looked at; one with loops there has the same loops now (kept on the
    grid by start cell, `_LOOPS`), and only their hints are made again."""
    cands = grid.cands
    looped_before: set[int] | None = None
    loops_before: dict[int, list[list[int]]] = {}
    touched: set[int] = set()  # the pairs of digits held by a changed cell, before or after
    if changes is not None:
        cells, _digits, old = changes
        derived = old.derived or {}
        looped_before = derived.get(_LOOPED)
        loops_before = derived.get(_LOOPS, {})
        old_cands = old.cands
        while cells:
            low = cells & -cells
            c = low.bit_length() - 1
            touched.update(_PAIRS_IN[cands[c]])
            touched.update(_PAIRS_IN[old_cands[c]])
            cells ^= low
    looped: set[int] = set()
    loops_now: dict[int, list[list[int]]] = {}  # by start cell, those of the pairs looked at
    hints: list[_Hint] = []
    keys: set[tuple] = set()

    def add(h: _Hint) -> None:
        if h.key not in keys and h.elims:
            keys.add(h.key)
            hints.append(h)

    type3_done: set[tuple[frozenset, int, int]] = set()
    # the loops (as sets) whose type 2 (two extra cells, one extra digit: the same hint however
    # the loop is met) or type 4 hint was made and excluded nothing: not made again
    no_type2: set[frozenset] = set()
    no_type4: set[frozenset] = set()
    holding: dict[int, _Holding] = {}  # by pair of digits
    pop = POP9
    counts = [pop[m] for m in cands]
    for cell in range(N_CELLS):
        if counts[cell] != 2:
            continue
        v = cands[cell]
        if looped_before is not None and v not in touched:
            if v not in looped_before:
                continue
            loops = loops_before[cell]  # none of v's cells changed: the cell started the same loops
        else:
            if v not in holding:
                holding[v] = _Holding(cands, v)
            loops = _loops(cands, counts, cell, v, holding[v])
        loops_now[cell] = loops
        if loops:
            looped.add(v)
        v1, v2 = bits(v)
        for loop in loops:
            # the same loop is met again from its other cells and the other way round: a hint
            # whose key is kept already is not made again (add would drop it), nor the type 3
            # hints of the same two cells in the same order (the same hints, all dropped); a
            # loop's name and text are made for a hint that is made
            loop_key = frozenset(loop)
            extra_cells = [c for c in loop if counts[c] > 2]
            if len(extra_cells) == 1:
                if (1, loop_key) not in keys:
                    rescue = extra_cells[0]
                    name, where = _named(loop, v1, v2)
                    add(_Hint(_base(len(loop)), 1, (1, loop_key), where, tuple(label(rescue, d) for d in (v1, v2)),
                              name))
            elif len(extra_cells) > 2:
                if (2, loop_key) not in keys:
                    add(_type2(grid, loop_key, extra_cells, v, _base(len(loop)), *_named(loop, v1, v2)))
            elif len(extra_cells) == 2:
                c1, c2 = extra_cells
                more = pop[(cands[c1] | cands[c2]) & ~v]
                if more == 1:
                    if (2, loop_key) not in keys and loop_key not in no_type2:
                        h = _type2(grid, loop_key, extra_cells, v, _base(len(loop)), *_named(loop, v1, v2))
                        if h.elims:
                            add(h)
                        else:
                            no_type2.add(loop_key)
                elif more >= 2 and (loop_key, c1, c2) not in type3_done:
                    type3_done.add((loop_key, c1, c2))
                    for h in _type3(grid, loop, c1, c2, v, *_named(loop, v1, v2)):
                        add(h)
                if (4, loop_key) not in keys and loop_key not in no_type4:
                    locked = _type4(grid, c1, c2, v1, v2)
                    if locked is None:
                        no_type4.add(loop_key)
                    else:
                        name, where = _named(loop, v1, v2)
                        add(_Hint(_base(len(loop)), 4, (4, loop_key), f"{where} ({digit_name(locked[0])} locked)",
                                  (label(c1, locked[1]), label(c2, locked[1])), name))
    if grid.derived is None:
        grid.derived = {}
    grid.derived[_LOOPED] = looped
    grid.derived[_LOOPS] = loops_now
    hints.sort(key=lambda h: (h.difficulty, h.type))  # stable: SE's Collections.sort
    for h in hints:
        yield ser_step(FAMILY, f"{h.name} type {h.type}", as_tenths(h.difficulty), h.where,
                       eliminations=h.elims)


def _named(loop: list[int], v1: int, v2: int) -> tuple[str, str]:
    """A loop's hint name (Unique Rectangle, Unique Loop 8) and text (its cells as met, its digits)."""
    name = f"Unique {'Rectangle' if len(loop) == 4 else 'Loop'}{f' {len(loop)}' if len(loop) > 6 else ''}"
    return name, f"{cells_text(loop)} on {digit_name(v1)},{digit_name(v2)}"


def _type2(grid: SeGrid, loop_key: frozenset, extra_cells: list[int], v: int, base: float, name: str,
           where: str) -> _Hint:
    houses = house_cells()
    value = bits(grid.cands[extra_cells[0]] & ~v)[0]
    common = set(houses[extra_cells[0]])
    for c in extra_cells[1:]:
        common &= set(houses[c])
    elims = tuple(label(c, value) for c in sorted(common) if c not in extra_cells and grid.cands[c] >> value & 1)
    return _Hint(base, 2, (2, loop_key), f"{where} ({digit_name(value)} in {cells_text(extra_cells)})", elims, name)


# -- the Bivalue Universal Grave --------------------------------------------------------------------

BUG = "ser-bug"


def _bug_hint(grid: SeGrid, bug_cells: list[int], bug_values: dict[int, int], all_values: int,
              common: list[int]) -> tuple[str, int, str, tuple[int, ...]] | None:
    """The first hint SE's BivalueUniversalGrave adds, once the BUG is established: (name,
    difficulty in tenths, where, eliminations), None when it adds none."""
    cands = grid.cands
    where = f"{cells_text(bug_cells)} on {digits_text(all_values)}"
    if len(bug_cells) == 1:
        cell = bug_cells[0]
        return "BUG type 1", tenths(BUG, "type1"), where, tuple(label(cell, d) for d in bits(cands[cell] & ~all_values))
    if all_values.bit_count() == 1:
        value = bits(all_values)[0]
        elims = tuple(label(c, value) for c in common if cands[c] >> value & 1)
        if elims:
            return "BUG type 2", tenths(BUG, "type2"), where, elims
        return _bug4(grid, bug_cells, bug_values, all_values, where) if len(bug_cells) == 2 else None
    if common:
        if len(bug_cells) == 2:
            hint = _bug4(grid, bug_cells, bug_values, all_values, where)
            if hint is not None:
                return hint
        return _bug3(grid, bug_cells, all_values, common, where)
    return None


def _shared(cells: list[int]) -> list[tuple[str, tuple[int, ...]]]:
    """The regions (block, row, column order) that hold every one of the cells."""
    return [(kind, region) for kind, region in REGIONS_OF[cells[0]] if all(c in region for c in cells)]


def _bug4(grid: SeGrid, bug_cells: list[int], bug_values: dict[int, int], all_values: int,
          where: str) -> tuple[str, int, str, tuple[int, ...]] | None:
    c1, c2 = bug_cells
    cands = grid.cands
    common = cands[c1] & cands[c2] & ~all_values
    if common.bit_count() != 1 or not _shared(bug_cells):
        return None
    elims = tuple(label(c, d) for c in (c1, c2) for d in bits(cands[c] & ~bug_values[c] & ~common))
    return "BUG type 4", tenths(BUG, "type4"), f"{where}, {digit_name(bits(common)[0])} locked", elims


def _bug3(grid: SeGrid, bug_cells: list[int], all_values: int, common: list[int],
          where: str) -> tuple[str, int, str, tuple[int, ...]] | None:
    cands = grid.cands
    for _kind, region in _shared(bug_cells):
        region_cells = [c for c in common if c in region]
        for degree in range(2, 7):
            if len(region_cells) < degree:
                continue
            for pick in tuples_of(degree - 1, len(region_cells)):
                naked_cells = [region_cells[i] for i in pick]
                potentials = [cands[c] for c in naked_cells] + [all_values]
                other = 0
                for c in naked_cells:
                    other |= cands[c]
                if other.bit_count() != degree or any(p.bit_count() <= 1 for p in potentials):
                    continue
                naked = other | all_values
                if naked.bit_count() != degree:
                    continue
                elims = tuple(label(c, d) for c in region_cells if c not in naked_cells and c not in bug_cells
                              for d in bits(cands[c] & naked))
                if elims:
                    d = difficulty(BUG, "type3") + (naked.bit_count() - 1) * difficulty(BUG, "extra")
                    return ("BUG type 3", as_tenths(d),
                            f"{where}, naked set {digits_text(naked)} with "
                            f"{cells_text(naked_cells)}", elims)
    return None


def find_bug(state: KnowledgeState) -> Iterator[Step]:
    """SE's BivalueUniversalGrave: the BUG cells are those that hold, alone among the cells with 3
    candidates or more, a digit with other than 0 or 2 places in a region; without their BUG
    digits every empty cell must have 2 candidates and every digit 0 or 2 places per region."""
    grid = SeGrid.of(state)
    cands = grid.cands
    houses = house_cells()
    temp = list(cands)
    bug_cells: list[int] = []
    bug_values: dict[int, int] = {}
    all_values = 0
    common: list[int] | None = None
    pop = POP9
    # the (region, digit) pairs with other than 0 or 2 places, every region of a kind at once
    # (ser_grid.region_counts), and the labels of the cells with 3 candidates or more
    # (ser_grid.cell_counts, spread over each cell's labels): the places of those cells of a
    # pair's digit in its region are the bits of the open candidates under both
    open_cands = open_candidates(state)[0]
    many = open_cands & cell_counts(state)[2] * ALL
    for kind in KIND_ORDER:
        counts = region_counts(state, kind, 3)
        at, masks = SLICES[kind].at, DIGIT_MASKS[kind]
        for bit in iter_bits(counts[0] & ~(counts[1] & ~counts[2])):
            index, d = at[bit]
            new = many & masks[index][d]
            if new:
                if not new & (new - 1):  # one
                    cell = CELL_OF[new.bit_length() - 1]
                    if cell not in bug_cells:
                        bug_cells.append(cell)
                    bug_values[cell] = bug_values.get(cell, 0) | 1 << d
                    all_values |= 1 << d
                    temp[cell] &= ~(1 << d)
                    mine = houses[cell]
                    common = list(mine) if common is None else [c for c in common if c in mine]
                    common = [c for c in common if c not in bug_cells]
                    if len(bug_cells) > 1 and all_values.bit_count() > 1 and not common:
                        return
            else:
                return
    placed = grid.placed
    if any(pop[temp[cell]] != 2 and not placed[cell] for cell in range(N_CELLS)):
        return
    for regions in (BLOCKS, ROWS, COLS):
        for region in regions:
            for d in range(N):
                if (sum(1 << i for i, c in enumerate(region) if temp[c] >> d & 1)).bit_count() not in (0, 2):
                    return
    if not bug_cells:
        return
    hint = _bug_hint(grid, bug_cells, bug_values, all_values, common or [])
    if hint is not None and hint[3]:
        name, difficulty, where, elims = hint
        yield ser_step(BUG, name, difficulty, where, eliminations=elims)


find_unique_loops = scan_changes(FAMILY, _unique_loops)


FAMILIES = (
    FamilyRecord(FAMILY, ser_binder(FAMILY, find_unique_loops, "SE-UL",
                                    "SE's Unique Rectangle / Loop, types 1-4 (4.5 for 4 cells, 4.6 for 6, 4.7 for 8, "
                                    "5.0 for 10 or more; type 3 adds 0.1 per extra digit or cell of its set): "
                                    "assumes the puzzle has one solution."),
                 (SER_VIEWS,), NO_RETE, NOT_SER_FP),
    FamilyRecord(BUG, ser_binder(BUG, find_bug, "SE-BUG",
                                 "SE's Bivalue Universal Grave, types 1-4 (5.6, 5.7, 5.7 + 0.1 per digit of the "
                                 "naked set beyond the first, 5.7): every empty cell bivalue and every digit "
                                 "twice per region but for the BUG digits; assumes one solution."),
                 (SER_VIEWS,), NO_RETE, NOT_SER_FP),
)
