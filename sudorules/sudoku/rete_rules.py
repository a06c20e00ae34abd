"""The Sudoku rules written as Experta patterns, for the `rete` matcher (and the facts users'
rules match on).

Facts (kept in step with the knowledge state by the engine's one mutation path):

* `Var` (sudorules.engine.rete), one per open CSP variable, with the Sudoku fields added here:
  `unit` (index of the variable's unit in the geometry, -1 for a cell), `symbol` (index, -1 for
  a cell), `cell` (-1 for a unit variable), `grid`, `row`, `col` (of the cell, or of the row or
  column of an rn or cn variable, else -1) and `block` (of the cell, or of a bn variable).
  Its `mask` holds the open candidates as positions in the variable: symbols for a cell,
  places along the unit otherwise (columns for a row, rows for a column).
* `Base`, one per base variable of a Subset house (sudorules.sudoku.rules.houses) that has
  2 to 4 open candidates (only those can be part of a Subset): `kind` (naked, hidden, fish),
  `house`, `index` (its place among the house's bases), `var`, `n` and `mask` (its open
  candidates as cover indices).

Rules: naked and hidden Singles (`Var` with n = 1), and naked, hidden and fish Subsets of
size 2..4: k `Base` facts of one house with at most k candidates each, k covers between them,
on one alternating cycle, and the `Var` fact of one of those covers with a candidate outside
the k bases (so the instance eliminates something).  The Rete does the match; the
right-hand side only collects the eliminations.  Experta joins by scanning its memories, so
these rules are much slower than the finders (docs/rules.md has the figures).  Finned fish stay finders: a fin is a condition on a block, which
would need block facts per symbol and line and a join for every fin shape, for a family
whose finder is short and exact (docs/rules.md).

Each family's record names its Rete form (`ReteForm`: Singles in sudorules.sudoku.rules.singles,
Subsets here through `subset_rete`); the registry (sudorules.sudoku.families) builds the
`ReteFamily` objects from the records, so this module does not import the registry.
"""
from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..bits import members
from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..engine.experta_compat import AND, MATCH, OR, TEST, Fact, Field, P
from ..engine.rete import FactKeeper, ReteRule, Var, VarFacts
from .sudoku_model import SudokuModel
from .rules.houses import MAX_SIZE, MIN_SIZE, House, alternating_cycle, houses_for
from .rules.patterns import SubsetPattern

SUDOKU_VAR_FIELDS = ("unit", "symbol", "cell", "grid", "row", "col", "block")


class Base(Fact):
    """One base variable of a Subset house (see the module docstring)."""

    kind = Field(str, mandatory=True)
    house = Field(int, mandatory=True)
    index = Field(int, mandatory=True)
    var = Field(int, mandatory=True)
    n = Field(int, mandatory=True)
    mask = Field(int, mandatory=True)


def var_fields(model: SudokuModel) -> list[dict[str, int]]:
    """The Sudoku fields of every variable's `Var` fact."""
    g = model.geometry
    block_of: dict[int, int] = {}
    for u, block in enumerate(g.units):
        if block.kind == "b":
            for cell in block.cells:
                block_of.setdefault(cell, u)
    out: list[dict[str, int]] = []
    for v in range(model.csp.n_vars):
        cell, unit, symbol = model.var_cell[v], model.var_unit[v], model.var_symbol[v]
        fields = {"unit": unit, "symbol": symbol, "cell": cell, "grid": -1, "row": -1, "col": -1, "block": -1}
        if cell >= 0:
            grid, row, col = g.cell_rc[cell]
            fields.update(grid=grid, row=row, col=col, block=block_of.get(cell, -1))
        else:
            kind = g.units[unit].kind
            grid, row, col = g.cell_rc[g.units[unit].cells[0]]
            fields["grid"] = grid
            if kind == "r":
                fields["row"] = row
            elif kind == "c":
                fields["col"] = col
            elif kind == "b":
                fields["block"] = unit
        out.append(fields)
    return out


@dataclass
class BaseFacts:
    """The `Base` facts of every Subset house of a model."""

    houses: list[tuple[str, int, House]]  # (kind, index within the kind, house)
    by_label: dict[int, list[tuple[int, int]]]  # label -> (position in `houses`, base index)
    name: str = "base"

    def _fact(self, state: KnowledgeState, h: int, i: int) -> Fact | None:
        kind, index, house = self.houses[h]
        mask = 0
        for label, j in self.coords[h][i]:
            if state.cands >> label & 1:
                mask |= 1 << j
        n = mask.bit_count()
        if not MIN_SIZE <= n <= MAX_SIZE:
            return None
        return Base(kind=kind, house=index, index=i, var=house.base[i], n=n, mask=mask)

    def __post_init__(self) -> None:
        # per house and base: its labels with their cover index
        self.coords: list[list[list[tuple[int, int]]]] = []
        for _, _, house in self.houses:
            per_base: list[list[tuple[int, int]]] = [[] for _ in house.base]
            for label, (i, j) in sorted(house.coord.items()):
                per_base[i].append((label, j))
            self.coords.append(per_base)

    def facts(self, state: KnowledgeState) -> dict[Any, Fact]:
        out = {}
        for h, (_, _, house) in enumerate(self.houses):
            for i in range(len(house.base)):
                fact = self._fact(state, h, i)
                if fact is not None:
                    out[h, i] = fact
        return out

    def changed(self, state: KnowledgeState, eliminated: int, asserted) -> dict[Any, Fact | None]:
        keys: set[tuple[int, int]] = set()
        s = eliminated
        for label in asserted:
            s |= 1 << label
        while s:
            low = s & -s
            keys.update(self.by_label.get(low.bit_length() - 1, ()))
            s ^= low
        return {key: self._fact(state, *key) for key in sorted(keys)}


