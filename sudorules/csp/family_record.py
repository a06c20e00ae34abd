"""The family record: everything the program asks of one rule family, in one place, for every
application (Sudoku, Latin squares, Futoshiki, Kakuro, maps, users' declared CSPs).

A rule family is one module (see docs/adding-a-family.md).  It defines its finder, its pattern
records and their printers, and declares a `FamilyRecord` (a tuple `FAMILIES` of them) that
says where every other part of the program finds what it needs of the family:

* `name` and `bind(model)`: the finder bound to a model of its application (a Sudoku model, a
  declared CSP's Problem), a `sudorules.csp.rules.RuleFamily` that carries the code (`W` in
  `W[7]`), the sizes and the definition that `sudorules rules` prints;
* `patterns`: the pattern types its steps carry, each with its `PatternViews` -- how a step
  is written (`printer`), drawn (`overlay`) and exported to BERT (`bert`);
* `rete`: its Rete form for the `rete` matcher (`ReteForm`), if any;
* `fp`: how braids(FP) use its patterns (`BraidFP`: the zt-ing paper's family name, the
  variables a pattern stands on, and the checker's reading of a pattern from its definition).

The records of every application are one table (`FamilyTable`, built by `family_table` from
each application's records: Sudoku's bind to a Sudoku model, the others' to a declared CSP's
Problem), in the one order of the knowledge base: knowledge_base/strategies/simplest-first.toml,
read by sudorules.engine.rank and handed in here).  Every view is present or an explicit
`No(reason)`: there is no default, so a record that forgets one does not construct, and
`tests/test_family_record.py` checks every registered pattern type.

A printer reads the names of its application's notation through the `Names` protocol (the
application's protocol extends it: Sudoku's `sudorules.sudoku.rules.record.Names`, a declared
CSP's `sudorules.problems.problem_record.ProblemNames`); an overlay fills the `Canvas` it is
given (`ov.mark`, `ov.cells`, `ov.house`, `ov.link`: sudorules.render.overlay.Overlay).  Views of
the upper layers (pictures: sudorules.render; BERT: sudorules.bert) cannot be imported from a
family module without an upward import, so a record names them by `Ref("module:function")`,
resolved by the layer that uses them.  This module imports nothing of the applications.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from .rules import RuleFamily
from .step import ChainPattern, Step

M_co = TypeVar("M_co", covariant=True)
Model = Any
"""An application's model, what `bind` takes: a SudokuModel, a declared CSP's Problem."""


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


class Names(Protocol[M_co]):
    """What every application's notation gives a printer: the names of candidates, variables,
    consequences and chains in CSP-Rules' forms.  An application's protocol adds its own
    (Sudoku's grid and symbols, a declared CSP's problem); the family modules type their
    printer's first argument by it, so that they need not import the notation, which looks
    their printers up."""

    @property
    def model(self) -> M_co: ...
    def candidate(self, label: int) -> str: ...
    def variable(self, var: int) -> str: ...
    def in_variable(self, var: int, labels: int) -> str: ...
    def elimination(self, label: int) -> str: ...
    def assertion(self, label: int) -> str: ...
    def consequences(self, step: Step) -> str: ...
    def chain(self, pattern: ChainPattern) -> str: ...
    def rule_name(self, step: Step) -> str: ...
    def step(self, step: Step) -> str: ...


class Canvas(Protocol):
    """What an overlay view fills: the picture of the state before a step
    (sudorules.render.overlay.Overlay; the roles are listed there)."""

    cells: dict[int, str]

    def mark(self, labels: Iterable[int], role: str) -> None: ...
    def house(self, name: str, role: str, cells: tuple[int, ...]) -> None: ...
    def link(self, a: tuple[int, ...], b: tuple[int, ...], kind: str, note: str = "") -> None: ...


Printer = Callable[[Any, Step], str]
"""(notation, step) -> the part of the step's line before ` ==> `, rule name included."""
View = Callable[..., Any] | Ref | Builtin | No


@dataclass(frozen=True)
class PatternViews:
    """How a step of one pattern type is written, drawn and exported.

    printer: (notation, step) -> text before ` ==> `; Builtin when the notation writes it.
    overlay: (notation, state before, step, canvas) -> None, filling the Canvas; No: only the
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

    rules: Callable[[Model], Callable[[int], Any]]
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
    variables: Callable[[Model, Any], Sequence[int]]
    read: Callable[[Model, Any, int], tuple[str, int, int] | str]


SUDOKU, PROBLEM = "sudoku", "problem"  # the applications: Sudoku models, declared CSPs (Problems)


@dataclass(frozen=True)
class FamilyRecord:
    """One rule family: its finder and every view of it (see the module docstring).
    `patterns[0]` is the pattern type of its own steps; later ones are carried by them (the
    braid(FP) under a T&E step)."""

    name: str
    bind: Callable[[Model], RuleFamily]
    patterns: tuple[PatternViews, ...]
    rete: ReteForm | No
    fp: BraidFP | No


@dataclass(frozen=True)
class FamilyTable:
    """The records of every application in the knowledge base's order, by application and
    name, and their pattern types' views."""

    entries: tuple[tuple[str, FamilyRecord], ...]  # (application, record)
    by_name: dict[tuple[str, str], FamilyRecord] = field(compare=False)
    views: dict[type, PatternViews] = field(compare=False)
    application_of: dict[type, str] = field(compare=False, default_factory=dict)  # a pattern type's application

    @property
    def records(self) -> tuple[FamilyRecord, ...]:
        """Every application's records, in the table's order."""
        return tuple(r for _, r in self.entries)

    def of(self, application: str) -> tuple[FamilyRecord, ...]:
        """One application's records, in the table's order."""
        return tuple(r for a, r in self.entries if a == application)

    def record(self, name: str, application: str = SUDOKU) -> FamilyRecord | None:
        """A family's record (None: not a registered family, e.g. a user's rule)."""
        return self.by_name.get((application, name))


def family_table(records: Mapping[str, Iterable[FamilyRecord]], ranks: Mapping[str, int]) -> FamilyTable:
    """The table of each application's records, in the order of `ranks` (the knowledge base's
    place of each family name); families it does not place (a test's toy family, an
    application's own rules that its strategy places) come after, by name."""
    ordered = sorted(((a, r) for a, rs in records.items() for r in rs),
                     key=lambda e: (ranks.get(e[1].name, len(ranks)), e[1].name, e[0]))
    by_name: dict[tuple[str, str], FamilyRecord] = {}
    views: dict[type, PatternViews] = {}
    application_of: dict[type, str] = {}
    for a, r in ordered:
        if (a, r.name) in by_name:
            raise ValueError(f"rule family {r.name!r} is registered twice ({a})")
        by_name[a, r.name] = r
        for v in r.patterns:
            if views.setdefault(v.type, v) != v:
                raise ValueError(f"pattern type {v.type.__name__} has two sets of views ({r.name})")
            application_of.setdefault(v.type, a)
    return FamilyTable(tuple(ordered), by_name, views, application_of)


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


__all__ = ["No", "Builtin", "Ref", "Names", "Canvas", "Printer", "View", "PatternViews", "ReteForm", "BraidFP",
           "FamilyRecord", "FamilyTable", "family_table", "resolved", "disjoint", "SUDOKU", "PROBLEM"]
