"""Depth-first search over a theory T: the rule family of last resort.

Unlike T&E, DFS guesses: it closes the state with T, picks an unsolved variable with the
fewest candidates and tries each of its candidates in a copy, recursively; the first
solution found is adopted.  It always concludes (a solution, or none), so it ends the
T&E-depth scale.  The state is never changed.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...bits import iter_bits
from ..deadline import check_deadline
from ..runner import CONTRADICTION, SOLVED
from ..state import KnowledgeState
from .trial import TrialAndError


@dataclass(frozen=True)
class DFSResult:
    """A solution (the set of true labels) or None, and the number of guesses made."""

    solution: int | None
    guesses: int

    @property
    def solved(self) -> bool:
        return self.solution is not None


def _branch_variable(state: KnowledgeState) -> int:
    """The unsolved variable with the fewest candidates (lowest index on ties)."""
    labels = state.model.var_labels
    cands = state.cands
    return min(iter_bits(state.unsolved), key=lambda v: ((cands & labels[v]).bit_count(), v))


def dfs_solve(te: TrialAndError, state: KnowledgeState, depth: int = 0, new_values: tuple[int, ...] = ()) -> DFSResult:
    """Search for a solution, closing every node with T (and T&E up to `depth`).

    `new_values` are values of `state` whose ECP has not been done yet."""
    guesses = 0

    def search(node: KnowledgeState, new_values: tuple[int, ...], check: int | None) -> int | None:
        nonlocal guesses
        out = te.close(node, depth, new_values, check)
        if out.status == SOLVED:
            return node.values
        if out.status == CONTRADICTION:
            return None
        var = _branch_variable(node)
        for label in iter_bits(node.cands & node.model.var_labels[var]):
            check_deadline()  # one check per guess: DFS on an empty grid of a large geometry may not end
            guesses += 1
            child = node.copy()
            child.apply(0, (label,))
            found = search(child, (label,), 0)
            if found is not None:
                return found
        return None

    solution = search(state.copy(), new_values, None)
    return DFSResult(solution, guesses)
