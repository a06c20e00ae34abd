"""Small unavoidable sets of a complete 9×9 grid: quick proofs that some givens are not unique.

An unavoidable set of a grid is a set of cells whose digits can be permuted into another
valid grid; a puzzle (a set of cells of the grid) has a unique solution only if it has a
given in every unavoidable set.  The sets found here are the cheap ones:

* two digits a, b: the cells of a and b fall into cycles (the a and b of a row, of a column,
  of a box are partners); swapping a and b on a cycle gives another grid;
* two rows of one band (or two columns of one stack): the columns where they hold the same
  set of digits fall into cycles of the permutation "digit of row 1 → its column in row 2";
  swapping the two rows on a cycle gives another grid.

They are not all the unavoidable sets, so they prove non-uniqueness, never uniqueness: the
controlled-bias generator uses them to throw away most of its tries without a SAT call.
Sets are bitmasks of cells (bit 9·row + column).
"""
from __future__ import annotations

from collections.abc import Sequence

Grid = Sequence[int]  # 81 digits 1..9


def _box(cell: int) -> int:
    return (cell // 27) * 3 + (cell % 9) // 3


def _digit_pair_sets(grid: Grid) -> set[int]:
    where: dict[int, list[int]] = {d: [] for d in range(1, 10)}
    for cell, d in enumerate(grid):
        where[d].append(cell)
    out: set[int] = set()
    for a in range(1, 10):
        for b in range(a + 1, 10):
            cells = where[a] + where[b]
            parent = {c: c for c in cells}

            def find(x: int) -> int:
                while parent[x] != x:
                    parent[x] = parent[parent[x]]
                    x = parent[x]
                return x

            for unit in (lambda c: c // 9, lambda c: c % 9, _box):
                groups: dict[int, list[int]] = {}
                for c in cells:
                    groups.setdefault(unit(c), []).append(c)
                for x, y in groups.values():  # one a and one b in every row, column, box
                    parent[find(x)] = find(y)
            comps: dict[int, int] = {}
            for c in cells:
                comps[find(c)] = comps.get(find(c), 0) | 1 << c
            out.update(comps.values())
    return out


def _line_pair_sets(grid: Grid, cell) -> set[int]:
    """Cycles of two lines of one band (rows: cell(line, k) = 9·line + k)."""
    out = set()
    for band in range(3):
        for i in range(3 * band, 3 * band + 3):
            for j in range(i + 1, 3 * band + 3):
                pos_in_j = {grid[cell(j, k)]: k for k in range(9)}
                seen = 0
                for k0 in range(9):
                    if seen >> k0 & 1:
                        continue
                    mask, k = 0, k0
                    while not seen >> k & 1:
                        seen |= 1 << k
                        mask |= 1 << cell(i, k) | 1 << cell(j, k)
                        k = pos_in_j[grid[cell(i, k)]]
                    out.add(mask)
    return out


def small_unavoidables(grid: Grid) -> list[int]:
    """The grid's unavoidable sets found by the two constructions, smallest first."""
    sets = _digit_pair_sets(grid)
    sets |= _line_pair_sets(grid, lambda line, k: 9 * line + k)
    sets |= _line_pair_sets(grid, lambda line, k: 9 * k + line)
    return sorted(sets, key=lambda m: (m.bit_count(), m))
