"""What every chain family's search has in common: its names, its lengths, and the loop over
the targets of a state that a refutation depth too large or a negative result carried from an
older state skips.

CHAIN_FAMILY_NAMES is the one list of the chain families, in the order every listing uses
(the finders' registry, the checker sudorules.csp.chain_check, the reference enumerator
sudorules.csp.chain_reference and the tests): a name is all they share with the finders.

The chain searches written in Python (the ORk chains, or_chains.py) grow their partial whips by
the one extension model of whip_extension.py, which also holds their one depth-first walk
(PartialWhipWalk); the compiled families have theirs in the kernels (chain_kernel, cell_kernel,
braid_kernel).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from ...state import KnowledgeState
from ...step import Step
from .. import RuleFamily
from .context import ChainContext, Sensitivity, context_for

CHAIN_FAMILY_NAMES = ("bivalue-chain", "z-chain", "t-whip", "whip", "g-bivalue-chain", "g-whip", "braid", "g-braid")

# Typed chains (CSP-Rules' TyBC, TyZ, TytW, TyW): a family of TYPED_CHAIN_BASES whose CSP
# variables are all of one kind (the model's opaque `var_kinds` tag), named "BASE-KIND".
TYPED_CHAIN_BASES = ("bivalue-chain", "z-chain", "t-whip", "whip")


@dataclass(frozen=True)
class ChainSpec:
    """What the rating and the rule registry know of a chain family before its search is loaded:
    its rating code, its lengths, its one-line definition; `g`: right-linking g-candidates."""

    code: str
    min_length: int
    max_length: int
    doc: str
    g: bool = False


# The one table of the chain families' specs: the families (linear.py, g_bivalue.py, zt_braids.py)
# are built from it, and the registry's entries read it without loading the searches
CHAIN_SPECS: dict[str, ChainSpec] = {
    "bivalue-chain": ChainSpec("BC", 2, 20, "A chain of bivalue variables {L1 R1} - ... - {Ln Rn}: a candidate "
                                            "linked to L1 and Rn is eliminated."),
    "z-chain": ChainSpec("Z", 2, 20, "A whip whose other candidates are all linked to the target (z-candidates)."),
    "t-whip": ChainSpec("tW", 2, 36, "A whip whose other candidates are linked to previous right-linking "
                                     "candidates (t-candidates)."),
    "whip": ChainSpec("W", 1, 36, "If the target were true, the chain of variables would force the last one to "
                                  "have no value."),
    "g-bivalue-chain": ChainSpec("gBC", 2, 20, "A bivalue-chain whose right-linking elements may be g-candidates, "
                                               "each cell's other candidates linked to the previous one (to the "
                                               "target in the first cell): a candidate linked to L1 and Rn is "
                                               "eliminated.", g=True),
    "g-whip": ChainSpec("gW", 1, 36, "A whip whose right-linking elements may be g-candidates (a symbol in a "
                                     "segment).", g=True),
    "braid": ChainSpec("B", 1, 36, "A whip whose left-linking candidates may be linked to the target or any "
                                   "previous right-linking one."),
    "g-braid": ChainSpec("gB", 1, 36, "A braid whose right-linking elements may be g-candidates.", g=True),
}


def chain_spec(name: str) -> ChainSpec:
    """A chain family's spec; a typed family's (`whip-rn`) from its base's: code Ty + code, lengths
    from 2 (whips[1] cannot be type-restricted), its kind said in its definition."""
    typed = split_typed(name)
    if typed is None:
        return CHAIN_SPECS[name]
    base = CHAIN_SPECS[typed[0]]
    return replace(base, code="Ty" + base.code, min_length=2,
                   doc=f"{base.doc} Typed: all its CSP variables are of kind {typed[1]}.")


def typed_chain_name(base: str, kind: str) -> str:
    """The name of the typed family: `whip-rn` is a whip whose variables are all of kind rn."""
    if base not in TYPED_CHAIN_BASES:
        raise ValueError(f"{base!r} has no typed form")
    return f"{base}-{kind}"


def split_typed(name: str) -> tuple[str, str] | None:
    """(base family, kind) of a typed family's name, or None for any other name."""
    base, _, kind = name.rpartition("-")
    return (base, kind) if base in TYPED_CHAIN_BASES and kind else None


