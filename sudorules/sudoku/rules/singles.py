"""Naked and hidden singles: BRT's Single rule split by variable kind, as SudoRules' NS and HS.

A naked single is scanned on the cells (rc variables), a hidden single on rows, then columns,
then blocks (the unit variables in the model's order): that order fixes a canonical path.
Both have a Rete form (`Var` with one open candidate, sudorules.engine.rete.single_rule).
"""
from __future__ import annotations

from ...csp.rules import RuleFamily
from ...csp.rules.basic import find_singles
from ...csp.step import SinglePattern
from ...engine.rete import single_rule
from ..sudoku_model import SudokuModel
from .record import Builtin, FamilyRecord, No, PatternViews, Ref, ReteForm

SINGLE_VIEWS = PatternViews(
    SinglePattern,
    printer=Builtin("Notation.step: naked-single, hidden-single-in-a-row/column/block"),
    overlay=Ref("sudorules.render.pattern_overlays:single_overlay"),
    bert=Ref("sudorules.bert.translate:single"))
NOT_FP = No("ECP and the singles are a braid's own candidate cells, not patterns")


def naked_singles(model: SudokuModel) -> RuleFamily:
    rc_vars = tuple(model.rc_vars())
    return RuleFamily("naked-single", lambda state, _n: find_singles(state, rc_vars, "naked-single"), "NS",
                      doc="A cell with one candidate left gets it as its value.")


def hidden_singles(model: SudokuModel) -> RuleFamily:
    unit_vars = tuple(model.unit_vars())
    return RuleFamily("hidden-single", lambda state, _n: find_singles(state, unit_vars, "hidden-single"), "HS",
                      doc="A symbol with one place left in a unit goes there.")


def _naked_rete(model: SudokuModel):
    rc_vars = model.rc_vars()
    return lambda _n: single_rule(rc_vars, "naked-single")


def _hidden_rete(model: SudokuModel):
    unit_vars = model.unit_vars()
    return lambda _n: single_rule(unit_vars, "hidden-single")


FAMILIES = (
    FamilyRecord("naked-single", naked_singles, (SINGLE_VIEWS,), ReteForm(_naked_rete), NOT_FP),
    FamilyRecord("hidden-single", hidden_singles, (SINGLE_VIEWS,), ReteForm(_hidden_rete), NOT_FP),
)
