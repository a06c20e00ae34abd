"""Where things are drawn: the position of every cell and candidate of a geometry.

Every printed grid of the geometry is placed on one plane of cells; a grid that shares cells
with one placed before (the overlap of a bridge Sudoku) is placed so that the shared cells
coincide, so each cell has one position, and a grid that shares none goes to the right.
A cell is a k×k square of candidate slots (k = ⌈√size⌉): symbol s sits in slot s, row-major.
Thick lines separate cells of different regions (blocks, jigsaw regions) and surround each grid.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from ..sudoku.geometry import Geometry
from .svg import num

LABEL = 22.0   # room for the row and column numbers
PAD = 6.0      # margin on sides without numbers


@dataclass(frozen=True)
class Layout:
    """Coordinates of one geometry's picture.  `cell_pos[cell]` is (row, column) on the plane;
    `grid_offsets[g]` where printed grid g starts; `pitch` the distance between candidates."""

    geometry: Geometry
    slots: int
    pitch: float
    cell_pos: tuple[tuple[int, int], ...]
    grid_offsets: tuple[tuple[int, int], ...]
    n_rows: int
    n_cols: int
    far_labels: bool   # numbers also below and right (for the second grid of a bridge)

    @property
    def cell(self) -> float:
        return self.slots * self.pitch

    @property
    def left(self) -> float:
        return LABEL

    @property
    def top(self) -> float:
        return LABEL

    @property
    def width(self) -> float:
        return self.left + self.n_cols * self.cell + (LABEL if self.far_labels else PAD)

    @property
    def grid_height(self) -> float:
        return self.top + self.n_rows * self.cell + (LABEL if self.far_labels else PAD)

    def cell_xy(self, cell: int) -> tuple[float, float]:
        """Top-left corner of a cell."""
        r, c = self.cell_pos[cell]
        return self.left + c * self.cell, self.top + r * self.cell

    def cell_center(self, cell: int) -> tuple[float, float]:
        x, y = self.cell_xy(cell)
        return x + self.cell / 2, y + self.cell / 2

    def candidate_xy(self, label: int) -> tuple[float, float]:
        """Centre of a candidate (label = cell × size + symbol)."""
        cell, s = divmod(label, self.geometry.size)
        x, y = self.cell_xy(cell)
        return x + (s % self.slots + 0.5) * self.pitch, y + (s // self.slots + 0.5) * self.pitch


def _place_grids(g: Geometry) -> tuple[dict[int, tuple[int, int]], list[tuple[int, int]]]:
    pos: dict[int, tuple[int, int]] = {}
    offsets: list[tuple[int, int]] = []
    for grid in g.grids:
        offset = None
        for r, row in enumerate(grid):
            for c, cell in enumerate(row):
                if offset is None and cell in pos:
                    pr, pc = pos[cell]
                    offset = (pr - r, pc - c)
        if offset is None:
            offset = (0, max((c for _, c in pos.values()), default=-2) + 2)
        offsets.append(offset)
        for r, row in enumerate(grid):
            for c, cell in enumerate(row):
                pos.setdefault(cell, (r + offset[0], c + offset[1]))
    return pos, offsets


@lru_cache(maxsize=64)
def layout_for(geometry: Geometry) -> Layout:
    """The layout of a geometry (computed once)."""
    slots = math.isqrt(geometry.size - 1) + 1 if geometry.size > 1 else 1
    pitch = 20.0 if slots <= 2 else 16.0
    pos, offsets = _place_grids(geometry)
    rows = max(r for r, _ in pos.values()) + 1
    cols = max(c for _, c in pos.values()) + 1
    cell_pos = tuple(pos[cell] for cell in range(geometry.n_cells))
    return Layout(geometry, slots, pitch, cell_pos, tuple(offsets), rows, cols, len(geometry.grids) > 1)


def _regions(g: Geometry, grid_cells: set[int]) -> dict[int, int]:
    """Cell -> region (block or jigsaw region) among the b units lying in one printed grid."""
    out: dict[int, int] = {}
    for u, unit in enumerate(g.units):
        if unit.kind == "b" and set(unit.cells) <= grid_cells:
            for cell in unit.cells:
                out.setdefault(cell, u)
    return out


@lru_cache(maxsize=64)
def grid_lines(layout: Layout) -> tuple[str, str]:
    """Path data of the thin lines (between cells) and thick lines (between regions, around
    each grid)."""
    g = layout.geometry
    size = layout.cell
    thin: list[str] = []
    thick: list[str] = []
    for grid, (r0, c0) in zip(g.grids, layout.grid_offsets):
        region = _regions(g, {cell for row in grid for cell in row})
        n_r, n_c = len(grid), len(grid[0])
        x0, y0 = layout.left + c0 * size, layout.top + r0 * size
        thick.append(f"M{num(x0)} {num(y0)}h{num(n_c * size)}v{num(n_r * size)}h{num(-n_c * size)}Z")
        for r in range(n_r):
            for c in range(n_c):
                x, y = x0 + c * size, y0 + r * size
                cell = grid[r][c]
                if c + 1 < n_c:  # the edge on the right of the cell
                    right = grid[r][c + 1]
                    out = thick if region and region.get(cell, -1) != region.get(right, -1) else thin
                    out.append(f"M{num(x + size)} {num(y)}v{num(size)}")
                if r + 1 < n_r:  # the edge below the cell
                    below = grid[r + 1][c]
                    out = thick if region and region.get(cell, -1) != region.get(below, -1) else thin
                    out.append(f"M{num(x)} {num(y + size)}h{num(size)}")
    return "".join(thin), "".join(thick)
