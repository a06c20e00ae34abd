"""Sudoku Explainer's singles (SE 1.2.1, `HiddenSingle`, `NakedSingle`), as SER families.

Hidden single: a digit with one place left in a region.  SE scans first the regions with one
empty cell left ("last value": 1.0), blocks, then columns, then rows, and then the other
regions in the same order: a hidden single in a block is 1.2, in a row or column 1.5.
Naked single: a cell with one candidate, scanned row by row: 2.3.  Both place a value (SE then
removes it from the cell's peers, which our ECP does).  See ser_grid for the scan orders.
"""
from __future__ import annotations

from collections.abc import Iterator

from ...csp.state import KnowledgeState
from ...csp.step import Step
from .record import FamilyRecord
from .ser_grid import (CELL_OF, DIGIT_MASKS, KINDS, NOT_SER_FP, NO_RETE, ROWS, SER_VIEWS, SeGrid, bits, cell_name,
                       digit_name, label, open_candidates, popcount, region_name, ser_binder, ser_step)
from .ser_techniques import tenths

HIDDEN_SINGLE = "ser-hidden-single"
NAKED_SINGLE = "ser-naked-single"
_LAST, _IN_BLOCK, _IN_LINE = (tenths(HIDDEN_SINGLE, name) for name in ("last", "block", "line"))
_NAKED = tenths(NAKED_SINGLE)
# each region's cells as the set of their first labels (as open_candidates gives the placed cells)
_REGION_CELL_MASKS = {kind: tuple(sum(1 << label(cell, 0) for cell in region) for region in regions)
                      for kind, regions in KINDS.items()}


def find_hidden_singles(state: KnowledgeState) -> Iterator[Step]:
    """SE's scan (see the module's docstring) on the state's candidate bitset: a digit's
    places in a region are the candidates under one mask, so a region and digit cost an AND
    (the same hints in the same order as SE's Region.getPotentialPositions, 3x faster)."""
    cands, placed_cells = open_candidates(state)
    for alone_pass in (True, False):
        for kind in ("block", "column", "row"):
            masks = DIGIT_MASKS[kind]
            for index, cells in enumerate(_REGION_CELL_MASKS[kind]):
                alone = (cells & ~placed_cells).bit_count() == 1
                if alone != alone_pass:
                    continue
                for d, mask in enumerate(masks[index]):
                    hit = cands & mask
                    if not hit or hit & (hit - 1):
                        continue
                    cell = CELL_OF[hit.bit_length() - 1]
                    difficulty = _LAST if alone else _IN_BLOCK if kind == "block" else _IN_LINE
                    yield ser_step(HIDDEN_SINGLE, "Hidden Single", difficulty,
                                   f"{cell_name(cell)}: {digit_name(d)} in {region_name(kind, index)}",
                                   assertions=(label(cell, d),))


def find_naked_singles(state: KnowledgeState) -> Iterator[Step]:
    grid = SeGrid.of(state)
    for row in ROWS:
        for cell in row:
            cands = grid.cands[cell]
            if popcount(cands) == 1:
                d = bits(cands)[0]
                yield ser_step(NAKED_SINGLE, "Naked Single", _NAKED, f"{cell_name(cell)}: {digit_name(d)}",
                               assertions=(label(cell, d),))


FAMILIES = (
    FamilyRecord(HIDDEN_SINGLE, ser_binder(HIDDEN_SINGLE, find_hidden_singles, "SE-HS",
                                      "SE's Hidden Single: a digit with one place left in a region; 1.0 when the "
                                      "region has one empty cell, else 1.2 in a block, 1.5 in a row or column."),
                 (SER_VIEWS,), NO_RETE, NOT_SER_FP),
    FamilyRecord(NAKED_SINGLE, ser_binder(NAKED_SINGLE, find_naked_singles, "SE-NS",
                                     "SE's Naked Single: a cell with one candidate left (2.3)."),
                 (SER_VIEWS,), NO_RETE, NOT_SER_FP),
)