def _base_facts(model: SudokuModel) -> BaseFacts:
    h = houses_for(model)
    houses = [(kind, i, house) for kind, group in (("naked", h.naked), ("hidden", h.hidden), ("fish", h.fish))
              for i, house in enumerate(group)]
    by_label: dict[int, list[tuple[int, int]]] = {}
    for pos, (_, _, house) in enumerate(houses):
        for label, (i, _) in house.coord.items():
            by_label.setdefault(label, []).append((pos, i))
    return BaseFacts(houses, by_label)


def _test(names: list[str], check: Callable[..., bool]) -> TEST:
    """A TEST over the named bindings (Experta reads a test's parameters from its signature)."""
    def test(**bindings):
        return check(**bindings)
    setattr(test, "__signature__", inspect.Signature(
        [inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY) for n in names]))
    return TEST(test)


def _subset_branch(kind: str, k: int, houses: tuple[House, ...], var_labels) -> AND:
    """The pattern of one Subset of size k in one house of the kind."""
    ces: list[Any] = []
    for j in range(1, k + 1):
        ces.append(Base(kind=kind, house=MATCH.house, index=getattr(MATCH, f"i{j}"), n=P(lambda n, k=k: n <= k),
                        mask=getattr(MATCH, f"m{j}"), var=getattr(MATCH, f"b{j}")))
        if j > 1:
            names = [f"i{j - 1}", f"i{j}"] + [f"m{x}" for x in range(1, j + 1)]

            def grows(j: int = j, k: int = k, **b: int) -> bool:
                union = 0
                for x in range(1, j + 1):
                    union |= b[f"m{x}"]
                return b[f"i{j - 1}"] < b[f"i{j}"] and union.bit_count() <= k
            ces.append(_test(names, grows))
    masks = [f"m{j}" for j in range(1, k + 1)]

    def subset(**b: int) -> bool:
        ms = [b[m] for m in masks]
        union = 0
        for m in ms:
            union |= m
        return union.bit_count() == k and alternating_cycle(ms)
    ces.append(_test(masks, subset))
    # a cover of the Subset with a candidate outside its bases: the instance eliminates something
    ces.append(Var(var=MATCH.cover, cands=MATCH.cover_cands))
    bases = [f"b{j}" for j in range(1, k + 1)]

    def eliminates(**b: int) -> bool:
        union = 0
        for m in masks:
            union |= b[m]
        house = houses[b["house"]]
        j = house.cover.index(b["cover"]) if b["cover"] in house.cover else -1
        if j < 0 or not union >> j & 1:
            return False
        inside = 0
        for v in bases:
            inside |= var_labels[b[v]]
        return bool(b["cover_cands"] & ~inside)
    ces.append(_test(masks + bases + ["house", "cover", "cover_cands"], eliminates))
    return AND(*ces)


def _subset_rule(kind: str, rule_name: str, houses: tuple[House, ...], max_size: int, var_labels) -> ReteRule:
    sizes = range(MIN_SIZE, max_size + 1)
    branches = [_subset_branch(kind, k, houses, var_labels) for k in sizes]
    lhs = (OR(*branches),) if len(branches) > 1 else tuple(branches[0])

    def size(b) -> int:
        return sum(1 for key in b if key.startswith("i") and key[1:].isdigit())

    def body(state: KnowledgeState, **b: int) -> Step | None:
        k = size(b)
        house = houses[b["house"]]
        chosen = [b[f"i{j}"] for j in range(1, k + 1)]
        union = 0
        for j in range(1, k + 1):
            union |= b[f"m{j}"]
        var_labels = state.model.var_labels
        covers = [house.cover[j] for j in range(len(house.cover)) if union >> j & 1]
        target = 0
        for v in covers:
            target |= var_labels[v]
        for i in chosen:
            target &= ~var_labels[house.base[i]]
        target &= state.cands
        if not target:
            return None
        base = tuple(house.base[i] for i in chosen)
        labels = []
        while target:
            low = target & -target
            labels.append(low.bit_length() - 1)
            target ^= low
        return Step(rule_name, k, SubsetPattern(house.kind, base, tuple(covers)), tuple(labels))

    return ReteRule(lhs, body, size, lambda b: (b["house"], *(b[f"i{j}"] for j in range(1, size(b) + 1))))


def subset_rete(kind: str, name: str) -> Callable[[SudokuModel], Callable[[int], ReteRule]]:
    """The Rete form of the naked, hidden or fish Subsets (`kind`) of family `name`: for a model,
    its rule up to a maximum size (the family record's `ReteForm`, sudorules.sudoku.rules.subsets)."""
    def rules_for(model: SudokuModel) -> Callable[[int], ReteRule]:
        h = houses_for(model)
        houses = {"naked": h.naked, "hidden": h.hidden, "fish": h.fish}[kind]

        def rules(max_size: int) -> ReteRule:
            return _subset_rule(kind, name, houses, max_size, model.csp.var_labels)
        return rules
    return rules_for


@lru_cache(maxsize=64)
def fact_keepers(model: SudokuModel) -> dict[str, FactKeeper]:
    """The fact keepers of a model: `var` (Var facts) and `base` (Subset bases)."""
    csp = model.csp
    labels = [sorted(members(csp.var_labels[v])) for v in range(csp.n_vars)]
    return {"var": VarFacts(labels, csp.label_vars, csp.var_kinds, var_fields(model)),
            "base": _base_facts(model)}

