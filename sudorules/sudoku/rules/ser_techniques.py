"""Sudoku Explainer's technique table: its producers in its Solver's order, with SE's
difficulties (knowledge_base/ser.toml, the one place they are written; docs/ser.md).

The SER families read their difficulties here (`difficulty`, `tenths`), and the SER theories and
the SER block of the simplest-first strategy are held to its order by a test (`order`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...engine.knowledge import knowledge_base_dir, read_toml
from ...errors import KnowledgeBaseError

TABLE_FILE = "ser.toml"
BASE = "base"  # the name of a producer's one difficulty


@dataclass(frozen=True)
class SerProducer:
    """One SE producer: its SER family, SE's name of it (its class and arguments), its
    difficulties by name (SE's doubles; one number is named `base`), whether it assumes
    uniqueness."""

    family: str
    se: str
    difficulties: dict[str, float]
    uniqueness: bool = False


@lru_cache(maxsize=1)
def ser_table() -> tuple[SerProducer, ...]:
    """The table, in SE's order (read once)."""
    path = knowledge_base_dir() / TABLE_FILE
    rows = read_toml(path).get("producer")
    if not isinstance(rows, list) or not rows:
        raise KnowledgeBaseError("no [[producer]] table", str(path))
    out = []
    for row in rows:
        try:
            family, se, d = row["family"], row["se"], row["difficulty"]
        except KeyError as exc:
            raise KnowledgeBaseError(f"a producer without {exc.args[0]!r}", str(path)) from None
        named = {BASE: d} if isinstance(d, (int, float)) else d
        if not isinstance(named, dict) or not all(isinstance(v, (int, float)) for v in named.values()):
            raise KnowledgeBaseError(f"{family}: a difficulty is a number or a table of numbers", str(path))
        out.append(SerProducer(family, se, {k: float(v) for k, v in named.items()}, bool(row.get("uniqueness", False))))
    if len({p.family for p in out}) != len(out):
        raise KnowledgeBaseError("a family is listed twice", str(path))
    return tuple(out)


@lru_cache(maxsize=None)
def _by_family() -> dict[str, SerProducer]:
    return {p.family: p for p in ser_table()}


def producer(family: str) -> SerProducer:
    return _by_family()[family]


def difficulty(family: str, name: str = BASE) -> float:
    """A difficulty of a family's producer, as SE's double (1.2, 4.5, ...)."""
    return _by_family()[family].difficulties[name]


def tenths(family: str, name: str = BASE) -> int:
    """A difficulty in tenths (a step's length: 1.2 -> 12)."""
    return as_tenths(difficulty(family, name))


def as_tenths(d: float) -> int:
    """SE's double difficulty in tenths, as SE prints it with one decimal (4.6 + 0.1 -> 47)."""
    return int((d + 0.05) * 10)


def order(uniqueness: bool = True) -> tuple[str, ...]:
    """The families in SE's order; without those that assume uniqueness when `uniqueness` is
    False (the SER-noU theory)."""
    return tuple(p.family for p in ser_table() if uniqueness or not p.uniqueness)
