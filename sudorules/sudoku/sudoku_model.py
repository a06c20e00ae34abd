"""The CSP of a Sudoku-family grid: labels n r c and the four kinds of CSP variables.

For every cell there is an rc variable (which symbol goes there); for every unit and symbol a
variable (where the symbol goes in the unit): rn for rows, cn for columns, bn for blocks or
jigsaw regions, dn for the diagonals of X-Sudoku.  Label = cell × size + symbol index.
All links are links through these variables, as in SudoRules' "Extended Sudoku Board", except
a variant's relations (anti-knight, non-consecutive, ...: `Geometry.relations`), which no
variable carries: they are the model's extra links (`CSPModel.build(extra_links=...)`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..csp.model import CSPModel
from .geometry import Geometry


@dataclass(frozen=True, eq=False)
class SudokuModel:
    """A geometry together with its CSP model and the meaning of every variable.

    `var_unit[v]` is the index of v's unit in `geometry.units` (-1 for rc variables) and
    `var_symbol[v]` its symbol (-1 for rc variables); `var_cell[v]` is the cell of an rc
    variable (-1 otherwise).
    """

    geometry: Geometry
    csp: CSPModel
    var_cell: tuple[int, ...]
    var_unit: tuple[int, ...]
    var_symbol: tuple[int, ...]
    cell_var: tuple[int, ...]

    @property
    def size(self) -> int:
        return self.geometry.size

    def label(self, cell: int, symbol: int) -> int:
        return cell * self.geometry.size + symbol

    def cell_of(self, label: int) -> int:
        return label // self.geometry.size

    def symbol_of(self, label: int) -> int:
        return label % self.geometry.size

    def cell_labels(self, cell: int) -> int:
        """The labels of one cell, as a bitset."""
        return self.csp.var_labels[self.cell_var[cell]]

    def rc_vars(self) -> list[int]:
        return [v for v, c in enumerate(self.var_cell) if c >= 0]

    def unit_vars(self) -> list[int]:
        return [v for v, c in enumerate(self.var_cell) if c < 0]


def _segment_glabels(geometry: Geometry) -> list[list[int]]:
    """g-labels: a symbol in a segment, the intersection (two cells or more, not a whole
    unit) of a row or column with a block or region, for every symbol."""
    size = geometry.size
    lines = [u for u in geometry.units if u.kind in "rc"]
    areas = [u for u in geometry.units if u.kind == "b"]
    out: list[list[int]] = []
    for line in lines:
        for area in areas:
            common = sorted(set(line.cells) & set(area.cells))
            if 2 <= len(common) < size:
                out.extend([cell * size + s for cell in common] for s in range(size))
    return out


def relation_links(geometry: Geometry) -> list[tuple[int, int]]:
    """The pairs of labels a geometry's relations forbid together (none for a plain grid)."""
    size = geometry.size
    return [(a * size + s, b * size + t) for relation in geometry.relations
            for a, b in relation.cell_pairs for s, t in relation.symbol_pairs]


@lru_cache(maxsize=64)
def model_for(geometry: Geometry) -> SudokuModel:
    """Build (once) the CSP of a geometry."""
    size = geometry.size
    variables: list[list[int]] = []
    kinds: list[str] = []
    var_cell: list[int] = []
    var_unit: list[int] = []
    var_symbol: list[int] = []
    for cell in range(geometry.n_cells):
        variables.append([cell * size + s for s in range(size)])
        kinds.append("rc")
        var_cell.append(cell)
        var_unit.append(-1)
        var_symbol.append(-1)
    seen: set[tuple[int, ...]] = set()
    for u, unit in enumerate(geometry.units):
        key = tuple(sorted(unit.cells))
        if key in seen:  # a jigsaw region equal to a row adds no constraint
            continue
        seen.add(key)
        for s in range(size):
            variables.append([cell * size + s for cell in unit.cells])
            kinds.append(unit.kind + "n")
            var_cell.append(-1)
            var_unit.append(u)
            var_symbol.append(s)
    csp = CSPModel.build(geometry.n_cells * size, variables, kinds, _segment_glabels(geometry),
                         extra_links=relation_links(geometry))
    return SudokuModel(geometry, csp, tuple(var_cell), tuple(var_unit), tuple(var_symbol),
                       tuple(range(geometry.n_cells)))
