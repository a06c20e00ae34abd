"""The `brnet` rule family: resolve the BR-Net of the state by 2-SAT, act on what it forces.

Each consequence is one step, proved by one implication path in the net:

* Z => ... => not-Z eliminates candidate Z;
* not-Z => ... => Z asserts Z.

Both rules are sound whether or not the net is consistent (each path is a proof from the
CSP's constraints).  Steps come assertions first, then eliminations, each in label order: the
engine applies the first and resolves again after ECP and Singles have had their turn (an
asserted value's ECP makes the eliminations that would only go through it).

The family is unsized (length 0): BR-Net resolution is one polynomial procedure over the
whole net, not a pattern with a number of CSP variables, so it has no place in a
level-by-level rating; the path length is kept in the pattern for reports.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..rules import RuleFamily
from ..state import KnowledgeState
from ..step import Step
from .builder import StateNet, build_brnet
from ..deadline import check_deadline
from .net import lit_value, lit_var
from .twosat import Resolution, implication_path, resolve


@dataclass(frozen=True)
class BRNetPattern:
    """The implication path proving a step: (label, value) literals, first = hypothesis,
    last = its negation."""

    path: tuple[tuple[int, bool], ...]

    @property
    def length(self) -> int:
        """Number of implications in the path."""
        return len(self.path) - 1


def literal_path(sn: StateNet, res: Resolution, literal: int) -> tuple[tuple[int, bool], ...]:
    """The path literal => ... => not-literal, with labels for variables."""
    check_deadline()  # one check per proof: a breadth-first search of the implication graph
    path = implication_path(res.graph, literal, literal ^ 1)
    if path is None:  # refuted literals always have one
        raise AssertionError("refuted literal without an implication path")
    labels = sn.labels
    return tuple((labels[lit_var(p)], lit_value(p)) for p in path)


def consequences(sn: StateNet, res: Resolution) -> list[int]:
    """Refuted literals in step order: assertions, then eliminations, each by label."""
    return sorted(res.refuted, key=lambda p: (lit_value(p), sn.labels[lit_var(p)]))


def step_of(sn: StateNet, res: Resolution, literal: int) -> Step:
    """The step that acts on a refuted literal."""
    label = sn.labels[lit_var(literal)]
    pattern = BRNetPattern(literal_path(sn, res, literal))
    if lit_value(literal):
        return Step("brnet", 0, pattern, eliminations=(label,))
    return Step("brnet", 0, pattern, assertions=(label,))


def find_brnet(state: KnowledgeState, _length: int = 0) -> Iterator[Step]:
    """Every consequence of the state's BR-Net, one step each, in label order."""
    sn = build_brnet(state)
    if sn.empty_vars:
        return
    res = resolve(sn.net)
    for literal in consequences(sn, res):
        yield step_of(sn, res, literal)


BRNET_FAMILY = RuleFamily(
    "brnet", find_brnet, "BRNet",
    doc="Binary-relationship network: candidates as Boolean variables, weak links as NAND, bivalue "
        "variables as XOR; 2-SAT resolution eliminates Z when Z => ... => not Z.")
