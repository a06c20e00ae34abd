"""The rules of the Basic Resolution Theory (BRT) for any CSP.

* ECP (elementary constraint propagation): a candidate linked to a value is eliminated.
* Single: an unsolved CSP variable with only one candidate left gets it as its value.
  Applications split Single by variable kind (Sudoku: naked single on rc variables, hidden
  single on rn, cn and bn variables), as SudoRules' NS and HS do.
* Contradiction and solution detection are done by the mutation path (`Change`), not here.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator

from ...bits import iter_bits
from ..state import KnowledgeState
from ..step import EcpPattern, SinglePattern, Step


def ecp_step(state: KnowledgeState, value: int) -> Step:
    """The eliminations ECP makes from one value (possibly none)."""
    targets = state.model.links[value] & state.cands
    return Step("ecp", 0, EcpPattern(value), tuple(iter_bits(targets)))


def find_singles(state: KnowledgeState, variables: Iterable[int], rule: str) -> Iterator[Step]:
    """Singles among `variables` (in the given order): unsolved, one candidate left."""
    cands = state.cands
    unsolved = state.unsolved
    labels = state.model.var_labels
    for v in variables:
        if unsolved >> v & 1:
            c = cands & labels[v]
            if c and not c & (c - 1):
                yield Step(rule, 0, SinglePattern(v), (), (c.bit_length() - 1,))
