"""HoDoKu's singles: Full House, Naked Single, Hidden Single (SimpleSolver).

The step HoDoKu applies is read off the grid's singles queues as HoDoKu reads them
(sudorules.sudoku.rules.hodoku.grid): the first open entry of the naked-single queue that ends a
house, the first open entry, and the first open entry of the hidden-single queue (if it is still
one).  After it a finder yields every other single of its kind, as HoDoKu's find-all-steps does
(houses in order, then digits; cells in order), which the regression library asks for.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import chain

from ....csp.step import Step
from .grid import CELL_HOUSES, DIGITS, HOUSE_NAMES, HOUSES, N_CELLS, HodokuGrid, hodoku_record, hodoku_step, label

FULL_HOUSE, NAKED_SINGLE, HIDDEN_SINGLE = "full-house", "hodoku-naked-single", "hodoku-hidden-single"


def all_full_houses(grid: HodokuGrid) -> Iterator[tuple[int, int]]:
    """Each house's last open cell, with its last candidate."""
    for house in HOUSES:
        open_cells = [c for c in house if not grid.values[c]]
        if len(open_cells) == 1 and grid.cands[open_cells[0]]:
            cell = open_cells[0]
            yield cell, DIGITS[grid.cands[cell]][0]


def all_naked_singles(grid: HodokuGrid) -> Iterator[tuple[int, int]]:
    for cell in range(N_CELLS):
        m = grid.cands[cell]
        if not grid.values[cell] and m and not m & (m - 1):
            yield cell, m.bit_length()


def all_hidden_singles(grid: HodokuGrid) -> Iterator[tuple[int, int]]:
    for h, house in enumerate(HOUSES):
        for digit in range(1, 10):
            if grid.free[h][digit] == 1:
                bit = 1 << (digit - 1)
                yield next(c for c in house if not grid.values[c] and grid.cands[c] & bit), digit


def _single(family: str, type_: str, first: Callable[[HodokuGrid], tuple[int, int] | None],
            every: Callable[[HodokuGrid], Iterator[tuple[int, int]]]) -> Callable[[HodokuGrid], Iterator[Step]]:
    def find(grid: HodokuGrid) -> Iterator[Step]:
        """HoDoKu's single first, then (lazily: a run asks for the first only) every other."""
        head = first(grid)
        seen = set()
        for found in chain([head] if head is not None else [], every(grid)):
            if found in seen:
                continue
            seen.add(found)
            cell, digit = found
            houses = [h for h in CELL_HOUSES[cell] if grid.free[h][digit] == 1] if family == HIDDEN_SINGLE else []
            yield hodoku_step(grid, family, type_, "", placements=[found],
                              marks=[("pattern", [label(cell, digit)])],
                              houses=[(HOUSE_NAMES[h], "base", HOUSES[h]) for h in houses[:1]])
    return find


FAMILIES = (
    hodoku_record(FULL_HOUSE, _single(FULL_HOUSE, "Full House", HodokuGrid.full_house, all_full_houses), "FH",
                  "HoDoKu's Full House: the last open cell of a house gets the house's last digit."),
    hodoku_record(NAKED_SINGLE, _single(NAKED_SINGLE, "Naked Single", HodokuGrid.naked_single, all_naked_singles),
                  "NS", "HoDoKu's Naked Single: a cell with one candidate left (HoDoKu's queue order)."),
    hodoku_record(HIDDEN_SINGLE, _single(HIDDEN_SINGLE, "Hidden Single", HodokuGrid.hidden_single,
                                         all_hidden_singles),
                  "HS", "HoDoKu's Hidden Single: a digit with one place left in a house (HoDoKu's queue order)."),
)
