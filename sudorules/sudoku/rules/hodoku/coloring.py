"""HoDoKu's coloring techniques: Simple Colors (Trap, Wrap) and Multi-Colors (1, 2)
(ColoringSolver).

For one digit, HoDoKu colors the cells that lie in at least one conjugate pair (a house with
two places left for the digit): starting from the lowest uncolored such cell, it follows the
conjugate pairs of the cell's row, column and block depth first, alternating two colors; each
component is a color pair (C1 holds the start).  Then, digits 1..9 and pairs in order:

* Simple Colors Wrap: two cells of one color see each other, so that color is false: its cells
  lose the digit (asked before the Trap of the same pair);
* Simple Colors Trap: a candidate seeing both colors of a pair is false;
* Multi-Colors 2 (asked first for each ordered pair of color pairs A, B): the cells of a color
  of A see both colors of B, so that color is false;
* Multi-Colors 1: a color of A sees a color of B, so one of the two other colors is true: a
  candidate seeing both of those is false.

HoDoKu's getStep returns the first step found in that order (no sorting), which our finders
yield first; the others follow in the same order (find-all).  The steps' deletions keep
HoDoKu's order: a wrapped color's cells, or the trapped candidates cell by cell (Multi-Colors 1:
each of the four checks in turn).
"""
from __future__ import annotations

from collections.abc import Iterator

from ....csp.step import Step
from .grid import BUDDIES, CELL_HOUSES, HOUSE_MASKS, HodokuGrid, cell_name, cells_of, hodoku_record, hodoku_step, label

SIMPLE_COLORS, MULTI_COLORS = "simple-colors", "multi-colors"
COLOR_ROLES = ("true", "false", "left", "right")  # HoDoKu's colors 0..3 (sudorules.render.overlay's roles)

Color = int  # an 81-bit cell set
ColorPair = tuple[Color, Color]


def _conjugate(grid: HodokuGrid, cell: int, digit: int, house: int) -> int:
    """getConjugateIndex: the other cell of the house's conjugate pair through `cell` (-1: the
    house has not exactly two places left for the digit)."""
    if grid.free[house][digit] != 2:
        return -1
    pair = grid.digit_cells[digit] & HOUSE_MASKS[house] & ~(1 << cell)
    return (pair & -pair).bit_length() - 1 if pair else -1


def color_pairs(grid: HodokuGrid, digit: int) -> list[ColorPair]:
    """doColoring: the digit's color pairs, in HoDoKu's order (each component of the
    conjugate-pair graph, started at its lowest cell, colored depth first through the cell's
    row, column and block)."""
    free = grid.free
    todo = 0
    for cell in cells_of(grid.digit_cells[digit]):
        if any(free[h][digit] == 2 for h in CELL_HOUSES[cell]):
            todo |= 1 << cell
    pairs = []
    while todo:
        sets = [0, 0]

        def paint(cell: int, on: bool) -> None:
            nonlocal todo
            if cell < 0 or not todo >> cell & 1:
                return
            sets[0 if on else 1] |= 1 << cell
            todo &= ~(1 << cell)
            for house in CELL_HOUSES[cell]:
                paint(_conjugate(grid, cell, digit, house), not on)

        paint((todo & -todo).bit_length() - 1, True)
        if sets[0] and sets[1]:
            pairs.append((sets[0], sets[1]))
    return pairs


def _seen(color: Color) -> int:
    """The cells some cell of the color sees."""
    out = 0
    for cell in cells_of(color):
        out |= BUDDIES[cell]
    return out


def _wraps(color: Color) -> bool:
    """checkColorWrap: two cells of the color see each other."""
    return any(BUDDIES[cell] & color for cell in cells_of(color))


def _trapped(grid: HodokuGrid, digit: int, one: Color, other: Color) -> list[int]:
    """checkCandidateToDelete: the digit's cells that see a cell of each color, by cell."""
    return cells_of(_seen(one) & _seen(other) & grid.digit_cells[digit])


