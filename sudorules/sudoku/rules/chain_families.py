"""The generic chain families (sudorules.csp.rules.chains) as Sudoku rule families: bivalue-chains,
z-chains, t-whips, whips, g-whips, braids and g-braids, one record each, and the typed forms of
the first four on each of Sudoku's four kinds of CSP variables (whip-rn, biv-chain-bn, ...).

Their steps carry a `ChainPattern`, which the one printer writes itself (`whip[4]: r2c9{n1 n2}
- ...`).  A whip of length 1 (a block-line interaction) is the generating pattern "BI" of
braids(FP); `read_bi` is the braid(FP) checker's reading of it.
"""
from __future__ import annotations

from typing import Any

from ...bits import iter_bits
from ...csp.rules.chains import CHAIN_FAMILIES, lazy_rule_family
from ...csp.rules.chains.chain_family import CHAIN_FAMILY_NAMES, TYPED_CHAIN_BASES, typed_chain_name
from ...csp.step import ChainPattern
from ..sudoku_model import SudokuModel
from .record import BraidFP, Builtin, FamilyRecord, No, PatternViews, Ref

CHAIN_VIEWS = PatternViews(ChainPattern, printer=Builtin("Notation.step: name[length]: V{left right} - ..."),
                           overlay=Ref("sudorules.render.pattern_overlays:chain_step_overlay"),
                           bert=Ref("sudorules.bert.translate:chain_step"))


def read_bi(model: SudokuModel, pattern: Any, modulo: int) -> tuple[str, int, int] | str:
    """The braid(FP) checker's reading of a whip[1] (BI): one CSP variable V with at least one
    candidate left; linked: every label outside V linked to all of V's remaining candidates."""
    csp = model.csp
    vl = csp.var_labels
    if not isinstance(pattern, ChainPattern):
        return f"{type(pattern).__name__} is not a generating pattern the checker knows"
    if len(pattern.cells) != 1:
        return "only whips of length 1 (BI) are generating patterns"
    var = pattern.cells[0].var
    rest = modulo & vl[var]
    if not rest:
        return "its variable has no candidate left"
    linked = ~vl[var]
    for c in iter_bits(rest):
        linked &= csp.links[c]
    return "BI", vl[var], linked


BI = BraidFP(name=lambda n: "BI" if n == 1 else None, names=("BI",),
             variables=lambda model, p: tuple(c.var for c in p.cells), read=read_bi)
NOT_FP = No("not a generating pattern of the zt-ing scope table (only whip[1], BI, is)")


def _record(name: str) -> FamilyRecord:
    family = CHAIN_FAMILIES[name]
    return FamilyRecord(name, lambda model: family, (CHAIN_VIEWS,),
                        rete=No("chains of unbounded length: finders only (docs/rules.md)"),
                        fp=BI if name == "whip" else NOT_FP)


# Typed chains (CSP-Rules' TyBC, TyZ, TytW, TyW; CSP-Rules-Generic/CHAIN-RULES-COMMON/TYPED-*
# and CHAIN-RULES-MEMORY/TYPED-*): each linear family restricted to one of Sudoku's four kinds
# of CSP variables (rc, rn, cn, bn, the model's var_kinds), named and printed `whip-rn[5]`,
# `biv-chain-bn[2]` (notation.CHAIN_NAMES).
SUDOKU_KINDS = ("rc", "rn", "cn", "bn")
TYPED_FAMILIES = {typed_chain_name(base, kind): lazy_rule_family(typed_chain_name(base, kind))
                  for base in TYPED_CHAIN_BASES for kind in SUDOKU_KINDS}


def _typed_record(name: str) -> FamilyRecord:
    family = TYPED_FAMILIES[name]
    return FamilyRecord(name, lambda model: family, (CHAIN_VIEWS,),
                        rete=No("chains of unbounded length: finders only (docs/rules.md)"), fp=NOT_FP)


FAMILIES = tuple(_record(name) for name in CHAIN_FAMILY_NAMES) + tuple(_typed_record(name) for name in TYPED_FAMILIES)
