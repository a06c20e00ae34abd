"""The rank of the rule families: which of two techniques of the same length is the more complex.

CSP-Rules reports the "MOST COMPLEX RULE TRIED" of a run, and the HTML report marks the most
complex step of a path.  Both compare (family, length) techniques: the longer is the more
complex, and at equal length the family ranked later.  The rank is the one order of the
families in the knowledge base, CSP-Rules' simplest-first placement of them
(knowledge_base/strategies/simplest-first.toml: `basic`, then `within_level`, then its blocks),
read here; the family registry (sudorules.sudoku.families) orders its table by it too.  No
other file restates it (it was knowledge_base/family-rank.toml, kept equal by a test).
"""
from __future__ import annotations

from functools import lru_cache

from .knowledge import load_strategy

ORDER_STRATEGY = "simplest-first"


@lru_cache(maxsize=1)
def family_ranks() -> dict[str, int]:
    """Each family's rank (0 = simplest), in the simplest-first strategy's placement order."""
    return {name: i for i, name in enumerate(load_strategy(ORDER_STRATEGY).families())}


def technique_complexity(technique: tuple[str, int]) -> tuple[int, int, str]:
    """The sort key of a (family, length) technique, least complex first: its length, then its
    family's rank (families not in the table after all of them, by name)."""
    family, length = technique
    ranks = family_ranks()
    return length, ranks.get(family, len(ranks)), family
