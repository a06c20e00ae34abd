"""Sudoku Explainer's first chaining producer (SE 1.2.1, `Chaining(false, false, false, 0)`):
bidirectional cycles and forcing chains, as a SER family.

SE reasons on potentials (a digit in a cell, on or off).  From "on", the digit is off in the
cell's peers (and, when Y-links are used, the cell's other digits are off); from "off", a digit
left with two places in a region is on at the other place (X-links), and, with Y-links, a cell
left with two digits gets the other one.  From each candidate (cells row by row, digits
ascending) SE grows these implications breadth first, three times: with X-links only, Y-links
only (from bivalue cells), both:

* a **bidirectional cycle** is a return to the starting "on" after 4 implications or more: a
  candidate that sees an "on" of the cycle in both directions is false (X-Cycle 6.5, Y-Cycle
  6.5, XY 7.0);
* a **forcing chain** (X, or XY) leads from "on" to the same candidate "off" (it is false) or
  from "off" to "on" (it is true, and is placed): Forcing X-Chain 6.6, Forcing Chain 7.0.

The length bonus (`ChainingHint.getLengthDifficulty`): with L = the number of distinct
potentials of the chain (its "complexity") minus 2, add 0.1 each time L exceeds a ceiling 4,
6, 8, 12, 16, 24, 32, ... (times 3/2 and 4/3 alternately, in integers).  SE collects every hint of
the three searches, sorts them by difficulty (SE's doubles), complexity, then kind (X, Y, XY),
stable, and applies the first: so does this finder.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ...csp.state import KnowledgeState
from ...csp.step import Step
from .record import FamilyRecord
from .ser_grid import (NO_RETE, NOT_SER_FP, SER_VIEWS, SeGrid, bits, cell_name, cells_text, house_cells, label,
                       popcount, ser_binder, ser_step)
from .ser_uniqueness import REGIONS_OF

FAMILY = "ser-chains"
Key = tuple[int, int, bool]  # cell, digit, on


class _Potential:
    """A digit of a cell assumed on or off, and the potential that implied it."""

    __slots__ = ("cell", "digit", "on", "parent", "key")

    def __init__(self, cell: int, digit: int, on: bool, parent: _Potential | None = None):
        self.cell = cell
        self.digit = digit
        self.on = on
        self.parent = parent
        self.key: Key = (cell, digit, on)


def length_bonus(complexity: int) -> float:
    """ChainingHint.getLengthDifficulty, as SE's doubles."""
    added, ceil, odd = 0.0, 4, False
    length = complexity - 2
    while length > ceil:
        added += 0.1
        ceil = ceil * 3 // 2 if not odd else ceil * 4 // 3
        odd = not odd
    return added


def _ancestors(p: _Potential) -> int:
    keys = set()
    q: _Potential | None = p
    while q is not None:
        keys.add(q.key)
        q = q.parent
    return len(keys)


def _is_parent(child: _Potential, key: Key) -> bool:
    q = child.parent
    while q is not None:
        if q.key == key:
            return True
        q = q.parent
    return False


