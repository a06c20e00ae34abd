"""Theories and strategies: declarative knowledge read from TOML files in knowledge_base/.

* A *theory* is a set of rule families with their maximum lengths (CSP-Rules' config flags
  and `?*whips-max-length*`); it may extend other theories.
* A *strategy* assigns saliences to (family, length) pairs, like CSP-Rules' saliences.clp:
  a descending counter walks the BRT rules, then the levels (a level n holds the patterns with
  n CSP variables), then the families of each level, in the order the file gives.

Both load into frozen dataclasses; every error names the file and, for TOML syntax, the line.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from ..errors import KnowledgeBaseError

TOP_SALIENCE = 10_000
MAX_LENGTH = 36


def knowledge_base_dir() -> Path:
    """knowledge_base/ inside the installed package (wheel) or at the top of a source tree."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "knowledge_base", here.parent / "knowledge_base"):
        if candidate.is_dir():
            return candidate
    raise KnowledgeBaseError("knowledge_base directory not found (broken installation?)")


class FamilyInfo(Protocol):
    """What the knowledge base needs to know of a rule family: the lengths it may take."""

    name: str
    sized: bool
    min_length: int
    max_length: int


@dataclass(frozen=True)
class Theory:
    """A resolution theory: rule families and their maximum lengths (0 for BRT rules)."""

    name: str
    description: str
    rating_type: str
    rules: dict[str, int] = field(hash=False)

    def techniques(self, families: dict[str, FamilyInfo]) -> list[tuple[str, int]]:
        """Every (family, length) pair this theory allows."""
        out = []
        for name, max_len in self.rules.items():
            info = families[name]
            if info.sized:
                out.extend((name, n) for n in range(info.min_length, max_len + 1))
            else:
                out.append((name, 0))
        return out


@dataclass(frozen=True)
class Strategy:
    """A salience table, described by the order of BRT rules, levels and families."""

    name: str
    description: str
    basic: tuple[str, ...]
    within_level: tuple[str, ...]
    levels: str = "ascending"

    def saliences(self, techniques: list[tuple[str, int]]) -> dict[tuple[str, int], int]:
        """Distinct saliences (higher fires first) for the given (family, length) pairs."""
        wanted = set(techniques)
        order: list[tuple[str, int]] = [(name, 0) for name in self.basic]
        lengths = range(1, MAX_LENGTH + 1)
        if self.levels == "descending":
            lengths = range(MAX_LENGTH, 0, -1)
        for n in lengths:
            order.extend((name, n) for name in self.within_level)
        placed = {t: TOP_SALIENCE - i for i, t in enumerate(order)}
        missing = sorted(t for t in wanted if t not in placed)
        if missing:
            name, n = missing[0]
            raise KnowledgeBaseError(f"strategy '{self.name}' does not place rule family '{name}'"
                                     + (f" at length {n}" if n else ""))
        return {t: placed[t] for t in techniques}


def _read_toml(path: Path) -> dict:
    try:
        with path.open("rb") as f:
            return tomllib.load(f)
    except tomllib.TOMLDecodeError as exc:
        raise KnowledgeBaseError(f"malformed TOML: {exc}", str(path)) from None
    except OSError as exc:
        raise KnowledgeBaseError(f"cannot read: {exc.strerror}", str(path)) from None


_SINGULAR = {"theories": "theory", "strategies": "strategy"}


def _locate(kind: str, name_or_path: str) -> Path:
    p = Path(name_or_path)
    if p.suffix == ".toml":
        if not p.is_file():
            raise KnowledgeBaseError(f"no such {_SINGULAR[kind]} file", name_or_path)
        return p
    candidate = knowledge_base_dir() / kind / f"{name_or_path}.toml"
    if not candidate.is_file():
        known = ", ".join(available(kind))
        raise KnowledgeBaseError(f"unknown {_SINGULAR[kind]} '{name_or_path}'; known: {known}")
    return candidate


def available(kind: str) -> list[str]:
    """Names of the theories or strategies shipped in the knowledge base."""
    return sorted(p.stem for p in (knowledge_base_dir() / kind).glob("*.toml"))


def _check_keys(data: dict, allowed: set[str], where: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise KnowledgeBaseError(f"unknown key '{unknown[0]}' (allowed: {', '.join(sorted(allowed))})", where)


def _str(data: dict, key: str, where: str, default: str | None = None) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise KnowledgeBaseError(f"'{key}' must be a string", where)
    return value


def load_theory(name_or_path: str, families: dict[str, FamilyInfo], _seen: tuple[str, ...] = ()) -> Theory:
    """Load a theory by name (knowledge_base/theories/NAME.toml) or from a .toml path."""
    path = _locate("theories", name_or_path)
    where = str(path)
    if where in _seen:
        raise KnowledgeBaseError("theory extends itself", where)
    data = _read_toml(path)
    _check_keys(data, {"name", "description", "rating_type", "extends", "rules"}, where)
    rules: dict[str, int] = {}
    extends = data.get("extends", [])
    if isinstance(extends, str):
        extends = [extends]
    if not isinstance(extends, list) or not all(isinstance(e, str) for e in extends):
        raise KnowledgeBaseError("'extends' must be a theory name or a list of names", where)
    for parent in extends:
        for fam, n in load_theory(parent, families, _seen + (where,)).rules.items():
            rules[fam] = max(rules.get(fam, 0), n)
    table = data.get("rules", {})
    if not isinstance(table, dict):
        raise KnowledgeBaseError("'rules' must be a table of family = true | max length", where)
    for fam, value in table.items():
        info = families.get(fam)
        if info is None:
            raise KnowledgeBaseError(f"unknown rule family '{fam}' (known: {', '.join(sorted(families))})",
                                     f"{where} [rules]")
        if info.sized:
            if isinstance(value, bool) or not isinstance(value, int) or not info.min_length <= value <= info.max_length:
                raise KnowledgeBaseError(f"'{fam}' needs a maximum length {info.min_length}..{info.max_length}, "
                                         f"not {value!r}", f"{where} [rules]")
            rules[fam] = max(rules.get(fam, 0), value)
        else:
            if value is not True:
                raise KnowledgeBaseError(f"'{fam}' takes true, not {value!r}", f"{where} [rules]")
            rules[fam] = 0
    name = _str(data, "name", where, path.stem)
    return Theory(name, _str(data, "description", where, ""), _str(data, "rating_type", where, name), rules)


def load_strategy(name_or_path: str) -> Strategy:
    """Load a strategy by name (knowledge_base/strategies/NAME.toml) or from a .toml path."""
    path = _locate("strategies", name_or_path)
    where = str(path)
    data = _read_toml(path)
    _check_keys(data, {"name", "description", "basic", "within_level", "levels"}, where)
    lists = {}
    for key in ("basic", "within_level"):
        value = data.get(key)
        if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
            raise KnowledgeBaseError(f"'{key}' must be a list of rule family names", where)
        lists[key] = tuple(value)
    levels = _str(data, "levels", where, "ascending")
    if levels not in ("ascending", "descending"):
        raise KnowledgeBaseError(f"'levels' must be \"ascending\" or \"descending\", not \"{levels}\"", where)
    return Strategy(_str(data, "name", where, path.stem), _str(data, "description", where, ""),
                    lists["basic"], lists["within_level"], levels)
