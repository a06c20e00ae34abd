"""The family record of the Sudoku families: the generic record (sudorules.csp.family_record:
`FamilyRecord`, `PatternViews`, `No`, `Ref`, `Builtin`, `ReteForm`, `BraidFP`, ...) and the
names a Sudoku family's printer reads of the one printer (`Names`, the generic protocol with the
grid and its symbols).  The family modules import these names from here (docs/adding-a-family.md).
"""
from __future__ import annotations

from typing import Protocol

from ...csp.family_record import (PROBLEM, SUDOKU, BraidFP, Builtin, Canvas, FamilyRecord, FamilyTable, No,
                                  PatternViews, Printer, Ref, ReteForm, View, disjoint, family_table, resolved)
from ...csp.family_record import Names as CSPNames
from ..geometry import Geometry
from ..sudoku_model import SudokuModel


class Names(CSPNames[SudokuModel], Protocol):
    """What a Sudoku family's printer reads of the one printer (sudorules.sudoku.notation.Notation):
    the generic names, plus the grid, its symbols and the Sudoku words."""

    @property
    def g(self) -> Geometry: ...
    @property
    def symbols(self) -> str: ...  # one character per symbol (the geometry's)
    def cell(self, label: int) -> str: ...
    def symbol(self, label: int) -> str: ...
    def unit_word(self, var: int) -> str: ...


__all__ = ["No", "Builtin", "Ref", "Names", "Canvas", "Printer", "View", "PatternViews", "ReteForm", "BraidFP",
           "FamilyRecord", "FamilyTable", "family_table", "resolved", "disjoint", "SUDOKU", "PROBLEM"]
