"""The knowledge state of a CSP instance and its one mutation path.

A state holds the open candidates (labels not yet decided) and the values (labels asserted
true).  As in CSP-Rules, a value is no longer a candidate, so chain rules never see it, and
the set of candidates only ever shrinks: every rule may rely on that and must preserve it.

`KnowledgeState.apply` is the only function that changes a state.  The engine calls it and
mirrors the change in Experta's working memory; T&E calls it on copies.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..bits import iter_bits
from .model import CSPModel


@dataclass(frozen=True)
class Change:
    """What one call of `KnowledgeState.apply` did.

    `empty_vars` are unsolved variables left without any candidate and `clashes` are
    variables holding two values: either one means the state is contradictory.
    """

    eliminated: int
    asserted: tuple[int, ...]
    empty_vars: tuple[int, ...] = ()
    clashes: tuple[int, ...] = ()
    related: tuple[ORRelation, ...] = ()

    @property
    def contradiction(self) -> bool:
        return bool(self.empty_vars or self.clashes)

    @property
    def changed(self) -> bool:
        return bool(self.eliminated or self.asserted or self.related)


@dataclass(frozen=True)
class ORRelation:
    """Knowledge that at least one of a set of candidates (its "guardians") is true: what an
    impossible pattern with several extra candidates proves (CSP-Rules' ORk-relations: the
    anti-tridagon with k guardians).  It is generic: chains use it as one more CSP variable
    whose candidates are the guardians still open (`open_guardians`).  `name` says where it
    comes from ("Trid"), `complexity` the size of that pattern (12 cells for a tridagon)."""

    name: str
    guardians: int  # label bitset, as first proved
    complexity: int = 0

    def open_guardians(self, state: KnowledgeState) -> int:
        """The guardians still candidates, or 0 when one of them is already a value (the
        relation is then satisfied and says nothing more)."""
        if self.guardians & state.values:
            return 0
        return self.guardians & state.cands


class KnowledgeState:
    """Open candidates, values and unsolved variables of one CSP instance, as bitsets."""

    __slots__ = ("model", "cands", "values", "unsolved", "relations")

    def __init__(self, model: CSPModel, cands: int | None = None, values: int = 0, unsolved: int | None = None,
                 relations: tuple[ORRelation, ...] = ()):
        self.model = model
        self.relations = relations  # OR relations proved so far (knowledge, not eliminations)
        self.cands = model.all_labels if cands is None else cands
        self.values = values
        if unsolved is None:
            unsolved = model.all_vars
            for label in iter_bits(values):
                unsolved &= ~model.label_varset[label]
        self.unsolved = unsolved

    def copy(self) -> KnowledgeState:
        return KnowledgeState(self.model, self.cands, self.values, self.unsolved, self.relations)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, KnowledgeState) and self.model is other.model
                and self.cands == other.cands and self.values == other.values
                and self.relations == other.relations)

    def __hash__(self) -> int:
        return hash((self.cands, self.values))

    # -- reading ---------------------------------------------------------------------------
    def var_cands(self, var: int) -> int:
        """Open candidates of a variable."""
        return self.cands & self.model.var_labels[var]

    def is_solved(self) -> bool:
        """Every variable has a value."""
        return not self.unsolved

    def empty_variables(self) -> list[int]:
        """Unsolved variables without candidates (each one is a contradiction)."""
        labels = self.model.var_labels
        return [v for v in iter_bits(self.unsolved) if not self.cands & labels[v]]

    def is_contradictory(self) -> bool:
        if self.empty_variables():
            return True
        links = self.model.links
        return any(self.values & links[label] for label in iter_bits(self.values))

    # -- the one mutation path ---------------------------------------------------------------
    def apply(self, eliminations: int = 0, assertions: tuple[int, ...] = (),
              relations: tuple[ORRelation, ...] = ()) -> Change:
        """Assert `assertions` (labels), then eliminate the candidates in `eliminations`, and
        add the OR relations not yet known.

        Only open candidates can be asserted or eliminated; the rest is ignored, so the
        returned Change says what really happened.  Consequences (ECP) are left to the rules.
        """
        model = self.model
        asserted = []
        clashes: list[int] = []
        for label in assertions:
            b = 1 << label
            if not self.cands & b:
                continue
            if self.values & model.links[label]:  # a clash: in a shared variable, or through an extra link
                shared = [v for v in model.label_vars[label] if self.values & model.var_labels[v]]
                clashes.extend(shared or model.label_vars[label])
            self.cands &= ~b
            self.values |= b
            self.unsolved &= ~model.label_varset[label]
            asserted.append(label)
        eliminated = eliminations & self.cands
        empty = []
        if eliminated:
            self.cands &= ~eliminated
            touched = 0
            varset = model.label_varset
            for label in iter_bits(eliminated):
                touched |= varset[label]
            labels = model.var_labels
            for v in iter_bits(touched & self.unsolved):
                if not self.cands & labels[v]:
                    empty.append(v)
        related = tuple(r for r in relations if r not in self.relations)
        if related:
            self.relations = self.relations + related
        return Change(eliminated, tuple(asserted), tuple(empty), tuple(sorted(set(clashes))), related)
