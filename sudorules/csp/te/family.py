"""T&E and DFS as rule families, for theories that use them in the engine.

* `T&E[d]` (d = 1..3): T&E at depth d over BRT, i.e. T&E(BRT), T&E(T&E(BRT)), ...: a
  candidate whose hypothesis leads to a contradiction is eliminated.  A theory with
  `"T&E" = 3` solves every puzzle of T&E depth <= 3, and its rating is the T&E depth.
* `DFS`: depth-first search over BRT, the rule of last resort: it asserts the first guess
  (in the search order) that leads to a solution, or eliminates a candidate whose branch
  has none.  It guesses, so it is only meaningful for puzzles with a unique solution.

Strategies rank them after every other rule (CSP-Rules' T&E and DFS saliences come after all
resolution rules), in a block of their own.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ...bits import iter_bits
from ..model import CSPModel
from ..rules import RuleFamily
from ..state import KnowledgeState
from ..step import Step
from .dfs import dfs_solve
from .trial import MAX_DEPTH, TEPattern, TrialAndError


@dataclass(frozen=True)
class DFSPattern:
    """DFS found a solution with `guess` true (asserted), or none with it (eliminated)."""

    guess: int
    solved: bool


def te_family(model: CSPModel, singles: Sequence[tuple[str, Sequence[int]]]) -> RuleFamily:
    """The T&E[depth] rule family over BRT (given by its Single rules) for one model."""
    te = TrialAndError(model, singles)

    def find(state: KnowledgeState, depth: int) -> Iterator[Step]:
        for h in te.eliminations(state, depth):
            yield Step("T&E", depth, TEPattern(h.label, depth, h.outcome.empty_var), (h.label,))

    return RuleFamily("T&E", find, "T&E", sized=True, min_length=1, max_length=MAX_DEPTH,
                      doc="T&E at depth n over BRT: a candidate whose assertion leads to a contradiction is "
                          "eliminated.")


def dfs_family(model: CSPModel, singles: Sequence[tuple[str, Sequence[int]]]) -> RuleFamily:
    """The DFS rule family over BRT for one model."""
    te = TrialAndError(model, singles)

    def find(state: KnowledgeState, _length: int) -> Iterator[Step]:
        for label in iter_bits(state.cands):
            branch = state.copy()
            branch.apply(0, (label,))
            found = dfs_solve(te, branch, new_values=(label,))
            if found.solved:
                yield Step("DFS", 0, DFSPattern(label, True), (), (label,))
                return
            yield Step("DFS", 0, DFSPattern(label, False), (label,))

    return RuleFamily("DFS", find, "DFS",
                      doc="Depth-first search, the rule of last resort: assert a guess that leads to a solution.")
