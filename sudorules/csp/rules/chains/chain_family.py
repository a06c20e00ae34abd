"""What every chain family's search has in common: its names, its lengths, and the loop over
the targets of a state that a refutation depth too large or a negative result carried from an
older state skips.

CHAIN_FAMILY_NAMES is the one list of the chain families, in the order every listing uses
(the finders' registry, the checker sudorules.csp.chain_check, the reference enumerator
sudorules.csp.chain_reference and the tests): a name is all they share with the finders.
"""
from __future__ import annotations

from collections.abc import Iterator

from ....bits import iter_bits
from ...state import KnowledgeState
from ...step import Step
from .. import RuleFamily
from .context import ChainContext, Sensitivity, context_for

CHAIN_FAMILY_NAMES = ("bivalue-chain", "z-chain", "t-whip", "whip", "g-whip", "braid", "g-braid")


class ChainFamily:
    """One chain family: a search for the chains of one target and one length (`search`,
    written by each family) and what the rating and the rule registry need of it.

    `g` says whether its right-linking elements may be g-candidates: its refutation depth is
    then the one through g-links, the bound for g-whips and g-braids (ChainContext)."""

    def __init__(self, name: str, code: str, min_length: int, max_length: int, doc: str, g: bool = False):
        if name not in CHAIN_FAMILY_NAMES:
            raise ValueError(f"{name!r} is not a chain family")
        self.name = name
        self.code = code
        self.min_length = min_length
        self.max_length = max_length
        self.doc = doc
        self.g = g

    def __repr__(self) -> str:
        return f"<chain family {self.name}>"

    def rule_family(self) -> RuleFamily:
        """The family's entry in the rule registry (sudorules.sudoku.families)."""
        return RuleFamily(self.name, self.find, self.code, sized=True, min_length=self.min_length,
                          max_length=self.max_length, doc=self.doc)

    def find(self, state: KnowledgeState, n: int) -> Iterator[Step]:
        """The family's chains of length n in the state, target by target, one per target.

        A target is skipped when an older state's search found nothing for it and nothing it
        was sensitive to has changed since (ctx.negative, checked first: it costs a look-up),
        or when its refutation depth says that no chain of length n can exist: a braid[n],
        hence any chain of these families, needs a depth <= n - 1 (ChainContext)."""
        ctx = context_for(state)
        negative = ctx.negative
        name = self.name
        for z in iter_bits(state.cands):
            if (name, n, z) in negative:
                continue
            depth = ctx.refutation_depth(z, self.g, n - 1)
            if depth is None or depth + 1 > n:
                continue
            step, sensitivity = self.search(ctx, z, n)
            if step is None:
                negative[name, n, z] = sensitivity
            else:
                yield step

    def search(self, ctx: ChainContext, z: int, n: int) -> tuple[Step | None, Sensitivity]:
        """The first chain of length n on target z as a Step, or None and what the search
        examined (the sensitivity that says when a later state must search again)."""
        raise NotImplementedError