class _Search:
    """The implications of one state (SE's grid does not change during the search)."""

    def __init__(self, grid: SeGrid):
        self.cands = grid.cands
        self.grid = grid
        self._off_memo: dict[tuple[int, int, bool], list[tuple[int, int]]] = {}
        self._on_memo: dict[tuple[int, int, bool, bool], list[tuple[int, int]]] = {}

    def on_to_off(self, p: _Potential, y: bool) -> list[_Potential]:
        return [_Potential(cell, digit, False, p) for cell, digit in self._offs(p.cell, p.digit, y)]

    def off_to_on(self, p: _Potential, y: bool, x: bool) -> list[_Potential]:
        return [_Potential(cell, digit, True, p) for cell, digit in self._ons(p.cell, p.digit, y, x)]

    def _offs(self, cell: int, digit: int, y: bool) -> list[tuple[int, int]]:
        """Chaining.getOnToOff: the cell's other digits (Y-links), then the digit's other places
        in the cell's block, row and column; each once, in that order (memoized: the grid is
        fixed during the search)."""
        key = (cell, digit, y)
        found = self._off_memo.get(key)
        if found is None:
            out: dict[tuple[int, int], None] = {}
            if y:
                for d in bits(self.cands[cell] & ~(1 << digit)):
                    out.setdefault((cell, d), None)
            bit = 1 << digit
            for _kind, region in REGIONS_OF[cell]:
                for c in region:
                    if c != cell and self.cands[c] & bit:
                        out.setdefault((c, digit), None)
            found = self._off_memo[key] = list(out)
        return found

    def _ons(self, cell: int, digit: int, y: bool, x: bool) -> list[tuple[int, int]]:
        """Chaining.getOffToOn: a bivalue cell's other digit (Y-links), then the digit's other
        place in a block, row or column where it has two places (X-links)."""
        key = (cell, digit, y, x)
        found = self._on_memo.get(key)
        if found is None:
            out: dict[tuple[int, int], None] = {}
            cands = self.cands[cell]
            if y and popcount(cands) == 2:
                out.setdefault((cell, bits(cands & ~(1 << digit))[0]), None)
            if x:
                for _kind, region in REGIONS_OF[cell]:
                    pos = self.grid.positions(region, digit)
                    if popcount(pos) == 2:
                        other = [region[i] for i in bits(pos) if region[i] != cell][0]
                        out.setdefault((other, digit), None)
            found = self._on_memo[key] = list(out)
        return found

    def cycles(self, source: _Potential, y: bool, x: bool) -> list[_Potential]:
        """Chaining.doCycles: returns to `source` after 4 implications or more."""
        found: list[_Potential] = []
        to_on = {source.key}
        pending_on: list[_Potential] = [source]
        pending_off: list[_Potential] = []
        length = 0
        while pending_on or pending_off:
            length += 1
            for p in pending_on:
                for q in self.on_to_off(p, y):
                    if not _is_parent(p, q.key):
                        pending_off.append(q)
            pending_on = []
            length += 1
            for p in pending_off:
                for q in self.off_to_on(p, y, x):
                    if length >= 4 and q.key == source.key:
                        found.append(q)
                    if q.key not in to_on:
                        pending_on.append(q)
                        to_on.add(q.key)
            pending_off = []
        return found

    def forcing(self, source: _Potential, y: bool, chains: dict[Key, _Potential]) -> None:
        """Chaining.doForcingChains: from `source`, its own opposite (a contradiction or a
        verity), the first one found kept."""
        to_on: set[Key] = set()
        to_off: set[Key] = set()
        pending_on: list[_Potential] = []
        pending_off: list[_Potential] = []
        if source.on:
            to_on.add(source.key)
            pending_on.append(source)
        else:
            to_off.add(source.key)
            pending_off.append(source)
        while pending_on or pending_off:
            while pending_on:
                p = pending_on.pop(0)
                for q in self.on_to_off(p, y):
                    if source.key == (q.cell, q.digit, True) and q.key not in chains:
                        chains[q.key] = q
                    if q.key not in to_off and not _is_parent(p, q.key):  # the set first: cheaper
                        pending_off.append(q)
                        to_off.add(q.key)
            while pending_off:
                p = pending_off.pop(0)
                for q in self.off_to_on(p, y, True):
                    if source.key == (q.cell, q.digit, False) and q.key not in chains:
                        chains[q.key] = q
                    if q.key not in to_on:
                        pending_on.append(q)
                        to_on.add(q.key)


@dataclass
class ChainHint:
    """A chaining producer's hint before it becomes a step (shared with ser_forcing): SE's
    difficulty, its complexity and kind (the hint sort's keys), the text, what it does."""

    difficulty: float
    complexity: int
    sort_key: int
    name: str
    where: str
    eliminations: tuple[int, ...]
    assertions: tuple[int, ...]


