"""Oddagons as a Sudoku rule family: the generic finder (sudorules.csp.rules.oddagon_finder,
CSP-Rules' CHAIN-RULES-COMMON/ODDAGONS, where the definition is) registered with its Sudoku
views.

In Sudoku an oddagon is most often an odd cycle of one digit through rows, columns and blocks
(`oddagon[5]: r1n6{c2 c9},c9n6{r1 r8},r8n6{c9 c1},c1n6{r8 r3},b1n6{r3c1 r1c2} ==> r5c8 ≠ 6`),
but the generic definition also goes through cells (rc variables: `r3c7{n1 n6}`), and CSP-Rules'
published paths use both (CSP-Rules-Examples, Sudoku-a/Oddagons/).

Printed as CSP-Rules' print-oddagon (CSP-Rules-Generic/GENERAL/generic-output.clp): each V_i as
a bivalue cell `V{c_i c_(i+1)}`, joined by `,` (?*oddagon-link-symbol*), then ` ==> ` and the
eliminations.  Placed at level n after z-chains and before t-whips (CSP-Rules-Generic/GENERAL/
saliences.clp, define-generic-saliences-at-Ln; knowledge_base/strategies/simplest-first.toml).
"""
from __future__ import annotations


from ...bits import iter_bits
from ...csp.rules import RuleFamily
from ...csp.rules.oddagon_finder import OddagonPattern, oddagon_family
from ...csp.state import KnowledgeState
from ...csp.step import Step
from ..sudoku_model import SudokuModel
from .record import Canvas, FamilyRecord, Names, No, PatternViews


def bind(model: SudokuModel) -> RuleFamily:
    return oddagon_family(model.csp)


def oddagon_text(nt: Names, step: Step) -> str:
    """`oddagon[5]: r1n6{c2 c9},c9n6{r1 r8},...` (the one printer adds ` ==> ...`)."""
    p: OddagonPattern = step.pattern
    cells = [f"{nt.variable(c.var)}{{{nt.in_variable(c.var, c.left)} {nt.in_variable(c.var, c.right)}}}"
             for c in p.cells]
    return f"oddagon[{step.length}]: " + ",".join(cells)


def oddagon_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The cycle: its candidates as the pattern, each V_i's two candidates joined (named by
    V_i; strong when V_i is bivalue), its z-candidates marked zt."""
    p: OddagonPattern = step.pattern
    var_labels = state.model.var_labels
    for c in p.cells:
        left, right = tuple(iter_bits(c.left)), tuple(iter_bits(c.right))
        ov.mark(left, "pattern")
        for label in left:
            ov.cells.setdefault(nt.model.cell_of(label), "pattern")
        bivalue = (state.cands & var_labels[c.var]).bit_count() == 2
        ov.link(left, right, "strong" if bivalue else "csp", nt.variable(c.var))
        ov.mark(iter_bits(state.cands & var_labels[c.var] & ~c.left & ~c.right), "zt")


ODDAGON_VIEWS = PatternViews(OddagonPattern, printer=oddagon_text, overlay=oddagon_overlay,
                             bert=No("an oddagon is a contradiction by parity around an odd cycle, "
                                     "not a BERT equation system the translator knows (issue 26)"))

FAMILIES = (FamilyRecord(
    "oddagon", bind, (ODDAGON_VIEWS,),
    rete=No("an odd cycle of up to 15 CSP variables: its finder searches it"),
    fp=No("not one of the generating patterns of braids(FP) (zt-ing §3.3)")),)
