"""The rank of the rule families: which of two techniques of the same length is the more complex.

CSP-Rules reports the "MOST COMPLEX RULE TRIED" of a run, and the HTML report marks the most
complex step of a path.  Both compare (family, length) techniques: the longer is the more
complex, and at equal length the family ranked later.  The rank is data,
knowledge_base/family-rank.toml (CSP-Rules' simplest-first order of the families), read here
and nowhere else; before, it was the order in which the family registry happened to insert its
entries (and, earlier still, alphabetical order).
"""
from __future__ import annotations

from functools import lru_cache

from ..errors import KnowledgeBaseError
from .knowledge import knowledge_base_dir, read_toml

RANK_FILE = "family-rank.toml"


@lru_cache(maxsize=1)
def family_ranks() -> dict[str, int]:
    """Each listed family's rank (0 = simplest), in the file's order."""
    path = knowledge_base_dir() / RANK_FILE
    data = read_toml(path)
    names = data.get("rank")
    if set(data) != {"rank"} or not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise KnowledgeBaseError("expected one key, rank = [family names]", str(path))
    if len(set(names)) != len(names):
        raise KnowledgeBaseError("a family is ranked twice", str(path))
    return {name: i for i, name in enumerate(names)}


def technique_complexity(technique: tuple[str, int]) -> tuple[int, int, str]:
    """The sort key of a (family, length) technique, least complex first: its length, then its
    family's rank (families not in the table after all of them, by name)."""
    family, length = technique
    ranks = family_ranks()
    return length, ranks.get(family, len(ranks)), family