def _cycle_hint(search: _Search, dst: _Potential, y: bool, x: bool) -> ChainHint | None:
    cands = search.cands
    cells: dict[int, None] = {}
    p: _Potential | None = dst
    while p is not None and p.parent is not None:
        cells.setdefault(p.cell, None)
        p = p.parent
    forward: set[tuple[int, int]] = set()
    backward: set[tuple[int, int]] = set()
    p = dst
    while p is not None and p.parent is not None:
        for c in house_cells()[p.cell]:
            if c not in cells and cands[c] >> p.digit & 1:
                (forward if p.on else backward).add((c, p.digit))
        p = p.parent
    cancel = sorted(forward & backward)
    if not cancel:
        return None
    complexity = _ancestors(dst)
    kind = "Bidirectional Cycle" if x and y else "Bidirectional Y-Cycle" if y else (
        "Generalized X-Wing" if len(cells) == 4 else "Bidirectional X-Cycle")
    return ChainHint((7.0 if x and y else 6.5) + length_bonus(complexity), complexity, 4 if x and y else 3 if y else 2,
                 kind, f"{cells_text(cells)} on {dst.digit + 1}", tuple(label(c, d) for c, d in cancel), ())


def _forcing_hint(search: _Search, target: _Potential, y: bool) -> ChainHint:
    complexity = _ancestors(target)
    if y:
        kind = "Forcing Chain"
    else:
        kind = "Turbot Fish" if complexity == 6 else "Forcing X-Chain"
    where = f"{cell_name(target.cell)}.{target.digit + 1} {'on' if target.on else 'off'}"
    if target.on:
        elims = tuple(label(target.cell, d) for d in bits(search.cands[target.cell] & ~(1 << target.digit)))
        assertions: tuple[int, ...] = (label(target.cell, target.digit),)
    else:
        elims, assertions = (label(target.cell, target.digit),), ()
    return ChainHint((7.0 if y else 6.6) + length_bonus(complexity), complexity, 4 if y else 2, kind, where, elims,
                 assertions)


def find_chains(state: KnowledgeState) -> Iterator[Step]:
    grid = SeGrid(state)
    search = _Search(grid)
    cands = grid.cands
    hints: list[ChainHint] = []
    for y, x in ((False, True), (True, False), (True, True)):  # X-cycles, Y-cycles, both
        for cell in range(81):
            if grid.placed[cell] or popcount(cands[cell]) <= 1:
                continue
            if popcount(cands[cell]) > 2 and not x:
                continue  # Y-cycles start from bivalue cells only
            for d in bits(cands[cell]):
                p_on = _Potential(cell, d, True)
                cycles = search.cycles(p_on, y, x)
                chains: dict[Key, _Potential] = {}
                if x:
                    search.forcing(p_on, y, chains)
                    search.forcing(_Potential(cell, d, False), y, chains)
                for dst in cycles:
                    hint = _cycle_hint(search, dst, y, x)
                    if hint is not None:
                        hints.append(hint)
                for target in chains.values():
                    hints.append(_forcing_hint(search, target, y))
    hints.sort(key=lambda h: (h.difficulty, h.complexity, h.sort_key))  # stable, as SE's Collections.sort
    for h in hints:
        yield ser_step(FAMILY, h.name, int((h.difficulty + 0.05) * 10), h.where, eliminations=h.eliminations,
                       assertions=h.assertions)


FAMILIES = (
    FamilyRecord(FAMILY, ser_binder(FAMILY, find_chains, "SE-FC",
                                    "SE's bidirectional cycles (X 6.5, Y 6.5, XY 7.0) and forcing chains (X 6.6, "
                                    "XY 7.0) plus SE's length bonus: implications of a candidate on or off through "
                                    "conjugate places (X) and bivalue cells (Y) returning to it."),
                 (SER_VIEWS,), NO_RETE, NOT_SER_FP),
)
