"""The printer of every pattern that the notation does not write itself, in one table.

`Notation.step` writes singles, ECP, chains (whips, braids, ...) and variable-named patterns
itself; every other pattern type is written by the function this table gives for it.  The
table is explicit and complete, so a step's text never depends on which modules happen to
have been imported (issue 15: a T&E step printed `T&E[1] ==> r1c5 ≠ 1` after
`import sudorules` and `T&E[1]: n1r1c5 ⇒ no value for r7c4 ==> r1c5 ≠ 1` once `sudorules.te`
was imported).  A new pattern type gets its line here; `tests/test_notation_printers.py`
checks that every pattern type the rule families produce has one.
"""
from __future__ import annotations

from collections.abc import Callable

from ..csp.brnet.rule import BRNetPattern
from ..csp.step import Step
from ..csp.te.family import DFSPattern
from ..csp.te.fp_braids import FPBraid
from ..csp.te.trial import TEPattern
from .fp import fp_braid_text
from .notation import Notation
from .rules.belts import BeltPattern, belt_text
from .rules.brnet_notation import brnet_text
from .rules.patterns import FinnedFishPattern, SubsetPattern, finned_fish_text, subset_text


def te_text(nt: Notation, step: Step) -> str:
    """`T&E[1]: n2r1c1 ⇒ no value for c2n3` (the hypothesis and the variable left empty)."""
    p: TEPattern = step.pattern
    return (f"T&E[{p.depth}]: {nt.candidate(p.hypothesis)} ⇒ no value for "
            f"{nt.variable(p.empty_var)}" if p.empty_var >= 0 else
            f"T&E[{p.depth}]: {nt.candidate(p.hypothesis)} ⇒ contradiction")


def dfs_text(nt: Notation, step: Step) -> str:
    """`DFS: n1r1c1 leads to a solution`."""
    p: DFSPattern = step.pattern
    return f"DFS: {nt.candidate(p.guess)} leads to {'a' if p.solved else 'no'} solution"


PRINTERS: dict[type, Callable[[Notation, Step], str]] = {
    SubsetPattern: subset_text,
    FinnedFishPattern: finned_fish_text,
    BeltPattern: belt_text,
    BRNetPattern: brnet_text,
    TEPattern: te_text,
    DFSPattern: dfs_text,
    FPBraid: fp_braid_text,
}
