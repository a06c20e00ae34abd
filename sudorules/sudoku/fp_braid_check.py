"""The Sudoku side of the braid(FP) checker: reading a pattern cell from its definition.

A zt-braid(FP) (Berthier, "The zt-ing principle", §3.2) is checked by the one chain checker,
sudorules.csp.chain_check (family "braid(FP)"), which knows nothing of Sudoku; what it cannot
read is whether a right-linking *pattern* -- a Subset, a finned fish, an x2y2-belt -- holds
modulo the target and the previous right-linking objects, and which candidates it is linked
to (those its rule eliminates, the paper's extended nrc-link).  `read_pattern` answers that
from each family's definition, as the soundness argument needs it (the finders' extra
non-degeneracy conditions -- CSP-Rules' cycle condition for Subsets, its block conditions for
finned fish, a belt's segments lying in a line-block intersection -- are not required here; a
braid that satisfies the checker is valid whether or not they hold):

* BI (whip[1]): one CSP variable with a candidate left (`read_bi`, rules.chain_families);
* Subset k (naked, hidden, fish; k = 2..4): k base and k cover variables (`read_subset`,
  rules.subsets);
* finned fish of size k: k lines, k crosses and a fin block (`read_finned`, rules.finned);
* x2y2-belt: a cycle of segments chained pair to pair by units (`read_belt`, rules.belts);

each with its definition in its docstring.  Each reading is the `read` of its family's record
(sudorules.sudoku.rules.record.BraidFP), written in the family's module beside the finder but
sharing no code with it, nor with the construction (sudorules.csp.te.fp_braids): it reads the
model's variables, links and units and the patterns' fields.  `read_pattern` finds the family
of a pattern by its type, in the registry.
"""
from __future__ import annotations

from functools import partial
from typing import Any

from ..csp.chain_check import PatternReader
from .families import family_table
from .sudoku_model import SudokuModel
from .rules.record import BraidFP


def pattern_reader(model: SudokuModel) -> PatternReader:
    """The reader of braid(FP) pattern cells that sudorules.csp.chain_check asks for."""
    return partial(read_pattern, model)


def read_pattern(model: SudokuModel, pattern: Any, modulo: int) -> tuple[str, int, int] | str:
    """(family, support labels, linked labels) of a pattern holding in the state whose
    candidates are `modulo`, or what is wrong: the reading of the generating-pattern family
    whose steps carry the pattern's type."""
    for r in family_table().records:
        if isinstance(r.fp, BraidFP) and r.patterns[0].type is type(pattern):
            return r.fp.read(model, pattern, modulo)
    return f"{type(pattern).__name__} is not a generating pattern the checker knows"
