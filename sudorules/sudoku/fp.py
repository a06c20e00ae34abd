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

A zt-braid(FP) is written as a braid whose pattern cells show the pattern between braces:

    braid(FP)[3]: r1c2{n4 n7} - {n5r3c1 | hidden-pairs-in-a-row: r3{n2 n5}{c4 c8}} - r3c6{n2 .} ==> r1c2 ≠ 4
"""
from __future__ import annotations

from collections.abc import Sequence

from ..csp.step import ChainPattern, Step
from ..csp.te.fp_braids import FPBraid, PatternKinds
from .notation import Notation, register_pattern_printer
from .rules.belts import BeltPattern
from .rules.patterns import FinnedFishPattern, SubsetPattern
from .model import SudokuModel

FP_FAMILIES = ("BI", "Subset2", "Subset3", "Subset4", "Finned", "x2y2")
SUBSET_RULES = ("naked-subset", "hidden-subset", "fish")


def family_of(step: Step) -> str | None:
    """The paper's name of the family of a rule firing (None: not a generating pattern)."""
    if step.rule == "whip" and step.length == 1:
        return "BI"
    if step.rule in SUBSET_RULES and 2 <= step.length <= 4:
        return f"Subset{step.length}"
    if step.rule == "finned-fish":
        return "Finned"
    if step.rule == "x2y2-belt":
        return "x2y2"
    return None


def pattern_kinds(model: SudokuModel) -> PatternKinds:
    """The builder's view of the Sudoku generating patterns of one model."""

    def variables(step: Step) -> Sequence[int]:
        p = step.pattern
        if isinstance(p, ChainPattern):
            return tuple(c.var for c in p.cells)
        if isinstance(p, SubsetPattern):
            return p.base
        if isinstance(p, FinnedFishPattern):
            return p.lines
        if isinstance(p, BeltPattern):
            return tuple(model.cell_var[c] for s in p.segments for c in s.cells)
        raise TypeError(f"no variables known for pattern {type(p).__name__}")

    return PatternKinds(variables, family_of)


def fp_rule_problem(rule: str, length: int) -> str | None:
    """Why a (rule, length) of a theory cannot be used by braids(FP) (None: it can)."""
    if rule in ("naked-single", "hidden-single", "ecp"):
        return None
    if family_of(Step(rule, length, None)) is None:
        return f"{rule}[{length}]" if length else rule
    return None


def _pattern_text(nt: Notation, step: Step) -> str:
    text = nt.step(step)
    return text.split(" ==> ")[0]


def fp_braid_text(nt: Notation, step: Step) -> str:
    b: FPBraid = step.pattern
    parts = []
    for cell in b.cells:
        if cell.pattern is not None:
            parts.append(f"{{{nt.candidate(cell.left)} | {_pattern_text(nt, cell.pattern.step)}}}")
        else:
            right = nt.candidate(cell.right) if cell.right >= 0 else "."
            left = nt.candidate(cell.left)
            parts.append(f"{nt.variable(cell.var)}{{{left} {right}}}")
    return f"braid(FP)[{len(b.cells)}]: " + " - ".join(parts)


register_pattern_printer(FPBraid, fp_braid_text)


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
