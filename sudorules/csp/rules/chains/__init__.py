"""Generic chain rule families (CSP-Rules' CHAIN-RULES): bivalue-chains, z-chains, t-whips,
whips and g-whips (linear.py), g-bivalue-chains (g_bivalue.py), braids and g-braids (zt_braids.py), one object per family
(family.ChainFamily) registered here under the names of family.CHAIN_FAMILY_NAMES.

Length = number of CSP variables; default maximum lengths are CSP-Rules' (20 for
bivalue-chains and z-chains, 36 for the whip and braid families).  Typed chains (a linear family
restricted to the CSP variables of one kind, `typed_family`) are made by the application,
which knows its kinds.
"""
from __future__ import annotations

from .. import RuleFamily
from .zt_braids import BRAIDS, G_BRAIDS
from .chain_family import CHAIN_FAMILY_NAMES, ChainFamily
from .g_bivalue import G_BIVALUE_CHAINS
from .linear import LINEAR_FAMILIES, typed_family

_BY_NAME: dict[str, ChainFamily] = {**LINEAR_FAMILIES, G_BIVALUE_CHAINS.name: G_BIVALUE_CHAINS,
                                    BRAIDS.name: BRAIDS, G_BRAIDS.name: G_BRAIDS}
CHAIN_FAMILIES: dict[str, RuleFamily] = {name: _BY_NAME[name].rule_family() for name in CHAIN_FAMILY_NAMES}
__all__ = ["CHAIN_FAMILIES", "CHAIN_FAMILY_NAMES", "ChainFamily", "typed_family"]
