"""The knowledge base as `rules` and `strategies` list it: a theory's techniques in firing
order with their families' definitions, the shipped strategies, a strategy's salience table."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def _matched(engine: Any, name: str) -> str:
    family = engine.rete_used.get(name)
    if family is None:
        return "finder"
    return f"Rete, user rule from {family.source}" if family.source else "Rete"


def _families(engine: Any) -> tuple[dict[str, Any], list[str]]:
    """The family objects (Rete's where it matches them) and the families in firing order."""
    infos = {**engine.rete_used, **{n: f for n, f in engine.families.items() if n not in engine.rete_used}}
    return infos, list(dict.fromkeys(f for f, _ in engine.order))


def rules_dict(engine: Any) -> dict[str, Any]:
    """A resolution engine's techniques and families as plain data (rules --format json)."""
    infos, families = _families(engine)
    return {"theory": engine.theory.name, "strategy": engine.strategy.name, "matcher": engine.matcher,
            "techniques": [{"rank": i, "family": f, "length": n, "salience": engine.saliences[f, n]}
                           for i, (f, n) in enumerate(engine.order, start=1)],
            "families": [{"name": f, "code": infos[f].code, "matched_by": _matched(engine, f), "doc": infos[f].doc}
                         for f in families]}


def rules_lines(engine: Any) -> list[str]:
    infos, families = _families(engine)
    order = engine.order
    lines = [f"theory {engine.theory.name} under {engine.strategy.name}, matcher {engine.matcher}: "
             f"{len(order)} techniques in firing order"]
    for i, (f, n) in enumerate(order, start=1):
        code = infos[f].code + (f"[{n}]" if n else "")
        lines.append(f"  {i:4d}  {f + (f'[{n}]' if n else ''):22s} {code:8s} salience {engine.saliences[f, n]}")
    lines.append("families:")
    lines += [f"  {f} ({infos[f].code}, {_matched(engine, f)}): {infos[f].doc}" for f in families]
    return lines


def strategy_list_dict(names: list[str], strategies: list[Any]) -> list[dict[str, str]]:
    """The shipped strategies (their names and the loaded strategies) as plain data."""
    return [{"name": n, "description": s.description} for n, s in zip(names, strategies)]


def strategy_list_lines(names: list[str], strategies: list[Any]) -> list[str]:
    width = max(len(n) for n in names)
    return [f"{n.ljust(width)}  {s.description}" for n, s in zip(names, strategies)]


def strategy_check_dict(strategy: Any, theory: Any) -> dict[str, Any]:
    return {"strategy": strategy.name, "theory": theory.name, "ok": True}


def strategy_check_lines(strategy: Any, theory: Any, saliences: dict) -> list[str]:
    return [f"{strategy.source}: ok (places the {len(saliences)} techniques of theory {theory.name})"]


def _order(saliences: dict) -> list:
    return sorted(saliences, key=lambda name: saliences[name], reverse=True)


def salience_dict(strategy: Any, theory: Any, saliences: dict) -> dict[str, Any]:
    """A strategy's salience table for a theory, highest first, as plain data."""
    return {"strategy": strategy.name, "theory": theory.name,
            "order": [{"family": f, "length": n, "salience": saliences[(f, n)]} for f, n in _order(saliences)]}


def salience_lines(strategy: Any, theory: Any, saliences: dict, families: Mapping) -> list[str]:
    lines = [f"strategy {strategy.name} for theory {theory.name}: {strategy.description}"]
    for f, n in _order(saliences):
        lines.append(f"{saliences[(f, n)]:6d}  {f}[{n}]" if families[f].sized else f"{saliences[(f, n)]:6d}  {f}")
    return lines
