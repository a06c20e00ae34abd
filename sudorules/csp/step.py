"""The record of one rule firing.

A rule never prints: it returns a `Step` holding the rule family, its length (the number of
CSP variables of the pattern, 0 for the rules of BRT), the instantiated pattern and the
eliminations/assertions.  Printers (`sudorules.sudoku.notation`) turn steps into text.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class SinglePattern:
    """A CSP variable with a single candidate left (naked or hidden single)."""

    var: int


@dataclass(frozen=True)
class EcpPattern:
    """Elementary constraint propagation from a value."""

    value: int


@dataclass(frozen=True)
class ChainCell:
    """One CSP variable of a chain, whip or braid: its left- and right-linking candidates.

    `left` and `right` are label bitsets so that a g-candidate (several labels of one
    variable standing as one) fits; `right` is 0 for the last cell of a whip or braid.
    """

    var: int
    left: int
    right: int


@dataclass(frozen=True)
class ChainPattern:
    """A bivalue-chain, z-chain, t-whip, whip, g-whip, braid or g-braid with its target."""

    cells: tuple[ChainCell, ...]
    target: int


@dataclass(frozen=True)
class Step:
    """One rule firing: what fired, on which pattern, and what it changed."""

    rule: str
    length: int
    pattern: Any
    eliminations: tuple[int, ...] = ()
    assertions: tuple[int, ...] = ()
    relations: tuple[Any, ...] = ()  # OR relations it proves (sudorules.csp.state.ORRelation)

    @property
    def elimination_set(self) -> int:
        s = 0
        for label in self.eliminations:
            s |= 1 << label
        return s
