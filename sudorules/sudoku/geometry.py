"""Grids of the Sudoku family, each given as cells and units (sets of cells that must hold
every symbol exactly once).

The CSP variables follow from the units (`sudorules.sudoku.model`): one rc variable per
cell, one variable per (unit, symbol).  So a geometry needs nothing but its cells, units and
a layout for printing: n²×n² Sudoku, Latin squares, X-Sudoku, jigsaw and bridge Sudoku are
all built here the same way.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ..errors import PuzzleError

SYMBOLS = "123456789ABCDEFGHIJKLMNOP"


@dataclass(frozen=True)
class Unit:
    """A set of cells holding each symbol once.  `kind` is r, c, b (block or region) or d."""

    kind: str
    name: str
    cells: tuple[int, ...]


@dataclass(frozen=True)
class Geometry:
    """Cells, units and print layout of one grid type.

    `grids` gives the layout: for each printed grid, its rows of cell indices.  A cell that
    belongs to two printed grids (bridge overlap) appears in both.  `cell_names` are the
    unambiguous names used in the notation (r1c1, or g1r1c1 for bridge Sudoku).
    """

    name: str
    size: int
    cell_names: tuple[str, ...]
    cell_rc: tuple[tuple[int, int, int], ...]  # (grid, row, column), 0-based, canonical grid
    units: tuple[Unit, ...]
    grids: tuple[tuple[tuple[int, ...], ...], ...]
    box: tuple[int, int] | None  # block height and width for printing separators
    grid_prefix: bool = False

    @property
    def symbols(self) -> str:
        return SYMBOLS[: self.size]

    @property
    def n_cells(self) -> int:
        return len(self.cell_names)

    @property
    def n_positions(self) -> int:
        """How many symbols a puzzle string for this geometry has."""
        return sum(len(row) for grid in self.grids for row in grid)

    def positions(self) -> list[int]:
        """The cell of each puzzle-string position (grid by grid, row-major)."""
        return [cell for grid in self.grids for row in grid for cell in row]

    def position_name(self, pos: int) -> str:
        """Where a puzzle-string position is, as g?r?c? (or r?c?)."""
        for g, grid in enumerate(self.grids):
            width = len(grid[0])
            n = len(grid) * width
            if pos < n:
                prefix = f"g{g + 1}" if self.grid_prefix else ""
                return f"{prefix}r{pos // width + 1}c{pos % width + 1}"
            pos -= n
        raise IndexError(pos)


def _square(size: int, name: str, extra_units, box: tuple[int, int] | None) -> Geometry:
    cells = [(0, r, c) for r in range(size) for c in range(size)]
    units = [Unit("r", f"r{r + 1}", tuple(r * size + c for c in range(size))) for r in range(size)]
    units += [Unit("c", f"c{c + 1}", tuple(r * size + c for r in range(size))) for c in range(size)]
    units += extra_units
    grid = tuple(tuple(r * size + c for c in range(size)) for r in range(size))
    return Geometry(name, size, tuple(f"r{r + 1}c{c + 1}" for _, r, c in cells), tuple(cells),
                    tuple(units), (grid,), box)


def _blocks(n: int) -> list[Unit]:
    size = n * n
    units = []
    for b in range(size):
        r0, c0 = n * (b // n), n * (b % n)
        units.append(Unit("b", f"b{b + 1}", tuple((r0 + i) * size + c0 + j for i in range(n) for j in range(n))))
    return units


def sudoku(n: int = 3) -> Geometry:
    """The n²×n² Sudoku (n = 2..5): rows, columns and n×n blocks."""
    if not 2 <= n <= 5:
        raise PuzzleError(f"Sudoku block size must be 2..5, not {n}")
    return _square(n * n, f"sudoku{n * n}", _blocks(n), (n, n))


def latin(size: int) -> Geometry:
    """The Latin square of the given size: rows and columns only."""
    if not 2 <= size <= len(SYMBOLS):
        raise PuzzleError(f"Latin square size must be 2..{len(SYMBOLS)}, not {size}")
    return _square(size, f"latin{size}", [], None)


def x_sudoku(n: int = 3) -> Geometry:
    """X-Sudoku: n²×n² Sudoku whose two main diagonals are units too."""
    size = n * n
    diagonals = [Unit("d", "d1", tuple(i * size + i for i in range(size))),
                 Unit("d", "d2", tuple(i * size + size - 1 - i for i in range(size)))]
    g = _square(size, f"x{size}", _blocks(n) + diagonals, (n, n))
    return g


def jigsaw(region_map: str) -> Geometry:
    """Jigsaw Sudoku: rows, columns and irregular regions.

    `region_map` has one character per cell (row-major), equal characters marking one
    region; every region must have `size` cells.
    """
    chars = "".join(region_map.split())
    size = math.isqrt(len(chars))
    if size * size != len(chars) or size < 2:
        raise PuzzleError(f"region map has {len(chars)} characters, not a square number", "jigsaw")
    regions: dict[str, list[int]] = {}
    for i, ch in enumerate(chars):
        regions.setdefault(ch, []).append(i)
    if len(regions) != size:
        raise PuzzleError(f"region map has {len(regions)} regions, {size} are needed", "jigsaw")
    for ch, cells in regions.items():
        if len(cells) != size:
            raise PuzzleError(f"region '{ch}' has {len(cells)} cells, {size} are needed", "jigsaw")
    order = sorted(regions, key=lambda ch: regions[ch][0])
    units = [Unit("b", f"b{k + 1}", tuple(regions[ch])) for k, ch in enumerate(order)]
    g = _square(size, "jigsaw", units, None)
    return g


def bridge(m: int, n: int) -> Geometry:
    """Bridge Sudoku: two 9×9 grids sharing an m×n region.

    Grid 1's bottom-right m rows × n columns are grid 2's top-left m rows × n columns; a cell
    of the overlap belongs to the units of both grids and is named after grid 1.
    """
    if not (0 <= m <= 9 and 0 <= n <= 9):
        raise PuzzleError(f"bridge overlap must be within 0..9 x 0..9, not {m}x{n}")
    index: dict[tuple[int, int, int], int] = {}
    cells: list[tuple[int, int, int]] = []
    for r in range(9):
        for c in range(9):
            index[0, r, c] = len(cells)
            cells.append((0, r, c))
    for r in range(9):
        for c in range(9):
            if r < m and c < n:
                index[1, r, c] = index[0, 9 - m + r, 9 - n + c]
            else:
                index[1, r, c] = len(cells)
                cells.append((1, r, c))
    units: list[Unit] = []
    for g in range(2):
        p = f"g{g + 1}"
        units += [Unit("r", f"{p}r{r + 1}", tuple(index[g, r, c] for c in range(9))) for r in range(9)]
        units += [Unit("c", f"{p}c{c + 1}", tuple(index[g, r, c] for r in range(9))) for c in range(9)]
        units += [Unit("b", f"{p}b{b + 1}", tuple(index[g, 3 * (b // 3) + i // 3, 3 * (b % 3) + i % 3]
                                                 for i in range(9))) for b in range(9)]
    grids = tuple(tuple(tuple(index[g, r, c] for c in range(9)) for r in range(9)) for g in range(2))
    names = tuple(f"g{g + 1}r{r + 1}c{c + 1}" for g, r, c in cells)
    return Geometry(f"bridge{m}x{n}", 9, names, tuple(cells), tuple(units), grids, (3, 3), grid_prefix=True)


GEOMETRY_HELP = ("sudoku (size from the puzzle), sudoku4|sudoku9|sudoku16|sudoku25, latin (size from the "
                 "puzzle) or latinN, x (X-Sudoku 9x9) or x4|x16, jigsaw:<region map or file>, bridge:MxN")


def geometry_from_spec(spec: str, n_symbols_hint: int | None = None) -> Geometry:
    """Build a geometry from its command-line name (see GEOMETRY_HELP).

    `n_symbols_hint` is the side length guessed from a puzzle, for `sudoku` and `latin`.
    """
    s = spec.strip().lower()
    try:
        if s in ("sudoku", "latin"):
            side = n_symbols_hint or 9
            if s == "latin":
                return latin(side)
            n = math.isqrt(side)
            if n * n != side:
                raise PuzzleError(f"a Sudoku grid has a square side (4, 9, 16, 25), not {side}")
            return sudoku(n)
        if s.startswith("sudoku"):
            side = int(s[6:])
            n = math.isqrt(side)
            if n * n != side:
                raise PuzzleError(f"a Sudoku grid has a square side (4, 9, 16, 25), not {side}")
            return sudoku(n)
        if s.startswith("latin"):
            return latin(int(s[5:]))
        if s in ("x", "x-sudoku"):
            return x_sudoku(3)
        if s.startswith("x") and s[1:].isdigit():
            side = int(s[1:])
            n = math.isqrt(side)
            if n * n != side:
                raise PuzzleError(f"an X-Sudoku grid has a square side, not {side}")
            return x_sudoku(n)
        if s.startswith("jigsaw:"):
            region_map = spec.strip()[7:]
            from pathlib import Path
            if Path(region_map).is_file():
                region_map = Path(region_map).read_text()
            return jigsaw(region_map)
        if s.startswith("bridge:"):
            rows, _, cols = s[7:].partition("x")
            return bridge(int(rows), int(cols))
    except ValueError:
        pass
    raise PuzzleError(f"unknown geometry '{spec}'; known: {GEOMETRY_HELP}", "--geometry")
