"""Grids printed for people: the resolution state (values and candidates), as CSP-Rules'
print-RS does, for any geometry with a layout."""
from __future__ import annotations

from ..csp.state import KnowledgeState
from .sudoku_model import SudokuModel


def cell_text(model: SudokuModel, state: KnowledgeState, cell: int) -> str:
    """A cell's value, or its candidates run together."""
    labels = model.cell_labels(cell)
    symbols = model.geometry.symbols
    value = state.values & labels
    if value:
        return symbols[model.symbol_of(value.bit_length() - 1)]
    cands = state.cands & labels
    return "".join(symbols[s] for s in range(model.size) if cands >> model.label(cell, s) & 1) or "-"


def state_grid(model: SudokuModel, state: KnowledgeState) -> str:
    """The resolution state as aligned text, block separators included."""
    g = model.geometry
    out: list[str] = []
    for gi, grid in enumerate(g.grids):
        if len(g.grids) > 1:
            out.append(f"grid {gi + 1}:")
        texts = [[cell_text(model, state, cell) for cell in row] for row in grid]
        width = max(len(t) for row in texts for t in row)
        box_h, box_w = g.box if g.box else (len(grid), len(grid[0]))
        lines = []
        for r, row in enumerate(texts):
            if r and r % box_h == 0:
                pieces = ["-" * ((width + 1) * box_w - 1)] * (len(row) // box_w)
                lines.append("-+-".join(pieces))
            cells = [t.ljust(width) for t in row]
            groups = [" ".join(cells[i:i + box_w]) for i in range(0, len(cells), box_w)]
            lines.append(" | ".join(groups).rstrip())
        out.extend(lines)
    return "\n".join(out)


def values_missing(model: SudokuModel, state: KnowledgeState) -> int:
    """Cells without a value."""
    return sum(1 for cell in range(model.geometry.n_cells) if not state.values & model.cell_labels(cell))
