"""Generic chain rule families (CSP-Rules' CHAIN-RULES): bivalue-chains, z-chains, t-whips,
whips and g-whips (linear.py), g-bivalue-chains (g_bivalue.py), braids and g-braids (zt_braids.py), one object per family
(family.ChainFamily) registered here under the names of family.CHAIN_FAMILY_NAMES.

Length = number of CSP variables; default maximum lengths are CSP-Rules' (20 for
bivalue-chains and z-chains, 36 for the whip and braid families).  Typed chains (a linear family
restricted to the CSP variables of one kind, `typed_family`) are made by the application,
which knows its kinds.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .. import RuleFamily

if TYPE_CHECKING:
    from collections.abc import Iterator

    from ...state import KnowledgeState
    from ...step import Step
    from .chain_family import CHAIN_FAMILY_NAMES, ChainFamily
    from .linear import typed_family

    CHAIN_FAMILIES: dict[str, RuleFamily]

__all__ = ["CHAIN_FAMILIES", "CHAIN_FAMILY_NAMES", "ChainFamily", "LazyFind", "chain_family_named", "lazy_rule_family",
           "typed_family"]


def __getattr__(name: str) -> Any:
    """The package's names, loaded on first use (PEP 562): importing one of its light modules
    (the compile notice, the chain memory's context) does not load the searches and numpy."""
    if name == "CHAIN_FAMILIES":  # each family's search loaded on its first call (chain_family.lazy_rule_family)
        from .chain_family import CHAIN_FAMILY_NAMES as names
        value: Any = {n: lazy_rule_family(n) for n in names}
    elif name in ("CHAIN_FAMILY_NAMES", "ChainFamily"):
        from . import chain_family
        value = getattr(chain_family, name)
    elif name == "typed_family":
        from .linear import typed_family as value
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


@lru_cache(maxsize=None)
def chain_family_named(name: str) -> ChainFamily:
    """The chain family of a name (a typed one's made once), its search module loaded now: a
    load (the searches, numpy), not counted in the puzzle whose run first needs it."""
    from ...deadline import not_counted
    from .chain_family import split_typed
    typed = split_typed(name)
    with not_counted():
        if typed is not None:
            from .linear import typed_family
            return typed_family(*typed)
        from .g_bivalue import G_BIVALUE_CHAINS
        from .linear import LINEAR_FAMILIES
        from .zt_braids import BRAIDS, G_BRAIDS
    by_name = {**LINEAR_FAMILIES, G_BIVALUE_CHAINS.name: G_BIVALUE_CHAINS, BRAIDS.name: BRAIDS, G_BRAIDS.name: G_BRAIDS}
    return by_name[name]


class LazyFind:
    """A chain family's finder that loads its search on its first call: a theory that has whips
    but a run that never needs one (Singles solve the puzzle) loads neither the searches nor
    numpy.  As a bound method's, its `__self__` is the ChainFamily (loaded when asked for), which
    callers read to know a chain family's kind of search (its g, its target-by-target search)."""

    __slots__ = ("name", "_family")

    def __init__(self, name: str) -> None:
        self.name = name
        self._family: ChainFamily | None = None

    @property
    def __self__(self) -> ChainFamily:
        if self._family is None:
            self._family = chain_family_named(self.name)
        return self._family

    def __call__(self, state: KnowledgeState, n: int) -> Iterator[Step]:
        return self.__self__.find(state, n)


def lazy_rule_family(name: str) -> RuleFamily:
    """A chain family's entry in the rule registry, its search loaded on its first call (LazyFind)."""
    from .chain_family import chain_spec
    spec = chain_spec(name)
    return RuleFamily(name, LazyFind(name), spec.code, sized=True, min_length=spec.min_length,
                      max_length=spec.max_length, doc=spec.doc)
