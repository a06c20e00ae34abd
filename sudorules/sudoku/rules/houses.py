"""Where Subsets live: the houses of the supersymmetric view (Berthier, HLS and PBCS).

A Subset of size k is one definition read in several spaces.  In each *house* there are
*base* CSP variables (pairwise without common label) and *cover* variables (transversals),
and every label of a base variable lies in exactly one cover variable, its *coordinate*.
A Subset is k base variables whose open candidates lie in k covers only, arranged on one
alternating cycle (CSP-Rules' condition: the one definition, sudorules.csp.rules.subset_definition); the labels
of those covers outside the base variables are then eliminated.

* naked, in a unit u (rc space):      base = the cells of u,            covers = (u, symbol)
* hidden, in a unit u (rn, cn, bn):   base = the (u, symbol) variables,  covers = the cells of u
* fish, for a symbol s (rn or cn):    base = the (row, s) variables,     covers = the (column, s)
  variables of the same grid (x-wing-in-rows), or rows and columns exchanged (-in-columns).

Houses are built once per model from its geometry: every unit kind gives naked and hidden
houses (rows, columns, blocks, jigsaw regions, diagonals), and every printed grid gives the
two fish directions (a bridge Sudoku has two grids; their overlap cells belong to both).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from ...csp.rules.subset_definition import MAX_SIZE, MIN_SIZE, alternating_cycle
from ..sudoku_model import SudokuModel

__all__ = ["MIN_SIZE", "MAX_SIZE", "alternating_cycle", "House", "Houses", "houses_for"]


@dataclass(frozen=True)
class House:
    """Base and cover variables of one Subset space; `coord[label]` = (base index, cover index).

    `unit` is the unit of a naked or hidden house (-1 for fish), `symbol` the symbol of a fish
    house (-1 otherwise).  For fish houses `cells[i][j]` is the cell where base line i meets
    cover line j (finned fish need it to find blocks).
    """

    kind: str
    base: tuple[int, ...]
    cover: tuple[int, ...]
    coord: Mapping[int, tuple[int, int]] = field(repr=False, compare=False)
    labels: int = field(repr=False)
    unit: int = -1
    symbol: int = -1
    cells: tuple[tuple[int, ...], ...] = field(default=(), repr=False)

    def masks(self, cands: int) -> list[int]:
        """For each base variable, the set of cover indices of its open candidates."""
        out = [0] * len(self.base)
        coord = self.coord
        s = cands & self.labels
        while s:
            low = s & -s
            i, j = coord[low.bit_length() - 1]
            out[i] |= 1 << j
            s ^= low
        return out


@dataclass(frozen=True)
class Houses:
    """All Subset houses of a model, in canonical order, plus the block data of finned fish.

    `cell_blocks[cell]` lists the block (or jigsaw region) units holding the cell;
    `block_labels[(unit, symbol)]` is the label set of that symbol in that block.
    """

    naked: tuple[House, ...]
    hidden: tuple[House, ...]
    fish: tuple[House, ...]
    cell_blocks: tuple[tuple[int, ...], ...]
    block_labels: Mapping[tuple[int, int], int]


def _unit_var_index(model: SudokuModel) -> dict[tuple[int, int], int]:
    return {(u, s): v for v, (u, s) in enumerate(zip(model.var_unit, model.var_symbol)) if u >= 0}


def _units_with_variables(model: SudokuModel) -> list[int]:
    """The units that carry CSP variables, in geometry order.

    A unit with the same cells as an earlier one (a bridge grid's row, column or block lying
    wholly in the overlap, e.g. grid 2's columns when the overlap spans 9 rows) adds no
    constraint, so the model gives it no variables; houses must stand on the earlier one.
    """
    return sorted({u for u in model.var_unit if u >= 0})


def _house(kind: str, base: list[int], cover: list[int], label_coord: dict[int, tuple[int, int]],
           **extra) -> House:
    labels = 0
    for label in label_coord:
        labels |= 1 << label
    return House(kind, tuple(base), tuple(cover), label_coord, labels, **extra)


def _unit_houses(model: SudokuModel, unit_var: dict[tuple[int, int], int]) -> tuple[list[House], list[House]]:
    """Naked and hidden houses of every unit that has CSP variables (duplicates are skipped)."""
    g = model.geometry
    size = g.size
    naked, hidden = [], []
    for u, unit in enumerate(g.units):
        if (u, 0) not in unit_var:
            continue
        cells = unit.cells
        rc = [model.cell_var[c] for c in cells]
        un = [unit_var[u, s] for s in range(size)]
        naked.append(_house("naked", rc, un, {model.label(c, s): (i, s) for i, c in enumerate(cells)
                                              for s in range(size)}, unit=u))
        hidden.append(_house("hidden", un, rc, {model.label(c, s): (s, i) for i, c in enumerate(cells)
                                                for s in range(size)}, unit=u))
    return naked, hidden


def _fish_houses(model: SudokuModel, unit_var: dict[tuple[int, int], int]) -> list[House]:
    """Fish houses: for each printed grid, direction (rows, then columns) and symbol."""
    g = model.geometry
    by_cells: dict[tuple[str, frozenset[int]], int] = {}
    for u in _units_with_variables(model):
        unit = g.units[u]
        if unit.kind in "rc":
            by_cells.setdefault((unit.kind, frozenset(unit.cells)), u)
    houses = []
    seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()
    for grid in g.grids:
        rows = [tuple(row) for row in grid]
        cols = [tuple(row[j] for row in grid) for j in range(len(grid[0]))]
        row_units = [ru for r in rows if (ru := by_cells.get(("r", frozenset(r)))) is not None]
        col_units = [cu for c in cols if (cu := by_cells.get(("c", frozenset(c)))) is not None]
        if len(row_units) < len(rows) or len(col_units) < len(cols):
            continue  # a layout whose lines are not units has no fish
        for lines, crosses, grid_cells in ((row_units, col_units, rows),
                                           (col_units, row_units, cols)):
            for s in range(g.size):
                base = [unit_var[u, s] for u in lines]
                cover = [unit_var[u, s] for u in crosses]
                if (tuple(base), tuple(cover)) in seen:
                    continue  # both grids of a 9x9 bridge: one grid's fish only
                seen.add((tuple(base), tuple(cover)))
                coord = {model.label(cell, s): (i, j) for i, line in enumerate(grid_cells)
                         for j, cell in enumerate(line)}
                houses.append(_house("fish", base, cover, coord, symbol=s, cells=tuple(grid_cells)))
    return houses + _diagonal_fish_houses(model, unit_var)


DIAGONAL_FISH_ORDER = (("d", "a"), ("a", "d"), ("r", "d"), ("c", "d"), ("r", "a"), ("c", "a"),
                       ("d", "c"), ("d", "r"), ("a", "c"), ("a", "r"))  # LatinRules' SUBSETS-PANDIAG order


def _diagonal_fish_houses(model: SudokuModel, unit_var: dict[tuple[int, int], int]) -> list[House]:
    """Fish with diagonals (a pandiagonal square's d and a units, each kind a partition of the
    grid): base lines of one kind, transversals of another, each base line meeting each
    transversal in one cell."""
    g = model.geometry
    if len(g.grids) != 1:
        return []
    families: dict[str, list[int]] = {}
    for u in _units_with_variables(model):
        families.setdefault(g.units[u].kind, []).append(u)
    partitions = {kind: units for kind, units in families.items()
                  if sorted(c for u in units for c in g.units[u].cells) == list(range(g.n_cells))}
    houses = []
    for base_kind, cover_kind in DIAGONAL_FISH_ORDER:
        if base_kind not in partitions or cover_kind not in partitions:
            continue
        lines, crosses = partitions[base_kind], partitions[cover_kind]
        where = {}
        for i, u in enumerate(lines):
            for j, x in enumerate(crosses):
                common = set(g.units[u].cells) & set(g.units[x].cells)
                if len(common) != 1:
                    break
                where[i, j] = common.pop()
        if len(where) != len(lines) * len(crosses):
            continue  # not transversal: no fish
        grid_cells = tuple(tuple(where[i, j] for j in range(len(crosses))) for i in range(len(lines)))
        for s in range(g.size):
            coord = {model.label(cell, s): (i, j) for i, line in enumerate(grid_cells) for j, cell in enumerate(line)}
            houses.append(_house("fish", [unit_var[u, s] for u in lines], [unit_var[u, s] for u in crosses],
                                 coord, symbol=s, cells=grid_cells))
    return houses


@lru_cache(maxsize=64)
def houses_for(model: SudokuModel) -> Houses:
    """The houses of a model (built once)."""
    unit_var = _unit_var_index(model)
    naked, hidden = _unit_houses(model, unit_var)
    fish = _fish_houses(model, unit_var)
    g = model.geometry
    cell_blocks: list[list[int]] = [[] for _ in range(g.n_cells)]
    block_labels: dict[tuple[int, int], int] = {}
    for u in _units_with_variables(model):
        unit = g.units[u]
        if unit.kind != "b":
            continue
        for c in unit.cells:
            if u not in cell_blocks[c]:
                cell_blocks[c].append(u)
        for s in range(g.size):
            block_labels[u, s] = sum(1 << model.label(c, s) for c in unit.cells)
    return Houses(tuple(naked), tuple(hidden), tuple(fish), tuple(tuple(b) for b in cell_blocks), block_labels)
