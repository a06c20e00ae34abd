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


# -- room for labels ---------------------------------------------------------------------------
Box = tuple[float, float, float, float]   # left, top, right, bottom

# Estimated text extents in em (text centred on its point: text-anchor middle, dominant-baseline
# central): a character's advance (regular, bold) and the height of digits and letters, about
# those of DejaVu Sans (fontconfig's sans-serif on Debian), among the widest sans-serif fonts.
EM_WIDTH = 0.64
EM_WIDTH_BOLD = 0.7
EM_HEIGHT = 1.2


def text_box(x: float, y: float, text: str, size: float, bold: bool = False, pad: float = 0.0) -> Box:
    """The estimated box of a text of font size `size` centred on (x, y), `pad` added around."""
    half_w = len(text) * (EM_WIDTH_BOLD if bold else EM_WIDTH) * size / 2 + pad
    half_h = EM_HEIGHT * size / 2 + pad
    return x - half_w, y - half_h, x + half_w, y + half_h


def quad_box(p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float]) -> Box:
    """The exact box of the quadratic Bézier curve from p0 to p2 pulled by p1 (its extremes:
    the ends, and on each axis the point where the derivative vanishes, if inside)."""
    lo, hi = [min(p0[k], p2[k]) for k in (0, 1)], [max(p0[k], p2[k]) for k in (0, 1)]
    for k in (0, 1):
        denominator = p0[k] - 2 * p1[k] + p2[k]
        if denominator:
            t = (p0[k] - p1[k]) / denominator
            if 0 < t < 1:
                value = (1 - t) ** 2 * p0[k] + 2 * t * (1 - t) * p1[k] + t * t * p2[k]
                lo[k], hi[k] = min(lo[k], value), max(hi[k], value)
    return lo[0], lo[1], hi[0], hi[1]


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


class Occupied:
    """The boxes of what must stay readable (symbols, numbers, labels placed), bucketed by
    their centres in squares of one cell, so a label's place is checked against its
    neighbours only."""

    def __init__(self, bucket: float):
        self.bucket = bucket
        self.reach = 0.0  # the largest half size of a box held
        self.cells: dict[tuple[int, int], list[Box]] = {}

    def add(self, box: Box) -> None:
        size = self.bucket
        key = (math.floor((box[0] + box[2]) / 2 / size), math.floor((box[1] + box[3]) / 2 / size))
        self.cells.setdefault(key, []).append(box)
        self.reach = max(self.reach, (box[2] - box[0]) / 2, (box[3] - box[1]) / 2)

    def free(self, box: Box) -> bool:
        size, reach = self.bucket, self.reach
        for i in range(math.floor((box[0] - reach) / size), math.floor((box[2] + reach) / size) + 1):
            for j in range(math.floor((box[1] - reach) / size), math.floor((box[3] + reach) / size) + 1):
                if any(overlap(box, other) for other in self.cells.get((i, j), ())):
                    return False
        return True


SEARCH_CELLS = 3  # how far (in cells) a label may go from its point before it goes under the grid


@lru_cache(maxsize=16)
def _offsets(reach: int) -> tuple[tuple[int, int], ...]:
    """Steps of a half pitch around a point, nearest first (ties: above before below, left
    before right, so the order is fixed)."""
    steps = [(i, j) for i in range(-reach, reach + 1) for j in range(-reach, reach + 1)]
    return tuple(sorted(steps, key=lambda s: (s[0] * s[0] + s[1] * s[1], s[1], s[0])))


def free_place(layout: Layout, occupied: Occupied, x: float, y: float, half_w: float,
               half_h: float) -> tuple[float, float] | None:
    """The free place nearest to (x, y) for a box of half sizes (half_w, half_h): the places
    are the candidates' centres and the points half-way between them, on the grid plane and
    one candidate around it; None when every place within SEARCH_CELLS cells is taken."""
    step = layout.pitch / 2
    # lattice point k is at left + (k + 1) * step: k = 0 the first candidate's centre, k = -1 the border
    k_max = 2 * layout.n_cols * layout.slots
    l_max = 2 * layout.n_rows * layout.slots
    k0 = round((x - layout.left) / step) - 1
    l0 = round((y - layout.top) / step) - 1
    for dk, dl in _offsets(2 * SEARCH_CELLS * layout.slots):
        k, l = k0 + dk, l0 + dl
        if not (-2 <= k <= k_max and -2 <= l <= l_max):
            continue
        px, py = layout.left + (k + 1) * step, layout.top + (l + 1) * step
        if occupied.free((px - half_w, py - half_h, px + half_w, py + half_h)):
            return px, py
    return None