def is_chain_family(name: str) -> bool:
    """A chain family's name: one of CHAIN_FAMILY_NAMES or a typed family's."""
    return name in CHAIN_FAMILY_NAMES or split_typed(name) is not None


def targets(depths, n: int) -> list[int]:
    """The targets whose refutation depth allows a chain of length n (a depth <= n - 1), in
    increasing label order (experiments/uniqueness_target_order.py puts CSP-Rules' order here)."""
    import numpy as np  # (loaded with the first chain search: this module is imported by the registry)
    return np.flatnonzero((depths >= 0) & (depths < n)).tolist()


class ChainFamily:
    """One chain family: a search for the chains of one target and one length (`search`,
    written by each family) and what the rating and the rule registry need of it.

    `g` says whether its right-linking elements may be g-candidates: its refutation depth is
    then the one through g-links, the bound for g-whips and g-braids (ChainContext)."""

    def __init__(self, name: str, code: str, min_length: int, max_length: int, doc: str, g: bool = False,
                 kind: str | None = None):
        if not is_chain_family(name):
            raise ValueError(f"{name!r} is not a chain family")
        self.name = name
        self.kind = kind  # typed chains: the one kind of CSP variable the chain may use
        self.code = code
        self.min_length = min_length
        self.max_length = max_length
        self.doc = doc
        self.g = g

    @classmethod
    def of_spec(cls, name: str, kind: str | None = None):  # -> the subclass's instance
        """The family named `name` built from its spec (CHAIN_SPECS, chain_spec)."""
        spec = chain_spec(name)
        return cls(name, spec.code, spec.min_length, spec.max_length, spec.doc, g=spec.g, kind=kind)

    def __repr__(self) -> str:
        return f"<chain family {self.name}>"

    def rule_family(self) -> RuleFamily:
        """The family's entry in the rule registry (sudorules.sudoku.families)."""
        return RuleFamily(self.name, self.find, self.code, sized=True, min_length=self.min_length,
                          max_length=self.max_length, doc=self.doc)

    def find(self, state: KnowledgeState, n: int) -> Iterator[Step]:
        """The family's chains of length n in the state, target by target, one per target.

        A target is skipped when its refutation depth says that no chain of length n can
        exist (a braid[n], hence any chain of these families, needs a depth <= n - 1: the
        depths of all the targets are one array, ChainContext.depths), or when an older
        state's search found nothing for it and nothing it was sensitive to has changed
        since (ctx.negative)."""
        ctx = context_for(state)
        negative = ctx.negative
        name = self.name
        depths = ctx.depths(self.g)
        for z in targets(depths, n):
            if (name, n, z) in negative:
                continue
            step, sensitivity = self.search(ctx, z, n)
            if step is None:
                negative[name, n, z] = sensitivity
            else:
                yield step

    def excluded_vars(self, ctx: ChainContext) -> int:
        """The variables no chain of the family may use: for a typed family, those of another
        kind (the searches start with them marked as used, so the untyped ones pay nothing)."""
        kind = self.kind
        if kind is None:
            return 0
        key = ("excluded-vars", kind)
        mask = ctx.found.get(key)
        if mask is None:
            mask = 0
            for v, k in enumerate(ctx.model.var_kinds):
                if k != kind:
                    mask |= 1 << v
            ctx.found[key] = mask
        return mask

    def search(self, ctx: ChainContext, z: int, n: int) -> tuple[Step | None, Sensitivity]:
        """The first chain of length n on target z as a Step, or None and what the search
        examined (the sensitivity that says when a later state must search again)."""
        raise NotImplementedError
