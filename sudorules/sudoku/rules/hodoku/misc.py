"""HoDoKu's Sue de Coq (MiscellaneousSolver).

Two or three open cells of a line-block intersection hold at least two more digits than cells
(nPlus more).  HoDoKu adds a set of the line's other open cells, then one of the block's,
such that together they account for all the intersection's digits:

* the line set (any open cells of the line outside the chosen intersection cells, unused
  intersection cells included) must hold a digit of the intersection and have more cells than
  digits outside the intersection ("extra" digits), while leaving some of nPlus uncovered;
* the block set (open cells of the block outside the intersection cells and the line set) may
  not hold the intersection digits the line set holds, must hold an intersection digit, and
  its cells less its extra digits must cover exactly the rest of nPlus.

Then the block's other open cells (outside both sets' cells and the chosen intersection cells,
as HoDoKu leaves the line set's cells in) lose the digits of the intersection and the block
set that the line set lacks, and the line's other cells those of the intersection and the line
set that the block set lacks; both lose the extra digits the two sets share.

Search order (getSueDeCoq): rows, then columns; for each, blocks 1..9; the intersection's
cell pairs and triples in HoDoKu's order (pair i1,i2, then its triples i1,i2,i3); then the
line sets and for each the block sets, each in HoDoKu's combination order (a set, then the
sets extending it).  HoDoKu's getStep returns the first step found (no sorting): our finder
yields it first, then every other, in the same order (find-all).
"""
from __future__ import annotations

from collections.abc import Iterator

from ....csp.step import Step
from .grid import (DIGITS, HOUSE_MASKS, HodokuGrid, cells_of, compact_cells, digits_text, hodoku_record,
                   hodoku_step, label)

SUE_DE_COQ = "sue-de-coq"
LINES = tuple(range(18))  # rows then columns, as getSueDeCoq asks them
BLOCKS = tuple(range(18, 27))

CellSet = tuple[int, int, int]  # (81-bit cells, candidate mask, number of cells)


def _popcount(mask: int) -> int:
    return bin(mask).count("1")


def _combinations(grid: HodokuGrid, cells: list[int], forbidden: int = 0) -> list[CellSet]:
    """checkHouses's combination order over `cells`: each set, then the sets extending it with
    later cells (a set holding a `forbidden` digit is dropped with its extensions, which
    HoDoKu tries and rejects)."""
    out: list[CellSet] = []

    def extend(start: int, chosen: int, mask: int, size: int) -> None:
        for i in range(start, len(cells)):
            cell = cells[i]
            m = mask | grid.cands[cell]
            if m & forbidden:
                continue
            out.append((chosen | 1 << cell, m, size + 1))
            extend(i + 1, chosen | 1 << cell, m, size + 1)
    extend(0, 0, 0, 0)
    return out


def _intersections(cells: list[int]) -> Iterator[list[int]]:
    """checkIntersection's order: each pair i1,i2, then the triples i1,i2,i3 extending it."""
    for i1 in range(len(cells) - 1):
        for i2 in range(i1 + 1, len(cells)):
            yield [cells[i1], cells[i2]]
            for i3 in range(i2 + 1, len(cells)):
                yield [cells[i1], cells[i2], cells[i3]]


def _deleted(grid: HodokuGrid, cells: int, digits: int) -> list[tuple[int, int]]:
    """checkCandidatesToDelete: the digits' candidates in the cells, by cell then digit."""
    return [(cell, d) for cell in cells_of(cells) for d in DIGITS[grid.cands[cell] & digits]]


def _step(grid: HodokuGrid, inter: tuple[int, int], line_set: CellSet, block_set: CellSet,
          deletions: list[tuple[int, int]]) -> Step:
    """`r4c13 - {2349} (r4c5 - {34}, r6c2 - {29})`: the intersection, the line set, the block set."""
    i_cells, i_mask = inter
    parts = [f"{compact_cells(cells_of(c))} - {{{digits_text(DIGITS[m], '')}}}"
             for c, m in ((i_cells, i_mask), (line_set[0], line_set[1]), (block_set[0], block_set[1]))]
    where = f"{parts[0]} ({parts[1]}, {parts[2]})"

    def cands(cells: int, mask: int) -> list[int]:
        return [label(c, d) for c in cells_of(cells) for d in DIGITS[grid.cands[c] & mask]]
    return hodoku_step(grid, SUE_DE_COQ, "Sue de Coq", where, deletions=deletions,
                       marks=[("left", cands(line_set[0] | i_cells, line_set[1])),
                              ("right", cands(block_set[0] | i_cells, block_set[1])),
                              ("pattern", cands(i_cells, i_mask))])


def _sue_de_coqs(grid: HodokuGrid, line_cells: int, block_cells: int, i_cells: int, i_mask: int,
                 n_plus: int) -> Iterator[Step]:
    """checkHouses, both runs: the line sets, and for each the block sets completing it."""
    block_runs: dict[tuple[int, int], list[CellSet]] = {}
    for line_set in _combinations(grid, cells_of(line_cells & ~i_cells)):
        l_cells, l_mask, l_size = line_set
        l_extra = l_mask & ~i_mask
        n_extra = _popcount(l_extra)
        if not (l_mask & i_mask and n_extra < l_size and l_size - n_extra < n_plus):
            continue
        rest = n_plus - (l_size - n_extra)
        used = l_mask & i_mask  # the intersection digits the line set holds: not in the block set
        source = block_cells & ~i_cells & ~l_cells
        key = (source, used)
        if key not in block_runs:
            block_runs[key] = _combinations(grid, cells_of(source), used)
        for block_set in block_runs[key]:
            b_cells, b_mask, b_size = block_set
            if not b_mask & i_mask or b_size - _popcount(b_mask & ~i_mask) != rest:
                continue
            shared = b_mask & l_mask
            deletions = (_deleted(grid, block_cells & ~b_cells & ~i_cells, ((i_mask | b_mask) & ~l_mask) | shared)
                         + _deleted(grid, line_cells & ~l_cells & ~i_cells, ((i_mask | l_mask) & ~b_mask) | shared))
            if deletions:
                yield _step(grid, (i_cells, i_mask), line_set, block_set, deletions)


def sue_de_coq(grid: HodokuGrid) -> Iterator[Step]:
    """getSueDeCoqInt over rows then columns (see the module docstring)."""
    empty = sum(1 << c for c in range(81) if not grid.values[c])
    for line in LINES:
        line_cells = HOUSE_MASKS[line] & empty
        for block in BLOCKS:
            block_cells = HOUSE_MASKS[block] & empty
            inter = line_cells & block_cells
            if _popcount(inter) < 2:
                continue
            for chosen in _intersections(cells_of(inter)):
                i_mask = 0
                for cell in chosen:
                    i_mask |= grid.cands[cell]
                n_plus = _popcount(i_mask) - len(chosen)
                if n_plus >= 2:
                    i_cells = sum(1 << c for c in chosen)
                    yield from _sue_de_coqs(grid, line_cells, block_cells, i_cells, i_mask, n_plus)


FAMILIES = (
    hodoku_record(SUE_DE_COQ, sue_de_coq, "SdC",
                  "HoDoKu's Sue de Coq: a line-block intersection's cells with two more digits than cells, "
                  "completed by a set of the line's cells and one of the block's: the houses' other cells "
                  "lose the digits the sets lock."),
)
