"""braids(FP) for Sudoku: the generating-pattern families, what each pattern stands on, and
how a zt-braid(FP) is written.

The families are named as in the zt-ing paper's scope table (Berthier, zt-ing, §3.3; docs/references.md):

| paper   | rules of the theory                                          |
|---------|--------------------------------------------------------------|
| BI      | whip[1] (block-line interactions, "locked candidates")       |
| Subset2 | naked-subset, hidden-subset, fish of size 2 (pairs, x-wing)   |
| Subset3 | the same of size 3 (triplets, swordfish)                     |
| Subset4 | the same of size 4 (quads, jellyfish)                        |
| Finned  | finned-fish of size 2..4                                     |
| x2y2    | x2y2-belt (16 or 24 cells)                                   |

ECP, naked and hidden singles are the braid's candidate cells themselves.  A pattern's
existence depends only on the candidates of its CSP variables: the variable of a whip[1],
the base variables of a Subset (cells, unit-symbol or line-symbol variables), the lines of a
finned fish, the cells of a belt.

What each family contributes -- its paper name, the variables a pattern stands on, the
checker's reading of it -- is its record's `fp` view (sudorules.sudoku.rules.record.BraidFP),
read here through the registry.  A zt-braid(FP) is written as a braid whose pattern cells show
the pattern between braces (the printer is the T&E record's, sudorules.sudoku.rules.last_resort):

    braid(FP)[3]: r1c2{n4 n7} - {n5r3c1 | hidden-pairs-in-a-row: r3{n2 n5}{c4 c8}} - r3c6{n2 .} ==> r1c2 ≠ 4
"""
from __future__ import annotations

from collections.abc import Sequence

from ..csp.step import Step
from ..csp.te.fp_braids import PatternKinds
from .families import record
from .sudoku_model import SudokuModel
from .rules.record import BraidFP

FP_FAMILIES = ("BI", "Subset2", "Subset3", "Subset4", "Finned", "x2y2")  # the paper's table, in its order


def _fp(rule: str) -> BraidFP | None:
    """The braids(FP) view of a family's record (None: not a family of generating patterns)."""
    found = record(rule)
    return found.fp if found is not None and isinstance(found.fp, BraidFP) else None


def family_of(step: Step) -> str | None:
    """The paper's name of the family of a rule firing (None: not a generating pattern)."""
    fp = _fp(step.rule)
    return fp.name(step.length) if fp is not None else None


def pattern_kinds(model: SudokuModel) -> PatternKinds:
    """The builder's view of the Sudoku generating patterns of one model."""

    def variables(step: Step) -> Sequence[int]:
        fp = _fp(step.rule)
        if fp is None:
            raise TypeError(f"no variables known for pattern {type(step.pattern).__name__}")
        return fp.variables(model, step.pattern)

    return PatternKinds(variables, family_of)


def fp_rule_problem(rule: str, length: int) -> str | None:
    """Why a (rule, length) of a theory cannot be used by braids(FP) (None: it can)."""
    if rule in ("naked-single", "hidden-single", "ecp"):
        return None
    if family_of(Step(rule, length, None)) is None:
        return f"{rule}[{length}]" if length else rule
    return None


def install_fp_braids(te, model: SudokuModel, theory_name: str = "") -> None:
    """Let a TrialAndError over a theory of FP families build and check a zt-braid(FP) for
    every T&E(T) elimination (`te.fp_braids`).  Raises SudorulesError when the theory has a
    rule that is not a generating pattern (a whip[2], say)."""
    from ..csp.te.braids import BraidConstructionError
    from ..csp.te.fp_braids import fp_braid_for
    from ..errors import SudorulesError
    from ..csp.chain_check import FP_BRAID, chain_problem
    from .fp_braid_check import pattern_reader

    bad = sorted({f.name + ("[>1]" if f.name == "whip" else "") for f, n in te.plan if fp_rule_problem(f.name, n)})
    if bad:
        raise SudorulesError(f"braids are built from T&E(BRT) only, or braids(FP) from T&E(FP) over generating "
                             f"patterns ({', '.join(FP_FAMILIES)}); theory '{theory_name}' also has {', '.join(bad)}")
    kinds = pattern_kinds(model)
    reader = pattern_reader(model)

    def build(state, target: int):
        try:
            braid = fp_braid_for(te, state, target, kinds)
        except BraidConstructionError as e:
            return None, f"no braid(FP) built: {e}"
        # the zt-ing paper's definition does not ask the L's to differ; the builder makes them
        # differ whenever a run allows it (FPBraid.repeated_left tells the other cases)
        return braid, chain_problem(state, FP_BRAID, braid, strict=not braid.repeated_left, read_pattern=reader)

    te.fp_braids = build