def _colors_text(digit: int, colors: tuple[Color, ...]) -> str:
    """getColorCellPrint: `5 (r1c3,r2c4) / (r1c5,r6c3)`, a second pair after `, `."""
    parts = []
    for i, color in enumerate(colors):
        sep = " / " if i % 2 else (", " if i else "")
        parts.append(sep + "(" + ",".join(cell_name(c) for c in cells_of(color)) + ")")
    return f"{digit} " + "".join(parts)


def _color_step(grid: HodokuGrid, family: str, type_: str, digit: int, colors: tuple[Color, ...],
                deleted: list[int]) -> Step:
    return hodoku_step(grid, family, type_, _colors_text(digit, colors),
                       deletions=[(cell, digit) for cell in deleted],
                       marks=[(role, [label(c, digit) for c in cells_of(color)])
                              for role, color in zip(COLOR_ROLES, colors)])


def simple_colors(grid: HodokuGrid) -> Iterator[Step]:
    """findSimpleColorSteps: digits 1..9, color pairs in order, the Wrap before the Trap."""
    for digit in range(1, 10):
        for c1, c2 in color_pairs(grid, digit):
            wrapped = [cell for color in (c1, c2) if _wraps(color) for cell in cells_of(color)]
            if wrapped:
                yield _color_step(grid, SIMPLE_COLORS, "Simple Colors Wrap", digit, (c1, c2), wrapped)
            trapped = _trapped(grid, digit, c1, c2)
            if trapped:
                yield _color_step(grid, SIMPLE_COLORS, "Simple Colors Trap", digit, (c1, c2), trapped)


def _multi_colors_2(a1: Color, a2: Color, b1: Color, b2: Color) -> list[int]:
    """checkMultiColor1 on each color of A: the cells of a color that sees both colors of B."""
    out = []
    for color in (a1, a2):
        seen = _seen(color)
        if seen & b1 and seen & b2:
            out += cells_of(color)
    return out


def _multi_colors_1(grid: HodokuGrid, digit: int, a1: Color, a2: Color, b1: Color, b2: Color) -> list[int]:
    """checkMultiColor2 on the four color couples: when one color of A sees one of B, the
    candidates seeing both other colors go (each check's cells in order, first time kept)."""
    out: list[int] = []
    for x, y, p, q in ((a1, b1, a2, b2), (a1, b2, a2, b1), (a2, b1, a1, b2), (a2, b2, a1, b1)):
        if _seen(x) & y:
            out += [c for c in _trapped(grid, digit, p, q) if c not in out]
    return out


def multi_colors(grid: HodokuGrid) -> Iterator[Step]:
    """findMultiColorSteps: digits 1..9, every ordered couple of different color pairs (A, B),
    Multi-Colors 2 before Multi-Colors 1."""
    for digit in range(1, 10):
        pairs = color_pairs(grid, digit)
        for i, (a1, a2) in enumerate(pairs):
            for j, (b1, b2) in enumerate(pairs):
                if i == j:
                    continue
                colors = (a1, a2, b1, b2)
                deleted = _multi_colors_2(a1, a2, b1, b2)
                if deleted:
                    yield _color_step(grid, MULTI_COLORS, "Multi Colors 2", digit, colors, deleted)
                deleted = _multi_colors_1(grid, digit, a1, a2, b1, b2)
                if deleted:
                    yield _color_step(grid, MULTI_COLORS, "Multi Colors 1", digit, colors, deleted)


FAMILIES = (
    hodoku_record(SIMPLE_COLORS, simple_colors, "SC",
                  "HoDoKu's Simple Colors: one digit's conjugate pairs colored two ways; a color with two "
                  "cells seeing each other is false (Wrap), a candidate seeing both colors is false (Trap)."),
    hodoku_record(MULTI_COLORS, multi_colors, "MC",
                  "HoDoKu's Multi-Colors: two color pairs of one digit; a color seeing both colors of the "
                  "other pair is false (2), or, two colors seeing each other, a candidate seeing both other "
                  "colors is false (1)."),
)
