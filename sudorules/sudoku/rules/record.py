"""The family record: everything the program asks of one rule family, in one place.

A rule family is one module (see docs/adding-a-family.md).  It defines its finder, its pattern
records and their printers, and declares a `FamilyRecord` (a tuple `FAMILIES` of them) that
says where every other part of the program finds what it needs of the family:

* `name` and `bind(model)`: the finder bound to a model's variable order, a
  `sudorules.csp.rules.RuleFamily` that carries the code (`W` in `W[7]`), the sizes and the
  definition that `sudorules rules` prints;
* `patterns`: the pattern types its steps carry, each with its `PatternViews` -- how a step
  is written (`printer`), drawn (`overlay`) and exported to BERT (`bert`);
* `rete`: its Rete form for the `rete` matcher (`ReteForm`), if any;
* `fp`: how braids(FP) use its patterns (`BraidFP`: the zt-ing paper's family name, the
  variables a pattern stands on, and the checker's reading of a pattern from its definition).

Where it stands in the simplest-first order is the one order of the knowledge base
(knowledge_base/strategies/simplest-first.toml; sudorules.sudoku.families sorts its table by
it).  Every view is present or an explicit `No(reason)`: there is no default, so a record that
forgets one does not construct, and `tests/test_family_record.py` checks every registered
pattern type.

Views of the upper layers (pictures: sudorules.render; BERT: sudorules.bert) cannot be
imported from here without an upward import, so a record names them by `Ref("module:function")`,
resolved by the layer that uses them; a family may also write its overlay itself, filling the
`Overlay` it is given (`ov.mark`, `ov.cells`, `ov.house`, `ov.link`: no import needed).
This module imports nothing of the rule families, the notation or the upper layers.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ...csp.rules import RuleFamily
from ...csp.step import Step
from ..sudoku_model import SudokuModel


@dataclass(frozen=True)
class No:
    """An explicit absence of a view, and why (a BERT export that has none raises it, located)."""

    reason: str


@dataclass(frozen=True)
class Builtin:
    """A view the generic code provides itself (the one printer writes singles and chains)."""

    where: str


@dataclass(frozen=True)
class Ref:
    """A view defined in an upper layer, named "package.module:function"."""

    target: str

    def resolve(self) -> Callable[..., Any]:
        """The function named (imported on first use by the layer that asks)."""
        module, _, name = self.target.partition(":")
        return getattr(importlib.import_module(module), name)


class Names(Protocol):
    """What a printer reads of the one printer (sudorules.sudoku.notation.Notation): typed here
    so that the family modules need not import the notation, which looks their printers up."""

    model: SudokuModel
    g: Any
    symbols: str  # one character per symbol (the geometry's)

    def candidate(self, label: int) -> str: ...
    def variable(self, var: int) -> str: ...
    def unit_word(self, var: int) -> str: ...
    def step(self, step: Step) -> str: ...


Printer = Callable[[Any, Step], str]
"""(notation, step) -> the part of the step's line before ` ==> `, rule name included."""
View = Callable[..., Any] | Ref | Builtin | No


@dataclass(frozen=True)
class PatternViews:
    """How a step of one pattern type is written, drawn and exported.

    printer: (notation, step) -> text before ` ==> `; Builtin when Notation.step writes it.
    overlay: (notation, state before, step, overlay) -> None, filling the Overlay; No: only the
             step's targets and assertions are drawn.
    bert:    (board, step, state, prefix) -> Translation (sudorules.bert.translate); No(reason):
             the export refuses the step with that reason.
    """

    type: type
    printer: Printer | Ref | Builtin  # never No: a step is always written
    overlay: View
    bert: View


@dataclass(frozen=True)
class ReteForm:
    """A family's Rete form: `rules(model)` gives the `rules(max_length)` of its
    sudorules.engine.rete.ReteFamily; `keepers` names the fact keepers it needs."""

    rules: Callable[[SudokuModel], Callable[[int], Any]]
    keepers: tuple[str, ...] = ("var",)


@dataclass(frozen=True)
class BraidFP:
    """A family of generating patterns of braids(FP) (Berthier, zt-ing §3.3).

    name(length): the paper's family of a firing of that length (None: not generating then);
    names: every name it gives; variables(model, pattern): the CSP variables the pattern stands
    on (its existence depends on their candidates only); read(model, pattern, modulo): the
    independent checker's reading, from the definition, of a pattern holding in the state
    whose candidates are `modulo` -- (paper name, support labels, linked labels) -- or what is
    wrong with it (sudorules.sudoku.fp_braid_check)."""

    name: Callable[[int], str | None]
    names: tuple[str, ...]
    variables: Callable[[SudokuModel, Any], Sequence[int]]
    read: Callable[[SudokuModel, Any, int], tuple[str, int, int] | str]


@dataclass(frozen=True)
class FamilyRecord:
    """One rule family: its finder and every view of it (see the module docstring).
    `patterns[0]` is the pattern type of its own steps; later ones are carried by them (the
    braid(FP) under a T&E step)."""

    name: str
    bind: Callable[[SudokuModel], RuleFamily]
    patterns: tuple[PatternViews, ...]
    rete: ReteForm | No
    fp: BraidFP | No


def resolved(view: Any) -> Callable[..., Any] | None:
    """The function a view stands for (None for No and Builtin)."""
    if isinstance(view, Ref):
        return view.resolve()
    if isinstance(view, (No, Builtin)):
        return None
    return view


def disjoint(masks: Sequence[int]) -> bool:
    """No two of the bitsets share a member (a braid(FP) reader's test on base variables)."""
    seen = 0
    for m in masks:
        if seen & m:
            return False
        seen |= m
    return True
