"""Generic chain rule families (CSP-Rules' CHAIN-RULES): bivalue-chains, z-chains, t-whips,
whips, and (in their own modules) g-whips, braids and g-braids.

Length = number of CSP variables; default maximum lengths are CSP-Rules' (20 for
bivalue-chains and z-chains, 36 for the whip and braid families).
"""
from __future__ import annotations

from functools import partial

from .. import RuleFamily
from .braids import find_braids, find_g_braids
from .linear import find_linear


def _linear_family(name: str, code: str, min_length: int, max_length: int, doc: str) -> RuleFamily:
    return RuleFamily(name, partial(_find, kind=name), code, sized=True, min_length=min_length,
                      max_length=max_length, doc=doc)


def _find(state, length, kind):
    return find_linear(state, length, kind)


CHAIN_FAMILIES: dict[str, RuleFamily] = {
    "bivalue-chain": _linear_family(
        "bivalue-chain", "BC", 2, 20,
        "A chain of bivalue variables {L1 R1} - ... - {Ln Rn}: a candidate linked to L1 and Rn is eliminated."),
    "z-chain": _linear_family(
        "z-chain", "Z", 2, 20,
        "A whip whose other candidates are all linked to the target (z-candidates)."),
    "t-whip": _linear_family(
        "t-whip", "tW", 2, 36,
        "A whip whose other candidates are linked to previous right-linking candidates (t-candidates)."),
    "whip": _linear_family(
        "whip", "W", 1, 36,
        "If the target were true, the chain of variables would force the last one to have no value."),
    "g-whip": _linear_family(
        "g-whip", "gW", 1, 36,
        "A whip whose right-linking elements may be g-candidates (a symbol in a segment)."),
    "braid": RuleFamily(
        "braid", find_braids, "B", sized=True, min_length=1, max_length=36,
        doc="A whip whose left-linking candidates may be linked to the target or any previous right-linking one."),
    "g-braid": RuleFamily(
        "g-braid", find_g_braids, "gB", sized=True, min_length=1, max_length=36,
        doc="A braid whose right-linking elements may be g-candidates."),
}
