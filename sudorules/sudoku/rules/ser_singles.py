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
from ...bits import iter_bits
from .ser_grid import (ALL, CELL_FIRSTS, CELL_OF, DIGIT_MASKS, KINDS, LABELS, N, NOT_SER_FP, NO_RETE, ROWS, SER_VIEWS,
                       SLICES, cell_name, digit_name, empty_cell_mask, label, once_and_more, open_candidates,
                       region_name, region_slices, ser_binder, ser_step)
from .ser_techniques import tenths

HIDDEN_SINGLE = "ser-hidden-single"
NAKED_SINGLE = "ser-naked-single"
_LAST, _IN_BLOCK, _IN_LINE = (tenths(HIDDEN_SINGLE, name) for name in ("last", "block", "line"))
_NAKED = tenths(NAKED_SINGLE)
_KINDS_ORDER = ("block", "column", "row")
# each region's cells as a cell mask, and the bits of the region in its kind's slices
_REGION_CELL_MASKS = {kind: tuple(sum(1 << cell for cell in region) for region in regions)
                      for kind, regions in KINDS.items()}
_REGION_BITS = {kind: tuple(ALL << base for base in SLICES[kind].bases) for kind in _KINDS_ORDER}
# the naked singles' row-by-row scan is the cells' label order
_ROW_ORDER = tuple(cell for row in ROWS for cell in row)
if _ROW_ORDER != tuple(sorted(_ROW_ORDER, key=lambda cell: LABELS[cell][0])):
    raise ValueError("SER's naked singles need the rows' cells in label order")


def _hidden_single(kind: str, bit: int, cands: int, alone: bool) -> Step:
    index, d = SLICES[kind].at[bit]
    cell = CELL_OF[(cands & DIGIT_MASKS[kind][index][d]).bit_length() - 1]
    difficulty = _LAST if alone else _IN_BLOCK if kind == "block" else _IN_LINE
    return ser_step(HIDDEN_SINGLE, "Hidden Single", difficulty,
                    f"{cell_name(cell)}: {digit_name(d)} in {region_name(kind, index)}",
                    assertions=(label(cell, d),))


def find_hidden_singles(state: KnowledgeState) -> Iterator[Step]:
    """SE's scan (see the module's docstring), every region of a kind at once: the (region,
    digit) pairs with one place are the bits set in one of the kind's slices of the open
    candidates only (ser_grid.region_slices), in SE's order (regions, then digits); a kind's
    slices are made when the scan reaches it."""
    cands = open_candidates(state)[0]
    empty_cells = empty_cell_mask(state)
    alone = {}
    for kind in _KINDS_ORDER:
        bits = 0
        for index, cells in enumerate(_REGION_CELL_MASKS[kind]):
            if (cells & empty_cells).bit_count() == 1:
                bits |= _REGION_BITS[kind][index]
        alone[kind] = bits
    single: dict[str, int] = {}
    for alone_pass in (True, False):
        for kind in _KINDS_ORDER:
            if alone_pass and not alone[kind]:
                continue
            one = single.get(kind)
            if one is None:
                once, more = once_and_more(region_slices(state, kind))
                one = single[kind] = once & ~more
            for bit in iter_bits(one & alone[kind] if alone_pass else one & ~alone[kind]):
                yield _hidden_single(kind, bit, cands, alone_pass)


def find_naked_singles(state: KnowledgeState) -> Iterator[Step]:
    """The cells with one candidate, row by row: the cells' first labels set in one of the nine
    digit slices (each digit shifted onto its cell's first label) only."""
    cands = open_candidates(state)[0]
    once, more = once_and_more([(cands >> d) & CELL_FIRSTS for d in range(N)])
    for first in iter_bits(once & ~more):
        cell = CELL_OF[first]
        d = ((cands >> first) & ALL).bit_length() - 1
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
