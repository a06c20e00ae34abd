"""Generic rule families: each is a finder over the bitset state plus its naming data.

A family's finder and naming data are one `RuleFamily`; an application registers it, with the
views it needs of the family (printer, pictures, ...), in its own family record (Sudoku:
sudorules.sudoku.rules.record, docs/adding-a-family.md).  `find(state, length)` yields the
pattern instances applicable in `state` as `Step`s, in a canonical order, each with at least
one effective elimination or assertion.  Families know nothing of Experta: the engine
schedules them by salience, T&E runs them on copies of the state.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..state import KnowledgeState
from ..step import Step

Finder = Callable[[KnowledgeState, int], Iterator[Step]]


@dataclass(frozen=True)
class RuleFamily:
    """One resolution-rule family.

    `code` is the token used in ratings (`W` gives `W[7]`); `sized` families take a length
    (number of CSP variables, 1..max), the others have length 0.  `assumes_uniqueness`: the
    family is sound only for a CSP with a unique solution (only a theory that says so may use it).
    """

    name: str
    find: Finder
    code: str
    sized: bool = False
    min_length: int = 0
    max_length: int = 0
    doc: str = ""
    assumes_uniqueness: bool = False

    def first(self, state: KnowledgeState, length: int = 0) -> Step | None:
        """The first instance in canonical order, or None."""
        return next(self.find(state, length), None)
