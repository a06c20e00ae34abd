"""HoDoKu 2.2's technique table: its StepConfigs in its search order, with HoDoKu's levels and
scores (knowledge_base/hodoku.toml, the one place they are written; docs/hodoku.md).

The HoDoKu families read their names and scores here, the rating (sudorules.services.
hodoku_rating) reads the scores and the levels' maximum scores, and the HoDoKu theory and the
HoDoKu block of the simplest-first strategy are held to its order by a test (`order`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ....engine.knowledge import knowledge_base_dir, read_toml
from ....errors import KnowledgeBaseError

TABLE_FILE = "hodoku.toml"
LEVELS = ("Easy", "Medium", "Hard", "Unfair", "Extreme")  # HoDoKu's DifficultyType, in order


@dataclass(frozen=True)
class HodokuTechnique:
    """One HoDoKu StepConfig: the family that finds its steps, HoDoKu's name of it (Java's
    SolutionType), its search order, level and score, the step types it finds (HoDoKu's names,
    their library codes and tags), and whether HoDoKu enables it by default."""

    family: str
    hodoku: str
    index: int
    level: str
    score: int
    types: tuple[str, ...]
    codes: tuple[str, ...]
    tags: tuple[str, ...]
    enabled: bool = True

    @property
    def level_rank(self) -> int:
        """The level's place in LEVELS (Easy 0 .. Extreme 4)."""
        return LEVELS.index(self.level)


@dataclass(frozen=True)
class HodokuTable:
    """The techniques in HoDoKu's order and the levels' maximum scores."""

    techniques: tuple[HodokuTechnique, ...]
    max_score: dict[str, int] = field(hash=False)
    by_family: dict[str, HodokuTechnique] = field(hash=False, init=False)
    by_type: dict[str, HodokuTechnique] = field(hash=False, init=False)
    """by_type: the technique of each step type HoDoKu names (a Discontinuous Nice Loop is
    scored as the Nice Loop/AIC technique that found it)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_family", {t.family: t for t in self.techniques})
        object.__setattr__(self, "by_type", {name: t for t in self.techniques for name in t.types})


def _strings(row: dict, key: str, where: str) -> tuple[str, ...]:
    value = row.get(key)
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise KnowledgeBaseError(f"{row.get('family', '?')}: {key} is a non-empty list of strings", where)
    return tuple(value)


@lru_cache(maxsize=1)
def hodoku_table() -> HodokuTable:
    """The table, in HoDoKu's search order (read once)."""
    path = knowledge_base_dir() / TABLE_FILE
    where = str(path)
    data = read_toml(path)
    rows, levels = data.get("step"), data.get("levels")
    if not isinstance(rows, list) or not rows:
        raise KnowledgeBaseError("no [[step]] table", where)
    if not isinstance(levels, dict) or set(levels) != set(LEVELS) or not all(
            isinstance(v, int) for v in levels.values()):
        raise KnowledgeBaseError(f"[levels] gives the maximum score of each of {', '.join(LEVELS)}", where)
    out = []
    for row in rows:
        try:
            family, hodoku, index, level, score = (row["family"], row["hodoku"], row["index"], row["level"],
                                                   row["score"])
        except KeyError as exc:
            raise KnowledgeBaseError(f"a step without {exc.args[0]!r}", where) from None
        if level not in LEVELS:
            raise KnowledgeBaseError(f"{family}: level {level!r} is not one of {', '.join(LEVELS)}", where)
        if not isinstance(score, int) or not isinstance(index, int):
            raise KnowledgeBaseError(f"{family}: index and score are integers", where)
        types, codes, tags = (_strings(row, k, where) for k in ("types", "codes", "tags"))
        if not len(types) == len(codes) == len(tags):
            raise KnowledgeBaseError(f"{family}: one code and one tag per type", where)
        out.append(HodokuTechnique(family, hodoku, index, level, score, types, codes, tags,
                                   bool(row.get("enabled", True))))
    out.sort(key=lambda t: t.index)
    if len({t.family for t in out}) != len(out):
        raise KnowledgeBaseError("a family is listed twice", where)
    if len({t.index for t in out}) != len(out):
        raise KnowledgeBaseError("two steps share an index", where)
    return HodokuTable(tuple(out), {k: int(v) for k, v in levels.items()})


def technique(family: str) -> HodokuTechnique:
    """A family's row of the table."""
    return hodoku_table().by_family[family]


def order(enabled_only: bool = False) -> tuple[str, ...]:
    """The families in HoDoKu's search order (only those HoDoKu enables by default when
    `enabled_only`: the HoDoKu theory)."""
    return tuple(t.family for t in hodoku_table().techniques if t.enabled or not enabled_only)
