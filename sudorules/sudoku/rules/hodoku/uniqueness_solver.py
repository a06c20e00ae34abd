"""HoDoKu's uniqueness techniques (UniquenessSolver): Uniqueness Tests 1-6, Hidden Rectangle,
Avoidable Rectangles 1-2 and Bivalue Universal Grave + 1.  They assume the puzzle has one
solution (their records say so: `uniqueness=True`).

Unique rectangles.  HoDoKu starts a rectangle at every bivalue cell (cells in order), with its
two digits; the second corner is a cell of its block in its row (or column) where both digits
may still go (HoDoKu's default `allowUniquenessMissingCandidates`: a digit may go in an open cell
that sees no placed copy of it, deleted or not); the other two corners lie in the same column
(row) pair, out of the block, with the same test (HoDoKu's test of the fourth corner checks the
second digit twice and the third corner's not at all: kept).  A rectangle is checked once per
step (HoDoKu remembers the rectangles it saw by a decimal key of their sorted corners, which can
make two rectangles one, in a table of 400: kept too), and all types are checked on it in
HoDoKu's order: 1, 2/5, 3 (row, column, block), 4, 6, Hidden Rectangle.  HoDoKu searches once
per step: asked for Type 1, it collects the steps of the other types it meets on the way and
answers the later types from that collection.  So each family here yields the steps of its type
in that one search's order, which is computed once per grid (`_ur_search`).

Avoidable rectangles start at placed cells that are not givens, with a second placed non-given
corner in the block, and are searched separately (again once per step).  The givens are the
grid's (`HodokuGrid.givens`: the values of the run's first state, or a library case's unplussed
cells).  HoDoKu also drops avoidable rectangles when the givens alone do not have one solution
(getStatusGivens): not checked here.

Where HoDoKu 2.2 (the jar) and its Python port hodoku-py part, this follows the jar: Type 3 adds
the deletions in the block of a row's (column's) subset only when the row (column) itself has
some; the corners with extras are taken in cell order (SudokuSet), which orders Type 4's deletions
and the Hidden Rectangle's two corners.

BUG+1 is HoDoKu's test: one open cell with three candidates, none with more, and one digit three
times in exactly the row, column and block of that cell (no other digit three times in a house):
its other candidates go.  It does not look for singles (HoDoKu places them first): on a state
with one pending it can be wrong.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from ....csp.rules.chains.context import run_scratch
from ....csp.step import Step
from .grid import (BLOCK_OF, BLOCKS, BUDDIES, COL_OF, COLS, DIGITS, HOUSE_MASKS, HOUSES, N_CELLS, ROW_OF, ROWS,
                   HodokuGrid, cells_of, compact_cells, hodoku_record, hodoku_step, label)

UNIQUENESS_1, UNIQUENESS_2, UNIQUENESS_3 = "uniqueness-test-1", "uniqueness-test-2", "uniqueness-test-3"
UNIQUENESS_4, UNIQUENESS_5, UNIQUENESS_6 = "uniqueness-test-4", "uniqueness-test-5", "uniqueness-test-6"
HIDDEN_RECTANGLE = "hidden-rectangle"
AVOIDABLE_1, AVOIDABLE_2 = "avoidable-rectangle-type-1", "avoidable-rectangle-type-2"
BUG_PLUS_1 = "bug-plus-1"

TYPE_OF = {UNIQUENESS_1: "Uniqueness Test 1", UNIQUENESS_2: "Uniqueness Test 2", UNIQUENESS_3: "Uniqueness Test 3",
           UNIQUENESS_4: "Uniqueness Test 4", UNIQUENESS_5: "Uniqueness Test 5", UNIQUENESS_6: "Uniqueness Test 6",
           HIDDEN_RECTANGLE: "Hidden Rectangle", AVOIDABLE_1: "Avoidable Rectangle Type 1",
           AVOIDABLE_2: "Avoidable Rectangle Type 2", BUG_PLUS_1: "Bivalue Universal Grave + 1"}

RECT_TABLE = 400  # UniquenessSolver.rectangles: the rectangles HoDoKu remembers per search
ALL_CELLS = (1 << N_CELLS) - 1


@dataclass(frozen=True)
class Found:
    """One step a rectangle search met: its family, the rectangle's two digits (as HoDoKu prints
    them) and corners (in HoDoKu's order), the deletions in HoDoKu's order, and the candidates
    that make the pattern more than a rectangle (fins, for the picture)."""

    family: str
    digits: tuple[int, int]
    corners: tuple[int, ...]
    deletions: tuple[tuple[int, int], ...]
    fins: tuple[tuple[int, int], ...] = ()


def _bits(mask: int) -> int:
    return bin(mask).count("1")


def _bit(digit: int) -> int:
    return 1 << (digit - 1)


class _Rectangles:
    """HoDoKu's memory of the rectangles a search checked (checkRect): the decimal key of the
    sorted corners, in a table of 400 (a rectangle past it is checked every time it is met)."""

    def __init__(self) -> None:
        self.keys: list[int] = []

    def first_time(self, corners: Sequence[int]) -> bool:
        a, b, c, d = sorted(corners)
        key = ((a * 10 + b) * 10 + c) * 10 + d
        if key in self.keys:
            return False
        if len(self.keys) < RECT_TABLE:
            self.keys.append(key)
        return True


def allowed_cells(grid: HodokuGrid) -> list[int]:
    """SudokuStepFinder.candidatesAllowed: per digit, the open cells that see no placed copy."""
    empty = ALL_CELLS
    allowed = [ALL_CELLS] * 10
    for cell, value in enumerate(grid.values):
        if value:
            allowed[value] &= ~BUDDIES[cell]
            empty &= ~(1 << cell)
    return [a & empty for a in allowed]


def _far_side(i11: int, i12: int) -> Iterator[tuple[int, int]]:
    """The (third, fourth) corner pairs of a rectangle with the first side i11-i12 (one row or
    one column of a block): the column (row) of each, cell by cell, out of their block."""
    if ROW_OF[i11] == ROW_OF[i12]:
        unit11, unit12 = COLS[COL_OF[i11]], COLS[COL_OF[i12]]
    else:
        unit11, unit12 = ROWS[ROW_OF[i11]], ROWS[ROW_OF[i12]]
    for i21, i22 in zip(unit11, unit12):
        if BLOCK_OF[i21] != BLOCK_OF[i11]:
            yield i21, i22


def _first_sides(i11: int) -> Iterator[int]:
    """The cells of i11's block in its row or column (block order)."""
    for i12 in BLOCKS[BLOCK_OF[i11]]:
        if i12 != i11 and (ROW_OF[i12] == ROW_OF[i11] or COL_OF[i12] == COL_OF[i11]):
            yield i12


# -- unique rectangles: one search per grid, every type in HoDoKu's order --

def _ur_search(grid: HodokuGrid) -> list[Found]:
    """getAllUniquenessInternal: rectangles from each bivalue cell, every type checked on each."""
    allowed = allowed_cells(grid)
    seen = _Rectangles()
    out: list[Found] = []
    for i11 in range(N_CELLS):
        if _bits(grid.cands[i11]) != 2:
            continue
        cand1, cand2 = DIGITS[grid.cands[i11]]
        both = allowed[cand1] & allowed[cand2]
        for i12 in _first_sides(i11):
            if grid.values[i12] or not both >> i12 & 1:
                continue
            for i21, i22 in _far_side(i11, i12):
                # HoDoKu tests cand2 on the fourth corner twice, never on the third
                if not (allowed[cand1] >> i21 & 1 and allowed[cand1] >> i22 & 1 and allowed[cand2] >> i22 & 1):
                    continue
                if seen.first_time((i11, i12, i21, i22)):
                    out.extend(_check_rectangle(grid, cand1, cand2, (i11, i12, i21, i22)))
    return out


def _check_rectangle(grid: HodokuGrid, cand1: int, cand2: int, corners: tuple[int, ...]) -> Iterator[Found]:
    """checkURForStep: Types 1, 2/5, 3, 4, 6 and Hidden Rectangle on one rectangle."""
    ur_mask = _bit(cand1) | _bit(cand2)
    two = sorted(c for c in corners if not grid.cands[c] & ~ur_mask)
    extra = sorted(c for c in corners if grid.cands[c] & ~ur_mask)

    def found(family: str, deletions: Sequence[tuple[int, int]], fins: Sequence[tuple[int, int]] = ()) -> Found:
        return Found(family, (cand1, cand2), corners, tuple(deletions), tuple(fins))

    if len(two) == 3:
        cell = extra[0]
        deletions = [(cell, d) for d in (cand1, cand2) if grid.cands[cell] & _bit(d)]
        if deletions:
            yield found(UNIQUENESS_1, deletions)
    if len(two) in (1, 2):
        yield from _type_2_or_5(grid, ur_mask, extra, found)
    if len(two) == 2:
        yield from _type_3(grid, ur_mask, corners, extra, found)
        yield from _type_4(grid, cand1, cand2, extra, found)
        yield from _type_6(grid, cand1, cand2, two, extra, found)
    if len(two) in (1, 2):
        yield from _hidden_rectangles(grid, cand1, cand2, two, extra, found)


def _type_2_or_5(grid: HodokuGrid, ur_mask: int, extra: list[int], found: Callable[..., Found]) -> Iterator[Found]:
    """One extra digit in all the corners with extras: it goes from every cell seeing them all
    (Type 2 with two corners in a row or column, else Type 5)."""
    add_mask, seeing = 0, ALL_CELLS
    for cell in extra:
        add_mask |= grid.cands[cell] & ~ur_mask
        if _bits(add_mask) > 1:
            return
        seeing &= BUDDIES[cell]
    if _bits(add_mask) != 1:
        return
    digit = add_mask.bit_length()
    seeing &= grid.digit_cells[digit]
    if not seeing:
        return
    i1, i2 = extra[0], extra[1]
    diagonal = ROW_OF[i1] != ROW_OF[i2] and COL_OF[i1] != COL_OF[i2]
    family = UNIQUENESS_5 if len(extra) == 3 or diagonal else UNIQUENESS_2
    yield found(family, [(cell, digit) for cell in cells_of(seeing)])


def _type_3(grid: HodokuGrid, ur_mask: int, corners: tuple[int, ...], extra: list[int],
            found: Callable[..., Found]) -> Iterator[Found]:
    """The two corners with extras as one virtual cell of a naked subset, in their row, column
    and block (checkUniqueness3)."""
    i1, i2 = extra
    u3_cands = 0
    for cell in extra:
        u3_cands |= grid.cands[cell] & ~ur_mask
    for kind, same in ((0, ROW_OF), (1, COL_OF), (2, BLOCK_OF)):
        if same[i1] != same[i2]:
            continue
        unit = HOUSES[kind * 9 + same[i1]]
        pool = [c for c in sorted(unit) if grid.cands[c] and not grid.cands[c] & ur_mask and c not in corners]
        if pool:
            yield from _type_3_subsets(grid, kind, unit, pool, u3_cands, tuple(extra), 0, found)


def _type_3_subsets(grid: HodokuGrid, kind: int, unit: Sequence[int], pool: list[int], cands: int,
                    cells: tuple[int, ...], start: int, found: Callable[..., Found]) -> Iterator[Found]:
    """checkUniqueness3Recursive: every subset of the pool, depth first, tested as it grows."""
    for i in range(start, len(pool)):
        subset_cands = cands | grid.cands[pool[i]]
        subset = tuple(sorted(cells + (pool[i],)))
        if (kind != 2 or not _same_line(subset)) and _bits(subset_cands) == len(subset) - 1:
            step = _type_3_step(grid, kind, unit, subset, subset_cands, found)
            if step is not None:
                yield step
        yield from _type_3_subsets(grid, kind, unit, pool, subset_cands, subset, i + 1, found)


def _type_3_step(grid: HodokuGrid, kind: int, unit: Sequence[int], subset: tuple[int, ...], digits: int,
                 found: Callable[..., Found]) -> Found | None:
    deletions = _subset_deletions(grid, unit, subset, digits)
    if not deletions:
        return None
    fins = [(c, d) for d in DIGITS[digits] for c in subset if grid.cands[c] & _bit(d)]
    if kind != 2:
        blocks = {BLOCK_OF[c] for c in subset}
        if len(blocks) == 1:
            deletions += _subset_deletions(grid, BLOCKS[blocks.pop()], subset, digits)
    return found(UNIQUENESS_3, deletions, fins)


def _subset_deletions(grid: HodokuGrid, unit: Sequence[int], subset: tuple[int, ...],
                      digits: int) -> list[tuple[int, int]]:
    """The subset's digits in the unit's other open cells, cell by cell."""
    return [(c, d) for c in unit if not grid.values[c] and c not in subset for d in DIGITS[grid.cands[c] & digits]]


def _same_line(cells: Sequence[int]) -> bool:
    return len({ROW_OF[c] for c in cells}) == 1 or len({COL_OF[c] for c in cells}) == 1


def _type_4(grid: HodokuGrid, cand1: int, cand2: int, extra: list[int], found: Callable[..., Found]) -> Iterator[Found]:
    """Two corners with extras in a row or column where one rectangle digit is locked: the
    other digit goes from both."""
    i1, i2 = extra
    if ROW_OF[i1] != ROW_OF[i2] and COL_OF[i1] != COL_OF[i2]:
        return
    seeing = BUDDIES[i1] & BUDDIES[i2]
    if not seeing & grid.digit_cells[cand1]:
        gone = cand2
    elif not seeing & grid.digit_cells[cand2]:
        gone = cand1
    else:
        return
    deletions = [(c, gone) for c in (i1, i2) if grid.cands[c] & _bit(gone)]
    if deletions:
        yield found(UNIQUENESS_4, deletions)


def _type_6(grid: HodokuGrid, cand1: int, cand2: int, two: list[int], extra: list[int],
            found: Callable[..., Found]) -> Iterator[Found]:
    """Two diagonal corners with extras, a rectangle digit nowhere else in the rectangle's rows
    and columns: that digit goes from both."""
    i1, i2 = extra
    if ROW_OF[i1] == ROW_OF[i2] or COL_OF[i1] == COL_OF[i2]:
        return
    lines = (HOUSE_MASKS[ROW_OF[i1]] | HOUSE_MASKS[9 + COL_OF[i1]] | HOUSE_MASKS[ROW_OF[i2]]
             | HOUSE_MASKS[9 + COL_OF[i2]])
    for c in extra + two:
        lines &= ~(1 << c)
    if not lines & grid.digit_cells[cand1]:
        gone = cand1
    elif not lines & grid.digit_cells[cand2]:
        gone = cand2
    else:
        return
    deletions = [(c, gone) for c in (i1, i2) if grid.cands[c] & _bit(gone)]
    if deletions:
        yield found(UNIQUENESS_6, deletions)


def _hidden_rectangles(grid: HodokuGrid, cand1: int, cand2: int, two: list[int], extra: list[int],
                       found: Callable[..., Found]) -> Iterator[Found]:
    """From a corner with the two digits only (both when they are diagonal): a digit confined to
    the rectangle in the opposite row and column, the other digit goes from the opposite corner."""
    if len(two) == 2 and (ROW_OF[two[0]] == ROW_OF[two[1]] or COL_OF[two[0]] == COL_OF[two[1]]):
        return
    inside = 0
    for c in two + extra:
        inside |= 1 << c
    for corner in two:
        row = ROW_OF[extra[0]] if ROW_OF[extra[0]] != ROW_OF[corner] else ROW_OF[extra[1]]
        col = COL_OF[extra[0]] if COL_OF[extra[0]] != COL_OF[corner] else COL_OF[extra[1]]
        for strong, gone in ((cand1, cand2), (cand2, cand1)):
            outside = grid.digit_cells[strong] & ~inside
            if outside & HOUSE_MASKS[row] or outside & HOUSE_MASKS[9 + col]:
                continue
            cell = row * 9 + col
            if grid.cands[cell] & _bit(gone):
                yield found(HIDDEN_RECTANGLE, [(cell, gone)])


# -- avoidable rectangles --

def _ar_search(grid: HodokuGrid, givens: int) -> list[Found]:
    """getAllAvoidableRectangles: from each placed non-given cell (HoDoKu searches each twice;
    the second finds only rectangles past its table)."""
    seen = _Rectangles()
    out: list[Found] = []
    for i11 in range(N_CELLS):
        if grid.values[i11] and not givens >> i11 & 1:
            for _twice in range(2):
                out.extend(_ar_from(grid, givens, i11, seen))
    return out


def _ar_from(grid: HodokuGrid, givens: int, i11: int, seen: _Rectangles) -> Iterator[Found]:
    values, cands = grid.values, grid.cands
    cand1 = values[i11]

    def placed(cell: int, digit: int) -> bool:
        return values[cell] == digit and not givens >> cell & 1

    def bivalue_with(cell: int, digit: int) -> bool:
        return not values[cell] and bool(cands[cell] & _bit(digit)) and _bits(cands[cell]) == 2

    for i12 in _first_sides(i11):
        if not values[i12] or givens >> i12 & 1:
            continue
        cand2 = values[i12]
        for i21, i22 in _far_side(i11, i12):
            if not ((placed(i21, cand2) and bivalue_with(i22, cand1))
                    or (placed(i22, cand1) and bivalue_with(i21, cand2))
                    or (bivalue_with(i21, cand2) and bivalue_with(i22, cand1))):
                continue
            if seen.first_time((i11, i12, i21, i22)):
                step = _check_avoidable(grid, cand1, cand2, (i11, i12, i21, i22))
                if step is not None:
                    yield step


def _check_avoidable(grid: HodokuGrid, cand1: int, cand2: int, corners: tuple[int, ...]) -> Found | None:
    """Type 1: three corners placed, the fourth loses the digit that would close the rectangle;
    Type 2: two open bivalue corners sharing an extra digit, which goes from the cells seeing both."""
    _i11, _i12, i21, i22 = corners
    if grid.values[i21] or grid.values[i22]:
        cell, digit = (i22, cand1) if grid.values[i21] else (i21, cand2)
        if not grid.cands[cell] & _bit(digit):
            return None
        return Found(AVOIDABLE_1, (cand1, cand2), corners, ((cell, digit),))
    first, second = DIGITS[grid.cands[i21]][:2]
    extra = second if first == cand2 else first
    if not grid.cands[i22] & _bit(extra):
        return None
    seeing = BUDDIES[i21] & BUDDIES[i22] & grid.digit_cells[extra]
    if not seeing:
        return None
    return Found(AVOIDABLE_2, (cand1, cand2), corners, tuple((c, extra) for c in cells_of(seeing)),
                 ((i21, extra), (i22, extra)))


# -- BUG+1 --

def bug_plus_1(grid: HodokuGrid) -> Found | None:
    """getBugPlus1: one cell with three candidates, all others at most two; a digit three times
    in one house of each kind (no other digit three times), those houses the cell's."""
    trivalue = -1
    for cell in range(N_CELLS):
        n = _bits(grid.cands[cell])
        if n > 3:
            return None
        if n == 3:
            if trivalue != -1:
                return None
            trivalue = cell
    if trivalue == -1:
        return None
    digit, houses = -1, [-1, -1, -1]
    for house in range(27):
        for d in range(1, 10):
            n = grid.free[house][d]
            if n > 3:
                return None
            if n == 3:
                if houses[house // 9] != -1 or (digit != -1 and digit != d):
                    return None
                digit, houses[house // 9] = d, house
    if digit == -1 or not grid.cands[trivalue] & _bit(digit):
        return None
    if houses != [ROW_OF[trivalue], 9 + COL_OF[trivalue], 18 + BLOCK_OF[trivalue]]:
        return None
    deletions = tuple((trivalue, d) for d in DIGITS[grid.cands[trivalue]] if d != digit)
    return Found(BUG_PLUS_1, (0, 0), (trivalue,), deletions)


# -- the families --

def _searched(grid: HodokuGrid, kind: str, search: Callable[[], list[Found]]) -> list[Found]:
    """One search per grid and kind (HoDoKu's cache of the steps of one step number)."""
    memory = run_scratch("hodoku-uniqueness")
    key = (id(grid), kind)
    entry = memory.get(key)
    if entry is None or entry[0] is not grid:
        if len(memory) >= 16:
            memory.pop(next(iter(memory)))
        entry = memory[key] = (grid, search())
    return entry[1]


def ur_steps(grid: HodokuGrid) -> list[Found]:
    return _searched(grid, "ur", lambda: _ur_search(grid))


def ar_steps(grid: HodokuGrid) -> list[Found]:
    return _searched(grid, "ar", lambda: _ar_search(grid, grid.givens))


def found_step(grid: HodokuGrid, f: Found) -> Step:
    """The engine step of a found rectangle or BUG (HoDoKu's text: the digits as HoDoKu prints them, the
    corners, the deletions in HoDoKu's order)."""
    if f.family == BUG_PLUS_1:
        where = ""
    else:
        where = f"{f.digits[0]}/{f.digits[1]} in {compact_cells(f.corners)}"
    pattern = [label(c, d) for c in f.corners for d in f.digits if d and grid.cands[c] >> (d - 1) & 1]
    return hodoku_step(grid, f.family, TYPE_OF[f.family], where, deletions=f.deletions,
                       marks=[("pattern", pattern), ("fin", [label(c, d) for c, d in f.fins])])


def _of_type(family: str, search: Callable[[HodokuGrid], list[Found]]) -> Callable[[HodokuGrid], Iterator[Step]]:
    def find(grid: HodokuGrid) -> Iterator[Step]:
        for f in search(grid):
            if f.family == family:
                yield found_step(grid, f)
    return find


def singles_pending(grid: HodokuGrid) -> bool:
    """A naked single (a cell with one candidate) or a hidden single (a digit with one place
    in a house) is open."""
    cands, values = grid.cands, grid.values
    if any(not values[c] and m and not m & (m - 1) for c, m in enumerate(cands)):
        return True
    return any(row[d] == 1 for row in grid.free for d in range(1, 10))


def _find_bug(grid: HodokuGrid) -> Iterator[Step]:
    """HoDoKu's BUG+1 test counts on the singles being placed first (its order asks them
    first): with a single open it can delete a true candidate, so then it finds nothing (a
    theory may put it before the singles; HoDoKu's own path never asks it with one open but
    when a stale queue entry hides a hidden single, and keeps it sound there too)."""
    f = bug_plus_1(grid)
    if f is not None and f.deletions and not singles_pending(grid):
        yield found_step(grid, f)


DOCS = {
    UNIQUENESS_1: "HoDoKu's Uniqueness Test 1: three corners of a rectangle hold only its two digits; "
                  "they go from the fourth.",
    UNIQUENESS_2: "HoDoKu's Uniqueness Test 2: the corners with more hold one same extra digit, in a row "
                  "or column; it goes from the cells seeing them all.",
    UNIQUENESS_3: "HoDoKu's Uniqueness Test 3: the extras of two corners form a naked subset with other "
                  "cells of their house.",
    UNIQUENESS_4: "HoDoKu's Uniqueness Test 4: a rectangle digit locked in the row or column of the "
                  "two corners with extras; the other digit goes from them.",
    UNIQUENESS_5: "HoDoKu's Uniqueness Test 5: one same extra digit in two diagonal or three corners; "
                  "it goes from the cells seeing them all.",
    UNIQUENESS_6: "HoDoKu's Uniqueness Test 6: a rectangle digit nowhere else in the rectangle's rows "
                  "and columns; it goes from the two diagonal corners with extras.",
    HIDDEN_RECTANGLE: "HoDoKu's Hidden Rectangle: a digit confined to the rectangle in the row and column "
                      "opposite a bivalue corner; the other digit goes from the opposite corner.",
    AVOIDABLE_1: "HoDoKu's Avoidable Rectangle Type 1: three corners placed (not given); the fourth "
                 "loses the digit that would make two solutions.",
    AVOIDABLE_2: "HoDoKu's Avoidable Rectangle Type 2: two placed (not given) corners, two bivalue "
                 "corners sharing an extra digit; it goes from the cells seeing both.",
    BUG_PLUS_1: "HoDoKu's Bivalue Universal Grave + 1: all open cells bivalue but one; that cell keeps "
                "the digit that is three times in its houses.",
}
CODES = {UNIQUENESS_1: "U1", UNIQUENESS_2: "U2", UNIQUENESS_3: "U3", UNIQUENESS_4: "U4", UNIQUENESS_5: "U5",
         UNIQUENESS_6: "U6", HIDDEN_RECTANGLE: "HR", AVOIDABLE_1: "AR1", AVOIDABLE_2: "AR2", BUG_PLUS_1: "BUG1"}

FINDERS: dict[str, Callable[[HodokuGrid], Iterator[Step]]] = {
    **{family: _of_type(family, ur_steps) for family in (UNIQUENESS_1, UNIQUENESS_2, UNIQUENESS_3, UNIQUENESS_4,
                                                         UNIQUENESS_5, UNIQUENESS_6, HIDDEN_RECTANGLE)},
    **{family: _of_type(family, ar_steps) for family in (AVOIDABLE_1, AVOIDABLE_2)},
    BUG_PLUS_1: _find_bug,
}

FAMILIES = tuple(hodoku_record(family, finder, CODES[family], DOCS[family], uniqueness=True)
                 for family, finder in FINDERS.items())
