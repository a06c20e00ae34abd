"""A puzzle: a geometry plus what is known at the start (givens, or candidates for sukaku)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..bits import iter_bits
from ..csp.state import KnowledgeState
from .geometry import Geometry
from .sudoku_model import SudokuModel, model_for


@dataclass(frozen=True)
class Puzzle:
    """Givens as labels, or (sukaku) an explicit candidate set.

    `where` says where the puzzle came from (a file and line) for messages; `text` is the
    puzzle as read, one line.
    """

    geometry: Geometry
    givens: tuple[int, ...]
    candidates: int | None = None
    text: str = ""
    where: str | None = None

    @property
    def model(self) -> SudokuModel:
        return model_for(self.geometry)

    def initial_state(self) -> KnowledgeState:
        """Givens as values; candidates linked to a given removed (CSP-Rules' init)."""
        csp = self.model.csp
        state = KnowledgeState(csp, csp.all_labels if self.candidates is None else self.candidates)
        values = 0
        cands = state.cands
        for g in self.givens:
            values |= 1 << g
            cands &= ~(csp.links[g] | 1 << g)
        return KnowledgeState(csp, cands, values)

    def line(self) -> str:
        """The puzzle as one line ('.' for empty cells), or the candidates as sukaku."""
        g = self.geometry
        m = self.model
        if self.candidates is not None:
            out: list[str] = []
            for cell in g.positions():
                cell_labels = self.candidates & m.cell_labels(cell)
                out.extend(g.symbols[s] if cell_labels >> m.label(cell, s) & 1 else "." for s in range(g.size))
            return "".join(out)
        by_cell = {m.cell_of(label): g.symbols[m.symbol_of(label)] for label in self.givens}
        return "".join(by_cell.get(cell, ".") for cell in g.positions())

    def __repr__(self) -> str:
        where = f" from {self.where}" if self.where else ""
        what = f"{len(self.givens)} givens" if self.candidates is None else \
            f"{len(self.givens)} values, {self.candidates.bit_count()} candidates"
        line = self.text or self.line()
        return f"<Puzzle {self.geometry.name}{where}: {what}, {line[:24]}{'…' if len(line) > 24 else ''}>"

    def _repr_svg_(self) -> str | None:
        """The grid drawn (notebooks); the drawing lives in sudorules.render, above this layer,
        so it is passed down: the API sets PICTURE (None: no picture, the notebook shows repr)."""
        return None if PICTURE is None else PICTURE(self)

    def solution_line(self, values: int) -> str:
        g = self.geometry
        m = self.model
        by_cell = {m.cell_of(label): g.symbols[m.symbol_of(label)] for label in iter_bits(values)}
        return "".join(by_cell.get(cell, ".") for cell in g.positions())


# How a puzzle is drawn in a notebook (Puzzle._repr_svg_): set by the API façade
# (sudorules.api), which draws through sudorules.render; a layer above may not be imported here.
PICTURE: Callable[[Puzzle], str] | None = None
