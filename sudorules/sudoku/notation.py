"""The nrc notation of CSP-Rules for Sudoku-family grids: the one printer of steps.

Candidates are written n r c; a variable is written r1c2 (rc), r1n6 (rn), c2n9 (cn), b4n7
(bn), d1n5 (diagonal); inside braces a candidate is written by the coordinate that varies
in that variable: `r1n6{c2 .}`, `r3c6{n7 n8}`, `b2n2{r1c6 r2c4}`.
Examples of full lines:

    hidden-single-in-a-row ==> r1c1 = 6
    whip[4]: r2c9{n1 n2} - r2c1{n2 n3} - r3c3{n3 n2} - r8n2{c3 .} ==> r2c2 ≠ 1
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..bits import iter_bits
from ..csp.step import ChainPattern, EcpPattern, SinglePattern, Step
from ..csp.step_text import CHAIN_NAMES, StepText, with_article  # CHAIN_NAMES: also read from here (services/staged.py)
from .sudoku_model import SudokuModel

UNIT_WORDS = {"r": "row", "c": "column", "b": "block", "d": "diagonal", "a": "anti-diagonal"}

@dataclass(frozen=True)
class VariablesPattern:
    """A pattern named by its CSP variables and, optionally, symbols (users' rules such as a
    uniqueness rectangle): printed `name: r1c1 r1c4 r5c1 r5c4 {n2 n7}`."""

    variables: tuple[int, ...]
    symbols: tuple[int, ...] = ()


# Printers of user rule modules' own pattern types (sudorules.services.userrules); the built-in ones
# are the family records' (sudorules.sudoku.printers.printer_for), which take precedence.
# Not run state: keyed by the type itself, which each import of a module makes anew, so two sessions or two
# versions of an edited module never share an entry (and one dict store is atomic).
_USER_PRINTERS: dict[type, Callable[[Notation, Step], str]] = {}


def register_pattern_printer(pattern_type: type, printer: Callable[[Notation, Step], str]) -> None:
    """Let a user rule module say how its steps are written before `==>` (rule name included).
    Built-in patterns are printed by the table of sudorules.sudoku.printers, whatever is
    registered here."""
    _USER_PRINTERS[pattern_type] = printer


def pattern_printer(pattern_type: type) -> Callable[[Notation, Step], str] | None:
    """The printer of a pattern type: the built-in table's, else a user module's."""
    from .printers import printer_for  # deferred: the family registry is heavy (it imports none of this)
    return printer_for(pattern_type) or _USER_PRINTERS.get(pattern_type)


class Notation(StepText):
    """Names of candidates, cells and variables of one Sudoku model, and step lines (what every
    application writes alike: sudorules.csp.step_text)."""

    def __init__(self, model: SudokuModel):
        self.model = model
        self.g = model.geometry
        self.symbols = self.g.symbols

    # -- atoms -------------------------------------------------------------------------------
    def symbol(self, label: int) -> str:
        return self.symbols[self.model.symbol_of(label)]

    def cell(self, label: int) -> str:
        return self.g.cell_names[self.model.cell_of(label)]

    def candidate(self, label: int) -> str:
        """n5r1c2 (the CSP-Rules name of a candidate)."""
        return f"n{self.symbol(label)}{self.cell(label)}"

    def nrc(self, label: int) -> str:
        """574: the compact digit-row-column name of BERT and the forums (grids up to 9x9)."""
        _, r, c = self.g.cell_rc[self.model.cell_of(label)]
        return f"{self.symbol(label)}{r + 1}{c + 1}"

    def place(self, label: int) -> str:
        return self.cell(label)

    def value(self, label: int) -> str:
        return self.symbol(label)

    def variable(self, var: int) -> str:
        m = self.model
        if m.var_cell[var] >= 0:
            return self.g.cell_names[m.var_cell[var]]
        return f"{self.g.units[m.var_unit[var]].name}n{self.symbols[m.var_symbol[var]]}"

    def unit_word(self, var: int) -> str:
        return UNIT_WORDS.get(self.g.units[self.model.var_unit[var]].kind, "unit")

    def in_variable(self, var: int, labels: int) -> str:
        """A candidate (or a g-candidate: several labels) written inside variable `var`."""
        m = self.model
        if m.var_cell[var] >= 0:
            return "".join("n" + self.symbol(label) for label in iter_bits(labels))
        unit = self.g.units[m.var_unit[var]]
        positions = [unit.cells.index(m.cell_of(label)) for label in iter_bits(labels)]
        if unit.kind == "r":
            return "c" + "".join(str(p + 1) for p in positions)
        if unit.kind == "c":
            return "r" + "".join(str(p + 1) for p in positions)
        cells = [self.g.cell_rc[m.cell_of(label)] for label in iter_bits(labels)]
        rows = sorted({r for _, r, _ in cells})
        cols = sorted({c for _, _, c in cells})
        prefix = f"g{cells[0][0] + 1}" if self.g.grid_prefix else ""
        return f"{prefix}r{''.join(str(r + 1) for r in rows)}c{''.join(str(c + 1) for c in cols)}"

    # -- steps ---------------------------------------------------------------------------------
    def rule_name(self, step: Step) -> str:
        p: Any = step.pattern
        if isinstance(p, SinglePattern):
            if self.model.var_cell[p.var] >= 0:
                return "naked-single"
            return f"hidden-single-in-{with_article(self.unit_word(p.var))}"
        return self.sized_name(step)

    def step(self, step: Step) -> str:
        """The CSP-Rules line of a step."""
        p = step.pattern
        if isinstance(p, SinglePattern):
            return f"{self.rule_name(step)} ==> {self.consequences(step)}"
        if isinstance(p, EcpPattern):
            return f"ecp: {self.assertion(p.value)} ==> {self.consequences(step)}"
        if isinstance(p, ChainPattern):
            return f"{self.rule_name(step)}: {self.chain(p)} ==> {self.consequences(step)}"
        if isinstance(p, VariablesPattern):
            names = " ".join(self.variable(v) for v in p.variables)
            symbols = " {" + " ".join("n" + self.symbols[s] for s in p.symbols) + "}" if p.symbols else ""
            return f"{self.rule_name(step)}: {names}{symbols} ==> {self.consequences(step)}"
        printer = pattern_printer(type(p))
        if printer is None:
            return f"{self.rule_name(step)} ==> {self.consequences(step)}"
        if not step.eliminations and not step.assertions:  # knowledge only (an OR relation)
            return printer(self, step)
        return f"{printer(self, step)} ==> {self.consequences(step)}"
