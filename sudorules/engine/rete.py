"""Rule families whose patterns are matched by Experta's Rete, over facts kept in step with the
bitset knowledge state.

Experta joins by scanning its memories, so a Rete over one fact per *candidate* is hopeless
(DESIGN.md), but one fact per *CSP variable* is not: a `Var` fact holds the variable's open
candidates, and a rule whose left-hand side is a pattern over a few such facts is matched by
the Rete itself.  That is how the rules of fixed size are written in the `rete` matcher (and
how users write their own rules); the families of unbounded length stay finders.

A `ReteFamily` gives the Experta rules of one family and says, for an activation, its length
and its place in the family's canonical order (so that the agenda fires the same instance a
finder would have found first).  Its right-hand side returns the `Step` to apply (or None);
the engine applies it through its one mutation path.  A `FactKeeper` declares the facts a
family needs and updates them after every change of the state, each fact modified at most
once per step (Experta's Rete fails on a second modification before it has seen the first).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..csp.state import KnowledgeState
from ..csp.step import SinglePattern, Step
from .experta_compat import MATCH, Fact, Field, P
from .facts import TrustedFact

# what a rule's right-hand side receives besides its bindings, and returns
RuleBody = Callable[..., "Step | None"]


class Var(TrustedFact):
    """One open CSP variable (solved variables have no Var fact).

    Fields: `var` (its index), `kind` (the model's tag: rc, rn, cn, bn, ...), `n` (number of
    open candidates), `cands` (the open candidates, a label bitset) and `mask` (the open
    candidates as positions in the variable's own label order: for a Sudoku rc variable the
    symbols, for rn the columns, for cn the rows, for bn the places in the block).  An
    application adds fields naming the variable (Sudoku: `unit`, `symbol`, `cell`, `row`,
    `col`, `block`; see sudorules.sudoku.rete_rules).
    """

    var = Field(int, mandatory=True)
    kind = Field(str, mandatory=True)
    n = Field(int, mandatory=True)
    cands = Field(int, mandatory=True)
    mask = Field(int, mandatory=True)

    @classmethod
    def of(cls, **fields: Any) -> Fact:
        """The fact of a variable, from plain int and str values (a keeper makes thousands of
        these per run; see TrustedFact): the variable and its candidates determine the rest."""
        return cls.trusted((fields["var"], fields["cands"]), fields)


GENERIC_VAR_FIELDS = ("var", "kind", "n", "cands", "mask")


class FactKeeper(Protocol):
    """Declares some facts for a state and keeps them in step with it."""

    name: str

    def facts(self, state: KnowledgeState) -> dict[Any, Fact]:
        """key -> fact for the state (at the start of a run)."""

    def changed(self, state: KnowledgeState, eliminated: int, asserted: Sequence[int]) -> dict[Any, Fact | None]:
        """key -> the new fact (None: retract it) for every fact the change affects."""


def positions(labels: Sequence[int], cands: int) -> int:
    """The open labels of a variable as a bitset of positions in its label order."""
    mask = 0
    for i, label in enumerate(labels):
        if cands >> label & 1:
            mask |= 1 << i
    return mask


@dataclass
class VarFacts:
    """The `Var` facts: one per open CSP variable.  `extra[v]` holds the application's fields
    of variable v."""

    var_labels: Sequence[Sequence[int]]
    label_vars: Sequence[Sequence[int]]
    kinds: Sequence[str]
    extra: Sequence[Mapping[str, Any]]
    name: str = "var"

    def __post_init__(self):
        self._bits = []
        for labels in self.var_labels:
            bits = 0
            for label in labels:
                bits |= 1 << label
            self._bits.append(bits)

    def _fact(self, state: KnowledgeState, v: int) -> Fact | None:
        if not state.unsolved >> v & 1:
            return None
        cands = state.cands & self._bits[v]
        mask = 0
        for i, label in enumerate(self.var_labels[v]):
            if cands >> label & 1:
                mask |= 1 << i
        return Var.of(var=v, kind=self.kinds[v], n=cands.bit_count(), cands=cands, mask=mask, **self.extra[v])

    def facts(self, state: KnowledgeState) -> dict[Any, Fact]:
        out = {}
        for v in range(len(self.var_labels)):
            fact = self._fact(state, v)
            if fact is not None:
                out[v] = fact
        return out

    def changed(self, state: KnowledgeState, eliminated: int, asserted: Sequence[int]) -> dict[Any, Fact | None]:
        touched: set[int] = set()
        s = eliminated
        while s:
            low = s & -s
            touched.update(self.label_vars[low.bit_length() - 1])
            s ^= low
        for label in asserted:
            touched.update(self.label_vars[label])
        return {v: self._fact(state, v) for v in sorted(touched)}


@dataclass(frozen=True)
class ReteRule:
    """One Experta left-hand side of a family and its right-hand side.

    `lhs` is the tuple of Experta conditional elements; `body(state, **bindings)` returns the
    Step of the instance (None: nothing to do); `length(bindings)` its length and
    `order(bindings)` its place in the family's canonical order (smaller fires first).
    """

    lhs: tuple
    body: RuleBody
    length: Callable[[Mapping[str, Any]], int]
    order: Callable[[Mapping[str, Any]], tuple[int, ...]]


@dataclass(frozen=True)
class ReteFamily:
    """A rule family matched by the Rete.  `rules(max_length)` gives its rule (one Experta
    left-hand side, possibly an OR of one pattern per length) for lengths up to the theory's
    maximum; `keepers` names the fact keepers it needs ("var", or an application's).  The
    other fields are those of `sudorules.csp.rules.RuleFamily`."""

    name: str
    code: str
    rules: Callable[[int], ReteRule]
    keepers: tuple[str, ...] = ("var",)
    sized: bool = False
    min_length: int = 0
    max_length: int = 0
    doc: str = ""
    source: str = field(default="", compare=False)  # where a user family was defined


def single_rule(variables: Iterable[int], rule_name: str) -> ReteRule:
    """Single: an open CSP variable among `variables` with one candidate left gets it as its
    value (BRT's Single; applications split it by variable kind, as SudoRules' NS and HS).
    Instances fire in variable order, as `sudorules.csp.rules.basic.find_singles` finds them."""
    allowed = frozenset(variables)

    def body(state: KnowledgeState, var: int, cands: int) -> Step:
        return Step(rule_name, 0, SinglePattern(var), (), (cands.bit_length() - 1,))

    lhs = (Var(var=P(lambda v: v in allowed) & MATCH.var, n=1, cands=MATCH.cands),)
    return ReteRule(lhs, body, lambda b: 0, lambda b: (b["var"],))
