"""One BR-Net analysis of a knowledge state, by 2-SAT or by triangle resolution.

This is what `sudorules brnet` and `sudorules.brnet()` report: the size of the net, whether
it is consistent, and every single-candidate consequence with the implication path that
proves it.  Paths always come from the implication graph (a proof does not depend on the
algorithm that found the consequence); with triangle resolution the consequences are the
forced domains of the refined net, which the tests check equal the 2-SAT ones.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..state import KnowledgeState
from ..step import Step
from .builder import build_brnet
from .net import lit, lit_value, lit_var
from .rule import consequences, step_of
from .triangle import triangle_resolve
from .twosat import implication_path, resolve

ALGORITHMS = ("2sat", "triangle")
TRIANGLE_MAX_VARS = 120  # O(n^3) triangles per sweep: about a second per sweep at this size


@dataclass(frozen=True)
class Analysis:
    """A resolved BR-Net: its size, consistency and consequences (one step each).

    An inconsistent net has no consequence listed (every literal of a contradictory component
    refutes itself); `contradiction` holds instead the paths x => ... => not-x and
    not-x => ... => x of its first contradictory candidate (label, value literals).
    """

    algorithm: str
    n_vars: int
    n_nand: int
    n_xor: int
    n_unary: int
    consistent: bool
    steps: tuple[Step, ...]
    contradiction: tuple[tuple[tuple[int, bool], ...], tuple[tuple[int, bool], ...]] | None = None
    empty_vars: tuple[int, ...] = ()


def analyse(state: KnowledgeState, algorithm: str = "2sat") -> Analysis:
    """Build the BR-Net of `state` and resolve it with the chosen algorithm."""
    if algorithm not in ALGORITHMS:
        raise ValueError(f"unknown BR-Net algorithm {algorithm!r} (known: {', '.join(ALGORITHMS)})")
    sn = build_brnet(state)
    size = (sn.net.n, sn.n_nand, sn.n_xor, sn.n_unary)
    if sn.empty_vars:
        return Analysis(algorithm, *size, False, (), None, sn.empty_vars)
    if algorithm == "triangle" and sn.net.n > TRIANGLE_MAX_VARS:
        raise ValueError(f"triangle resolution is for small nets: this one has {sn.net.n} variables "
                         f"(at most {TRIANGLE_MAX_VARS}); use 2-SAT")
    res = resolve(sn.net)
    if algorithm == "triangle":
        tri = triangle_resolve(sn.net)
        consistent = tri.consistent
        refuted = {lit(v, not value) for v, value in tri.forced.items()}
        literals = [p for p in consequences(sn, res) if p in refuted] if consistent else []
        if len(literals) != len(refuted):
            raise AssertionError("triangle resolution and 2-SAT disagree")
    else:
        consistent = res.consistent
        literals = consequences(sn, res) if consistent else []
    steps = tuple(step_of(sn, res, p) for p in literals)
    contradiction = None
    if res.contradiction is not None:
        labels = sn.labels
        x = res.contradiction
        paths = [implication_path(res.graph, lit(x, a), lit(x, 1 - a)) or () for a in (1, 0)]
        there, back = (tuple((labels[lit_var(p)], lit_value(p)) for p in path) for path in paths)
        contradiction = (there, back)
    return Analysis(algorithm, *size, consistent, steps, contradiction)
