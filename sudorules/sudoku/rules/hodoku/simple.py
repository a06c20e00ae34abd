"""HoDoKu's simple techniques other than the singles (SimpleSolver): Locked Candidates (Pointing,
Claiming), Locked Pair and Triple, Naked Pair to Quadruple, Hidden Pair to Quadruple.

Each finder searches in HoDoKu's order, so the step HoDoKu applies comes first; the others
follow (HoDoKu's find-all, for the regression library), each effect once:
- Locked Candidates: Pointing in the blocks 1..9, Claiming in the rows then the columns; in a
  house, digits 1..9; a digit with 2 or 3 places, all in one line (Pointing: the row before the
  column) or one block, that has more places in it.
- Naked subsets: blocks, then rows, then columns (HoDoKu's BLOCKS, LINES, COLS); in a house the
  open cells with at most n candidates, their n-combinations in cell order, whose candidates
  number exactly n.  The deletions run through the houses the cells share (row, column, block),
  each in its cell order.  A pair or triple sharing a block and a line that deletes both in the
  block and in the line outside it is Locked (HoDoKu's isLocked): the Locked families find only
  those, the Naked ones never.
- Hidden subsets: blocks, rows, columns; in a house with more than n open cells, the digits
  with 1..n places, their n-combinations in digit order, whose places number exactly n; the
  cells' other candidates are deleted, cell by cell.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations

from ....csp.step import Step
from ..record import FamilyRecord
from .grid import (CELL_HOUSES, DIGITS, HOUSE_NAMES, HOUSES, HodokuGrid, compact_cells, hodoku_record, hodoku_step,
                   label)

LC1, LC2 = "locked-candidates-1", "locked-candidates-2"
LOCKED_PAIR, LOCKED_TRIPLE = "locked-pair", "locked-triple"
NAKED_PAIR, NAKED_TRIPLE, NAKED_QUADRUPLE = "naked-pair", "naked-triple", "naked-quadruple"
HIDDEN_PAIR, HIDDEN_TRIPLE, HIDDEN_QUADRUPLE = "hidden-pair", "hidden-triple", "hidden-quadruple"

SEARCH_ORDER = tuple(range(18, 27)) + tuple(range(0, 18))  # HoDoKu's BLOCKS, LINES, COLS
NAKED_TYPES = {2: "Naked Pair", 3: "Naked Triple", 4: "Naked Quadruple"}
LOCKED_TYPES = {2: "Locked Pair", 3: "Locked Triple"}
HIDDEN_TYPES = {2: "Hidden Pair", 3: "Hidden Triple", 4: "Hidden Quadruple"}

Found = tuple[str, tuple[int, ...], int, list[tuple[int, int]], tuple[int, ...]]
"""A step before it is built: type, cells, digit mask, deletions (HoDoKu's order), houses."""


def _places(grid: HodokuGrid, house: int, digit: int) -> list[int]:
    """The open cells of a house holding the digit, in the house's order."""
    bit = 1 << (digit - 1)
    return [c for c in HOUSES[house] if grid.cands[c] & bit]


# -- Locked Candidates --

def _pointing(grid: HodokuGrid) -> Iterator[Found]:
    """findLockedCandidatesInEntityN over the blocks: a digit of a block confined to one row
    (else one column) that has more places for it."""
    for block in range(18, 27):
        for digit in range(1, 10):
            cells = _places(grid, block, digit)
            if len(cells) not in (2, 3):
                continue
            for kind in (0, 1):  # the row, then the column
                line = CELL_HOUSES[cells[0]][kind]
                if all(CELL_HOUSES[c][kind] == line for c in cells) and len(_places(grid, line, digit)) > len(cells):
                    yield _locked_candidates(grid, "Locked Candidates Type 1 (Pointing)", digit, block, line)
                    break


def _claiming(grid: HodokuGrid) -> Iterator[Found]:
    """findLockedCandidatesInEntityN over the rows, then the columns: a digit of a line
    confined to one block that has more places for it."""
    for line in range(18):
        for digit in range(1, 10):
            cells = _places(grid, line, digit)
            if len(cells) not in (2, 3):
                continue
            block = CELL_HOUSES[cells[0]][2]
            if all(CELL_HOUSES[c][2] == block for c in cells) and len(_places(grid, block, digit)) > len(cells):
                yield _locked_candidates(grid, "Locked Candidates Type 2 (Claiming)", digit, line, block)


def _locked_candidates(grid: HodokuGrid, type_: str, digit: int, base: int, target: int) -> Found:
    """createLockedCandidatesStep: the target house's places of the digit outside `base` are
    deleted, in the target's cell order."""
    cells: list[int] = []
    deletions: list[int] = []
    for c in _places(grid, target, digit):
        (cells if base in CELL_HOUSES[c] else deletions).append(c)
    return type_, tuple(cells), 1 << (digit - 1), [(c, digit) for c in deletions], (base, target)


# -- naked subsets --

def _naked_subset(grid: HodokuGrid, cells: tuple[int, ...], mask: int) -> Found | None:
    """createSubsetStep for naked subsets: deletions through the shared houses, and whether the
    subset is Locked (pair or triple in a block and a line, deleting in both)."""
    size = len(cells)
    shared = [all(CELL_HOUSES[c][k] == CELL_HOUSES[cells[0]][k] for c in cells) for k in range(3)]
    first_block = CELL_HOUSES[cells[0]][2]
    deletions, houses, found_in = [], [], 0
    for k in range(3):
        if not shared[k]:
            continue
        house = CELL_HOUSES[cells[0]][k]
        houses.append(house)
        counted = False
        for c in HOUSES[house]:
            if c in cells or not grid.cands[c] & mask:
                continue
            for d in DIGITS[grid.cands[c] & mask]:
                deletions.append((c, d))
            if not counted and (k == 2 or CELL_HOUSES[c][2] != first_block):
                counted = True
                found_in += 1
    if not deletions:
        return None
    locked = size < 4 and found_in > 1 and shared[2] and (shared[0] or shared[1])
    type_ = LOCKED_TYPES[size] if locked else NAKED_TYPES[size]
    return type_, cells, mask, deletions, tuple(houses)


def _naked_subsets(grid: HodokuGrid, size: int) -> Iterator[Found]:
    """findNakedXleInEntity over blocks, rows, columns: every naked subset of `size` that
    deletes something, typed Naked or Locked."""
    for house in SEARCH_ORDER:
        pool = [c for c in HOUSES[house] if grid.cands[c] and bin(grid.cands[c]).count("1") <= size]
        for combo in combinations(pool, size):
            mask = 0
            for c in combo:
                mask |= grid.cands[c]
            if bin(mask).count("1") == size:
                found = _naked_subset(grid, combo, mask)
                if found is not None:
                    yield found


# -- hidden subsets --

def _hidden_subsets(grid: HodokuGrid, size: int) -> Iterator[Found]:
    """findHiddenXleInEntity over blocks, rows, columns: `size` digits whose places in a house
    are `size` cells, which lose their other candidates."""
    for house in SEARCH_ORDER:
        cells = HOUSES[house]
        if sum(1 for c in cells if grid.cands[c]) <= size:
            continue
        places = {}
        for digit in range(1, 10):
            bit = 1 << (digit - 1)
            where = sum(1 << i for i, c in enumerate(cells) if grid.cands[c] & bit)
            if 0 < bin(where).count("1") <= size:
                places[digit] = where
        for digits in combinations(sorted(places), size):
            where = 0
            for d in digits:
                where |= places[d]
            if bin(where).count("1") != size:
                continue
            mask = sum(1 << (d - 1) for d in digits)
            subset = tuple(cells[i] for i in range(9) if where >> i & 1)
            deletions = [(c, d) for c in subset for d in DIGITS[grid.cands[c] & ~mask]]
            if deletions:
                yield HIDDEN_TYPES[size], subset, mask, deletions, (house,)


# -- the families --

def _where(type_: str, cells: tuple[int, ...], mask: int, houses: tuple[int, ...]) -> str:
    """HoDoKu's text of the pattern: `5 in b4` (Locked Candidates: the digit and the house it
    is confined in), `4,5,9 in r7c13,r9c2` (subsets: digits and cells)."""
    digits = ",".join(str(d) for d in DIGITS[mask])
    if type_.startswith("Locked Candidates"):
        return f"{digits} in {HOUSE_NAMES[houses[0]]}"
    return f"{digits} in {compact_cells(cells)}"


def _finder(family: str, type_: str, search: Callable[[HodokuGrid], Iterator[Found]]
            ) -> Callable[[HodokuGrid], Iterator[Step]]:
    """The family's finder: the steps of `type_` in the search's order, each effect once."""
    def find(grid: HodokuGrid) -> Iterator[Step]:
        seen = set()
        for found_type, cells, mask, deletions, houses in search(grid):
            key = frozenset(deletions)
            if found_type != type_ or key in seen:
                continue
            seen.add(key)
            yield hodoku_step(grid, family, type_, _where(type_, cells, mask, houses), deletions=deletions,
                              marks=[("pattern", [label(c, d) for c in cells for d in DIGITS[grid.cands[c] & mask]])],
                              houses=[(HOUSE_NAMES[h], "base", HOUSES[h]) for h in houses])
    return find


def _record(family: str, type_: str, search: Callable[[HodokuGrid], Iterator[Found]], code: str,
            doc: str) -> FamilyRecord:
    """The family of one step type of a search (Locked and Naked pairs share theirs)."""
    return hodoku_record(family, _finder(family, type_, search), code, doc)


FAMILIES = (
    _record(LOCKED_PAIR, "Locked Pair", lambda g: _naked_subsets(g, 2), "LP",
            "HoDoKu's Locked Pair: a naked pair in a block and a line, deleting in both."),
    _record(LOCKED_TRIPLE, "Locked Triple", lambda g: _naked_subsets(g, 3), "LT",
            "HoDoKu's Locked Triple: a naked triple in a block and a line, deleting in both."),
    _record(LC1, "Locked Candidates Type 1 (Pointing)", _pointing, "LC1",
            "HoDoKu's Pointing: a digit of a block confined to one line leaves the rest of the line."),
    _record(LC2, "Locked Candidates Type 2 (Claiming)", _claiming, "LC2",
            "HoDoKu's Claiming: a digit of a line confined to one block leaves the rest of the block."),
    _record(NAKED_PAIR, "Naked Pair", lambda g: _naked_subsets(g, 2), "NP",
            "HoDoKu's Naked Pair: two cells of a house with the same two candidates (not Locked)."),
    _record(NAKED_TRIPLE, "Naked Triple", lambda g: _naked_subsets(g, 3), "NT",
            "HoDoKu's Naked Triple: three cells of a house with three candidates in all (not Locked)."),
    _record(HIDDEN_PAIR, "Hidden Pair", lambda g: _hidden_subsets(g, 2), "HP",
            "HoDoKu's Hidden Pair: two digits with the same two places in a house."),
    _record(HIDDEN_TRIPLE, "Hidden Triple", lambda g: _hidden_subsets(g, 3), "HT",
            "HoDoKu's Hidden Triple: three digits with three places in all in a house."),
    _record(NAKED_QUADRUPLE, "Naked Quadruple", lambda g: _naked_subsets(g, 4), "NQ",
            "HoDoKu's Naked Quadruple: four cells of a house with four candidates in all."),
    _record(HIDDEN_QUADRUPLE, "Hidden Quadruple", lambda g: _hidden_subsets(g, 4), "HQ",
            "HoDoKu's Hidden Quadruple: four digits with four places in all in a house."),
)
