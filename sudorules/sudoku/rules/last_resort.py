"""T&E and DFS, the rules of last resort (sudorules.csp.te.family), as Sudoku rule families:
bound to the model's singles (BRT's naked and hidden singles), how their steps are written, and
the braids(FP) a T&E step may carry (sudorules.sudoku.fp) written as braids whose pattern cells
show the pattern between braces:

    T&E[1]: n2r1c1 ⇒ no value for c2n3 ==> r1c1 ≠ 2
    DFS: n1r1c1 leads to a solution ==> r1c1 = 1
    braid(FP)[3]: r1c2{n4 n7} - {n5r3c1 | hidden-pairs-in-a-row: r3{n2 n5}{c4 c8}} - r3c6{n2 .} ==> r1c2 ≠ 4
"""
from __future__ import annotations

from ...csp.rules import RuleFamily
from ...csp.step import Step
from ...csp.te.family import DFSPattern, dfs_family, te_family
from ...csp.te.fp_braids import FPBraid
from ...csp.te.trial import TEPattern
from ..sudoku_model import SudokuModel
from .record import FamilyRecord, Names, No, PatternViews, Ref


def _brt(model: SudokuModel) -> list[tuple[str, tuple[int, ...]]]:
    """BRT's singles in the model's scan order (cells; rows, columns, blocks)."""
    return [("naked-single", tuple(model.rc_vars())), ("hidden-single", tuple(model.unit_vars()))]


def te_text(nt: Names, step: Step) -> str:
    """`T&E[1]: n2r1c1 ⇒ no value for c2n3` (the hypothesis and the variable left empty)."""
    p: TEPattern = step.pattern
    return (f"T&E[{p.depth}]: {nt.candidate(p.hypothesis)} ⇒ no value for "
            f"{nt.variable(p.empty_var)}" if p.empty_var >= 0 else
            f"T&E[{p.depth}]: {nt.candidate(p.hypothesis)} ⇒ contradiction")


def dfs_text(nt: Names, step: Step) -> str:
    """`DFS: n1r1c1 leads to a solution`."""
    p: DFSPattern = step.pattern
    return f"DFS: {nt.candidate(p.guess)} leads to {'a' if p.solved else 'no'} solution"


def fp_braid_text(nt: Names, step: Step) -> str:
    """`braid(FP)[n]: ...`, a pattern cell written `{left | the pattern's line before ==>}`."""
    b: FPBraid = step.pattern
    parts = []
    for cell in b.cells:
        if cell.pattern is not None:
            pattern = nt.step(cell.pattern.step).split(" ==> ")[0]
            parts.append(f"{{{nt.candidate(cell.left)} | {pattern}}}")
        else:
            right = nt.candidate(cell.right) if cell.right >= 0 else "."
            left = nt.candidate(cell.left)
            parts.append(f"{nt.variable(cell.var)}{{{left} {right}}}")
    return f"braid(FP)[{len(b.cells)}]: " + " - ".join(parts)


def te(model: SudokuModel) -> RuleFamily:
    return te_family(model.csp, _brt(model))


def dfs(model: SudokuModel) -> RuleFamily:
    return dfs_family(model.csp, _brt(model))


TE_VIEWS = PatternViews(TEPattern, printer=te_text, overlay=Ref("sudorules.render.pattern_overlays:te_overlay"),
                        bert=Ref("sudorules.bert.translate:trial_and_error"))
FP_BRAID_VIEWS = PatternViews(FPBraid, printer=fp_braid_text,
                              overlay=No("a braid(FP) is drawn with its T&E step, as its hypothesis"),
                              bert=No("a braid(FP) is exported with its T&E step"))
DFS_VIEWS = PatternViews(DFSPattern, printer=dfs_text, overlay=Ref("sudorules.render.pattern_overlays:dfs_overlay"),
                         bert=No("DFS guesses; a guess is not an equation calculation (paper §4.3.3)"))
NOT_A_PATTERN = No("a search on copies of the state, not a pattern")

FAMILIES = (
    FamilyRecord("T&E", te, (TE_VIEWS, FP_BRAID_VIEWS), rete=NOT_A_PATTERN, fp=NOT_A_PATTERN),
    FamilyRecord("DFS", dfs, (DFS_VIEWS,), rete=NOT_A_PATTERN, fp=NOT_A_PATTERN),
)
